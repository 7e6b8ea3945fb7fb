// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

#if canImport(CLibXML2)
import CLibXML2
import Foundation

/// One parse's validator against the document's own DTD (`XMLSchema.documentDTD`): libxml2's
/// streaming DTD validation (`xmlValidatePushElement`, `PushCData`, `PopElement`, the way its
/// `xmlTextReader` drives it), from the events `SAXValidator` puts it in front of.
///
/// The internal subset's declarations (`<!ELEMENT>`, `<!ATTLIST>`, `<!NOTATION>`) arrive as
/// SAX events before the root element and are added to a DTD of this validator's own. An
/// external subset is read at the root, only from the local file the schema's catalog maps one
/// of its identifiers to (`ExternalDTD`); when it cannot be read, a violation at the root says
/// why, and nothing more is checked. Elements are built as libxml2 tree nodes while they are
/// open (libxml2 checks attributes on nodes) and freed at their end tags.
///
/// libxml2 is told it validates a stream, as for `xmlTextReader` (the validation context's user
/// data is a parser context in reader mode, which libxml2 reads to know): it then keeps ID and
/// IDREF values by value rather than pointers to the nodes freed at their end tags. IDs are
/// libxml2's (a second one with a value is its violation); an IDREF that names no ID seen so far
/// is kept here with its position and path, and those still unresolved at the root's end tag are
/// violations there. The elements live in a document of their own, without the DTD, so that
/// building one does not declare its IDs ahead of the validation.
final class DTDValidator: SAXValidator {
    /// A parser context in reader mode, only for libxml2 to read as the validation's user data.
    private let streamingMarker: xmlParserCtxtPtr?
    private let validation: xmlValidCtxtPtr?
    /// The DTD's document (its internal subset, IDs and IDREFs) and the elements' document.
    private let document: xmlDocPtr?
    private let elements: xmlDocPtr?
    @exclusivity(unchecked) private var current: xmlNodePtr?
    /// Where an external subset is read from (`ExternalDTD`), and within which bounds.
    private let catalog: XMLCatalog
    private let limits: XMLSchema.Limits
    /// Whether the document has a DOCTYPE, and the identifiers of the external subset it names.
    private var sawDoctype = false
    private var externalSubset: (system: String?, public: String?)?
    /// Nothing more is checked (the document has no DTD Xylem can read).
    private var disabled = false
    private var pendingReferences: [(value: String, line: Int, column: Int, path: String)] = []

    init(violationLimit: Int, catalog: XMLCatalog, limits: XMLSchema.Limits) {
        self.catalog = catalog
        self.limits = limits
        streamingMarker = xmlNewParserCtxt()
        validation = xmlNewValidCtxt()
        document = xmlNewDoc(nil)
        elements = xmlNewDoc(nil)
        if let validation, let streamingMarker {
            streamingMarker.pointee.parseMode = XML_PARSE_READER
            validation.pointee.userData = UnsafeMutableRawPointer(streamingMarker)
            validation.pointee.finishDtd = 0xabcd_1234  // XML_CTXT_FINISH_DTD_0, a macro Swift does not import
            validation.pointee.error = nil
            validation.pointee.warning = nil
        }
        super.init(violationLimit: violationLimit)
    }

    deinit {
        detach()
        if let validation { xmlFreeValidCtxt(validation) }
        if let streamingMarker { xmlFreeParserCtxt(streamingMarker) }
        if let document { xmlFreeDoc(document) }
        if let elements { xmlFreeDoc(elements) }
    }

    /// Pops the elements still open when the parse stopped early, so that libxml2 frees their
    /// content models' states; their verdicts are not wanted.
    override func end() {
        guard let validation, let document else { return }
        while let node = current {
            quietly { withQualifiedName(node) { _ = xmlValidatePopElement(validation, document, node, $0) } }
            let parent = node.pointee.parent
            current = parent?.pointee.type == XML_ELEMENT_NODE ? parent : nil
        }
    }

