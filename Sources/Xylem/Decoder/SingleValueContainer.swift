import Foundation

/// Reads the current node as one value: an element's text, an attribute's value, or the text
/// of the `""` key.
struct SingleValueContainer: SingleValueDecodingContainer {
    let decoder: DocumentDecoder
    let node: Node
    let depth: Int

    var codingPath: [any CodingKey] { Array(decoder.path.prefix(depth)) }

    func decodeNil() -> Bool { decoder.isNil(node) }

    func decode(_ type: String.Type) throws -> String { try decoder.string(node) }
    func decode(_ type: Bool.Type) throws -> Bool { try decoder.bool(node) }
    func decode(_ type: Double.Type) throws -> Double { try decoder.floatingPoint(node, type) }
    func decode(_ type: Float.Type) throws -> Float { try decoder.floatingPoint(node, type) }
    func decode(_ type: Int.Type) throws -> Int { try decoder.integer(node, type) }
    func decode(_ type: Int8.Type) throws -> Int8 { try decoder.integer(node, type) }
    func decode(_ type: Int16.Type) throws -> Int16 { try decoder.integer(node, type) }
    func decode(_ type: Int32.Type) throws -> Int32 { try decoder.integer(node, type) }
    func decode(_ type: Int64.Type) throws -> Int64 { try decoder.integer(node, type) }
    func decode(_ type: UInt.Type) throws -> UInt { try decoder.integer(node, type) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try decoder.integer(node, type) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try decoder.integer(node, type) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try decoder.integer(node, type) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try decoder.integer(node, type) }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try decoder.decode(type, node: node, key: nil)
    }
}
