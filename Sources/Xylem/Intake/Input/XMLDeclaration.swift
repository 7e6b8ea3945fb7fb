// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

/// Reads and corrects the `encoding` of the XML declaration at the start of a document.
///
/// The parser is only ever given UTF-8 (see `SniffedEncoding`), so a declaration that names
/// another encoding must not reach it as written: its `encoding="..."` pseudo-attribute is
/// overwritten with spaces, which keeps every byte offset, line and column after it, and a
/// declaration without `encoding` means UTF-8. Only a declaration of the well-formed shape
/// `<?xml version="..." encoding="EncName"` is touched: anything else is left for the parser to
/// reject as written.
enum XMLDeclaration {
    /// The declared encoding label, if the input starts with a well-formed declaration that has one.
    static func encodingLabel(in bytes: [UInt8]) -> String? {
        bytes.withUnsafeBufferPointer { buffer in
            encodingValue(in: buffer).map { String(decoding: buffer[$0.value], as: UTF8.self) }
        }
    }

    /// Blanks the `encoding` pseudo-attribute, whatever it says: the bytes are UTF-8 by now, and
    /// a spelling of UTF-8 that libxml2 does not know (`"UTF8-"`, which the sniffer reads as
    /// UTF-8) made XMLParser crash in `xmlParseChunk` once it was fed in small pieces after a
    /// syntax error (found by the fuzz target's chunking check). Returns false when
    /// the input starts with an XML declaration that mentions `encoding` but is malformed:
    /// libxml2 would switch to whatever encoding it names after reporting the error, so such a
    /// declaration never reaches it. That includes a second `encoding` after the first (found by
    /// the fuzzer: `encoding="E"encoding="EUCKR"`): with the first blanked, libxml2 would read
    /// the second as the declaration's only one.
    static func blankEncoding(in bytes: UnsafeMutableBufferPointer<UInt8>) -> Bool {
        let b = UnsafeBufferPointer(bytes)
        guard let found = encodingValue(in: b) else { return !mentionsEncoding(b, from: declarationStart(b)) }
        if mentionsEncoding(b, from: found.attribute.upperBound) { return false }
        for i in found.attribute { bytes[i] = 0x20 }
        return true
    }

    /// The offset after `<?xml` and whitespace at the start of the input (after a UTF-8 BOM), or
    /// nil when the input does not start with an XML declaration.
    private static func declarationStart(_ b: UnsafeBufferPointer<UInt8>) -> Int? {
        let start = b.count >= 3 && b[0] == 0xEF && b[1] == 0xBB && b[2] == 0xBF ? 3 : 0
        let open = Array("<?xml".utf8)
        guard b.count > start + open.count, b[start ..< start + open.count].elementsEqual(open),
            isXMLWhitespace(b[start + open.count])
        else { return nil }
        return start + open.count
    }

    /// Whether `encoding` comes between `offset` and the declaration's first `>`. The
    /// declaration must close within `maximumLength` bytes when the input goes on beyond them
    /// (libxml2 waits for its end, so an `encoding` past the bytes checked here would still
    /// reach it): a longer one counts as mentioning `encoding`. Nil `offset`: no declaration.
    private static func mentionsEncoding(_ b: UnsafeBufferPointer<UInt8>, from offset: Int?) -> Bool {
        guard let offset else { return false }
        let key = Array("encoding".utf8)
        let limit = min(b.count, maximumLength)
        var i = offset
        while i < limit, b[i] != 0x3E {
            if i + key.count <= b.count, b[i ..< i + key.count].elementsEqual(key) { return true }
            i += 1
        }
        return i == limit && b.count > limit
    }

    /// The most bytes of the input an XML declaration is looked for in.
    private static let maximumLength = 512

    /// The range of the whole `encoding="..."` pseudo-attribute and of its value (quotes excluded).
    private static func encodingValue(in b: UnsafeBufferPointer<UInt8>) -> (attribute: Range<Int>, value: Range<Int>)? {
        let limit = min(b.count, maximumLength)
        var i = limit >= 3 && b[0] == 0xEF && b[1] == 0xBB && b[2] == 0xBF ? 3 : 0
        func skip(_ text: String) -> Bool {
            for byte in text.utf8 {
                guard i < limit, b[i] == byte else { return false }
                i += 1
            }
            return true
        }
        func spaces() -> Int {
            let start = i
            while i < limit, isXMLWhitespace(b[i]) { i += 1 }
            return i - start
        }
        func quoted() -> Range<Int>? {
            guard i < limit, b[i] == 0x22 || b[i] == 0x27 else { return nil }
            let quote = b[i]
            let start = i + 1
            i = start
            while i < limit, b[i] != quote, b[i] != 0x3C, b[i] != 0x3E { i += 1 }
            guard i < limit, b[i] == quote else { return nil }
            i += 1
            return start ..< i - 1
        }
        guard skip("<?xml"), spaces() > 0, skip("version") else { return nil }
        _ = spaces()
        guard skip("=") else { return nil }
        _ = spaces()
        guard quoted() != nil, spaces() > 0 else { return nil }
        let attributeStart = i
        guard skip("encoding") else { return nil }
        _ = spaces()
        guard skip("=") else { return nil }
        _ = spaces()
        guard let value = quoted(), isEncodingName(b[value]) else { return nil }
        return (attributeStart ..< i, value)
    }

    /// `EncName ::= [A-Za-z] ([A-Za-z0-9._] | '-')*`
    private static func isEncodingName(_ name: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        guard let first = name.first, isLetter(first) else { return false }
        return name.allSatisfy { isLetter($0) || ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x2E || $0 == 0x5F || $0 == 0x2D }
    }

    private static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }
}
