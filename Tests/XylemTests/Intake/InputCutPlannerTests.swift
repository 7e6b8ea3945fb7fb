// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Testing
@testable import Xylem

/// `InputCutPlanner` on its own: for each reader, the pieces a chunk is cut into, given the
/// marks the input guard would report. Pieces are written as their text; `~` starts a quiet
/// piece (parsed without XMLParser's delegate), `␠` is a space handed over on its own.
@Suite("Input cut planner")
struct InputCutPlannerTests {
    /// One chunk: its text, and the guard's marks for it (indices into the chunk).
    struct Chunk {
        var text: String
        var marks = InputGuard.Marks()
    }

    /// The pieces `reader` gets of `chunks`, one array a chunk, marks recorded as a source does
    /// (each chunk's before any of it is cut).
    static func pieces(_ chunks: [Chunk], for reader: InputCutPlanner.Reader) -> [[String]] {
        var marks = InputCutPlanner.Marks()
        var offset = 0
        var result: [[String]] = []
        for chunk in chunks {
            marks.record(chunk.marks, at: offset)
            let bytes = Array(chunk.text.utf8)
            var start = 0
            var pieces: [String] = []
            // Bounded: every piece is a space (at most one per mark) or at least one byte.
            for _ in 0 ... 2 * bytes.count + marks.spaces.count + 1 {
                let cut = bytes.withUnsafeBufferPointer {
                    InputCutPlanner.next(
                        UnsafeBufferPointer(rebasing: $0[start...]), at: offset + start, marks: marks, for: reader)
                }
                if cut.isSpace {
                    marks.spaceHandedOver()
                    pieces.append((cut.isQuiet ? "~" : "") + "␠")
                    continue
                }
                if start == bytes.count || cut.length == 0 { break }
                pieces.append(
                    (cut.isQuiet ? "~" : "") + String(decoding: bytes[start ..< start + cut.length], as: UTF8.self))
                start += cut.length
            }
            #expect(start == bytes.count, "the pieces of \(chunk.text) do not cover it: \(pieces)")
            result.append(pieces)
            offset += bytes.count
        }
        return result
    }

    /// `CheckedInput`'s chunks, for either source: up to two `]` at the end wait for the next one.
    @Test(
        arguments: [
            ("abc", 3), ("ab]", 2), ("ab]]", 2), ("ab]]]", 3), ("a]b", 3),
            ("]", 0), ("]]", 0), ("]]]", 1), ("", 0),
        ] as [(String, Int)])
    func chunksKeepTheirLastTwoBrackets(text: String, length: Int) {
        let cut = Array(text.utf8).withUnsafeBufferPointer { InputCutPlanner.next($0, at: 0, for: .chunk) }
        #expect(cut == InputCutPlanner.Cut(length: length))
    }

