// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

// The keyed container handed to a value's `init(from:)` by the compatibility decoder: it reads
// each key from where XMLCoder would (the node strategy, the property wrappers, XMLCoder's names
// when `shouldProcessNamespaces` or a key strategy is set: DocumentNames.swift), reads the key
// `""` as XMLCoder reads an element's text, and words its errors in XMLCoder's keys.

import Foundation

/// A keyed container that reads each property from where its node says. Its state is one
/// reference (`KeyedDecodingState`): `KeyedDecodingContainer` copies the container into its box
/// and destroys it there, which for a generic struct of this size goes field by field through
/// the runtime's value witnesses (about 1,600 instructions a container).
struct ProxyKeyedDecoding<Key: CodingKey>: KeyedDecodingContainerProtocol {
    private let state: KeyedDecodingState
    let context: DecodingContext

    /// Xylem's container, read with the keys as Xylem spells them. Its key type is not generic:
    /// a container of `DocumentKey<Key>` would cost the runtime two metadata lookups (a few
    /// hundred instructions each) for every key read and for every copy of this container,
    /// which is most of what the layer cost. `listedKeys` answers `allKeys`, which needs `Key`.
    private var base: KeyedDecodingContainer<XMLKey> { state.base }
    /// The decoder of the element, whose names and text runs the container lists.
    private var element: any Decoder { state.element }
    private var nodes: ((any CodingKey) -> XMLDecoder.NodeDecoding)? { state.nodes }
    /// The element's names as XMLCoder's keys, when they are not the names as written.
    private var names: DocumentNames? { state.names }
    /// The element's names as written, listed on the first key that a node strategy reads
    /// from an element only (`.element`, `@Element`), for a container without `names`.
    private var elementOnly: ElementOnlyNames? { state.elementOnly }
    /// Whether `Key` is a choice's (asked once per container, not per key).
    private var isChoice: Bool { state.isChoice }

    init(element: any Decoder, context: DecodingContext, nodes: ((any CodingKey) -> XMLDecoder.NodeDecoding)?) throws {
        let base = try element.container(keyedBy: XMLKey.self)
        let isChoice = context.isChoiceKey(Key.self)
        let names = try context.conversion.map {
            DocumentNames(
                try element.container(keyedBy: AnyNameKey.self), conversion: $0, codingPath: element.codingPath)
        }
        state = KeyedDecodingState(
            base: base, element: element, nodes: nodes, names: names,
            elementOnly: names == nil && nodes != nil ? ElementOnlyNames() : nil, isChoice: isChoice)
        self.context = context
    }

    var codingPath: [any CodingKey] { base.codingPath }

    var allKeys: [Key] {
        // XMLCoder lists the keys of the attributes, then of the elements; a choice's key is
        // the case Xylem chose.
        guard let names, !isChoice else { return listedKeys() }
        return names.keys.compactMap(Key.init(stringValue:))
    }

    /// `key` as Xylem spells it: the document's name of its attribute, `"@name"`, for an
    /// attribute only, its element's for an element only, else its element's name, or else
    /// its attribute's.
    private func spelled(_ key: Key, node: XMLDecoder.NodeDecoding?) -> XMLKey {
        // (An `@Element` in a type without a node strategy lists the names for its own key.)
        guard node == .element, let names = names ?? (elementOnly ?? ElementOnlyNames()).names(of: element) else {
            return spelled(key, attribute: node == .attribute)
        }
        if isChoice { _ = listedKeys() }
        return XMLKey(stringValue: names.elementSpelling(of: key.stringValue), intValue: key.intValue)
    }

    private func spelled(_ key: Key, attribute: Bool) -> XMLKey {
        // XMLCoder's choice idiom asks for each case in turn (`do { ... .int ... } catch { ... }`)
        // without asking which one is there. Xylem reads an element named as a case as that
        // case's value once its `allKeys` has chosen it (and a failed try of another case may
        // have decoded something else in between), so a choice container chooses before each key.
        if isChoice { _ = listedKeys() }
        guard let names else {
            return XMLKey(stringValue: attribute ? "@" + key.stringValue : key.stringValue, intValue: key.intValue)
        }
        return XMLKey(
            stringValue: names.spelling(of: key.stringValue, attributeOnly: attribute), intValue: key.intValue)
    }

