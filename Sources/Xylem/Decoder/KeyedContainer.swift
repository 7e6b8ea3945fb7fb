import Foundation

/// Reads one element's children and attributes by key: a key matches a child element of that
/// name, else an attribute of that name; the key `""` is the element's own text.
struct KeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let decoder: DocumentDecoder
    let element: Int32
    let depth: Int

    var codingPath: [any CodingKey] { Array(decoder.path.prefix(depth)) }

    /// The distinct names of the element's children, in document order.
    var allKeys: [Key] {
        let document = decoder.document
        var seen = Set<NameID>()
        var keys: [Key] = []
        var child = document.firstChild(of: element)
        let end = document.elements[Int(element)].end
        while let current = child {
            let name = document.elements[Int(current)].name
            if seen.insert(name).inserted, let key = Key(stringValue: document.names[name]) { keys.append(key) }
            child = document.nextSibling(of: current, in: end)
        }
        return keys
    }

    /// What `key` names in this element.
    @inline(__always)
    func lookup(_ key: Key) -> Node { lookup(name: key.stringValue) }

    /// What `name` names in this element.
    func lookup(name: String) -> Node {
        if name.isEmpty { return .text(element) }
        guard let id = decoder.document.names.id(of: name) else { return .missing(owner: element) }
        if let child = decoder.document.firstChild(of: element, named: id) { return .matches(parent: element, first: child) }
        if let attribute = decoder.document.attribute(of: element, named: id) { return .attribute(index: attribute, owner: element) }
        return .missing(owner: element)
    }

    func contains(_ key: Key) -> Bool {
        if case .missing = lookup(key) { return false }
        return true
    }

    func decodeNil(forKey key: Key) throws -> Bool { decoder.isNil(lookup(key)) }

    // MARK: - Scalars

    @inline(__always)
    private func scalar<T>(_ key: Key, _ type: T.Type, _ parse: (ArraySlice<UInt8>) -> T?) throws -> T {
        try decoder.scalar(lookup(key), type, key: { key }, parse)
    }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try scalar(key, type, parseBool) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try scalar(key, type) { parseFloatingPoint($0, as: Double.self) } }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try scalar(key, type) { parseFloatingPoint($0, as: Float.self) } }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try scalar(key, type) { parseInteger($0, as: Int.self) } }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try scalar(key, type) { parseInteger($0, as: Int8.self) } }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try scalar(key, type) { parseInteger($0, as: Int16.self) } }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try scalar(key, type) { parseInteger($0, as: Int32.self) } }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try scalar(key, type) { parseInteger($0, as: Int64.self) } }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try scalar(key, type) { parseInteger($0, as: UInt.self) } }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try scalar(key, type) { parseInteger($0, as: UInt8.self) } }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try scalar(key, type) { parseInteger($0, as: UInt16.self) } }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try scalar(key, type) { parseInteger($0, as: UInt32.self) } }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try scalar(key, type) { parseInteger($0, as: UInt64.self) } }

    func decode(_ type: String.Type, forKey key: Key) throws -> String {
        try decoder.string(lookup(key), key: { key })
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try decoder.decode(type, node: lookup(key), key: key)
    }

    // MARK: - Optionals
    // Absent key: nil. Empty element or value: nil, except for String (an empty String).

    @inline(__always)
    private func optional<T>(_ key: Key, _ type: T.Type, _ parse: (ArraySlice<UInt8>) -> T?) throws -> T? {
        let node = lookup(key)
        if decoder.isNil(node) { return nil }
        return try decoder.scalar(node, type, key: { key }, parse)
    }

    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? {
        let node = lookup(key)
        if case .missing = node { return nil }
        return try decoder.string(node, key: { key })
    }

    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? { try optional(key, type, parseBool) }
    func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? { try optional(key, type) { parseFloatingPoint($0, as: Double.self) } }
    func decodeIfPresent(_ type: Float.Type, forKey key: Key) throws -> Float? { try optional(key, type) { parseFloatingPoint($0, as: Float.self) } }
    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? { try optional(key, type) { parseInteger($0, as: Int.self) } }
    func decodeIfPresent(_ type: Int8.Type, forKey key: Key) throws -> Int8? { try optional(key, type) { parseInteger($0, as: Int8.self) } }
    func decodeIfPresent(_ type: Int16.Type, forKey key: Key) throws -> Int16? { try optional(key, type) { parseInteger($0, as: Int16.self) } }
    func decodeIfPresent(_ type: Int32.Type, forKey key: Key) throws -> Int32? { try optional(key, type) { parseInteger($0, as: Int32.self) } }
    func decodeIfPresent(_ type: Int64.Type, forKey key: Key) throws -> Int64? { try optional(key, type) { parseInteger($0, as: Int64.self) } }
    func decodeIfPresent(_ type: UInt.Type, forKey key: Key) throws -> UInt? { try optional(key, type) { parseInteger($0, as: UInt.self) } }
    func decodeIfPresent(_ type: UInt8.Type, forKey key: Key) throws -> UInt8? { try optional(key, type) { parseInteger($0, as: UInt8.self) } }
    func decodeIfPresent(_ type: UInt16.Type, forKey key: Key) throws -> UInt16? { try optional(key, type) { parseInteger($0, as: UInt16.self) } }
    func decodeIfPresent(_ type: UInt32.Type, forKey key: Key) throws -> UInt32? { try optional(key, type) { parseInteger($0, as: UInt32.self) } }
    func decodeIfPresent(_ type: UInt64.Type, forKey key: Key) throws -> UInt64? { try optional(key, type) { parseInteger($0, as: UInt64.self) } }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        let node = lookup(key)
        if case .missing = node { return nil }
        // Strings and arrays read an empty element as "" and [""]; everything else as nil.
        if !(T.self == String.self || T.self is any XMLArrayMarker.Type) && decoder.isNil(node) { return nil }
        return try decoder.decode(type, node: node, key: key)
    }

    // MARK: - Nesting
    // A nested container outlives this call, so it gets a decoder (and coding path) of its own.

    private func nested(_ key: any CodingKey, _ node: Node) -> DocumentDecoder {
        DocumentDecoder(document: decoder.document, options: decoder.options, node: node, codingPath: codingPath + [key])
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        try nested(key, lookup(key)).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try nested(key, lookup(key)).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder {
        nested(XMLKey(stringValue: "super"), lookup(name: "super"))
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        nested(key, lookup(key))
    }
}

/// Marks `Array` so that an optional array reads an empty element as an element, not as nil.
protocol XMLArrayMarker {}
extension Array: XMLArrayMarker {}

/// A coding key Xylem makes itself, by name (`super`).
struct XMLKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { return nil }
}

/// The coding key of an array item: one word, so pushing it on the coding path allocates nothing.
struct IndexKey: CodingKey {
    let index: Int
    var stringValue: String { "Index \(index)" }
    var intValue: Int? { index }
    init(index: Int) { self.index = index }
    init?(stringValue: String) { return nil }
    init?(intValue: Int) { self.index = intValue }
}
