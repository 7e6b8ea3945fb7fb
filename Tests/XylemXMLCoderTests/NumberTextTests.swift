// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing

@testable import XylemXMLCoder

/// A `Double` in a keyed container is written as XMLCoder writes it, its `description`, also
/// where the proxy hands the number to Xylem's encoder rather than the text.
@Suite struct NumberTextTests {
    struct Box: Encodable {
        let v: Double
    }

    /// Numbers across the range where Xylem writes them (fractions from 1e-4 to 1e6), its
    /// edges, and around it, from a fixed sequence of bit patterns.
    static var values: [Double] {
        var values: [Double] = [
            0.1, 0.2, 0.3, 1.0 / 3, -2.5, 0.0001, 0.00011, 0.00009999, 1e-5, 999_999_999_999_999.9,
            1e15 + 0.5, 123_456_789.123_456_78, 86_178_239_246.251_11, 999_999.999_999_999_9,
            Double.leastNonzeroMagnitude, 1.7976931348623157e308, 180, -0.0, 0, 1e16,
        ]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        while values.count < 40000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            // Exponents from about 2^-20 to 2^55, any mantissa and sign.
            let exponent = UInt64(1003 + (state >> 33) % 76)
            let bits = (state & 0x8000_0000_0000_0000) | exponent << 52 | (state >> 11 & 0x000F_FFFF_FFFF_FFFF)
            values.append(Double(bitPattern: bits))
            // Short decimals, the common case in documents.
            values.append(Double(Int64(state >> 40) % 10_000_000) / [10.0, 100, 1000, 1e4, 1e5, 1e6][Int(state % 6)])
        }
        return values
    }

    @Test func keyedDoublesAreTheirDescription() throws {
        let encoder = XMLEncoder()
        for value in Self.values {
            let xml = String(decoding: try encoder.encode(Box(v: value), withRootKey: "b"), as: UTF8.self)
            #expect(xml == "<b><v>\(value.description)</v></b>", "\(value.bitPattern)")
        }
    }
}
