// The decoder and containers handed to a value's `init(from:)` by the compatibility decoder:
// each forwards to Xylem's, with XMLCoder's node choices spelled as Xylem keys (`"@name"` for
// an attribute only) and every nested value read through a `DecodeProxy`, so that its own
// `init(from:)` gets a `ProxyDecoder` in turn.

/// Xylem's decoder, seen through XMLCoder's rules for the value of `type`.
struct ProxyDecoder: Decoder {
    let base: any Decoder
    let context: DecodingContext
    /// The type being decoded, which the node strategy is asked about; nil for a `superDecoder`.
    let type: (any Decodable.Type)?

    var codingPath: [any CodingKey] { base.codingPath }
    var userInfo: [CodingUserInfoKey: Any] { context.userInfo }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(ProxyKeyedDecoding<Key>(base: try base.container(keyedBy: DocumentKey<Key>.self), context: context,
                                                       nodes: context.nodes(for: self.type, decoder: self)))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        ProxyUnkeyedDecoding(base: try base.unkeyedContainer(), context: context)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        ProxySingleValueDecoding(base: try base.singleValueContainer(), decoder: self)
    }
}

/// A key of `Base` as Xylem's decoder gets it: spelled `"@name"` for an attribute. Xylem makes
/// keys of the document's names only through `Base` (so an enum's keys stay a closed set).
struct DocumentKey<Base: CodingKey>: CodingKey {
    let stringValue: String
    let intValue: Int?

    init(stringValue: String, intValue: Int?) {
        self.stringValue = stringValue
        self.intValue = intValue
    }

    init?(stringValue: String) {
        guard Self.base(of: stringValue) != nil else { return nil }
        self.init(stringValue: stringValue, intValue: nil)
    }

    init?(intValue: Int) {
        guard Base(intValue: intValue) != nil else { return nil }
        self.init(stringValue: String(intValue), intValue: intValue)
    }

    /// The key of `Base` this one spells.
    var key: Base? { intValue.flatMap(Base.init(intValue:)) ?? Self.base(of: stringValue) }

    private static func base(of string: String) -> Base? {
        Base(stringValue: string.hasPrefix("@") ? String(string.dropFirst()) : string)
    }
}

