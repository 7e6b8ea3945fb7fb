// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

// The encoder and containers handed to a value's `encode(to:)` by the compatibility encoder:
// each forwards to Xylem's, with XMLCoder's node choices spelled as Xylem keys (`"@name"` for
// an attribute) and every nested value behind a proxy (EncodingContext.proxy), so that its own
// `encode(to:)` gets a `ProxyEncoder` in turn.

import Foundation

/// Xylem's encoder, seen through XMLCoder's rules for the value of `type`. A class: handed to
/// the value's `encode(to:)` and to the node strategy as `any Encoder`, a struct this size
/// would be copied into a heap box for each.
final class ProxyEncoder: Encoder {
    let base: DocumentEncoder
    let context: EncodingContext
    /// Where the value's node choices come from.
    let nodes: NodeSource
    /// The value's serial (`EncodingContext.startValue`), 0 for a `superEncoder`.
    let serial: Int

    init(base: any Encoder, context: EncodingContext, nodes: NodeSource, serial: Int = 0) {
        self.base = xylemEncoder(base)
        self.context = context
        self.nodes = nodes
        self.serial = serial
    }

    var codingPath: [any CodingKey] { base.codingPath }
    var userInfo: [CodingUserInfoKey: Any] { context.userInfo }

    /// Xylem's keyed container of the value's element, without the standard library's box
    /// (`keyedWriter`), in the layer's own box, kept per key type (`EncodingContext.keyedContainer`).
    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        let base = base.keyedWriter(keyedBy: XMLKey.self)
        return context.keyedContainer(Key.self, base: base, nodes: context.nodes(for: nodes, encoder: self))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        ProxyUnkeyedEncoding(
            base: context.list(of: serial) { base.unkeyedContainer() }, context: context,
            nodes: context.nodes(for: nodes, encoder: self))
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        ProxySingleValueEncoding(
            base: base.singleValueContainer(), context: context, nodes: context.nodes(for: nodes, encoder: self))
    }
}

