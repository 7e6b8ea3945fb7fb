// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Decodes any `Decodable` from an XML document, the way `JSONDecoder` decodes JSON.
///
/// ```
/// struct Point: Decodable { let lat: Double; let lon: Double; let ele: Double }
/// let point = try XMLDecoder().decode(Point.self, from: #"<trkpt lat="22.5" lon="102.8"><ele>1318.59</ele></trkpt>"#)
/// ```
///
/// The top-level type decodes the root element. Inside an element, a key matches a child
/// element of that name, else an attribute of that name; the key `""` is the element's own
/// text; an array collects every child element of its key's name. Input is parsed in chunks,
/// never whole, and checked before either parser (XMLParser or libxml2) sees it (see `XMLSyntaxError`).
///
/// One decoder may be shared by any number of tasks: its options are read once per call.
public final class XMLDecoder: @unchecked Sendable {
    private let lock = NSLock()
    private var stored = DecodingOptions()

    // Each option is read under the lock, and modified under it from read to write (a
    // `_modify` that holds the lock across its `yield`, as JSONDecoder's options do), so two
    // tasks doing `decoder.listHints.append(...)` at once both count.
    private func read<T>(_ keyPath: KeyPath<DecodingOptions, T>) -> T { lock.withLock { stored[keyPath: keyPath] } }

    /// Values handed to every `Decodable` type's `init(from:)` through `Decoder.userInfo`.
    public var userInfo: [CodingUserInfoKey: any Sendable] {
        get { read(\.userInfo) }
        _modify { lock.lock(); defer { lock.unlock() }; yield &stored.userInfo }
    }

    /// How document names become key strings. Default: `.useDefaultKeys`.
    public var keyDecodingStrategy: KeyDecodingStrategy {
        get { read(\.keyDecodingStrategy) }
        _modify { lock.lock(); defer { lock.unlock() }; yield &stored.keyDecodingStrategy }
    }

    /// How namespace prefixes are matched. Default: `.keepPrefixes`.
    public var namespaceStrategy: NamespaceStrategy {
        get { read(\.namespaceStrategy) }
        _modify { lock.lock(); defer { lock.unlock() }; yield &stored.namespaceStrategy }
    }

    /// How `Date` values are read. Default: `.iso8601`.
    public var dateDecodingStrategy: DateDecodingStrategy {
        get { read(\.dateDecodingStrategy) }
        _modify { lock.lock(); defer { lock.unlock() }; yield &stored.dateDecodingStrategy }
    }

    /// How `Data` values are read. Default: `.base64`.
    public var dataDecodingStrategy: DataDecodingStrategy {
        get { read(\.dataDecodingStrategy) }
        _modify { lock.lock(); defer { lock.unlock() }; yield &stored.dataDecodingStrategy }
    }

    /// Which spellings are `Bool`s. Default: `.standard` (`true`, `false`, `1`, `0`).
    public var boolDecodingStrategy: BoolDecodingStrategy {
        get { read(\.boolDecodingStrategy) }
        _modify { lock.lock(); defer { lock.unlock() }; yield &stored.boolDecodingStrategy }
    }

    /// Other spellings of infinity and NaN. Default: `.throw`.
    public var nonConformingFloatDecodingStrategy: NonConformingFloatDecodingStrategy {
        get { read(\.nonConformingFloatDecodingStrategy) }
        _modify { lock.lock(); defer { lock.unlock() }; yield &stored.nonConformingFloatDecodingStrategy }
    }

    /// Leading and trailing whitespace of `String` values. Default: `.trim`.
    public var whitespaceDecodingStrategy: WhitespaceDecodingStrategy {
        get { read(\.whitespaceDecodingStrategy) }
        _modify { lock.lock(); defer { lock.unlock() }; yield &stored.whitespaceDecodingStrategy }
    }

    /// What `<x/>` decodes to as a `String?`. Default: `.emptyString`.
    public var emptyElementDecodingStrategy: EmptyElementDecodingStrategy {
        get { read(\.emptyElementDecodingStrategy) }
        _modify { lock.lock(); defer { lock.unlock() }; yield &stored.emptyElementDecodingStrategy }
    }

