// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import Xylem
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Every encoding the platform's iconv converts is read: Xylem converts the document to UTF-8
/// itself, chunk by chunk, and the parser never sees another encoding.
@Suite("Encodings", .bothParsers)
struct EncodingTests {
    struct Doc: Decodable, Equatable { let title: String; let note: String }

    /// `text` in the encoding iconv calls `name`.
    static func encode(_ text: String, as name: String) throws -> [UInt8] {
        let converter = iconv_open(name, "UTF-8")
        guard let converter, converter != iconv_t(bitPattern: -1) else { throw CocoaError(.featureUnsupported) }
        defer { iconv_close(converter) }
        var input = Array(text.utf8)
        var output = [UInt8](repeating: 0, count: input.count * 4 + 16)
        let written = input.withUnsafeMutableBytes { inRaw in
            output.withUnsafeMutableBytes { outRaw in
                var inPointer = inRaw.baseAddress?.assumingMemoryBound(to: CChar.self)
                var inLeft = inRaw.count
                var outPointer = outRaw.baseAddress?.assumingMemoryBound(to: CChar.self)
                var outLeft = outRaw.count
                let result = iconv(converter, &inPointer, &inLeft, &outPointer, &outLeft)
                return result == -1 ? -1 : outRaw.count - outLeft
            }
        }
        guard written >= 0 else { throw CocoaError(.fileReadInapplicableStringEncoding) }
        return Array(output.prefix(written))
    }

    static func document(_ title: String, label: String) -> String {
        "<?xml version=\"1.0\" encoding=\"\(label)\"?>\n<doc><title>\(title)</title><note a=\"\(title)\">ok</note></doc>"
    }

    /// One document per family, with its own script, against the expected Swift string.
    @Test(arguments: [
        ("ISO-8859-1", "Ávila, Ñandú"), ("windows-1252", "€uro “quoted” — Ávila"), ("ISO-8859-2", "Łódź, Brno"),
        ("windows-1250", "Łódź"), ("ISO-8859-5", "Москва"), ("windows-1251", "Москва"), ("KOI8-R", "Москва"),
        ("KOI8-U", "Київ"), ("IBM866", "Москва"), ("ISO-8859-7", "Αθήνα"), ("windows-1253", "Αθήνα"),
        ("ISO-8859-9", "İstanbul"), ("windows-1254", "İstanbul, ğş"), ("ISO-8859-8", "שלום"), ("windows-1255", "שלום"),
        ("windows-1256", "مرحبا"), ("windows-1257", "Rīga"), ("windows-1258", "Hà Nội"), ("TIS-620", "กรุงเทพ"),
        ("macintosh", "Café ƒ"), ("x-mac-cyrillic", "Москва"), ("Shift_JIS", "東京"), ("EUC-JP", "東京"),
        ("ISO-2022-JP", "東京"), ("GB2312", "北京"), ("GBK", "北京"), ("GB18030", "北京 𠀀"), ("Big5", "臺北"),
        ("EUC-KR", "서울"), ("CP949", "똠방각하"), ("UTF-16", "서울 👋"), ("UTF-16LE", "Ávila 👋"), ("UTF-16BE", "Ávila 👋"),
        ("UTF-32", "Ávila 👋"), ("IBM037", "Ávila"),
    ])
    func everyFamilyReadsItsOwnText(label: String, text: String) throws {
        let iconvName = label == "x-mac-cyrillic" ? "MAC-CYRILLIC" : (label == "EUC-KR" ? "CP949" : label)
        var bytes = try Self.encode(Self.document(text, label: label), as: iconvName)
        if label == "UTF-16" || label == "UTF-32" {
            bytes = try Self.encode(Self.document(text, label: label), as: label + "LE")
        }
        let doc = try XMLDecoder.underTest().decode(Doc.self, from: Data(bytes))
        #expect(doc == Doc(title: text, note: "ok"))
        let tree = try XMLTree.underTest(data: Data(bytes))
        #expect(tree.root.firstChild(named: "note")?.attributes["a"] == text)
    }

