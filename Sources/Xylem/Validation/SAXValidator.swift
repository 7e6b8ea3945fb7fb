// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

#if canImport(CLibXML2)
import CLibXML2
import Foundation

/// What the validators of every schema language share: a validator put in front of the libxml2
/// source's callbacks, which sees each element, text and CDATA event first and passes it on
/// to the source unless the document has already broken its schema.
///
/// `attach` swaps the parser context's SAX handler for this one and its user data for this
/// object; everything else of the source's handler (errors above all) is kept as it was. The
/// validator comes first because a record whose end tag reveals a violation must not be
/// complete before the violation is known. The position of a violation is the parser's at that
/// moment; the path is kept here, a pair of pointers into libxml2's dictionary per open element.
/// A subclass validates one language: `begin` and `end` bracket the parse, the `validate...`
/// methods see the events, and libxml2's error callback calls `found`.
class SAXValidator: DocumentValidator {
    private let violationLimit: Int
    private let handler = UnsafeMutablePointer<xmlSAXHandler>.allocate(capacity: 1)
    // Set by `attach`, read on every event (from libxml2's callbacks, on the parsing thread).
    @exclusivity(unchecked) private(set) var parser: xmlParserCtxtPtr?
    /// The source's own handler and user data, which events are passed on to.
    @exclusivity(unchecked) private(set) var sourceHandler: UnsafeMutablePointer<xmlSAXHandler>?
    @exclusivity(unchecked) private(set) var sourceData: UnsafeMutableRawPointer?
    /// The open elements' prefixes and local names, in libxml2's dictionary.
    @exclusivity(unchecked) private var path: [(prefix: UnsafePointer<xmlChar>?, local: UnsafePointer<xmlChar>)] = []
    /// Whether the builder no longer gets events (the document has broken the schema).
    @exclusivity(unchecked) private var muted = false
    private var violations: [XMLValidationError.Violation] = []
    private(set) var hasStopped = false
    /// How many violations were found so far.
    final var violationCount: Int { violations.count }
    private(set) var sawMalformedInput = false

    init(violationLimit: Int) {
        self.violationLimit = violationLimit
        handler.initialize(to: xmlSAXHandler())
    }

    deinit {
        if let parser, let sourceHandler {
            parser.pointee.sax = sourceHandler
            parser.pointee.userData = sourceData
        }
        handler.deallocate()
    }

    var failure: XMLValidationError? {
        violations.isEmpty ? nil : XMLValidationError(violations: violations, isTruncated: hasStopped)
    }

    final func attach(toLibXML2Parser context: UnsafeMutableRawPointer) {
        let parser = context.assumingMemoryBound(to: xmlParserCtxt.self)
        guard let sourceHandler = parser.pointee.sax else { return }
        self.parser = parser
        guard begin(parser) else { return }
        self.sourceHandler = sourceHandler
        sourceData = parser.pointee.userData
        handler.pointee = sourceHandler.pointee
        handler.pointee.startElementNs = Self.startElement
        handler.pointee.endElementNs = Self.endElement
        handler.pointee.characters = Self.characters
        handler.pointee.ignorableWhitespace = Self.characters
        handler.pointee.cdataBlock = Self.cdataBlock
        // The source's other callbacks that read their user data get the source's, not this
        // validator (its entity lookups and declarations, when it expands internal entities).
        if sourceHandler.pointee.getEntity != nil { handler.pointee.getEntity = Self.getEntity }
        if sourceHandler.pointee.getParameterEntity != nil {
            handler.pointee.getParameterEntity = Self.getParameterEntity
        }
        if sourceHandler.pointee.entityDecl != nil { handler.pointee.entityDecl = Self.entityDecl }
        if sourceHandler.pointee.notationDecl != nil { handler.pointee.notationDecl = Self.notationDecl }
        customize(handler)
        parser.pointee.sax = handler
        parser.pointee.userData = Unmanaged.passUnretained(self).toOpaque()
    }

    final func detach() {
        guard let parser else { return }
        sawMalformedInput = parser.pointee.wellFormed == 0
        if let sourceHandler {
            parser.pointee.sax = sourceHandler
            parser.pointee.userData = sourceData
        }
        end()
        sourceHandler = nil
        self.parser = nil
    }

    // MARK: - What a language's validator does

