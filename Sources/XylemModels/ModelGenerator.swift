// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Xylem

/// Writes Swift models from sample XML documents: one set of `Codable` types that decodes
/// every sample with `XMLDecoder` and encodes it back with `XMLEncoder`.
///
/// ```
/// var generator = ModelGenerator()
/// try await generator.add(.file(URL(fileURLWithPath: "response.xml")))
/// print(try generator.source())
/// ```
///
/// Samples are read as trees (`XMLTree`), or record by record from a stream with
/// `add(_:records:name:)` with a records path, and folded into evidence of constant size per element name:
/// memory grows with the number of names, not with the size of the input. The evidence becomes
/// a `ModelShape` (`shape()`), which `source()` writes as Swift; XylemModels.docc/Models.md lists the rules.
public struct ModelGenerator: Sendable {
    /// How the source is written.
    public struct Options: Sendable {
        /// The root type's name; nil: the root element's name in UpperCamelCase.
        public var rootTypeName: String?
        /// The command that generates the file, quoted in its header comment
        /// (`xylem models response.xml`); nil: the generator's name.
        public var command: String?
        /// The access level of the generated declarations.
        public var accessLevel: AccessLevel
        /// The parser that reads the samples. Default: `.foundation`.
        public var parser: XMLDecoder.Parser
        /// The samples' names for the header; `add(_:records:name:)` adds a file's name.
        public var sampleNames: [String]
        /// How names meet namespaces, read when the first sample is added. `.mapURIs` (the
        /// default, with or without prefixes of your choosing): names are their namespace URI
        /// and local name, whatever prefix a sample writes, and the models read and write every
        /// element in its namespace (the coders get `.mapURIs`). `.keepPrefixes` is the same,
        /// with the samples' prefixes. `.stripPrefixes`: names are local names, in no namespace.
        public var namespaceStrategy: XMLNamespaceStrategy

        /// Options; every default writes internal types named from the elements.
        public init(
            rootTypeName: String? = nil, command: String? = nil, accessLevel: AccessLevel = .internal,
            parser: XMLDecoder.Parser = .foundation, sampleNames: [String] = [],
            namespaceStrategy: XMLNamespaceStrategy = .mapURIs([:])
        ) {
            self.rootTypeName = rootTypeName
            self.command = command
            self.accessLevel = accessLevel
            self.parser = parser
            self.sampleNames = sampleNames
            self.namespaceStrategy = namespaceStrategy
        }

        /// For schemas: the global elements to write root types for (`Invoice`, `ubl:Invoice`,
        /// `{urn:…}Invoice`); empty (and no `elementTypes`): every global element of the schemas added.
        public var elements: [String] = []
        /// For schemas: root elements that no global element declares, each with the global type
        /// it is read and written as (`["test": "Test"]`, `["{urn:a}test": "a:Test"]`): a
        /// document valid by its root's `xsi:type` alone. The root type writes that `xsi:type`.
        /// Types are named as `elements` names elements; an element name without a prefix or a
        /// `{namespace}` is in no namespace.
        public var elementTypes: [String: String] = [:]
        /// For schemas: local copies of `schemaLocation` URLs (Xylem's `XMLCatalog`, the one
        /// `XMLSchema` reads too; `XMLCatalog(contentsOf:)` reads a catalog file).
        public var catalog = XMLCatalog()
    }

    /// The access level of generated declarations.
    public enum AccessLevel: String, Sendable {
        /// No modifier: the types are internal to the module that holds the file.
        case `internal`
        /// `fileprivate`: several generated files can define the same names in one module.
        case `fileprivate`
        /// `public`: a module of models that other modules use; every type gets a public
        /// memberwise initializer (Swift's own would be internal).
        case `public`
    }

    /// How the source is written.
    public var options: Options
    private var inference = ShapeInference()
    private var recordPath: String?
    /// The schemas added with `add(schemasAt:)` and the source written from them (ModelGenerator+Schema.swift).
    var schemaInput: SchemaInput?

    /// A generator with no samples yet.
    public init(options: Options = Options()) {
        self.options = options
    }

