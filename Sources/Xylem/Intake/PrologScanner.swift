/// Reads the document's prolog (what comes before the root element) as bytes arrive, to find
/// what XMLParser cannot be trusted with: entity declarations in an internal DTD subset
/// (`<!DOCTYPE r [ <!ENTITY e "..."> ]>`). XMLParser silently drops the text of such entities
/// and cannot bound their expansion. The scan stops at the root element's start tag, so it
/// costs nothing for the rest of the document.
///
/// It works on code units: bytes for UTF-8 and single-byte encodings, 16-bit units for UTF-16
/// (only ASCII markup matters here, and the encoding is sniffed from the first bytes).
struct PrologScanner {
    private enum State {
        case between, afterLessThan, instruction, instructionQuestion, afterBang
        case commentOpen, comment, doctype, done
    }

    private var state = State.between
    private var dashes = 0
    private var quote: UInt16 = 0
    private var inSubset = false
    private var matched = 0
    private static let entity: [UInt16] = Array("<!ENTITY".utf16)

    /// Whether the root element has started (nothing more to scan).
    var isDone: Bool { state == .done }

    /// Feeds one code unit; returns true when it completes an entity declaration's `<!ENTITY`.
    mutating func consume(_ unit: UInt16) -> Bool {
        switch state {
        case .between:
            if unit == 0x3C { state = .afterLessThan }
        case .afterLessThan:
            switch unit {
            case 0x3F: state = .instruction                 // <?
            case 0x21: state = .afterBang                   // <!
            default: state = .done                          // the root element
            }
        case .instruction:
            if unit == 0x3F { state = .instructionQuestion }
        case .instructionQuestion:
            state = unit == 0x3E ? .between : (unit == 0x3F ? .instructionQuestion : .instruction)
        case .afterBang:
            switch unit {
            case 0x2D: state = .commentOpen                 // <!-
            case 0x44: state = .doctype; inSubset = false; quote = 0; matched = 0   // <!D
            default: state = .done
            }
        case .commentOpen:
            state = .comment
            dashes = 0
        case .comment:
            if unit == 0x2D {
                dashes += 1
            } else {
                if unit == 0x3E && dashes >= 2 { state = .between }
                dashes = 0
            }
        case .doctype:
            return consumeDoctype(unit)
        case .done:
            break
        }
        return false
    }

    private mutating func consumeDoctype(_ unit: UInt16) -> Bool {
        if quote != 0 {
            if unit == quote { quote = 0 }
            return false
        }
        if inSubset {
            let pattern = PrologScanner.entity
            if unit == pattern[matched] {
                matched += 1
                if matched == pattern.count { matched = 0; return true }
                return false
            }
            matched = unit == pattern[0] ? 1 : 0
            if unit == 0x5D { inSubset = false }            // ]
            return false
        }
        switch unit {
        case 0x22, 0x27: quote = unit                       // " '
        case 0x5B: inSubset = true                          // [
        case 0x3E: state = .between                         // >
        default: break
        }
        return false
    }
}

/// The text encoding family of a document, sniffed from its first bytes (BOM or declaration).
enum SniffedEncoding: Equatable {
    /// UTF-8 (with or without BOM, declared or not): validated byte by byte.
    case utf8
    /// UTF-16 in the given byte order; libxml2 converts it.
    case utf16(bigEndian: Bool)
    /// Another declared ASCII-compatible encoding (ISO-8859-1, EUC-KR, ...), with its label;
    /// libxml2 converts it, after `EncodingValidator` has checked the bytes.
    case other(String)
    /// A declared encoding that is not on the list libxml2 is known to convert safely (UTF-32,
    /// EBCDIC and UTF-7 declarations crash libxml2 2.9.14's push parser; found by fuzzing).
    case unsupported(String)

