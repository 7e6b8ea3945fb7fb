// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Xylem

/// What the command line asks for.
enum Invocation: Equatable {
    case help(topic: String?)
    case json(file: String, options: JSONArguments)
    /// `depth`: `--depth N`, the levels of the outline to print (nil: all).
    case dump(file: String, path: String?, depth: Int?)
    /// `xml`: `--xml`, print each match as XML instead of its text.
    case query(file: String, path: String, xml: Bool)
    /// `split --records PATH --parts N FILE OUTDIR`: N shards of the records at PATH.
    case split(file: String, path: String, parts: Int, directory: String)
}

/// The options of `xylem json`.
struct JSONArguments: Equatable {
    var lists: [String] = []
    var wrappers: [String] = []
    var records: String?
    var pretty = false
    var attributePrefix = "@"
    var textKey = "#text"
    var stripPrefixes = false
    /// `--map-uri PREFIX=URI`: namespace URI to the prefix names get in the output.
    var mappedURIs: [String: String] = [:]
    /// `--record-concurrency N`: the decoder's `recordConcurrency` for `--records` (nil: its
    /// default, one thread per processor).
    var recordConcurrency: Int?

    /// The library's options for these arguments.
    var options: XMLTree.JSONOptions {
        let namespaces: XMLNamespaceStrategy =
            stripPrefixes ? .stripPrefixes : (mappedURIs.isEmpty ? .keepPrefixes : .mapURIs(mappedURIs))
        return XMLTree.JSONOptions(
            attributePrefix: attributePrefix, textKey: textKey, prettyPrinted: pretty,
            namespaceStrategy: namespaces,
            listHints: lists.map { .listItem($0) } + wrappers.map { .wrapper($0) })
    }

    /// Adds a `--map-uri` value, `PREFIX=URI`.
    mutating func map(_ value: String) throws(UsageError) {
        guard let equals = value.firstIndex(of: "="), equals != value.startIndex,
            value.index(after: equals) != value.endIndex
        else {
            throw UsageError(
                message: "--map-uri takes PREFIX=URI, such as itunes=http://www.itunes.com/dtds/podcast-1.0.dtd")
        }
        let uri = String(value[value.index(after: equals)...])
        guard mappedURIs[uri] == nil else { throw UsageError(message: "--map-uri names \(uri) twice") }
        mappedURIs[uri] = String(value[..<equals])
    }
}

/// A command line that cannot be run: `message` is printed as one line on standard error (nil:
/// the usage text instead, for a command line with no arguments at all).
struct UsageError: Error, Equatable {
    let message: String?
}

