import Foundation
import Xylem

/// The exit statuses, also listed by `xylem --help`.
enum ExitStatus: Int32 {
    case success = 0
    /// The input is not well-formed XML, or cannot be read.
    case badInput = 1
    /// The command line is wrong.
    case usage = 2
    /// `dump` or `query` with a path that matches nothing.
    case noMatch = 3
}

/// The three commands.
enum Commands {
    /// Runs a command line and returns its exit status; everything is printed on the way.
    static func run(_ arguments: [String]) -> ExitStatus {
        let invocation: Invocation
        let parser: XMLDecoder.Parser
        do {
            let extracted = try ParserOption.extract(from: arguments)
            parser = extracted.parser
            invocation = try Invocation(extracted.rest)
        } catch {
            let usage = "\(Help.usage)Run `xylem --help` for details.\n"
            if let message = error.message { Terminal.error("\(message)\n\(usage)") } else { Terminal.write(Array(usage.utf8), to: STDERR_FILENO) }
            return .usage
        }
        let output = Output()
        defer { output.flush() }
        do {
            switch invocation {
            case .help(let topic):
                output.write(Help.text(for: topic))
                return .success
            case .json(let file, let arguments):
                if let path = arguments.records {
                    try records(file, at: path, arguments.options, parser, output)
                } else {
                    output.write(try tree(file, parser).jsonData(arguments.options))
                    output.write("\n")
                }
                return .success
            case .dump(let file, let path):
                let tree = try tree(file, parser)
                guard let path else {
                    output.write(tree.dump())
                    return .success
                }
                let nodes = tree.query(path)
                for node in nodes { output.write(node.dump()) }
                return nodes.isEmpty ? noMatch(path) : .success
            case .query(let file, let path):
                return try query(tree(file, parser), path, output)
            }
        } catch let error as XMLSyntaxError {
            output.flush()
            Terminal.error(Terminal.describe(error, file: invocation.file))
            return .badInput
        } catch let error as XMLPathError {
            Terminal.error(error.description)
            return .usage
        } catch {
            output.flush()
            Terminal.error("\(invocation.file ?? "-"): \(error)")
            return .badInput
        }
    }

    /// Parses FILE (`-`: standard input) into a tree, showing progress on a terminal.
    private static func tree(_ file: String, _ parser: XMLDecoder.Parser) throws(XMLSyntaxError) -> XMLTree {
        let progress = ProgressLine(file: file)
        defer { progress.finish() }
        if file == "-" {
            return try XMLTree(stream: Terminal.standardInput(), progress: progress.update, parser: parser)
        }
        return try XMLTree(contentsOf: URL(fileURLWithPath: file), progress: progress.update, parser: parser)
    }

    /// `json --records PATH`: one line of JSON per record, in bounded memory.
    private static func records(_ file: String, at path: String, _ options: XMLTree.JSONOptions,
                                _ parser: XMLDecoder.Parser, _ output: Output) throws {
        let progress = ProgressLine(file: file)
        defer { progress.finish() }
        let decoder = XMLDecoder()
        decoder.parser = parser
        var reader = XMLStreamReader(decoder: decoder)
        reader.progress = progress.update
        reader.onJSON(at: path, options: options) { json in
            output.write(json)
            output.write("\n")
        }
        do {
            if file == "-" {
                try reader.read(from: Terminal.standardInput())
            } else {
                try reader.read(contentsOf: URL(fileURLWithPath: file))
            }
        } catch DecodingError.dataCorrupted(let context) {
            // The streaming reader wraps syntax errors as the decoder does; show them as such.
            if let syntax = context.underlyingError as? XMLSyntaxError { throw syntax }
            throw DecodingError.dataCorrupted(context)
        }
    }

    /// `query FILE PATH`: the text of every match, one per line, or its outline (as `dump`
    /// prints it) when it has no text; a last step `@name` prints that attribute of every match
    /// that has it.
    private static func query(_ tree: XMLTree, _ path: String, _ output: Output) -> ExitStatus {
        var elements = path
        var attribute: String?
        if !path.contains("|"), let slash = path.lastIndex(of: "/"), path[path.index(after: slash)...].hasPrefix("@") {
            attribute = String(path[path.index(slash, offsetBy: 2)...])
            elements = String(path[..<slash])
        }
        var printed = 0
        for node in tree.query(elements) {
            if let attribute {
                guard let value = node.attribute(attribute) else { continue }
                output.write(value + "\n")
            } else {
                let text = node.text
                output.write(text.isEmpty ? node.dump() : text + "\n")
            }
            printed += 1
        }
        return printed == 0 ? noMatch(path) : .success
    }

    private static func noMatch(_ path: String) -> ExitStatus {
        Terminal.error("Nothing matches \(path)")
        return .noMatch
    }
}

extension Invocation {
    /// The file operand, for error messages.
    var file: String? {
        switch self {
        case .help: nil
        case .json(let file, _), .dump(let file, _), .query(let file, _): file
        }
    }
}