/// A keyed container that writes each property where its node says. Made by
/// `EncodingContext.keyedContainer`, which hands its box out again for the next value of the
/// same key type once nothing holds it; what differs from one value to the next is in `state`.
struct ProxyKeyedEncoding<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let state: KeyedEncodingState
    let context: EncodingContext

    /// Xylem's container of the value's element.
    private var base: KeyedWriter<XMLKey> {
        get { state.base }
        nonmutating _modify { yield &state.base }
    }
    private var nodes: XMLEncoder.XMLNodeEncoderClosure? { state.nodes }
    private var isChoice: Bool { state.isChoice }

    var codingPath: [any CodingKey] { base.codingPath }

    /// Writes a scalar with `write`, which calls Xylem's own method for its type (a generic
    /// call would take Xylem's path for any value, through the scalar's `encode(to:)`), where
    /// `node` says: as `put` writes a leaf.
    private mutating func putScalar(
        forKey key: Key, node: XMLEncoder.NodeEncoding,
        _ write: (inout KeyedWriter<XMLKey>, XMLKey) throws -> Void
    ) throws {
        if node != .element {
            let attribute = spelled(key, as: .attribute)
            try write(&base, attribute)
        }
        guard node != .attribute else { return }
        let element = spelled(key, as: .element)
        if isChoice {
            var choice = base.nestedWriter(keyedBy: XMLKey.self, forKey: element)
            return try write(&choice, XMLKey(stringValue: "_0", intValue: nil))
        }
        try write(&base, element)
    }

    /// `key` as Xylem spells it for `node` (`.attribute` or `.element`).
    private func spelled(_ key: Key, as node: XMLEncoder.NodeEncoding) -> XMLKey {
        if node == .attribute && context.namesKeysAsGiven { return state.attributeKey(key, name: key.stringValue) }
        let name = context.name(for: key, at: codingPath)
        return XMLKey(stringValue: node == .attribute ? "@" + name : name, intValue: key.intValue)
    }

    /// Writes `value` as an attribute, an element, or both.
    private mutating func put<T: Encodable>(_ value: T, forKey key: Key, node: XMLEncoder.NodeEncoding) throws {
        if node != .element { try write(value, forKey: spelled(key, as: .attribute)) }
        guard node != .attribute else { return }
        var element = spelled(key, as: .element)
        if element.stringValue.isEmpty, !(T.self is any Leaf.Type) {
            // XMLCoder writes a value with keys under the key `""` into the element itself
            // (an inline property), which Xylem's key for that is `_0` (`""` is the text).
            element = XMLKey(stringValue: "_0", intValue: key.intValue)
        } else if isChoice {
            // A choice's case is an element holding the value, and in a list the item itself:
            // Xylem writes it so for a nested container of a choice, the value going into the
            // case element with the key `_0`.
            var choice = base.nestedWriter(keyedBy: XMLKey.self, forKey: element)
            return try choice.encode(context.proxy(value), forKey: XMLKey(stringValue: "_0", intValue: nil))
        }
        try write(value, forKey: element)
    }

    /// Writes `value` (or its proxy) under `key`, with the node choices of its type.
    private func write<T: Encodable>(_ value: T, forKey key: XMLKey) throws {
        var property = Property(state: state, key: key)
        try context.write(value, nodes: nil, to: &property)
    }

    /// Xylem's container and a key, as the place of one value.
    private struct Property: ValuePlace {
        let state: KeyedEncodingState
        let key: XMLKey

        func put<T: Encodable>(_ value: T) throws { try state.base.encode(value, forKey: key) }
    }

    mutating func encodeNil(forKey key: Key) throws {
        try base.encodeNil(forKey: spelled(key, as: nodes?(key) == .attribute ? .attribute : .element))
    }

    /// The node strategy's answer comes first; a property wrapper says where its value goes
    /// when the strategy has none (XMLCoder's order).
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        if context.facts(of: T.self).mayBeEncodableWrapper, let wrapper = value as? any EncodableNodeWrapper {
            return try put(wrapper.encodableValue, forKey: key, node: nodes?(key) ?? type(of: wrapper).node)
        }
        try put(value, forKey: key, node: nodes?(key) ?? .element)
    }

    mutating func encode(_ value: Bool, forKey key: Key) throws {
        try putScalar(forKey: key, node: nodes?(key) ?? .element) { try $0.encode(value, forKey: $1) }
    }
    mutating func encode(_ value: String, forKey key: Key) throws {
        try putScalar(forKey: key, node: nodes?(key) ?? .element) { try $0.encode(value, forKey: $1) }
    }
    // A finite number is written as its `description`, the text XMLCoderNumber writes, without
    // the proxy and the encoders around it; the key `""` keeps XMLCoderNumber (its own rule in `put`).
    // The other scalars go to Xylem's method for their type (`putScalar`).
    mutating func encode(_ value: Double, forKey key: Key) throws {
        let node = nodes?(key) ?? .element
        if value.isFinite, !key.stringValue.isEmpty {
            // Xylem writes such a number as its `description` too, at a tenth of the cost.
            if XMLCoderNumber.xylemWritesDescription(value) {
                return try putScalar(forKey: key, node: node) { try $0.encode(value, forKey: $1) }
            }
            let text = value.description
            return try putScalar(forKey: key, node: node) { try $0.encode(text, forKey: $1) }
        }
        try put(XMLCoderNumber(value), forKey: key, node: node)
    }
    mutating func encode(_ value: Float, forKey key: Key) throws {
        let node = nodes?(key) ?? .element
        if value.isFinite, !key.stringValue.isEmpty {
            let text = value.description
            return try putScalar(forKey: key, node: node) { try $0.encode(text, forKey: $1) }
        }
        try put(XMLCoderNumber(value), forKey: key, node: node)
    }
    mutating func encode(_ value: Int, forKey key: Key) throws {
        try putScalar(forKey: key, node: nodes?(key) ?? .element) { try $0.encode(value, forKey: $1) }
    }
    mutating func encode(_ value: Int8, forKey key: Key) throws {
        try putScalar(forKey: key, node: nodes?(key) ?? .element) { try $0.encode(value, forKey: $1) }
    }
    mutating func encode(_ value: Int16, forKey key: Key) throws {
        try putScalar(forKey: key, node: nodes?(key) ?? .element) { try $0.encode(value, forKey: $1) }
    }
    mutating func encode(_ value: Int32, forKey key: Key) throws {
        try putScalar(forKey: key, node: nodes?(key) ?? .element) { try $0.encode(value, forKey: $1) }
    }
    mutating func encode(_ value: Int64, forKey key: Key) throws {
        try putScalar(forKey: key, node: nodes?(key) ?? .element) { try $0.encode(value, forKey: $1) }
    }
    mutating func encode(_ value: UInt, forKey key: Key) throws {
        try putScalar(forKey: key, node: nodes?(key) ?? .element) { try $0.encode(value, forKey: $1) }
    }
    mutating func encode(_ value: UInt8, forKey key: Key) throws {
        try putScalar(forKey: key, node: nodes?(key) ?? .element) { try $0.encode(value, forKey: $1) }
    }
    mutating func encode(_ value: UInt16, forKey key: Key) throws {
        try putScalar(forKey: key, node: nodes?(key) ?? .element) { try $0.encode(value, forKey: $1) }
    }
    mutating func encode(_ value: UInt32, forKey key: Key) throws {
        try putScalar(forKey: key, node: nodes?(key) ?? .element) { try $0.encode(value, forKey: $1) }
    }
    mutating func encode(_ value: UInt64, forKey key: Key) throws {
        try putScalar(forKey: key, node: nodes?(key) ?? .element) { try $0.encode(value, forKey: $1) }
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        let nested = base.nestedWriter(keyedBy: XMLKey.self, forKey: spelled(key, as: .element))
        return context.keyedContainer(NestedKey.self, base: nested, nodes: nodes)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        ProxyUnkeyedEncoding(
            base: base.nestedUnkeyedContainer(forKey: spelled(key, as: .element)), context: context, nodes: nodes)
    }

    mutating func superEncoder() -> any Encoder {
        ProxyEncoder(base: base.superEncoder(), context: context, nodes: .inherited(nodes))
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        ProxyEncoder(
            base: base.superEncoder(forKey: spelled(key, as: .element)), context: context, nodes: .inherited(nodes))
    }
}

