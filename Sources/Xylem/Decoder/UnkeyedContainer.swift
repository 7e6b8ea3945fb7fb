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

    mutating func decode(_ type: String.Type) throws -> String {
        let index = currentIndex
        let element = try next(type)
        return try decoder.string(.element(element), key: { IndexKey(index: index) })
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool { try scalar(type) { try $0.bool($1, key: $2) } }
    mutating func decode(_ type: Double.Type) throws -> Double { try scalar(type) { try $0.floatingPoint($1, type, key: $2) } }
    mutating func decode(_ type: Float.Type) throws -> Float { try scalar(type) { try $0.floatingPoint($1, type, key: $2) } }
    mutating func decode(_ type: Int.Type) throws -> Int { try scalar(type) { try $0.integer($1, type, key: $2) } }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try scalar(type) { try $0.integer($1, type, key: $2) } }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try scalar(type) { try $0.integer($1, type, key: $2) } }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try scalar(type) { try $0.integer($1, type, key: $2) } }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try scalar(type) { try $0.integer($1, type, key: $2) } }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try scalar(type) { try $0.integer($1, type, key: $2) } }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try scalar(type) { try $0.integer($1, type, key: $2) } }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try scalar(type) { try $0.integer($1, type, key: $2) } }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try scalar(type) { try $0.integer($1, type, key: $2) } }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try scalar(type) { try $0.integer($1, type, key: $2) } }

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
