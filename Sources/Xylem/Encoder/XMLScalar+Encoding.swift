// How each `XMLScalar` is written (the mirror of its `decode`): every container calls `write`
// through one generic `encode<T: XMLScalar>`, which funnels into ScalarEncoding.swift.

extension XMLScalar where Self: FixedWidthInteger {
    @inline(__always)
    static func write(_ value: Self, with encoder: DocumentEncoder, into slot: Slot?, key: (any CodingKey)?) throws {
        try encoder.write(integer: value, into: slot, key: key)
    }
}

extension XMLScalar where Self: BinaryFloatingPoint & LosslessStringConvertible {
    @inline(__always)
    static func write(_ value: Self, with encoder: DocumentEncoder, into slot: Slot?, key: (any CodingKey)?) throws {
        try encoder.write(float: value, into: slot, key: key)
    }
}

extension Bool {
    @inline(__always)
    static func write(_ value: Bool, with encoder: DocumentEncoder, into slot: Slot?, key: (any CodingKey)?) throws {
        try encoder.write(bool: value, into: slot, key: key)
    }
}

extension String {
    @inline(__always)
    static func write(_ value: String, with encoder: DocumentEncoder, into slot: Slot?, key: (any CodingKey)?) throws {
        try encoder.write(value, into: slot, key: key)
    }
}
