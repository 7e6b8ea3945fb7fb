// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

/// A document that is not well-formed XML, or that Xylem refuses to read.
///
/// Thrown wrapped in `DecodingError.dataCorrupted`, as the context's `underlyingError`, with an
/// empty coding path: the document could not be read, so no value was reached. Compare its
/// `kind` with a static member; no `switch` is needed, and a kind added later breaks no code:
///
/// ```
/// do {
///     _ = try XMLDecoder().decode(Feed.self, from: data)
/// } catch DecodingError.dataCorrupted(let context) {
///     if let syntax = context.underlyingError as? XMLSyntaxError, syntax.kind == .unexpectedEnd {
///         print("truncated at line \(syntax.line), column \(syntax.column)")
///     }
/// }
/// ```
public struct XMLSyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What kind of problem the document has: an extensible set of static members, such as
    /// `.malformed` or `.limitExceeded`, compared with `==` (new kinds may be added).
    public struct Kind: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
        /// The kind's name, such as `"malformed"`.
        public let rawValue: String

        /// A kind by name (Xylem's kinds are the static members).
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The kind's name.
        public var description: String { rawValue }

        /// The document is not well-formed XML: the parser stopped at a mismatched end tag, an
        /// unescaped `<` or `&`, an undeclared entity, a malformed declaration... (the message says
        /// which).
        public static let malformed = Kind(rawValue: "malformed")
        /// The document ended while elements were still open (a truncated document).
        public static let unexpectedEnd = Kind(rawValue: "unexpectedEnd")
        /// The input holds no element at all: it is empty, only a prolog, or only whitespace.
        public static let noRootElement = Kind(rawValue: "noRootElement")
        /// Something other than whitespace, comments or processing instructions follows the
        /// root element.
        public static let contentAfterRoot = Kind(rawValue: "contentAfterRoot")
        /// A UTF-8 document holds a byte sequence that is not UTF-8, at `byteOffset`.
        public static let invalidUTF8 = Kind(rawValue: "invalidUTF8")
        /// The document holds a byte sequence that is not valid in its encoding (declared, or
        /// UTF-16/UTF-32 from its first bytes), at `byteOffset`.
        public static let invalidEncoding = Kind(rawValue: "invalidEncoding")
        /// The XML declaration names an encoding Xylem cannot read faithfully (UTF-7, or a label
        /// the platform's iconv does not know), in `encoding`. Every encoding iconv converts is read.
        public static let unsupportedEncoding = Kind(rawValue: "unsupportedEncoding")
        /// The document starts with a byte order mark for one encoding and declares another,
        /// in `encoding` (a fatal error in XML 1.0, appendix F): Xylem refuses to guess.
        public static let conflictingEncoding = Kind(rawValue: "conflictingEncoding")
        /// The document's internal DTD declares entities (`<!ENTITY ...>`). XMLParser drops
        /// the text of such entities and cannot bound their expansion, so Xylem refuses them
        /// rather than return wrong text, unless `XMLDecoder.entityExpansion` asks for them to
        /// be expanded (with the `.libxml2` parser; then also a reference to an external or
        /// parameter entity).
        public static let entityDeclaration = Kind(rawValue: "entityDeclaration")
        /// The document exceeds one of the `XMLLimits`, in `limit` (the message names it and its
        /// value; `line` says where).
        public static let limitExceeded = Kind(rawValue: "limitExceeded")
        /// The document is larger than a whole-document decode can index (4 GiB of text or
        /// 2^31 elements).
        public static let documentTooLarge = Kind(rawValue: "documentTooLarge")
        /// The input could not be read (a missing file, an I/O error, an input stream that failed).
        public static let unreadable = Kind(rawValue: "unreadable")
    }

    /// Why the document was rejected, as the intake reports it. Internal: the public view is
    /// `kind` and the properties that carry the details (libxml2's error numbers stay here).
    enum Reason: Sendable, Equatable {
        /// libxml2 (behind XMLParser, or driven directly) reported error `code` (`LibXML2Codes`).
        case parser(code: Int)
        case unexpectedEnd
        case noRootElement
        case contentAfterRoot
        case invalidUTF8(byteOffset: Int)
        case entityDeclaration
        case documentTooLarge
        case unreadable
        case limitExceeded(XMLLimits.Limit)
        case unsupportedEncoding(String)
        case invalidEncoding(byteOffset: Int)
        case conflictingEncoding(declared: String, byteOrderMark: String)
    }

    /// Why the document was rejected (internal; see `kind`).
    let reason: Reason
    /// The 1-based line where the problem was found (0 when the input could not be read).
    public let line: Int
    /// The 1-based column where the problem was found (0 when unknown).
    public let column: Int
    /// A sentence that explains the problem.
    public let message: String
    /// The document's text around the problem, when `XMLDecoder` read it from memory (`decode`
    /// or a streaming read from a `Data` or a `String`): up to 40 characters of the line either
    /// side of the column, such as `<title>Dune</book>`. Nil for files and streams, whose bytes
    /// are not kept.
    public let context: String?

    /// Creates an error (only the parser makes one: the initializer is internal).
    init(reason: Reason, line: Int, column: Int, message: String, context: String? = nil) {
        self.reason = reason
        self.line = line
        self.column = column
        self.message = message
        self.context = context
    }

    /// What kind of problem the document has; compare it with a static member of `Kind`.
    public var kind: Kind {
        switch reason {
        case .parser: .malformed
        case .unexpectedEnd: .unexpectedEnd
        case .noRootElement: .noRootElement
        case .contentAfterRoot: .contentAfterRoot
        case .invalidUTF8: .invalidUTF8
        case .entityDeclaration: .entityDeclaration
        case .documentTooLarge: .documentTooLarge
        case .unreadable: .unreadable
        case .limitExceeded: .limitExceeded
        case .unsupportedEncoding: .unsupportedEncoding
        case .invalidEncoding: .invalidEncoding
        case .conflictingEncoding: .conflictingEncoding
        }
    }

    /// For `.invalidUTF8` and `.invalidEncoding`: the offset of the offending bytes from the
    /// start of the input, in bytes. Nil for the other kinds.
    public var byteOffset: Int? {
        switch reason {
        case .invalidUTF8(let offset), .invalidEncoding(let offset): offset
        default: nil
        }
    }

    /// For `.limitExceeded`: the limit the document exceeds. Nil for the other kinds.
    public var limit: XMLLimits.Limit? {
        if case .limitExceeded(let limit) = reason { return limit }
        return nil
    }

    /// For `.unsupportedEncoding`: the encoding's label as the document writes it; for
    /// `.conflictingEncoding`: the encoding the document declares. Nil for the other kinds.
    public var encoding: String? {
        switch reason {
        case .unsupportedEncoding(let label), .conflictingEncoding(let label, _): label
        default: nil
        }
    }

    /// libxml2's error number for a `.malformed` document (internal: tests and the fuzzers tell
    /// libxml2's errors apart with it).
    var parserCode: Int? {
        if case .parser(let code) = reason { return code }
        return nil
    }

    /// The message with its position: `"... at line 3, column 7"` (no position when the
    /// input could not be read at all).
    public var description: String {
        if line <= 0 { return message }
        return column > 0 ? "\(message) at line \(line), column \(column)" : "\(message) at line \(line)"
    }
}

extension XMLSyntaxError {
    /// A short explanation for libxml2's most frequent error codes.
    static func message(forParserCode code: Int) -> String {
        switch code {
        case 1: return "Internal parser error (often nesting deeper than the parser allows)"
        case 4: return "The input is empty or is not XML"
        case 5: return "Extra content after the end of the root element"
        case 9: return "Invalid character in the document"
        case 26, 27: return "Reference to an undeclared entity (its text would be lost)"
        case 38: return "Unescaped '<' in an attribute value"
        case 39, 40: return "Attribute value is not quoted or not terminated"
        case 41: return "Attribute without a value"
        case 42: return "Attribute given twice on the same element"
        case 46, 61, 62, 63: return "Malformed comment, CDATA section or processing instruction"
        case 65: return "Whitespace is required here"
        case 68: return "A name is required here (an unescaped '&' or '<'?)"
        case 73: return "Expected '>' to end the tag"
        case 76: return "The end tag does not match the open element"
        case 77: return "The document ends inside a tag"
        case 89: return "Entity expansion loops or is too large"
        default: return "Malformed XML (libxml2 error \(code))"
        }
    }
}