    /// The declared encodings passed on to libxml2, lowercased, without `-`, `_` and spaces.
    private static let supported: Set<String> = {
        var names: Set<String> = [
            "utf16", "utf16le", "utf16be", "ucs2", "latin1", "latin2", "l1", "l2",
            "shiftjis", "sjis", "cp932", "windows31j", "mskanji", "eucjp",
            "euckr", "cp949", "uhc", "ksc56011987", "windows949",
            "gb2312", "gbk", "gb18030", "cp936", "euccn", "big5", "big5hkscs", "cp950",
            "koi8r", "koi8u", "tis620", "cp874", "windows874", "macintosh", "macroman",
        ]
        for n in 1 ... 16 { names.insert("iso8859\(n)") }
        for n in 1250 ... 1258 { names.insert("windows\(n)"); names.insert("cp\(n)") }
        return names
    }()

    /// Looks at the start of the input (up to a few hundred bytes suffice).
    static func sniff(_ head: UnsafeBufferPointer<UInt8>) -> SniffedEncoding {
        let b = Array(head.prefix(512))
        // What libxml2 would detect as UCS-4 (any byte order, with or without BOM) or EBCDIC:
        // its conversion of those crashes on invalid input (found by fuzzing: 00 00 00 3C).
        if b.count >= 4 {
            let four = (b[0], b[1], b[2], b[3])
            if four == (0x4C, 0x6F, 0xA7, 0x94) { return .unsupported("EBCDIC") }
            if (b[0] == 0 && b[1] == 0) || (b[2] == 0 && b[3] == 0 && (b[0] == 0x3C || b[0] == 0xFF || b[0] == 0)) {
                return .unsupported("UCS-4")
            }
        }
        if b.count >= 2 {
            if b[0] == 0xFE && b[1] == 0xFF { return .utf16(bigEndian: true) }
            if b[0] == 0xFF && b[1] == 0xFE { return .utf16(bigEndian: false) }
            if b[0] == 0x00 && b[1] == 0x3C { return .utf16(bigEndian: true) }
            if b[0] == 0x3C && b[1] == 0x00 { return .utf16(bigEndian: false) }
        }
        guard let label = declaredEncoding(b) else { return .utf8 }
        switch label.lowercased() {
        case "utf-8", "utf8", "us-ascii", "ascii": return .utf8
        default:
            let key = String(label.lowercased().unicodeScalars.filter { $0 != "-" && $0 != "_" && $0 != " " })
            return supported.contains(key) ? .other(label) : .unsupported(label)
        }
    }

    /// The `encoding="..."` of an XML declaration at the start of `bytes`, if any.
    private static func declaredEncoding(_ bytes: [UInt8]) -> String? {
        var start = 0
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { start = 3 }
        let prefix = Array("<?xml".utf8)
        guard bytes.count >= start + prefix.count, Array(bytes[start ..< start + prefix.count]) == prefix else { return nil }
        // libxml2 reads the encoding also from a declaration that never closes (`"?&#...>`,
        // found by fuzzing): look up to the first '>' or the end of the sniffed bytes.
        let close = bytes[start...].firstIndex(of: 0x3E) ?? bytes.count
        let declaration = Array(bytes[start ..< close])
        guard let key = indexOf(Array("encoding".utf8), in: declaration, from: 0) else { return nil }
        var i = key + 8
        while i < declaration.count, declaration[i] != 0x22 && declaration[i] != 0x27 { i += 1 }
        guard i < declaration.count else { return nil }
        let quote = declaration[i]
        guard let end = declaration[(i + 1)...].firstIndex(of: quote) else { return nil }
        return String(decoding: declaration[(i + 1) ..< end], as: UTF8.self)
    }

    private static func indexOf(_ needle: [UInt8], in haystack: [UInt8], from: Int) -> Int? {
        guard haystack.count >= needle.count else { return nil }
        var i = from
        while i + needle.count <= haystack.count {
            if haystack[i] == needle[0] && Array(haystack[i ..< i + needle.count]) == needle { return i }
            i += 1
        }
        return nil
    }
}
