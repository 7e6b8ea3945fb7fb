// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import Xylem

/// Issue 11, item 7: mixed content decodes in document order through an unkeyed container, and
/// the tree gives the runs in order and the whole text.
@Suite("Mixed content", .bothParsers)
struct MixedContentTests {
    enum Run: Decodable, Equatable {
        case text(String)
        case b(String)
        case i(String)
        enum CodingKeys: String, CodingKey { case text = "", b, i }
    }

    @Test(arguments: Position.allCases)
    func runsAndElementsDecodeInDocumentOrder(position: Position) throws {
        // An array property gathers its siblings: one element's content needs a wrapper hint.
        let decoder = XMLDecoder.underTest()
        if position == .property { decoder.listHints = [.wrapper("v")] }
        let runs = try position.decode([Run].self, "<v>Hello <b>bold</b> world</v>", with: decoder)
        #expect(runs == [.text("Hello "), .b("bold"), .text(" world")])
    }

    @Test func aChoiceThatWouldDropTextIsAnError() throws {
        // Without the hint, `v: [Run]` reads each <v> as one Run: its text cannot be a case.
        let error = try #require(throws: DecodingError.self) {
            try XMLDecoder.underTest().decode(Property<[Run]>.self, from: "<r><v>Hello <b>bold</b> world</v></r>")
        }
        guard case .typeMismatch(_, let context) = error else { Issue.record("\(error)"); return }
        #expect(context.codingPath.map(\.stringValue) == ["v", "Index 0"])
        #expect(context.debugDescription.contains("mixed content"))
        #expect(context.debugDescription.contains(".wrapper(\"v\")"))
    }

    @Test func theIssuesExample() throws {
        let runs = try XMLDecoder.underTest().decode([Run].self, from: "<p>Hello <b>bold</b> world</p>")
        #expect(runs == [.text("Hello "), .b("bold"), .text(" world")])
    }

    @Test func paragraphsOfMixedContent() throws {
        struct Article: Decodable { let p: [[Run]] }
        let article = try XMLDecoder.underTest().decode(
            Article.self,
            from: """
                <article>
                  <p>First <i>one</i>.</p>
                  <p>Only text.</p>
                  <p><b>Bold</b> start</p>
                </article>
                """)
        #expect(
            article.p == [
                [.text("First "), .i("one"), .text(".")], [.text("Only text.")], [.b("Bold"), .text(" start")],
            ])
    }

    @Test func theContentIsTrimmedAtItsEndsOnly() throws {
        let runs = try XMLDecoder.underTest().decode([Run].self, from: "<p>\n  Hello <b>bold</b>\n  world\n</p>")
        #expect(runs == [.text("Hello "), .b("bold"), .text("\n  world")])
        let preserving = XMLDecoder.underTest()
        preserving.whitespaceDecodingStrategy = .preserve
        let kept = try preserving.decode([Run].self, from: "<p>\n  Hello <b>bold</b>\n  world\n</p>")
        #expect(kept == [.text("\n  Hello "), .b("bold"), .text("\n  world\n")])
    }

    @Test func wordsStayApartAcrossElements() throws {
        // The space between </b> and <i> comes before any other text of <p>: it is kept as one.
        let runs = try XMLDecoder.underTest().decode([Run].self, from: "<p><b>a</b> <i>b</i> c</p>")
        #expect(runs == [.b("a"), .text(" "), .i("b"), .text(" c")])
        // XMLParser hands " & y" over in three pieces; the first alone looks like indentation.
        #expect(
            try XMLDecoder.underTest().decode([Run].self, from: "<p><b>x</b> &amp; y</p>") == [.b("x"), .text(" & y")])
    }

    @Test func theEmptyKeyIsTheElementsOwnRunsJoined() throws {
        struct P: Decodable {
            let text: String; let b: String; enum CodingKeys: String, CodingKey { case text = "", b }
        }
        let p = try XMLDecoder.underTest().decode(P.self, from: "<p>Hello <b>bold</b> world</p>")
        #expect(p.text == "Hello  world")
        #expect(p.b == "bold")
    }

    @Test func aTextRunIsAlsoAString() throws {
        #expect(
            try XMLDecoder.underTest().decode([String].self, from: "<p>Hello <b>bold</b> world</p>") == [
                "Hello ", "bold", " world",
            ])
    }

    @Test func aTextRunWithoutACaseForTextIsAnErrorThatSaysWhatToAdd() throws {
        enum Markup: Decodable { case b(String) }
        let error = try #require(throws: DecodingError.self) {
            try XMLDecoder.underTest().decode([Markup].self, from: "<p>\n<b>bold</b> plain</p>")
        }
        guard case .typeMismatch(_, let context) = error else { Issue.record("\(error)"); return }
        #expect(context.codingPath.map(\.stringValue) == ["Index 1"])
        #expect(context.debugDescription.contains("\" plain\""))
        #expect(context.debugDescription.contains("case text = \"\""))
        #expect(context.debugDescription.contains("line 1"))
    }

    @Test func mixedContentInStreamedRecords() async throws {
        var records: [[Run]] = []
        try await XMLDecoder.underTest().decodeEach(
            [Run].self, at: "doc/p",
            from: .string(
                """
                <doc>intro <p>One <b>two</b></p> middle <p><i>three</i> four</p> end</doc>
                """)
        ) { records.append($0) }
        #expect(records == [[.text("One "), .b("two")], [.i("three"), .text(" four")]])
    }

    // MARK: - The tree

    @Test func theTreeGivesTheContentInOrder() throws {
        let p = try XMLTree.underTest(string: "<p>Hello <b>bold</b> world</p>").root
        #expect(p.content.count == 3)
        guard case .text(let first) = p.content[0], case .element(let b) = p.content[1],
            case .text(let last) = p.content[2]
        else { Issue.record("\(p.content)"); return }
        #expect(first == "Hello ")
        #expect(b.name == "b")
        #expect(last == " world")
        #expect(p.text == "Hello  world")
    }

    @Test(arguments: [
        ("<p>Hello <b>bold</b> world</p>", "Hello bold world"),
        ("<p>Text before a child<br/>and after it.</p>", "Text before a childand after it."),
        ("<p><b>bold</b> <i>italic</i></p>", "bold italic"),
        ("<p><b>bold</b><i>italic</i></p>", "bolditalic"),
        ("<p><b>bold</b>er</p>", "bolder"),
        ("<name>\n  <first>Ada</first>\n  <last>Lovelace</last>\n</name>", "Ada Lovelace"),
        ("<div><p><b>x</b> </p>y</div>", "x y"),
        ("<p>  a &amp; <![CDATA[<b>]]> </p>", "a & <b>"),
        ("<empty/>", ""),
    ])
    func innerTextJoinsAllTextInDocumentOrder(xml: String, expected: String) throws {
        #expect(try XMLTree.underTest(string: xml).root.innerText == expected)
    }

    @Test func contentOfElementsWithoutMixedContent() throws {
        let tree = try XMLTree.underTest(string: "<r>\n  <a>1</a>\n  <b> two </b>\n  <c/>\n</r>")
        #expect(tree.root.content.map(\.description) == ["<a> at line 2", "<b> at line 3", "<c> at line 4"])
        #expect(tree.root.children[1].content == [.text("two")])
        #expect(tree.root.children[2].content.isEmpty)
        let spaced = try XMLTree.underTest(string: "<p><b>a</b> <i>b</i> c</p>").root
        #expect(spaced.content.map(\.description) == ["<b> at line 1", "\" \"", "<i> at line 1", "\" c\""])
    }
}
