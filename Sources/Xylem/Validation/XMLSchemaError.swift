// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A schema that cannot be used: it does not compile, it names a location Xylem will not read,
/// or validation was asked of a parser that cannot carry it.
///
/// ```
/// do {
///     let schema = try XMLSchema(contentsOf: url)
/// } catch let error as XMLSchemaError where error.kind == .remoteLocation {
///     print("map \(error.location ?? "") to a local copy with XMLCatalog")
/// }
/// ```
public struct XMLSchemaError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Why the schema cannot be used: an extensible set of static members, compared with `==`
    /// (new kinds may be added).
    public struct Kind: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
        /// The kind's name, such as `"invalidSchema"`.
        public let rawValue: String

        /// A kind by name (Xylem's kinds are the static members).
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The kind's name.
        public var description: String { rawValue }

        /// libxml2 rejected the schema (a malformed schema document, an unresolved type, a
        /// circular definition, an `include` that cannot be found...): `diagnostics` has its messages.
        public static let invalidSchema = Kind(rawValue: "invalidSchema")
        /// A location outside the local file system (`http:`, `https:`, `ftp:` ...), in
        /// `location`, that the catalog does not map: Xylem never fetches a schema. Map it with
        /// `XMLCatalog`.
        public static let remoteLocation = Kind(rawValue: "remoteLocation")
        /// A schema document, in `location`, larger than `XMLSchema.maximumDocumentSize`, not a
        /// regular file (a device, a pipe), or one document too many (`XMLSchema.maximumDocumentCount`).
        public static let locationRefused = Kind(rawValue: "locationRefused")
        /// A schema document, in `location`, past a limit a document is read within: more
        /// attributes on an element than `XMLLimits.maximumAttributes`, or references to its
        /// internal entities that expand past `EntityExpansionLimits` (the defaults of both).
        /// `limit` names it.
        public static let limitExceeded = Kind(rawValue: "limitExceeded")
        /// The schema file itself, in `location`, cannot be read.
        public static let unreadable = Kind(rawValue: "unreadable")
        /// A catalog file that is not an OASIS XML catalog Xylem reads.
        public static let invalidCatalog = Kind(rawValue: "invalidCatalog")
        /// Validation while decoding rides libxml2's SAX2 parser, which Foundation's `XMLParser`
        /// does not expose: set `XMLDecoder.parser` to `.libxml2`.
        public static let requiresLibXML2Parser = Kind(rawValue: "requiresLibXML2Parser")
    }

    /// Why the schema cannot be used, as the loader reports it. Internal: the public view is
    /// `kind` and `location`.
    enum Reason: Sendable, Equatable {
        case invalidSchema
        case remoteLocation(String)
        case locationRefused(String)
        case limitExceeded(XMLLimits.Limit, String)
        case unreadable(String)
        case invalidCatalog
        case requiresLibXML2Parser
    }

    /// Why the schema cannot be used (internal; see `kind`).
    let reason: Reason
    /// A sentence that explains the problem and, where it can, how to fix it.
    public let message: String
    /// Every message libxml2 gave while compiling, as `location:line: message`, errors and
    /// warnings alike (empty when the schema was refused before libxml2 read it).
    public let diagnostics: [String]

    init(reason: Reason, message: String, diagnostics: [String] = []) {
        self.reason = reason
        self.message = message
        self.diagnostics = diagnostics
    }

    /// Why the schema cannot be used; compare it with a static member of `Kind`.
    public var kind: Kind {
        switch reason {
        case .invalidSchema: .invalidSchema
        case .remoteLocation: .remoteLocation
        case .locationRefused: .locationRefused
        case .limitExceeded: .limitExceeded
        case .unreadable: .unreadable
        case .invalidCatalog: .invalidCatalog
        case .requiresLibXML2Parser: .requiresLibXML2Parser
        }
    }

    /// For `.remoteLocation`, `.locationRefused`, `.limitExceeded` and `.unreadable`: the
    /// location (a URL or a path) that was not read, or not read to its end. Nil for the other kinds.
    public var location: String? {
        switch reason {
        case .remoteLocation(let location), .locationRefused(let location), .unreadable(let location),
            .limitExceeded(_, let location):
            location
        case .invalidSchema, .invalidCatalog, .requiresLibXML2Parser: nil
        }
    }

    /// For `.limitExceeded`: the limit (`.attributes`, `.entityExpansionSize`, `.entityDepth`,
    /// `.entityAmplification`). Nil for the other kinds.
    public var limit: XMLLimits.Limit? {
        guard case .limitExceeded(let limit, _) = reason else { return nil }
        return limit
    }

    /// The message, then the diagnostics, one a line: those the message does not already
    /// end with (it often quotes the first).
    public var description: String {
        let more = diagnostics.drop { message == $0 || message.hasSuffix(": " + $0) }
        return ([message] + more.prefix(20).map { "  " + $0 }).joined(separator: "\n")
            + (more.count > 20 ? "\n  ... (\(more.count - 20) more)" : "")
    }
}

extension XMLSchemaError: LocalizedError {
    /// The message, then the diagnostics.
    public var errorDescription: String? { description }
}
