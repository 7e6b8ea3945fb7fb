import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// The event intake: an `XMLParserDelegate` that keeps a key stack of open elements and appends
/// every element, attribute and text fragment to one flat `Document`.
///
/// Per event it does the least it can: intern the name (one dictionary lookup), append a
/// 32-byte record, and append text bytes to one buffer. Text fragments of one element are
/// reassembled (XMLParser splits text at entities, line breaks and chunk boundaries).
final class DocumentBuilder: NSObject, XMLParserDelegate {
    private(set) var document = Document()
    /// The first error met; parsing is aborted on it.
    private(set) var error: XMLSyntaxError?

    /// One open element on the key stack.
    private struct Open {
        var index: Int32
        var textStart: Int
        var textLength: Int
        var hasChildren: Bool
    }

    private var stack: [Open] = []
    private var rootClosed = false

    /// libxml2 codes that are warnings about namespace URIs or undeclared prefixes: names are
    /// matched as written, so they change nothing that Xylem returns.
    private static let harmlessCodes: Set<Int> = [99, 100, 201]

    // MARK: - Elements

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?, attributes attributeDict: [String: String]) {
        if rootClosed {
            return fail(parser, .contentAfterRoot, "Element <\(elementName)> after the end of the root element")
        }
        if !stack.isEmpty {
            let top = stack.count - 1
            dropWhitespaceText(of: &stack[top])
            stack[top].hasChildren = true
        }
        guard document.elements.count < Int(Int32.max) - 1 else {
            return fail(parser, .documentTooLarge, "More than 2^31 elements")
        }
        let index = Int32(document.elements.count)
        let firstAttribute = Int32(truncatingIfNeeded: document.attributes.count)
        document.elements.append(ElementRecord(
            name: document.names.intern(elementName),
            parent: stack.last?.index ?? -1,
            end: index + 1,
            firstAttribute: firstAttribute,
            textStart: 0, textLength: 0,
            line: Int32(truncatingIfNeeded: parser.lineNumber),
            column: Int32(truncatingIfNeeded: parser.columnNumber)))
        for (name, value) in attributeDict {
            let start = document.text.count
            document.text.append(contentsOf: value.utf8)
            guard document.text.count <= Int(UInt32.max) else {
                return fail(parser, .documentTooLarge, "More than 4 GiB of text")
            }
            document.attributes.append(AttributeRecord(
                name: document.names.intern(name),
                valueStart: UInt32(start),
                valueLength: UInt32(document.text.count - start)))
        }
        stack.append(Open(index: index, textStart: 0, textLength: 0, hasChildren: false))
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?) {
        guard var open = stack.popLast() else { return }
        if open.hasChildren { dropWhitespaceText(of: &open) }
        let i = Int(open.index)
        document.elements[i].end = Int32(document.elements.count)
        document.elements[i].textStart = UInt32(open.textStart)
        document.elements[i].textLength = UInt32(open.textLength)
        if stack.isEmpty { rootClosed = true }
    }

    // MARK: - Text

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        var string = string
        string.withUTF8 { appendText($0, parser) }
    }

    func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
        CDATABlock.withUnsafeBytes { appendText($0.bindMemory(to: UInt8.self), parser) }
    }

    private func appendText(_ bytes: UnsafeBufferPointer<UInt8>, _ parser: XMLParser) {
        guard !stack.isEmpty, !bytes.isEmpty else { return }
        let top = stack.count - 1
        var open = stack[top]
        if open.textLength == 0 {
            open.textStart = document.text.count
        } else if open.textStart + open.textLength != document.text.count {
            // Mixed content: a child's text came in between. Move this element's text to the end.
            let start = document.text.count
            document.text.append(contentsOf: document.text[open.textStart ..< open.textStart + open.textLength])
            open.textStart = start
        }
        document.text.append(contentsOf: bytes)
        open.textLength += bytes.count
        stack[top] = open
        if document.text.count > Int(UInt32.max) {
            fail(parser, .documentTooLarge, "More than 4 GiB of text")
        }
    }

    /// Drops `open`'s text if it is only whitespace (indentation between child elements).
    private func dropWhitespaceText(of open: inout Open) {
        guard open.textLength > 0 else { return }
        let range = open.textStart ..< open.textStart + open.textLength
        guard document.text[range].allSatisfy(isXMLWhitespace) else { return }
        if range.upperBound == document.text.count { document.text.removeSubrange(range) }
        open.textLength = 0
        open.textStart = 0
    }

    // MARK: - Errors

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        let code = (parseError as NSError).code
        if Self.harmlessCodes.contains(code) { return }
        if (code == 5 || code == 77), let open = stack.last {
            let record = document.elements[Int(open.index)]
            return fail(parser, .unexpectedEnd,
                        "The document ends before <\(document.names[record.name])> (line \(record.line)) is closed")
        }
        fail(parser, .parser(code: code), XMLSyntaxError.message(forParserCode: code))
    }

    func parser(_ parser: XMLParser, validationErrorOccurred validationError: Error) {
        self.parser(parser, parseErrorOccurred: validationError)
    }

    /// External entities are never fetched, whatever the document says.
    func parser(_ parser: XMLParser, resolveExternalEntityName name: String, systemID: String?) -> Data? { nil }

    private func fail(_ parser: XMLParser, _ reason: XMLSyntaxError.Reason, _ message: String) {
        guard error == nil else { return }
        error = XMLSyntaxError(reason: reason, line: parser.lineNumber, column: parser.columnNumber, message: message)
        parser.abortParsing()
    }

    // MARK: - End of input

    /// The checks XMLParser does not make: called after `parse()` returns.
    func finish(parserSucceeded: Bool, parserError: Error?, line: Int, column: Int) throws(XMLSyntaxError) {
        if let error { throw error }
        if let open = stack.last {
            let record = document.elements[Int(open.index)]
            throw XMLSyntaxError(reason: .unexpectedEnd, line: line, column: column,
                                 message: "The document ends before <\(document.names[record.name])> (line \(record.line)) is closed")
        }
        if !parserSucceeded {
            let code = (parserError as NSError?)?.code ?? 0
            throw XMLSyntaxError(reason: .parser(code: code), line: line, column: column,
                                 message: XMLSyntaxError.message(forParserCode: code))
        }
        if document.elements.isEmpty {
            throw XMLSyntaxError(reason: .noRootElement, line: line, column: column,
                                 message: "The input contains no XML element")
        }
    }
}

/// XML's whitespace: space, tab, line feed, carriage return.
@inline(__always)
func isXMLWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D
}
