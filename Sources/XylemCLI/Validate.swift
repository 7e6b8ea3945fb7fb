// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

#if os(Linux)
import Foundation
import Xylem

/// `xylem validate --schema S.xsd | --relaxng R.rng | --dtd [--catalog CATALOG] [--max-errors N] FILE...`:
/// each FILE against the schema, streamed (as `xmllint --schema S.xsd --stream`), one line per violation:
/// `FILE:LINE:COLUMN: message`. Exit status 0 when every file is valid, 1 when one is not, 2
/// when the command line is wrong or a file or the schema cannot be read (or is not
/// well-formed XML).
struct ValidateCommand: Equatable {
    var schema = ""
    var language = XMLSchema.Language.xmlSchema
    var catalogs: [String] = []
    var maximumErrors = 1_000
    var files: [String] = []

    /// Parses the arguments after `validate` (`--parser` already taken out), as `models` does.
    init(_ arguments: [String]) throws(UsageError) {
        var rest = arguments[...]
        var optionsEnded = false
        var schema: (path: String, language: XMLSchema.Language)?
        while let argument = rest.popFirst() {
            guard !optionsEnded, argument.hasPrefix("--") else {
                if !optionsEnded, argument.hasPrefix("-"), argument != "-" {
                    throw UsageError(message: "Unknown option \(argument) for validate")
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
            case "--schema", "--relaxng", "--dtd":
                guard schema == nil else {
                    throw UsageError(message: "validate takes one schema: --schema FILE, --relaxng FILE or --dtd, once")
                }
                if parts[0] == "--dtd" {
                    guard parts.count == 1 else { throw UsageError(message: "--dtd takes no value") }
                    schema = ("", .dtd)
                } else {
                    schema = (try value(), parts[0] == "--relaxng" ? .relaxNG : .xmlSchema)
                }
            case "--catalog": catalogs.append(try value())
            case "--max-errors":
                let text = try value()
                guard let count = Int(text), count > 0 else {
                    throw UsageError(message: "--max-errors takes a positive number, not \"\(text)\"")
                }
                maximumErrors = count
            default:
                throw UsageError(
                    message: "Unknown option \(parts[0]) for validate"
                        + OptionNames.suggestion(
                            for: parts[0],
                            among: ["--schema", "--relaxng", "--dtd", "--catalog", "--max-errors", "--help"]))
            }
        }
        guard let schema else {
            throw UsageError(
                message: "validate needs --schema FILE (an XML Schema), --relaxng FILE (a RELAX NG grammar) "
                    + "or --dtd (each document's own DTD) to validate against")
        }
        (self.schema, language) = schema
        if files.isEmpty { throw UsageError(message: "validate takes FILE..., the documents to validate, not none") }
        if files.filter({ $0 == "-" }).count > 1 { throw UsageError(message: "standard input (-) can be read once") }
    }
}

extension Commands {
    /// The catalog of `--catalog FILE...` (`validate` and `models`): the files' entries in one
    /// `XMLCatalog`, a later file's winning over an earlier one's.
    static func catalog(reading files: [String]) throws -> XMLCatalog {
        var catalog = XMLCatalog()
        for file in files {
            let read = try XMLCatalog(contentsOf: URL(fileURLWithPath: file))
            for (location, target) in read.locations { catalog.map(location, to: target) }
            for (prefix, target) in read.prefixes { catalog.mapPrefix(prefix, to: target) }
        }
        return catalog
    }

    /// `validate`: violations on standard output, errors on standard error.
    static func validate(_ command: ValidateCommand, parser: XMLDecoder.Parser) async -> ExitStatus {
        guard parser == .libxml2 else {
            Terminal.error(
                "validate reads with libxml2, whose parser carries the schema validator: drop --parser foundation")
            return .failure
        }
        let schema: XMLSchema
        if command.language == .dtd {
            // Each document's own: nothing to compile; an external subset is read where the catalog maps it.
            do {
                schema = .documentDTD(catalog: try catalog(reading: command.catalogs))
            } catch {
                Terminal.error("\(command.catalogs.joined(separator: ", ")): \(error)")
                return .failure
            }
        } else {
            do {
                schema = try XMLSchema(
                    contentsOf: URL(fileURLWithPath: command.schema), language: command.language,
                    catalog: try catalog(reading: command.catalogs))
            } catch {
                Terminal.error("\(command.schema): \(error)")
                return .failure
            }
        }
        let output = Output()
        defer { output.flush() }
        var status = ExitStatus.success
        for file in command.files {
            let name = file == "-" ? "<stdin>" : file
            do {
                let violations = try await schema.validate(Commands.input(file), limit: command.maximumErrors)
                for violation in violations {
                    output.write("\(name):\(violation.line):\(violation.column): \(violation.message)\n")
                }
                if !violations.isEmpty, status == .success { status = .noMatch }
            } catch DecodingError.dataCorrupted(let context) where context.underlyingError is XMLSyntaxError {
                output.flush()
                Terminal.error(Terminal.describe(context.underlyingError as! XMLSyntaxError, file: file))
                status = .failure
            } catch let error as CocoaError {
                output.flush()
                Terminal.error(Terminal.describe(error, file: file))
                status = .failure
            } catch {
                output.flush()
                Terminal.error("\(name): \(error)")
                status = .failure
            }
        }
        return status
    }
}
#endif
