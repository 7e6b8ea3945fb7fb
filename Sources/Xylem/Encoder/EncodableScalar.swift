// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

/// The types Xylem writes as text itself, the same way in every container: those the decoder
/// reads as `DecodableScalar` (Decoder/DecodableScalar.swift). Every container writes them
/// through one generic `encode<T: EncodableScalar>`, which funnels into ScalarEncoding.swift;
/// the 128-bit integers also have their own methods, for the reason `DecodableScalar` gives.
protocol EncodableScalar: Encodable {
    /// Writes `value` into `slot` as text; `key` is added to the coding path of an error.
    static func write(_ value: Self, with encoder: DocumentEncoder, into slot: Slot?, key: (any CodingKey)?) throws
}

extension EncodableScalar where Self: FixedWidthInteger {
    @inline(__always)
    static func write(_ value: Self, with encoder: DocumentEncoder, into slot: Slot?, key: (any CodingKey)?) throws {
        try encoder.write(integer: value, into: slot, key: key)
    }
}

extension EncodableScalar where Self: BinaryFloatingPoint & LosslessStringConvertible {
    @inline(__always)
    static func write(_ value: Self, with encoder: DocumentEncoder, into slot: Slot?, key: (any CodingKey)?) throws {
        try encoder.write(float: value, into: slot, key: key)
    }
}

extension Bool: EncodableScalar {
    @inline(__always)
    static func write(_ value: Bool, with encoder: DocumentEncoder, into slot: Slot?, key: (any CodingKey)?) throws {
        try encoder.write(bool: value, into: slot, key: key)
    }
}

extension String: EncodableScalar {
    @inline(__always)
    static func write(_ value: String, with encoder: DocumentEncoder, into slot: Slot?, key: (any CodingKey)?) throws {
        try encoder.write(value, into: slot, key: key)
    }
}

extension Double: EncodableScalar {}
extension Float: EncodableScalar {}
extension Int: EncodableScalar {}
extension Int8: EncodableScalar {}
extension Int16: EncodableScalar {}
extension Int32: EncodableScalar {}
extension Int64: EncodableScalar {}
extension UInt: EncodableScalar {}
extension UInt8: EncodableScalar {}
extension UInt16: EncodableScalar {}
extension UInt32: EncodableScalar {}
extension UInt64: EncodableScalar {}
@available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
extension Int128: EncodableScalar {}
@available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
extension UInt128: EncodableScalar {}