extension Invocation {
    /// Parses the arguments after the program's name. Options may come before or after the
    /// operands, as `--name VALUE` or `--name=VALUE`; `--` ends the options; `-` is a file
    /// operand (standard input); any other argument that starts with `-` is an option, so a
    /// mistyped one is reported by name rather than taken for an operand.
    init(_ arguments: [String]) throws(UsageError) {
        // No arguments: a usage error (status 2), not a request for help.
        if arguments.isEmpty { throw UsageError(message: nil) }
        if ["-h", "--help", "help"].contains(arguments[0]) {
            self = .help(topic: arguments.dropFirst().first)
            return
        }
        let command = arguments[0]
        guard let known = OptionNames.byCommand[command] else {
            throw UsageError(message: "Unknown command \"\(command)\"" + OptionNames.commandHint(for: command))
        }
        var operands: [String] = []
        var json = JSONArguments()
        var depth: Int?
        var xml = false
        var parts: Int?
        var rest = arguments.dropFirst()[...]
        var optionsEnded = false
        while let argument = rest.popFirst() {
            guard !optionsEnded, argument.hasPrefix("-"), argument != "-" else {
                operands.append(argument)
                continue
            }
            if argument == "--" { optionsEnded = true; continue }
            if argument == "--help" || argument == "-h" { self = .help(topic: command); return }
            let (name, inline) = Self.split(argument)
            guard known.contains(name) else { throw OptionNames.unknown(name, for: command) }
            func value() throws(UsageError) -> String {
                if let inline { return inline }
                guard let next = rest.popFirst() else { throw UsageError(message: "\(name) needs a value") }
                return next
            }
            if inline != nil && OptionNames.flags.contains(name) { throw UsageError(message: "\(name) takes no value") }
            switch name {
            case "--list": json.lists.append(try value())
            case "--wrapper": json.wrappers.append(try value())
            case "--records": json.records = try value()
            case "--attribute-prefix": json.attributePrefix = try value()
            case "--text-key": json.textKey = try value()
            case "--pretty": json.pretty = true
            case "--strip-prefixes": json.stripPrefixes = true
            case "--map-uri": try json.map(try value())
            case "--xml": xml = true
            case "--parts": parts = try Self.parts(try value())
            case "--record-concurrency": json.recordConcurrency = try Self.recordConcurrency(try value())
            default: depth = try Self.depth(try value())  // --depth, dump's only option
            }
        }
        switch (command, operands.count) {
        case ("json", 0) where json.records != nil:
            // `json --records FILE`: the path was left out, and the option took the file.
            let file = json.records ?? ""
            throw UsageError(
                message: "--records needs a path before FILE: xylem json --records PATH \(file) "
                    + "(it took \"\(file)\" as the path)")
        case ("json", 1):
            if json.pretty && json.records != nil {
                throw UsageError(message: "--pretty and --records do not go together: NDJSON has one record per line")
            }
            if let records = json.records { try Self.check(path: records) }
            if json.recordConcurrency != nil && json.records == nil {
                throw UsageError(
                    message: "--record-concurrency is for --records: it says how many threads convert them")
            }
            if json.stripPrefixes && !json.mappedURIs.isEmpty {
                throw UsageError(
                    message:
                        "--strip-prefixes and --map-uri do not go together: one drops prefixes, the other sets them")
            }
            self = .json(file: operands[0], options: json)
        case ("dump", 1), ("dump", 2):
            if operands.count == 2 { try Self.check(path: operands[1]) }
            self = .dump(file: operands[0], path: operands.count == 2 ? operands[1] : nil, depth: depth)
        case ("query", 2):
            if xml, operands[1].split(separator: "/").last?.hasPrefix("@") == true {
                throw UsageError(message: "--xml prints elements, not attributes: drop the last step @NAME or --xml")
            }
            try Self.check(path: operands[1], allowsAttribute: !xml)
            self = .query(file: operands[0], path: operands[1], xml: xml)
        case ("split", 2):
            guard let path = json.records, let parts else {
                throw UsageError(
                    message:
                        "split needs --records PATH and --parts N: xylem split --records gpx/trk/trkseg/trkpt --parts 4 track.gpx shards"
                )
            }
            try Self.check(path: path)
            if operands[0] == "-" {
                throw UsageError(
                    message: "split reads a file, not standard input: each shard's share is a part of the file's size")
            }
            self = .split(file: operands[0], path: path, parts: parts, directory: operands[1])
        default:
            let expected =
                ["json": "FILE", "dump": "FILE [PATH]", "query": "FILE PATH", "split": "FILE OUTDIR"][command] ?? ""
            let got = operands.isEmpty ? "none" : operands.map { "\"\($0)\"" }.joined(separator: " ")
            throw UsageError(message: "\(command) takes \(expected), not \(got)")
        }
    }

    private static func split(_ argument: String) -> (String, String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    private static func depth(_ text: String) throws(UsageError) -> Int {
        guard let depth = Int(text), depth > 0 else {
            throw UsageError(message: "--depth takes a number of levels from 1 (the root alone), not \"\(text)\"")
        }
        return depth
    }

    private static func parts(_ text: String) throws(UsageError) -> Int {
        guard let parts = Int(text), parts > 0 else {
            throw UsageError(message: "--parts takes a number of shards from 1, not \"\(text)\"")
        }
        return parts
    }

    private static func recordConcurrency(_ text: String) throws(UsageError) -> Int {
        guard let threads = Int(text), threads > 0 else {
            throw UsageError(
                message:
                    "--record-concurrency takes a number of threads from 1 (parse and convert on one), not \"\(text)\"")
        }
        return threads
    }

    /// Rejects what the library's paths cannot match: empty steps and `*` inside a name. A
    /// query may end with `@name`, an attribute of the matched elements.
    private static func check(path: String, allowsAttribute: Bool = false) throws(UsageError) {
        let alternatives = path.split(separator: "|", omittingEmptySubsequences: false)
        if allowsAttribute && alternatives.count > 1
            && alternatives.contains(where: { $0.split(separator: "/").last?.hasPrefix("@") == true })
        {
            throw UsageError(message: "Invalid path \"\(path)\": a last step @NAME takes one path, without |")
        }
        for alternative in alternatives {
            var steps = alternative.split(separator: "/", omittingEmptySubsequences: false)
            if steps.first == "" { steps.removeFirst() }
            guard !steps.isEmpty else { throw UsageError(message: "Invalid path \"\(path)\": it names no element") }
            if allowsAttribute, let last = steps.last, last.hasPrefix("@"), last.count > 1, steps.count > 1 {
                steps.removeLast()
            }
            for step in steps where step.isEmpty || (step != "*" && step.contains("*")) || step.hasPrefix("@") {
                throw UsageError(message: "Invalid path \"\(path)\": steps are element names or *, separated by /")
            }
        }
    }
}