    /// Starts validating the parse of `parser`; false (after `fail`) when it cannot.
    func begin(_ parser: xmlParserCtxtPtr) -> Bool { true }
    /// Sets callbacks of its own in `handler` beyond the element, text and CDATA ones (their user
    /// data is this validator; `sourceHandler` has the source's).
    func customize(_ handler: UnsafeMutablePointer<xmlSAXHandler>) {}
    /// Ends validating, as the parse's context is given back (at its end or when it stopped).
    func end() {}
    /// A start tag, with SAX2's arguments.
    func validateStart(
        _ localName: UnsafePointer<xmlChar>?, _ prefix: UnsafePointer<xmlChar>?, _ uri: UnsafePointer<xmlChar>?,
        _ namespaceCount: Int32, _ namespaces: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?,
        _ attributeCount: Int32, _ defaulted: Int32, _ attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?
    ) {}
    /// An end tag.
    func validateEnd(
        _ localName: UnsafePointer<xmlChar>?, _ prefix: UnsafePointer<xmlChar>?, _ uri: UnsafePointer<xmlChar>?
    ) {}
    /// Character data (text or whitespace), `length` bytes that are not NUL-terminated.
    func validateText(_ bytes: UnsafePointer<xmlChar>?, _ length: Int32) {}
    /// A CDATA section's bytes.
    func validateCDATA(_ bytes: UnsafePointer<xmlChar>?, _ length: Int32) { validateText(bytes, length) }

    // MARK: - Events

    @inline(__always)
    static func withValidator(_ context: UnsafeMutableRawPointer?, _ body: (SAXValidator) -> Void) {
        Unmanaged<SAXValidator>.fromOpaque(context!)._withUnsafeGuaranteedRef(body)
    }

    private static let startElement: startElementNsSAX2Func = {
        context, localName, prefix, uri, namespaceCount, namespaces, attributeCount, defaulted, attributes in
        withValidator(context) { v in
            v.path.append((prefix, localName!))
            v.validateStart(localName, prefix, uri, namespaceCount, namespaces, attributeCount, defaulted, attributes)
            if !v.muted {
                v.sourceHandler!.pointee.startElementNs?(
                    v.sourceData, localName, prefix, uri, namespaceCount, namespaces,
                    attributeCount, defaulted, attributes)
            }
        }
    }

    private static let endElement: endElementNsSAX2Func = { context, localName, prefix, uri in
        withValidator(context) { v in
            v.validateEnd(localName, prefix, uri)
            if !v.path.isEmpty { v.path.removeLast() }
            if !v.muted { v.sourceHandler!.pointee.endElementNs?(v.sourceData, localName, prefix, uri) }
        }
    }

    private static let characters: charactersSAXFunc = { context, bytes, length in
        withValidator(context) { v in
            v.validateText(bytes, length)
            if !v.muted { v.sourceHandler!.pointee.characters?(v.sourceData, bytes, length) }
        }
    }

    private static let cdataBlock: cdataBlockSAXFunc = { context, bytes, length in
        withValidator(context) { v in
            v.validateCDATA(bytes, length)
            if !v.muted { v.sourceHandler!.pointee.cdataBlock?(v.sourceData, bytes, length) }
        }
    }

    private static let getEntity: getEntitySAXFunc = { context, name in
        var entity: xmlEntityPtr?
        withValidator(context) { v in entity = v.sourceHandler!.pointee.getEntity!(v.sourceData, name) }
        return entity
    }

    private static let getParameterEntity: getParameterEntitySAXFunc = { context, name in
        var entity: xmlEntityPtr?
        withValidator(context) { v in entity = v.sourceHandler!.pointee.getParameterEntity!(v.sourceData, name) }
        return entity
    }

    private static let entityDecl: entityDeclSAXFunc = { context, name, type, publicID, systemID, content in
        withValidator(context) { v in
            v.sourceHandler!.pointee.entityDecl!(v.sourceData, name, type, publicID, systemID, content)
        }
    }

    private static let notationDecl: notationDeclSAXFunc = { context, name, publicID, systemID in
        withValidator(context) { v in v.sourceHandler!.pointee.notationDecl!(v.sourceData, name, publicID, systemID) }
    }

    // MARK: - Violations

    /// libxml2's structured error callback for a validation context whose user data is the validator.
    static let violation: xmlStructuredErrorFunc = { context, error in
        guard let context, let error, error.pointee.level != XML_ERR_WARNING else { return }
        withValidator(context) { $0.found(error.pointee) }
    }

    /// Records libxml2's `error` at the parser's position (a subclass may gather a check's
    /// messages into one violation instead).
    func found(_ error: xmlError) {
        var message = error.message.map { String(cString: $0) } ?? "error \(error.code)"
        while message.last?.isNewline == true || message.last == " " { message.removeLast() }
        found(message, code: Int(error.code))
    }

    /// Records a violation with `message` at the parser's position.
    final func found(_ message: String, code: Int) {
        let input = parser?.pointee.input
        fail(
            XMLValidationError.Violation(
                message: message, line: Int(input?.pointee.line ?? 0), column: Int(input?.pointee.col ?? 0),
                path: pathDescription(), code: code))
    }

    /// Records `violation`: the builder gets no more events; at the limit, the parse stops.
    final func fail(_ violation: XMLValidationError.Violation) {
        guard !hasStopped else { return }
        violations.append(violation)
        muted = true
        if violations.count >= violationLimit {
            hasStopped = true
            parser?.pointee.disableSAX = 1  // not xmlStopParser: see LibXML2Source.stopParsing
        }
    }

    /// The open elements, as `Violation.path` gives them.
    final func pathDescription() -> String {
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
