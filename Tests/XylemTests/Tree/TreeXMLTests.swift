// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
@testable import Xylem

/// `XMLTree.Node.outerXML` and `innerXML`: escaping, empty elements, mixed content, whitespace,
/// namespace declarations carried in, and the round trip over every test document.
@Suite(.bothParsers)
struct TreeXMLTests {
    // MARK: - What is written

    @Test
    func escapesTextAndAttributesAndWritesCDATAAsText() throws {
        let tree = try XMLTree(
            string: #"<a t="x&quot;&lt;&#10;&amp;">a &amp; b &lt; c ]]&gt; <![CDATA[<x> & y]]>&#13;</a>"#)
        #expect(
            tree.root.outerXML == #"<a t="x&quot;&lt;&#10;&amp;">a &amp; b &lt; c ]]&gt; &lt;x&gt; &amp; y&#13;</a>"#)
        #expect(tree.root.innerXML == "a &amp; b &lt; c ]]&gt; &lt;x&gt; &amp; y&#13;")
    }

    @Test
    func writesEmptyElementsLeavesAndNonASCIIText() throws {
        let tree = try XMLTree.underTest(string: "<r><e/><f></f><g a=\"1\"/><h>제7회 — ü</h><blank>  </blank></r>")
        #expect(tree.root.outerXML == "<r><e/><f/><g a=\"1\"/><h>제7회 — ü</h><blank>  </blank></r>")
        #expect(tree.root.firstChild(named: "e")?.innerXML == "")
    }

    @Test
    func keepsMixedContentAndWritesDroppedWhitespaceAsOneSpace() throws {
        let xml = """
            <doc>
              <p class="intro">Xylem reads <b>any</b> Decodable, see <a href="x">the docs</a>.</p>
              <name><first>Ada</first>
                <last>Lovelace</last></name>
            </doc>
            """
        let tree = try XMLTree.underTest(string: xml)
        let p = try #require(tree.root.firstChild(named: "p"))
        #expect(p.outerXML == #"<p class="intro">Xylem reads <b>any</b> Decodable, see <a href="x">the docs</a>.</p>"#)
        #expect(p.innerXML == #"Xylem reads <b>any</b> Decodable, see <a href="x">the docs</a>."#)
        let name = try #require(tree.root.firstChild(named: "name"))
        #expect(name.outerXML == "<name><first>Ada</first> <last>Lovelace</last></name>")
        #expect(try XMLTree.underTest(string: name.outerXML).root.innerText == "Ada Lovelace")
        #expect(tree.root.outerXML.hasPrefix("<doc> <p class=\"intro\">"))
        #expect(tree.root.outerXML.hasSuffix("</name> </doc>"))
    }

    @Test
    func carriesTheNamespaceDeclarationsASubtreeUses() throws {
        let xml = """
            <feed xmlns="http://www.w3.org/2005/Atom" xmlns:x="urn:x" xmlns:unused="urn:u">
              <entry xml:lang="en">
                <x:ext x:a="1"/>
                <content type="xhtml"><div xmlns="http://www.w3.org/1999/xhtml"><p>Hi</p></div></content>
                <link x:rel="alternate"/>
              </entry>
            </feed>
            """
        let tree = try XMLTree.underTest(string: xml)
        let entry = try #require(tree.root.firstChild(named: "entry"))
        #expect(try #require(entry.firstChild(named: "x:ext")).outerXML == #"<x:ext xmlns:x="urn:x" x:a="1"/>"#)
        let content = try #require(entry.firstChild(named: "content"))
        #expect(
            content.outerXML
                == #"<content xmlns="http://www.w3.org/2005/Atom" type="xhtml"><div xmlns="http://www.w3.org/1999/xhtml"><p>Hi</p></div></content>"#
        )
        #expect(content.innerXML == #"<div xmlns="http://www.w3.org/1999/xhtml"><p>Hi</p></div>"#)
        // innerXML: each child carries what it needs, the element's own declarations included.
        #expect(
            entry.innerXML.hasPrefix(
                #" <x:ext xmlns:x="urn:x" x:a="1"/> <content xmlns="http://www.w3.org/2005/Atom" type="xhtml">"#))
        // An attribute's prefix needs its declaration; an unprefixed attribute is in no namespace.
        // (Two declarations from one element: in the order the parser delivered them.)
        let link = try XMLTree.underTest(string: try #require(entry.firstChild(named: "link")).outerXML).root
        #expect(link.attributes == ["xmlns": "http://www.w3.org/2005/Atom", "xmlns:x": "urn:x", "x:rel": "alternate"])
        // `xml:` is always bound; a prefix declared nowhere stays as written.
        let written = try XMLTree.underTest(string: entry.outerXML)
        #expect(Set(written.root.attributes.keys) == ["xmlns", "xmlns:x", "xml:lang"])
        #expect(written.root.attribute("xmlns") == "http://www.w3.org/2005/Atom")
        #expect(try XMLTree.underTest(string: "<a><b:c/></a>").root.firstChild(named: "b:c")?.outerXML == "<b:c/>")
        let xmlPrefix = try XMLTree(
            string: #"<a xmlns:xml="http://www.w3.org/XML/1998/namespace"><b xml:lang="en"/></a>"#)
        #expect(xmlPrefix.root.firstChild(named: "b")?.outerXML == #"<b xml:lang="en"/>"#)
    }

    @Test
    func aNearerDeclarationWinsAndOwnDeclarationsAreNotRepeated() throws {
        let tree = try XMLTree(
            string: #"<a xmlns:p="urn:outer"><b xmlns:p="urn:inner"><p:c/><d xmlns:p="urn:own"><p:e/></d></b></a>"#)
        let b = try #require(tree.root.firstChild(named: "b"))
        #expect(try #require(b.firstChild(named: "p:c")).outerXML == #"<p:c xmlns:p="urn:inner"/>"#)
        #expect(try #require(b.firstChild(named: "d")).outerXML == #"<d xmlns:p="urn:own"><p:e/></d>"#)
    }

    // MARK: - The round trip

    /// The documents of the examples and the JSON fixtures, and every well-formed document of
    /// the W3C suite that the tree reads.
    static let documents: [URL] = {
        let w3c = ((try? ConformanceTests.cases(applicableOnly: false)) ?? []).filter { $0.type != "not-wf" }.map(\.url)
        return StreamingOutlineTests.documents + w3c
    }()

    @Test
    func everyDocumentReadsTheSameFromItsOuterXML() async throws {
        #expect(Self.documents.count > ConformanceSuite.expected(whole: 1_000, repository: 200))
        var compared = 0
        var different: [String] = []
        for url in Self.documents {
            guard let tree = try? await XMLTree.underTest(from: .file(url)) else { continue }
            let xml = tree.root.outerXML
            do {
                let again = try XMLTree.underTest(string: xml)
                if Self.shape(of: again) != Self.shape(of: tree) {
                    different.append("\(url.lastPathComponent): \(xml)")
                }
            } catch {
                different.append("\(url.lastPathComponent): \(error)\n\(xml)")
            }
            compared += 1
        }
        #expect(compared > ConformanceSuite.expected(whole: 850, repository: 400))
        #expect(
            different.isEmpty, "\(different.count) documents differ:\n\(different.prefix(10).joined(separator: "\n"))")
    }

    /// Everything a reader of the tree can see, in document order: names, attributes (in order
    /// where the parser keeps it), content items with their text as written, and the whitespace
    /// flags.
    static func shape(of tree: XMLTree) -> [String] {
        let document = tree.storage.document
        let ordered = XMLDecoder.Parser.underTest == .libxml2
        return document.elements.indices.map { i in
            let element = Int32(i)
            var attributes = document.attributeRange(of: element).map {
                document.names[document.attributes[$0].name] + "="
                    + documentString(document.valueBytes(ofAttribute: $0))
            }
            if !ordered { attributes.sort() }
            let content = document.content(of: element, trimmingEnds: false, allSpaces: true).map { item -> String in
                switch item {
                case .element(let child): return "<\(document.names[document.elements[Int(child)].name])>"
                case .text(let range): return "\"" + documentString(document.text[range]) + "\""
                case .space: return "␠"
                }
            }
            let record = document.elements[i]
            return
                "\(document.names[record.name]) \(record.parent) \(record.end) \(record.spaceBefore) \(record.spaceBeforeEnd) "
                + attributes.joined(separator: " ") + " | " + content.joined(separator: " ")
        }
    }
}
