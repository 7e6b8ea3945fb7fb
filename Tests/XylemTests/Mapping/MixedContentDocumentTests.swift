// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
@testable import Xylem

/// The flat document's record of mixed content: text runs in order among child elements, and
/// the flags that remember whitespace between elements (Document/Document.swift).
@Suite("Mixed content in the document", .bothParsers)
struct MixedContentDocumentTests {
    private func parse(_ xml: String, limits: XMLLimits = .default) throws -> Document {
        try DocumentParser.parse(
            .text(Data(xml.utf8)),
            limits: limits, parser: .underTest)
    }

    /// `element`'s runs as `"text@position"`.
    private func runs(_ document: Document, _ element: Int32) -> [String] {
        document.textRuns(of: element).map { index in
            let run = document.runs[index]
            return String(decoding: document.runBytes(run), as: UTF8.self) + "@\(run.position)"
        }
    }

    private func ownText(_ document: Document, _ element: Int32) -> String {
        String(decoding: document.textBytes(of: element), as: UTF8.self)
    }

    @Test func runsKeepTheirPlaceAmongTheChildren() throws {
        let document = try parse("<p>Hello <b>bold</b> world</p>")
        #expect(runs(document, 0) == ["Hello @1", " world@2"])
        #expect(ownText(document, 0) == "Hello  world")  // the runs, joined
        #expect(ownText(document, 1) == "bold")
        #expect(runs(document, 1).isEmpty)  // a leaf has no runs
    }

    @Test func aChildWithoutTextStillSplitsTheRuns() throws {
        let document = try parse("<p>Text before a child<br/>and after it.</p>")
        #expect(runs(document, 0) == ["Text before a child@1", "and after it.@2"])
        #expect(ownText(document, 0) == "Text before a childand after it.")
    }

    @Test(arguments: [
        ("<p>Intro<b>x</b></p>", ["Intro@1"]),
        ("<p><b>x</b>tail</p>", ["tail@2"]),
        ("<p><b>x</b>1<i>y</i>2<u>z</u></p>", ["1@2", "2@3"]),
        ("<p>a<b>x</b><i>y</i>b</p>", ["a@1", "b@3"]),
    ])
    func runPositions(xml: String, expected: [String]) throws {
        #expect(runs(try parse(xml), 0) == expected)
    }

    @Test func nestedMixedElementsEachHaveTheirRuns() throws {
        //                      0   1    2         3
        let document = try parse("<p>a<b>x<i/>y</b>c<u>z<i/></u></p>")
        #expect(runs(document, 0) == ["a@1", "c@3"])
        #expect(runs(document, 1) == ["x@2", "y@3"])
        #expect(runs(document, 3) == ["z@4"])
        #expect(ownText(document, 0) == "ac")
        #expect(ownText(document, 1) == "xy")
        #expect(ownText(document, 3) == "z")
    }

    @Test func elementsThatEndTogetherFindTheirOwnRuns() throws {
        // <b>, <i> and <p> all end at the same index: their runs sit side by side.
        let document = try parse("<p>a<b>x<i>y<u/>z</i></b></p>")
        #expect(runs(document, 0) == ["a@1"])
        #expect(runs(document, 1) == ["x@2"])
        #expect(runs(document, 2) == ["y@3", "z@4"])
    }

    @Test func aDocumentWithoutMixedContentHasNoRuns() throws {
        let document = try parse("<r>\n  <a>1</a>\n  <b x=\"2\">3</b>\n</r>")
        #expect(document.runs.isEmpty)
        #expect(ownText(document, 0) == "")
    }

    @Test func whitespaceBetweenElementsLeavesOnlyAFlag() throws {
        // r0 a1 b2 c3 d4
        let document = try parse("<r>\n  <a>1</a>\n  <b>2</b><c>3</c>\n  <d> </d></r>")
        #expect(document.runs.isEmpty)
        #expect(document.elements.map(\.spaceBefore) == [false, true, true, false, true])
        // A leaf keeps its whitespace as text (readers trim it, or not): no flag needed.
        #expect(document.elements.map(\.spaceBeforeEnd) == [false, false, false, false, false])
        #expect(ownText(document, 4) == " ")
        #expect(try parse("<r><a/>\n</r>").elements[0].spaceBeforeEnd)
    }