    /// The keys of `Key` the element has, as Xylem's `allKeys` answers each time it is asked
    /// (a choice chooses its case there), from its container of `DocumentKey<Key>`: made for
    /// each call (most types never ask) rather than kept, which would cost every container
    /// the metadata lookups. Making it can only fail where `init`, which made a container of
    /// the same element, already did.
    private func listedKeys() -> [Key] {
        (try? element.container(keyedBy: DocumentKey<Key>.self))?.allKeys.compactMap(\.key) ?? []
    }

    private func spelled(_ key: Key) -> XMLKey {
        spelled(key, node: nodes?(key))
    }

    /// `key` for a value of `T`: XMLCoder reads a value with keys under the key `""` from the
    /// element itself, which Xylem's key for that is `_0` (`""` is the element's text).
    private func spelled<T>(_ key: Key, for type: T.Type, isLeaf: Bool) -> XMLKey {
        if key.stringValue.isEmpty, !isLeaf {
            return XMLKey(stringValue: "_0", intValue: key.intValue)
        }
        return spelled(key)
    }

    func contains(_ key: Key) -> Bool { base.contains(spelled(key)) }
    func decodeNil(forKey key: Key) throws -> Bool { try base.decodeNil(forKey: spelled(key)) }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        let facts = context.facts(of: T.self)
        if let wrapper = facts.wrapper {
            // The node strategy's answer comes first, then the wrapper's (XMLCoder's order).
            let node = nodes.map { $0(key) } ?? wrapper.decodingNode
            let attribute = node == .attribute
            let name = spelled(key, node: node)
            // A missing optional behind a wrapper is nil, as XMLCoder reads it.
            if let absent = wrapper.absent, !base.contains(name) { return try cast(absent) }
            return try read(key, attributeOnly: attribute, name) { name in
                try cast(wrapper.decode(with: { try base.decode($0, forKey: name) }, context: context))
            }
        }
        if T.self == String.self { return try cast(decode(String.self, forKey: key)) }
        let name = spelled(key, for: T.self, isLeaf: facts.isLeaf)
        if facts.isCollection {
            try names?.requireOneName(for: key, codingPath: codingPath)
            try names?.requireNoNearMiss(for: key, codingPath: codingPath)
        }
        // XMLCoder reads a missing dictionary as empty, as Xylem reads a missing array.
        if let dictionary = facts.emptyDictionary, !base.contains(name) {
            return try cast(dictionary.empty)
        }
        return try read(key, attributeOnly: nodes?(key) == .attribute, name) { name in
            if facts.isLeaf { return try base.decode(T.self, forKey: name) }
            return try proxied(T.self, forKey: name)
        }
    }

    /// A `T` read through its proxy (apart from `decode`, which would otherwise look up
    /// `DecodeProxy<T>` for every value, a leaf too).
    @inline(never)
    private func proxied<T: Decodable>(_ type: T.Type, forKey name: XMLKey) throws -> T {
        try base.decode(DecodeProxy<T>.self, forKey: name).value
    }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        if T.self == String.self { return try decodeIfPresent(String.self, forKey: key).map { try cast($0) } }
        let facts = context.facts(of: T.self)
        if facts.isLeaf { return try base.decodeIfPresent(T.self, forKey: spelled(key)) }
        if facts.wrapper != nil { return contains(key) ? try decode(T.self, forKey: key) : nil }
        if facts.isCollection { try names?.requireOneName(for: key, codingPath: codingPath) }
        return try base.decodeIfPresent(DecodeProxy<T>.self, forKey: spelled(key, for: T.self, isLeaf: false))?.value
    }

    func decode(_ type: String.Type, forKey key: Key) throws -> String {
        if key.stringValue.isEmpty, nodes?(key) != .attribute { return try firstTextRun() ?? "" }
        return try scalar(key) { try base.decode(String.self, forKey: $0) }
    }

    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? {
        if key.stringValue.isEmpty, nodes?(key) != .attribute { return try firstTextRun() }
        return try base.decodeIfPresent(String.self, forKey: spelled(key))
    }

    // The scalars: forwarded by type, so that each reaches Xylem's own overload (its generic
    // `decodeIfPresent` reads an empty element as nil, its `String?` one as "").
    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
        try scalar(key) { try base.decode(Bool.self, forKey: $0) }
    }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
        try scalar(key) { try base.decode(Double.self, forKey: $0) }
    }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float {
        try scalar(key) { try base.decode(Float.self, forKey: $0) }
    }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int {
        try scalar(key) { try base.decode(Int.self, forKey: $0) }
    }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 {
        try scalar(key) { try base.decode(Int8.self, forKey: $0) }
    }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 {
        try scalar(key) { try base.decode(Int16.self, forKey: $0) }
    }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 {
        try scalar(key) { try base.decode(Int32.self, forKey: $0) }
    }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 {
        try scalar(key) { try base.decode(Int64.self, forKey: $0) }
    }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt {
        try scalar(key) { try base.decode(UInt.self, forKey: $0) }
    }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 {
        try scalar(key) { try base.decode(UInt8.self, forKey: $0) }
    }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 {
        try scalar(key) { try base.decode(UInt16.self, forKey: $0) }
    }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 {
        try scalar(key) { try base.decode(UInt32.self, forKey: $0) }
    }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 {
        try scalar(key) { try base.decode(UInt64.self, forKey: $0) }
    }

    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? {
        try base.decodeIfPresent(Bool.self, forKey: spelled(key))
    }
    func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? {
        try base.decodeIfPresent(Double.self, forKey: spelled(key))
    }
    func decodeIfPresent(_ type: Float.Type, forKey key: Key) throws -> Float? {
        try base.decodeIfPresent(Float.self, forKey: spelled(key))
    }
    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? {
        try base.decodeIfPresent(Int.self, forKey: spelled(key))
    }
    func decodeIfPresent(_ type: Int8.Type, forKey key: Key) throws -> Int8? {
        try base.decodeIfPresent(Int8.self, forKey: spelled(key))
    }
    func decodeIfPresent(_ type: Int16.Type, forKey key: Key) throws -> Int16? {
        try base.decodeIfPresent(Int16.self, forKey: spelled(key))
    }
    func decodeIfPresent(_ type: Int32.Type, forKey key: Key) throws -> Int32? {
        try base.decodeIfPresent(Int32.self, forKey: spelled(key))
    }
    func decodeIfPresent(_ type: Int64.Type, forKey key: Key) throws -> Int64? {
        try base.decodeIfPresent(Int64.self, forKey: spelled(key))
    }
    func decodeIfPresent(_ type: UInt.Type, forKey key: Key) throws -> UInt? {
        try base.decodeIfPresent(UInt.self, forKey: spelled(key))
    }
    func decodeIfPresent(_ type: UInt8.Type, forKey key: Key) throws -> UInt8? {
        try base.decodeIfPresent(UInt8.self, forKey: spelled(key))
    }
    func decodeIfPresent(_ type: UInt16.Type, forKey key: Key) throws -> UInt16? {
        try base.decodeIfPresent(UInt16.self, forKey: spelled(key))
    }
    func decodeIfPresent(_ type: UInt32.Type, forKey key: Key) throws -> UInt32? {
        try base.decodeIfPresent(UInt32.self, forKey: spelled(key))
    }
    func decodeIfPresent(_ type: UInt64.Type, forKey key: Key) throws -> UInt64? {
        try base.decodeIfPresent(UInt64.self, forKey: spelled(key))
    }

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type, forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
        // The value's decoder (Xylem's `nestedContainer` is its decoder's container), which
        // the keyed container also reads the element's names and text from.
        let name = spelled(key)
        return KeyedDecodingContainer(
            try read(key, attributeOnly: nodes?(key) == .attribute, name) { name in
                try ProxyKeyedDecoding<NestedKey>(
                    element: try base.superDecoder(forKey: name), context: context, nodes: nodes)
            })
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try names?.requireOneName(for: key, codingPath: codingPath)
        return ProxyUnkeyedDecoding(base: try base.nestedUnkeyedContainer(forKey: spelled(key)), context: context)
    }

    func superDecoder() throws -> any Decoder {
        ProxyDecoder(base: try base.superDecoder(), context: context, type: nil)
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        ProxyDecoder(base: try base.superDecoder(forKey: spelled(key)), context: context, type: nil)
    }
}