/// A keyed container that reads each property from where its node says.
struct ProxyKeyedDecoding<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let base: KeyedDecodingContainer<DocumentKey<Key>>
    let context: DecodingContext
    let nodes: ((any CodingKey) -> XMLDecoder.NodeDecoding)?
    /// Whether `Key` is a choice's (asked once per container, not per key).
    private let isChoice = Key.self is any XMLChoiceCodingKey.Type

    var codingPath: [any CodingKey] { base.codingPath }
    var allKeys: [Key] { base.allKeys.compactMap(\.key) }

    /// `key` as Xylem spells it: `"@name"` for an attribute only, else the plain key, which
    /// reads the child element or else the attribute.
    private func spelled(_ key: Key, attribute: Bool) -> DocumentKey<Key> {
        // XMLCoder's choice idiom asks for each case in turn (`do { ... .int ... } catch { ... }`)
        // without asking which one is there. Xylem reads an element named as a case as that
        // case's value once its `allKeys` has chosen it (and a failed try of another case may
        // have decoded something else in between), so a choice container chooses before each key.
        if isChoice { _ = base.allKeys }
        return DocumentKey(stringValue: attribute ? "@" + key.stringValue : key.stringValue, intValue: key.intValue)
    }

    private func spelled(_ key: Key) -> DocumentKey<Key> {
        spelled(key, attribute: nodes?(key) == .attribute)
    }

    /// `key` for a value of `T`: XMLCoder reads a value with keys under the key `""` from the
    /// element itself, which Xylem's key for that is `_0` (`""` is the element's text).
    private func spelled<T>(_ key: Key, for type: T.Type) -> DocumentKey<Key> {
        if key.stringValue.isEmpty, !(T.self is any Leaf.Type) { return DocumentKey(stringValue: "_0", intValue: key.intValue) }
        return spelled(key)
    }

    func contains(_ key: Key) -> Bool { base.contains(spelled(key)) }
    func decodeNil(forKey key: Key) throws -> Bool { try base.decodeNil(forKey: spelled(key)) }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        if let wrapper = T.self as? any DecodableNodeWrapper.Type {
            // The node strategy's answer comes first, then the wrapper's (XMLCoder's order).
            let name = spelled(key, attribute: nodes.map { $0(key) == .attribute } ?? (wrapper.node == .attribute))
            // A missing optional behind a wrapper is nil, as XMLCoder reads it.
            if let absent = wrapper.absent, !base.contains(name) { return try cast(absent) }
            return try cast(wrapper.decode(with: { try base.decode($0, forKey: name) }, context: context))
        }
        let name = spelled(key, for: T.self)
        // XMLCoder reads a missing dictionary as empty, as Xylem reads a missing array.
        if let dictionary = T.self as? any EmptyDictionary.Type, !base.contains(name) { return try cast(dictionary.empty) }
        return try context.decode(T.self) { try base.decode($0, forKey: name) }
    }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        if T.self is any Leaf.Type { return try base.decodeIfPresent(T.self, forKey: spelled(key)) }
        if T.self is any DecodableNodeWrapper.Type { return contains(key) ? try decode(T.self, forKey: key) : nil }
        return try base.decodeIfPresent(DecodeProxy<T>.self, forKey: spelled(key, for: T.self))?.value
    }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try base.decode(Bool.self, forKey: spelled(key)) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try base.decode(String.self, forKey: spelled(key)) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try base.decode(Double.self, forKey: spelled(key)) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try base.decode(Float.self, forKey: spelled(key)) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try base.decode(Int.self, forKey: spelled(key)) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try base.decode(Int8.self, forKey: spelled(key)) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try base.decode(Int16.self, forKey: spelled(key)) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try base.decode(Int32.self, forKey: spelled(key)) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try base.decode(Int64.self, forKey: spelled(key)) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try base.decode(UInt.self, forKey: spelled(key)) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try base.decode(UInt8.self, forKey: spelled(key)) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try base.decode(UInt16.self, forKey: spelled(key)) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try base.decode(UInt32.self, forKey: spelled(key)) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try base.decode(UInt64.self, forKey: spelled(key)) }

    // Xylem's own overloads for the scalars (its generic `decodeIfPresent` reads an empty element
    // as nil, its `String?` one as ""): forwarded by type, so that each reaches its own.
    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? { try base.decodeIfPresent(Bool.self, forKey: spelled(key)) }
    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? { try base.decodeIfPresent(String.self, forKey: spelled(key)) }
    func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? { try base.decodeIfPresent(Double.self, forKey: spelled(key)) }
    func decodeIfPresent(_ type: Float.Type, forKey key: Key) throws -> Float? { try base.decodeIfPresent(Float.self, forKey: spelled(key)) }
    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? { try base.decodeIfPresent(Int.self, forKey: spelled(key)) }
    func decodeIfPresent(_ type: Int8.Type, forKey key: Key) throws -> Int8? { try base.decodeIfPresent(Int8.self, forKey: spelled(key)) }
    func decodeIfPresent(_ type: Int16.Type, forKey key: Key) throws -> Int16? { try base.decodeIfPresent(Int16.self, forKey: spelled(key)) }
    func decodeIfPresent(_ type: Int32.Type, forKey key: Key) throws -> Int32? { try base.decodeIfPresent(Int32.self, forKey: spelled(key)) }
    func decodeIfPresent(_ type: Int64.Type, forKey key: Key) throws -> Int64? { try base.decodeIfPresent(Int64.self, forKey: spelled(key)) }
    func decodeIfPresent(_ type: UInt.Type, forKey key: Key) throws -> UInt? { try base.decodeIfPresent(UInt.self, forKey: spelled(key)) }
    func decodeIfPresent(_ type: UInt8.Type, forKey key: Key) throws -> UInt8? { try base.decodeIfPresent(UInt8.self, forKey: spelled(key)) }
    func decodeIfPresent(_ type: UInt16.Type, forKey key: Key) throws -> UInt16? { try base.decodeIfPresent(UInt16.self, forKey: spelled(key)) }
    func decodeIfPresent(_ type: UInt32.Type, forKey key: Key) throws -> UInt32? { try base.decodeIfPresent(UInt32.self, forKey: spelled(key)) }
    func decodeIfPresent(_ type: UInt64.Type, forKey key: Key) throws -> UInt64? { try base.decodeIfPresent(UInt64.self, forKey: spelled(key)) }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        KeyedDecodingContainer(ProxyKeyedDecoding<NestedKey>(base: try base.nestedContainer(keyedBy: DocumentKey<NestedKey>.self, forKey: spelled(key)),
                                                             context: context, nodes: nodes))
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        ProxyUnkeyedDecoding(base: try base.nestedUnkeyedContainer(forKey: spelled(key)), context: context)
    }

    func superDecoder() throws -> any Decoder {
        ProxyDecoder(base: try base.superDecoder(), context: context, type: nil)
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        ProxyDecoder(base: try base.superDecoder(forKey: spelled(key)), context: context, type: nil)
    }
}

/// An unkeyed container whose items are read through proxies.
struct ProxyUnkeyedDecoding: UnkeyedDecodingContainer {
    var base: any UnkeyedDecodingContainer
    let context: DecodingContext

    var codingPath: [any CodingKey] { base.codingPath }
    var count: Int? { base.count }
    var isAtEnd: Bool { base.isAtEnd }
    var currentIndex: Int { base.currentIndex }

