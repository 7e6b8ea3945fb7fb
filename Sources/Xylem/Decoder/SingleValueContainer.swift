// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Reads the current node as one value: an element's text, an attribute's value, or the text
/// of the `""` key.
struct SingleValueContainer: SingleValueDecodingContainer {
    let decoder: DocumentDecoder
    let node: ValueRef
    let depth: Int

    var codingPath: [any CodingKey] { Array(decoder.path.prefix(depth)) }

    func decodeNil() -> Bool { decoder.isNil(node) }

    @inline(__always)
    func decode<T: DecodableScalar>(_ type: T.Type) throws -> T { try T.decode(from: decoder, node, key: { nil }) }
    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    func decode(_ type: Int128.Type) throws -> Int128 { try type.decode(from: decoder, node, key: { nil }) }
    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    func decode(_ type: UInt128.Type) throws -> UInt128 { try type.decode(from: decoder, node, key: { nil }) }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try decoder.decode(type, node: node)
    }
}
