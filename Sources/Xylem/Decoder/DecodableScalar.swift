// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The types Xylem reads from text itself, the same way in every container: `Bool`, `String`,
/// `Float`, `Double`, and the integers of every width (`Int128` and `UInt128` where the
/// platform has them). The encoder writes the same types as `EncodableScalar`
/// (Encoder/EncodableScalar.swift).
///
/// A container decodes them all with one generic method, `decode<T: DecodableScalar>`, which
/// stands for the coding protocols' per-type requirements (`decode(Int.self, forKey:)`, ...).
/// Only the 128-bit integers need their own methods: the standard library gives their
/// requirements default implementations (that throw), and a default beats a generic method as
/// a witness.
protocol DecodableScalar: Decodable {
    /// Reads `node` as a value of this type; `key` is added to the coding path of an error.
    static func decode(from decoder: DocumentDecoder, _ node: ValueRef, key: () -> (any CodingKey)?) throws -> Self
    /// Reads `node` as an optional: nil unless it holds a value (Decoder/Optionals.swift).
    static func decodeIfPresent(
        from decoder: DocumentDecoder, _ node: ValueRef, key: () -> (any CodingKey)?
    ) throws -> Self?
}

extension DecodableScalar {
    @inline(__always)
    static func decodeIfPresent(
        from decoder: DocumentDecoder, _ node: ValueRef, key: () -> (any CodingKey)?
    ) throws -> Self? {
        if try decoder.presence(node, key: key) != .value { return nil }
        return try decode(from: decoder, node, key: key)
    }
}

extension DecodableScalar where Self: FixedWidthInteger {
    @inline(__always)
    static func decode(from decoder: DocumentDecoder, _ node: ValueRef, key: () -> (any CodingKey)?) throws -> Self {
        try decoder.integer(node, Self.self, key: key)
    }
}

extension DecodableScalar where Self: BinaryFloatingPoint & LosslessStringConvertible {
    @inline(__always)
    static func decode(from decoder: DocumentDecoder, _ node: ValueRef, key: () -> (any CodingKey)?) throws -> Self {
        try decoder.floatingPoint(node, Self.self, key: key)
    }
}

extension Bool: DecodableScalar {
    @inline(__always)
    static func decode(from decoder: DocumentDecoder, _ node: ValueRef, key: () -> (any CodingKey)?) throws -> Bool {
        try decoder.bool(node, key: key)
    }
}

extension String: DecodableScalar {
    @inline(__always)
    static func decode(from decoder: DocumentDecoder, _ node: ValueRef, key: () -> (any CodingKey)?) throws -> String {
        try decoder.string(node, key: key)
    }

    /// An empty element is `""`, not nil, unless the empty-element strategy says `.null`.
    @inline(__always)
    static func decodeIfPresent(
        from decoder: DocumentDecoder, _ node: ValueRef, key: () -> (any CodingKey)?
    ) throws -> String? {
        try decoder.optionalString(node, key: key)
    }
}

extension Double: DecodableScalar {}
extension Float: DecodableScalar {}
extension Int: DecodableScalar {}
extension Int8: DecodableScalar {}
extension Int16: DecodableScalar {}
extension Int32: DecodableScalar {}
extension Int64: DecodableScalar {}
extension UInt: DecodableScalar {}
extension UInt8: DecodableScalar {}
extension UInt16: DecodableScalar {}
extension UInt32: DecodableScalar {}
extension UInt64: DecodableScalar {}
@available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
extension Int128: DecodableScalar {}
@available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
extension UInt128: DecodableScalar {}