    /// The spellings old feeds and Windows exports write, each read as the encoding it names.
    @Test(arguments: [
        ("ibm437", "CP437"), ("ibm775", "CP775"), ("ibm850", "CP850"), ("ibm852", "CP852"), ("ibm855", "CP855"),
        ("ibm857", "CP857"), ("ibm860", "CP860"), ("ibm861", "CP861"), ("ibm862", "CP862"), ("ibm863", "CP863"),
        ("ibm864", "CP864"), ("ibm865", "CP865"), ("ibm866", "CP866"), ("cp866", "CP866"), ("koi8-t", "KOI8-T"),
        ("mac-cyrillic", "MAC-CYRILLIC"), ("maccyrillic", "MAC-CYRILLIC"), ("x-mac-cyrillic", "MAC-CYRILLIC"),
        ("maccentraleurope", "MAC-CENTRALEUROPE"), ("maclatin2", "MAC-CENTRALEUROPE"), ("maciceland", "MAC-IS"),
        ("macroman", "MACINTOSH"), ("x-mac-roman", "MACINTOSH"), ("MacRoman", "MACINTOSH"),
        ("windows_1250", "CP1250"), ("windows_1251", "CP1251"), ("windows_1252", "CP1252"), ("windows_1253", "CP1253"),
        ("windows_1254", "CP1254"), ("windows_1255", "CP1255"), ("windows_1256", "CP1256"), ("windows_1257", "CP1257"),
        ("windows_1258", "CP1258"), ("Windows-1251", "CP1251"), ("cp1251", "CP1251"), ("CP-1251", "CP1251"),
        ("latin1", "ISO-8859-1"), ("ISO_8859-1", "ISO-8859-1"), ("iso8859-15", "ISO-8859-15"),
        ("ks_c_5601-1987", "CP949"),
        ("x-sjis", "SHIFT_JIS"), ("windows-31j", "CP932"), ("x-euc-jp", "EUC-JP"), ("koi8r", "KOI8-R"),
        ("cp-is", "CP861"), ("csIBM861", "CP861"), ("CP-IS", "CP861"),
    ])
    func aliasSpellingsAreRead(label: String, iconvName: String) throws {
        // Characters every one of these encodings has: ASCII letters plus one non-ASCII letter
        // where the encoding has it.
        let sample = ["é", "ä", "Ж", "ı", "ш"].first { (try? Self.encode($0, as: iconvName)) != nil } ?? "a"
        let bytes = try Self.encode(Self.document("x" + sample, label: label), as: iconvName)
        #expect(try XMLDecoder.underTest().decode(Doc.self, from: Data(bytes)).title == "x" + sample)
    }

    /// MacGreek and MacTurkish, which glibc's iconv lacks, are read through Xylem's own tables
    /// (the high halves of Python's `mac_greek` and `mac_turkish` codecs): the bytes below are
    /// what Python encodes the text as, from the table's first byte (0x80) to its last.
    @Test(
        arguments: [
            (
                "x-mac-greek",
                [0xB0, 0xF5, 0xDC, 0xEE, 0xE1, 0x20, 0xFD, 0xFE, 0xFB, 0xFC, 0xF1, 0xF7, 0x20, 0x9C, 0x80, 0xFF],
                "Αθήνα ΐΰϊϋώς €Ä\u{AD}"
            ),
            ("MacGreek", [0xB0, 0xF5, 0xDC, 0xEE, 0xE1], "Αθήνα"),
            ("x-MacGreek", [0xB0, 0xF5, 0xDC, 0xEE, 0xE1], "Αθήνα"),
            (
                "x-mac-turkish",
                [0xDC] + Array("stanbul ".utf8) + [0xDA, 0xDB, 0xDE, 0xDF, 0xDD, 0x20, 0xE0, 0xFF, 0x80, 0xF5],
                "İstanbul ĞğŞşı ‡ˇÄ\u{F8A0}"
            ),
            ("MacTurkish", [0xDC] + Array("zmir".utf8), "İzmir"),
            ("x-MacTurkish", [0xDC] + Array("zmir".utf8), "İzmir"),
        ] as [(String, [UInt8], String)])
    func macGreekAndMacTurkishAreRead(label: String, bytes: [UInt8], text: String) throws {
        let document = Data(
            Array("<?xml version=\"1.0\" encoding=\"\(label)\"?>\n<doc><title>".utf8) + bytes
                + Array("</title><note a=\"".utf8) + bytes + Array("\">ok</note></doc>".utf8))
        #expect(try XMLDecoder.underTest().decode(Doc.self, from: document) == Doc(title: text, note: "ok"))
        #expect(try XMLTree.underTest(data: document).root.firstChild(named: "note")?.attributes["a"] == text)
    }