    @Test func whitespaceBeforeTheFirstRunIsKeptAsWritten() throws {
        // The parsers deliver " ", "&", " y": the first fragment alone looks like indentation,
        // and is held until the text after it comes.
        let document = try parse("<p><b>x</b> &amp; y</p>")
        #expect(runs(document, 0) == [" & y@2"])
        #expect(!document.elements[0].spaceBeforeEnd)
        // Any whitespace, as written (it used to read as one space).
        #expect(runs(try parse("<p><b>x</b>\n\t  &amp; y<i/></p>"), 0) == ["\n\t  & y@2"])
        let tabs = String(repeating: "\t", count: 9) + "  \t "  // more than 8 bytes before spaces
        #expect(runs(try parse("<p><b>x</b>\r\n" + tabs + "&#x20;y</p>"), 0) == ["\n" + tabs + " y@2"])
        #expect(ownText(try parse("<t>\r\n" + tabs + "&#x20;\n" + tabs + "</t>"), 0) == "\n" + tabs + " \n" + tabs)
        // Kept in one fragment, the whitespace is the run's own.
        #expect(runs(try parse("<p><b>x</b>\n  y</p>"), 0) == ["\n  y@2"])
        // Before a start or end tag it is indentation: dropped, flagged.
        let indented = try parse("<p>\n  <b>x</b>\n  <i/>\n</p>")
        #expect(indented.runs.isEmpty && ownText(indented, 0) == "")
        #expect(indented.elements[1].spaceBefore && indented.elements[2].spaceBefore)
        #expect(indented.elements[0].spaceBeforeEnd)
    }

    @Test func whitespaceInsideAMixedElementIsText() throws {
        let document = try parse("<p>Hello <b>a</b> <i>b</i></p>")
        #expect(runs(document, 0) == ["Hello @1", " @2"])
        #expect(!document.elements[2].spaceBefore)
    }

    /// The document keeps a leaf's whitespace whatever the decoder's options (readers trim);
    /// before a first child it was indentation, and is dropped and flagged.
    @Test func keptLeadingWhitespaceBeforeAFirstChildIsDroppedAndFlagged() throws {
        let document = try parse("<p> <b>x</b></p>")
        #expect(document.runs.isEmpty)
        #expect(ownText(document, 0) == "")
        #expect(document.elements[1].spaceBefore)
        #expect(ownText(try parse("<t> </t>"), 0) == " ")
    }

    /// A whitespace-only leaf longer than `maximumTextLength` is refused, not cut short; the
    /// same whitespace as indentation before a child is not text, and passes.
    @Test func whitespaceOverTheTextLimitIsRefusedWhenItIsText() throws {
        var limits = XMLLimits.default
        limits.maximumTextLength = 8
        let spaces = String(repeating: " ", count: 5) + "&#x20;" + String(repeating: " ", count: 5)
        let leaf = try #require(throws: XMLSyntaxError.self) { try parse("<p>" + spaces + "</p>", limits: limits) }
        #expect(leaf.limit == .textLength)
        #expect(leaf.message.contains("<p>"))
        let before = try #require(throws: XMLSyntaxError.self) {
            try parse("<p><b/>" + spaces + "w</p>", limits: limits)
        }
        #expect(before.limit == .textLength)
        _ = try parse("<p>" + spaces + "<b/>" + spaces + "</p>", limits: limits)
    }

    @Test func theTextLimitCountsEveryRun() throws {
        var limits = XMLLimits.default
        limits.maximumTextLength = 8
        _ = try parse("<p>1234<b/>5678</p>", limits: limits)
        let error = try #require(throws: XMLSyntaxError.self) { try parse("<p>1234<b/>56789</p>", limits: limits) }
        #expect(error.limit == .textLength)
        #expect(error.message.contains("<p>"))
    }

    @Test func manyRunsAreAllKept() throws {
        // Each run used to be moved behind the child's text, quadratic in the element's text.
        // Unit tests time nothing: this checks that all 100,001 runs and their bytes are kept;
        // xylem-bench's mixed-10k and mixed-100k cases guard the time (Benchmarks/README.md).
        let count = 100_000
        let xml = "<p>" + String(repeating: "run <b>child</b> ", count: count) + "</p>"
        let document = try parse(xml)
        #expect(document.textRuns(of: 0).count == count + 1)
        #expect(document.textBytes(of: 0).count == 4 + (count - 1) * 5 + 1)
    }
}