    /// What a single value does when several siblings share its name. Default: `.throw`.
    public var repeatedElementDecodingStrategy: RepeatedElementDecodingStrategy {
        get { read(\.repeatedElementDecodingStrategy) }
        _modify { lock.lock(); defer { lock.unlock() }; yield &stored.repeatedElementDecodingStrategy }
    }

    /// What a non-optional collection is when nothing has its key's name. Default: `.empty`
    /// (a key that the element nearly spells is an error either way).
    public var missingCollectionDecodingStrategy: MissingCollectionDecodingStrategy {
        get { read(\.missingCollectionDecodingStrategy) }
        _modify { lock.lock(); defer { lock.unlock() }; yield &stored.missingCollectionDecodingStrategy }
    }

    /// Elements that are list wrappers or list items (see `ListHint`). Default: none.
    public var listHints: [ListHint] {
        get { read(\.listHints) }
        _modify { lock.lock(); defer { lock.unlock() }; yield &stored.listHints }
    }

    /// Bounds on depth, attributes per element, value length and input size (see
    /// `XMLLimits`); the streaming reader and `decodeEach` use them too, except the document
    /// size. Default: `.default`.
    public var limits: XMLLimits {
        get { read(\.limits) }
        _modify { lock.lock(); defer { lock.unlock() }; yield &stored.limits }
    }

    /// What a parse does with entities the document declares: `.never` (the default) refuses
    /// the document; `.internalEntities(_:)` expands internal entities within limits, with the
    /// `.libxml2` parser (see `EntityExpansion`). The same setting as `limits.entityExpansion`.
    public var entityExpansion: EntityExpansion {
        get { limits.entityExpansion }
        set { limits.entityExpansion = newValue }
    }

    /// Which XML parser reads the documents: `.foundation` (Foundation's `XMLParser`, the
    /// default) or `.libxml2` (libxml2's SAX2 interface directly, about twice as fast; see
    /// `Parser`). Every result and error is the same with either. Default: `.foundation`.
    public var parser: Parser {
        get { read(\.parser) }
        _modify { lock.lock(); defer { lock.unlock() }; yield &stored.parser }
    }

    /// How many records of a record sequence (`records(...)`) are decoded at the same time,
    /// each on a thread of its own, while the parser thread reads on: records still arrive in
    /// document order, and an error at a record arrives after the records before it, as with
    /// 1, which decodes them on the parser thread one after another. Each thread decodes a
    /// unit at a time (`bufferSize / 2` records, or more small ones up to about 64 KiB of
    /// document), and at most two units per thread wait for the loop besides its buffer.
    /// `decodeEach` reads the same way when this is above 1, its type is `Sendable` and it is
    /// given no `progress` closure, calling its body on the calling task; `XMLStreamReader` decodes on the calling
    /// thread whatever this says.
    /// At least 1 (a smaller value counts as 1). Default: the number of active processors
    /// (`ProcessInfo.activeProcessorCount`).
    public var recordConcurrency: Int {
        get { read(\.recordConcurrency) }
        _modify { lock.lock(); defer { lock.unlock() }; yield &stored.recordConcurrency }
    }

    /// The validation every decode runs (Validation/ declares `schema` on it).
    var validation: (any DocumentValidation)? {
        get { read(\.validation) }
        _modify { lock.lock(); defer { lock.unlock() }; yield &stored.validation }
    }

    /// How many violations a validating decode collects (Validation/ declares `violationStrategy`).
    var violationLimit: Int {
        get { read(\.violationLimit) }
        _modify { lock.lock(); defer { lock.unlock() }; yield &stored.violationLimit }
    }

    /// A snapshot of every option, taken once per decode call.
    var options: DecodingOptions { lock.withLock { stored } }

    /// Counts the parser and decoding threads this decoder's record sequences and async parses
    /// start, until each ends (nil, the default: not counted). Internal: the tests give their
    /// decoders one, to check that a sequence left early leaves no thread behind.
    var threadCounter: ThreadCounter? {
        get { read(\.threadCounter) }
        set { lock.withLock { stored.threadCounter = newValue } }
    }

