import Foundation

/// The types Xylem reads from text and writes as text itself, the same way in every container:
/// `Bool`, `String`, `Float`, `Double`, and the integers of every width (`Int128` and `UInt128`
/// where the platform has them).
///
/// A container decodes them all with one generic method, `decode<T: XMLScalar>`, which stands
/// for the coding protocols' per-type requirements (`decode(Int.self, forKey:)`, ...); an
/// encoding container writes them with `encode<T: XMLScalar>` (Encoder/XMLScalar+Encoding.swift).
/// Only the 128-bit integers need their own methods: the standard library gives their
/// requirements default implementations (that throw), and a default beats a generic method as
/// a witness.
protocol XMLScalar: Codable {
    /// Reads `node` as a value of this type; `key` is added to the coding path of an error.
    static func decode(from decoder: DocumentDecoder, _ node: ValueRef, key: () -> (any CodingKey)?) throws -> Self
    /// Reads `node` as an optional: nil unless it holds a value (Decoder/Optionals.swift).
    static func decodeIfPresent(from decoder: DocumentDecoder, _ node: ValueRef, key: () -> (any CodingKey)?) throws -> Self?
    /// Writes `value` into `slot` as text; `key` is added to the coding path of an error.
    static func write(_ value: Self, with encoder: DocumentEncoder, into slot: Slot?, key: (any CodingKey)?) throws
}

extension XMLScalar {
    @inline(__always)
    static func decodeIfPresent(from decoder: DocumentDecoder, _ node: ValueRef, key: () -> (any CodingKey)?) throws -> Self? {
        if try decoder.presence(node, key: key) != .value { return nil }
        return try decode(from: decoder, node, key: key)
    }
}

extension XMLScalar where Self: FixedWidthInteger {
    @inline(__always)
    static func decode(from decoder: DocumentDecoder, _ node: ValueRef, key: () -> (any CodingKey)?) throws -> Self {
        try decoder.integer(node, Self.self, key: key)
    }
}

extension XMLScalar where Self: BinaryFloatingPoint & LosslessStringConvertible {
    @inline(__always)
    static func decode(from decoder: DocumentDecoder, _ node: ValueRef, key: () -> (any CodingKey)?) throws -> Self {
        try decoder.floatingPoint(node, Self.self, key: key)
    }
}

extension Bool: XMLScalar {
    @inline(__always)
    static func decode(from decoder: DocumentDecoder, _ node: ValueRef, key: () -> (any CodingKey)?) throws -> Bool {
        try decoder.bool(node, key: key)
    }
}

extension String: XMLScalar {
    @inline(__always)
    static func decode(from decoder: DocumentDecoder, _ node: ValueRef, key: () -> (any CodingKey)?) throws -> String {
        try decoder.string(node, key: key)
    }

    /// An empty element is `""`, not nil, unless the empty-element strategy says `.null`.
    @inline(__always)
    static func decodeIfPresent(from decoder: DocumentDecoder, _ node: ValueRef, key: () -> (any CodingKey)?) throws -> String? {
        try decoder.optionalString(node, key: key)
    }
}

extension Double: XMLScalar {}
extension Float: XMLScalar {}
extension Int: XMLScalar {}
extension Int8: XMLScalar {}
extension Int16: XMLScalar {}
extension Int32: XMLScalar {}
extension Int64: XMLScalar {}
extension UInt: XMLScalar {}
extension UInt8: XMLScalar {}
extension UInt16: XMLScalar {}
extension UInt32: XMLScalar {}
extension UInt64: XMLScalar {}
@available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
extension Int128: XMLScalar {}
@available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
extension UInt128: XMLScalar {}
