// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Xylem
import XylemModels

/// `xylem models FILE... [--root-type NAME] [--records PATH] [--strip-prefixes | --map-uri
/// PREFIX=URI...]`: Swift models for the samples, written by the library's `ModelGenerator`.
struct ModelsCommand: Equatable {
    var files: [String] = []
    var rootType: String?
    var records: String?
    /// `--strip-prefixes` and `--map-uri`, as `json` takes them.
    var namespaces = JSONArguments()
    /// For schemas: the global elements to write root types for (`--element NAME`), the root
    /// elements no global element declares with their global types (`--element NAME=TYPE`),
    /// and the catalog file.
    var elements: [String] = []
    var elementTypes: [String: String] = [:]
    var catalog: String?
    /// `--access fileprivate`: several generated files in one module; `public`: a module of models.
    var access: ModelGenerator.AccessLevel = .internal

    /// Parses the arguments after `models` (`--parser` already taken out), as the other
    /// commands take theirs: `--name VALUE` or `--name=VALUE`, `--` ends the options.
    init(_ arguments: [String]) throws(UsageError) {
        var rest = arguments[...]
        var optionsEnded = false
        while let argument = rest.popFirst() {
            guard !optionsEnded, argument.hasPrefix("--") else {
                if !optionsEnded, argument.hasPrefix("-"), argument != "-" {
                    throw UsageError(message: "Unknown option \(argument) for models")
                }
                files.append(argument)
                continue
            }
            if argument == "--" { optionsEnded = true; continue }
            if argument == "--strip-prefixes" { namespaces.stripPrefixes = true; continue }
            let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
            func value() throws(UsageError) -> String {
                if parts.count == 2 { return parts[1] }
                guard let next = rest.popFirst() else { throw UsageError(message: "\(parts[0]) needs a value") }
                return next
            }
            switch parts[0] {
            case "--root-type": rootType = try value()
            case "--records": records = try value()
            // `--map-uri=p=uri` splits at the first `=` only: the value is `p=uri`.
            case "--map-uri": try namespaces.map(try value())
            case "--element":
                let element = try value()
                if let (name, type) = Self.typed(element) {
                    guard elementTypes[name] == nil else {
                        throw UsageError(message: "--element names \(name) with a type twice")
                    }
                    elementTypes[name] = type
                } else {
                    elements.append(element)
                }
            case "--catalog": catalog = try value()
            case "--access":
                let level = try value()
                guard let parsed = ModelGenerator.AccessLevel(rawValue: level) else {
                    throw UsageError(message: "--access takes internal, fileprivate or public, not \"\(level)\"")
                }
                access = parsed
            default:
                throw UsageError(
                    message: "Unknown option \(parts[0]) for models"
                        + OptionNames.suggestion(
                            for: parts[0],
                            among: [
                                "--root-type", "--records", "--strip-prefixes", "--map-uri",
                                "--element", "--catalog", "--access", "--parser", "--help",
                            ]))
            }
        }
        if files.isEmpty { throw UsageError(message: "models takes FILE..., the sample documents, not none") }
        if files.contains("-") { throw UsageError(message: "models reads files, not standard input (-)") }
        if records != nil && (!elements.isEmpty || !elementTypes.isEmpty || catalog != nil) {
            throw UsageError(message: "--records is for samples; --element and --catalog are for schemas")
        }
        if records != nil && files.count != 1 {
            throw UsageError(message: "--records takes one FILE, not \(files.count)")
        }
        if namespaces.stripPrefixes && !namespaces.mappedURIs.isEmpty {
            throw UsageError(
                message: "--strip-prefixes and --map-uri do not go together: one drops prefixes, the other sets them")
        }
        if let rootType, !Self.isTypeName(rootType) {
            throw UsageError(
                message: "--root-type takes a Swift type name (letters, digits and _), not \"\(rootType)\"")
        }
    }

