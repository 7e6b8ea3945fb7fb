// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

// What every example executable does the same way: read `[FILE]` from the command line (or a
// default under Examples/Data), run, and report a failure on standard error with its line and
// column and exit status 1.

import Foundation
import Xylem

/// Runs a one-file example: `command [FILE]`, defaulting to `Examples/Data/<defaultFile>`.
/// `body` gets the file and returns the lines to print.
public func runFileExample(command: String, defaultFile: String, _ body: (URL) throws -> [String]) -> Never {
    let usage = "usage: \(command) [FILE]   (default: Examples/Data/\(defaultFile))"
    let arguments = Array(CommandLine.arguments.dropFirst())
    if arguments.contains("-h") || arguments.contains("--help") {
        print(usage)
        exit(0)
    }
    guard arguments.count <= 1 else {
        printToStandardError(usage)
        exit(2)
    }
    let file = arguments.first.map { URL(fileURLWithPath: $0) } ?? defaultDataFile(defaultFile)
    do {
        for line in try body(file) { print(line) }
        exit(0)
    } catch {
        printToStandardError("\(command): \(file.path): \(errorMessage(error))")
        exit(1)
    }
}

/// `Examples/Data/<name>` under the current directory (so `swift run` works from the package
/// root), else next to this source file's folder (so it works from anywhere on this machine).
public func defaultDataFile(_ name: String, sourceFile: String = #filePath) -> URL {
    let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    let relative = cwd.appendingPathComponent("Examples/Data").appendingPathComponent(name)
    if FileManager.default.fileExists(atPath: relative.path) {
        return relative
    }
    return URL(fileURLWithPath: sourceFile)
        .deletingLastPathComponent()  // Examples/Support
        .deletingLastPathComponent()  // Examples
        .appendingPathComponent("Data")
        .appendingPathComponent(name)
}

/// A one-line explanation of a decoding or encoding failure; Xylem's decoding messages carry
/// the line and column, and both carry the coding path.
public func errorMessage(_ error: any Error) -> String {
    let path: [any CodingKey]
    let message: String
    switch error {
    case let syntax as XMLSyntaxError:
        return describe(syntax)
    case DecodingError.dataCorrupted(let c):
        if let syntax = c.underlyingError as? XMLSyntaxError {
            return describe(syntax)
        }
        (path, message) = (c.codingPath, c.debugDescription)
    case DecodingError.keyNotFound(_, let c), DecodingError.valueNotFound(_, let c),
        DecodingError.typeMismatch(_, let c):
        (path, message) = (c.codingPath, c.debugDescription)
    case EncodingError.invalidValue(_, let c):
        (path, message) = (c.codingPath, c.debugDescription)
    default:
        return String(describing: error)
    }
    let location = path.map { $0.intValue.map { "[\($0)]" } ?? "/\($0.stringValue)" }.joined()
    return location.isEmpty ? message : "\(message) (at \(location))"
}

/// Malformed XML: the message with its line and column. Some errors (an unreadable or empty
/// file) have no position.
func describe(_ syntax: XMLSyntaxError) -> String {
    syntax.line > 0 ? syntax.description : syntax.message
}

/// Writes `message` and a line feed to standard error.
public func printToStandardError(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
}
