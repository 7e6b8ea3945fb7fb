// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Writes a list: each item in the item slot of the list's element, which is either the parent
/// of repeated elements named by the property's key, or a wrapper element.
struct UnkeyedWriter: UnkeyedEncodingContainer {
    let encoder: DocumentEncoder
    /// The element the items go into.
    let parent: FrameRef
    /// Where each item goes: `.element(key, keyed: false)` for repeated elements, `.item` in a
    /// wrapper.
    let itemSlot: Slot
    let depth: Int
    private(set) var count = 0

    init(encoder: DocumentEncoder, parent: FrameRef, itemSlot: Slot, depth: Int) {
        self.encoder = encoder
        self.parent = parent
        self.itemSlot = itemSlot
        self.depth = depth
    }

    var codingPath: [any CodingKey] { Array(encoder.path.prefix(depth)) }

    /// Makes the list's element the one written into; the key of the next item.
    @inline(__always)
    private mutating func next() throws -> IndexKey {
        guard encoder.enter(parent) else { throw encoder.session.failure ?? encoder.staleContainer() }
        encoder.recordKey(itemSlot, in: parent)
        count += 1
        return IndexKey(index: count - 1)
    }

    mutating func encodeNil() throws { try encoder.writeNil(into: itemSlot, key: next()) }

    // MARK: - Values

    @inline(__always)
    mutating func encode<T: EncodableScalar>(_ value: T) throws {
        try T.write(value, with: encoder, into: itemSlot, key: next())
    }
    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    mutating func encode(_ value: Int128) throws { try Int128.write(value, with: encoder, into: itemSlot, key: next()) }
    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    mutating func encode(_ value: UInt128) throws {
        try UInt128.write(value, with: encoder, into: itemSlot, key: next())
    }

    mutating func encode<T: Encodable>(_ value: T) throws {
        try encoder.encode(value, into: itemSlot, key: next())
    }

    // MARK: - Nesting

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type
    ) -> KeyedEncodingContainer<NestedKey> {
        nestedEncoder().container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        nestedEncoder().unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        nestedEncoder()
    }

    /// An encoder whose value is the next item.
    private mutating func nestedEncoder() -> DocumentEncoder {
        let key = IndexKey(index: count)
        count += 1
        guard encoder.writer.isLive(parent) else {
            encoder.fail(encoder.staleContainer())
            return encoder.nested(path: codingPath + [key], pending: nil, parent: parent)
        }
        return encoder.nested(path: codingPath + [key], pending: itemSlot, parent: parent)
    }
}
