// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation

// Scalars are parsed straight from the document's UTF-8 bytes (already trimmed): no String is
// made for a number unless the standard library needs one (floating point).

/// `true`, `false`, `1` or `0`.
func parseBool(_ bytes: ArraySlice<UInt8>) -> Bool? {
    switch bytes.count {
    case 1: return bytes.first == 0x31 ? true : (bytes.first == 0x30 ? false : nil)
    case 4: return bytes.elementsEqual("true".utf8) ? true : nil
    case 5: return bytes.elementsEqual("false".utf8) ? false : nil
    default: return nil
    }
}

/// `true`, `false`, `yes`, `no`, `y`, `n`, `1` or `0`, in any case.
func parseLenientBool(_ bytes: ArraySlice<UInt8>) -> Bool? {
    if let value = parseBool(bytes) { return value }
    guard bytes.count <= 5 else { return nil }
    // ASCII letters only: OR-ing 0x20 lowers them (and turns nothing else into a letter here).
    let lowered = bytes.map { $0 | 0x20 }
    switch lowered.count {
    case 1: return lowered[0] == UInt8(ascii: "y") ? true : (lowered[0] == UInt8(ascii: "n") ? false : nil)
    case 2: return lowered.elementsEqual("no".utf8) ? false : nil
    case 3: return lowered.elementsEqual("yes".utf8) ? true : nil
    case 4: return lowered.elementsEqual("true".utf8) ? true : nil
    case 5: return lowered.elementsEqual("false".utf8) ? false : nil
    default: return nil
    }
}

/// A decimal integer with an optional sign; nil when malformed or out of `T`'s range.
func parseInteger<T: FixedWidthInteger>(_ slice: ArraySlice<UInt8>, as type: T.Type) -> T? {
    slice.withUnsafeBufferPointer { bytes -> T? in
        var index = 0
        guard index < bytes.count else { return nil }
        var negative = false
        if bytes[index] == 0x2D || bytes[index] == 0x2B {  // - +
            negative = bytes[index] == 0x2D
            index += 1
            guard index < bytes.count else { return nil }
        }
        var value: T = 0
        while index < bytes.count {
            let digit = bytes[index] &- 0x30
            guard digit < 10 else { return nil }
            let (shifted, overflow1) = value.multipliedReportingOverflow(by: 10)
            let (next, overflow2) =
                negative
                ? shifted.subtractingReportingOverflow(T(digit))
                : shifted.addingReportingOverflow(T(digit))
            guard !overflow1 && !overflow2 else { return nil }
            value = next
            index += 1
        }
        return value
    }
}

/// Why an integer was refused, when the text is one that `T` cannot hold (called only on failure):
/// "300" for an `Int8` is a number, out of its range, not a malformed value.
func explainIntegerFailure<T: FixedWidthInteger>(_ bytes: ArraySlice<UInt8>, as type: T.Type) -> String? {
    let digits = bytes.first == 0x2D || bytes.first == 0x2B ? bytes.dropFirst() : bytes[...]
    guard !digits.isEmpty, digits.allSatisfy({ $0 &- 0x30 < 10 }) else { return nil }
    return "out of the range of \(T.self), \(T.min) to \(T.max)"
}

/// A decimal floating-point number (`1.5`, `-2e3`) or XML Schema's `INF`, `+INF`, `-INF`,
/// `NaN`. Other spellings Swift would accept (`inf`, `nan`, hexadecimal) are refused.
func parseFloatingPoint<T: LosslessStringConvertible & BinaryFloatingPoint>(
    _ bytes: ArraySlice<UInt8>, as type: T.Type
) -> T? {
    if T.self == Double.self, let value = parseDecimalFastPath(bytes) { return T(value) }
    if bytes.elementsEqual("INF".utf8) || bytes.elementsEqual("+INF".utf8) { return .infinity }
    if bytes.elementsEqual("-INF".utf8) { return -.infinity }
    if bytes.elementsEqual("NaN".utf8) { return .nan }
    // Only digits, signs, a point and an exponent reach the standard library's parser.
    for byte in bytes {
        switch byte {
        case 0x30 ... 0x39, 0x2B, 0x2D, 0x2E, 0x65, 0x45: continue
        default: return nil
        }
    }
    return T(String(decoding: bytes, as: UTF8.self))
}

