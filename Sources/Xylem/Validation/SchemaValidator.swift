// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

#if canImport(CLibXML2)
import CLibXML2
import Foundation

/// One parse's XML Schema validator: libxml2's streaming validator (`xmlSchemaSAXPlug`), put in
/// front of the libxml2 source's callbacks.
///
/// `attach` swaps the parser context's SAX handler for this one and its user data for this
/// object. Each element, text and CDATA event goes to the validator first, then, unless the
/// document has already broken the schema, to the source's own callback (libxml2's own split
/// handler calls the application first, so a record whose end tag reveals a violation would be
/// complete before the violation is known). Everything else of the source's handler (errors
/// above all) is kept as it was. The position of a violation is the parser's at that moment,
/// the path is kept here: a pair of pointers into libxml2's dictionary per open element.
final class SchemaValidator: DocumentValidator {
    /// Keeps the schema alive while its validation context reads it.
    private let schema: XMLSchema
    private let violationLimit: Int
    private let validation: xmlSchemaValidCtxtPtr?
    private let handler = UnsafeMutablePointer<xmlSAXHandler>.allocate(capacity: 1)
    // Set by `attach`, read on every event (from libxml2's callbacks, on the parsing thread).
    @exclusivity(unchecked) private var parser: xmlParserCtxtPtr?
    @exclusivity(unchecked) private var plug: xmlSchemaSAXPlugPtr?
    @exclusivity(unchecked) private var validatorHandler: UnsafeMutablePointer<xmlSAXHandler>?
    @exclusivity(unchecked) private var validatorData: UnsafeMutableRawPointer?
    @exclusivity(unchecked) private var sourceHandler: UnsafeMutablePointer<xmlSAXHandler>?
    @exclusivity(unchecked) private var sourceData: UnsafeMutableRawPointer?
    /// The open elements' prefixes and local names, in libxml2's dictionary.
    @exclusivity(unchecked) private var path: [(prefix: UnsafePointer<xmlChar>?, local: UnsafePointer<xmlChar>)] = []
    /// Whether the builder no longer gets events (the document has broken the schema).
    @exclusivity(unchecked) private var muted = false
    private var violations: [XMLValidationError.Violation] = []
    private(set) var hasStopped = false
    private(set) var sawMalformedInput = false

    init(schema: XMLSchema, violationLimit: Int) {
        self.schema = schema
        self.violationLimit = violationLimit
        validation = xmlSchemaNewValidCtxt(schema.compiled)
        handler.initialize(to: xmlSAXHandler())
    }

    deinit {
        detach()
        if let validation { xmlSchemaFreeValidCtxt(validation) }
        handler.deallocate()
    }

    var failure: XMLValidationError? {
        violations.isEmpty ? nil : XMLValidationError(violations: violations, isTruncated: hasStopped)
    }

    func attach(toLibXML2Parser context: UnsafeMutableRawPointer) {
        let parser = context.assumingMemoryBound(to: xmlParserCtxt.self)
        guard let validation, let sourceHandler = parser.pointee.sax else { return }
        self.parser = parser
        xmlSchemaSetValidStructuredErrors(validation, Self.violation, Unmanaged.passUnretained(self).toOpaque())
        // Plugged into an empty handler, libxml2 hands back its validator's own callbacks and
        // user data (and starts the validation context) without touching the parser.
        var validatorHandler: UnsafeMutablePointer<xmlSAXHandler>?
        var validatorData: UnsafeMutableRawPointer?
        guard let plug = xmlSchemaSAXPlug(validation, &validatorHandler, &validatorData) else {
            return fail(
                XMLValidationError.Violation(
                    message: "libxml2 could not start the schema validator", line: 0, column: 0,
                    path: "/", code: -1))
        }
        self.plug = plug
        self.validatorHandler = validatorHandler
        self.validatorData = validatorData
        self.sourceHandler = sourceHandler
        sourceData = parser.pointee.userData
        handler.pointee = sourceHandler.pointee
        handler.pointee.startElementNs = Self.startElement
        handler.pointee.endElementNs = Self.endElement
        handler.pointee.characters = Self.characters
        handler.pointee.ignorableWhitespace = Self.characters
        handler.pointee.cdataBlock = Self.cdataBlock
        parser.pointee.sax = handler
        parser.pointee.userData = Unmanaged.passUnretained(self).toOpaque()
    }

