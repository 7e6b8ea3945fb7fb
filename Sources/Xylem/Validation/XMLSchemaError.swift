// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

/// A schema that cannot be used: it does not compile, it names a location Xylem will not read,
/// or validation was asked of a parser that cannot carry it.
public struct XMLSchemaError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Why the schema cannot be used.
    public enum Reason: Sendable, Equatable {
        /// libxml2 rejected the schema (a malformed schema document, an unresolved type, a
        /// circular definition, an `include` that cannot be found...): `diagnostics` has its messages.
        case invalidSchema
        /// A location outside the local file system (`http:`, `https:`, `ftp:` ...) that the
        /// catalog does not map: Xylem never fetches a schema. Map it with `XMLCatalog`.
        case remoteLocation(String)
        /// A schema document larger than `XMLSchema.maximumDocumentSize`, not a regular file
        /// (a device, a pipe), or one document too many (`XMLSchema.maximumDocumentCount`).
        case locationRefused(String)
        /// The schema file itself cannot be read.
        case unreadable(String)
        /// A catalog file that is not an OASIS XML catalog Xylem reads.
        case invalidCatalog
        /// Validation while decoding rides libxml2's SAX2 parser, which Foundation's `XMLParser`
        /// does not expose: set `XMLDecoder.parser` to `.libxml2`.
        case requiresLibXML2Parser
    }

    /// Why the schema cannot be used.
    public let reason: Reason
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

    /// The message, then the diagnostics, one a line.
    public var description: String {
        ([message] + diagnostics.prefix(20).map { "  " + $0 }).joined(separator: "\n")
            + (diagnostics.count > 20 ? "\n  ... (\(diagnostics.count - 20) more)" : "")
    }
}
