// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

#if canImport(CLibXML2)
import CLibXML2
import Foundation

/// A compiled W3C XML Schema (1.0), for `XMLDecoder.schema` and `validate(_:)`.
///
/// Compiled once by libxml2, then read-only: one schema serves any number of decoders, tasks and
/// threads at once (each parse gets a validation context of its own).
///
/// ```
/// let schema = try XMLSchema(contentsOf: URL(fileURLWithPath: "UBL-Invoice-2.1.xsd"))
/// let decoder = XMLDecoder()
/// decoder.parser = .libxml2
/// decoder.schema = schema
/// let invoice = try decoder.decode(Invoice.self, contentsOf: file)   // valid, or it throws
/// ```
///
/// Local `include`, `import` and `redefine` locations are followed, relative to the document
/// that names them. A remote location is never fetched: the `catalog` maps it to a local copy,
/// or compiling throws `XMLSchemaError` naming it. Each schema document is read whole into
/// memory, at most `maximumDocumentSize` bytes, at most `maximumDocumentCount` documents, and
/// read within the limits of a document: `XMLLimits.maximumAttributes` per element, internal
/// entities expanded within the default `EntityExpansionLimits`, no external entity or DTD read.
/// Available where Xylem links libxml2 (Linux).
public final class XMLSchema: @unchecked Sendable {
    /// The largest schema document read: 16 MiB (UBL 2.1's largest is under 1 MiB).
    public static let maximumDocumentSize = 16 << 20
    /// The most schema documents one schema reads, itself included: 1,000 (UBL 2.1 has 79).
    public static let maximumDocumentCount = 1_000

    /// libxml2's compiled schema: read-only once compiled (libxml2 validates with it from any
    /// number of validation contexts at once).
    let compiled: xmlSchemaPtr
    /// The main schema document's tree, which the compiled schema points into (its annotations).
    private let document: xmlDocPtr
    /// libxml2's warnings, as `location:line: message`: an `import` whose location is missing
    /// (skipped, as XML Schema allows), a namespace imported twice from different locations.
    public let warnings: [String]

    /// Compiles the schema in the file at `url`.
    ///
    /// - parameter url: A file URL.
    /// - parameter catalog: Where remote `import` and `include` locations are found locally.
    /// - throws: `XMLSchemaError`: `.unreadable` when the file cannot be read, `.remoteLocation`
    ///   for a location neither local nor in the catalog, `.locationRefused` for a document
    ///   too large or not a file or an external entity, `.limitExceeded` for a document past
    ///   a document's limits, `.invalidSchema` with libxml2's messages otherwise.
    public convenience init(contentsOf url: URL, catalog: XMLCatalog = XMLCatalog()) throws {
        let loading = SchemaLoading(catalog: catalog)
        let location = url.isFileURL ? url.path : url.absoluteString
        guard let path = loading.localPath(location) else { throw loading.refusal! }
        guard let data = loading.read(path, named: location) else {
            throw loading.refusal
                ?? XMLSchemaError(
                    reason: .unreadable(location), message: "\(SchemaLoading.abbreviated(location)): no such file")
        }
        try self.init(data: data, path: URL(fileURLWithPath: path).standardizedFileURL.path, loading: loading)
    }

    /// Compiles the schema in `data`.
    ///
    /// - parameter data: The schema document's bytes.
    /// - parameter baseURL: The file URL that relative `include` and `import` locations resolve
    ///   against (the document's own location); nil: the current directory.
    /// - parameter catalog: Where remote locations are found locally.
    /// - throws: `XMLSchemaError`, as `init(contentsOf:catalog:)`.
    public convenience init(data: Data, baseURL: URL? = nil, catalog: XMLCatalog = XMLCatalog()) throws {
        let base =
            baseURL.map { $0.isFileURL ? $0.standardizedFileURL.path : $0.absoluteString }
            ?? FileManager.default.currentDirectoryPath + "/schema.xsd"
        guard data.count <= Self.maximumDocumentSize else {
            throw XMLSchemaError(
                reason: .locationRefused(base),
                message: "The schema is \(data.count) bytes, more than "
                    + "XMLSchema.maximumDocumentSize (\(Self.maximumDocumentSize))")
        }
        let loading = SchemaLoading(catalog: catalog)
        guard loading.limits.check(data, location: base) else { throw loading.refusal! }
        try self.init(data: data, path: base, loading: loading)
    }

    private init(data: Data, path: String, loading: SchemaLoading) throws {
        var parsed: (xmlSchemaPtr?, xmlDocPtr?) = (nil, nil)
        loading.run {
            // The options libxml2 reads every other schema document with (SCHEMAS_PARSE_OPTIONS),
            // and no network.
            // Entities are expanded within the limits of a document (`SchemaDocumentLimits`).
            let options = Int32(XML_PARSE_NOENT.rawValue | XML_PARSE_NONET.rawValue)
            guard let parser = xmlNewParserCtxt() else { return }
            defer { xmlFreeParserCtxt(parser) }
            loading.limits.begin(parser, size: data.count)
            defer { loading.limits.end(parser) }
            let document = data.withUnsafeBytes { raw in
                raw.withMemoryRebound(to: CChar.self) {
                    xmlCtxtReadMemory(parser, $0.baseAddress, Int32($0.count), path, nil, options)
                }
            }
            guard let document else { return }
            parsed.1 = document
            guard let context = xmlSchemaNewDocParserCtxt(document) else { return }
            defer { xmlSchemaFreeParserCtxt(context) }
            xmlSchemaSetParserStructuredErrors(
                context, SchemaLoading.structuredError, Unmanaged.passUnretained(loading).toOpaque())
            parsed.0 = xmlSchemaParse(context)
        }
        let (compiled, document) = parsed
        if let refusal = loading.refusal {
            Self.free(compiled, document)
            throw XMLSchemaError(reason: refusal.reason, message: refusal.message, diagnostics: loading.diagnostics)
        }
        guard let compiled, let document, !loading.hasErrors else {
            Self.free(compiled, document)
            let first = loading.diagnostics.first.map { ": " + $0 } ?? ""
            throw XMLSchemaError(
                reason: .invalidSchema,
                message: "\(SchemaLoading.abbreviated(path)) is not a usable XML Schema\(first)",
                diagnostics: loading.diagnostics)
        }
        self.compiled = compiled
        self.document = document
        self.warnings = loading.diagnostics
    }

    private static func free(_ compiled: xmlSchemaPtr?, _ document: xmlDocPtr?) {
        if let compiled { xmlSchemaFree(compiled) }
        if let document { xmlFreeDoc(document) }
    }

    deinit {
        xmlSchemaFree(compiled)
        xmlFreeDoc(document)
    }
}

extension XMLSchema: DocumentValidation {
    func makeValidator(parser: XMLDecoder.Parser, violationLimit: Int) throws -> any DocumentValidator {
        guard parser == .libxml2 else {
            throw XMLSchemaError(
                reason: .requiresLibXML2Parser,
                message: "Validating against an XML Schema while decoding rides "
                    + "libxml2's SAX2 parser, which Foundation's XMLParser does not expose: set the decoder's parser "
                    + "to .libxml2 (it builds the same document, so the values decoded are the same)")
        }
        return SchemaValidator(schema: self, violationLimit: max(1, violationLimit))
    }
}
#endif