    func detach() {
        guard let parser, let sourceHandler else { return }
        sawMalformedInput = parser.pointee.wellFormed == 0
        parser.pointee.sax = sourceHandler
        parser.pointee.userData = sourceData
        if let plug { xmlSchemaSAXUnplug(plug) }
        self.plug = nil
        self.sourceHandler = nil
        self.parser = nil
    }

    // MARK: - Events

    @inline(__always)
    private static func withValidator(_ context: UnsafeMutableRawPointer?, _ body: (SchemaValidator) -> Void) {
        Unmanaged<SchemaValidator>.fromOpaque(context!)._withUnsafeGuaranteedRef(body)
    }

    private static let startElement: startElementNsSAX2Func = {
        context, localName, prefix, uri, namespaceCount, namespaces, attributeCount, defaulted, attributes in
        withValidator(context) { v in
            v.path.append((prefix, localName!))
            v.validatorHandler!.pointee.startElementNs!(
                v.validatorData, localName, prefix, uri, namespaceCount, namespaces,
                attributeCount, defaulted, attributes)
            if !v.muted {
                v.sourceHandler!.pointee.startElementNs?(
                    v.sourceData, localName, prefix, uri, namespaceCount, namespaces,
                    attributeCount, defaulted, attributes)
            }
        }
    }

    private static let endElement: endElementNsSAX2Func = { context, localName, prefix, uri in
        withValidator(context) { v in
            v.validatorHandler!.pointee.endElementNs!(v.validatorData, localName, prefix, uri)
            if !v.path.isEmpty { v.path.removeLast() }
            if !v.muted { v.sourceHandler!.pointee.endElementNs?(v.sourceData, localName, prefix, uri) }
        }
    }

    private static let characters: charactersSAXFunc = { context, bytes, length in
        withValidator(context) { v in
            v.validatorHandler!.pointee.characters!(v.validatorData, bytes, length)
            if !v.muted { v.sourceHandler!.pointee.characters?(v.sourceData, bytes, length) }
        }
    }

    private static let cdataBlock: cdataBlockSAXFunc = { context, bytes, length in
        withValidator(context) { v in
            v.validatorHandler!.pointee.cdataBlock!(v.validatorData, bytes, length)
            if !v.muted { v.sourceHandler!.pointee.cdataBlock?(v.sourceData, bytes, length) }
        }
    }

    // MARK: - Violations

    private static let violation: xmlStructuredErrorFunc = { context, error in
        guard let context, let error, error.pointee.level != XML_ERR_WARNING else { return }
        withValidator(context) { $0.found(error.pointee) }
    }

    private func found(_ error: xmlError) {
        var message = error.message.map { String(cString: $0) } ?? "error \(error.code)"
        while message.last?.isNewline == true || message.last == " " { message.removeLast() }
        let input = parser?.pointee.input
        fail(
            XMLValidationError.Violation(
                message: message, line: Int(input?.pointee.line ?? 0), column: Int(input?.pointee.col ?? 0),
                path: pathDescription(), code: Int(error.code)))
    }

    /// Records `violation`: the builder gets no more events; at the limit, the parse stops.
    private func fail(_ violation: XMLValidationError.Violation) {
        guard !hasStopped else { return }
        violations.append(violation)
        muted = true
        if violations.count >= violationLimit {
            hasStopped = true
            parser?.pointee.disableSAX = 1  // not xmlStopParser: see LibXML2Source.stopParsing
        }
    }

    private func pathDescription() -> String {
        guard !path.isEmpty else { return "/" }
        var text = ""
        for (prefix, local) in path {
            text += "/"
            if let prefix, prefix.pointee != 0 { text += String(cString: prefix) + ":" }
            text += String(cString: local)
        }
        return text
    }
}
#endif