    override func begin(_ parser: xmlParserCtxtPtr) -> Bool {
        guard validation != nil, streamingMarker != nil, document != nil, elements != nil else {
            found("libxml2 could not start the DTD validator", code: -1)
            return false
        }
        return true
    }

    override func customize(_ handler: UnsafeMutablePointer<xmlSAXHandler>) {
        handler.pointee.internalSubset = Self.internalSubset
        handler.pointee.elementDecl = Self.elementDecl
        handler.pointee.attributeDecl = Self.attributeDecl
        handler.pointee.notationDecl = Self.notationDecl
        handler.pointee.comment = Self.comment
        handler.pointee.processingInstruction = Self.processingInstruction
        handler.pointee.serror = Self.parserError
    }

    /// The parser's own errors, passed on to the source's handler. One of them is a validity
    /// error the validator never sees: a token repeated in an attribute's enumeration or
    /// notation list (`(one|one)`), which libxml2's parser drops from the declaration and
    /// reports only as an error of its own (code 541, which the source ignores: a repeated
    /// token leaves the document well-formed). `xmllint --valid` calls such a DTD invalid, and so
    /// does this validator.
    private static let parserError: xmlStructuredErrorFunc = { _, error in
        guard let error, let parser = error.pointee.ctxt?.assumingMemoryBound(to: xmlParserCtxt.self),
            let context = parser.pointee.userData
        else { return }
        withDTDValidator(context) { v in
            if error.pointee.code == Int32(XML_DTD_DUP_TOKEN.rawValue) {
                let token = error.pointee.str1.map { "\"\(String(cString: $0))\" " } ?? ""
                v.found(
                    "The attribute declaration lists the value \(token)twice in its enumeration: each value of an "
                        + "enumeration (or notation list) is listed once", code: Int(error.pointee.code))
            }
            v.sourceHandler?.pointee.serror?(v.sourceData, error)
        }
    }

    // MARK: - Declarations

    private static let internalSubset: internalSubsetSAXFunc = { context, name, externalID, systemID in
        withDTDValidator(context) { v in
            v.sawDoctype = true
            if systemID != nil || externalID != nil {
                v.externalSubset = (systemID.map { String(cString: $0) }, externalID.map { String(cString: $0) })
            }
            guard let document = v.document else { return }
            _ = xmlCreateIntSubset(document, name, externalID, systemID)
            v.sourceHandler?.pointee.internalSubset?(v.sourceData, name, externalID, systemID)
        }
    }

    private static let elementDecl: elementDeclSAXFunc = { context, name, type, content in
        withDTDValidator(context) { v in
            guard let dtd = v.document?.pointee.intSubset else { return }
            v.reportingErrors {
                // Added, then checked as a declaration (libxml2's SAX2 does the same when it validates).
                if let declared = xmlAddElementDecl(v.validation, dtd, name, xmlElementTypeVal(UInt32(type)), content) {
                    _ = xmlValidateElementDecl(v.validation, v.document, declared)
                }
            }
        }
    }

    private static let attributeDecl: attributeDeclSAXFunc = {
        context, element, fullName, type, defaultKind, defaultValue, tree in
        withDTDValidator(context) { v in
            guard let dtd = v.document?.pointee.intSubset, let fullName else { return xmlFreeEnumeration(tree) }
            // `prefix:local` is declared as its local name and prefix (as libxml2's SAX2 does).
            let name = Array(UnsafeBufferPointer(start: fullName, count: Int(xmlStrlen(fullName))))
            let colon = name.firstIndex(of: UInt8(ascii: ":")).flatMap { $0 > 0 && $0 < name.count - 1 ? $0 : nil }
            let local = colon.map { Array(name[($0 + 1)...]) + [0] } ?? name + [0]
            let prefix = colon.map { Array(name[..<$0]) + [0] }
            v.reportingErrors {
                // libxml2 owns `tree` from here (it frees it when the declaration is refused).
                local.withUnsafeBufferPointer { local in
                    func add(_ prefix: UnsafePointer<xmlChar>?) {
                        if let declared = xmlAddAttributeDecl(
                            v.validation, dtd, element, local.baseAddress, prefix, xmlAttributeType(UInt32(type)),
                            xmlAttributeDefault(UInt32(defaultKind)), defaultValue, tree)
                        {
                            _ = xmlValidateAttributeDecl(v.validation, v.document, declared)
                        }
                    }
                    if let prefix { prefix.withUnsafeBufferPointer { add($0.baseAddress) } } else { add(nil) }
                }
            }
        }
    }

