import Foundation

/// What a coding key resolved to in the document.
enum Node {
    /// One element, decoded as a whole (the root, an array item, a `superDecoder`).
    case element(Int32)
    /// The children of `parent` that share `first`'s name: one value or, for an array, all.
    case matches(parent: Int32, first: Int32)
    /// An attribute's value (`index` into `Document.attributes`), on element `owner`.
    case attribute(index: Int, owner: Int32)
    /// An element's own text (the `""` key).
    case text(Int32)
    /// Nothing in element `owner` has this key's name.
    case missing(owner: Int32)
}

/// The `Decoder` handed to `init(from:)`. One instance serves a whole decode: descending into a
/// value sets `node` and pushes the key, and both are restored on the way back up, so no
/// decoder object is allocated per value.
final class DocumentDecoder: Decoder {
    let document: Document
    let options: DecodingOptions
    var node: Node
    /// The keys from the root to `node`. Containers remember their depth in it.
    var path: [any CodingKey]

    init(document: Document, options: DecodingOptions, node: Node, codingPath: [any CodingKey]) {
        self.document = document
        self.options = options
        self.node = node
        self.path = codingPath
    }

    var codingPath: [any CodingKey] { path }
    var userInfo: [CodingUserInfoKey: Any] { options.userInfo }

    // MARK: - Containers

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        let element = try singleElement(node, expecting: "a keyed container")
        return KeyedDecodingContainer(KeyedContainer<Key>(decoder: self, element: element, depth: path.count))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        switch node {
        case .element(let element):
            return UnkeyedContainer(decoder: self, parent: element, name: nil, first: document.firstChild(of: element), depth: path.count)
        case .matches(let parent, let first):
            return UnkeyedContainer(decoder: self, parent: parent, name: document.elements[Int(first)].name, first: first, depth: path.count)
        case .missing(let owner):
            return UnkeyedContainer(decoder: self, parent: owner, name: nil, first: nil, depth: path.count)
        case .attribute, .text:
            throw mismatch([Any].self, node, "an attribute or text value")
        }
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        SingleValueContainer(decoder: self, node: node, depth: path.count)
    }

    // MARK: - Descending

    /// Runs `body` with `node` as the current value and `key` pushed on the coding path.
    @inline(__always)
    func with<T>(_ node: Node, key: (any CodingKey)?, _ body: () throws -> T) rethrows -> T {
        let saved = self.node
        self.node = node
        if let key { path.append(key) }
        defer {
            self.node = saved
            if key != nil { path.removeLast() }
        }
        return try body()
    }

    /// Decodes `type` from the current node: scalars Xylem knows directly, others through
    /// their `init(from:)`.
    func decodeValue<T: Decodable>(_ type: T.Type) throws -> T {
        if let value = try decodeSpecial(type, node) { return value }
        return try T(from: self)
    }

    /// Decodes `type` from `node` (pushing `key`), the generic path shared by all containers.
    @inline(__always)
    func decode<T: Decodable>(_ type: T.Type, node: Node, key: (any CodingKey)?) throws -> T {
        try with(node, key: key) { try decodeValue(type) }
    }

    /// Foundation types that Xylem decodes from text rather than through their own
    /// `init(from:)` (which would expect a JSON-like number or structure).
    private func decodeSpecial<T>(_ type: T.Type, _ node: Node) throws -> T? {
        if T.self == Date.self { return try scalar(node, Date.self) { parseISO8601($0) } as? T }
        if T.self == Data.self { return try scalar(node, Data.self) { parseBase64($0) } as? T }
        if T.self == URL.self { return try scalar(node, URL.self) { parseURL($0) } as? T }
        if T.self == Decimal.self { return try scalar(node, Decimal.self) { parseDecimal($0) } as? T }
        return nil
    }

    // MARK: - Resolving nodes

    /// The one element a keyed container reads: a lone match, never a guess among several.
    func singleElement(_ node: Node, expecting what: String) throws -> Int32 {
        switch node {
        case .element(let element):
            return element
        case .matches(let parent, let first):
            try requireSingle(parent: parent, first: first)
            return first
        case .missing(let owner):
            throw keyNotFound(in: owner)
        case .attribute, .text:
            throw mismatch([String: Any].self, node, "an attribute or text value where \(what) was expected")
        }
    }

    /// Throws when more than one sibling has `first`'s name and a single value is wanted.
    func requireSingle(parent: Int32, first: Int32) throws {
        let name = document.elements[Int(first)].name
        let parentEnd = document.elements[Int(parent)].end
        if let second = document.nextSibling(after: first, named: name, parentEnd: parentEnd) {
            var count = 2
            var next = second
            while let more = document.nextSibling(after: next, named: name, parentEnd: parentEnd) { count += 1; next = more }
            throw DecodingError.typeMismatch(Any.self, .init(
                codingPath: path,
                debugDescription: "Expected one <\(document.names[name])> but found \(count) at \(position(of: second)); declare the property as an array to read them all"))
        }
    }

    /// The text bytes of a value node, trimmed, and the element that locates it; nil for a
    /// missing key.
    func text(of node: Node) throws -> (bytes: ArraySlice<UInt8>, element: Int32)? {
        switch node {
        case .element(let element):
            return (try ownText(element), element)
        case .matches(let parent, let first):
            try requireSingle(parent: parent, first: first)
            return (try ownText(first), first)
        case .attribute(let index, let owner):
            return (trimmed(document.valueBytes(ofAttribute: index)), owner)
        case .text(let element):
            return (trimmed(document.textBytes(of: element)), element)
        case .missing:
            return nil
        }
    }

    /// An element's text as a value: an element with child elements is not a scalar.
    private func ownText(_ element: Int32) throws -> ArraySlice<UInt8> {
        if document.hasChildren(element) {
            let name = document.names[document.elements[Int(element)].name]
            throw DecodingError.typeMismatch(String.self, .init(
                codingPath: path,
                debugDescription: "Expected a value at \(position(of: element)) but found <\(name)> with child elements"))
        }
        return trimmed(document.textBytes(of: element))
    }

    /// Whether `node` holds no value: a missing key, an empty element (`<ele/>`), or an
    /// empty attribute or text.
    func isNil(_ node: Node) -> Bool {
        switch node {
        case .missing: return true
        case .element(let element): return document.isEmpty(element)
        case .matches(_, let first): return document.isEmpty(first)
        case .attribute(let index, _): return trimmed(document.valueBytes(ofAttribute: index)).isEmpty
        case .text(let element): return trimmed(document.textBytes(of: element)).isEmpty
        }
    }

    /// Decodes a scalar from `node`'s text with `parse`, throwing with the position on failure.
    func scalar<T>(_ node: Node, _ type: T.Type, _ parse: (ArraySlice<UInt8>) -> T?) throws -> T {
        guard let (bytes, element) = try text(of: node) else { throw keyNotFound(node) }
        if bytes.isEmpty {
            throw DecodingError.valueNotFound(T.self, .init(
                codingPath: path, debugDescription: "Expected \(T.self) at \(position(of: element)) but found an empty value"))
        }
        guard let value = parse(bytes) else {
            throw DecodingError.dataCorrupted(.init(
                codingPath: path,
                debugDescription: "Expected \(T.self) at \(position(of: element)) but found \(quoted(bytes))"))
        }
        return value
    }

    /// A String from `node`: an empty element is `""`.
    func string(_ node: Node) throws -> String {
        guard let (bytes, _) = try text(of: node) else { throw keyNotFound(node) }
        return String(decoding: bytes, as: UTF8.self)
    }
}