    static let xmlParserCases: [(chunks: [Chunk], pieces: [[String]])] = [
        // Most chunks: handed over whole.
        ([Chunk(text: "<r>text</r>")], [["<r>text</r>"]]),
        // A DTD in the first chunk: four bytes with the delegate, then the DTD without it.
        (
            [Chunk(text: "<!DOCTYPE r><r/>", marks: .init(doctypeStart: 2, doctypeEnd: 11))],
            [["<!DO", "~CTYPE r>", "<r/>"]]
        ),
        // A DTD in a later chunk: no four-byte cut; the prolog before it goes quiet too.
        (
            [
                Chunk(text: "<?xml version=\"1.0\"?>"),
                Chunk(text: "\n<!DOCTYPE r><r/>", marks: .init(doctypeStart: 3, doctypeEnd: 12)),
            ],
            [["<?xml version=\"1.0\"?>"], ["~\n<!DOCTYPE r>", "<r/>"]]
        ),
        // A DTD over two chunks: the first is quiet after its four bytes, the second up to the `>`.
        (
            [
                Chunk(text: "<!DOCTYPE r [<!ELEMENT", marks: .init(doctypeStart: 2)),
                Chunk(text: " r ANY>]><r/>", marks: .init(doctypeEnd: 8)),
            ],
            [["<!DO", "~CTYPE r [<!ELEMENT"], ["~ r ANY>]>", "<r/>"]]
        ),
        // `<?pi?>`: a space of its own before the `?>`.
        ([Chunk(text: "<r><?pi?></r>", marks: .init(spaceBefore: [7]))], [["<r><?pi", "␠", "?></r>"]]),
        // The space due at the start of the next chunk.
        (
            [Chunk(text: "<r><?pi"), Chunk(text: "?></r>", marks: .init(spaceBefore: [0]))],
            [["<r><?pi"], ["␠", "?></r>"]]
        ),
        // A space before the fourth byte, and a DTD: the four-byte cut still applies after the space.
        (
            [Chunk(text: "<?a?><!DOCTYPE r><r/>", marks: .init(doctypeStart: 7, doctypeEnd: 16, spaceBefore: [3]))],
            [["<?a", "␠", "?", "~><!DOCTYPE r>", "<r/>"]]
        ),
    ]

    /// What XMLParser's stream hands over.
    @Test(arguments: xmlParserCases)
    func xmlParserPieces(chunks: [Chunk], pieces: [[String]]) {
        #expect(Self.pieces(chunks, for: .xmlParser) == pieces)
    }

    static let libxml2Cases: [(chunks: [Chunk], maximum: Int, pieces: [[String]])] = [
        // Short chunks go whole, marks or not (no four-byte cut, no spaces for libxml2).
        ([Chunk(text: "<r><?pi?></r>", marks: .init(spaceBefore: [7]))], 64, [["<r><?pi?></r>"]]),
        // Inside a chunk, a slice ends after its last `>`; the last slice takes the rest.
        ([Chunk(text: "<a>xxxxxxxxxxxx</a>")], 8, [["<a>", "xxxxxxxx", "xxxx</a>"]]),
        // Without a `>`, a slice keeps its last two `]` for the next.
        ([Chunk(text: "xxxxxxxx]]yyyy")], 10, [["xxxxxxxx", "]]yyyy"]]),
        // A slice of nothing but `]` still hands over a byte.
        ([Chunk(text: "]]]]")], 2, [["]", "]", "]]"]]),
        // A slice ends just after the DTD, as XMLParser's pieces do.
        (
            [Chunk(text: "<!DOCTYPE r><r/>", marks: .init(doctypeStart: 2, doctypeEnd: 11))], 64,
            [["<!DOCTYPE r>", "<r/>"]]
        ),
        // ... and not at a `>` inside it when its end is in the chunk (a slice may then be longer).
        (
            [Chunk(text: "<!DOCTYPE r SYSTEM \"a>b.dtd\"><r>text</r>", marks: .init(doctypeStart: 2, doctypeEnd: 28))],
            24,
            [["<!DOCTYPE r SYSTEM \"a>b.dtd\">", "<r>text</r>"]]
        ),
        // When its end is in a later chunk, slices of this one end after a `>` as usual.
        (
            [
                Chunk(text: "<!DOCTYPE r [<!ELEMENT r ANY><!ATTLIST r", marks: .init(doctypeStart: 2)),
                Chunk(text: " a CDATA \"x\">]><r/>", marks: .init(doctypeEnd: 14)),
            ], 32,
            [["<!DOCTYPE r [<!ELEMENT r ANY>", "<!ATTLIST r"], [" a CDATA \"x\">]>", "<r/>"]]
        ),
    ]

    /// What libxml2 is given of a chunk at a time.
    @Test(arguments: libxml2Cases)
    func libxml2Slices(chunks: [Chunk], maximum: Int, pieces: [[String]]) {
        #expect(Self.pieces(chunks, for: .libxml2(maximum: maximum)) == pieces)
    }
}
