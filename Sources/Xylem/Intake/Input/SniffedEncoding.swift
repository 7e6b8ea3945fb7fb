// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
#if canImport(CIconv)
import CIconv  // iconv on Apple platforms (libiconv)
#endif

/// The encoding of a document, found from its first bytes (a byte order mark, the byte pattern
/// of `<?xml`, or the XML declaration's `encoding`), and the name to convert it with: iconv's,
/// or that of a `SingleByteTable` for the few encodings glibc's iconv lacks.
///
/// Xylem hands the parser UTF-8 only: every other encoding is converted by `Transcoder` before
/// the parser reads it, so no encoding label ever reaches libxml2's own conversion code (which
/// crashed on some labels and on invalid bytes in 2.9.14).
enum SniffedEncoding: Equatable {
    /// UTF-8 (with or without BOM, declared or not, or US-ASCII): passed on as it is.
    case utf8
    /// Anything else `Transcoder` converts: its name there, and the label as the document wrote it.
    case converted(name: String, label: String)
    /// A label that cannot be read faithfully (UTF-7, or a name neither iconv nor a table knows).
    case unsupported(String)
    /// A byte order mark that contradicts the declared encoding (a fatal error in XML 1.0,
    /// appendix F): neither can be trusted, and guessing would risk wrong text.
    case conflicting(declared: String, byteOrderMark: String)
    /// A UTF-16 byte order mark before bytes that are not UTF-16 (8-bit text saved after a
    /// BOM): converting them would give text without markup, "not XML", which hides the cause.
    case mismatchedByteOrderMark(String)

    /// Looks at the start of the input (the first few hundred bytes suffice).
    /// - parameter forceUTF8: the bytes are a Swift String's UTF-8, whatever the declaration says.
    static func sniff(_ head: UnsafeBufferPointer<UInt8>, forceUTF8: Bool = false) -> SniffedEncoding {
        if forceUTF8 { return .utf8 }
        let b = Array(head.prefix(512))
        func starts(_ prefix: [UInt8]) -> Bool { b.starts(with: prefix) }
        // A byte order mark wins over any declaration (as in libxml2 and browsers): a UTF-8 BOM
        // followed by `encoding="ISO-8859-1"` is UTF-8, never mojibake.
        if starts([0xEF, 0xBB, 0xBF]) { return checked(.utf8, b, bom: "UTF-8", agreeing: ["utf8"]) }
        if starts([0x00, 0x00, 0xFE, 0xFF]) {
            return checked(.converted(name: "UTF-32BE", label: "UTF-32"), b, bom: "UTF-32", agreeing: utf32)
        }
        if starts([0xFF, 0xFE, 0x00, 0x00]) {
            return checked(.converted(name: "UTF-32LE", label: "UTF-32"), b, bom: "UTF-32", agreeing: utf32)
        }
        if starts([0xFE, 0xFF]) || starts([0xFF, 0xFE]) {
            // A document starts with `<` or whitespace: in UTF-16, a zero byte beside it.
            let bigEndian = b[0] == 0xFE
            if b.count >= 4,
                b[bigEndian ? 2 : 3] != 0 || !(b[bigEndian ? 3 : 2] == 0x3C || isXMLWhitespace(b[bigEndian ? 3 : 2]))
            {
                return .mismatchedByteOrderMark("UTF-16")
            }
            return checked(
                .converted(name: bigEndian ? "UTF-16BE" : "UTF-16LE", label: "UTF-16"), b, bom: "UTF-16",
                agreeing: utf16)
        }
        // No BOM: the shape of `<` (UTF-16/32 without a BOM must start with `<?xml`).
        if starts([0x00, 0x00, 0x00, 0x3C]) { return .converted(name: "UTF-32BE", label: "UTF-32") }
        if starts([0x3C, 0x00, 0x00, 0x00]) { return .converted(name: "UTF-32LE", label: "UTF-32") }
        if starts([0x00, 0x3C]) { return .converted(name: "UTF-16BE", label: "UTF-16") }
        if starts([0x3C, 0x00]) { return .converted(name: "UTF-16LE", label: "UTF-16") }
        if starts([0x4C, 0x6F, 0xA7, 0x94]) { return sniffEBCDIC(b) }  // `<?xm` in EBCDIC
        guard let label = XMLDeclaration.encodingLabel(in: b) else { return .utf8 }
        let resolved = resolve(label)
        // The declaration was just read one byte a character: a label whose encoding does not
        // write `<?xml` that way contradicts the bytes. .NET writes `encoding="utf-16"` on
        // documents it then saves as UTF-8, so UTF-16 labels read as UTF-8 (as libxml2 does);
        // anything else (UTF-32, EBCDIC) is refused rather than guessed.
        if case .converted(let name, _) = resolved, Transcoder.convertWhole(asciiProbe, from: name) != asciiProbe {
            return utf16.contains(normalized(label)) ? .utf8 : .unsupported(label)
        }
        return resolved
    }