    mutating func decodeNil() throws -> Bool { try base.decodeNil() }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try context.decode(T.self) { try base.decode($0) }
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool { try base.decode(Bool.self) }
    mutating func decode(_ type: String.Type) throws -> String { try base.decode(String.self) }
    mutating func decode(_ type: Double.Type) throws -> Double { try base.decode(Double.self) }
    mutating func decode(_ type: Float.Type) throws -> Float { try base.decode(Float.self) }
    mutating func decode(_ type: Int.Type) throws -> Int { try base.decode(Int.self) }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try base.decode(Int8.self) }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try base.decode(Int16.self) }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try base.decode(Int32.self) }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try base.decode(Int64.self) }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try base.decode(UInt.self) }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try base.decode(UInt8.self) }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try base.decode(UInt16.self) }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try base.decode(UInt32.self) }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try base.decode(UInt64.self) }

    mutating func decodeIfPresent(_ type: Bool.Type) throws -> Bool? { try base.decodeIfPresent(Bool.self) }
    mutating func decodeIfPresent(_ type: String.Type) throws -> String? { try base.decodeIfPresent(String.self) }
    mutating func decodeIfPresent(_ type: Double.Type) throws -> Double? { try base.decodeIfPresent(Double.self) }
    mutating func decodeIfPresent(_ type: Float.Type) throws -> Float? { try base.decodeIfPresent(Float.self) }
    mutating func decodeIfPresent(_ type: Int.Type) throws -> Int? { try base.decodeIfPresent(Int.self) }
    mutating func decodeIfPresent(_ type: Int8.Type) throws -> Int8? { try base.decodeIfPresent(Int8.self) }
    mutating func decodeIfPresent(_ type: Int16.Type) throws -> Int16? { try base.decodeIfPresent(Int16.self) }
    mutating func decodeIfPresent(_ type: Int32.Type) throws -> Int32? { try base.decodeIfPresent(Int32.self) }
    mutating func decodeIfPresent(_ type: Int64.Type) throws -> Int64? { try base.decodeIfPresent(Int64.self) }
    mutating func decodeIfPresent(_ type: UInt.Type) throws -> UInt? { try base.decodeIfPresent(UInt.self) }
    mutating func decodeIfPresent(_ type: UInt8.Type) throws -> UInt8? { try base.decodeIfPresent(UInt8.self) }
    mutating func decodeIfPresent(_ type: UInt16.Type) throws -> UInt16? { try base.decodeIfPresent(UInt16.self) }
    mutating func decodeIfPresent(_ type: UInt32.Type) throws -> UInt32? { try base.decodeIfPresent(UInt32.self) }
    mutating func decodeIfPresent(_ type: UInt64.Type) throws -> UInt64? { try base.decodeIfPresent(UInt64.self) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        KeyedDecodingContainer(ProxyKeyedDecoding<NestedKey>(base: try base.nestedContainer(keyedBy: DocumentKey<NestedKey>.self), context: context, nodes: nil))
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        ProxyUnkeyedDecoding(base: try base.nestedUnkeyedContainer(), context: context)
    }

    mutating func superDecoder() throws -> any Decoder {
        ProxyDecoder(base: try base.superDecoder(), context: context, type: nil)
    }
}

/// A single-value container whose value is read through a proxy.
struct ProxySingleValueDecoding: SingleValueDecodingContainer {
    let base: any SingleValueDecodingContainer
    /// The decoder of the value, whose unkeyed container a collection reads.
    let decoder: ProxyDecoder

    var codingPath: [any CodingKey] { base.codingPath }

    func decodeNil() -> Bool { base.decodeNil() }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        // XMLCoder reads a collection asked of an element's single value container from the
        // element's children (a type wrapping a list of the element's items); Xylem's
        // single value container would read the element's same-named siblings.
        if T.self is any XMLCollection.Type { return try T(from: decoder) }
        return try decoder.context.decode(T.self) { try base.decode($0) }
    }

    func decode(_ type: Bool.Type) throws -> Bool { try base.decode(Bool.self) }
    func decode(_ type: String.Type) throws -> String { try base.decode(String.self) }
    func decode(_ type: Double.Type) throws -> Double { try base.decode(Double.self) }
    func decode(_ type: Float.Type) throws -> Float { try base.decode(Float.self) }
    func decode(_ type: Int.Type) throws -> Int { try base.decode(Int.self) }
    func decode(_ type: Int8.Type) throws -> Int8 { try base.decode(Int8.self) }
    func decode(_ type: Int16.Type) throws -> Int16 { try base.decode(Int16.self) }
    func decode(_ type: Int32.Type) throws -> Int32 { try base.decode(Int32.self) }
    func decode(_ type: Int64.Type) throws -> Int64 { try base.decode(Int64.self) }
    func decode(_ type: UInt.Type) throws -> UInt { try base.decode(UInt.self) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try base.decode(UInt8.self) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try base.decode(UInt16.self) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try base.decode(UInt32.self) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try base.decode(UInt64.self) }
}

/// A `Dictionary`, whose empty value is made without knowing its type.
protocol EmptyDictionary {
    static var empty: Self { get }
}

extension Dictionary: EmptyDictionary {
    static var empty: Self { [:] }
}
