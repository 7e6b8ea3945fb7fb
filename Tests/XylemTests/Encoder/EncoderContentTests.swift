// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import Xylem

/// Content that must read back as written: pretty printing beside text, mixed content, the
/// `""` key of a dictionary, present optionals, numbers without exponents, attribute keys of a
/// dictionary.
@Suite("Encoder: content that reads back")
struct EncoderContentTests {
    enum Run: Codable, Equatable {
        case text(String)
        case b(String)
        case i(String)
        enum CodingKeys: String, CodingKey { case text = "", b, i }
    }

    static func plain() -> XMLEncoder {
        let encoder = XMLEncoder()
        encoder.declaration = nil
        return encoder
    }

    // MARK: - Item 6: pretty printing never changes text

    @Test func prettyPrintingLeavesAnElementWithTextAsItIs() throws {
        struct Page: Codable, Equatable {
            let title: String
            let p: [[Run]]
            let note: Note
        }
        struct Note: Codable, Equatable {
            let text: String
            let b: String
            enum CodingKeys: String, CodingKey { case text = "", b }
        }
        let page = Page(
            title: "T", p: [[.text("hello"), .b("bold")], [.i("x"), .text(" and "), .b("y")]],
            note: Note(text: "n", b: "m"))
        let encoder = Self.plain()
        encoder.outputFormatting = .prettyPrinted
        let xml = try encoder.encodeToString(page, root: "page")
        #expect(
            xml == """
                <page>
                  <title>T</title>
                  <p>hello<b>bold</b></p>
                  <p><i>x</i> and <b>y</b></p>
                  <note>n<b>m</b></note>
                </page>

                """)
        let decoder = XMLDecoder.underTest()
        decoder.whitespaceDecodingStrategy = .preserve
        #expect(try decoder.decode(Page.self, from: Data(xml.utf8)) == page)
        // Text after the children: the indentation already written inside is taken back.
        let late = try encoder.encodeToString([Run.b("bold"), .text("tail")], root: "p")
        #expect(late == "<p><b>bold</b>tail</p>\n")
    }

    @Test func theStreamWriterIndentsRecordsButNotTheirText() throws {
        let encoder = Self.plain()
        encoder.outputFormatting = .prettyPrinted
        let stream = OutputStream.toMemory()
        let writer = try XMLStreamWriter(stream: stream, encoder: encoder)
        try writer.open("doc")
        try writer.write([Run.text("a "), .b("b")], as: "p")
        try writer.write(["x": 1], as: "q")
        try writer.finish()
        let data = stream.property(forKey: .dataWrittenToMemoryStreamKey) as? Data ?? Data()
        #expect(
            String(decoding: data, as: UTF8.self) == "<doc>\n  <p>a <b>b</b></p>\n  <q>\n    <x>1</x>\n  </q>\n</doc>\n"
        )
    }

    // MARK: - Item 7: mixed content

    @Test func mixedContentEncodesAsItDecodes() throws {
        let runs: [Run] = [.text("Hello "), .b("bold"), .text(" world, "), .i("it")]
        let xml = try Self.plain().encodeToString(runs, root: "p")
        #expect(xml == "<p>Hello <b>bold</b> world, <i>it</i></p>")
        for parser in [XMLDecoder.Parser.foundation, .libxml2] {
            let decoder = XMLDecoder.underTest()
            decoder.parser = parser
            #expect(try decoder.decode([Run].self, from: Data(xml.utf8)) == runs)
        }
        struct Article: Codable, Equatable { let p: [[Run]] }
        let article = Article(p: [[.text("First "), .i("one"), .text(".")], [.b("Bold"), .text(" start")]])
        #expect(try roundTrip(article, root: "article") == article)
        struct Entry: Codable, Equatable { let content: [Run] }
        let encoder = XMLEncoder()
        encoder.listHints = [.wrapper("content")]
        let decoder = XMLDecoder.underTest()
        decoder.listHints = [.wrapper("content")]
        let entry = Entry(content: [.text("Plain "), .i("and"), .text(" simple")])
        #expect(try roundTrip(entry, root: "entry", encoder: encoder, decoder: decoder) == entry)
    }

    @Test func aTextCaseWithALabelIsAnError() {
        enum Labeled: Encodable {
            case text(value: String)
            enum CodingKeys: String, CodingKey { case text = "" }
        }
        expectEncodingError(path: ["Index 0", ""], ["text case of an enum in mixed content"]) {
            _ = try Self.plain().encode([Labeled.text(value: "a")], root: "p")
        }
    }

    // MARK: - Item 8: the "" key of a dictionary, present optionals

    @Test func aDictionaryEntryWithTheTextKeyIsAnError() {
        expectEncodingError(path: [""], ["key \"\" would be the element's text"]) {
            _ = try Self.plain().encode(["": "hello", "a": "1"], root: "e")
        }
        expectEncodingError(path: ["m", ""], ["key \"\""]) {
            _ = try Self.plain().encode(["m": ["": 1]], root: "e")
        }
    }

    @Test func anEmptyOptionalArrayIsTheSameErrorWhicheverMethodWritesIt() throws {
        struct Both: Encodable {
            let tags: [String]?
            let viaEncode: Bool
            enum CodingKeys: String, CodingKey { case tags }
            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                if viaEncode {
                    try container.encode(tags, forKey: .tags)
                } else {
                    try container.encodeIfPresent(tags, forKey: .tags)
                }
            }
        }
        for viaEncode in [true, false] {
            expectEncodingError(path: ["tags"], ["An empty array in an optional property", ".wrapper(\"tags\")"]) {
                _ = try Self.plain().encode(Both(tags: [], viaEncode: viaEncode), root: "r")
            }
            #expect(throws: Never.self) { try Self.plain().encode(Both(tags: nil, viaEncode: viaEncode), root: "r") }
            #expect(
                try Self.plain().encodeToString(Both(tags: ["a"], viaEncode: viaEncode), root: "r")
                    == "<r><tags>a</tags></r>")
        }
    }

    // MARK: - Item 9: numbers without exponents

    @Test func plainDecimalNumbersHaveNoExponent() throws {
        struct Point: Codable, Equatable {
            let lat: Double, lon: Double, ele: Float, big: Double, tiny: Double
            enum CodingKeys: String, CodingKey { case lat = "@lat", lon = "@lon", ele, big, tiny }
        }
        let point = Point(lat: 9.1697e-05, lon: -1.5e-7, ele: 3e-6, big: -3.25e20, tiny: .leastNonzeroMagnitude)
        let shortest = try Self.plain().encodeToString(point, root: "trkpt")
        #expect(shortest.contains(#"lat="9.1697e-05""#))
        let encoder = Self.plain()
        encoder.numberEncodingStrategy = .plainDecimal
        let parsed = try encoder.parsed(point, root: "trkpt")
        #expect(parsed.attributes == ["lat": "0.000091697", "lon": "-0.00000015"])
        #expect(parsed.child("ele").text == "0.000003")
        #expect(parsed.child("big").text == "-325000000000000000000")
        #expect(parsed.child("tiny").text == "0." + String(repeating: "0", count: 323) + "5")
        #expect(try roundTrip(point, root: "trkpt", encoder: encoder) == point)
        let texts = try encoder.parsed([1318.59, 1e15, 12.0], root: "d").children.map(\.text)
        #expect(texts == ["1318.59", "1000000000000000", "12"])
    }

    // MARK: - Issue 25: a dictionary's "@name" keys

    @Test func aDictionarysAtKeysAreAttributes() throws {
        #expect(
            try Self.plain().encodeToString(["@x": "1", "@y": "2", "child": "v"], root: "e")
                == #"<e x="1" y="2"><child>v</child></e>"#)
        struct Holder: Encodable { let e: [String: Int] }
        #expect(
            try Self.plain().encodeToString(Holder(e: ["b": 2, "@a": 1]), root: "h") == #"<h><e a="1"><b>2</b></e></h>"#
        )
        expectEncodingError(path: ["@x"], ["attribute \"x\" is written twice"]) {
            let encoder = Self.plain()
            encoder.rootAttributes = ["x": "0"]
            _ = try encoder.encode(["@x": "1"], root: "e")
        }
    }
}