    private static let asciiProbe = Array("<?xml version=\"1.0\" encoding=".utf8)

    private static let utf16: Set<String> = [
        "utf16", "utf16le", "utf16be", "ucs2", "iso10646ucs2", "unicode", "csunicode",
    ]
    private static let utf32: Set<String> = ["utf32", "utf32le", "utf32be", "ucs4", "iso10646ucs4"]

    /// `encoding` unless the document, read in it, declares an encoding the byte order mark
    /// contradicts.
    private static func checked(
        _ encoding: SniffedEncoding, _ head: [UInt8], bom: String, agreeing: Set<String>
    ) -> SniffedEncoding {
        let declaration: [UInt8]?
        if case .converted(let name, _) = encoding {
            declaration = Transcoder.convertWhole(head, from: name)
        } else {
            declaration = head
        }
        guard let declaration, let label = XMLDeclaration.encodingLabel(in: declaration) else { return encoding }
        let key = normalized(label)
        return agreeing.contains(key) ? encoding : .conflicting(declared: label, byteOrderMark: bom)
    }

    /// The encoding a declared label names.
    static func resolve(_ label: String) -> SniffedEncoding {
        let key = normalized(label)
        if key == "utf8" || key == "usascii" || key == "ascii" || key == "unicode11utf8" { return .utf8 }
        // UTF-7 can hide markup in base64 runs, and a declaration cannot say which UTF-16/32
        // byte order a BOM-less document has beyond what `sniff` already saw.
        if key.hasPrefix("utf7") || key == "unicode11utf7" { return .unsupported(label) }
        for candidate in candidates(for: label, key: key) where canConvert(candidate) {
            return .converted(name: candidate, label: label)
        }
        return .unsupported(label)
    }

    /// The label in lowercase without `-`, `_`, `.`, `:` and spaces: `Windows_1250` and
    /// `windows-1250` are the same key.
    static func normalized(_ label: String) -> String {
        String(label.lowercased().unicodeScalars.filter { !"-_.: ".unicodeScalars.contains($0) })
    }

    /// Names iconv (or a table) may know `label` by, best first.
    private static func candidates(for label: String, key: String) -> [String] {
        if let alias = aliases[key] { return [alias] }
        var names = [label, label.replacingUnderscores()]
        var stripped = key
        if stripped.hasPrefix("x")
            && (stripped.hasPrefix("xmac") || stripped.hasPrefix("xeuc") || stripped.hasPrefix("xsjis")
                || stripped.hasPrefix("xgbk") || stripped.hasPrefix("xcp"))
        {
            stripped.removeFirst()
            if let alias = aliases[stripped] { return [alias] }
        }
        if stripped.hasPrefix("windows") { names.append("WINDOWS-" + stripped.dropFirst(7)) }
        if stripped.hasPrefix("cp") || stripped.hasPrefix("ibm") { names.append(stripped.uppercased()) }
        if stripped.hasPrefix("iso8859") { names.append("ISO-8859-" + stripped.dropFirst(7)) }
        if stripped.hasPrefix("koi8") { names.append("KOI8-" + stripped.dropFirst(4).uppercased()) }
        names.append(stripped.uppercased())
        return names
    }

