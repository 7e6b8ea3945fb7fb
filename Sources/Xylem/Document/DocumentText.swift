// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

// Strings made from the document's text bytes.
//
// Every byte in `Document.text` is valid UTF-8, and every range the readers take of it starts
// and ends on a character boundary: the input guard validates every input byte (after
// conversion, for other encodings) before a parser sees it; both parsers hand over whole
// characters (libxml2 waits for the rest of a character cut by a chunk boundary, and
// XMLParser's pieces are Strings); the builder joins whole pieces and adds only ASCII
// (whitespace); trimming cuts only ASCII whitespace. So the validation that `String(decoding:)`
// makes again can be skipped where the standard library allows it: on a long non-ASCII value
// (a podcast's show notes) it was a fifth of a typed decode's `init(from:)`. Debug builds
// still check, so every test document checks the invariant.

/// A String of `bytes`, a range of the document's text (see above).
@inline(__always)
func documentString(_ bytes: ArraySlice<UInt8>) -> String {
    // Decoding repairs invalid bytes, so the round trip changes them.
    assert(
        String(decoding: bytes, as: UTF8.self).utf8.elementsEqual(bytes), "the document's text is not valid UTF-8 here")
    if #available(macOS 26, iOS 26, watchOS 26, tvOS 26, visionOS 26, *) {
        return String(copying: UTF8Span(unchecked: bytes.span))
    }
    return String(decoding: bytes, as: UTF8.self)
}
