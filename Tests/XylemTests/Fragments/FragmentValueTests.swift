// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
@testable import Xylem

/// `XMLFragment` as a value: made from text or a tree node, equal by content, its node and XML
/// text, other coders, and the errors of a key that cannot hold it.
@Suite(.bothParsers)
struct FragmentValueTests {
    @Test
    func isEqualByContentNotByAttributeOrderOrIndentation() throws {
        let a = try XMLFragment.underTest(xml: #"<r b="2" a="1"><x>t</x><y/></r>"#)
        let b = try XMLFragment.underTest(xml: "<r a=\"1\" b=\"2\">\n  <x>t</x>\n  <y></y>\n</r>")
        #expect(a == b)
        #expect(a != (try XMLFragment.underTest(xml: #"<r b="2" a="1"><x>u</x><y/></r>"#)))
        #expect(a != (try XMLFragment.underTest(xml: #"<r b="2" a="3"><x>t</x><y/></r>"#)))
        #expect(a != (try XMLFragment.underTest(xml: #"<r b="2" a="1"><x>t</x><z/></r>"#)))
        #expect(a != (try XMLFragment.underTest(xml: #"<r b="2" a="1"><x>t</x><y/>tail</r>"#)))
        #expect(a != (try XMLFragment.underTest(xml: #"<r b="2" a="1"><x><y/>t</x></r>"#)))
        // Mixed content: the same words in another place among the children are other XML.
        #expect(try XMLFragment.underTest(xml: "<p>a<b/>c</p>") != (try XMLFragment.underTest(xml: "<p>ac<b/></p>")))
        #expect(try XMLFragment.underTest(xml: "<p>a<b/>c</p>") == (try XMLFragment.underTest(xml: "<p>a<b></b>c</p>")))
    }

    @Test
    func comparesNamesByNamespaceURIAndLocalNameNotByPrefix() throws {
        let prefixed = try XMLFragment.underTest(xml: #"<a:r xmlns:a="urn:u" a:k="1"><a:x>t</a:x></a:r>"#)
        // Another prefix, the default namespace, declarations moved down or repeated: one XML.
        #expect(prefixed == (try XMLFragment.underTest(xml: #"<b:r xmlns:b="urn:u" b:k="1"><b:x>t</b:x></b:r>"#)))
        #expect(prefixed == (try XMLFragment.underTest(xml: #"<r xmlns="urn:u" xmlns:c="urn:u" c:k="1"><x>t</x></r>"#)))
        #expect(
            prefixed
                == (try XMLFragment.underTest(xml: #"<a:r xmlns:a="urn:u" a:k="1"><b:x xmlns:b="urn:u">t</b:x></a:r>"#))
        )
        // Declarations nothing uses are not content.
        #expect(
            prefixed
                == (try XMLFragment(
                    xml: #"<a:r xmlns:a="urn:u" xmlns:z="urn:z" xmlns="urn:d" a:k="1"><a:x>t</a:x></a:r>"#)))
        // The same prefixes bound to other URIs name other elements and attributes.
        #expect(prefixed != (try XMLFragment.underTest(xml: #"<a:r xmlns:a="urn:v" a:k="1"><a:x>t</a:x></a:r>"#)))
        #expect(
            prefixed
                != (try XMLFragment.underTest(xml: #"<a:r xmlns:a="urn:u" a:k="1"><a:x xmlns:a="urn:v">t</a:x></a:r>"#))
        )
        #expect(
            prefixed
                != (try XMLFragment.underTest(xml: #"<a:r xmlns:a="urn:u" xmlns:b="urn:v" b:k="1"><a:x>t</a:x></a:r>"#))
        )
        // A default namespace applies to elements only: an unprefixed attribute is in none.
        #expect(prefixed != (try XMLFragment.underTest(xml: #"<r xmlns="urn:u" k="1"><x>t</x></r>"#)))
        #expect(
            prefixed
                != (try XMLFragment.underTest(xml: #"<r xmlns="urn:u" xmlns:a="urn:u" a:k="1"><x xmlns="">t</x></r>"#)))
        // Other text or another value is other XML, whatever the prefixes.
        #expect(prefixed != (try XMLFragment.underTest(xml: #"<b:r xmlns:b="urn:u" b:k="1"><b:x>u</b:x></b:r>"#)))
        #expect(prefixed != (try XMLFragment.underTest(xml: #"<b:r xmlns:b="urn:u" b:k="2"><b:x>t</b:x></b:r>"#)))
        // No namespace, declared empty or not declared, is one.
        #expect(
            try XMLFragment.underTest(xml: #"<r xmlns=""><x/></r>"#) == (try XMLFragment.underTest(xml: "<r><x/></r>")))
        #expect(
            try XMLFragment.underTest(xml: "<r><x/></r>")
                != (try XMLFragment.underTest(xml: #"<r xmlns="urn:u"><x/></r>"#)))
        #expect(
            try XMLFragment.underTest(xml: #"<r xml:lang="en"/>"#)
                == (try XMLFragment.underTest(xml: #"<r xml:lang="en"/>"#)))
    }

    @Test
    func comparesQNamesInValuesAsWritten() throws {
        // Nothing says which values are QNames, so their prefixes are not resolved.
        let a = try XMLFragment.underTest(xml: #"<r xmlns:p="urn:x" xmlns:i="urn:i" i:type="p:int"/>"#)
        #expect(
            a
                == (try XMLFragment.underTest(
                    xml: #"<r xmlns:q="urn:x" xmlns:j="urn:i" j:type="p:int" xmlns:p="urn:x"/>"#)))
        #expect(a != (try XMLFragment.underTest(xml: #"<r xmlns:q="urn:x" xmlns:i="urn:i" i:type="q:int"/>"#)))
    }

    @Test
    func aNodesFragmentCarriesTheNamespacesInScopeAndOutlivesItsTree() throws {
        var fragment: XMLFragment?
        do {
            let tree = try XMLTree(
                string: #"<a xmlns="urn:d" xmlns:p="urn:p"><b xmlns:q="urn:q"><p:c q:x="1">t</p:c></b></a>"#)
            fragment = XMLFragment(try #require(tree.root.firstChild(named: "b")))
        }
        let b = try #require(fragment)
        #expect(b.namespaces == ["": "urn:d", "p": "urn:p", "q": "urn:q"])
        #expect(b.node.children.map(\.name) == ["p:c"])
        #expect(b.node.children[0].attribute("q:x") == "1")
        #expect(b.description == b.xml)
        #expect(try XMLFragment.underTest(xml: b.xml) == b)
        #expect(
            try XMLTree.underTest(string: b.xml).root.attributes == [
                "xmlns:q": "urn:q", "xmlns": "urn:d", "xmlns:p": "urn:p",
            ])
    }

    @Test
    func anUndeclaredDefaultNamespaceIsNotCarried() throws {
        let tree = try XMLTree.underTest(string: #"<a xmlns="urn:d"><b xmlns=""><c/></b></a>"#)
        let b = XMLFragment(try #require(tree.root.firstChild(named: "b")))
        #expect(b.namespaces.isEmpty)
        #expect(b.xml == "<b><c/></b>")
    }

    @Test
    func isSendable() async throws {
        let fragment = try XMLFragment.underTest(xml: "<a><b>1</b></a>")
        let name = await Task.detached { fragment.node.children.first?.text }.value
        #expect(name == "1")
    }

    @Test
    func otherCodersSeeItsXMLText() throws {
        struct Box: Codable, Equatable { var raw: XMLFragment }
        let box = Box(raw: try XMLFragment.underTest(xml: #"<x:a xmlns:x="urn:x" n="1">t &amp; u</x:a>"#))
        let json = try JSONEncoder().encode(box)
        #expect(String(decoding: json, as: UTF8.self).contains(#"t &amp; u<\/x:a>"#))
        #expect(try JSONDecoder().decode(Box.self, from: json) == box)
        let broken = Data(#"{"raw":"<a>"}"#.utf8)
        #expect {
            try JSONDecoder().decode(Box.self, from: broken)
        } throws: { error in
            guard case DecodingError.dataCorrupted(let context) = error else { return false }
            return context.codingPath.map(\.stringValue) == ["raw"] && context.underlyingError is XMLSyntaxError
        }
    }

    @Test
    func malformedTextIsASyntaxError() {
        #expect(throws: XMLSyntaxError.self) { try XMLFragment.underTest(xml: "<a><b></a>") }
    }

    // MARK: - Errors

    struct Item: Codable {
        var extra: XMLFragment
    }

    @Test
    func aMissingOrRepeatedOrAttributeKeyIsADecodingError() {
        #expect {
            try XMLDecoder.underTest().decode(Item.self, from: Data("<item/>".utf8))
        } throws: { error in
            guard case DecodingError.keyNotFound(let key, _) = error else { return false }
            return key.stringValue == "extra"
        }
        #expect {
            try XMLDecoder.underTest().decode(Item.self, from: Data("<item><extra/><extra/></item>".utf8))
        } throws: { error in
            guard case DecodingError.typeMismatch(_, let context) = error else { return false }
            return context.codingPath.map(\.stringValue) == ["extra"]
        }
        #expect {
            try XMLDecoder.underTest().decode(Item.self, from: Data(#"<item extra="1"/>"#.utf8))
        } throws: { error in
            guard case DecodingError.typeMismatch(_, let context) = error else { return false }
            return context.codingPath.map(\.stringValue) == ["extra"]
        }
    }

    @Test
    func aKeyThatIsNotTheElementsNameOrNoElementIsAnEncodingError() throws {
        let other = Item(extra: try XMLFragment.underTest(xml: "<other/>"))
        expectEncodingError(path: ["extra"], ["<other>", "<extra>", "would not read it back"]) {
            _ = try XMLEncoder().encode(other, root: "item")
        }
        struct Attribute: Encodable {
            var extra: XMLFragment
            enum CodingKeys: String, CodingKey { case extra = "@extra" }
        }
        expectEncodingError(path: ["@extra"], ["XMLFragment", "attribute \"extra\""]) {
            _ = try XMLEncoder().encode(Attribute(extra: other.extra), root: "item")
        }
        struct Text: Encodable {
            var extra: XMLFragment
            enum CodingKeys: String, CodingKey { case extra = "" }
        }
        expectEncodingError(path: [""], ["XMLFragment", "text key"]) {
            _ = try XMLEncoder().encode(Text(extra: other.extra), root: "item")
        }
        struct Current: Encodable {
            var extra: XMLFragment
            enum CodingKeys: String, CodingKey { case extra = "_0" }
        }
        expectEncodingError(path: ["_0"], ["XMLFragment", "key _0"]) {
            _ = try XMLEncoder().encode(Current(extra: other.extra), root: "item")
        }
    }

    @Test
    func theStreamWriterWritesFragmentsRecordByRecord() async throws {
        let url = TestScratch.directory.appendingPathComponent("fragments-\(UUID()).xml")
        let writer = try XMLStreamWriter(writingTo: url)
        try writer.open("feed", attributes: ["xmlns": "urn:example:feed"])
        let inFeed = try XMLFragment.underTest(xml: #"<entry xmlns="urn:example:feed"><title>a</title></entry>"#)
        let elsewhere = try XMLFragment.underTest(xml: "<entry><title>b</title></entry>")
        try writer.write(inFeed, as: "entry")
        try writer.write(elsewhere, as: "entry")
        try writer.finish()
        let text = try String(contentsOf: url, encoding: .utf8)
        #expect(
            text.hasSuffix(
                #"<feed xmlns="urn:example:feed"><entry><title>a</title></entry><entry xmlns=""><title>b</title></entry></feed>"#
            )
                || text.hasSuffix(
                    "<feed xmlns=\"urn:example:feed\"><entry><title>a</title></entry><entry xmlns=\"\"><title>b</title></entry></feed>\n"
                ), "\(text)")
        var read: [XMLFragment] = []
        try await XMLDecoder.underTest().decodeEach(XMLFragment.self, at: "feed/entry", from: .file(url)) {
            read.append($0)
        }
        #expect(read == [inFeed, elsewhere])
    }

    @Test
    func aRootAttributeThatClashesWithTheFragmentsIsAnEncodingError() throws {
        let fragment = try XMLFragment.underTest(xml: #"<r xmlns:p="urn:one"><p:a/></r>"#)
        let encoder = XMLEncoder()
        encoder.rootAttributes = ["xmlns:p": "urn:two"]
        expectEncodingError(path: [], ["xmlns:p", "rootAttributes"]) {
            _ = try encoder.encode(fragment, root: "r")
        }
        encoder.rootAttributes = ["xmlns:p": "urn:one"]
        #expect(try encoder.encodeToString(fragment, root: "r").hasSuffix(#"<r xmlns:p="urn:one"><p:a/></r>"#))
    }
}