    /// Adds a sample document's tree. Every sample must have the same root element.
    ///
    /// - throws: `ModelGenerationError` of kind `.differentRoots` for a root other than the earlier samples'.
    public mutating func add(_ tree: XMLTree) throws(ModelGenerationError) {
        startInference()
        try inference.add(tree.root, isRoot: true)
    }

    /// Before the first sample: evidence by the namespace strategy of the options.
    private mutating func startInference() {
        if inference.root == nil { inference = ShapeInference(namespaceStrategy: options.namespaceStrategy) }
    }

    /// Adds a sample: the whole document in `input`, read as a tree; or, with `records`, every
    /// element at that path, read one at a time in bounded memory whatever the input's size.
    /// With records the models are for one record: the root type is the record's, and the
    /// source shows how to read the records with `decodeEach`.
    ///
    /// ```
    /// var generator = ModelGenerator()
    /// try await generator.add(.file(exportURL), records: "response/body/items/item")
    /// ```
    ///
    /// - parameter input: The sample document (a file is streamed from disk, never copied whole).
    /// - parameter path: Element names from the root, separated by `/`, as
    ///   `XMLDecoder.decodeEach(_:at:from:progress:_:)` takes them; nil for the whole document.
    /// - parameter name: The sample's name in the generated source's header; a file's name when
    ///   nil.
    /// - returns: The number of samples read: 1 for a document, the records' count with `records`.
    /// - throws: `ModelGenerationError` of kind `.differentRoots` for a root other than the earlier
    ///   samples', `.noRecords` when nothing matches `path`; `XMLSyntaxError` or
    ///   `DecodingError.dataCorrupted` for an input that cannot be read or is not well-formed.
    @discardableResult
    public mutating func add(_ input: XMLInput, records path: String? = nil, name: String? = nil) async throws -> Int {
        let count: Int
        if let path {
            count = try await addRecords(at: path, from: input)
            recordPath = path
        } else {
            try add(await XMLTree(from: input, parser: options.parser))
            count = 1
        }
        if let sampleName = name ?? input.fileURL?.lastPathComponent { options.sampleNames.append(sampleName) }
        return count
    }

    private mutating func addRecords(at path: String, from input: XMLInput) async throws -> Int {
        let decoder = XMLDecoder()
        decoder.parser = options.parser
        var reader = XMLStreamReader(decoder: decoder)
        startInference()
        var inference = self.inference
        var failure: ModelGenerationError?
        var count = 0
        reader.onRecord(at: path) { record in
            do throws(ModelGenerationError) {
                try inference.add(record.node, isRoot: true)
                count += 1
            } catch {
                failure = error
                throw error
            }
        }
        do {
            try await reader.read(from: input)
        } catch {
            throw failure ?? error
        }
        guard count > 0 else { throw ModelGenerationError.noRecords(path: path) }
        self.inference = inference
        return count
    }

    /// The shape model of every sample added: the input of `source()`, and what a schema
    /// reader would produce instead.
    ///
    /// - throws: `ModelGenerationError` of kind `.noSamples` before any sample is added.
    public func shape() throws(ModelGenerationError) -> ModelShape {
        if case .mapURIs(let map) = options.namespaceStrategy { return try inference.shape(preferredPrefixes: map) }
        return try inference.shape()
    }

    /// The Swift source of the models for every sample added.
    ///
    /// - throws: `ModelGenerationError` of kind `.noSamples` before any sample is added.
    public func source() throws(ModelGenerationError) -> String {
        if let schemaSource = schemaInput?.source { return schemaSource }
        return Self.source(for: try shape(), options: options, recordPath: recordPath)
    }

    /// The Swift source of the models for a shape model, however it was made.
    ///
    /// - parameter shape: The elements to write types for.
    /// - parameter options: The root type's name, the access level and the header's command.
    /// - parameter recordPath: The records' path when the root is a record (`add(_:records:name:)` with records).
    public static func source(for shape: ModelShape, options: Options = Options(), recordPath: String? = nil) -> String
    {
        SwiftWriter.source(
            plan: ModelPlan(shape: shape, rootTypeName: options.rootTypeName), options: options,
            recordPath: recordPath)
    }
}
