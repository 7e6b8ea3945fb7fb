// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// The XMLParser event source: a thin `XMLParserDelegate` that converts Foundation's shapes
/// (names as `String`, attributes as a `Dictionary`, CDATA as `Data`) to the builder's events,
/// and libxml2's error codes, as XMLParser passes them on, to `XMLSyntaxError`.
final class ParserDelegate: NSObject, XMLParserDelegate {
    let builder: DocumentBuilder
    /// The order of each start tag's attributes in the document, as the input guard found it.
    private let order: AttributeOrder
    /// Reused for each element with attributes to put in order (on the parsing thread only:
    /// no dynamic exclusivity check).
    @exclusivity(unchecked) private var slots: [[String: String].Index?] = []
    @exclusivity(unchecked) private var unrecorded: [[String: String].Index] = []

    init(_ builder: DocumentBuilder, attributeOrder: AttributeOrder) {
        self.builder = builder
        order = attributeOrder
    }

    // MARK: - Events

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
        qualifiedName qName: String?, attributes attributeDict: [String: String]
    ) {
        order.reported &+= 1
        guard
            builder.startElement(
                builder.intern(elementName), attributeCount: attributeDict.count,
                line: parser.lineNumber, column: parser.columnNumber)
        else { return }
        if attributeDict.count == 1 {
            for (name, value) in attributeDict { add(name, value) }
        } else if !attributeDict.isEmpty {
            addInDocumentOrder(attributeDict)
        }
        builder.attributesEnded()
    }

    @inline(__always)
    private func add(_ name: String, _ value: String) {
        var value = value
        value.withUTF8 { builder.attribute(builder.intern(name), $0) }
    }

    /// The attributes in the order the document writes them (namespace declarations first, as
    /// libxml2 reports them); those the tag does not write (defaults of the DTD's attribute
    /// declarations) follow, by name: XMLParser's `Dictionary` keeps no order of its own.
    @inline(never)
    private func addInDocumentOrder(_ attributes: [String: String]) {
        unrecorded.removeAll(keepingCapacity: true)
        guard let tag = order.take(order.reported) else {
            unrecorded.append(contentsOf: attributes.indices)
            return addUnrecorded(attributes)
        }
        slots.removeAll(keepingCapacity: true)
        slots.append(contentsOf: repeatElement(nil, count: tag.nameCount))
        for index in attributes.indices {
            let name = attributes[index].key
            let position =
                name.utf8.withContiguousStorageIfAvailable { order.position(of: $0, in: tag) }
                ?? Array(name.utf8).withUnsafeBufferPointer { order.position(of: $0, in: tag) }
            if let position, slots[position] == nil { slots[position] = index } else { unrecorded.append(index) }
        }
        if tag.declaresNamespaces {
            for k in slots.indices where order.isDeclaration(k, in: tag) {
                if let index = slots[k] { add(attributes[index].key, attributes[index].value) }
            }
            for k in slots.indices where !order.isDeclaration(k, in: tag) {
                if let index = slots[k] { add(attributes[index].key, attributes[index].value) }
            }
        } else {
            for case let index? in slots { add(attributes[index].key, attributes[index].value) }
        }
        if !unrecorded.isEmpty { addUnrecorded(attributes) }
    }

    private func addUnrecorded(_ attributes: [String: String]) {
        unrecorded.sort { attributes[$0].key < attributes[$1].key }
        for index in unrecorded { add(attributes[index].key, attributes[index].value) }
    }

    func parser(
        _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
        qualifiedName qName: String?
    ) {
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
            return XMLSyntaxError(
                reason: .parser(code: code), line: line, column: column,
                message: XMLSyntaxError.message(forParserCode: code))
        }
    }
}

extension XMLParser: EventSource {
    var line: Int { lineNumber }
    var column: Int { columnNumber }
    func stopParsing() { abortParsing() }
}