    /// Every byte of the high half reads as the character Python's codec gives: the 128
    /// characters' code points, summed, and summed weighted by position (which catches a swap),
    /// as Python computes them from `bytes(range(128, 256)).decode(codec)`.
    @Test(arguments: [("x-mac-greek", 209_379, 13_645_154), ("x-mac-turkish", 376_415, 32_032_787)])
    func theWholeHighHalfMatchesPythonsCodec(label: String, sum: Int, weightedSum: Int) throws {
        let document = Data(
            Array("<?xml version=\"1.0\" encoding=\"\(label)\"?><doc>".utf8) + (0x80 ... 0xFF) + Array("</doc>".utf8))
        let scalars = try XMLTree.underTest(data: document).root.text.unicodeScalars.map { Int($0.value) }
        #expect(scalars.count == 128)
        #expect(scalars.reduce(0, +) == sum)
        #expect(scalars.enumerated().reduce(0) { $0 + ($1.offset + 1) * $1.element } == weightedSum)
    }

    /// A character cut by the 128 KiB chunk boundary, in a multi-byte encoding and in UTF-16.
    @Test(arguments: ["Shift_JIS", "GB18030", "UTF-16LE", "EUC-KR"])
    func aCharacterSplitAcrossChunksIsReadWhole(label: String) throws {
        let head = "<?xml version=\"1.0\" encoding=\"\(label)\"?><doc><title>"
        let headBytes = try Self.encode(head, as: label == "EUC-KR" ? "CP949" : label).count
        // Pad with ASCII so that the first byte of "東" (or "서") is the chunk's last byte.
        let unit = label == "UTF-16LE" ? 2 : 1
        let pad = String(repeating: "a", count: (131_072 - headBytes - 1) / unit)
        let character = label == "EUC-KR" ? "서" : "東"
        let text = pad + character + "z"
        let bytes = try Self.encode(Self.document(text, label: label), as: label == "EUC-KR" ? "CP949" : label)
        #expect(try XMLDecoder.underTest().decode(Doc.self, from: Data(bytes)).title == text)
    }

    /// A byte that is not valid in the declared encoding is an error with its offset in the
    /// original input, never a replacement character.
    @Test func anInvalidByteIsAnErrorWithItsOffset() throws {
        let head = Array("<?xml version=\"1.0\" encoding=\"Shift_JIS\"?>\n<doc><title>".utf8)
        let bytes = Data(head + [0x93, 0x8C, 0xFF] + Array("</title><note>ok</note></doc>".utf8))
        do {
            _ = try XMLTree.underTest(data: bytes)
            Issue.record("no error")
        } catch {
            #expect(error.kind == .invalidEncoding && error.byteOffset == head.count + 2)
            #expect(error.line == 2)
        }
    }

