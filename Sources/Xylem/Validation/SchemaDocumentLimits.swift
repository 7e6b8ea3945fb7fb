// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

#if canImport(CLibXML2)
import CLibXML2
import Foundation

/// The limits every schema document is read within, as a document is: `XMLLimits`'s
/// attribute count, checked on the bytes before libxml2 reads them (libxml2 checks attribute
/// names for duplicates in quadratic time), and the expansion of internal entities, bounded by
/// the same `EntityBudget` as a document's (`EntityExpansionLimits`' defaults: 8 MiB in all per
/// document, nesting 16 deep, 10 bytes of expansion per byte of the document).
///
/// A schema document may declare internal entities (the schema for schemas does, and so do
/// tests of the W3C suite), so they are expanded, not refused as a document's are by default;
/// but without a bound a 100-byte entity referenced a million times keeps libxml2's schema
/// parser busy for half a minute. Each reference in the document itself is admitted by the
/// budget before libxml2 expands it (libxml2's SAX2 `getEntity`, swapped for one that asks
/// first, in the parser context of each schema document); past a limit, the parse of that
/// document stops and the compilation throws, the limit named. Parameter entities are left to
/// libxml2's own bounds.
final class SchemaDocumentLimits {
    /// The limits of a document each schema document is read within (`XMLSchema.Limits.document`;
    /// by default with internal entities expanded within their default bounds).
    let limits: XMLLimits

    init(limits: XMLLimits) {
        self.limits = limits
    }

    /// The most bytes of text libxml2 may go over to join expansions to the text before them,
    /// in one schema document: 256 MiB (a tenth of a second).
    static let maximumJoinedText = 256 << 20

    /// A schema document being parsed.
    private final class Document {
        /// Nil when entities are refused (`EntityExpansion.never`).
        let budget: EntityBudget?
        /// Its size, which the amplification is measured against when libxml2 cannot say how
        /// much of it was read.
        let size: Int
        /// The bytes of text libxml2 has gone over joining expansions (`maximumJoinedText`).
        var joined = 0

        init(_ budget: EntityBudget?, size: Int) {
            self.budget = budget
            self.size = size
        }
    }

    /// Each schema document being parsed, by its parser context.
    private var documents: [UnsafeMutableRawPointer: Document] = [:]
    /// The first refusal: a limit exceeded, or an external entity (never read, as a document's).
    private(set) var refusal: XMLSchemaError?

    /// Checks `bytes`, the schema document at `location`, before libxml2 reads them: false
    /// (the refusal recorded) when an element has more attributes than `maximumAttributes`.
    func check(_ bytes: Data, location: String) -> Bool {
        var counter = AttributeCounter(maximum: limits.maximumAttributes)
        return bytes.withUnsafeBytes { raw -> Bool in
            let chunk = raw.bindMemory(to: UInt8.self)
            var start = 0
            while start < chunk.count, let at = counter.scan(chunk, from: start) {
                guard counter.finding == .tooManyAttributes else {
                    start = at + 1
                    continue
                }
                let line = InputGuard.countLineFeeds(chunk, upTo: at) + 1
                refuse(
                    .limitExceeded(.attributes, location),
                    "\(SchemaLoading.abbreviated(location)):\(line): an element has more than XMLLimits.maximumAttributes "
                        + "(\(limits.maximumAttributes)) attributes; a schema document is read within "
                        + "the limits of a document")
                return false
            }
            return true
        }
    }

    /// Starts the budget of the schema document of `size` bytes that `context` parses, and puts
    /// the budget's `getEntity` in the context's SAX2 handler (the context's own copy).
    func begin(_ context: xmlParserCtxtPtr, size: Int) {
        documents[UnsafeMutableRawPointer(context)] = Document(
            limits.entityLimits.map { EntityBudget($0, maximumAttributes: limits.maximumAttributes) }, size: size)
        context.pointee.sax?.pointee.getEntity = Self.getEntity
    }

    /// The parse of `context`'s document has ended (its context may be reused by the next).
    func end(_ context: xmlParserCtxtPtr) {
        documents[UnsafeMutableRawPointer(context)] = nil
    }

