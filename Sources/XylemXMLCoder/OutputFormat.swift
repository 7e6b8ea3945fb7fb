// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// XMLCoder's output format, made from what Xylem's encoder wrote: `<a />` for an empty element
/// (or `<a></a>` with `.noEmptyElements`), and the `charactersEscapedInElements` and
/// `charactersEscapedInAttributes` tables applied to the text and attribute values.
///
/// Xylem's output is well-formed and always escapes what XML needs (`&` and `<` everywhere, `"`
/// in attributes, line ends as character references where a parser would change them), so the
/// tables only add escapes: their pairs are applied to the runs between Xylem's references, and
/// pairs for `&` and `<` are left to Xylem. A table without `"` or `'` writes them as they are.
struct OutputFormat {
    let elementPairs: Escapes
    let attributePairs: Escapes
    let noEmptyElements: Bool
    let prettyPrinted: Bool

    init(encoder: XMLEncoder) {
        elementPairs = Escapes(encoder.charactersEscapedInElements)
        attributePairs = Escapes(encoder.charactersEscapedInAttributes)
        noEmptyElements = encoder.outputFormatting.contains(.noEmptyElements)
        prettyPrinted = encoder.outputFormatting.contains(.prettyPrinted)
    }

    /// `xml` (a document without declaration, as Xylem wrote it) in XMLCoder's format,
    /// appended to `out`.
    func apply(_ xml: Data, to out: inout [UInt8]) {
        xml.withUnsafeBytes { raw in apply(raw.bindMemory(to: UInt8.self), to: &out) }
    }

    /// Whether `apply` would change `xml`: false when it has no empty-element tag and no byte
    /// that a table replaces in its text or attribute values, which a scan of the same shape
    /// as `apply`'s tells without copying (most documents of records; a CDATA section or a
    /// multi-character pair counts as a change, and `apply` decides).
    func changes(_ xml: Data) -> Bool {
        if !elementPairs.pairs.isEmpty || !attributePairs.pairs.isEmpty { return true }
        return xml.withUnsafeBytes { raw in changes(raw.bindMemory(to: UInt8.self)) }
    }