// MARK: - Text and errors

extension ProxyKeyedDecoding {
    /// A scalar read with `body` from where `key` says.
    @inline(__always)
    private func scalar<T>(_ key: Key, _ body: (XMLKey) throws -> T) throws -> T {
        try read(key, attributeOnly: nodes?(key) == .attribute, spelled(key), body)
    }

    /// `body`'s value for `name`, the spelling of `key`, with an error for a missing key
    /// worded in XMLCoder's keys: Xylem's names the key as Xylem spells it (`"@id"` for an
    /// attribute only) and suggests Xylem's spellings, which XMLCoder's models do not use.
    private func read<T>(
        _ key: Key, attributeOnly: Bool, _ name: XMLKey, _ body: (XMLKey) throws -> T
    ) throws -> T {
        do {
            return try body(name)
        } catch DecodingError.keyNotFound(let missing, let context)
            where missing.stringValue == name.stringValue
            && (names != nil || attributeOnly)
        {
            let known =
                names
                ?? (try? DocumentNames(
                    element.container(keyedBy: AnyNameKey.self), conversion: nil, codingPath: codingPath))
            throw DocumentNames.missing(key, attributeOnly: attributeOnly, in: known, context)
        } catch DecodingError.keyNotFound(let missing, let context)
            where context.debugDescription.contains(Self.xylemStripping)
        {
            // Xylem's near-miss hint names its own option; this decoder's is XMLCoder's.
            throw DecodingError.keyNotFound(
                missing,
                .init(
                    codingPath: context.codingPath,
                    debugDescription: context.debugDescription.replacingOccurrences(
                        of: Self.xylemStripping, with: "shouldProcessNamespaces = true"),
                    underlyingError: context.underlyingError))
        }
    }