    /// The budget's admission of a reference in the document itself (outside the DTD, where a
    /// lookup checks a declaration, and outside another entity's text, which that entity's
    /// measure holds), then libxml2's own lookup (which would read an external entity).
    private static let getEntity: getEntitySAXFunc = { user, name in
        if let user, let name, let limits = SchemaLoading.current?.limits,
            !limits.admit(name, user.assumingMemoryBound(to: xmlParserCtxt.self))
        {
            return nil
        }
        return xmlSAX2GetEntity(user, name)
    }

    private func admit(_ name: UnsafePointer<xmlChar>, _ context: xmlParserCtxtPtr) -> Bool {
        guard refusal == nil else { return false }
        guard context.pointee.inSubset == 0, let document = documents[UnsafeMutableRawPointer(context)] else {
            return true
        }
        guard let entity = xmlGetDocEntity(context.pointee.myDoc, name) else {
            if xmlGetPredefinedEntity(name) == nil,
                let subset = context.pointee.extSubURI ?? context.pointee.extSubSystem
            {
                // libxml2 reads no external DTD of a schema document: the entity would be left out.
                let location = String(cString: subset)
                let remote = location.contains("://") && !location.lowercased().hasPrefix("file:")
                return stop(
                    context, remote ? .remoteLocation(location) : .locationRefused(location),
                    "&\(String(cString: name)); is not declared in the document's internal DTD subset, and its "
                        + "external DTD (\(SchemaLoading.abbreviated(location))) is never read: declare the entity "
                        + "in the internal subset")
            }
            return true
        }
        guard let budget = document.budget else {
            return stop(
                context, .limitExceeded(.entityExpansionSize, Self.file(context)),
                "&\(String(cString: name)); is an entity reference, and entities are not expanded "
                    + "(XMLSchema.Limits.document.entityExpansion is .never)")
        }
        guard context.pointee.depth == 0 else { return true }
        // Measured against the bytes read so far, as a document's is, so that a run of
        // references is stopped at its start.
        var read = document.size
        if let input = context.pointee.input, let base = input.pointee.base, let cur = input.pointee.cur {
            read = min(document.size, Int(input.pointee.consumed) + (cur - base))
        }
        if let (reason, message) = budget.admit(
            entity, inContent: context.pointee.instate == XML_PARSER_CONTENT, inputBytes: read,
            in: context.pointee.myDoc)
        {
            switch reason {
            case .limitExceeded(let limit):
                return stop(context, .limitExceeded(limit, Self.file(context)), message)
            case .entityDeclaration where entity.pointee.etype == XML_EXTERNAL_GENERAL_PARSED_ENTITY:
                let location = (entity.pointee.URI ?? entity.pointee.SystemID).map { String(cString: $0) }
                return stop(context, .locationRefused(location ?? Self.file(context)), message)
            default:
                return stop(context, .invalidSchema, message)
            }
        }
        // libxml2's tree joins an expansion in text to the text node before it (a copy of that
        // text, each time): bounded, or a long text with many references takes minutes.
        if let last = context.pointee.node?.pointee.last, last.pointee.type == XML_TEXT_NODE,
            let content = last.pointee.content
        {
            document.joined += strlen(content)
            if document.joined > Self.maximumJoinedText {
                return stop(
                    context, .limitExceeded(.entityExpansionSize, Self.file(context)),
                    "The document's entity references in text join their expansions to more than "
                        + "\(Self.maximumJoinedText >> 20) MiB of text before them together, at &\(String(cString: name));"
                )
            }
        }
        return true
    }

    /// The file `context` reads.
    private static func file(_ context: xmlParserCtxtPtr) -> String {
        context.pointee.input?.pointee.filename.map { String(cString: $0) } ?? "schema"
    }

    /// Stops `context`'s parse with a refusal; false.
    private func stop(_ context: xmlParserCtxtPtr, _ reason: XMLSchemaError.Reason, _ message: String) -> Bool {
        let line = context.pointee.input.map { ":\($0.pointee.line)" } ?? ""
        refuse(
            reason,
            "\(SchemaLoading.abbreviated(Self.file(context)))\(line): \(message); a schema document is read "
                + "within the limits of a document")
        xmlStopParser(context)
        return false
    }

    private func refuse(_ reason: XMLSchemaError.Reason, _ message: String) {
        if refusal == nil { refusal = XMLSchemaError(reason: reason, message: message) }
    }
}
#endif
