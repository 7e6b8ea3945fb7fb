import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Runs XMLParser over a byte source and returns the flat document, or the first reason the
/// input is not a well-formed document, with its line and column.
enum DocumentParser {
    /// - parameter isUTF8Text: the input is a Swift String's UTF-8 (its declared encoding is
    ///   ignored).
    static func parse(_ source: ByteSource, isUTF8Text: Bool = false) throws(XMLSyntaxError) -> Document {
        let stream = CheckedInputStream(source, isUTF8Text: isUTF8Text)
        let builder = DocumentBuilder()
        let parser = XMLParser(stream: stream)
        parser.delegate = builder          // weak: `builder` stays alive in this scope
        parser.shouldProcessNamespaces = false
        parser.shouldResolveExternalEntities = false
        parser.externalEntityResolvingPolicy = .never
        let succeeded = parser.parse()
        if let failure = stream.failure { throw failure }
        try builder.finish(parserSucceeded: succeeded, parserError: parser.parserError,
                           line: parser.lineNumber, column: parser.columnNumber)
        return withExtendedLifetime(builder) { builder.document }
    }
}
