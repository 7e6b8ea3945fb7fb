// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

// One trimming rule for every consumer of the document (the decoder's scalars, the tree's text,
// XML to JSON, streaming paths): XML whitespace (space, tab, line feed, carriage return) is cut
// from both ends, and nothing else is. `isXMLWhitespace` is the byte test (the builder drops
// whitespace-only text between elements with it too).

/// `bytes` without leading and trailing XML whitespace.
///
/// Generic so that the document's bytes (`ArraySlice<UInt8>`) and a string's UTF-8
/// (`Substring.UTF8View`) share it; always inlined, so each use is specialized.
@inline(__always)
func trimmed<Bytes: BidirectionalCollection>(_ bytes: Bytes) -> Bytes.SubSequence where Bytes.Element == UInt8 {
    var start = bytes.startIndex
    var end = bytes.endIndex
    while start < end && isXMLWhitespace(bytes[start]) { bytes.formIndex(after: &start) }
    while start < end {
        let last = bytes.index(before: end)
        guard isXMLWhitespace(bytes[last]) else { break }
        end = last
    }
    return bytes[start ..< end]
}

/// XML's whitespace: space, tab, line feed, carriage return.
@inline(__always)
func isXMLWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D
}
