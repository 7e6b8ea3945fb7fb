// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Writes the value's one value into its slot: an element's text, an attribute's value, or the
/// text of the `""` key. A second write is an error (the slot is used up).
struct SingleValueWriter: SingleValueEncodingContainer {
    let encoder: DocumentEncoder
    private var slot: Slot?
    let depth: Int

    init(encoder: DocumentEncoder, slot: Slot?, depth: Int) {
        self.encoder = encoder
        self.slot = slot
        self.depth = depth
    }

    var codingPath: [any CodingKey] { Array(encoder.path.prefix(depth)) }

    /// The slot, once.
    @inline(__always)
    private mutating func take() -> Slot? {
        defer { slot = nil }
        return slot
    }

    mutating func encodeNil() throws { try encoder.writeNil(into: take(), key: nil) }

    @inline(__always)
    mutating func encode<T: EncodableScalar>(_ value: T) throws {
        try T.write(value, with: encoder, into: take(), key: nil)
    }
    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    mutating func encode(_ value: Int128) throws { try Int128.write(value, with: encoder, into: take(), key: nil) }
    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    mutating func encode(_ value: UInt128) throws { try UInt128.write(value, with: encoder, into: take(), key: nil) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        guard let slot = take() else { throw encoder.session.failure ?? encoder.writtenTwice() }
        try encoder.encode(value, into: slot, key: nil)
    }
}
