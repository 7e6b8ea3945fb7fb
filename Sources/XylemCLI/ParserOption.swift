// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Xylem

/// `--parser foundation|libxml2`, which every command takes: the XML parser that reads FILE.
/// The default is libxml2 where the library is built with it (Linux), else Foundation's
/// XMLParser; the output is the same with either.
enum ParserOption {
    static let defaultParser: XMLDecoder.Parser = XMLDecoder.Parser.libxml2.isAvailable ? .libxml2 : .foundation

    /// Takes `--parser NAME` (or `--parser=NAME`) out of `arguments` (not after `--`).
    static func extract(from arguments: [String]) throws(UsageError) -> (parser: XMLDecoder.Parser, rest: [String]) {
        var parser = defaultParser
        var rest: [String] = []
        var index = arguments.startIndex
        while index < arguments.endIndex {
            let argument = arguments[index]
            index += 1
            if argument == "--" {
                rest.append(contentsOf: arguments[(index - 1)...])
                break
            }
            let name: String
            if argument == "--parser" {
                guard index < arguments.endIndex else { throw UsageError(message: "--parser needs a value") }
                name = arguments[index]
                index += 1
            } else if argument.hasPrefix("--parser=") {
                name = String(argument.dropFirst("--parser=".count))
            } else {
                rest.append(argument)
                continue
            }
            guard let chosen = XMLDecoder.Parser(rawValue: name) else {
                throw UsageError(message: "--parser takes foundation or libxml2, not \"\(name)\"")
            }
            parser = chosen
        }
        return (parser, rest)
    }
}