    private func changes(_ bytes: Bytes) -> Bool {
        // Only the bytes that start or end markup, or that a table replaces, need a look:
        // the finder skips the others eight at a time.
        var set: [UInt8] = [UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\"")]
        for byte in UInt8(0) ..< 128
        where (elementPairs.isEscaped(byte) || attributePairs.isEscaped(byte)) && !set.contains(byte) {
            set.append(byte)
        }
        let finder = ByteFinder(set, in: bytes)
        let count = bytes.count
        var index = 0
        while true {
            index = finder.next(from: index)
            guard index < count else { return false }
            let byte = bytes[index]
            guard byte == UInt8(ascii: "<") else {
                if elementPairs.isEscaped(byte) { return true }
                index += 1
                continue
            }
            // `<!` starts a CDATA section (Xylem writes no comment or declaration in a body).
            if index + 1 < count, bytes[index + 1] == UInt8(ascii: "!") { return true }
            // A tag: its attribute values, up to its `>`.
            index += 1
            while true {
                index = finder.next(from: index)
                guard index < count else { return false }
                let byte = bytes[index]
                if byte == UInt8(ascii: ">") {
                    if bytes[index - 1] == UInt8(ascii: "/") { return true }
                    break
                }
                if byte == UInt8(ascii: "\"") {
                    index += 1
                    while true {
                        index = finder.next(from: index)
                        guard index < count else { return false }
                        if bytes[index] == UInt8(ascii: "\"") { break }
                        if attributePairs.isEscaped(bytes[index]) { return true }
                        index += 1
                    }
                }
                index += 1
            }
            index += 1
        }
    }

    private func apply(_ bytes: Bytes, to out: inout [UInt8]) {
        out.reserveCapacity(out.count + bytes.count + bytes.count / 16)
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "<") {
                index = copyMarkup(bytes, from: index, to: &out)
            } else {
                let end = Self.find(UInt8(ascii: "<"), in: bytes, from: index, to: bytes.count) ?? bytes.count
                // Indentation between elements is layout, not text.
                let isLayout =
                    prettyPrinted
                    && (index ..< end).allSatisfy { bytes[$0] == 0x20 || bytes[$0] == 0x0A || bytes[$0] == 0x09 }
                if isLayout {
                    copy(bytes, index ..< end, to: &out)
                } else {
                    append(bytes, index ..< end, escaping: elementPairs, to: &out)
                }
                index = end
            }
        }
    }

    /// Copies the markup at `start` (a tag or a CDATA section) and returns the index after it.
    private func copyMarkup(_ bytes: Bytes, from start: Int, to out: inout [UInt8]) -> Int {
        if Self.matches(Self.cdataStart, in: bytes, at: start) {
            let end =
                (find(Self.cdataEnd, in: bytes, from: start) ?? bytes.count - Self.cdataEnd.count) + Self.cdataEnd.count
            copy(bytes, start ..< end, to: &out)
            return end
        }
        let nameStart = start + 1
        if nameStart < bytes.count, bytes[nameStart] == UInt8(ascii: "/") {
            let end = (Self.find(UInt8(ascii: ">"), in: bytes, from: nameStart, to: bytes.count) ?? bytes.count - 1) + 1
            copy(bytes, start ..< end, to: &out)
            return end
        }
        var index = nameStart
        while index < bytes.count, !Self.endsName(bytes[index]) { index += 1 }
        let name = nameStart ..< index
        copy(bytes, start ..< index, to: &out)
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\""):
                let end = Self.find(UInt8(ascii: "\""), in: bytes, from: index + 1, to: bytes.count) ?? bytes.count
                out.append(UInt8(ascii: "\""))
                append(bytes, (index + 1) ..< end, escaping: attributePairs, to: &out)
                out.append(UInt8(ascii: "\""))
                index = end + 1
            case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: ">"):
                if noEmptyElements {
                    out.append(contentsOf: Self.closeEmpty)
                    copy(bytes, name, to: &out)
                    out.append(UInt8(ascii: ">"))
                } else {
                    out.append(contentsOf: Self.emptyEnd)
                }
                return index + 2
            case UInt8(ascii: ">"):
                out.append(UInt8(ascii: ">"))
                return index + 1
            default:
                out.append(bytes[index])
                index += 1
            }
        }
        return index
    }

    /// Appends the bytes of `range`, with `escapes` applied to the text between its character
    /// references.
    private func append(_ bytes: Bytes, _ range: Range<Int>, escaping escapes: Escapes, to out: inout [UInt8]) {
        if escapes.pairs.isEmpty && !escapes.hasBytes { return copy(bytes, range, to: &out) }
        var index = range.lowerBound
        while index < range.upperBound {
            let reference =
                Self.find(UInt8(ascii: "&"), in: bytes, from: index, to: range.upperBound) ?? range.upperBound
            if index < reference { escapes.apply(to: bytes, index ..< reference, into: &out) }
            guard reference < range.upperBound else { return }
            let end =
                Self.find(UInt8(ascii: ";"), in: bytes, from: reference, to: range.upperBound).map { $0 + 1 }
                ?? range.upperBound
            copy(bytes, reference ..< end, to: &out)
            index = end
        }
    }

    private func copy(_ bytes: Bytes, _ range: Range<Int>, to out: inout [UInt8]) {
        out.append(contentsOf: Bytes(rebasing: bytes[range]))
    }

    /// The index of the first `byte` from `start` up to `end`.
    private static func find(_ byte: UInt8, in bytes: Bytes, from start: Int, to end: Int) -> Int? {
        var index = start
        while index < end {
            if bytes[index] == byte { return index }
            index += 1
        }
        return nil
    }

    private static func matches(_ pattern: [UInt8], in bytes: Bytes, at start: Int) -> Bool {
        guard start + pattern.count <= bytes.count else { return false }
        for offset in 0 ..< pattern.count where bytes[start + offset] != pattern[offset] { return false }
        return true
    }

    private func find(_ pattern: [UInt8], in bytes: Bytes, from start: Int) -> Int? {
        var index = start
        while index + pattern.count <= bytes.count {
            if Self.matches(pattern, in: bytes, at: index) { return index }
            index += 1
        }
        return nil
    }

    private static func endsName(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "/")
    }

    private static let closeEmpty = Array("></".utf8)
    private static let emptyEnd = Array(" />".utf8)
    private static let cdataStart = Array("<![CDATA[".utf8)
    private static let cdataEnd = Array("]]>".utf8)
}

/// The bytes Xylem wrote, read in place.
typealias Bytes = UnsafeBufferPointer<UInt8>

/// Finds the next byte of a set of ASCII bytes: for a set of up to four, eight bytes at a time
/// (each compared with all four in one word; most bytes of a document are in no set), one at a
/// time with a table otherwise.
struct ByteFinder {
    private let bytes: Bytes
    /// The set's bytes, each repeated in every byte of a word (the first again for a set of fewer).
    private let words: (UInt64, UInt64, UInt64, UInt64)
    private let table: [Bool]
    private let byWords: Bool