    private static let notationDecl: notationDeclSAXFunc = { context, name, publicID, systemID in
        withDTDValidator(context) { v in
            if let dtd = v.document?.pointee.intSubset {
                v.reportingErrors { _ = xmlAddNotationDecl(v.validation, dtd, name, publicID, systemID) }
            }
            v.sourceHandler?.pointee.notationDecl?(v.sourceData, name, publicID, systemID)
        }
    }

    /// A comment or processing instruction is content: none may be in an element declared EMPTY
    /// (the source does not keep them, and libxml2's push validation does not see them).
    private static let comment: commentSAXFunc = { context, text in
        withDTDValidator(context) { v in
            v.checkNotEmpty()
            v.sourceHandler?.pointee.comment?(v.sourceData, text)
        }
    }

    private static let processingInstruction: processingInstructionSAXFunc = { context, target, data in
        withDTDValidator(context) { v in
            v.checkNotEmpty()
            v.sourceHandler?.pointee.processingInstruction?(v.sourceData, target, data)
        }
    }

    private func checkNotEmpty() {
        guard !disabled, let node = current, let document else { return }
        withQualifiedName(node) { name in
            guard
                let declaration = xmlGetDtdElementDesc(document.pointee.intSubset, name)
                    ?? xmlGetDtdElementDesc(document.pointee.extSubset, name),
                declaration.pointee.etype == XML_ELEMENT_TYPE_EMPTY
            else { return }
            found(
                "Element \(String(cString: name)) was declared EMPTY this one has content",
                code: Int(XML_DTD_NOT_EMPTY.rawValue))
        }
    }

    private static func withDTDValidator(_ context: UnsafeMutableRawPointer?, _ body: (DTDValidator) -> Void) {
        Unmanaged<DTDValidator>.fromOpaque(context!)._withUnsafeGuaranteedRef(body)
    }

    // MARK: - Elements

    override func validateStart(
        _ localName: UnsafePointer<xmlChar>?, _ prefix: UnsafePointer<xmlChar>?, _ uri: UnsafePointer<xmlChar>?,
        _ namespaceCount: Int32, _ namespaces: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?,
        _ attributeCount: Int32, _ defaulted: Int32, _ attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?
    ) {
        guard let document, let elements, let validation else { return }
        guard !disabled else { return }
        let isRoot = current == nil
        if isRoot {
            checkDoctype()
            guard !disabled else { return }
        }
        guard
            let node = ValidationTree.element(
                in: elements, under: current, localName, prefix, uri, namespaceCount, namespaces, attributeCount,
                attributes)
        else {
            disabled = true
            return found("libxml2 could not build the element for the DTD validator (out of memory)", code: -1)
        }
        current = node
        withQualifiedName(node) { name in
            reportingErrors {
                if isRoot {
                    _ = xmlValidateDtdFinal(validation, document)
                    checkRoot(name)
                }
                _ = xmlValidatePushElement(validation, document, node, name)
                var namespace = node.pointee.nsDef
                while let declared = namespace {
                    _ = xmlValidateOneNamespace(
                        validation, document, node, declared.pointee.prefix, declared, declared.pointee.href)
                    namespace = declared.pointee.next
                }
                var attribute = node.pointee.properties
                while let present = attribute {
                    let value = present.pointee.children?.pointee.content
                    _ = xmlValidateOneAttribute(validation, document, node, present, value)
                    track(present, value, of: name)
                    attribute = present.pointee.next
                }
                // Pushed, so only the required and fixed attributes: the content comes as it arrives.
                _ = xmlValidateOneElement(validation, document, node)
            }
        }
    }

