// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Encodes any `Encodable` as an XML document, the way `JSONEncoder` encodes JSON, by the rules
/// `XMLDecoder` reads with, so one model reads and writes the same document.
///
/// ```
/// struct Point: Codable {
///     let lat: Double, lon: Double, ele: Double
///     enum CodingKeys: String, CodingKey { case lat = "@lat", lon = "@lon", ele }
/// }
/// let xml = try XMLEncoder().encodeToString(Point(lat: 22.5, lon: 102.8, ele: 1318.59), root: "trkpt")
/// // <?xml version="1.0" encoding="UTF-8"?>
/// // <trkpt lat="22.5" lon="102.8"><ele>1318.59</ele></trkpt>
/// ```
///
/// The value is the root element. Inside an element, a key becomes a child element, a key
/// spelled `"@name"` the attribute `name`, the key `""` the element's text; an array repeats its
/// key's element once per item (or fills a wrapper element that a list hint names); `nil` is
/// left out. Text is escaped, and characters XML 1.0 cannot hold, names that are not XML names,
/// undeclared prefixes, attributes written twice and declarations that break Namespaces in XML
/// are `EncodingError.invalidValue`s with the coding path: the output is always well-formed.
///
/// One encoder may be shared by any number of tasks: its options are read once per call.
public final class XMLEncoder: @unchecked Sendable {
    private let lock = NSLock()
    private var stored = EncodingOptions()

    // Each option is read under the lock, and modified under it from read to write (a
    // `_modify` that holds the lock across its `yield`, as `XMLDecoder`'s options do), so two
    // tasks doing `encoder.listHints.append(...)` at once both count.
    private func read<T>(_ keyPath: KeyPath<EncodingOptions, T>) -> T { lock.withLock { stored[keyPath: keyPath] } }

    /// Values handed to every `Encodable` type's `encode(to:)` through `Encoder.userInfo`.
    public var userInfo: [CodingUserInfoKey: any Sendable] {
        get { read(\.userInfo) }
        _modify { lock.lock(); defer { lock.unlock() }; yield &stored.userInfo }
    }

    /// Pretty printing and sorted keys. Default: none (one line, keys in the order written).
    public var outputFormatting: OutputFormatting {
        get { read(\.outputFormatting) }
        _modify { lock.lock(); defer { lock.unlock() }; yield &stored.outputFormatting }
    }

    /// One level of indentation when pretty printing. Default: `.spaces(2)`.
    public var prettyPrintIndentation: Indentation {
        get { read(\.prettyPrintIndentation) }
        _modify { lock.lock(); defer { lock.unlock() }; yield &stored.prettyPrintIndentation }
    }

    /// The XML declaration, or nil for none. Default: `Declaration()`, which writes
    /// `<?xml version="1.0" encoding="UTF-8"?>`.
    public var declaration: Declaration? {
        get { read(\.declaration) }
        _modify { lock.lock(); defer { lock.unlock() }; yield &stored.declaration }
    }

    /// Attributes of the root element, such as namespace declarations
    /// (`["xmlns:itunes": "http://www.itunes.com/dtds/podcast-1.0.dtd"]`): written `xmlns`
    /// first, then the other `xmlns:` declarations, then the rest, each group by name. A
    /// prefix used by a key must be declared here, by `namespaceStrategy` `.mapURIs`, or by an
    /// `"@xmlns:prefix"` key of its element or of one around it.
    /// Default: none.
    public var rootAttributes: [String: String] {
        get { read(\.rootAttributes) }
        _modify { lock.lock(); defer { lock.unlock() }; yield &stored.rootAttributes }
    }

    /// How key strings become names. Default: `.useDefaultKeys`.
    public var keyEncodingStrategy: KeyEncodingStrategy {
        get { read(\.keyEncodingStrategy) }
        _modify { lock.lock(); defer { lock.unlock() }; yield &stored.keyEncodingStrategy }
    }

    /// How prefixes of keys are written. Default: `.keepPrefixes`.
    public var namespaceStrategy: NamespaceStrategy {
        get { read(\.namespaceStrategy) }
        _modify { lock.lock(); defer { lock.unlock() }; yield &stored.namespaceStrategy }
    }

    /// Which keys besides `"@name"` are attributes. Default: `.prefixedKeysOnly`.
    public var attributeEncodingStrategy: AttributeEncodingStrategy {
        get { read(\.attributeEncodingStrategy) }
        _modify { lock.lock(); defer { lock.unlock() }; yield &stored.attributeEncodingStrategy }
    }

    /// How `Date` values are written. Default: `.iso8601`.
    public var dateEncodingStrategy: DateEncodingStrategy {
        get { read(\.dateEncodingStrategy) }
        _modify { lock.lock(); defer { lock.unlock() }; yield &stored.dateEncodingStrategy }
    }