    /// A byte order mark that contradicts the declaration is refused, never read as mojibake.
    @Test func aByteOrderMarkThatContradictsTheDeclarationIsRefused() throws {
        let utf8 = Data(
            [0xEF, 0xBB, 0xBF] + Array("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><doc>Ávila</doc>".utf8))
        do {
            _ = try XMLTree.underTest(data: utf8)
            Issue.record("no error")
        } catch {
            #expect(error.kind == .conflictingEncoding && error.encoding == "ISO-8859-1")
            #expect(error.message.contains("remove the byte order mark or correct the declaration"))
        }
        let agreeing = Data(
            [0xEF, 0xBB, 0xBF] + Array("<?xml version=\"1.0\" encoding=\"utf-8\"?><doc>Ávila</doc>".utf8))
        #expect(try XMLTree.underTest(data: agreeing).root.text == "Ávila")
        let utf16 = try Data(
            [0xFF, 0xFE] + (Self.encode("<?xml version=\"1.0\" encoding=\"windows-1252\"?><doc/>", as: "UTF-16LE")))
        #expect(throws: XMLSyntaxError.self) { _ = try XMLTree.underTest(data: utf16) }
    }

    /// Issue 36, item 13: a UTF-16 byte order mark before 8-bit text is named as such, not
    /// "The input is empty or is not XML", with a decode, a tree and a stream alike.
    @Test(arguments: [[UInt8]([0xFF, 0xFE]), [0xFE, 0xFF]])
    func aUTF16ByteOrderMarkBefore8BitTextIsNamed(mark: [UInt8]) throws {
        for text in ["<?xml version=\"1.0\"?><doc>Ávila</doc>", "<doc>x</doc>", "\n<doc/>"] {
            let data = Data(mark + Array(text.utf8))
            let error = try #require(throws: XMLSyntaxError.self) { _ = try XMLTree.underTest(data: data) }
            #expect(error.kind == .invalidEncoding && error.byteOffset == 2)
            #expect(error.message.contains("starts with a UTF-16 byte order mark, but what follows is not UTF-16"))
            #expect(error.message.contains("remove the byte order mark"))
            #expect(!error.message.contains("empty"))
            let decoded = try #require(throws: DecodingError.self) {
                _ = try XMLDecoder.underTest().decode(String.self, from: data)
            }
            guard case .dataCorrupted(let context) = decoded else { Issue.record("\(decoded)"); continue }
            let syntax = try #require(context.underlyingError as? XMLSyntaxError)
            #expect(syntax.kind == .invalidEncoding && syntax.byteOffset == 2)
        }
        // Real UTF-16 after the mark, and the mark alone, are read as before.
        let name = mark == [0xFF, 0xFE] ? "UTF-16LE" : "UTF-16BE"
        #expect(
            try XMLTree.underTest(data: Data(mark + Self.encode("<doc>Ávila</doc>", as: name))).root.text == "Ávila")
        #expect(try XMLTree.underTest(data: Data(mark + Self.encode(" <doc/>", as: name))).root.name == "doc")
    }

    /// A Swift String is UTF-8 whatever its declaration says.
    @Test func aStringIgnoresItsDeclaredEncoding() throws {
        let xml = "<?xml version=\"1.0\" encoding=\"windows-1251\"?><doc><title>Москва</title><note>ok</note></doc>"
        #expect(try XMLDecoder.underTest().decode(Doc.self, from: xml).title == "Москва")
    }

    /// Positions in errors count lines of the original document (the conversion keeps every
    /// line break) and columns in characters.
    @Test func errorsInConvertedDocumentsKeepTheirLine() throws {
        let xml = "<?xml version=\"1.0\" encoding=\"windows-1251\"?>\n<doc>\n<title>Москва</titel>\n</doc>"
        let bytes = Data(try Self.encode(xml, as: "CP1251"))
        do {
            _ = try XMLTree.underTest(data: bytes)
            Issue.record("no error")
        } catch {
            #expect(error.line == 3)
        }
    }

    /// UTF-7 stays refused: its base64 runs can hide markup.
    @Test func utf7IsRefused() throws {
        do {
            _ = try XMLTree.underTest(data: Data("<?xml version=\"1.0\" encoding=\"UTF-7\"?><a/>".utf8))
            Issue.record("no error")
        } catch {
            #expect(error.kind == .unsupportedEncoding && error.encoding == "UTF-7")
        }
    }
}