    private static var xylemStripping: String { "namespaceStrategy = .stripPrefixes" }

    /// XMLCoder's text of the element (the key `""`): the first run of its text, before,
    /// between or after its child elements (XMLCoder reads the text before the first child,
    /// and "" when a child comes first); nil when it has no text. Whitespace between elements
    /// is not a run when values are trimmed.
    private func firstTextRun() throws -> String? {
        let whole = XMLKey(stringValue: "", intValue: nil)
        guard let joined = try base.decodeIfPresent(String.self, forKey: whole), !joined.isEmpty else { return nil }
        // (A text item of mixed content, read as a choice's case, is one run and has no items.)
        guard var items = try? element.unkeyedContainer(), items.count != 1 else { return joined }
        while !items.isAtEnd {
            let item = try items.nestedContainer(keyedBy: TextKey.self)
            guard item.allKeys.contains(.text) else { continue }
            var run = try item.decode(String.self, forKey: .text)
            if context.trims { run = run.trimmingCharacters(in: .whitespacesAndNewlines) }
            if !run.isEmpty { return run }
        }
        return joined
    }
}

/// What a `ProxyKeyedDecoding` reads with (see there).
private final class KeyedDecodingState {
    let base: KeyedDecodingContainer<XMLKey>
    let element: any Decoder
    let nodes: ((any CodingKey) -> XMLDecoder.NodeDecoding)?
    let names: DocumentNames?
    let elementOnly: ElementOnlyNames?
    let isChoice: Bool

    init(
        base: KeyedDecodingContainer<XMLKey>, element: any Decoder,
        nodes: ((any CodingKey) -> XMLDecoder.NodeDecoding)?, names: DocumentNames?,
        elementOnly: ElementOnlyNames?, isChoice: Bool
    ) {
        self.base = base
        self.element = element
        self.nodes = nodes
        self.names = names
        self.elementOnly = elementOnly
        self.isChoice = isChoice
    }
}

/// The names of one element as written, listed once when first asked for.
private final class ElementOnlyNames {
    private var listed: DocumentNames?

    func names(of element: any Decoder) -> DocumentNames? {
        if listed == nil {
            listed = (try? element.container(keyedBy: AnyNameKey.self)).map {
                DocumentNames($0, conversion: nil, codingPath: [])
            }
        }
        return listed
    }
}

/// The key of a text item of an element's content (an element item has none).
private enum TextKey: String, CodingKey {
    case text = ""
}
