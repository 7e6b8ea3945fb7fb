import Foundation

/// Reads a run of elements in document order: either every child of an element with one name
/// (an array from repeated siblings) or, for an element decoded as an array itself, all of its
/// children.
struct UnkeyedContainer: UnkeyedDecodingContainer {
    let decoder: DocumentDecoder
    /// The element whose children are read.
    let parent: Int32
    /// The name the children must have, or nil for any.
    let name: NameID?
    /// The next element to read, or nil at the end.
    private var current: Int32?
    private let parentEnd: Int32
    let depth: Int
    private(set) var currentIndex = 0
    let count: Int?

    init(decoder: DocumentDecoder, parent: Int32, name: NameID?, first: Int32?, depth: Int) {
        self.decoder = decoder
        self.parent = parent
        self.name = name
        self.current = first
        self.depth = depth
        let document = decoder.document
        let end = first == nil ? 0 : document.elements[Int(parent)].end
        parentEnd = end
        var found = 0
        var next = first
        while let element = next {
            found += 1
            next = name.map { decoder.nextSibling(after: element, named: $0, parentEnd: end) }
                ?? document.nextSibling(of: element, in: end)
        }
        count = found
    }

    var codingPath: [any CodingKey] { Array(decoder.path.prefix(depth)) }
    var isAtEnd: Bool { current == nil }

    /// The element to read next, advancing past it; throws at the end.
    private mutating func next<T>(_ type: T.Type) throws -> Int32 {
        guard let element = current else {
            throw DecodingError.valueNotFound(type, .init(
                codingPath: codingPath + [IndexKey(index: currentIndex)],
                debugDescription: "Unkeyed container is at end (\(currentIndex) values)"))
        }
        if let name {
            current = decoder.nextSibling(after: element, named: name, parentEnd: parentEnd)
        } else {
            current = decoder.document.nextSibling(of: element, in: parentEnd)
        }
        currentIndex += 1
        return element
    }

    mutating func decodeNil() throws -> Bool {
        guard let element = current, decoder.document.isEmpty(element) else { return false }
        _ = try next(Never.self)
        return true
    }

    // MARK: - Values

    /// Reads the next element with `read`, its index key in errors.
    @inline(__always)
    private mutating func scalar<T>(_ type: T.Type, _ read: (DocumentDecoder, Node, () -> (any CodingKey)?) throws -> T) throws -> T {
        let index = currentIndex
        let element = try next(type)
        return try read(decoder, .element(element)) { IndexKey(index: index) }
    }

    @inline(__always)
    mutating func decode<T: XMLScalar>(_ type: T.Type) throws -> T { try scalar(type) { try T.decode(from: $0, $1, key: $2) } }
    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    mutating func decode(_ type: Int128.Type) throws -> Int128 { try scalar(type) { try type.decode(from: $0, $1, key: $2) } }
    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    mutating func decode(_ type: UInt128.Type) throws -> UInt128 { try scalar(type) { try type.decode(from: $0, $1, key: $2) } }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let index = currentIndex
        let element = try next(type)
        return try decoder.decode(type, node: .element(element), key: IndexKey(index: index))
    }

    // MARK: - Nesting

    private mutating func nested() throws -> DocumentDecoder {
        let index = currentIndex
        let element = try next(Any.self)
        return decoder.nested(.element(element), codingPath: codingPath + [IndexKey(index: index)])
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        try nested().container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try nested().unkeyedContainer()
    }

    mutating func superDecoder() throws -> any Decoder {
        try nested()
    }
}
