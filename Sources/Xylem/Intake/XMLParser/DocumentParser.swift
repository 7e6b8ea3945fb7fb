import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Runs XMLParser over a byte source and returns the flat document, or the first reason the
/// input is not a well-formed document, with its line and column.
enum DocumentParser {
    /// - parameter isUTF8Text: the input is a Swift String's UTF-8 (its declared encoding is
    ///   ignored).
    /// - parameter limits: the bounds the document must stay within.
    static func parse(_ source: ByteSource, isUTF8Text: Bool = false,
                      limits: XMLLimits = .default) throws(XMLSyntaxError) -> Document {
        let builder = DocumentBuilder(limits: limits)
        if let size = source.knownSize { builder.reserveCapacity(forInputBytes: size) }
        try run(source, isUTF8Text: isUTF8Text, into: builder)
        return withExtendedLifetime(builder) { builder.document }
    }

    /// Parses `source` into `builder` (a streaming builder carries a `RecordRouter`), within
    /// the builder's limits.
    ///
    /// - parameter beforeRead: called before each chunk is read with the bytes parsed so far
    ///   and the input's size when known; returning false stops the parse.
    /// - returns: false when the parse was stopped early, by `beforeRead` or by the router
    ///   (whose `failure` then says why); true when the whole input was read.
    /// - throws: the first reason the input is not a well-formed document.
    @discardableResult
    static func run(_ source: ByteSource, isUTF8Text: Bool = false, into builder: DocumentBuilder,
                    beforeRead: ((_ bytesRead: Int, _ totalBytes: Int?) -> Bool)? = nil) throws(XMLSyntaxError) -> Bool {
        let input = CheckedInput(source, isUTF8Text: isUTF8Text, limits: builder.limits)
        if let beforeRead {
            input.beforeRead = { [unowned input] bytesRead in beforeRead(bytesRead, input.totalBytes) }
        }
        let stream = CheckedInputStream(input)
        let parser = XMLParser(stream: stream)
        let delegate = ParserDelegate(builder)
        builder.source = parser
        parser.delegate = delegate         // weak: kept alive until `parse()` returns (below)
        parser.shouldProcessNamespaces = false
        parser.shouldResolveExternalEntities = false
        parser.externalEntityResolvingPolicy = .never
        #if !canImport(Darwin)
        // corelibs' XMLParser crashes in its DTD callbacks (strlen(NULL) for an attribute
        // declared #IMPLIED or #REQUIRED, for a notation with only a public identifier), but
        // makes those calls only when it has a delegate. The stream hands the document type
        // declaration over in chunks of its own; while libxml2 parses them there is no delegate,
        // and libxml2 still reads every declaration (attribute defaults still apply, errors
        // still end the parse). Xylem needs no DTD callback.
        stream.quiet = { [unowned parser, unowned delegate] quiet in parser.delegate = quiet ? nil : delegate }
        #endif
        let succeeded = withExtendedLifetime(delegate) { parser.parse() }   // opens and closes the stream
        if stream.stopped || builder.isStopped { return false }
        if let failure = stream.failure { throw failure }
        try delegate.finish(parserSucceeded: succeeded, parserError: parser.parserError,
                            line: parser.lineNumber, column: parser.columnNumber)
        return true
    }
}