    /// The root's name is the DOCTYPE's (libxml2's `xmlValidateRoot`, which reads the root from
    /// the DTD's document, where the elements are not).
    private func checkRoot(_ name: UnsafePointer<xmlChar>) {
        guard let declared = document?.pointee.intSubset?.pointee.name, xmlStrEqual(declared, name) == 0 else { return }
        found(
            "root and DTD name do not match '\(String(cString: name))' and '\(String(cString: declared))'",
            code: Int(XML_DTD_ROOT_NAME.rawValue))
    }

    override func validateText(_ bytes: UnsafePointer<xmlChar>?, _ length: Int32) {
        guard !disabled, let validation, current != nil, let bytes, length > 0 else { return }
        reportingErrors { _ = xmlValidatePushCData(validation, bytes, length) }
    }

    override func validateEnd(
        _ localName: UnsafePointer<xmlChar>?, _ prefix: UnsafePointer<xmlChar>?, _ uri: UnsafePointer<xmlChar>?
    ) {
        guard !disabled, let validation, let document, let node = current else { return }
        withQualifiedName(node) { name in
            reportingErrors { _ = xmlValidatePopElement(validation, document, node, name) }
        }
        let parent = node.pointee.parent
        current = parent?.pointee.type == XML_ELEMENT_NODE ? parent : nil
        ValidationTree.free(node)
        if current == nil { resolveReferences() }
    }

    /// At the root: a document without a DOCTYPE has no DTD, and one whose external subset
    /// cannot be read (not in the catalog, refused, not a DTD) has none Xylem read whole; one
    /// violation says why and nothing more is checked. A subset read is checked as the internal
    /// subset's declarations are, then joins the DTD.
    private func checkDoctype() {
        guard sawDoctype else {
            disabled = true
            return found(
                "The document has no DOCTYPE: validating against the document's own DTD needs one, with its "
                    + "declarations in the internal subset or in an external DTD the catalog maps",
                code: Int(XML_DTD_NO_DTD.rawValue))
        }
        guard let (system, publicID) = externalSubset, let document else { return }
        switch ExternalDTD.read(system: system, public: publicID, catalog: catalog, limits: limits) {
        case .failure(let refusal):
            disabled = true
            found(refusal.message, code: Int(XML_DTD_NO_DTD.rawValue))
        case .success(let dtd):
            document.pointee.extSubset = dtd
            dtd.pointee.doc = document
            // Each declaration checked as libxml2's SAX2 checks it when it validates: an element
            // declared in both subsets is declared twice.
            var node = dtd.pointee.children
            while let declaration = node {
                reportingErrors {
                    if declaration.pointee.type == XML_ELEMENT_DECL {
                        _ = xmlValidateElementDecl(
                            validation, document,
                            UnsafeMutableRawPointer(declaration).assumingMemoryBound(to: xmlElement.self))
                    } else if declaration.pointee.type == XML_ATTRIBUTE_DECL {
                        _ = xmlValidateAttributeDecl(
                            validation, document,
                            UnsafeMutableRawPointer(declaration).assumingMemoryBound(to: xmlAttribute.self))
                    }
                }
                node = declaration.pointee.next
            }
        }
    }

    // MARK: - IDs and references

