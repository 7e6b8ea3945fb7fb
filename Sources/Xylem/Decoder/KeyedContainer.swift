import Foundation

/// Reads one element's children and attributes by key: a key matches a child element of that
/// name, else an attribute of that name; the key `""` is the element's own text.
struct KeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let decoder: DocumentDecoder
    let element: Int32
    let depth: Int

    var codingPath: [any CodingKey] { Array(decoder.path.prefix(depth)) }

    /// The distinct names of the element's children that are keys of `Key`, in document order.
    /// When none is, and the element's own name is one (a choice enum decoded from
    /// `<circle r="1"/>`), that name alone: the element stands for its own case.
    var allKeys: [Key] {
        let document = decoder.document
        var seen = Set<NameID>()
        var keys: [Key] = []
        var child = document.firstChild(of: element)
        let end = document.elements[Int(element)].end
        while let current = child {
            let name = decoder.name(of: current)
            if seen.insert(name).inserted, let key = Key(stringValue: keyString(name)) { keys.append(key) }
            child = document.nextSibling(of: current, in: end)
        }
        if keys.isEmpty, let own = Key(stringValue: keyString(decoder.name(of: element))) { keys.append(own) }
        return keys
    }

    /// The key string for a (canonical) name id.
    private func keyString(_ id: NameID) -> String {
        let name = decoder.document.names[id]
        return decoder.mapping?.keyString(for: name) ?? name
    }

    /// What `key` names in this element.
    @inline(__always)
    func lookup(_ key: Key) -> Node { lookup(name: key.stringValue) }

    /// What `name` names in this element.
    func lookup(name: String) -> Node {
        if KeySpelling.isText(name) { return .text(element) }
        guard let id = decoder.nameID(forKey: name) else { return selfOrMissing(name) }
        if let child = decoder.firstChild(of: element, named: id) { return .matches(parent: element, first: child) }
        if let attribute = decoder.attribute(of: element, named: id) { return .attribute(index: attribute, owner: element) }
        // A choice enum's case named like the element itself (see `allKeys`): only when no
        // child of the element is a key of `Key`, so a struct never reads itself by mistake.
        if decoder.name(of: element) == id && !hasChildKey() { return .element(element) }
        return selfOrMissing(name)
    }

    /// `_0` is the first unlabeled associated value of a choice enum's case
    /// (`case loginResponse(LoginResponse)`): the element itself. Any other name is missing.
    private func selfOrMissing(_ name: String) -> Node {
        name == KeySpelling.unlabeledValueKey ? .element(element) : .missing(owner: element)
    }

    /// Whether some child element's name is a key of `Key`.
    private func hasChildKey() -> Bool {
        let document = decoder.document
        var child = document.firstChild(of: element)
        let end = document.elements[Int(element)].end
        while let current = child {
            if Key(stringValue: keyString(decoder.name(of: current))) != nil { return true }
            child = document.nextSibling(of: current, in: end)
        }
        return false
    }

    func contains(_ key: Key) -> Bool {
        if case .missing = lookup(key) { return false }
        return true
    }

    func decodeNil(forKey key: Key) throws -> Bool { decoder.isNil(lookup(key)) }

    // MARK: - Scalars
    // One generic method for every `XMLScalar` (see there why the 128-bit integers have their own).

    @inline(__always)
    func decode<T: XMLScalar>(_ type: T.Type, forKey key: Key) throws -> T { try T.decode(from: decoder, lookup(key), key: { key }) }
    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    func decode(_ type: Int128.Type, forKey key: Key) throws -> Int128 { try type.decode(from: decoder, lookup(key), key: { key }) }
    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    func decode(_ type: UInt128.Type, forKey key: Key) throws -> UInt128 { try type.decode(from: decoder, lookup(key), key: { key }) }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try decoder.decode(type, node: lookup(key), key: key)
    }

    // MARK: - Optionals
    // Absent key: nil. Empty element or value: nil, except for String (an empty String).

    // Each type needs its own method here: the standard library's default implementations of
    // these requirements would otherwise win over a generic one (and read `<name/>` as nil).
    @inline(__always)
    private func optional<T: XMLScalar>(_ type: T.Type, _ key: Key) throws -> T? {
        try T.decodeIfPresent(from: decoder, lookup(key), key: { key })
    }
    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? { try optional(type, key) }
    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? { try optional(type, key) }
    func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? { try optional(type, key) }
    func decodeIfPresent(_ type: Float.Type, forKey key: Key) throws -> Float? { try optional(type, key) }
    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? { try optional(type, key) }
    func decodeIfPresent(_ type: Int8.Type, forKey key: Key) throws -> Int8? { try optional(type, key) }
    func decodeIfPresent(_ type: Int16.Type, forKey key: Key) throws -> Int16? { try optional(type, key) }
    func decodeIfPresent(_ type: Int32.Type, forKey key: Key) throws -> Int32? { try optional(type, key) }
    func decodeIfPresent(_ type: Int64.Type, forKey key: Key) throws -> Int64? { try optional(type, key) }
    func decodeIfPresent(_ type: UInt.Type, forKey key: Key) throws -> UInt? { try optional(type, key) }
    func decodeIfPresent(_ type: UInt8.Type, forKey key: Key) throws -> UInt8? { try optional(type, key) }
    func decodeIfPresent(_ type: UInt16.Type, forKey key: Key) throws -> UInt16? { try optional(type, key) }
    func decodeIfPresent(_ type: UInt32.Type, forKey key: Key) throws -> UInt32? { try optional(type, key) }
    func decodeIfPresent(_ type: UInt64.Type, forKey key: Key) throws -> UInt64? { try optional(type, key) }
    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    func decodeIfPresent(_ type: Int128.Type, forKey key: Key) throws -> Int128? { try optional(type, key) }
    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    func decodeIfPresent(_ type: UInt128.Type, forKey key: Key) throws -> UInt128? { try optional(type, key) }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        let node = lookup(key)
        if case .missing = node { return nil }
        if T.self == String.self { return try decoder.optionalString(node, key: { key }).map { unsafeBitCast($0, to: T.self) } }
        // Arrays read an empty element as an element (or a wrapper with no items); everything
        // else reads it as nil.
        if !(T.self is any XMLArrayMarker.Type) && decoder.isNil(node) { return nil }
        return try decoder.decode(type, node: node, key: key)
    }

    // MARK: - Nesting
    // A nested container outlives this call, so it gets a decoder (and coding path) of its own.

    private func nested(_ key: any CodingKey, _ node: Node) -> DocumentDecoder {
        decoder.nested(node, codingPath: codingPath + [key])
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        try nested(key, lookup(key)).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try nested(key, lookup(key)).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder {
        nested(XMLKey(stringValue: KeySpelling.superKey), lookup(name: KeySpelling.superKey))
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        nested(key, lookup(key))
    }
}