    init(_ set: [UInt8], in bytes: Bytes) {
        self.bytes = bytes
        var table = [Bool](repeating: false, count: 256)
        for byte in set { table[Int(byte)] = true }
        self.table = table
        byWords = !set.isEmpty && set.count <= 4
        let word = { (index: Int) in UInt64(set[min(index, set.count - 1)]) &* 0x0101_0101_0101_0101 }
        words = byWords ? (word(0), word(1), word(2), word(3)) : (0, 0, 0, 0)
    }

    /// The index of the first byte of the set from `start`, or `bytes.count`.
    @inline(__always)
    func next(from start: Int) -> Int {
        var index = start
        let count = bytes.count
        if byWords, let base = bytes.baseAddress {
            let raw = UnsafeRawPointer(base)
            let low: UInt64 = 0x0101_0101_0101_0101
            let high: UInt64 = 0x8080_8080_8080_8080
            while index + 8 <= count {
                let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
                // A byte of `x` is zero where the word has the set's byte; the lowest such byte
                // sets its high bit in `(x - low) & ~x & high` (borrows only run upwards).
                let a = word ^ words.0
                let b = word ^ words.1
                let c = word ^ words.2
                let d = word ^ words.3
                let found =
                    (((a &- low) & ~a) | ((b &- low) & ~b) | ((c &- low) & ~c) | ((d &- low) & ~d)) & high
                if found != 0 { return index + found.trailingZeroBitCount >> 3 }
                index += 8
            }
        }
        while index < count, !table[Int(bytes[index])] { index += 1 }
        return index
    }
}

/// One of XMLCoder's escape tables, as it adds to Xylem's escaping: the pairs for one ASCII
/// character (all of XMLCoder's defaults) as a byte table, any other pairs applied to the text
/// in the table's order after them. Pairs for `&` and `<` are Xylem's already and left out.
struct Escapes {
    /// The replacement of each ASCII byte, or nil.
    private var bytes = [[UInt8]?](repeating: nil, count: 0x80)
    /// The ASCII bytes that have a replacement, one bit each: checking a byte against it
    /// is what most bytes of a document need.
    private var escaped: (UInt64, UInt64) = (0, 0)
    /// Whether any byte has a replacement.
    private(set) var hasBytes = false
    /// The pairs whose first string is not one ASCII character.
    private(set) var pairs: [(String, String)] = []

    init(_ table: [(String, String)]) {
        for (character, replacement) in table where !character.isEmpty && character != "&" && character != "<" {
            let utf8 = Array(character.utf8)
            if utf8.count == 1, utf8[0] < 0x80, pairs.isEmpty {
                if bytes[Int(utf8[0])] == nil { bytes[Int(utf8[0])] = Array(replacement.utf8) }
                if utf8[0] < 64 { escaped.0 |= 1 << UInt64(utf8[0]) } else { escaped.1 |= 1 << UInt64(utf8[0] - 64) }
                hasBytes = true
            } else {
                pairs.append((character, replacement))
            }
        }
    }

    /// Whether `byte` has a replacement of one byte's pair.
    @inline(__always)
    func isEscaped(_ byte: UInt8) -> Bool {
        byte < 64 ? escaped.0 & (1 << UInt64(byte)) != 0 : byte < 128 && escaped.1 & (1 << UInt64(byte - 64)) != 0
    }

    /// Appends the bytes of `range` (no character references in them) escaped.
    func apply(to bytes: Bytes, _ range: Range<Int>, into out: inout [UInt8]) {
        if pairs.isEmpty {
            // Straight into `out`, a run at a time between the bytes that are replaced.
            var start = range.lowerBound
            var index = start
            while index < range.upperBound {
                let byte = bytes[index]
                if isEscaped(byte) {
                    out.append(contentsOf: Bytes(rebasing: bytes[start ..< index]))
                    if let replacement = self.bytes[Int(byte)] { out.append(contentsOf: replacement) }
                    start = index + 1
                }
                index += 1
            }
            out.append(contentsOf: Bytes(rebasing: bytes[start ..< range.upperBound]))
            return
        }
        let text = Bytes(rebasing: bytes[range])
        var escaped: [UInt8] = []
        escaped.reserveCapacity(text.count)
        if !hasBytes {
            escaped.append(contentsOf: text)
        } else {
            for byte in text {
                if isEscaped(byte), let replacement = self.bytes[Int(byte)] {
                    escaped.append(contentsOf: replacement)
                } else {
                    escaped.append(byte)
                }
            }
        }
        guard !pairs.isEmpty else { return out.append(contentsOf: escaped) }
        var string = String(decoding: escaped, as: UTF8.self)
        for (character, replacement) in pairs where string.contains(character) {
            string = string.replacingOccurrences(of: character, with: replacement)
        }
        out.append(contentsOf: Array(string.utf8))
    }
}
