// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Xylem

// MARK: - Models
//
// The response of the National Election Commission's election code service on data.go.kr:
//
//   <response>
//     <header><resultCode>INFO-00</resultCode><resultMsg>NORMAL SERVICE</resultMsg></header>
//     <body>
//       <items>
//         <item><num>1</num><sgId>20180613</sgId><sgName>제7회 전국동시지방선거</sgName>
//               <sgTypecode>0</sgTypecode><sgVotedate>20180613</sgVotedate></item>
//         ...
//       </items>
//       <numOfRows>10</numOfRows><pageNo>1</pageNo><totalCount>10</totalCount>
//     </body>
//   </response>
//
// Each struct mirrors one element; property names are the element names.

/// The root element, `<response>`.
struct ScheduleResponse: Codable {
    let header: Header
    /// Missing when the service reports an error.
    let body: Body?

    /// Every `<item>` of the page, in document order.
    var elections: [Election] { body?.items?.item ?? [] }
}

/// `<header>`: the service's status. `INFO-00` means success.
struct Header: Codable {
    let resultCode: String
    let resultMsg: String
}

/// `<body>`: one page of results.
struct Body: Codable {
    /// The `<items>` wrapper; an empty `<items/>` (no results) decodes as nil.
    let items: Items?
    let numOfRows: Int
    let pageNo: Int
    let totalCount: Int
}

/// `<items>`: a wrapper element, so it gets its own struct. `item` collects every `<item>` child.
struct Items: Codable {
    let item: [Election]
}

/// One `<item>`: an election, or one of the elections held together on the same day.
struct Election: Codable {
    /// The row number.
    let num: Int
    /// The election's id: its voting day as `yyyyMMdd`.
    let sgId: String
    /// The election's name, in Korean.
    let sgName: String
    /// What is being elected; decoded from the number through the enum's raw value.
    let sgTypecode: ElectionType
    /// The voting day as `yyyyMMdd`.
    let sgVotedate: String
}

/// The NEC's election type codes (`sgTypecode`).
enum ElectionType: Int, Codable, Sendable, CaseIterable {
    case umbrella = 0
    case president = 1
    case nationalAssembly = 2
    case governor = 3
    case localMayor = 4
    case provincialCouncil = 5
    case localCouncil = 6
    case nationalAssemblyProportional = 7
    case provincialCouncilProportional = 8
    case localCouncilProportional = 9
    case educationCouncil = 10
    case superintendent = 11

    /// A short English label.
    var label: String {
        switch self {
        case .umbrella: "all elections of the day"
        case .president: "president"
        case .nationalAssembly: "National Assembly"
        case .governor: "governor / metro mayor"
        case .localMayor: "local mayor"
        case .provincialCouncil: "provincial council"
        case .localCouncil: "local council"
        case .nationalAssemblyProportional: "National Assembly (PR)"
        case .provincialCouncilProportional: "provincial council (PR)"
        case .localCouncilProportional: "local council (PR)"
        case .educationCouncil: "education council"
        case .superintendent: "superintendent of education"
        }
    }
}

// MARK: - Decoding

/// The service answered, but with an error code instead of data.
struct ServiceError: Error, CustomStringConvertible {
    let code: String
    let message: String
    var description: String { "the election service reported \(code): \(message)" }
}

/// Decodes a response held in memory. Throws `DecodingError` for XML that does not fit the
/// models, and `ServiceError` when the header reports anything but `INFO-00`.
func loadSchedule(data: Data) throws -> ScheduleResponse {
    try checked(XMLDecoder().decode(ScheduleResponse.self, from: data))
}

/// Decodes a response file, streaming it from disk.
func loadSchedule(contentsOf url: URL) throws -> ScheduleResponse {
    try checked(XMLDecoder().decode(ScheduleResponse.self, contentsOf: url))
}

private func checked(_ response: ScheduleResponse) throws -> ScheduleResponse {
    guard response.header.resultCode == "INFO-00" else {
        throw ServiceError(code: response.header.resultCode, message: response.header.resultMsg)
    }
    return response
}

// MARK: - Presentation

/// `20180613` as `2018-06-13 Wed`; other text is returned unchanged.
func formatVoteDate(_ yyyymmdd: String) -> String {
    guard yyyymmdd.count == 8, yyyymmdd.allSatisfy(\.isASCII), let number = Int(yyyymmdd) else {
        return yyyymmdd
    }
    let (year, month, day) = (number / 10_000, number / 100 % 100, number % 100)
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(secondsFromGMT: 9 * 3600) ?? calendar.timeZone  // KST
    guard let date = calendar.date(from: DateComponents(year: year, month: month, day: day)),
        calendar.component(.day, from: date) == day
    else { return yyyymmdd }
    let weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
    let weekday = weekdays[calendar.component(.weekday, from: date) - 1]
    return "\(yyyymmdd.prefix(4))-\(yyyymmdd.dropFirst(4).prefix(2))-\(yyyymmdd.suffix(2)) \(weekday)"
}

/// The schedule as a table whose columns line up in a terminal, Hangul included (see
/// `displayWidth`). The first line is the header, the second a rule.
func renderTable(_ elections: [Election]) -> [String] {
    let header = ["#", "sgId", "Vote date", "Election", "Code", "Type"]
    let rows = elections.map { election in
        [
            String(election.num),
            election.sgId,
            formatVoteDate(election.sgVotedate),
            election.sgName,
            String(election.sgTypecode.rawValue),
            election.sgTypecode.label,
        ]
    }
    let widths = header.indices.map { column in
        ([header] + rows).map { displayWidth($0[column]) }.max() ?? 0
    }
    let rightAligned: Set<Int> = [0, 4]
    func line(_ cells: [String]) -> String {
        cells.enumerated().map { column, cell in
            let padding = String(repeating: " ", count: widths[column] - displayWidth(cell))
            if rightAligned.contains(column) { return padding + cell }
            return column == cells.count - 1 ? cell : cell + padding  // no trailing blanks
        }.joined(separator: "  ")
    }
    let rule = widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ")
    return [line(header), rule] + rows.map(line)
}

/// The number of terminal columns `text` takes: East Asian wide characters (Hangul, CJK,
/// full-width forms) take two, combining marks none, everything else one.
func displayWidth(_ text: String) -> Int {
    text.unicodeScalars.reduce(0) { width, scalar in
        switch scalar.value {
        case 0x0300 ... 0x036F, 0x1160 ... 0x11FF, 0x200B ... 0x200F, 0xFE00 ... 0xFE0F:
            return width  // combining marks, Hangul medial and final jamo, zero-width
        case 0x1100 ... 0x115F, 0x2E80 ... 0x303E, 0x3041 ... 0x33FF, 0x3400 ... 0x4DBF, 0x4E00 ... 0x9FFF,
            0xA000 ... 0xA4CF, 0xAC00 ... 0xD7A3, 0xF900 ... 0xFAFF, 0xFE30 ... 0xFE4F, 0xFF00 ... 0xFF60,
            0xFFE0 ... 0xFFE6, 0x20000 ... 0x3FFFD:
            return width + 2
        default:
            return width + 1
        }
    }
}