/// `encoder` as the class of Xylem's encoder, the only encoder the proxies are handed: Xylem's
/// encoder gives each value's `encode(to:)` itself, and its containers' nested and super
/// encoders are instances of it. (Compared by type: a cast from `any Encoder` costs the
/// runtime's general cast, for every value.)
func xylemEncoder(_ encoder: some Encoder) -> DocumentEncoder {
    guard type(of: encoder) == DocumentEncoder.self else {
        preconditionFailure("XylemXMLCoder's proxies are written by Xylem's encoder, not \(type(of: encoder))")
    }
    return withUnsafeBytes(of: encoder) { $0.load(as: DocumentEncoder.self) }
}

/// An unkeyed container whose items are proxied, with the list's node choices.
struct ProxyUnkeyedEncoding: UnkeyedEncodingContainer, ValuePlace {
    var base: any UnkeyedEncodingContainer
    let context: EncodingContext
    let nodes: XMLEncoder.XMLNodeEncoderClosure?

    var codingPath: [any CodingKey] { base.codingPath }
    var count: Int { base.count }

    mutating func encodeNil() throws { try base.encodeNil() }
    mutating func encode<T: Encodable>(_ value: T) throws {
        try context.write(value, nodes: .inherited(nodes), to: &self)
    }
    mutating func put<T: Encodable>(_ value: T) throws { try base.encode(value) }

