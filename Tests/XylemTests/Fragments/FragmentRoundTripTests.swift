// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
@testable import Xylem

/// `XMLFragment` through decode and encode: the element comes back as it was read, the
/// namespaces it needs declared where it is written, and the document read again holds the
/// same XML (the whole root compared as a fragment: names, attributes in any order, text).
@Suite(.bothParsers)
struct FragmentRoundTripTests {
    /// Decodes `T`, encodes it under `root` with `rootAttributes`, checks the output is
    /// namespace-well-formed, that it decodes to an equal value and reads as the same XML.
    @discardableResult
    func roundTrip<T: Codable & Equatable>(
        _ type: T.Type, _ xml: String, root: String,
        rootAttributes: [String: String] = [:],
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> (T, String) {
        let value = try XMLDecoder.underTest().decode(T.self, from: Data(xml.utf8))
        let encoder = XMLEncoder()
        encoder.rootAttributes = rootAttributes
        let output = try encoder.encode(value, root: root)
        #expect(
            LibXML2Lint.problem(with: output) == nil, "\(String(decoding: output, as: UTF8.self))",
            sourceLocation: sourceLocation)
        #expect(try XMLDecoder.underTest().decode(T.self, from: output) == value, sourceLocation: sourceLocation)
        let original = XMLFragment(try XMLTree.underTest(string: xml).root)
        let written = XMLFragment(try XMLTree.underTest(data: output).root)
        #expect(written == original, "\(written.xml)\n\(original.xml)", sourceLocation: sourceLocation)
        return (value, String(decoding: output, as: UTF8.self))
    }

    // MARK: - Atom xhtml content

    struct Feed: Codable, Equatable {
        var title: String
        var entry: [Entry]
    }

    struct Entry: Codable, Equatable {
        var id: String
        var content: XMLFragment
    }

    static let atom = """
        <feed xmlns="http://www.w3.org/2005/Atom">
          <title>Notes</title>
          <entry>
            <id>urn:n:1</id>
            <content type="xhtml"><div xmlns="http://www.w3.org/1999/xhtml"><p>Hello <b>bold</b> &amp; <a href="https://x.org/?a=1&amp;b=2">link</a>.</p><br/></div></content>
          </entry>
          <entry>
            <id>urn:n:2</id>
            <content type="xhtml"><div xmlns="http://www.w3.org/1999/xhtml"><p>Second <![CDATA[<raw>]]></p></div></content>
          </entry>
        </feed>
        """

