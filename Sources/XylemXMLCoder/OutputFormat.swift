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
    let elementPairs: [(String, String)]
    let attributePairs: [(String, String)]
    let noEmptyElements: Bool
    let prettyPrinted: Bool

    init(encoder: XMLEncoder) {
        func added(_ pairs: [(String, String)]) -> [(String, String)] {
            pairs.filter { !$0.0.isEmpty && $0.0 != "&" && $0.0 != "<" }
        }
        elementPairs = added(encoder.charactersEscapedInElements)
        attributePairs = added(encoder.charactersEscapedInAttributes)
        noEmptyElements = encoder.outputFormatting.contains(.noEmptyElements)
        prettyPrinted = encoder.outputFormatting.contains(.prettyPrinted)
    }

    /// `xml` (a document without declaration, as Xylem wrote it) in XMLCoder's format.
    func apply(_ xml: String) -> String {
        let bytes = Array(xml.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + bytes.count / 16)
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "<") {
                index = copyMarkup(bytes, from: index, to: &out)
            } else {
                let end = bytes[index...].firstIndex(of: UInt8(ascii: "<")) ?? bytes.count
                let run = bytes[index ..< end]
                // Indentation between elements is layout, not text.
                let isLayout = prettyPrinted && run.allSatisfy { $0 == 0x20 || $0 == 0x0A || $0 == 0x09 }
                append(run, escaping: isLayout ? [] : elementPairs, to: &out)
                index = end
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Copies the markup at `start` (a tag or a CDATA section) and returns the index after it.
    private func copyMarkup(_ bytes: [UInt8], from start: Int, to out: inout [UInt8]) -> Int {
        if bytes[start...].starts(with: Self.cdataStart) {
            let end = (find(Self.cdataEnd, in: bytes, from: start) ?? bytes.count - Self.cdataEnd.count) + Self.cdataEnd.count
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

    /// Appends `run`, with `pairs` applied to the text between its character references.
    private func append(_ run: ArraySlice<UInt8>, escaping pairs: [(String, String)], to out: inout [UInt8]) {
        guard !pairs.isEmpty else { return out.append(contentsOf: run) }
        var index = run.startIndex
        while index < run.endIndex {
            let reference = run[index...].firstIndex(of: UInt8(ascii: "&")) ?? run.endIndex
            if index < reference {
                var text = String(decoding: run[index ..< reference], as: UTF8.self)
                for (character, replacement) in pairs where text.contains(character) {
                    text = text.replacingOccurrences(of: character, with: replacement)
                }
                out.append(contentsOf: Array(text.utf8))
            }
            guard reference < run.endIndex else { return }
            let end = run[reference...].firstIndex(of: UInt8(ascii: ";")).map { $0 + 1 } ?? run.endIndex
            out.append(contentsOf: run[reference ..< end])
            index = end
        }
    }

    private func find(_ pattern: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
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
