// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

#if canImport(CLibXML2)
import CLibXML2
import Foundation

/// A compiled schema, a W3C XML Schema (1.0) or a RELAX NG schema, for `XMLDecoder.schema`
/// and `validate(_:)`; `XMLSchema.documentDTD` validates each document against its own DTD.
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
///
/// let grammar = try XMLSchema(contentsOf: URL(fileURLWithPath: "invoice.rng"), language: .relaxNG)
/// ```
///
/// Both languages are validated in the same single pass as the decoding. An XML Schema is
/// validated in constant memory. RELAX NG is validated element by element, keeping only the
/// open elements, except where libxml2 can only check an element's content whole (an
/// `interleave`, a datatype or value, a name class such as `anyName`): that element's subtree
/// is kept until its end tag. A grammar whose root element is such an element therefore
/// holds the whole document while it is read; one that makes only the records' fields so
/// (the usual case) holds one field at a time.
///
/// Local `include`, `import` and `redefine` (RELAX NG: `include` and `externalRef`) locations are followed, relative to the document
/// that names them. A remote location is never fetched: the `catalog` maps it to a local copy,
/// or compiling throws `XMLSchemaError` naming it. Each schema document is read whole into
/// memory, at most `maximumDocumentSize` bytes, at most `maximumDocumentCount` documents, and
/// read within the limits of a document: `XMLLimits.maximumAttributes` per element, internal
/// entities expanded within the default `EntityExpansionLimits`, no external entity or DTD read
/// (`Limits` changes each bound).
/// Available where Xylem links libxml2 (Linux).
public final class XMLSchema: @unchecked Sendable {
    /// The largest schema document read by default (`Limits.maximumDocumentSize`): 16 MiB (UBL
    /// 2.1's largest is under 1 MiB).
    public static let maximumDocumentSize = 16 << 20
    /// The most schema documents one schema reads by default (`Limits.maximumDocumentCount`),
    /// itself included: 1,000 (UBL 2.1 has 79).
    public static let maximumDocumentCount = 1_000

    /// The schema languages Xylem compiles: an extensible set of static members.
    public struct Language: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
        /// The language's name, such as `"relaxNG"`.
        public let rawValue: String

        /// A language by name (Xylem's languages are the static members).
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The language's name.
        public var description: String { rawValue }