    @Test
    func atomXHTMLContentComesBackAsItWasRead() throws {
        let (feed, output) = try roundTrip(
            Feed.self, Self.atom, root: "feed", rootAttributes: ["xmlns": "http://www.w3.org/2005/Atom"])
        let content = feed.entry[0].content
        #expect(content.name == "content")
        #expect(content.node.attribute("type") == "xhtml")
        #expect(content.namespaces == ["": "http://www.w3.org/2005/Atom"])
        #expect(
            content.xml
                == #"<content type="xhtml" xmlns="http://www.w3.org/2005/Atom"><div xmlns="http://www.w3.org/1999/xhtml"><p>Hello <b>bold</b> &amp; <a href="https://x.org/?a=1&amp;b=2">link</a>.</p><br/></div></content>"#
                || content.xml
                    == #"<content xmlns="http://www.w3.org/2005/Atom" type="xhtml"><div xmlns="http://www.w3.org/1999/xhtml"><p>Hello <b>bold</b> &amp; <a href="https://x.org/?a=1&amp;b=2">link</a>.</p><br/></div></content>"#
        )
        #expect(content.node.children[0].children[0].children.map(\.name) == ["b", "a"])
        // The encoder's root declares the Atom namespace: the content does not again.
        #expect(output.contains(#"<content type="xhtml"><div xmlns="http://www.w3.org/1999/xhtml">"#))
        #expect(feed.entry[1].content.xml.contains("<p>Second &lt;raw&gt;</p>"))
    }

    @Test
    func atomContentWrittenWithoutTheRootDeclarationCarriesIt() throws {
        let feed = try XMLDecoder.underTest().decode(Feed.self, from: Data(Self.atom.utf8))
        let output = try XMLEncoder().encodeToString(feed, root: "feed")
        #expect(
            output.contains(#"<content type="xhtml" xmlns="http://www.w3.org/2005/Atom">"#)
                || output.contains(#"<content xmlns="http://www.w3.org/2005/Atom" type="xhtml">"#))
        #expect(try XMLDecoder.underTest().decode(Feed.self, from: Data(output.utf8)) == feed)
    }

    // MARK: - A SOAP body with an unknown payload

    struct Envelope: Codable, Equatable {
        var header: XMLFragment?
        var body: XMLFragment
        enum CodingKeys: String, CodingKey {
            case header = "soap:Header"
            case body = "soap:Body"
        }
    }

    static let soap = """
        <soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"
                       xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:xsd="http://www.w3.org/2001/XMLSchema">
          <soap:Body>
            <m:GetPriceResponse xmlns:m="urn:example:prices">
              <m:Price xsi:type="xsd:decimal">34.5</m:Price>
              <m:Note>a &lt; b</m:Note>
            </m:GetPriceResponse>
          </soap:Body>
        </soap:Envelope>
        """

    @Test
    func aSOAPBodyKeepsItsUnknownPayloadAndTheNamespacesItsValuesUse() throws {
        let soapNamespace = "http://schemas.xmlsoap.org/soap/envelope/"
        let (envelope, _) = try roundTrip(
            Envelope.self, Self.soap, root: "soap:Envelope",
            rootAttributes: [
                "xmlns:soap": soapNamespace, "xmlns:xsi": "http://www.w3.org/2001/XMLSchema-instance",
                "xmlns:xsd": "http://www.w3.org/2001/XMLSchema",
            ])
        #expect(envelope.header == nil)
        // xsd is used only inside a value (xsi:type="xsd:decimal"): it is kept too.
        #expect(
            envelope.body.namespaces == [
                "soap": soapNamespace, "xsi": "http://www.w3.org/2001/XMLSchema-instance",
                "xsd": "http://www.w3.org/2001/XMLSchema",
            ])
        // Written under a root that declares only soap, the body declares the other two.
        let encoder = XMLEncoder()
        encoder.rootAttributes = ["xmlns:soap": soapNamespace]
        let output = try encoder.encode(envelope, root: "soap:Envelope")
        let body = try #require(try XMLTree.underTest(data: output).root.firstChild(named: "soap:Body"))
        #expect(Set(body.attributes.keys) == ["xmlns:xsi", "xmlns:xsd"])
        #expect(try XMLDecoder.underTest().decode(Envelope.self, from: output) == envelope)
        // The payload, once its type is known, decodes from the fragment's node.
        struct Price: Decodable { let price: Double; enum CodingKeys: String, CodingKey { case price = "m:Price" } }
        let payload = try #require(envelope.body.node.children.first)
        #expect(try XMLDecoder.underTest().decode(Price.self, from: payload).price == 34.5)
    }

    // MARK: - An extension element with its own namespace

    struct Point: Codable, Equatable {
        var lat: Double
        var ele: String
        var extensions: [XMLFragment]
        var note: XMLFragment?
        enum CodingKeys: String, CodingKey {
            case lat = "@lat", ele
            case extensions = "ext:data"
            case note
        }
    }

    @Test
    func anExtensionWithItsOwnNamespaceIsDeclaredWhereItIsWritten() throws {
        let xml = """
            <point lat="1.5"><ele>10</ele>
              <ext:data xmlns:ext="urn:example:ext" ext:unit="bpm"><ext:hr>140</ext:hr></ext:data>
              <ext:data xmlns:ext="urn:example:ext"><ext:cad>80</ext:cad></ext:data>
            </point>
            """
        let (point, output) = try roundTrip(Point.self, xml, root: "point")
        #expect(point.extensions.count == 2)
        #expect(point.note == nil)
        #expect(point.extensions[1].xml == #"<ext:data xmlns:ext="urn:example:ext"><ext:cad>80</ext:cad></ext:data>"#)
        #expect(output.components(separatedBy: #"xmlns:ext="urn:example:ext""#).count == 3)
    }

    @Test
    func aFragmentReadWithoutADefaultNamespaceUndeclaresTheOneItIsWrittenIn() throws {
        struct Wrapper: Codable, Equatable { var note: XMLFragment }
        let note = try XMLDecoder.underTest().decode(Wrapper.self, from: Data("<w><note><b>x</b></note></w>".utf8))
        let encoder = XMLEncoder()
        encoder.rootAttributes = ["xmlns": "urn:example:default"]
        let output = try encoder.encodeToString(note, root: "w")
        #expect(output.contains(#"<note xmlns=""><b>x</b></note>"#))
        #expect(try XMLDecoder.underTest().decode(Wrapper.self, from: Data(output.utf8)) == note)
    }

    // MARK: - Arrays and optionals

    @Test
    func aListOfDifferentElementsKeepsEachName() throws {
        let xml = #"<list><a x="1"/><b>two</b><c><d/></c></list>"#
        let fragments = try XMLDecoder.underTest().decode([XMLFragment].self, from: Data(xml.utf8))
        #expect(fragments.map(\.name) == ["a", "b", "c"])
        let output = try XMLEncoder().encodeToString(fragments, root: "list")
        #expect(output.hasSuffix(xml))
        #expect(try XMLDecoder.underTest().decode([XMLFragment].self, from: Data(output.utf8)) == fragments)
    }

    @Test
    func anOptionalFragmentIsNilWhenMissingAndPresentWhenEmpty() throws {
        struct Item: Codable, Equatable { var extra: XMLFragment? }
        #expect(try XMLDecoder.underTest().decode(Item.self, from: Data("<item/>".utf8)).extra == nil)
        let empty = try XMLDecoder.underTest().decode(Item.self, from: Data("<item><extra/></item>".utf8))
        #expect(empty.extra?.xml == "<extra/>")
        #expect(try XMLEncoder().encodeToString(Item(extra: nil), root: "item").hasSuffix("<item/>"))
        #expect(try XMLEncoder().encodeToString(empty, root: "item").hasSuffix("<item><extra/></item>"))
    }

    @Test
    func prettyPrintingReadsBackAsTheSameFragments() throws {
        let feed = try XMLDecoder.underTest().decode(Feed.self, from: Data(Self.atom.utf8))
        let encoder = XMLEncoder()
        encoder.outputFormatting = [.prettyPrinted]
        let output = try encoder.encode(feed, root: "feed")
        #expect(try XMLDecoder.underTest().decode(Feed.self, from: output) == feed)
    }

    @Test
    func aStreamedRecordsFragmentOutlivesTheRecord() async throws {
        var contents: [XMLFragment] = []
        var reader = XMLStreamReader(decoder: .underTest())
        reader.onRecord(at: "feed/entry") { contents.append(try $0.decode(Entry.self).content) }
        try await reader.read(from: .data(Data(Self.atom.utf8)))
        let whole = try XMLDecoder.underTest().decode(Feed.self, from: Data(Self.atom.utf8))
        #expect(contents == whole.entry.map(\.content))
    }
}