    /// How `Data` values are written. Default: `.base64`.
    public var dataEncodingStrategy: DataEncodingStrategy {
        get { read(\.dataEncodingStrategy) }
        _modify { lock.lock(); defer { lock.unlock() }; yield &stored.dataEncodingStrategy }
    }

    /// How finite `Double` and `Float` values are written. Default: `.shortest` (`9.1697e-05`);
    /// `.plainDecimal` never writes an exponent (`0.000091697`), as xsd:decimal requires.
    public var numberEncodingStrategy: NumberEncodingStrategy {
        get { read(\.numberEncodingStrategy) }
        _modify { lock.lock(); defer { lock.unlock() }; yield &stored.numberEncodingStrategy }
    }

    /// How infinity and NaN are written. Default: `.xmlSchema` (`INF`, `-INF`, `NaN`).
    public var nonConformingFloatEncodingStrategy: NonConformingFloatEncodingStrategy {
        get { read(\.nonConformingFloatEncodingStrategy) }
        _modify { lock.lock(); defer { lock.unlock() }; yield &stored.nonConformingFloatEncodingStrategy }
    }

    /// How `nil` is written. Default: `.omit`.
    public var nilEncodingStrategy: NilEncodingStrategy {
        get { read(\.nilEncodingStrategy) }
        _modify { lock.lock(); defer { lock.unlock() }; yield &stored.nilEncodingStrategy }
    }

    /// Escaped text or CDATA sections. Default: `.escaped`.
    public var stringEncodingStrategy: StringEncodingStrategy {
        get { read(\.stringEncodingStrategy) }
        _modify { lock.lock(); defer { lock.unlock() }; yield &stored.stringEncodingStrategy }
    }

    /// Elements that wrap lists (the decoder's hints: see `ListHint`). Default: none.
    public var listHints: [ListHint] {
        get { read(\.listHints) }
        _modify { lock.lock(); defer { lock.unlock() }; yield &stored.listHints }
    }

    /// A snapshot of every option, taken once per encode call.
    var options: EncodingOptions { lock.withLock { stored } }

    /// Creates an encoder with the default options.
    public init() {}

    // MARK: - Encoding

    /// Encodes `value` as the root element `root` of an XML document, in UTF-8.
    ///
    /// - parameter value: The value; its keys are the root element's children and attributes.
    ///   An array is written as `<root><item>…</item>…</root>`, a scalar as the root's text.
    /// - parameter root: The root element's name, written as given (no key strategy).
    /// - returns: The document's bytes.
    /// - throws: `EncodingError.invalidValue` with the coding path of the value that XML cannot
    ///   hold: a character outside XML 1.0, a key that is not an XML name, an undeclared
    ///   prefix, a container in an attribute, a date its strategy cannot write exactly.
    public func encode<T: Encodable>(_ value: T, root: String) throws -> Data {
        Data(try encodeBytes(value, root: root))
    }

    /// Encodes `value` as the root element `root` of an XML document, as a String.
    ///
    /// - throws: `EncodingError`, as `encode(_:root:)`.
    public func encodeToString<T: Encodable>(_ value: T, root: String) throws -> String {
        String(decoding: try encodeBytes(value, root: root), as: UTF8.self)
    }

    private func encodeBytes<T: Encodable>(_ value: T, root: String) throws -> [UInt8] {
        let session = try EncodingSession(options: options)
        session.writer.writeDeclaration(session.options.declaration)
        let start = session.writer.output.bytes.count
        let encoder = DocumentEncoder(session: session, path: [], pending: nil, parent: nil, valueDepth: 0)
        let name = try encoder.elementName(root)
        try encoder.encode(value, into: .element(name, keyed: false), key: nil)
        try encoder.throwFailedCheck()
        guard session.writer.output.bytes.count > start else {
            throw EncodingError.nothingWritten(value)
        }
        guard let unit = session.indentUnit else { return session.writer.output.bytes }
        var indenter = Indenter(unit: unit)
        return Array(session.writer.output.bytes[..<start])
            + indenter.indent(Array(session.writer.output.bytes[start...])) + [0x0A]
    }
}

extension DocumentEncoder {
    /// `name` checked as an element name given outside any key (the root, a stream's elements):
    /// written as given, its prefix declared (or to be, by the element itself).
    func elementName(_ name: String) throws(EncodingError) -> String {
        guard let prefixLength = XMLName.prefixLength(name) else {
            throw invalidElementName(name)
        }
        if prefixLength > 0 {
            try checkPrefix(
                of: name, length: prefixLength, nil, owner: session.writer.frames.last?.serial ?? 0, isAttribute: false)
        }
        return name
    }
}
