// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

/// A document that is not well-formed XML, or that Xylem refuses to read.
///
/// Thrown wrapped in `DecodingError.dataCorrupted`, as the context's `underlyingError`, with an
/// empty coding path: the document could not be read, so no value was reached.
///
/// ```
/// do {
///     _ = try XMLDecoder().decode(Feed.self, from: data)
/// } catch DecodingError.dataCorrupted(let context) {
///     if let syntax = context.underlyingError as? XMLSyntaxError {
///         print(syntax.line, syntax.column, syntax.reason)
///     }
/// }
/// ```
public struct XMLSyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Why the document was rejected.
    public enum Reason: Sendable, Equatable {
        /// libxml2 (behind XMLParser) reported an error; `code` is libxml2's own error number
        /// (for example 76 for a mismatched end tag, 4 for input that is not XML).
        case parser(code: Int)
        /// The document ended while elements were still open (a truncated document).
        case unexpectedEnd
        /// The input holds no element at all: it is empty, only a prolog, or only whitespace.
        case noRootElement
        /// Something other than whitespace, comments or processing instructions follows the
        /// root element.
        case contentAfterRoot
        /// A UTF-8 document holds a byte sequence that is not UTF-8, at `byteOffset` from the
        /// start of the input.
        case invalidUTF8(byteOffset: Int)
        /// The document's internal DTD declares entities (`<!ENTITY ...>`). XMLParser drops
        /// the text of such entities and cannot bound their expansion, so Xylem refuses them
        /// rather than return wrong text, unless `XMLDecoder.entityExpansion` asks for them to
        /// be expanded (with the `.libxml2` parser; then also a reference to an external or
        /// parameter entity).
        case entityDeclaration
        /// The document is larger than a whole-document decode can index (4 GiB of text or
        /// 2^31 elements).
        case documentTooLarge
        /// The input could not be read (a missing file, an I/O error).
        case unreadable
        /// The document exceeds one of the `XMLLimits` (the message names it and its value;
        /// `line` says where).
        case limitExceeded(XMLLimits.Limit)
        /// The XML declaration names an encoding Xylem cannot read faithfully: UTF-7, or a label
        /// the platform's iconv does not know. The associated value is the label as written.
        /// Every encoding iconv converts is read (Xylem converts it to UTF-8 itself).
        case unsupportedEncoding(String)
        /// The document holds a byte sequence that is not valid in its encoding (declared, or
        /// UTF-16/UTF-32 from its first bytes), at `byteOffset` from the start of the input.
        case invalidEncoding(byteOffset: Int)
        /// No longer thrown: `<?name?>` is read since Xylem hands it to XMLParser as `<?name ?>`.
        @available(*, deprecated, message: "no longer thrown: processing instructions without data are read")
        case instructionWithoutData
        /// The document starts with a byte order mark for one encoding and declares another
        /// (a fatal error in XML 1.0, appendix F): Xylem refuses to guess which one is right.
        case conflictingEncoding(declared: String, byteOrderMark: String)
    }

    /// Why the document was rejected.
    public let reason: Reason
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