    /// Records an ID attribute (a second with the same value is a violation) or the IDREFs of an
    /// IDREF or IDREFS attribute not yet resolved.
    private func track(_ attribute: xmlAttrPtr, _ value: UnsafePointer<xmlChar>?, of element: UnsafePointer<xmlChar>) {
        guard let document, let value else { return }
        func declaration(in dtd: xmlDtdPtr?) -> xmlAttributePtr? {
            guard let dtd else { return nil }
            return attribute.pointee.ns?.pointee.prefix.map {
                xmlGetDtdQAttrDesc(dtd, element, attribute.pointee.name, $0)
            } ?? xmlGetDtdAttrDesc(dtd, element, attribute.pointee.name)
        }
        guard
            let type = (declaration(in: document.pointee.intSubset) ?? declaration(in: document.pointee.extSubset))?
                .pointee.atype
        else { return }
        guard type == XML_ATTRIBUTE_IDREF || type == XML_ATTRIBUTE_IDREFS else { return }
        let input = parser?.pointee.input
        for reference in String(cString: value).split(separator: " ") where !isDeclaredID(String(reference)) {
            pendingReferences.append(
                (
                    String(reference), Int(input?.pointee.line ?? 0), Int(input?.pointee.col ?? 0),
                    pathDescription()
                ))
        }
    }

    private func isDeclaredID(_ value: String) -> Bool {
        guard let document else { return false }
        return xmlGetID(document, value) != nil
    }

    /// The IDREFs that name no ID of the document, at the end of its root.
    private func resolveReferences() {
        for reference in pendingReferences where !isDeclaredID(reference.value) {
            fail(
                XMLValidationError.Violation(
                    message: "IDREF attribute references an unknown ID \"\(reference.value)\"",
                    line: reference.line, column: reference.column, path: reference.path,
                    code: Int(XML_DTD_UNKNOWN_ID.rawValue)))
        }
        pendingReferences = []
    }

    // MARK: - libxml2's messages

    /// `node`'s name as the DTD declares it: `prefix:local`.
    private func withQualifiedName(_ node: xmlNodePtr, _ body: (UnsafePointer<xmlChar>) -> Void) {
        guard let prefix = node.pointee.ns?.pointee.prefix else { return body(node.pointee.name) }
        let local = node.pointee.name!
        var name: [xmlChar] = Array(UnsafeBufferPointer(start: prefix, count: Int(xmlStrlen(prefix))))
        name.append(UInt8(ascii: ":"))
        name.append(contentsOf: UnsafeBufferPointer(start: local, count: Int(xmlStrlen(local))))
        name.append(0)
        name.withUnsafeBufferPointer { body($0.baseAddress!) }
    }

    /// Runs `body` with libxml2's errors dropped.
    private func quietly(_ body: () -> Void) {
        let savedHandler = __xmlStructuredError().pointee
        let savedContext = __xmlStructuredErrorContext().pointee
        xmlSetStructuredErrorFunc(nil, { _, _ in })
        defer { xmlSetStructuredErrorFunc(savedContext, savedHandler) }
        body()
    }

    /// libxml2's messages during the current check.
    private var messages: [(text: String, code: Int)] = []

    override func found(_ error: xmlError) {
        var message = error.message.map { String(cString: $0) } ?? "error \(error.code)"
        while message.last?.isNewline == true || message.last == " " { message.removeLast() }
        messages.append((message, Int(error.code)))
    }

    /// Runs libxml2's validity checks with their errors reported here: a validation context of
    /// its own (not a parser's) raises them through the thread's structured error handler. A
    /// message repeated within one check (an undeclared element is reported by the content
    /// check and by the element's own) is one violation.
    private func reportingErrors(_ body: () -> Void) {
        let savedHandler = __xmlStructuredError().pointee
        let savedContext = __xmlStructuredErrorContext().pointee
        messages.removeAll(keepingCapacity: true)
        xmlSetStructuredErrorFunc(Unmanaged.passUnretained(self).toOpaque(), Self.violation)
        body()
        xmlSetStructuredErrorFunc(savedContext, savedHandler)
        var seen = Set<String>()
        for (text, code) in messages where seen.insert(text).inserted {
            found(text, code: code)
        }
    }
}
#endif
