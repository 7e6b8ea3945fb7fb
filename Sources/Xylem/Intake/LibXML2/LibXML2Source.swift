// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

#if canImport(CLibXML2)
import CLibXML2
import Foundation

/// The libxml2 event source: libxml2's SAX2 push parser, fed the checked UTF-8 of a
/// `CheckedInput` in chunks, calling the builder straight from its callbacks.
///
/// It gives the builder what XMLParser's adapter gives it, without the per-event `String`s
/// and `Dictionary`s XMLParser makes: names come as addresses in libxml2's dictionary
/// (`InternedNames` turns them into ids), values and text as UTF-8 bytes in libxml2's
/// buffers, attributes in document order (namespace declarations first, as `xmlns` and
/// `xmlns:prefix`, as XMLParser reports them).
///
/// Safety: no network (`XML_PARSE_NONET`), no DTD loading (`externalSubset` and
/// `resolveEntity` are not set, `XML_PARSE_DTDLOAD` is not used), no entity but the predefined
/// ones (the input guard refuses declarations before libxml2 sees them, and no lookup finds
/// one: see `XML_PARSE_NOENT` in `parse`), so no file or network access is ever made. When the
/// limits ask for internal entities to be expanded (`XMLDecoder.EntityExpansion`), declarations
/// pass the guard, and `getEntity` hands libxml2 only internal entities an `EntityBudget`
/// admits: an external entity or a parameter entity reference ends the parse. libxml2's own size limits are left on (no `XML_PARSE_HUGE`): one that is hit
/// is an error, never a silent truncation.
final class LibXML2Source: EventSource {
    private let builder: DocumentBuilder
    // Read and written on every event, only from libxml2's callbacks on the parsing thread:
    // unchecked, so the hot path pays no dynamic exclusivity check (4% of a tree build).
    @exclusivity(unchecked) private var context: xmlParserCtxtPtr?
    @exclusivity(unchecked) private var names = InternedNames()
    /// The bounds on entity expansion, when the limits ask for it (`EntityBudget`), and the
    /// input bytes fed so far (for its ratio).
    private let budget: EntityBudget?
    private var fed = 0
    /// The entity just declared: libxml2 looks it up once more to keep its text as written,
    /// a lookup that expands nothing.
    private var declaredEntity: String?

    private init(_ builder: DocumentBuilder) {
        self.builder = builder
        budget = builder.limits.entityLimits.map {
            EntityBudget($0, maximumAttributes: builder.limits.maximumAttributes)
        }
    }

    var line: Int {
        guard let input = context?.pointee.input else { return 0 }
        return Int(input.pointee.line)
    }

    var column: Int {
        guard let input = context?.pointee.input else { return 0 }
        return Int(input.pointee.col)
    }

    /// Turns libxml2's callbacks off: no event arrives after the current one returns. Not
    /// `xmlStopParser`: called from inside a callback, it frees the input buffer that the
    /// callback's arguments and libxml2's own locals still point into (a use after free the
    /// differential fuzzer found). libxml2 reads the rest of the chunk in hand without calling
    /// back, and `parse` feeds it nothing more.
    func stopParsing() {
        context?.pointee.disableSAX = 1
    }

    /// The chunk size: the same as XMLParser's, so both sources see the same chunks (the
    /// input guard's verdicts and the parser's events then interleave the same way).
    private static let chunkSize = 128 * 1024

    /// How much of a chunk libxml2 is given at a time. It copies what it is given into an input
    /// buffer of its own; given 128 KiB at once, that buffer grows past glibc's 128 KiB mmap
    /// threshold, and every parse maps it, faults its pages in and unmaps it again (on a 2 MB
    /// GPX: 870 page faults a parse, 18% of a tree build). Slices keep it small, in the heap.
    private static let sliceSize = 16 * 1024

    /// The smallest read buffer (see `parse`).
    private static let smallestBuffer = 4 * 1024

    /// libxml2's global state is set up once per process (safe to repeat, not to race).
    private static let initialized: Bool = {
        xmlInitParser()
        return true
    }()

    /// Parses `input` into `builder`; see `DocumentParser.run`.
    static func run(_ input: CheckedInput, into builder: DocumentBuilder) throws(XMLSyntaxError) -> Bool {
        _ = initialized
        let source = LibXML2Source(builder)
        builder.source = source
        return try withExtendedLifetime(source) { () throws(XMLSyntaxError) -> Bool in
            try source.parse(input)
        }
    }

