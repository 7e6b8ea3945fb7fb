// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
@testable import Xylem

/// Where the input is cut before a parser sees it must not change what the parser says.
///
/// Both sources get the input in 128 KiB chunks (`CheckedInput`); the libxml2 source feeds each
/// chunk in 16 KiB slices (`LibXML2Source`). libxml2 2.9 looks for `]]>` in text (not allowed
/// there) by reading the two bytes after a `]` without waiting for them, so a `]]>` split by a
/// cut (`]]` + `>`, or `]` + `]>`) was accepted as text: a malformed document decoded. And a
/// run of whitespace split from the text after it arrives as a piece of its own, which the
/// builder took for indentation (it now holds it until text or a tag follows). Every case below puts the token across a slice boundary or
/// the chunk boundary, and both sources must give the same answer as for an uncut input.
@Suite("Chunk and slice boundaries", .enabled(if: XMLDecoder.Parser.libxml2.isAvailable, "libxml2 is not built in"))
struct ChunkBoundaryTests {
    static let slice = 16 * 1024
    static let chunk = 128 * 1024

    /// `<a>`, filler text, then `tail` placed so that its first `split` bytes end at `boundary`.
    static func document(splitting tail: String, at split: Int, boundary: Int, end: String = "</a>") -> [UInt8] {
        let head = Array("<a>".utf8)
        let filler = [UInt8](repeating: UInt8(ascii: "x"), count: boundary - head.count - split)
        return head + filler + Array(tail.utf8) + Array(end.utf8)
    }

    /// A misplaced `]]>` in text is an error however it is cut, with both sources.
    @Test(arguments: [slice, 3 * slice, chunk, chunk + slice], [1, 2])
    func cdataEndInTextIsAnErrorAcrossACut(boundary: Int, split: Int) {
        let bytes = Self.document(splitting: "]]>", at: split, boundary: boundary)
        for parser in XMLDecoder.Parser.allCases {
            let outcome = SourceComparison.outcome(.data(Data(bytes)), parser)
            #expect(
                outcome.hasPrefix("error: parser"),
                "\(parser), ]]> split \(split)+\(3 - split) at \(boundary): \(outcome.suffix(40))")
        }
    }

    /// `]` and `]]` before a cut, not followed by `>`, are text as usual.
    @Test(arguments: [slice, chunk], ["]", "]]", "]]]", "]]]]"])
    func bracketsBeforeACutAreText(boundary: Int, brackets: String) throws {
        let bytes = Self.document(splitting: brackets + "y", at: brackets.count, boundary: boundary)
        for parser in XMLDecoder.Parser.allCases {
            let decoder = XMLDecoder.underTest()
            decoder.parser = parser
            let text = try decoder.decode(String.self, from: Data(bytes))
            #expect(text.hasSuffix("x" + brackets + "y"), "\(parser)")
            #expect(text.utf8.count == boundary - 3 + 1)
        }
    }

    /// A document made only of `]` text after a tiny read still parses (a read of nothing but
    /// held-back brackets reads on).
    @Test func textOfBracketsOnly() throws {
        let bytes =
            Array("<a>".utf8) + [UInt8](repeating: UInt8(ascii: "]"), count: 3 * Self.chunk) + Array("</a>".utf8)
        for parser in XMLDecoder.Parser.allCases {
            let decoder = XMLDecoder.underTest()
            decoder.parser = parser
            #expect(try decoder.decode(String.self, from: Data(bytes)).utf8.count == 3 * Self.chunk)
        }
    }

    /// Whitespace then text in mixed content, cut inside the whitespace by a slice boundary
    /// (libxml2 only) or by the 128 KiB chunk boundary (both sources): the whitespace arrives as
    /// a piece of its own, and is still the start of the text after it, as written (across the
    /// chunk it read as one space before 2026-11-24).
    @Test(arguments: [
        (slice, 1), (slice, 100), (slice, 399), (chunk, 1), (chunk, 299), (chunk, 300), (chunk, 301), (chunk, 5000),
    ])
    func whitespaceBeforeTextAcrossACut(boundary: Int, split: Int) throws {
        let spaces = String(repeating: " ", count: split) + "\n\t" + String(repeating: " ", count: 20)
        let head = "<a><b/><c>"
        let filler = String(repeating: "y", count: boundary - head.utf8.count - "</c>".utf8.count - split)
        let text = head + filler + "</c>" + spaces + "w</a>"
        for parser in XMLDecoder.Parser.allCases {
            let document = try DocumentParser.parse(.data(Data(text.utf8)), parser: parser)
            let own = String(decoding: document.textBytes(of: 0), as: UTF8.self)
            #expect(own == spaces + "w", "\(parser): \(own.utf8.count - 1) bytes before w, not \(spaces.utf8.count)")
        }
    }

    /// A document type declaration whose literal holds a `>`, across a slice boundary: libxml2
    /// reads a declaration once it has a `>`, so the slice must not end after that one (it
    /// would, ending after its last `>`); the libxml2 source feeds the rest of the declaration
    /// with it. (Cut by a 128 KiB chunk boundary it is still refused, with either parser:
    /// Security.md.)
    @Test(arguments: [1, 40, 200])
    func doctypeLiteralHoldingAGreaterThanSignAcrossASlice(after: Int) throws {
        let doctype = "<!DOCTYPE r SYSTEM \"a>" + String(repeating: "b", count: 300) + ".dtd\">"
        let comment =
            "<!--" + String(repeating: "c", count: Self.slice - 8 - "<!DOCTYPE r SYSTEM \"a>".utf8.count - after)
            + "-->"
        let xml = comment + doctype + "<r>x</r>"
        for parser in XMLDecoder.Parser.allCases {
            let decoder = XMLDecoder.underTest()
            decoder.parser = parser
            #expect(try decoder.decode(String.self, from: Data(xml.utf8)) == "x", "\(parser)")
        }
    }
}
