// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
@testable import Xylem

/// Issue 25, item 5: CR LF pairs and lone CRs become LF on input (XML 1.0 section 2.11), also
/// inside CDATA sections, which libxml2's push parser hands over as they lie, and also when a
/// chunk boundary cuts the pair.
@Suite("Line ends", .bothParsers)
struct LineEndTests {
    struct Doc: Decodable { let a: String }

    @Test(arguments: Position.allCases)
    func cdataLineEndsAreNormalized(position: Position) throws {
        let decoder = XMLDecoder.underTest()
        decoder.whitespaceDecodingStrategy = .preserve
        #expect(try position.decode(String.self, "<v><![CDATA[a\r\nb]]></v>", with: decoder) == "a\nb")
        #expect(try position.decode(String.self, "<v><![CDATA[a\rb\r\r\nc\r]]></v>", with: decoder) == "a\nb\n\nc\n")
        #expect(try position.decode(String.self, "<v>x\r\n<![CDATA[\r\n]]>\ry</v>", with: decoder) == "x\n\n\ny")
    }

    @Test func aPairCutBetweenChunksIsOneLineFeed() throws {
        let xml = Data(
            "<?xml version=\"1.0\"?>\r\n<r a=\"1\r\n2\"><![CDATA[one\r\ntwo\r\rthree]]>\r\n<b>x\r\ny</b></r>".utf8)
        let parser = XMLDecoder.Parser.underTest
        let whole = SourceComparison.outcome(.data(xml), parser)
        #expect(whole.contains("\"one\ntwo\n\nthree"))
        #expect(whole.contains("a=1 2"))
        for size in 1 ... 9 {
            #expect(
                SourceComparison.outcome(.data(xml), parser, chunkLimit: (SourceComparison.firstChunk(xml), size))
                    == whole,
                "chunks of \(size)")
        }
    }

    @Test func anInvalidByteIsReportedAtItsOffsetInTheInput() throws {
        var bytes = Array("<r>\r\n<a>x</a>\r\n<b>".utf8)
        let bad = bytes.count
        bytes += [0xFF] + Array("</b></r>".utf8)
        for limit in [Int.max, 5] {
            let outcome = SourceComparison.outcome(
                .data(Data(bytes)), XMLDecoder.Parser.underTest, chunkLimit: (limit, limit))
            #expect(outcome == "error: invalidUTF8(byteOffset: \(bad))", "chunks of \(limit)")
        }
        let truncated = Array("<r>\r\n\r\n".utf8) + [0xE2, 0x82]
        #expect(
            SourceComparison.outcome(.data(Data(truncated)), XMLDecoder.Parser.underTest)
                == "error: invalidUTF8(byteOffset: \(truncated.count))")
    }

    @Test func theNormalizerKeepsEveryOtherByte() {
        var ends = LineEnds()
        func run(_ text: String) -> String {
            var bytes = Array(text.utf8)
            let count = bytes.withUnsafeMutableBufferPointer { ends.normalize($0) }
            return String(decoding: bytes.prefix(count), as: UTF8.self)
        }
        #expect(run("no line ends") == "no line ends")
        #expect(run("a\r") == "a\n")
        #expect(run("\nb") == "b")  // the rest of the cut pair
        #expect(run("\nc") == "\nc")  // a line feed of its own
        #expect(run("\r") == "\n")
        #expect(run("\n") == "")
        #expect(run("\r\n\r\n\n\r") == "\n\n\n\n")
        #expect(run("\n") == "")
    }
}