    private func parse(_ input: CheckedInput) throws(XMLSyntaxError) -> Bool {
        var handler = Self.handler(expandingEntities: budget != nil)
        guard let context = xmlCreatePushParserCtxt(&handler, Unmanaged.passUnretained(self).toOpaque(), nil, 0, nil)
        else {
            throw XMLSyntaxError(
                reason: .unreadable, line: 0, column: 0, message: "libxml2 could not create a parser")
        }
        self.context = context
        context.pointee._private = Unmanaged.passUnretained(self).toOpaque()  // for `error`
        defer {
            self.context = nil
            // libxml2 makes a document of its own in SAX mode when it reads an entity
            // declaration ("expat compatibility"): one the guard does not see, inside an
            // unfinished declaration (`<!ATTLIST a b (c)<!ENTITYD>`), is read after libxml2 has
            // reported that one. The context does not free it.
            if let document = context.pointee.myDoc {
                xmlFreeDoc(document)
                context.pointee.myDoc = nil
            }
            xmlFreeParserCtxt(context)
        }
        // XMLParser's options (corelibs sets `XML_PARSE_RECOVER | XML_PARSE_NOENT`) but for
        // recovery (here the first error ends the parse), so that both sources read references
        // the same way. `XML_PARSE_NOENT` substitutes entities, which is how a document's own
        // entity declarations reach the disk (an external entity) or blow up (nested ones). Safe
        // here because libxml2 finds no entity but the five predefined ones: the input guard
        // refuses every `<!ENTITY` of a well-formed internal subset before libxml2 reads it
        // (`PrologScanner`, `.entityDeclaration`); no external subset is read (no
        // `XML_PARSE_DTDLOAD`, no `externalSubset` or `resolveEntity` callback); and a reference
        // is looked up only through the handler's `getEntity` and `getParameterEntity`, which
        // are not set (libxml2's fallback to its own table needs the user data to be the
        // context, and a well-formed document so far), so an entity libxml2 declared for itself
        // after an error (see `myDoc` above) is never found.
        _ = xmlCtxtUseOptions(context, Int32(XML_PARSE_NOENT.rawValue | XML_PARSE_NONET.rawValue))
        // A validator (Validation/) sees every event before the builder; it gives the context
        // back as it was before the context is freed (this `defer` runs before the one above).
        let validator = builder.validator
        validator?.attach(toLibXML2Parser: UnsafeMutableRawPointer(context))
        defer { validator?.detach() }

        try input.open()
        defer { input.close() }
        // A document smaller than a chunk gets a buffer of its size: 128 KiB at the top of the
        // heap grows it and trims it again at every parse (two system calls, for a response of
        // a few KiB more than its decode). It is still read in one chunk, as with a full buffer.
        let capacity = min(Self.chunkSize, max(Self.smallestBuffer, (input.totalBytes ?? Self.chunkSize) + 1))
        let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
        defer { buffer.deallocate() }
        var marks = InputCutPlanner.Marks()
        while !builder.isStopped && !builder.hasFailed {
            let count = try input.read(into: buffer, capacity) { found, offset in marks.record(found, at: offset)
            }
            if input.stopped { return false }
            // Fewer than 4 bytes hold no element: no root (libxml2 would say "empty document",
            // XMLParser does not parse them at all).
            if count == 0 && fed < 4 { break }
            if count == 0 {
                _ = xmlParseChunk(context, nil, 0, 1)
                break
            }
            let chunkStart = fed
            fed += count
            var start = 0
            while start < count && !builder.isStopped && !builder.hasFailed {
                let length = InputCutPlanner.next(
                    UnsafeBufferPointer(start: buffer + start, count: count - start),
                    at: chunkStart + start, marks: marks,
                    for: .libxml2(maximum: Self.sliceSize)
                ).length
                (buffer + start).withMemoryRebound(to: CChar.self, capacity: length) { slice in
                    _ = xmlParseChunk(context, slice, Int32(length), 0)
                }
                start += length
            }
        }
        if builder.isStopped { return false }
        try builder.finish(line: line, column: column) {
            guard context.pointee.wellFormed == 0 else { return nil }
            let code = Int(context.pointee.errNo)
            return XMLSyntaxError(
                reason: .parser(code: code), line: line, column: column,
                message: XMLSyntaxError.message(forParserCode: code))
        }
        return true
    }

    // MARK: - Callbacks

    /// The SAX2 handler: elements, text, CDATA and errors; nothing for the DTD, comments or
    /// processing instructions (the document keeps none of them); entity lookups only when
    /// internal entities are expanded.
    private static func handler(expandingEntities: Bool) -> xmlSAXHandler {
        var handler = xmlSAXHandler()
        handler.initialized = UInt32(XML_SAX2_MAGIC)
        handler.startElementNs = startElement
        handler.endElementNs = endElement
        handler.characters = characters
        handler.ignorableWhitespace = characters
        handler.cdataBlock = characters
        handler.serror = error
        if expandingEntities {
            handler.getEntity = getEntity
            handler.getParameterEntity = getParameterEntity
            handler.entityDecl = entityDeclared
            handler.notationDecl = notationDeclared
        }
        return handler
    }