/// A decimal number (`-12.50`, `1e-3`), checked character by character first because
/// `Decimal(string:)` accepts any prefix it can read.
func parseDecimal(_ bytes: ArraySlice<UInt8>) -> Decimal? {
    var digits = 0
    var seenExponent = false
    var seenPoint = false
    var previous: UInt8 = 0
    for byte in bytes {
        switch byte {
        case 0x30 ... 0x39: digits += 1
        case 0x2E: if seenExponent || seenPoint { return nil }; seenPoint = true
        case 0x2B, 0x2D: if !(previous == 0 || previous == 0x65 || previous == 0x45) { return nil }
        case 0x65, 0x45: if seenExponent || digits == 0 { return nil }; seenExponent = true
        default: return nil
        }
        previous = byte
    }
    guard digits > 0 else { return nil }
    return Decimal(string: String(decoding: bytes, as: UTF8.self), locale: Locale(identifier: "en_US_POSIX"))
}

/// A URL; spaces or other characters URL(string:) refuses make it nil.
func parseURL(_ bytes: ArraySlice<UInt8>) -> URL? {
    URL(string: String(decoding: bytes, as: UTF8.self))
}

/// Base64, ignoring the whitespace and line breaks XML producers wrap it with.
func parseBase64(_ bytes: ArraySlice<UInt8>) -> Data? {
    let compact = bytes.filter { !isXMLWhitespace($0) }
    return Data(base64Encoded: Data(compact))
}

// MARK: - Fast decimal floating point

/// Parses a plain decimal (`-12.345`, `1318.59`, `6e3`) exactly when its digits form an
/// integer up to 2^53 and its power of ten is small: both are then exact doubles, and one IEEE
/// division or multiplication rounds correctly (Clinger's fast path). Returns nil for anything
/// else, which then goes to the standard library's parser.
@inline(__always)
func parseDecimalFastPath(_ slice: ArraySlice<UInt8>) -> Double? {
    slice.withUnsafeBufferPointer { bytes -> Double? in
        let end = bytes.count
        var index = 0
        guard end > 0 else { return nil }
        let negative = bytes[0] == 0x2D
        if negative || bytes[0] == 0x2B { index = 1 }
        var mantissa: UInt64 = 0
        // Integer digits, then fraction digits: no per-byte state but the index.
        let integerStart = index
        while index < end, case let digit = bytes[index] &- 0x30, digit < 10 {
            mantissa = mantissa &* 10 &+ UInt64(digit)
            index &+= 1
        }
        var digits = index &- integerStart
        var scale = 0
        if index < end && bytes[index] == 0x2E {
            index &+= 1
            let fractionStart = index
            while index < end, case let digit = bytes[index] &- 0x30, digit < 10 {
                mantissa = mantissa &* 10 &+ UInt64(digit)
                index &+= 1
            }
            scale = fractionStart &- index
            digits &+= index &- fractionStart
        }
        // At most 19 digits cannot overflow; a mantissa up to 2^53 is exact as a Double.
        guard digits > 0, digits <= 19, mantissa <= 1 << 53 else { return nil }
        if index < end {
            guard bytes[index] == 0x65 || bytes[index] == 0x45 else { return nil }
            index &+= 1
            var exponentNegative = false
            if index < end && (bytes[index] == 0x2D || bytes[index] == 0x2B) {
                exponentNegative = bytes[index] == 0x2D
                index &+= 1
            }
            var exponent = 0
            let exponentStart = index
            while index < end, case let digit = bytes[index] &- 0x30, digit < 10, index &- exponentStart < 4 {
                exponent = exponent &* 10 &+ Int(digit)
                index &+= 1
            }
            guard index == end, index > exponentStart else { return nil }
            scale &+= exponentNegative ? -exponent : exponent
        }
        guard scale >= -22 && scale <= 22 else { return nil }
        var value = Double(mantissa)
        if scale < 0 { value /= powersOfTen[-scale] } else if scale > 0 { value *= powersOfTen[scale] }
        return negative ? -value : value
    }
}

private let powersOfTen: [Double] = [
    1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
    1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
]
