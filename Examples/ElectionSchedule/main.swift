// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

// election-schedule [FILE]
//
// Prints the elections in a data.go.kr election schedule response as a table. Without FILE it
// reads Examples/Data/election-schedule.xml.

import ExampleSupport

runFileExample(command: "election-schedule", defaultFile: "election-schedule.xml") { file in
    let response = try loadSchedule(contentsOf: file)
    var title = "Election schedule: \(response.header.resultCode) \(response.header.resultMsg)"
    if let page = response.body {
        title += ", page \(page.pageNo), \(response.elections.count) of \(page.totalCount) elections"
    }
    return [title, ""] + (response.elections.isEmpty ? ["No elections."] : renderTable(response.elections))
}