    /// An entity reference, when internal entities are expanded: the entity the internal
    /// subset declared (libxml2 keeps them in a document of its own in SAX mode, `myDoc`),
    /// admitted by the budget when the reference is in the document itself (one inside
    /// another entity's text is part of that entity's measure: libxml2 counts `depth` while
    /// it expands one). Not `xmlSAX2GetEntity`, which loads external entities.
    private static let getEntity: getEntitySAXFunc = { context, name in
        var entity: xmlEntityPtr?
        withSource(context) { entity = $0.entity(named: name) }
        return entity
    }

    /// Parameter entities are not expanded: a reference to one ends the parse (libxml2 would
    /// go on without the declarations it holds).
    private static let getParameterEntity: getParameterEntitySAXFunc = { context, name in
        withSource(context) { source in
            let name = name.map { String(cString: $0) } ?? ""
            if source.isDeclarationLookup(name) { return }
            source.builder.fail(
                .entityDeclaration,
                "The DTD refers to the parameter entity %\(name);, and parameter "
                    + "entities are not expanded (only internal general entities are)")
        }
        return nil
    }

    /// An entity declaration (libxml2 keeps the entity itself: see `entity(named:)`).
    private static let entityDeclared: entityDeclSAXFunc = { context, name, _, _, _, _ in
        withSource(context) { $0.declaredEntity = name.map { String(cString: $0) } }
    }

    /// A notation declaration: one without an external or public identifier is not
    /// well-formed (production 82), which libxml2's parser leaves to its SAX2 handler to say
    /// (documents that declare entities reach libxml2's DTD only when they are expanded).
    private static let notationDeclared: notationDeclSAXFunc = { context, name, publicID, systemID in
        guard publicID == nil && systemID == nil else { return }
        withSource(context) {
            $0.builder.fail(
                .parser(code: 105),
                "The notation \(name.map { String(cString: $0) } ?? "") has no external or public identifier")
        }
    }

    /// Whether a lookup of `name` is libxml2's own, right after its declaration (`xmlParseEntityDecl`
    /// keeps the text as written on the entity it looks up; nothing is expanded).
    private func isDeclarationLookup(_ name: String) -> Bool {
        guard let declared = declaredEntity, context?.pointee.inSubset != 0, declared == name else { return false }
        declaredEntity = nil
        return true
    }

    /// Runs `body` with the source behind libxml2's user data, without retaining it (the
    /// source outlives the parse: `run` holds it).
    @inline(__always)
    private static func withSource(_ context: UnsafeMutableRawPointer?, _ body: (LibXML2Source) -> Void) {
        Unmanaged<LibXML2Source>.fromOpaque(context!)._withUnsafeGuaranteedRef(body)
    }

    private static let startElement: startElementNsSAX2Func = {
        context, localName, prefix, _, namespaceCount, namespaces, attributeCount, defaulted, attributes in
        withSource(context) {
            $0.start(
                localName!, prefix, Int(namespaceCount), namespaces, Int(attributeCount), Int(defaulted), attributes)
        }
    }

    private static let endElement: endElementNsSAX2Func = { context, _, _, _ in
        withSource(context) { $0.builder.endElement() }
    }

    private static let characters: charactersSAXFunc = { context, bytes, length in
        withSource(context) { $0.builder.characters(UnsafeBufferPointer(start: bytes, count: Int(length))) }
    }

    /// libxml2 hands errors over with its context's `userData` or, for errors it files under
    /// the DTD, with the parser context itself: the error's own `ctxt` (the parser context,
    /// whose `_private` is the source) is the one reliable way back. An error that cannot be
    /// traced (none is known) still ends the parse as not well-formed (`parse` checks).
    private static let error: xmlStructuredErrorFunc = { _, error in
        guard let error, let context = error.pointee.ctxt?.assumingMemoryBound(to: xmlParserCtxt.self),
            let source = context.pointee._private
        else { return }
        LibXML2Source.withSource(source) { $0.report(error.pointee) }
    }

    // MARK: - Events

    private func entity(named name: UnsafePointer<xmlChar>?) -> xmlEntityPtr? {
        guard let name, let context, let budget, !builder.hasFailed,
            let entity = xmlGetDocEntity(context.pointee.myDoc, name)
        else { return nil }
        if declaredEntity != nil && isDeclarationLookup(String(cString: name)) { return entity }
        if context.pointee.depth == 0,
            let (reason, message) = budget.admit(
                entity, inContent: context.pointee.instate == XML_PARSER_CONTENT,
                inputBytes: fed, in: context.pointee.myDoc)
        {
            builder.fail(reason, message)
            return nil
        }
        return entity
    }

