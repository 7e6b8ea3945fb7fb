import Foundation
import Xylem
import XylemModels

/// `xylem models FILE... [--root-type NAME] [--records PATH]`: Swift models for the samples,
/// written by the library's `ModelGenerator`.
struct ModelsCommand: Equatable {
    var files: [String] = []
    var rootType: String?
    var records: String?
    /// For schemas: the global elements to write root types for, and the catalog file.
    var elements: [String] = []
    var catalog: String?
    /// `--access fileprivate`: several generated files in one module.
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
            let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
            func value() throws(UsageError) -> String {
                if parts.count == 2 { return parts[1] }
                guard let next = rest.popFirst() else { throw UsageError(message: "\(parts[0]) needs a value") }
                return next
            }
            switch parts[0] {
            case "--root-type": rootType = try value()
            case "--records": records = try value()
            case "--element": elements.append(try value())
            case "--catalog": catalog = try value()
            case "--access":
                let level = try value()
                guard let parsed = ModelGenerator.AccessLevel(rawValue: level) else {
                    throw UsageError(message: "--access takes internal or fileprivate, not \"\(level)\"")
                }
                access = parsed
            default:
                throw UsageError(message: "Unknown option \(parts[0]) for models"
                                 + OptionNames.suggestion(for: parts[0], among: ["--root-type", "--records", "--element", "--catalog", "--access", "--parser", "--help"]))
            }
        }
        if files.isEmpty { throw UsageError(message: "models takes FILE..., the sample documents, not none") }
        if files.contains("-") { throw UsageError(message: "models reads files, not standard input (-)") }
        if records != nil && (!elements.isEmpty || catalog != nil) {
            throw UsageError(message: "--records is for samples; --element and --catalog are for schemas")
        }
        if records != nil && files.count != 1 { throw UsageError(message: "--records takes one FILE, not \(files.count)") }
        if let rootType, !Self.isTypeName(rootType) {
            throw UsageError(message: "--root-type takes a Swift type name (letters, digits and _), not \"\(rootType)\"")
        }
    }

    /// Prints the generated source.
    func run(parser: XMLDecoder.Parser, command: [String], output: Output) throws {
        var generator = ModelGenerator(options: .init(rootTypeName: rootType, command: (["xylem"] + command).joined(separator: " "),
                                                      accessLevel: access, parser: parser))
        let urls = files.map { URL(fileURLWithPath: $0) }
        if records == nil, urls.allSatisfy(ModelGenerator.isSchema(at:)) {
            generator.options.elements = elements + (rootType.map { [$0] } ?? [])
            if let catalog { generator.options.catalog = try SchemaCatalog.read(URL(fileURLWithPath: catalog)) }
            try generator.add(schemasAt: urls)
        } else if !elements.isEmpty || catalog != nil, let file = files.first(where: { !ModelGenerator.isSchema(at: URL(fileURLWithPath: $0)) }) {
            // --element and --catalog are for schemas only.
            throw SchemaError.notASchema(file, root: (try? XMLTree(contentsOf: URL(fileURLWithPath: file)).root.name) ?? "?")
        } else if let records {
            try generator.addRecords(at: records, contentsOf: URL(fileURLWithPath: files[0]))
        } else {
            for file in files { try generator.add(contentsOf: URL(fileURLWithPath: file)) }
        }
        output.write(try generator.source())
    }

    private static func isTypeName(_ name: String) -> Bool {
        guard let first = name.first, first.isLetter || first == "_" else { return false }
        return name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }
}

extension Commands {
    /// `models FILE...`: the generated source on standard output.
    static func models(_ command: ModelsCommand, parser: XMLDecoder.Parser, arguments: [String]) -> ExitStatus {
        let output = Output()
        defer { output.flush() }
        do {
            try command.run(parser: parser, command: arguments, output: output)
            return .success
        } catch let error as XMLSyntaxError {
            Terminal.error(Terminal.describe(error, file: command.files.first))
        } catch let error as SchemaError {
            Terminal.error(error.description)
        } catch let error as ModelGenerationError {
            Terminal.error(error.description)
            if case .noRecords = error { return .noMatch }
        } catch {
            Terminal.error("\(command.files.joined(separator: " ")): \(error)")
        }
        return .failure
    }
}
