// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
@testable import Xylem

/// Attributes reach the document in the order the start tag writes them, with both parsers:
/// XMLParser hands them over in a `Dictionary` (an order that changes from one parse to the
/// next), and the input guard's record (`AttributeOrder`) puts them back. So `outerXML`, JSON,
/// fragments and what the encoder writes back are the same on every parse.
@Suite(.bothParsers)
struct AttributeOrderTests {
    /// Twenty attributes whose names sort in no particular order, namespace declarations
    /// between them (both sources report declarations first), a prefixed name, entities and
    /// `>` in values; start tags that look like tags inside comments, CDATA, instructions and
    /// the DTD, which must not be taken for the elements' own.
    static let xml = """
        <?xml version="1.0"?>
        <!DOCTYPE r [
          <!ELEMENT r ANY>
          <!-- <e zz="1" aa="2"> -->
          <?pi <e zz="1" aa="2">?>
          <!ATTLIST r note CDATA #IMPLIED>
        ]>
        <r zeta="1" xmlns:g="urn:g" alpha="2"   mid\t=\n"3" g:kappa='4' xmlns="urn:d" beta="a &amp; b &gt; c" note="&#60;x&#62;">\
        <!-- <e zz="1" aa="2"> --><![CDATA[<e zz="1" aa="2">]]><?pi <e zz="1" aa="2"> ?>\
        <e t="1" s="2" r="3" q="4" p="5" o="6" n="7" m="8" l="9" k="10" j="11" i="12" h="13" g="14" f="15" e="16" d="17" c="18" b="19" a="20"/>\
        <e b="1" a="2">x</e><e only="1"/></r>
        """

    static let expected =
        #"<r xmlns:g="urn:g" xmlns="urn:d" zeta="1" alpha="2" mid="3" g:kappa="4" beta="a &amp; b &gt; c" note="&lt;x&gt;">"#
        + #"&lt;e zz="1" aa="2"&gt;"#
        + #"<e t="1" s="2" r="3" q="4" p="5" o="6" n="7" m="8" l="9" k="10" j="11" i="12" h="13" g="14" f="15" e="16" d="17" c="18" b="19" a="20"/>"#
        + #"<e b="1" a="2">x</e><e only="1"/></r>"#

    @Test func outerXMLIsInDocumentOrderOnEveryParse() throws {
        for _ in 0 ..< 25 {
            #expect(try XMLTree.underTest(string: Self.xml).root.outerXML == Self.expected)
        }
    }

    /// JSON writes attributes by name (its documented convention, `XMLTree.jsonData`), the
    /// same on every parse and with either parser.
    @Test func jsonIsTheSameOnEveryParse() throws {
        let first = try XMLTree.underTest(string: Self.xml).jsonData()
        let text = String(decoding: first, as: UTF8.self)
        #expect(text.hasPrefix(#"{"r":{"@alpha":"2","@beta":"a & b > c","@g:kappa":"4","@mid":"3""#), "\(text)")
        for _ in 0 ..< 25 {
            #expect(try XMLTree.underTest(string: Self.xml).jsonData() == first)
        }
    }

    struct Holder: Codable, Equatable {
        var e: [XMLFragment]
    }

    @Test func reencodedFragmentsAreTheSameOnEveryParse() throws {
        let xml = #"<r><e z="1" y="2" x="3" w="4" v="5"><i c="1" b="2" a="3"/></e></r>"#
        let encoder = XMLEncoder()
        let expected = #"<r><e z="1" y="2" x="3" w="4" v="5"><i c="1" b="2" a="3"/></e></r>"#
        for _ in 0 ..< 25 {
            let holder = try XMLDecoder.underTest().decode(Holder.self, from: Data(xml.utf8))
            let output = try encoder.encode(holder, root: "r")
            #expect(String(decoding: output, as: UTF8.self).hasSuffix(expected))
        }
    }

    /// Every chunk boundary, inside names, values, whitespace around `=`, and tags: the
    /// guard's record is the same however the input is cut.
    @Test func theOrderSurvivesEveryChunkBoundary() throws {
        let xml = #"<r><element  zeta = "1"   a-much-longer-attribute-name='2' mid="3" b="4"/></r>"#
        let expected = #"<element zeta="1" a-much-longer-attribute-name="2" mid="3" b="4"/>"#
        for size in 4 ... 40 {
            let document = try DocumentParser.parse(
                .text(Data(xml.utf8)), parser: .underTest, chunkLimit: ChunkLimit(first: 6, rest: size))
            let outcome = XMLTree(document: document).root.children[0].outerXML
            #expect(outcome == expected, "chunk size \(size)")
        }
    }

    /// Attributes the DTD adds (declared with a default, not written in the tag) follow the
    /// tag's own, by name, with both parsers.
    @Test func attributeDefaultsFollowByName() throws {
        let xml = """
            <!DOCTYPE r [<!ATTLIST e zd CDATA "1" yd CDATA "2"><!ATTLIST f zd CDATA "1" yd CDATA "2">]>\
            <r><e b="1"/><f/><e c="3" b="1" xd="0"/></r>
            """
        for _ in 0 ..< 10 {
            #expect(
                try XMLTree.underTest(string: xml).root.outerXML
                    == #"<r><e b="1" yd="2" zd="1"/><f yd="2" zd="1"/><e c="3" b="1" xd="0" yd="2" zd="1"/></r>"#)
        }
    }

    /// The record stays bounded: a document of many chunks of tags with attributes leaves only
    /// what the parser has not reached yet.
    @Test func theRecordIsDroppedAsTheParserReadsOn() throws {
        let order = AttributeOrder()
        var items = "<r>"
        for i in 0 ..< 20_000 { items += #"<e b="\#(i)" a="x"/>"# }
        items += "</r>"
        var guardrail = InputGuard(order: order)
        var largest = 0
        var bytes = Array(items.utf8)
        try bytes.withUnsafeMutableBufferPointer { all in
            var start = 0
            while start < all.count {
                let end = min(all.count, start + 16_384)
                var marks = InputGuard.Marks()
                try guardrail.check(UnsafeMutableBufferPointer(rebasing: all[start ..< end]), marks: &marks)
                largest = max(largest, order.recordedTags)
                // The parser reads the chunk: every complete tag in it is reported (the root and
                // the items closed so far).
                order.reported =
                    1 + String(decoding: all[..<end], as: UTF8.self).components(separatedBy: "/>").count - 1
                start = end
            }
        }
        #expect(largest < 1_200)
    }
}