    /// Spellings iconv does not accept for encodings it has, and the names of Xylem's own tables
    /// (keys as `normalized` makes them), from the IANA registry, Java/.NET names and WHATWG
    /// labels where they are unambiguous. (`x-mac-greek`, `x-MacTurkish`: `candidates` drops the `x`.)
    private static let aliases: [String: String] = [
        // Korean public-data services declare EUC-KR but send CP949, its superset: reading the
        // superset decodes every EUC-KR document the same and the CP949-only syllables correctly.
        "euckr": "CP949", "cp949": "CP949", "uhc": "CP949", "windows949": "CP949", "ksc56011987": "CP949",
        "ksc5601": "CP949", "csksc56011987": "CP949", "korean": "CP949", "iso-ir-149": "CP949", "isoir149": "CP949",
        "macroman": "MACINTOSH", "mac": "MACINTOSH", "macintosh": "MACINTOSH", "csmacintosh": "MACINTOSH",
        "maccyrillic": "MAC-CYRILLIC", "macukrainian": "MACUKRAINIAN",
        "maccentraleurope": "MAC-CENTRALEUROPE", "maclatin2": "MAC-CENTRALEUROPE", "macce": "MAC-CENTRALEUROPE",
        "maciceland": "MAC-IS", "macicelandic": "MAC-IS",
        "macgreek": SingleByteTable.macGreek.name, "macturkish": SingleByteTable.macTurkish.name,
        // IBM861 (Icelandic DOS) by its IANA aliases; glibc knows EBCDIC-CP-IS, another encoding.
        "cpis": "IBM861", "csibm861": "IBM861",
        "shiftjis": "SHIFT_JIS", "sjis": "SHIFT_JIS", "mskanji": "SHIFT_JIS", "csshiftjis": "SHIFT_JIS",
        "windows31j": "CP932", "cp932": "CP932", "eucjp": "EUC-JP", "gbk": "GBK", "cp936": "GBK",
        "windows936": "GBK", "gb2312": "GB2312", "gb231280": "GB2312", "euccn": "GB2312", "gb18030": "GB18030",
        "big5": "BIG5", "big5hkscs": "BIG5-HKSCS", "cp950": "BIG5", "tis620": "TIS-620", "windows874": "CP874",
        "latin1": "ISO-8859-1", "l1": "ISO-8859-1", "latin2": "ISO-8859-2", "l2": "ISO-8859-2",
        "ucs2": "UTF-16", "utf16": "UTF-16", "utf16le": "UTF-16LE", "utf16be": "UTF-16BE",
        "utf32": "UTF-32", "utf32le": "UTF-32LE", "utf32be": "UTF-32BE", "ucs4": "UTF-32",
    ]

    /// Whether a table of Xylem's or this platform's iconv converts `name` to UTF-8.
    static func canConvert(_ name: String) -> Bool {
        if SingleByteTable.named(name) != nil { return true }
        guard let converter = iconv_open("UTF-8", name), converter != iconv_t(bitPattern: -1) else { return false }
        iconv_close(converter)
        return true
    }

    /// An EBCDIC document names its code page in its declaration, which reads the same in every
    /// EBCDIC code page (the declaration is ASCII-range text): read it through IBM037.
    private static func sniffEBCDIC(_ head: [UInt8]) -> SniffedEncoding {
        guard let ascii = Transcoder.convertWhole(head, from: "IBM037"),
            let label = XMLDeclaration.encodingLabel(in: ascii)
        else { return .unsupported("EBCDIC") }
        return resolve(label)
    }
}

private extension String {
    func replacingUnderscores() -> String { String(map { $0 == "_" ? "-" : $0 }) }
}
