// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Writes one element's keys: a key becomes a child element, `"@name"` an attribute, `""` the
/// element's text, `_0` the element itself (see `KeySpelling`). Package access: see
/// `DocumentEncoder.keyedWriter(keyedBy:)`.
package struct KeyedWriter<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let encoder: DocumentEncoder
    let frame: FrameRef
    let depth: Int
    let role: Role

    /// What the container writes besides an element's keys.
    enum Role {
        case plain
        /// An enum's container in a list item: its first nested container names the item, or,
        /// for the key `""`, makes it a run of text in the list's element (mixed content).
        case choice
        /// A `[String: T]`'s container, whose keys are its entries.
        case dictionary
        /// The text case of an enum in mixed content: its one value is text of `frame`.
        case textRun
    }

    package var codingPath: [any CodingKey] { Array(encoder.path.prefix(depth)) }

    /// Makes this container's element the one written into, and finds the slot of `key`.
    @inline(__always)
    private func enter(_ key: Key) throws -> Slot {
        if case .choice = role { try encoder.settleChoice(frame) }
        guard encoder.enter(frame) else { throw encoder.session.failure ?? encoder.staleContainer() }
        let slot = try encoder.slot(for: key, in: frame)
        encoder.recordKey(slot, in: frame)
        switch role {
        case .dictionary, .textRun: try check(slot, key)
        case .plain, .choice: break
        }
        return slot
    }

    /// Throws when `slot` is no place for this container's role.
    private func check(_ slot: Slot, _ key: Key) throws {
        switch slot {
        case .text where role == .dictionary:
            throw encoder.textEntry(key)
        case .text, .current:
            return
        default:
            guard role == .textRun else { return }
            throw encoder.misplacedContainer(
                "a key other than the unlabeled value",
                "the text case of an enum in mixed content, which is text between elements")
        }
    }

    /// With `.omit`, nil writes nothing whatever the key, so the key is not even resolved.
    package mutating func encodeNil(forKey key: Key) throws {
        if encoder.session.omitsNil { return }
        try encoder.writeNil(into: enter(key), key: key)
    }

    // MARK: - Scalars
    // One generic method for every `EncodableScalar` (see there why the 128-bit integers have their own).

    @inline(__always)
    mutating func encode<T: EncodableScalar>(_ value: T, forKey key: Key) throws {
        try T.write(value, with: encoder, into: enter(key), key: key)
    }
    // Each scalar's own method as well, the same call as the generic one: the conformance's
    // witnesses are visible to the package, and the generic one as their witness would make
    // `EncodableScalar` visible too, whose conformances, emitted then, moved the module's one
    // copy of `Array.append(contentsOf:)` into an object file where LLVM left its copy loop out
    // of line (the writer's appends: Xylem-encode gpx-10k +1.9% in instructions).
    @inline(__always)
    package mutating func encode(_ value: Bool, forKey key: Key) throws {
        try Bool.write(value, with: encoder, into: enter(key), key: key)
    }
    @inline(__always)
    package mutating func encode(_ value: String, forKey key: Key) throws {
        try String.write(value, with: encoder, into: enter(key), key: key)
    }
    @inline(__always)
    package mutating func encode(_ value: Double, forKey key: Key) throws {
        try Double.write(value, with: encoder, into: enter(key), key: key)
    }
    @inline(__always)
    package mutating func encode(_ value: Float, forKey key: Key) throws {
        try Float.write(value, with: encoder, into: enter(key), key: key)
    }
    @inline(__always)
    package mutating func encode(_ value: Int, forKey key: Key) throws {
        try Int.write(value, with: encoder, into: enter(key), key: key)
    }
    @inline(__always)
    package mutating func encode(_ value: Int8, forKey key: Key) throws {
        try Int8.write(value, with: encoder, into: enter(key), key: key)
    }
    @inline(__always)
    package mutating func encode(_ value: Int16, forKey key: Key) throws {
        try Int16.write(value, with: encoder, into: enter(key), key: key)
    }
    @inline(__always)
    package mutating func encode(_ value: Int32, forKey key: Key) throws {
        try Int32.write(value, with: encoder, into: enter(key), key: key)
    }
    @inline(__always)
    package mutating func encode(_ value: Int64, forKey key: Key) throws {
        try Int64.write(value, with: encoder, into: enter(key), key: key)
    }
    @inline(__always)
    package mutating func encode(_ value: UInt, forKey key: Key) throws {
        try UInt.write(value, with: encoder, into: enter(key), key: key)
    }
    @inline(__always)
    package mutating func encode(_ value: UInt8, forKey key: Key) throws {
        try UInt8.write(value, with: encoder, into: enter(key), key: key)
    }
    @inline(__always)
    package mutating func encode(_ value: UInt16, forKey key: Key) throws {
        try UInt16.write(value, with: encoder, into: enter(key), key: key)
    }
    @inline(__always)
    package mutating func encode(_ value: UInt32, forKey key: Key) throws {
        try UInt32.write(value, with: encoder, into: enter(key), key: key)
    }
    @inline(__always)
    package mutating func encode(_ value: UInt64, forKey key: Key) throws {
        try UInt64.write(value, with: encoder, into: enter(key), key: key)
    }
    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    package mutating func encode(_ value: Int128, forKey key: Key) throws {
        try Int128.write(value, with: encoder, into: enter(key), key: key)
    }
    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    package mutating func encode(_ value: UInt128, forKey key: Key) throws {
        try UInt128.write(value, with: encoder, into: enter(key), key: key)
    }

    package mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        // A present optional handed to encode(_:forKey:) follows encodeIfPresent's rules.
        if encoder.session.kind(of: T.self).contains(.optional),
            let wrapped = (value as? any PresentOptional)?.presentValue
        {
            return try encoder.encode(optional: wrapped, into: enter(key), key: key)
        }
        try encoder.encode(value, into: enter(key), key: key)
    }

    // MARK: - Optionals
    // nil goes through the nil strategy. Each type needs its own method: the standard library's
    // default implementations of these requirements (which always omit nil) would otherwise win
    // over a generic one.

    @inline(__always)
    private mutating func optional<T: EncodableScalar>(_ value: T?, _ key: Key) throws {
        guard let value else { return try encodeNil(forKey: key) }
        try T.write(value, with: encoder, into: enter(key), key: key)
    }

    package mutating func encodeIfPresent(_ value: Bool?, forKey key: Key) throws { try optional(value, key) }
    package mutating func encodeIfPresent(_ value: String?, forKey key: Key) throws { try optional(value, key) }
    package mutating func encodeIfPresent(_ value: Double?, forKey key: Key) throws { try optional(value, key) }
    package mutating func encodeIfPresent(_ value: Float?, forKey key: Key) throws { try optional(value, key) }
    package mutating func encodeIfPresent(_ value: Int?, forKey key: Key) throws { try optional(value, key) }
    package mutating func encodeIfPresent(_ value: Int8?, forKey key: Key) throws { try optional(value, key) }
    package mutating func encodeIfPresent(_ value: Int16?, forKey key: Key) throws { try optional(value, key) }
    package mutating func encodeIfPresent(_ value: Int32?, forKey key: Key) throws { try optional(value, key) }
    package mutating func encodeIfPresent(_ value: Int64?, forKey key: Key) throws { try optional(value, key) }
    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    package mutating func encodeIfPresent(_ value: Int128?, forKey key: Key) throws { try optional(value, key) }
    package mutating func encodeIfPresent(_ value: UInt?, forKey key: Key) throws { try optional(value, key) }
    package mutating func encodeIfPresent(_ value: UInt8?, forKey key: Key) throws { try optional(value, key) }
    package mutating func encodeIfPresent(_ value: UInt16?, forKey key: Key) throws { try optional(value, key) }
    package mutating func encodeIfPresent(_ value: UInt32?, forKey key: Key) throws { try optional(value, key) }
    package mutating func encodeIfPresent(_ value: UInt64?, forKey key: Key) throws { try optional(value, key) }
    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    package mutating func encodeIfPresent(_ value: UInt128?, forKey key: Key) throws { try optional(value, key) }

    package mutating func encodeIfPresent<T: Encodable>(_ value: T?, forKey key: Key) throws {
        guard let value else { return try encodeNil(forKey: key) }
        try encoder.encode(optional: value, into: enter(key), key: key)
    }

    // MARK: - Nesting
    // A nested container outlives this call, so it gets an encoder (and coding path) of its own;
    // its element stays open until this container writes again or its value ends.

    package mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        KeyedEncodingContainer(nestedWriter(keyedBy: keyType, forKey: key))
    }

    /// The container `nestedContainer(keyedBy:forKey:)` returns, without the box around it (see
    /// `DocumentEncoder.keyedWriter(keyedBy:)`).
    @inline(__always)
    package mutating func nestedWriter<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedWriter<NestedKey> {
        let path = codingPath + [key]
        if case .choice = role, encoder.writer.isLive(frame), encoder.choice(of: frame) == .undecided {
            switch try? encoder.slot(for: key, in: frame) {
            case .element(let name, _)?:
                // An enum in a list: its case element is the item itself (as the decoder reads it).
                encoder.takeChoice(frame, name: name)
                let nested = encoder.nested(path: path, pending: nil, parent: frame)
                return KeyedWriter<NestedKey>(encoder: nested, frame: frame, depth: path.count, role: .plain)
            case .text?:
                // Its text case: no item, a run of text in the list's element (mixed content).
                guard let parent = encoder.writer.discardPending(frame) else { break }
                let nested = encoder.nested(path: path, pending: nil, parent: parent)
                return KeyedWriter<NestedKey>(encoder: nested, frame: parent, depth: path.count, role: .textRun)
            default:
                break
            }
        }
        return nestedEncoder(for: key).keyedWriter(keyedBy: keyType)
    }

    package mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        nestedEncoder(for: key).unkeyedContainer()
    }

    package mutating func superEncoder() -> any Encoder {
        nestedEncoder(for: XMLKey(stringValue: KeySpelling.superKey))
    }

    package mutating func superEncoder(forKey key: Key) -> any Encoder {
        nestedEncoder(for: key)
    }

    /// An encoder whose value goes into `key`'s slot of this element.
    private func nestedEncoder(for key: some CodingKey) -> DocumentEncoder {
        let path = codingPath + [key]
        do {
            if case .choice = role { try encoder.settleChoice(frame) }
            guard encoder.writer.isLive(frame) else { throw encoder.staleContainer() }
            return encoder.nested(path: path, pending: try encoder.slot(for: key, in: frame), parent: frame)
        } catch {
            encoder.fail(error as? EncodingError ?? encoder.staleContainer())
            return encoder.nested(path: path, pending: nil, parent: frame)
        }
    }
}
