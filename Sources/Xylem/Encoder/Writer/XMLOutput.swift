// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation

// The bytes of the document being written, and how values become bytes: escaping from a table
// per byte (a run of plain bytes is copied at once), numbers and base64 appended without
// making a String. Strings are checked here too: XML 1.0 cannot hold U+0000-U+0008, U+000B,
// U+000C, U+000E-U+001F, U+FFFE or U+FFFF, and those are reported, never written.

/// Where escaped text goes: the escaping rules differ.
enum TextContext {
    /// Element content: `&`, `<`, `>` (so `]]>` never appears) and carriage return.
    case content
    /// An attribute value in double quotes: `&`, `<`, `>`, `"`, and tab, line feed and
    /// carriage return, which a parser would otherwise turn into spaces.
    case attribute
}

/// The output buffer of one encode call (or of a streaming writer between flushes).
struct XMLOutput {
    var bytes: [UInt8] = []

    @inline(__always)
    mutating func append(_ byte: UInt8) { bytes.append(byte) }

    @inline(__always)
    mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// A name or other text that needs no escaping.
    @inline(__always)
    mutating func append(raw text: String) {
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    // MARK: - Escaped text

    /// Appends `text` escaped for `context`; returns the first character XML cannot hold (and
    /// then leaves the output to be discarded), or nil.
    @inline(__always)
    mutating func append(escaped text: String, _ context: TextContext) -> Unicode.Scalar? {
        var text = text
        return text.withUTF8 { append(escaped: $0, context) }
    }

    mutating func append(escaped source: UnsafeBufferPointer<UInt8>, _ context: TextContext) -> Unicode.Scalar? {
        let mask: UInt8 = context == .content ? specialInContent : specialInAttribute
        return escapeClasses.withUnsafeBufferPointer { classes -> Unicode.Scalar? in
            var runStart = 0
            var index = 0
            let count = source.count
            while index < count {
                let byte = source[index]
                if classes[Int(byte)] & mask == 0 { index += 1; continue }
                if byte == 0xEF {
                    // U+FFFE and U+FFFF are EF BF BE and EF BF BF; other EF sequences are text.
                    if let scalar = nonCharacter(source, at: index) { return scalar }
                    index += 1
                    continue
                }
                if runStart < index {
                    bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[runStart ..< index]))
                }
                switch byte {
                case UInt8(ascii: "&"): append("&amp;")
                case UInt8(ascii: "<"): append("&lt;")
                case UInt8(ascii: ">"): append("&gt;")
                case UInt8(ascii: "\""): append("&quot;")
                case 0x09: append("&#9;")
                case 0x0A: append("&#10;")
                case 0x0D: append("&#13;")
                default: return Unicode.Scalar(byte)
                }
                index += 1
                runStart = index
            }
            if runStart < count { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[runStart ..< count])) }
            return nil
        }
    }

    /// Appends `text` as a CDATA section. `]]>` is split over two sections and a carriage return
    /// is written as a reference between sections (inside one, a parser turns it into a line
    /// feed). Returns the first character XML cannot hold, or nil.
    mutating func append(cdata text: String) -> Unicode.Scalar? {
        var text = text
        return text.withUTF8 { source -> Unicode.Scalar? in
            append("<![CDATA[")
            var runStart = 0
            for index in source.indices {
                let byte = source[index]
                if byte >= 0x20 && byte != UInt8(ascii: ">") && byte != 0xEF || byte == 0x09 || byte == 0x0A {
                    continue
                }
                if byte == 0xEF {
                    if let scalar = nonCharacter(source, at: index) { return scalar }
                    continue
                }
                if byte == UInt8(ascii: ">") {
                    guard index >= 2, source[index - 1] == UInt8(ascii: "]"), source[index - 2] == UInt8(ascii: "]")
                    else { continue }
                    bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[runStart ..< index]))
                    append("]]><![CDATA[")
                    runStart = index
                    continue
                }
                guard byte == 0x0D else { return Unicode.Scalar(byte) }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[runStart ..< index]))
                append("]]>&#13;<![CDATA[")
                runStart = index + 1
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[runStart...]))
            append("]]>")
            return nil
        }
    }

    /// U+FFFE or U+FFFF when the bytes at `index` (an 0xEF) encode one of them.
    @inline(__always)
    private func nonCharacter(_ source: UnsafeBufferPointer<UInt8>, at index: Int) -> Unicode.Scalar? {
        guard index + 2 < source.count, source[index + 1] == 0xBF, source[index + 2] >= 0xBE else { return nil }
        return Unicode.Scalar(source[index + 2] == 0xBE ? 0xFFFE : 0xFFFF)
    }

    // MARK: - Numbers

    /// A decimal integer, digits computed without a String.
    @inline(__always)
    mutating func append<T: FixedWidthInteger>(integer value: T) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        if T.bitWidth <= 64 {
            append(digitsOf: UInt64(value.magnitude), width: 1)
        } else {
            // 128 bits: up to 39 digits, written backwards into a stack buffer.
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 40) { buffer in
                var index = buffer.count
                var rest = value.magnitude
                repeat {
                    let (quotient, digit) = rest.quotientAndRemainder(dividingBy: 10)
                    index -= 1
                    buffer[index] = UInt8(truncatingIfNeeded: digit) &+ 0x30
                    rest = quotient
                } while rest != 0
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[index...]))
            }
        }
    }

    /// `value`'s digits, zero-padded to at least `width` (at most 20), written backwards into a
    /// stack buffer and appended at once.
    @inline(__always)
    mutating func append(digitsOf value: UInt64, width: Int) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { buffer in
            var index = buffer.count
            var rest = value
            repeat {
                index -= 1
                buffer[index] = UInt8(truncatingIfNeeded: rest % 10) &+ 0x30
                rest /= 10
            } while rest != 0 || buffer.count - index < width
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[index...]))
        }
    }

    /// A finite Float or Double in the shortest text that reads back as the same value
    /// (`1318.59`, and `180` for a whole number, as JSONEncoder writes it: no `.0`), the
    /// standard library's `description` (`1e-05`) where the short decimal below does not apply;
    /// with `plain`, its digits placed without an exponent (`0.00001`).
    @inline(__always)
    mutating func append<T: BinaryFloatingPoint & CustomStringConvertible>(finite value: T, plain: Bool) {
        if T.self == Double.self, append(shortDecimal: unsafeBitCast(value, to: Double.self)) { return }
        var text = value.description
        // `description` writes a whole number as `180.0`; the `.0` adds nothing a reader needs.
        if text.utf8.count > 2, text.utf8.last == UInt8(ascii: "0"), text.utf8.dropLast().last == UInt8(ascii: ".") {
            text.removeLast(2)
        }
        guard plain, let e = text.utf8.firstIndex(of: UInt8(ascii: "e")) else { return append(raw: text) }
        append(plainDigits: text.utf8[..<e], exponent: Int(Substring(text.utf8[text.utf8.index(after: e)...])) ?? 0)
    }

    /// `mantissa` (`-1.2345`, as `description` writes it) times 10^`exponent`, as plain digits.
    private mutating func append(plainDigits mantissa: Substring.UTF8View, exponent: Int) {
        var digits = Array(mantissa)
        if digits.first == UInt8(ascii: "-") {
            bytes.append(UInt8(ascii: "-"))
            digits.removeFirst()
        }
        // The point after the first digit moves by the exponent.
        var whole = digits.filter { $0 != UInt8(ascii: ".") }
        let point = 1 + exponent
        if point <= 0 {
            bytes.append(contentsOf: "0.".utf8)
            bytes.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: -point))
            bytes.append(contentsOf: whole)
        } else {
            if whole.count < point { whole += repeatElement(UInt8(ascii: "0"), count: point - whole.count) }
            bytes.append(contentsOf: whole[..<point])
            if whole.count > point {
                bytes.append(UInt8(ascii: "."))
                bytes.append(contentsOf: whole[point...])
            }
        }
    }

    /// `value` as its digits when it is a whole number below 10^15, else as a plain decimal
    /// with one to nine fraction digits, when one reads back as
    /// exactly `value`: then m = value × 10^k and 10^k are both exact doubles, so m / 10^k is
    /// correctly rounded, and it is what every parser reads (the decoder's fast path by the very
    /// same division). The first k that works has the fewest digits, as `description` would
    /// write them, at a tenth of its cost. False when no k works.
    private mutating func append(shortDecimal value: Double) -> Bool {
        let magnitude = value.magnitude
        guard magnitude < 1e15 else { return false }
        // A whole number (zero too, with its sign) is its digits: `180`, `-0`.
        let integral = magnitude.rounded(.towardZero)
        if integral == magnitude {
            if value.sign == .minus { bytes.append(UInt8(ascii: "-")) }
            append(digitsOf: UInt64(integral), width: 1)
            return true
        }
        guard magnitude >= 1e-4 else { return false }
        var scale = 10.0
        var power = 10
        for digits in 1 ... 9 {
            // Past 2^53 no integer is exact, and no later k can work.
            let product = magnitude * scale
            guard product < 9_007_199_254_740_992 else { return false }
            // Rounding half up by truncation is enough: the division below checks the candidate.
            let scaled = Double(Int64(product + 0.5))
            if scaled / scale == magnitude {
                if value < 0 { bytes.append(UInt8(ascii: "-")) }
                let whole = UInt64(scaled)
                append(digitsOf: whole / UInt64(power), width: 1)
                bytes.append(UInt8(ascii: "."))
                append(digitsOf: whole % UInt64(power), width: digits)
                return true
            }
            scale *= 10
            power *= 10
        }
        return false
    }

    // MARK: - Binary data

    /// Base64, in lines of `lineLength` characters separated by line feeds when given.
    mutating func append(base64 data: Data, lineLength: Int?) {
        let alphabet: StaticString = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
        let symbols = alphabet.utf8Start
        bytes.reserveCapacity(
            bytes.count + (data.count + 2) / 3 * 4 + (lineLength.map { data.count / max($0, 1) } ?? 0))
        var column = 0
        func emit(_ symbol: UInt8) {
            if let lineLength, column == lineLength {
                bytes.append(0x0A)
                column = 0
            }
            bytes.append(symbol)
            column += 1
        }
        data.withUnsafeBytes { (source: UnsafeRawBufferPointer) in
            var index = 0
            let count = source.count
            while index + 3 <= count {
                let chunk = UInt32(source[index]) << 16 | UInt32(source[index + 1]) << 8 | UInt32(source[index + 2])
                emit(symbols[Int(chunk >> 18)])
                emit(symbols[Int(chunk >> 12 & 0x3F)])
                emit(symbols[Int(chunk >> 6 & 0x3F)])
                emit(symbols[Int(chunk & 0x3F)])
                index += 3
            }
            let rest = count - index
            guard rest > 0 else { return }
            let chunk = UInt32(source[index]) << 16 | (rest == 2 ? UInt32(source[index + 1]) << 8 : 0)
            emit(symbols[Int(chunk >> 18)])
            emit(symbols[Int(chunk >> 12 & 0x3F)])
            emit(rest == 2 ? symbols[Int(chunk >> 6 & 0x3F)] : UInt8(ascii: "="))
            emit(UInt8(ascii: "="))
        }
    }

    /// Lower-case hexadecimal digits, two per byte.
    mutating func append(hex data: Data) {
        let digits: StaticString = "0123456789abcdef"
        let symbols = digits.utf8Start
        bytes.reserveCapacity(bytes.count + data.count * 2)
        for byte in data {
            bytes.append(symbols[Int(byte >> 4)])
            bytes.append(symbols[Int(byte & 0x0F)])
        }
    }
}

// MARK: - Escaping table

private let specialInContent: UInt8 = 1
private let specialInAttribute: UInt8 = 2

/// For every byte: whether it needs attention in content (bit 0) and in attribute values (bit 1).
private let escapeClasses: [UInt8] = (0 ..< 256).map { value in
    switch UInt8(value) {
    case 0x09, 0x0A: return specialInAttribute
    case 0x00 ... 0x1F: return specialInContent | specialInAttribute  // CR, and the characters XML cannot hold
    case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), 0xEF: return specialInContent | specialInAttribute
    case UInt8(ascii: "\""): return specialInAttribute
    default: return 0
    }
}
