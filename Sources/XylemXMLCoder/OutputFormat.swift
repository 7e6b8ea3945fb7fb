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

    private func apply(_ bytes: Bytes, to out: inout [UInt8]) {
        out.reserveCapacity(out.count + bytes.count + bytes.count / 16)
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "<") {
                index = copyMarkup(bytes, from: index, to: &out)
            } else {
                let end = bytes[index...].firstIndex(of: UInt8(ascii: "<")) ?? bytes.count
                let run = bytes[index ..< end]
                // Indentation between elements is layout, not text.
                let isLayout = prettyPrinted && run.allSatisfy { $0 == 0x20 || $0 == 0x0A || $0 == 0x09 }
                if isLayout { out.append(contentsOf: run) } else { append(run, escaping: elementPairs, to: &out) }
                index = end
            }
        }
    }

    /// Copies the markup at `start` (a tag or a CDATA section) and returns the index after it.
    private func copyMarkup(_ bytes: Bytes, from start: Int, to out: inout [UInt8]) -> Int {
        if bytes[start...].starts(with: Self.cdataStart) {
            let end =
                (find(Self.cdataEnd, in: bytes, from: start) ?? bytes.count - Self.cdataEnd.count) + Self.cdataEnd.count
            out.append(contentsOf: bytes[start ..< end])
            return end
        }
        let nameStart = start + 1
        if nameStart < bytes.count, bytes[nameStart] == UInt8(ascii: "/") {
            let end = (bytes[nameStart...].firstIndex(of: UInt8(ascii: ">")) ?? bytes.count - 1) + 1
            out.append(contentsOf: bytes[start ..< end])
            return end
        }
        var index = nameStart
        while index < bytes.count, !Self.endsName(bytes[index]) { index += 1 }
        let name = bytes[nameStart ..< index]
        out.append(contentsOf: bytes[start ..< index])
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\""):
                let end = bytes[(index + 1)...].firstIndex(of: UInt8(ascii: "\"")) ?? bytes.count
                out.append(UInt8(ascii: "\""))
                append(bytes[(index + 1) ..< end], escaping: attributePairs, to: &out)
                out.append(UInt8(ascii: "\""))
                index = end + 1
            case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: ">"):
                if noEmptyElements {
                    out.append(contentsOf: Array("></".utf8) + name + [UInt8(ascii: ">")])
                } else {
                    out.append(contentsOf: Array(" />".utf8))
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

    /// Appends `run`, with `escapes` applied to the text between its character references.
    private func append(_ run: Slice<Bytes>, escaping escapes: Escapes, to out: inout [UInt8]) {
        if escapes.pairs.isEmpty && !escapes.hasBytes { return out.append(contentsOf: run) }
        var index = run.startIndex
        while index < run.endIndex {
            let reference = run[index...].firstIndex(of: UInt8(ascii: "&")) ?? run.endIndex
            if index < reference { escapes.apply(to: run[index ..< reference], into: &out) }
            guard reference < run.endIndex else { return }
            let end = run[reference...].firstIndex(of: UInt8(ascii: ";")).map { $0 + 1 } ?? run.endIndex
            out.append(contentsOf: run[reference ..< end])
            index = end
        }
    }

    private func find(_ pattern: [UInt8], in bytes: Bytes, from start: Int) -> Int? {
        var index = start
        while index + pattern.count <= bytes.count {
            if bytes[index ..< index + pattern.count].elementsEqual(pattern) { return index }
            index += 1
        }
        return nil
    }

    private static func endsName(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "/")
    }

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

    @inline(__always)
    private func isEscaped(_ byte: UInt8) -> Bool {
        byte < 64 ? escaped.0 & (1 << UInt64(byte)) != 0 : byte < 128 && escaped.1 & (1 << UInt64(byte - 64)) != 0
    }

    /// Appends `text` (no character references in it) escaped.
    func apply(to text: Slice<Bytes>, into out: inout [UInt8]) {
        if pairs.isEmpty {
            // Straight into `out`, a run at a time between the bytes that are replaced.
            var start = text.startIndex
            for index in text.indices where isEscaped(text[index]) {
                out.append(contentsOf: text[start ..< index])
                if let replacement = bytes[Int(text[index])] { out.append(contentsOf: replacement) }
                start = index + 1
            }
            out.append(contentsOf: text[start ..< text.endIndex])
            return
        }
        var escaped: [UInt8] = []
        escaped.reserveCapacity(text.count)
        if !hasBytes {
            escaped.append(contentsOf: text)
        } else {
            for byte in text {
                if isEscaped(byte), let replacement = bytes[Int(byte)] {
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
