// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Reads one element's children and attributes by key (see `KeySpelling`): `"name"` matches a
/// child element of that name, else an attribute of that name; `"@name"` only the attribute;
/// `""` the element's own text. Over a text item of mixed content, `""` is the text and no other
/// key exists.
struct KeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let decoder: DocumentDecoder
    /// Where it stands (a class: a kept container is moved, ContainerFrames.swift).
    let place: ContainerPlace

    /// The element read, or the element of the text item read.
    var element: Int32 { @inline(__always) get { place.element } }
    /// The text item (`.textRun` or `.space`) this container reads, or nil for an element.
    var textItem: ValueRef? { @inline(__always) get { place.textItem } }
    var depth: Int { @inline(__always) get { place.depth } }

    var codingPath: [any CodingKey] { Array(decoder.path.prefix(depth)) }

    /// With an open set of keys (a dictionary's), the distinct names of the element's children,
    /// then its attributes spelled `"@name"` (namespace declarations left out). With a closed
    /// set (an enum's cases), the case the element stands for: its own name when that is a
    /// key, else the names of its children that are keys (Choices.swift).
    var allKeys: [Key] {
        if textItem != nil {
            return decoder.keyCache.keys(Key.self, name: Self.textItemName) {
                guard let key = Key(stringValue: KeySpelling.textKey) ?? Key(stringValue: KeySpelling.unlabeledValueKey)
                else { return [] }
                return [key]
            }.keys
        }
        if acceptsAnyName {
            return childKeys() + attributeKeys()
        }
        return choiceKeys()
    }

    /// The names a text item's keys, and the answer of `acceptsAnyName`, are kept under in
    /// `KeyCache.keys` (no name id is negative).
    static var textItemName: NameID { -1 }
    static var anyNameProbe: NameID { -2 }

    /// Whether `Key` is an open set that takes any string (`Dictionary`'s keys): a NUL can
    /// neither be in an enum's raw value by accident nor in an XML name. Kept with the keys,
    /// as a key made of it or none: making the `Key?` costs a metadata lookup each time.
    var acceptsAnyName: Bool {
        decoder.keyCache.keys(Key.self, name: Self.anyNameProbe) {
            guard let key = Key(stringValue: "\u{0}") else { return [] }
            return [key]
        }.count > 0
    }

    /// The distinct names of the element's children that are keys of `Key`, in document order.
    func childKeys() -> [Key] {
        noteRead()
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
        return keys
    }

    /// The element's attributes as `"@name"` keys of `Key`, in document order, without the
    /// namespace declarations (`xmlns`, `xmlns:p`), which are not values.
    func attributeKeys() -> [Key] {
        let document = decoder.document
        var seen = Set<String>()
        return document.attributeRange(of: element).compactMap { index in
            let written = document.names[document.attributes[index].name]
            guard !isNamespaceDeclaration(written) else { return nil }
            let id = decoder.mapping.map { decoder.attributeName(index, $0) } ?? document.attributes[index].name
            let spelled = String(KeySpelling.attributePrefix) + keyString(id)
            guard seen.insert(spelled).inserted else { return nil }
            return Key(stringValue: spelled)
        }
    }

    /// The key string for a (canonical) name id.
    func keyString(_ id: NameID) -> String {
        decoder.mapping?.keyStrings[Int(id)] ?? decoder.document.names[id]
    }

    /// What `key` names in this element.
    @inline(__always)
    func lookup(_ key: Key) -> ValueRef { lookup(name: key.stringValue) }

    /// What `name` names in this element.
    func lookup(name: String) -> ValueRef {
        if let textItem {
            return name == KeySpelling.textKey || name == KeySpelling.unlabeledValueKey
                ? textItem : .missing(owner: element)
        }
        // The text is not noted as read (LoneWrappers.swift): a watched element has none, and
        // reading its empty text is reading nothing of it, as is an attribute it lacks.
        if KeySpelling.isText(name) { return .text(element) }
        // A name of the document never starts with "@" (no XML name can), so a key found among
        // them is a plain key; `"@name"` keys are spelled out only when that lookup fails.
        guard let id = decoder.nameID(forKey: name) else { return unfound(name) }
        // The case `allKeys` chose by the element's own name is the element itself.
        if decoder.frames.choice(at: depth) == element && decoder.name(of: element) == id { return .element(element) }
        if let child = decoder.firstChild(of: element, named: id) {
            noteRead()
            return .matches(parent: element, first: child)
        }
        if let attribute = decoder.attribute(of: element, named: id) {
            noteRead()
            return .attribute(index: attribute, owner: element)
        }
        return unfound(name)
    }

    /// A key that names no child element or attribute: `"@name"` names the attribute `name`
    /// only; `_0`, the first unlabeled associated value of a choice enum's case (`case
    /// loginResponse(LoginResponse)`), is the element itself; anything else is missing.
    @inline(never)
    private func unfound(_ name: String) -> ValueRef {
        if case .attribute(let local) = KeySpelling.of(name) {
            guard let id = decoder.nameID(forKey: String(local)),
                let attribute = decoder.attribute(of: element, named: id)
            else { return .missing(owner: element) }
            noteRead()
            return .attribute(index: attribute, owner: element)
        }
        if name == KeySpelling.unlabeledValueKey { return .element(element) }
        // The case `allKeys` chose by the element's own name in a default namespace.
        if decoder.frames.choice(at: depth) == element, decoder.defaultNamespaceKey(of: element) == name {
            return .element(element)
        }
        if decoder.mapping != nil, let match = decoder.defaultNamespaceMatch(name, in: element) {
            noteRead()
            return match
        }
        return .missing(owner: element)
    }

    /// Notes, in this container's frame, that it read something of its element: a key that
    /// found a child or an attribute (asked by `contains` too: a type that asks whether a
    /// child is there reads the element's structure), or the keys of a dictionary
    /// (LoneWrappers.swift).
    @inline(__always)
    func noteRead() { decoder.frames.noteRead(of: element, at: depth) }

    func contains(_ key: Key) -> Bool {
        if case .missing = lookup(key) { return false }
        return true
    }

    func decodeNil(forKey key: Key) throws -> Bool { try decoder.presence(lookup(key), key: { key }) != .value }

    // MARK: - Scalars
    // One generic method for every `DecodableScalar` (see there why the 128-bit integers have their own).

    @inline(__always)
    func decode<T: DecodableScalar>(_ type: T.Type, forKey key: Key) throws -> T {
        try T.decode(from: decoder, lookup(key), key: { key })
    }
    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    func decode(_ type: Int128.Type, forKey key: Key) throws -> Int128 {
        try type.decode(from: decoder, lookup(key), key: { key })
    }
    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    func decode(_ type: UInt128.Type, forKey key: Key) throws -> UInt128 {
        try type.decode(from: decoder, lookup(key), key: { key })
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try decoder.decode(type, node: lookup(key), key: key)
    }

    // MARK: - Optionals
    // The rule of Optionals.swift: these scalars are nil unless the node holds a value.

    // Each type needs its own method here: the standard library's default implementations of
    // these requirements would otherwise win over a generic one (and read `<name/>` as nil).
    @inline(__always)
    private func optional<T: DecodableScalar>(_ type: T.Type, _ key: Key) throws -> T? {
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
        try decoder.decodeOptional(type, node: lookup(key), key: { key }) {
            try decoder.decode(type, node: $0, key: key)
        }
    }

    // MARK: - Nesting
    // A nested container outlives this call, so it gets a decoder (and coding path) of its own.

    private func nested(_ key: any CodingKey, _ node: ValueRef) -> DocumentDecoder {
        decoder.nested(node, depth: depth, key: key)
    }

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type, forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
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
