import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// The XMLParser event source: a thin `XMLParserDelegate` that converts Foundation's shapes
/// (names as `String`, attributes as a `Dictionary`, CDATA as `Data`) to the builder's events,
/// and libxml2's error codes, as XMLParser passes them on, to `XMLSyntaxError`.
final class ParserDelegate: NSObject, XMLParserDelegate {
    let builder: DocumentBuilder

    init(_ builder: DocumentBuilder) {
        self.builder = builder
    }

    // MARK: - Events

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?, attributes attributeDict: [String: String]) {
        guard builder.startElement(builder.intern(elementName), attributeCount: attributeDict.count,
                                   line: parser.lineNumber, column: parser.columnNumber) else { return }
        for (name, value) in attributeDict where !attributeDict.isEmpty {
            var value = value
            value.withUTF8 { builder.attribute(builder.intern(name), $0) }
        }
        builder.attributesEnded()
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?) {
        builder.endElement()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        var string = string
        string.withUTF8 { builder.characters($0) }
    }

    func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
        CDATABlock.withUnsafeBytes { builder.characters($0.bindMemory(to: UInt8.self)) }
    }

    /// External entities are never fetched, whatever the document says.
    func parser(_ parser: XMLParser, resolveExternalEntityName name: String, systemID: String?) -> Data? { nil }

    // MARK: - Errors

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        let code = (parseError as NSError).code
        // XMLParser drops the error's level, so a reserved-name warning and a misplaced XML
        // declaration look alike: libxml2 ends the parse on the second only, and `finish`
        // reports that.
        if code == LibXML2Codes.reservedName { return }
        LibXML2Codes.report(code, to: builder)
    }

    func parser(_ parser: XMLParser, validationErrorOccurred validationError: Error) {
        self.parser(parser, parseErrorOccurred: validationError)
    }

    /// The checks XMLParser does not make: called after `parse()` returns.
    func finish(parserSucceeded: Bool, parserError: Error?, line: Int, column: Int) throws(XMLSyntaxError) {
        try builder.finish(line: line, column: column) {
            guard !parserSucceeded else { return nil }
            let code = (parserError as NSError?)?.code ?? 0
            return XMLSyntaxError(reason: .parser(code: code), line: line, column: column,
                                  message: XMLSyntaxError.message(forParserCode: code))
        }
    }
}

extension XMLParser: EventSource {
    var line: Int { lineNumber }
    var column: Int { columnNumber }
    func stopParsing() { abortParsing() }
}
