// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Xylem

/// The exit statuses, also listed by `xylem --help`: grep's.
enum ExitStatus: Int32 {
    case success = 0
    /// `dump` or `query` with a path that matches nothing; `validate` with a file that breaks
    /// the schema.
    case noMatch = 1
    /// The command line is wrong, or the input cannot be read or is not well-formed XML.
    case failure = 2
}

/// The three commands.
enum Commands {
    /// Runs a command line and returns its exit status; everything is printed on the way.
    static func run(_ arguments: [String]) async -> ExitStatus {
        let invocation: Invocation
        let parser: XMLDecoder.Parser
        do {
            let extracted = try ParserOption.extract(from: arguments)
            parser = extracted.parser
            if extracted.rest.first == "models", !extracted.rest.contains(where: { ["--help", "-h"].contains($0) }) {
                return await models(
                    try ModelsCommand(Array(extracted.rest.dropFirst())), parser: parser, arguments: arguments)
            }
            #if os(Linux)
            if extracted.rest.first == "validate", !extracted.rest.contains(where: { ["--help", "-h"].contains($0) }) {
                return await validate(try ValidateCommand(Array(extracted.rest.dropFirst())), parser: parser)
            }
            #endif
            invocation = try Invocation(extracted.rest)
        } catch {
            if let message = error.message {
                Terminal.error("\(message) (see xylem --help)")
            } else {
                Terminal.write(Array("\(Help.usage)Run `xylem --help` for details.\n".utf8), to: STDERR_FILENO)
            }
            return .failure
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
                    return try await records(file, at: path, arguments, parser, output)
                } else {
                    // In pieces: the JSON of a big file is never held whole beside its tree.
                    try await tree(file, parser).writeJSON(arguments.options) { output.write($0) }
                    output.write("\n")
                }
                return .success
            case .dump(let file, nil, let depth):
                try await Outline.stream(file, depth: depth, parser: parser, output: output)
                return .success
            case .dump(let file, let path?, let depth):
                return try await select(Query(path, printing: .outline(depth: depth)), in: file, parser, output)
            case .query(let file, let path, let xml):
                return try await select(Query(path, printing: xml ? .xml : .text), in: file, parser, output)
            case .split(let file, let path, let parts, let directory):
                return try await split(file, at: path, parts: parts, into: directory, parser, output)
            }
        } catch let error as XMLSyntaxError {
            output.flush()
            Terminal.error(Terminal.describe(error, file: invocation.file))
        } catch let error as XMLPathError {
            Terminal.error(error.description)
        } catch let error as CocoaError {
            Terminal.error(Terminal.describe(error, file: invocation.file))
        } catch {
            output.flush()
            Terminal.error("\(invocation.file ?? "-"): \(error)")
        }
        return .failure
    }

    /// Parses FILE (`-`: standard input) into a tree, showing progress on a terminal.
    private static func tree(_ file: String, _ parser: XMLDecoder.Parser) async throws -> XMLTree {
        let progress = ProgressLine(file: file, writesWhileReading: false)
        defer { progress.finish() }
        return try await XMLTree(from: input(file), progress: progress.update, parser: parser)
    }

    /// FILE as an input: `-` is standard input.
    static func input(_ file: String) -> XMLInput {
        file == "-" ? .stream(Terminal.standardInput()) : .file(URL(fileURLWithPath: file))
    }

    /// `json --records PATH`: one line of JSON per record, in bounded memory. The records are
    /// converted on `--record-concurrency` threads (by default one per processor) while a
    /// parser thread reads on, and written here in document order; with 1, parsed, converted
    /// and written on this thread. The same lines either way, and the same error after them.
    private static func records(
        _ file: String, at path: String, _ arguments: JSONArguments,
        _ parser: XMLDecoder.Parser, _ output: Output
    ) async throws -> ExitStatus {
        let decoder = XMLDecoder()
        decoder.parser = parser
        if let concurrency = arguments.recordConcurrency { decoder.recordConcurrency = concurrency }
        guard decoder.recordConcurrency > 1 else {
            let summary = try await stream(file, parser) { reader in
                reader.onJSON(at: path, options: arguments.options) { json in
                    output.write(json)
                    output.write("\n")
                }
            }
            return summary.recordsRead > 0 ? .success : noMatch(path, misses: summary.unmatchedPaths)
        }
        let progress = ProgressLine(file: file, writesWhileReading: true)
        defer { progress.finish() }
        let records = decoder.jsonRecords(
            at: path, from: input(file), options: arguments.options, progress: { progress.update($0) })
        var written = 0
        try await showingSyntaxErrors {
            for try await json in records {
                output.write(json)
                output.write("\n")
                written += 1
            }
        }
        return written > 0 ? .success : noMatch(path, misses: records.summary?.unmatchedPaths ?? [])
    }

    /// `dump FILE PATH` and `query FILE PATH`: the elements at PATH, streamed when the path
    /// allows it (`Query.streams`), else from the whole tree.
    private static func select(
        _ query: Query, in file: String, _ parser: XMLDecoder.Parser, _ output: Output
    ) async throws -> ExitStatus {
        var printed = 0
        guard query.streams else {
            for node in try await tree(file, parser).query(query.elements) where query.print(node, to: output) {
                printed += 1
            }
            return printed > 0
                ? .success : noMatch(query.path, attribute: query.attribute.map { (query.elements, $0) }, misses: [])
        }
        let summary = try await stream(file, parser) { reader in
            reader.onRecord(at: query.elements) { record in
                if query.print(record.node, to: output) { printed += 1 }
            }
        }
        return printed > 0
            ? .success
            : noMatch(
                query.path, attribute: query.attribute.map { (query.elements, $0) }, misses: summary.unmatchedPaths)
    }

    /// Reads FILE with a streaming reader that `configure` sets up, showing progress on a
    /// terminal (not when the output goes there too, or into a pipe).
    @discardableResult
    static func stream(
        _ file: String, _ parser: XMLDecoder.Parser,
        _ configure: (inout XMLStreamReader) -> Void
    ) async throws -> XMLStreamSummary {
        let progress = ProgressLine(file: file, writesWhileReading: true)
        defer { progress.finish() }
        let decoder = XMLDecoder()
        decoder.parser = parser
        var reader = XMLStreamReader(decoder: decoder)
        reader.progress = progress.update
        configure(&reader)
        return try await showingSyntaxErrors { try await reader.read(from: input(file)) }
    }

    /// Runs a streaming read, throwing its syntax error as such: the streaming reader wraps it
    /// in `DecodingError.dataCorrupted`, as the decoder does.
    private static func showingSyntaxErrors<T>(_ body: () async throws -> T) async throws -> T {
        do {
            return try await body()
        } catch DecodingError.dataCorrupted(let context) {
            if let syntax = context.underlyingError as? XMLSyntaxError { throw syntax }
            throw DecodingError.dataCorrupted(context)
        }
    }

    /// `split`: writes the shards into OUTDIR (made if missing) and prints one line per shard:
    /// its path, its records and its bytes, tab-separated.
    private static func split(
        _ file: String, at path: String, parts: Int, into directory: String,
        _ parser: XMLDecoder.Parser, _ output: Output
    ) async throws -> ExitStatus {
        let progress = ProgressLine(file: file, writesWhileReading: false)
        defer { progress.finish() }
        let decoder = XMLDecoder()
        decoder.parser = parser
        var splitter = XMLSplitter(records: path, parts: parts, decoder: decoder)
        splitter.progress = progress.update
        let folder = URL(fileURLWithPath: directory, isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        do {
            let shards = try await showingSyntaxErrors {
                try splitter.split(contentsOf: URL(fileURLWithPath: file), into: folder)
            }
            for shard in shards { output.write("\(shard.url.path)\t\(shard.recordCount)\t\(shard.byteCount)\n") }
        } catch let error as XMLSplitError where error.kind == .noRecords {
            return noMatch(path, misses: error.summary?.unmatchedPaths ?? [])
        }
        return .success
    }

    /// `Nothing matches PATH`, with where each alternative stopped matching when it is known
    /// (for a path that ends in `@attribute`, which attribute its elements lack).
    private static func noMatch(
        _ path: String, attribute: (elements: String, name: String)? = nil,
        misses: [XMLPathMiss]
    ) -> ExitStatus {
        var reasons = misses.map(\.description)
        if reasons.isEmpty, let attribute {
            reasons = ["no element at \(attribute.elements) has an attribute \(attribute.name)"]
        }
        Terminal.error("Nothing matches \(path)" + (reasons.isEmpty ? "" : ": " + reasons.joined(separator: "; ")))
        return .noMatch
    }
}

extension Invocation {
    /// The file operand, for error messages.
    var file: String? {
        switch self {
        case .help: nil
        case .json(let file, _), .dump(let file, _, _), .query(let file, _, _), .split(let file, _, _, _): file
        }
    }
}
