// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Why a schema cannot be read into models.
///
/// ```
/// do {
///     try generator.add(schemasAt: [url])
/// } catch let error as SchemaError where error.kind == .remoteLocation {
///     print(error)   // ...: schemaLocation https://... is a URL, which is never fetched: ...
/// }
/// ```
public struct SchemaError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Why the schema cannot be read: an extensible set of static members, compared with `==` (new kinds may be
    /// added).
    public struct Kind: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
        /// The kind's name, such as `"unresolved"`.
        public let rawValue: String

        /// A kind by name (XylemModels' kinds are the static members).
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The kind's name.
        public var description: String { rawValue }

        /// A file cannot be read, or is not well-formed XML.
        public static let unreadable = Kind(rawValue: "unreadable")
        /// A file's root element is not `xs:schema`.
        public static let notASchema = Kind(rawValue: "notASchema")
        /// A `schemaLocation` is a URL, which the generator does not fetch.
        public static let remoteLocation = Kind(rawValue: "remoteLocation")
        /// A reference names a component that no loaded schema defines.
        public static let unresolved = Kind(rawValue: "unresolved")
        /// A construct the generator cannot read, or a schema that breaks XML Schema's rules.
        public static let invalid = Kind(rawValue: "invalid")
        /// `--element NAME` names no global element.
        public static let noSuchElement = Kind(rawValue: "noSuchElement")
        /// The type of `--element NAME=TYPE` is no global type of the schemas, or several.
        public static let noSuchType = Kind(rawValue: "noSuchType")
    }

    /// Why the schema cannot be read, as the loader reports it. Internal: the public view is
    /// `kind`, `file` and `line`.
    enum Reason: Sendable, Equatable {
        case unreadable(String, from: String?, reason: String)
        case notASchema(String, root: String)
        case remoteLocation(String, in: String, line: Int)
        case unresolved(kind: String, name: String, in: String, line: Int)
        case invalid(String, line: Int, String)
        case noSuchElement(String, available: [String])
        /// The files given declare no global element, the schemas they include or import do.
        case noRootElement(files: [String], available: [String])
        case noSuchType(String, available: [String], ambiguous: Bool)
    }

    /// Why the schema cannot be read (internal; see `kind`).
    let reason: Reason

    private init(_ reason: Reason) { self.reason = reason }

    /// Why the schema cannot be read; compare it with a static member of `Kind`.
    public var kind: Kind {
        switch reason {
        case .unreadable: .unreadable
        case .notASchema: .notASchema
        case .remoteLocation: .remoteLocation
        case .unresolved: .unresolved
        case .invalid: .invalid
        case .noSuchElement, .noRootElement: .noSuchElement
        case .noSuchType: .noSuchType
        }
    }

    /// The path of the schema file at fault, when one is known (nil for `.noSuchElement` and `.noSuchType`, and
    /// for a problem found after every file was read).
    public var file: String? {
        switch reason {
        case .unreadable(let path, _, _), .notASchema(let path, _): path
        case .remoteLocation(_, let path, _), .unresolved(_, _, let path, _), .invalid(let path, _, _):
            path.isEmpty ? nil : path
        case .noSuchElement, .noRootElement, .noSuchType: nil
        }
    }

    /// The 1-based line in `file` of the construct at fault, when one is known.
    public var line: Int? {
        switch reason {
        case .remoteLocation(_, _, let line), .unresolved(_, _, _, let line), .invalid(_, let line, _):
            line > 0 ? line : nil
        case .unreadable, .notASchema, .noSuchElement, .noRootElement, .noSuchType: nil
        }
    }

    /// A file that cannot be read (named by the schema `from`, when it was included or imported).
    package static func unreadable(_ path: String, from: String?, reason: String) -> SchemaError {
        SchemaError(.unreadable(path, from: from, reason: reason))
    }

    /// A file whose root element is `root`, not `xs:schema`.
    package static func notASchema(_ path: String, root: String) -> SchemaError {
        SchemaError(.notASchema(path, root: root))
    }

    /// A `schemaLocation` that is a URL.
    package static func remoteLocation(_ location: String, in path: String, line: Int) -> SchemaError {
        SchemaError(.remoteLocation(location, in: path, line: line))
    }

    /// A reference to a component no loaded schema defines.
    package static func unresolved(kind: String, name: String, in path: String, line: Int) -> SchemaError {
        SchemaError(.unresolved(kind: kind, name: name, in: path, line: line))
    }

    /// A construct the generator cannot read, or a broken rule of XML Schema.
    package static func invalid(_ path: String, line: Int, _ message: String) -> SchemaError {
        SchemaError(.invalid(path, line: line, message))
    }

    /// An element name that no global element has.
    package static func noSuchElement(_ name: String, available: [String]) -> SchemaError {
        SchemaError(.noSuchElement(name, available: available))
    }

    /// Files that declare no global element, where the schemas they include or import declare
    /// `available`: without `elements`, no root type would be written.
    package static func noRootElement(files: [String], available: [String]) -> SchemaError {
        SchemaError(.noRootElement(files: files, available: available))
    }

    /// A type name that no global type has, or several (`ambiguous`).
    package static func noSuchType(_ name: String, available: [String], ambiguous: Bool) -> SchemaError {
        SchemaError(.noSuchType(name, available: available, ambiguous: ambiguous))
    }

    /// The message, with what to do about it.
    public var description: String {
        switch reason {
        case .unreadable(let path, let from, let reason):
            return "Cannot read the schema \(path)" + (from.map { " (named by \($0))" } ?? "") + ": \(reason)"
        case .notASchema(let path, let root):
            return "\(path) is not an XML Schema: its root element is <\(root)>, not <xs:schema>"
        case .remoteLocation(let location, let path, let line):
            return "\(path):\(line): schemaLocation \(location) is a URL, which is never fetched: "
                + "save a copy and map it with --catalog (a line \(location)=PATH)"
        case .unresolved(let kind, let name, let path, let line):
            return "\(path):\(line): no \(kind) \(name) in the schemas loaded: add the schema that defines it"
        case .invalid(let path, let line, let message):
            return "\(path):\(line): \(message)"
        case .noSuchElement(let name, let available):
            return
                "No global element \(name) in the schemas; "
                + (available.isEmpty
                    ? "they declare none"
                    : "they declare: \(available.prefix(20).joined(separator: ", "))"
                        + (available.count > 20 ? ", …" : ""))
                + "; a root element valid by its xsi:type alone is named with its type: --element NAME=TYPE"
        case .noRootElement(let files, let available):
            return
                "\(files.joined(separator: ", ")) \(files.count == 1 ? "declares" : "declare") no global element, "
                + "so no root type would be written; the schemas included or imported declare: "
                + available.prefix(20).joined(separator: ", ") + (available.count > 20 ? ", …" : "")
                + ": name the roots you want with --element NAME (options.elements)"
        case .noSuchType(let name, let available, let ambiguous):
            return
                (ambiguous
                ? "Several global types are named \(name): " : "No global type \(name) in the schemas; they define: ")
                + available.prefix(20).joined(separator: ", ") + (available.count > 20 ? ", …" : "")
                + (ambiguous ? "; write the type as {namespace}local" : "")
        }
    }
}

extension SchemaError: LocalizedError {
    /// The message.
    public var errorDescription: String? { description }
}
