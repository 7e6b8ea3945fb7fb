// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

// The decoder and containers handed to a value's `init(from:)` by the compatibility decoder:
// each forwards to Xylem's, with XMLCoder's node choices spelled as Xylem keys (`"@name"` for
// an attribute only) and every nested value read through a `DecodeProxy`, so that its own
// `init(from:)` gets a `ProxyDecoder` in turn.

/// Xylem's decoder, seen through XMLCoder's rules for the value of `type`. A class: handed to
/// the value's `init(from:)` and to the node strategy as `any Decoder`, a struct this size
/// would be copied into a heap box for each.
final class ProxyDecoder: Decoder {
    let base: any Decoder
    let context: DecodingContext
    /// The type being decoded, which the node strategy is asked about; nil for a `superDecoder`.
    let type: (any Decodable.Type)?

    init(base: any Decoder, context: DecodingContext, type: (any Decodable.Type)?) {
        self.base = base
        self.context = context
        self.type = type
    }

    var codingPath: [any CodingKey] { base.codingPath }
    var userInfo: [CodingUserInfoKey: Any] { context.userInfo }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(
            try ProxyKeyedDecoding<Key>(
                element: base, context: context, nodes: context.nodes(for: self.type, decoder: self)))
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
        if context.facts(of: T.self).isLeaf { return try base.decode(T.self) }
        return try proxied(T.self)
    }

    /// A `T` read through its proxy (apart, so that a scalar item does not look up `DecodeProxy<T>`).
    @inline(never)
    private mutating func proxied<T: Decodable>(_ type: T.Type) throws -> T {
        try base.decode(DecodeProxy<T>.self).value
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

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type
    ) throws -> KeyedDecodingContainer<NestedKey> {
        // The item's decoder (Xylem's `nestedContainer` is its decoder's container), which the
        // keyed container also reads the element's names and text from.
        KeyedDecodingContainer(
            try ProxyKeyedDecoding<NestedKey>(element: try base.superDecoder(), context: context, nodes: nil))
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
        let facts = decoder.context.facts(of: T.self)
        if facts.isCollection { return try T(from: decoder) }
        if facts.isLeaf { return try base.decode(T.self) }
        return try proxied(T.self)
    }

    /// A `T` read through its proxy (apart, so that a scalar does not look up `DecodeProxy<T>`).
    @inline(never)
    private func proxied<T: Decodable>(_ type: T.Type) throws -> T {
        try base.decode(DecodeProxy<T>.self).value
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
