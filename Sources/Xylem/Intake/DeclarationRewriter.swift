/// Corrects the `encoding` of an XML declaration in place, before XMLParser reads it:
///
/// - A document given as a Swift `String` is UTF-8 whatever its declaration says
///   (`<?xml version="1.0" encoding="ISO-8859-1"?>` would make libxml2 misread it).
/// - `EUC-KR` becomes `CP949`: Korean public-data services declare EUC-KR but send CP949, its
///   superset, whose extra syllables libxml2 would otherwise turn into wrong text silently.
///
/// The new label is padded with spaces after the closing quote, which XML allows there, so
/// the byte count (and every offset, line and column after it) stays the same.
enum DeclarationRewriter {
    /// Rewrites the declaration at the start of `bytes` (after an optional UTF-8 BOM).
    static func rewrite(_ bytes: UnsafeMutableBufferPointer<UInt8>, forceUTF8: Bool) {
        guard let (start, end) = encodingValue(in: UnsafeBufferPointer(bytes)) else { return }
        let label = String(decoding: bytes[start ..< end], as: UTF8.self).uppercased()
        let replacement: String
        if forceUTF8 {
            guard label != "UTF-8" && label != "UTF8" else { return }
            replacement = "UTF-8"
        } else if label == "EUC-KR" || label == "EUCKR" || label == "KS_C_5601-1987" {
            replacement = "CP949"
        } else {
            return
        }
        // Both replacements are 5 bytes and the old value is at least 5: it always fits.
        let quote = bytes[end]
        var index = start
        for byte in replacement.utf8 { bytes[index] = byte; index += 1 }
        bytes[index] = quote
        index += 1
        while index <= end { bytes[index] = 0x20; index += 1 }
    }

    /// The range of the `encoding` pseudo-attribute's value, quotes excluded, if the input
    /// starts with an XML declaration that has one (and the value is at least 5 bytes long).
    private static func encodingValue(in bytes: UnsafeBufferPointer<UInt8>) -> (Int, Int)? {
        var i = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
        let open = Array("<?xml".utf8)
        guard bytes.count >= i + open.count, bytes[i ..< i + open.count].elementsEqual(open) else { return nil }
        let key = Array("encoding".utf8)
        let limit = min(bytes.count, i + 512)
        while i + key.count < limit {
            if bytes[i] == 0x3F && bytes[i + 1] == 0x3E { return nil }          // ?> : no encoding
            if bytes[i ..< i + key.count].elementsEqual(key) { break }
            i += 1
        }
        i += key.count
        while i < limit && (bytes[i] == 0x20 || bytes[i] == 0x3D || bytes[i] == 0x09) { i += 1 }
        guard i < limit, bytes[i] == 0x22 || bytes[i] == 0x27 else { return nil }
        let quote = bytes[i]
        let start = i + 1
        var end = start
        while end < limit && bytes[end] != quote { end += 1 }
        guard end < limit, end - start >= 5 else { return nil }
        return (start, end)
    }
}