    mutating func encode(_ value: Bool) throws { try base.encode(value) }
    mutating func encode(_ value: String) throws { try base.encode(value) }
    mutating func encode(_ value: Double) throws { try base.encode(XMLCoderNumber(value)) }
    mutating func encode(_ value: Float) throws { try base.encode(XMLCoderNumber(value)) }
    mutating func encode(_ value: Int) throws { try base.encode(value) }
    mutating func encode(_ value: Int8) throws { try base.encode(value) }
    mutating func encode(_ value: Int16) throws { try base.encode(value) }
    mutating func encode(_ value: Int32) throws { try base.encode(value) }
    mutating func encode(_ value: Int64) throws { try base.encode(value) }
    mutating func encode(_ value: UInt) throws { try base.encode(value) }
    mutating func encode(_ value: UInt8) throws { try base.encode(value) }
    mutating func encode(_ value: UInt16) throws { try base.encode(value) }
    mutating func encode(_ value: UInt32) throws { try base.encode(value) }
    mutating func encode(_ value: UInt64) throws { try base.encode(value) }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type
    ) -> KeyedEncodingContainer<NestedKey> {
        // Xylem's nested container of a list is the keyed container of its next item's encoder.
        context.keyedContainer(
            NestedKey.self, base: xylemEncoder(base.superEncoder()).keyedWriter(keyedBy: XMLKey.self), nodes: nodes)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        ProxyUnkeyedEncoding(base: base.nestedUnkeyedContainer(), context: context, nodes: nodes)
    }

    mutating func superEncoder() -> any Encoder {
        ProxyEncoder(base: base.superEncoder(), context: context, nodes: .inherited(nodes))
    }
}

/// A single-value container whose value is proxied, with the node choices around it.
struct ProxySingleValueEncoding: SingleValueEncodingContainer, ValuePlace {
    var base: any SingleValueEncodingContainer
    let context: EncodingContext
    let nodes: XMLEncoder.XMLNodeEncoderClosure?

    var codingPath: [any CodingKey] { base.codingPath }

    mutating func encodeNil() throws { try base.encodeNil() }
    mutating func encode<T: Encodable>(_ value: T) throws {
        try context.write(value, nodes: .inherited(nodes), to: &self)
    }
    mutating func put<T: Encodable>(_ value: T) throws { try base.encode(value) }

    mutating func encode(_ value: Bool) throws { try base.encode(value) }
    mutating func encode(_ value: String) throws { try base.encode(value) }
    mutating func encode(_ value: Double) throws { try base.encode(XMLCoderNumber(value)) }
    mutating func encode(_ value: Float) throws { try base.encode(XMLCoderNumber(value)) }
    mutating func encode(_ value: Int) throws { try base.encode(value) }
    mutating func encode(_ value: Int8) throws { try base.encode(value) }
    mutating func encode(_ value: Int16) throws { try base.encode(value) }
    mutating func encode(_ value: Int32) throws { try base.encode(value) }
    mutating func encode(_ value: Int64) throws { try base.encode(value) }
    mutating func encode(_ value: UInt) throws { try base.encode(value) }
    mutating func encode(_ value: UInt8) throws { try base.encode(value) }
    mutating func encode(_ value: UInt16) throws { try base.encode(value) }
    mutating func encode(_ value: UInt32) throws { try base.encode(value) }
    mutating func encode(_ value: UInt64) throws { try base.encode(value) }
}

/// A `Double` or `Float` as XMLCoder writes it: Swift's `description` (`42.0`, `1e-05`), where
/// Xylem writes the shortest form (`42`); infinity and NaN go through the encoder's
/// non-conforming float strategy as before.
struct XMLCoderNumber: Encodable {
    let double: Double?
    let float: Float?

    init(_ value: Double) { (double, float) = (value, nil) }

    /// Whether Xylem's encoder writes `value` as its `description`: a number with a fraction
    /// from 1e-4 up to 1e6. Xylem drops a whole number's `.0`, and `description` writes an
    /// exponent below 1e-4. Below 1e6 an ulp is under 1e-9, so at most one decimal of up to nine
    /// fraction digits reads back as `value` (the one `description` writes, the shortest), and
    /// value × 10^k stays under 2^50, where Xylem's rounding of it finds that decimal; above,
    /// two can, and Xylem may write the other (86178239246.25112 for 86178239246.25111).
    static func xylemWritesDescription(_ value: Double) -> Bool {
        let magnitude = value.magnitude
        return magnitude >= 1e-4 && magnitude < 1e6 && magnitude.rounded(.towardZero) != magnitude
    }
    init(_ value: Float) { (double, float) = (nil, value) }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        if let double {
            if double.isFinite { try container.encode(double.description) } else { try container.encode(double) }
        } else if let float {
            if float.isFinite { try container.encode(float.description) } else { try container.encode(float) }
        }
    }
}