    /// Prints the generated source.
    func run(parser: XMLDecoder.Parser, command: [String], output: Output) async throws {
        // Names by namespace URI unless the prefixes are stripped; `--map-uri` chooses prefixes.
        let strategy: XMLNamespaceStrategy = namespaces.stripPrefixes ? .stripPrefixes : .mapURIs(namespaces.mappedURIs)
        let shown = command.map { files.contains($0) ? Self.shown($0) : $0 }
        var generator = ModelGenerator(
            options: .init(
                rootTypeName: rootType, command: (["xylem"] + shown).joined(separator: " "),
                accessLevel: access, parser: parser, namespaceStrategy: strategy))
        let urls = files.map { URL(fileURLWithPath: $0) }
        if records == nil, urls.allSatisfy(ModelGenerator.isSchema(at:)) {
            try Self.checkSchemaOptions(rootType: rootType, namespaces: namespaces)
            generator.options.elements = elements
            generator.options.elementTypes = elementTypes
            if let catalog { generator.options.catalog = try Commands.catalog(reading: [catalog]) }
            try generator.add(schemasAt: urls)
        } else if !elements.isEmpty || !elementTypes.isEmpty || catalog != nil,
            let file = files.first(where: { !ModelGenerator.isSchema(at: URL(fileURLWithPath: $0)) })
        {
            // --element and --catalog are for schemas only.
            throw SchemaError.notASchema(
                file, root: (try? await XMLTree(from: .file(URL(fileURLWithPath: file))).root.name) ?? "?")
        } else if let records {
            try await generator.add(.file(URL(fileURLWithPath: files[0])), records: records)
        } else {
            for file in files { try await generator.add(.file(URL(fileURLWithPath: file))) }
        }
        generator.options.sampleNames = files.map(Self.shown)
        output.write(try generator.source())
    }

    /// The sample options a schema has no use for: an error rather than a file written as if
    /// they were not given (a schema's names are its own, each root type named after its element).
    static func checkSchemaOptions(rootType: String?, namespaces: JSONArguments) throws(UsageError) {
        if rootType != nil {
            throw UsageError(
                message: "--root-type is for samples: from a schema, each root type is named after its global "
                    + "element (choose the elements with --element NAME)")
        }
        if namespaces.stripPrefixes || !namespaces.mappedURIs.isEmpty {
            throw UsageError(
                message: "--strip-prefixes and --map-uri are for samples: models from a schema read and write "
                    + "each name in its namespace, with the schema's prefix for it")
        }
    }

    /// A file as the generated header names it: as given, except that an absolute path (of the
    /// machine that ran the command, in a file others read) is relative to the current
    /// directory when it is inside it, else the file's name.
    static func shown(_ file: String) -> String {
        guard file.hasPrefix("/") else { return file }
        let directory = FileManager.default.currentDirectoryPath
        let inside = directory.hasSuffix("/") ? directory : directory + "/"
        if file.hasPrefix(inside) { return String(file.dropFirst(inside.count)) }
        return URL(fileURLWithPath: file).lastPathComponent
    }

    /// `NAME=TYPE` split in two (a `{namespace}` may hold `=`; a name never does); nil for a name.
    static func typed(_ value: String) -> (String, String)? {
        let start = value.hasPrefix("{") ? value.firstIndex(of: "}") ?? value.startIndex : value.startIndex
        guard let equals = value[start...].firstIndex(of: "=") else { return nil }
        return (String(value[..<equals]), String(value[value.index(after: equals)...]))
    }

    private static func isTypeName(_ name: String) -> Bool {
        guard let first = name.first, first.isLetter || first == "_" else { return false }
        return name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }
}

extension Commands {
    /// `models FILE...`: the generated source on standard output.
    static func models(_ command: ModelsCommand, parser: XMLDecoder.Parser, arguments: [String]) async -> ExitStatus {
        let output = Output()
        defer { output.flush() }
        do {
            try await command.run(parser: parser, command: arguments, output: output)
            return .success
        } catch let error as UsageError {
            Terminal.error("\(error.message ?? "models") (see xylem --help)")
        } catch let error as XMLSyntaxError {
            Terminal.error(Terminal.describe(error, file: command.files.first))
        } catch let error as SchemaError {
            Terminal.error(error.description)
        } catch let error as ModelGenerationError {
            Terminal.error(error.description)
            if error.kind == .noRecords { return .noMatch }
        } catch {
            Terminal.error("\(command.files.joined(separator: " ")): \(error)")
        }
        return .failure
    }
}
