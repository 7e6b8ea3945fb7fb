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
                if runStart < index { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[runStart ..< index])) }
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
                if byte >= 0x20 && byte != UInt8(ascii: ">") && byte != 0xEF || byte == 0x09 || byte == 0x0A { continue }
                if byte == 0xEF {
                    if let scalar = nonCharacter(source, at: index) { return scalar }
                    continue
                }
                if byte == UInt8(ascii: ">") {
                    guard index >= 2, source[index - 1] == UInt8(ascii: "]"), source[index - 2] == UInt8(ascii: "]") else { continue }
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

    /// A decimal integer, digits computed in place.
    @inline(__always)
    mutating func append<T: FixedWidthInteger>(integer value: T) {
        if T.bitWidth <= 64 {
            if value < 0 { bytes.append(UInt8(ascii: "-")) }
            append(digitsOf: UInt64(value.magnitude))
        } else {
            if value < 0 { bytes.append(UInt8(ascii: "-")) }
            let start = bytes.count
            var rest = value.magnitude
            repeat {
                let (quotient, digit) = rest.quotientAndRemainder(dividingBy: 10)
                bytes.append(UInt8(truncatingIfNeeded: digit) &+ 0x30)
                rest = quotient
            } while rest != 0
            bytes[start...].reverse()
        }
    }

    @inline(__always)
    private mutating func append(digitsOf value: UInt64) {
        let start = bytes.count
        var rest = value
        repeat {
            bytes.append(UInt8(truncatingIfNeeded: rest % 10) &+ 0x30)
            rest /= 10
        } while rest != 0
        bytes[start...].reverse()
    }

    /// A finite Float or Double in the shortest text that reads back as the same value
    /// (`1318.59`, `1e-05`), the standard library's `description`.
    @inline(__always)
    mutating func append<T: BinaryFloatingPoint & CustomStringConvertible>(finite value: T) {
        append(raw: value.description)
    }

    // MARK: - Binary data

    /// Base64, in lines of `lineLength` characters separated by line feeds when given.
    mutating func append(base64 data: Data, lineLength: Int?) {
        let alphabet: StaticString = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
        let symbols = alphabet.utf8Start
        bytes.reserveCapacity(bytes.count + (data.count + 2) / 3 * 4 + (lineLength.map { data.count / max($0, 1) } ?? 0))
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
    case 0x00 ... 0x1F: return specialInContent | specialInAttribute   // CR, and the characters XML cannot hold
    case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), 0xEF: return specialInContent | specialInAttribute
    case UInt8(ascii: "\""): return specialInAttribute
    default: return 0
    }
}
