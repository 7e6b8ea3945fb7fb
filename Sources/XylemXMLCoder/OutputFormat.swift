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
        // What a byte of text is: 0 nothing to do, 1 a tag starts, 2 a table replaces it.
        var text = [UInt8](repeating: 0, count: 256)
        for byte in 0 ..< 128 where elementPairs.isEscaped(UInt8(byte)) { text[byte] = 2 }
        text[Int(UInt8(ascii: "<"))] = 1
        var index = 0
        let count = bytes.count
        while index < count {
            let kind = text[Int(bytes[index])]
            guard kind == 1 else {
                if kind != 0 { return true }
                index += 1
                continue
            }
            if Self.matches(Self.cdataStart, in: bytes, at: index) { return true }
            index += 1
            while index < count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") {
                    index += 1
                    while index < count, bytes[index] != UInt8(ascii: "\"") {
                        if attributePairs.isEscaped(bytes[index]) { return true }
                        index += 1
                    }
                } else if byte == UInt8(ascii: "/"), index + 1 < count, bytes[index + 1] == UInt8(ascii: ">") {
                    return true
                } else if byte == UInt8(ascii: ">") {
                    break
                }
                index += 1
            }
            index += 1
        }
        return false
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