    /// Notes the most units of records a record sequence's workers hold at once (nil, the
    /// default: not noted). Internal: the test of the bound sets one.
    var recordQueueWatch: QueueWatch? {
        get { read(\.recordQueueWatch) }
        set { lock.withLock { stored.recordQueueWatch = newValue } }
    }

    /// Creates a decoder with the default options.
    public init() {}

    // MARK: - Decoding

    /// Decodes a value of `type` from the root element of the XML document in `data`.
    ///
    /// - parameter type: The type to decode; its keys are the root element's children and
    ///   attributes.
    /// - parameter data: The document's bytes, in any encoding XMLParser reads (UTF-8 unless a
    ///   BOM or the XML declaration says otherwise). Read in chunks; never copied whole.
    /// - returns: The decoded value.
    /// - throws: `DecodingError`: `.dataCorrupted` with an `XMLSyntaxError` as its underlying
    ///   error when the document is not well-formed; `.keyNotFound`, `.typeMismatch`,
    ///   `.valueNotFound` or `.dataCorrupted` with the coding path and the line and column
    ///   when the document does not fit `type`.
    public func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
        try decode(type, source: .data(data))
    }

    /// Decodes a value of `type` from the root element of the XML document in `string`.
    ///
    /// - parameter type: The type to decode.
    /// - parameter string: The document. An XML declaration's `encoding` is ignored in favour
    ///   of the string's own UTF-8.
    /// - returns: The decoded value.
    /// - throws: `DecodingError`, as `decode(_:from:)` with `Data`.
    public func decode<T: Decodable>(_ type: T.Type, from string: String) throws -> T {
        try decode(type, source: .text(Data(string.utf8)))
    }

    /// Decodes a value of `type` from the XML document in a file, streamed from disk in
    /// chunks: the file is never loaded whole, whatever its size.
    ///
    /// - parameter type: The type to decode.
    /// - parameter url: A file URL.
    /// - returns: The decoded value.
    /// - throws: `CocoaError` when the file cannot be read, as `Data(contentsOf:)` throws it
    ///   (`.fileReadNoSuchFile`, `.fileReadNoPermission`, `.fileReadUnsupportedScheme` for a
    ///   URL that is not a file URL, ...), with the path; otherwise `DecodingError`, as
    ///   `decode(_:from:)`.
    public func decode<T: Decodable>(_ type: T.Type, contentsOf url: URL) throws -> T {
        try decode(type, source: FileCheck.source(url))
    }

    // MARK: - Internals

    func decode<T: Decodable>(_ type: T.Type, source: ByteSource) throws -> T {
        let options = self.options
        let validator = try options.validation?.makeValidator(
            parser: options.parser, violationLimit: options.violationLimit)
        let document: Document
        do {
            document = try DocumentParser.parse(
                source, limits: options.limits,
                parser: options.parser, validator: validator)
        } catch {
            // A violation comes before the error it caused (a validator that collects violations
            // keeps the rest of the document from the builder, which then ends unclosed), not
            // before the parser's own: a document that is not XML is not merely invalid.
            if let validator, let failure = validator.failure, !validator.sawMalformedInput {
                throw DecodingError.validation(failure)
            }
            throw DecodingError.syntax(error, text: source.bytesInMemory)
        }
        if let failure = validator?.failure { throw DecodingError.validation(failure) }
        return try decode(type, from: document, element: 0, session: DecodingSession(options: options))
    }

    /// Decodes `type` from one element of an already parsed document (the tree and the
    /// streaming reader come through here too).
    func decode<T: Decodable>(
        _ type: T.Type, from document: Document, element: Int32,
        session: DecodingSession? = nil
    ) throws -> T {
        let session = session ?? DecodingSession(options: options)
        let decoder = DocumentDecoder(
            session: session, document: document, mapping: session.mapping(for: document),
            nilAttributes: session.nilAttributes(for: document),
            node: .element(element), codingPath: [])
        defer { decoder.finish() }
        return try decoder.decodeValue(type)
    }
}