    @inline(__always)
    private func start(
        _ localName: UnsafePointer<xmlChar>, _ prefix: UnsafePointer<xmlChar>?,
        _ namespaceCount: Int, _ namespaces: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?,
        _ attributeCount: Int, _ defaulted: Int,
        _ attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?
    ) {
        let name = names.id(local: localName, prefix: prefix) { builder.intern(Self.qualifiedName(localName, prefix)) }
        if budget != nil, let context, context.pointee.depth > 0 { builder.startTagFromEntity() }
        guard let input = context?.pointee.input,
            builder.startElement(
                name, attributeCount: namespaceCount + attributeCount,
                line: Int(input.pointee.line), column: Int(input.pointee.col))
        else { return }
        if namespaceCount > 0, let namespaces { declareNamespaces(namespaceCount, namespaces) }
        if attributeCount > 0, let attributes {
            // Five pointers an attribute: local name, prefix, namespace URI, value, value end.
            for i in stride(from: 0, to: (attributeCount - defaulted) * 5, by: 5) {
                // A refused attribute (or namespace) stopped the parse: the element is not
                // built further (its values stay readable: see `stopParsing`).
                if builder.hasFailed { break }
                addAttribute(attributes + i)
            }
            if defaulted > 0 { addDefaulted(attributes + (attributeCount - defaulted) * 5, defaulted) }
        }
        builder.attributesEnded()
    }

    /// The attribute of five pointers at `attribute`: local name, prefix, namespace URI, value,
    /// value end.
    @inline(__always)
    private func addAttribute(_ attribute: UnsafeMutablePointer<UnsafePointer<xmlChar>?>) {
        guard let local = attribute[0], let value = attribute[3], let end = attribute[4] else { return }
        let prefix = attribute[1]
        let id = names.id(local: local, prefix: prefix) { builder.intern(Self.qualifiedName(local, prefix)) }
        builder.attribute(id, UnsafeBufferPointer(start: value, count: end - value))
    }

    /// The attributes the DTD's declarations add (not written in the tag), by name: XMLParser
    /// hands them over in a `Dictionary`, so their declaration order cannot be the rule of both
    /// sources (`ParserDelegate` puts them after the tag's own, by name, too).
    @inline(never)
    private func addDefaulted(_ attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>, _ count: Int) {
        func name(_ k: Int) -> String {
            attributes[k * 5].map { Self.qualifiedName($0, attributes[k * 5 + 1]) } ?? ""
        }
        for k in (0 ..< count).sorted(by: { name($0) < name($1) }) where !builder.hasFailed {
            addAttribute(attributes + k * 5)
        }
    }

    /// Namespace declarations, as the attributes they were written as (`xmlns`, `xmlns:p`).
    @inline(never)
    private func declareNamespaces(_ count: Int, _ namespaces: UnsafeMutablePointer<UnsafePointer<xmlChar>?>) {
        for i in stride(from: 0, to: count * 2, by: 2) {
            let prefix = namespaces[i]
            let id = names.id(local: Self.xmlnsKey, prefix: prefix) {
                builder.intern(prefix.map { "xmlns:" + String(cString: $0) } ?? "xmlns")
            }
            let uri = namespaces[i + 1]
            builder.attribute(id, UnsafeBufferPointer(start: uri, count: uri.map { strlen($0) } ?? 0))
        }
    }

    /// The key that stands for `xmlns` in `names` (an address libxml2 cannot deliver).
    private nonisolated(unsafe) static let xmlnsKey = UnsafeRawPointer(bitPattern: 1)!

    private static func qualifiedName(_ local: UnsafePointer<xmlChar>, _ prefix: UnsafePointer<xmlChar>?) -> String {
        let name = String(cString: local)
        guard let prefix, prefix.pointee != 0 else { return name }
        return String(cString: prefix) + ":" + name
    }

    /// `XML_ERR_INVALID_URI`.
    private static let invalidURI = 91

    /// An error or warning from libxml2, with its level (which XMLParser does not pass on).
    private func report(_ error: xmlError) {
        let code = Int(error.code)
        // The system identifier of an entity Xylem never reads is no URI (a backslash): libxml2
        // says so while it records the declaration, and the document is well-formed.
        if code == Self.invalidURI && budget != nil { return }
        if code == LibXML2Codes.reservedName {
            // A fatal misplaced XML declaration ends the parse here (XMLParser's `recover` mode
            // goes on to the end of its chunk and reports it then, with the same code).
            if error.level == XML_ERR_FATAL {
                builder.fail(.parser(code: code), XMLSyntaxError.message(forParserCode: code))
            }
            return
        }
        LibXML2Codes.report(code, to: builder)
    }
}
#endif
