// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

/// A well-formed document that breaks its schema: the violations a validator found, in
/// document order.
///
/// `XMLDecoder` throws it wrapped in `DecodingError.dataCorrupted`, as the context's
/// `underlyingError`, with an empty coding path (no value is decoded from an invalid
/// document); `XMLSchema.validate` returns its violations instead.
///
/// ```
/// do {
///     _ = try decoder.decode(Invoice.self, from: data)
/// } catch DecodingError.dataCorrupted(let context) {
///     if let invalid = context.underlyingError as? XMLValidationError, invalid.kind == .schemaViolation {
///         for violation in invalid.violations { print(violation) }
///     }
/// }
/// ```
public struct XMLValidationError: Error, Sendable, Equatable, CustomStringConvertible {
    /// How the document is invalid: an extensible set of static members, compared with `==`
    /// (new kinds may be added).
    public struct Kind: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
        /// The kind's name, such as `"schemaViolation"`.
        public let rawValue: String

        /// A kind by name (Xylem's kinds are the static members).
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The kind's name.
        public var description: String { rawValue }

        /// The document breaks the schema it was validated against: `violations` says where.
        public static let schemaViolation = Kind(rawValue: "schemaViolation")
    }

    /// One place where the document breaks its schema.
    public struct Violation: Sendable, Hashable, CustomStringConvertible {
        /// The validator's sentence, as libxml2 words it (`xmllint --schema` prints the same),
        /// such as `Element 'cbc:ID': This element is not expected. Expected is ( cbc:Name ).`
        /// RELAX NG's messages for one failure, worded at several levels by libxml2, are joined
        /// with `"; "`.
        public let message: String
        /// The 1-based line of the event where the violation was found: the end of the start
        /// tag for a wrong element or attribute, the end tag for a missing child or a bad value.
        public let line: Int
        /// The 1-based column of that event.
        public let column: Int
        /// The open elements from the root down to the one at fault, as written, such as
        /// `/Invoice/cac:InvoiceLine/cbc:ID`.
        public let path: String
        /// libxml2's error number (`xmlParserErrors`, 1800 and up for XML Schema validity;
        /// `xmlRelaxNGValidErr` for RELAX NG, the first of the messages when there are several).
        public let code: Int

        /// Creates a violation (only a validator makes one: the initializer is internal).
        init(message: String, line: Int, column: Int, path: String, code: Int) {
            self.message = message
            self.line = line
            self.column = column
            self.path = path
            self.code = code
        }

        /// `line:column: message (path)`.
        public var description: String { "\(line):\(column): \(message) (\(path))" }
    }

    /// How the document is invalid; compare it with a static member of `Kind`.
    public let kind: Kind
    /// The violations, in document order: the first only when the decoder stops at the first
    /// (the default), up to the limit of `XMLDecoder.ViolationStrategy.collect(limit:)` otherwise.
    public let violations: [Violation]
    /// Whether the validator stopped at its limit, so that more violations may follow.
    public let isTruncated: Bool

    /// Creates an error from at least one violation.
    init(_ kind: Kind = .schemaViolation, violations: [Violation], isTruncated: Bool) {
        self.kind = kind
        self.violations = violations
        self.isTruncated = isTruncated
    }

    /// The first violation and how many there are.
    public var description: String {
        let first = violations.first.map { "\($0)" } ?? "invalid"
        guard violations.count > 1 else { return "Schema violation at \(first)" }
        return
            "Schema violation at \(first), and \(violations.count - 1) more\(isTruncated ? " (stopped at the limit)" : "")"
    }
}

extension DecodingError {
    /// The decoding error for a document that breaks its schema: `.dataCorrupted` with an empty
    /// coding path, the first violation's position, path and message, and the violations as the
    /// underlying error.
    static func validation(_ error: XMLValidationError) -> DecodingError {
        var text = "The document breaks its schema"
        if let first = error.violations.first {
            text = "Schema violation at line \(first.line), column \(first.column), in \(first.path): \(first.message)"
        }
        if error.violations.count > 1 {
            text += " (and \(error.violations.count - 1) more\(error.isTruncated ? ", stopped at the limit" : ""))"
        }
        return .dataCorrupted(.init(codingPath: [], debugDescription: text, underlyingError: error))
    }
}
