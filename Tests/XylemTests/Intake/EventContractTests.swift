// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
@testable import Xylem

/// The contract every event source keeps with `DocumentBuilder`: these events make this
/// document. A scripted source plays the events; the XMLParser source must build the same
/// document from the XML that produces them (attributes compared by name: XMLParser hands them
/// over in a Dictionary).
@Suite("Event contract")
struct EventContractTests {
    enum Event {
        case start(String, [(String, String)], line: Int, column: Int)
        case text(String)
        case end
    }

    /// A source that plays a script and records whether it was told to stop.
    final class ScriptedSource: EventSource {
        var line = 0
        var column = 0
        var stopped = false
        func stopParsing() { stopped = true }

        func play(_ events: [Event], into builder: DocumentBuilder) {
            builder.source = self
            for event in events where !stopped {
                switch event {
                case .start(let name, let attributes, let line, let column):
                    self.line = line
                    self.column = column
                    guard
                        builder.startElement(
                            builder.intern(name), attributeCount: attributes.count,
                            line: line, column: column)
                    else { continue }
                    for (attribute, value) in attributes {
                        var value = value
                        value.withUTF8 { builder.attribute(builder.intern(attribute), $0) }
                    }
                    builder.attributesEnded()
                case .text(let text):
                    var text = text
                    text.withUTF8 { builder.characters($0) }
                case .end:
                    builder.endElement()
                }
            }
        }
    }

    static func build(
        _ events: [Event], limits: XMLLimits = .default
    ) throws(XMLSyntaxError) -> (Document, ScriptedSource) {
        let builder = DocumentBuilder(limits: limits)
        let source = ScriptedSource()
        source.play(events, into: builder)
        try builder.finish(line: source.line, column: source.column)
        return (builder.document, source)
    }

    static let cases: [(xml: String, events: [Event], expected: [String])] = [
        (
            "<a x=\"1\" y=\"2\"><b>t</b><c/></a>",
            [
                .start("a", [("x", "1"), ("y", "2")], line: 1, column: 15), .start("b", [], line: 1, column: 18),
                .text("t"), .end,
                .start("c", [], line: 1, column: 26), .end, .end,
            ],
            ["a -1 3 [\"x=1\", \"y=2\"] \"\" [] 1:15", "b 0 2 [] \"t\" [] 1:18", "c 0 3 [] \"\" [] 1:26"]
        ),
        (
            "<p>Hello <b>bold</b> world</p>",
            [
                .start("p", [], line: 1, column: 3), .text("Hello "), .start("b", [], line: 1, column: 12),
                .text("bold"), .end,
                .text(" world"), .end,
            ],
            ["p -1 2 [] \"Hello  world\" [\"Hello @1\", \" world@2\"] 1:3", "b 0 2 [] \"bold\" [] 1:12"]
        ),
        (
            "<a>x &amp; y</a>",
            [.start("a", [], line: 1, column: 3), .text("x "), .text("&"), .text(" y"), .end],
            ["a -1 1 [] \"x & y\" [] 1:3"]
        ),
        (
            "<r>\n  <i>1</i>\n  <i>2</i>\n</r>",
            [
                .start("r", [], line: 1, column: 3), .text("\n  "), .start("i", [], line: 2, column: 5), .text("1"),
                .end,
                .text("\n  "), .start("i", [], line: 3, column: 5), .text("2"), .end, .text("\n"), .end,
            ],
            ["r -1 3 [] \"\" [] 1:3", "i 0 2 [] \"1\" [] 2:5", "i 0 3 [] \"2\" [] 3:5"]
        ),
    ]

    @Test(arguments: cases.indices, XMLDecoder.Parser.allCases.filter(\.isAvailable))
    func scriptedEventsAndEverySourceBuildTheSameDocument(index: Int, parser: XMLDecoder.Parser) throws {
        let (xml, events, expected) = Self.cases[index]
        let (scripted, _) = try Self.build(events)
        #expect(SourceComparison.describe(scripted) == expected)
        let parsed = try DocumentParser.parse(.text(Data(xml.utf8)), parser: parser)
        #expect(SourceComparison.describe(parsed) == expected)
    }

    @Test func anUnclosedElementIsATruncatedDocument() {
        #expect(throws: XMLSyntaxError.self) { try Self.build([.start("a", [], line: 1, column: 4), .text("x")]) }
        do { _ = try Self.build([.start("a", [], line: 1, column: 4)]) } catch {
            #expect(error.kind == .unexpectedEnd)
            #expect(error.message.contains("<a> (line 1)"))
        }
    }

