// election-schedule [FILE]
//
// Prints the elections in a data.go.kr election schedule response as a table. Without FILE it
// reads Examples/Data/election-schedule.xml.

import Foundation
import Xylem

let usage = "usage: election-schedule [FILE]   (default: Examples/Data/election-schedule.xml)"
let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.contains("-h") || arguments.contains("--help") {
    print(usage)
    exit(0)
}
guard arguments.count <= 1 else {
    printToStandardError(usage)
    exit(2)
}
let file = arguments.first.map { URL(fileURLWithPath: $0) } ?? defaultDataFile("election-schedule.xml")

do {
    let response = try loadSchedule(contentsOf: file)
    var title = "Election schedule: \(response.header.resultCode) \(response.header.resultMsg)"
    if let page = response.body {
        title += ", page \(page.pageNo), \(response.elections.count) of \(page.totalCount) elections"
    }
    print(title)
    print()
    if response.elections.isEmpty {
        print("No elections.")
    } else {
        for line in renderTable(response.elections) {
            print(line)
        }
    }
} catch {
    printToStandardError("election-schedule: \(file.path): \(errorMessage(error))")
    exit(1)
}

// MARK: - Command-line helpers

/// `Examples/Data/<name>` under the current directory (so `swift run` works from the package
/// root), else next to this source file's folder (so it works from anywhere on this machine).
func defaultDataFile(_ name: String, sourceFile: String = #filePath) -> URL {
    let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    let relative = cwd.appendingPathComponent("Examples/Data").appendingPathComponent(name)
    if FileManager.default.fileExists(atPath: relative.path) {
        return relative
    }
    return URL(fileURLWithPath: sourceFile)
        .deletingLastPathComponent()  // Examples/ElectionSchedule
        .deletingLastPathComponent()  // Examples
        .appendingPathComponent("Data")
        .appendingPathComponent(name)
}

/// A one-line explanation of a decoding failure; Xylem's messages carry the line and column.
func errorMessage(_ error: any Error) -> String {
    let context: DecodingError.Context
    switch error {
    case let syntax as XMLSyntaxError:
        return describe(syntax)
    case DecodingError.dataCorrupted(let c):
        if let syntax = c.underlyingError as? XMLSyntaxError {
            return describe(syntax)
        }
        context = c
    case DecodingError.keyNotFound(_, let c), DecodingError.valueNotFound(_, let c),
         DecodingError.typeMismatch(_, let c):
        context = c
    default:
        return String(describing: error)
    }
    let path = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? "/\($0.stringValue)" }.joined()
    return path.isEmpty ? context.debugDescription : "\(context.debugDescription) (at \(path))"
}

/// Malformed XML: the message with its line and column. Some errors (an unreadable or empty
/// file) have no position.
func describe(_ syntax: XMLSyntaxError) -> String {
    syntax.line > 0 ? syntax.description : syntax.message
}

func printToStandardError(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
}
