// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

// gpx-track [FILE]
// gpx-track --write OUT.gpx [--points N]
//
// Prints a summary of a GPX tracklog: name, number of points, distance, elevation gain and
// duration. Without FILE it reads Examples/Data/pu-si-lung.gpx. With --write it writes a
// synthetic track of N points (default 10000) to OUT.gpx, streamed, in flat memory.

import ExampleSupport
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "--write" {
    let usage = "usage: gpx-track --write OUT.gpx [--points N]"
    var count = 10_000
    if arguments.count == 4, arguments[2] == "--points", let number = Int(arguments[3]), number >= 0 {
        count = number
    } else if arguments.count != 2 {
        printToStandardError(usage)
        exit(2)
    }
    let file = URL(fileURLWithPath: arguments[1])
    do {
        let bytes = try writeSyntheticTrack(to: file, points: count)
        print("Wrote \(count) points (\(bytes) bytes) to \(file.path)")
        exit(0)
    } catch {
        printToStandardError("gpx-track: \(file.path): \(errorMessage(error))")
        exit(1)
    }
}

runFileExample(command: "gpx-track", defaultFile: "pu-si-lung.gpx") { file in
    try summarize(contentsOf: file).report
}