        /// W3C XML Schema 1.0 (`.xsd`), the default.
        public static let xmlSchema = Language(rawValue: "xmlSchema")
        /// RELAX NG, its XML syntax (`.rng`; not the compact syntax, `.rnc`).
        public static let relaxNG = Language(rawValue: "relaxNG")
        /// A DTD: the language of `XMLSchema.documentDTD`, which validates each document against
        /// its own DOCTYPE (a DTD is not compiled from a file).
        public static let dtd = Language(rawValue: "dtd")
    }

    /// Validates each document against its own DTD, the declarations of its DOCTYPE's internal
    /// subset, as `xmllint --valid --stream` does: an opt-in, for `XMLDecoder.schema` and
    /// `validate(_:)` like any schema.
    ///
    /// ```
    /// decoder.parser = .libxml2
    /// decoder.schema = .documentDTD
    /// ```
    ///
    /// No external DTD is read (`documentDTD(catalog:limits:)` reads one from where a catalog
    /// maps it): a document whose DOCTYPE names one (`SYSTEM "x.dtd"`), or that has no DOCTYPE,
    /// is a violation at its root, which says so. Everything else of the
    /// document is read as without validation: entity declarations are refused unless
    /// `XMLDecoder.entityExpansion` admits them, within the same limits. libxml2 checks the
    /// content models, attribute types, enumerations, required and fixed attributes, and the
    /// root's name; Xylem checks IDs (one each) and IDREFs (each naming an ID of the document,
    /// checked at the root's end tag). Memory stays flat but for the ID and IDREF values, kept to the end.
    public static let documentDTD = XMLSchema(documentDTD: XMLCatalog(), limits: .default)

    /// Validates each document against its own DTD, as `documentDTD` does, with the external
    /// subset its DOCTYPE names read from the local file `catalog` maps its system or public
    /// identifier to: the declarations of both subsets, as `xmllint --valid --stream` reads them.
    ///
    /// ```
    /// var catalog = XMLCatalog()
    /// catalog.map("http://example.com/dtd/order.dtd", to: URL(fileURLWithPath: "dtd/order.dtd"))
    /// decoder.schema = .documentDTD(catalog: catalog)
    /// ```
    ///
    /// A document names its DTD, so an identifier is read only through the catalog: never
    /// fetched, and never read as a path on its own (`SYSTEM "/etc/passwd"`). One the catalog
    /// does not map is a violation at the document's root that names it. The DTD file is read
    /// as a schema document is, within `limits`: at most `maximumDocumentSize` bytes, a regular
    /// file, its external parameter entities followed when they are local (relative to the DTD)
    /// or in the catalog, at most `maximumDocumentCount` files. The external DTD is read to
    /// validate, not to decode: its attribute defaults are not added to the decoded values, and
    /// an entity it declares is not expanded in the document (a reference to one is an error).
    ///
    /// - parameter catalog: Where the documents' external DTDs are found locally.
    /// - parameter limits: The bounds each external DTD is read within (`Limits.default`).
    public static func documentDTD(catalog: XMLCatalog, limits: Limits = .default) -> XMLSchema {
        XMLSchema(documentDTD: catalog, limits: limits)
    }

    /// libxml2's compiled schema: read-only once compiled (libxml2 validates with it from any
    /// number of validation contexts at once).
    enum Compiled {
        /// An XML Schema, with the main schema document's tree, which it points into (its annotations).
        case xmlSchema(xmlSchemaPtr, xmlDocPtr)
        /// A RELAX NG grammar (which keeps a copy of its documents of its own).
        case relaxNG(xmlRelaxNGPtr)
        /// Each document's own DTD (nothing compiled ahead), its external subset read from where
        /// the catalog maps it.
        case documentDTD(XMLCatalog, Limits)
    }

    let compiled: Compiled
    /// The language the schema is written in.
    public let language: Language
    /// libxml2's warnings, as `location:line: message`: an `import` whose location is missing
    /// (skipped, as XML Schema allows), a namespace imported twice from different locations.
    public let warnings: [String]

    /// Compiles the schema in the file at `url`.
    ///
    /// - parameter url: A file URL.
    /// - parameter language: The schema's language: `.xmlSchema` (the default) or `.relaxNG`.
    /// - parameter catalog: Where remote `import` and `include` locations are found locally.
    /// - parameter limits: The bounds the schema's documents are read within (`Limits.default`).
    /// - throws: `XMLSchemaError`: `.unreadable` when the file cannot be read, `.remoteLocation`
    ///   for a location neither local nor in the catalog, `.locationRefused` for a document
    ///   too large or not a file or an external entity, `.limitExceeded` for a document past
    ///   a document's limits, `.invalidSchema` with libxml2's messages otherwise.
    public convenience init(
        contentsOf url: URL, language: Language = .xmlSchema, catalog: XMLCatalog = XMLCatalog(),
        limits: Limits = .default
    ) throws {
        let loading = SchemaLoading(catalog: catalog, bounds: limits)
        let location = url.isFileURL ? url.path : url.absoluteString
        guard let path = loading.localPath(location) else { throw loading.refusal! }
        guard let data = loading.read(path, named: location) else {
            throw loading.refusal
                ?? XMLSchemaError(
                    reason: .unreadable(location), message: "\(SchemaLoading.abbreviated(location)): no such file")
        }
        try self.init(
            data: data, path: URL(fileURLWithPath: path).standardizedFileURL.path, language: language, loading: loading)
    }

    /// Compiles the schema in `data`.
    ///
    /// - parameter data: The schema document's bytes.
    /// - parameter language: The schema's language: `.xmlSchema` (the default) or `.relaxNG`.
    /// - parameter baseURL: The file URL that relative `include` and `import` locations resolve
    ///   against (the document's own location); nil: the current directory.
    /// - parameter catalog: Where remote locations are found locally.
    /// - parameter limits: The bounds the schema's documents are read within (`Limits.default`).
    /// - throws: `XMLSchemaError`, as `init(contentsOf:language:catalog:limits:)`.
    public convenience init(
        data: Data, language: Language = .xmlSchema, baseURL: URL? = nil, catalog: XMLCatalog = XMLCatalog(),
        limits: Limits = .default
    ) throws {
        let base =
            baseURL.map { $0.isFileURL ? $0.standardizedFileURL.path : $0.absoluteString }
            ?? FileManager.default.currentDirectoryPath + (language == .relaxNG ? "/schema.rng" : "/schema.xsd")
        guard data.count <= limits.maximumDocumentSize else {
            throw XMLSchemaError(
                reason: .locationRefused(base),
                message: "The schema is \(data.count) bytes, more than "
                    + "XMLSchema.Limits.maximumDocumentSize (\(limits.maximumDocumentSize))")
        }
        let loading = SchemaLoading(catalog: catalog, bounds: limits)
        guard loading.limits.check(data, location: base) else { throw loading.refusal! }
        try self.init(data: data, path: base, language: language, loading: loading)
    }

    private init(data: Data, path: String, language: Language, loading: SchemaLoading) throws {
        guard language == .xmlSchema || language == .relaxNG else {
            throw XMLSchemaError(
                reason: .invalidSchema,
                message: "Xylem compiles XML Schema (.xmlSchema) and RELAX NG (.relaxNG), not \(language)"
                    + (language == .dtd ? ": XMLSchema.documentDTD validates a document against its own DTD" : ""))
        }
        var compiled: Compiled?
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
            compiled =
                language == .relaxNG ? Self.compileRelaxNG(document, loading) : Self.compileXSD(document, loading)
        }
        if let refusal = loading.refusal {
            compiled.map(Self.free)
            throw XMLSchemaError(reason: refusal.reason, message: refusal.message, diagnostics: loading.diagnostics)
        }
        guard let compiled, !loading.hasErrors else {
            compiled.map(Self.free)
            let first = loading.diagnostics.first.map { ": " + $0 } ?? ""
            let name = language == .relaxNG ? "RELAX NG schema" : "XML Schema"
            throw XMLSchemaError(
                reason: .invalidSchema,
                message: "\(SchemaLoading.abbreviated(path)) is not a usable \(name)\(first)",
                diagnostics: loading.diagnostics)
        }
        self.compiled = compiled
        self.language = language
        self.warnings = loading.diagnostics
    }

    /// "an XML Schema", "a RELAX NG schema", "the document's own DTD".
    private static func article(_ language: Language) -> String {
        switch language {
        case .relaxNG: "a RELAX NG schema"
        case .dtd: "the document's own DTD"
        default: "an XML Schema"
        }
    }

    private init(documentDTD catalog: XMLCatalog, limits: Limits) {
        compiled = .documentDTD(catalog, limits)
        language = .dtd
        warnings = []
    }

    /// Compiles the XML Schema `document`, which the result keeps (nil: it is freed).
    private static func compileXSD(_ document: xmlDocPtr, _ loading: SchemaLoading) -> Compiled? {
        guard let context = xmlSchemaNewDocParserCtxt(document) else {
            xmlFreeDoc(document)
            return nil
        }
        defer { xmlSchemaFreeParserCtxt(context) }
        xmlSchemaSetParserStructuredErrors(
            context, SchemaLoading.structuredError, Unmanaged.passUnretained(loading).toOpaque())
        guard let schema = xmlSchemaParse(context) else {
            xmlFreeDoc(document)
            return nil
        }
        return .xmlSchema(schema, document)
    }

    /// libxml2's RELAX NG datatype tables, set up once (its own lazy setup is not thread-safe).
    private static let relaxNGTypes: Bool = {
        _ = xmlRelaxNGInitTypes()
        return true
    }()

    /// Compiles the RELAX NG grammar `document` (which libxml2 copies: it is freed here).
    private static func compileRelaxNG(_ document: xmlDocPtr, _ loading: SchemaLoading) -> Compiled? {
        _ = relaxNGTypes
        defer { xmlFreeDoc(document) }
        guard let context = xmlRelaxNGNewDocParserCtxt(document) else { return nil }
        defer { xmlRelaxNGFreeParserCtxt(context) }
        xmlRelaxNGSetParserStructuredErrors(
            context, SchemaLoading.structuredError, Unmanaged.passUnretained(loading).toOpaque())
        return xmlRelaxNGParse(context).map { .relaxNG($0) }
    }

    private static func free(_ compiled: Compiled) {
        switch compiled {
        case .xmlSchema(let schema, let document):
            xmlSchemaFree(schema)
            xmlFreeDoc(document)
        case .relaxNG(let grammar):
            xmlRelaxNGFree(grammar)
        case .documentDTD:
            break
        }
    }

    deinit {
        Self.free(compiled)
    }
}

extension XMLSchema: DocumentValidation {
    func makeValidator(parser: XMLDecoder.Parser, violationLimit: Int) throws -> any DocumentValidator {
        guard parser == .libxml2 else {
            throw XMLSchemaError(
                reason: .requiresLibXML2Parser,
                message: "Validating against \(Self.article(language)) while decoding rides "
                    + "libxml2's SAX2 parser, which Foundation's XMLParser does not expose: set the decoder's parser "
                    + "to .libxml2 (it builds the same document, so the values decoded are the same)")
        }
        switch compiled {
        case .xmlSchema(let schema, _):
            return SchemaValidator(schema: self, compiled: schema, violationLimit: max(1, violationLimit))
        case .relaxNG(let grammar):
            return RelaxNGValidator(schema: self, compiled: grammar, violationLimit: max(1, violationLimit))
        case .documentDTD(let catalog, let limits):
            return DTDValidator(violationLimit: max(1, violationLimit), catalog: catalog, limits: limits)
        }
    }
}
#endif