    @Test func noElementIsNoRoot() {
        do { _ = try Self.build([.text("  ")]); Issue.record("no error") } catch {
            #expect(error.kind == .noRootElement)
        }
    }

    @Test func anElementAfterTheRootStopsTheSource() throws {
        let builder = DocumentBuilder()
        let source = ScriptedSource()
        source.play(
            [.start("a", [], line: 1, column: 4), .end, .start("b", [], line: 1, column: 11), .end], into: builder)
        #expect(source.stopped)
        #expect(builder.error?.kind == .contentAfterRoot)
        #expect(builder.error?.line == 1 && builder.error?.column == 11)
    }

    @Test func limitsStopTheSourceAtTheEventThatPassesThem() throws {
        var limits = XMLLimits.default
        limits.maximumDepth = 2
        let builder = DocumentBuilder(limits: limits)
        let source = ScriptedSource()
        source.play(
            [
                .start("a", [], line: 1, column: 4), .start("b", [], line: 2, column: 4),
                .start("c", [], line: 3, column: 4), .end, .end, .end,
            ], into: builder)
        #expect(source.stopped)
        #expect(builder.error?.limit == .depth)
        #expect(builder.error?.line == 3)
    }

    /// The document does not depend on decoder options: a leaf's whitespace is kept, and each
    /// reader applies its own policy (the decoder's whitespace strategy, the tree's trimming).
    @Test func theDocumentKeepsWhitespaceAndReadersDecide() throws {
        struct Values: Decodable { let s: String; let n: Int?; let t: String? }
        let xml = "<v><s>  </s><n> </n><t>\t</t></v>"
        #expect(
            SourceComparison.describe(try DocumentParser.parse(.text(Data(xml.utf8))))[1]
                .contains("\"  \""))
        let trimmed = try XMLDecoder.underTest().decode(Values.self, from: xml)
        #expect(trimmed.s == "" && trimmed.n == nil && trimmed.t == "")
        struct Texts: Decodable { let s: String; let t: String? }
        let decoder = XMLDecoder.underTest()
        decoder.whitespaceDecodingStrategy = .preserve
        let preserved = try decoder.decode(Texts.self, from: xml)
        #expect(preserved.s == "  " && preserved.t == "\t")
        #expect(try XMLTree.underTest(string: xml).root.firstChild(named: "s")?.text == "")
    }

    /// Whitespace that comes first in an element is held until the element shows whether it is
    /// a leaf (its text) or has children (indentation, dropped); runs of spaces are held as a
    /// count. Every piece keeps its bytes and order, however the source splits them.
    @Test(arguments: [
        (["\n    ", "    ", "\t ", "  "], "\n        \t   "),
        (["  ", "\r\n", "   "], "  \r\n   "),
        (["        ", "        "], String(repeating: " ", count: 16)),
        (["\t", "x  ", "  "], "\tx    "),
        // Up to eight bytes before the spaces are held apart from the rest: exactly eight, more
        // than eight in one piece or over several, and bytes after held spaces.
        (["\n\t\t\t\t\t\t\t"], "\n\t\t\t\t\t\t\t"),
        (["\n\t\t\t\t\t\t\t\t\t  "], "\n\t\t\t\t\t\t\t\t\t  "),
        (["\n\t\t\t", "\t\t\t\t\t", "\r\n"], "\n\t\t\t\t\t\t\t\t\r\n"),
        (["\n\t ", " ", "\t\n", "   "], "\n\t  \t\n   "),
    ])
    func heldWhitespaceKeepsItsBytes(pieces: [String], expected: String) throws {
        let (leaf, _) = try Self.build([.start("a", [], line: 1, column: 3)] + pieces.map { .text($0) } + [.end])
        #expect(String(decoding: leaf.textBytes(of: 0), as: UTF8.self) == expected)
        let (parent, _) = try Self.build(
            [.start("a", [], line: 1, column: 3)] + pieces.map { .text($0) }
                + [.start("b", [], line: 2, column: 3), .end, .end])
        let dropped = pieces.allSatisfy { $0.allSatisfy(\.isWhitespace) }
        #expect(String(decoding: parent.textBytes(of: 0), as: UTF8.self) == (dropped ? "" : expected))
    }
}
