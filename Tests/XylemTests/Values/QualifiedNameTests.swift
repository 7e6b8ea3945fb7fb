// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import Xylem

/// `XMLQName` and `XMLQNameList` (Sources/Xylem/Values/XMLQName.swift): the prefix resolved
/// among the namespaces in scope where the value is read (an element's text, an attribute), a
/// prefix bound to the namespace where it is written (the value's own when free, one in scope,
/// a `.mapURIs` prefix, or a new declaration), and Clark notation with other coders.
@Suite("Schema values: qualified names", BothParsers())
struct QualifiedNameTests {
    struct Fault: Codable, Equatable {
        var code: XMLQName
        var kind: XMLQName?
        var related: XMLQNameList?

        enum CodingKeys: String, CodingKey {
            case code
            case kind = "@kind"
            case related
        }
    }

    static let soap = "http://schemas.xmlsoap.org/soap/envelope/"

    @Test("The prefix is resolved where the value is: on its element, above it, the default namespace, none")
    func prefixesResolveInScope() throws {
        let xml = """
            <fault xmlns:s="\(Self.soap)" kind="s:Client">
              <code xmlns:t="urn:example:t">t:Server</code>
              <related xmlns="urn:example:d">s:A d2 s:B</related>
            </fault>
            """
        let fault = try XMLDecoder.underTest().decode(Fault.self, from: xml)
        #expect(fault.code == XMLQName(namespace: "urn:example:t", localName: "Server"))
        #expect(fault.code.prefix == "t")
        #expect(fault.kind == XMLQName(namespace: Self.soap, localName: "Client"))
        #expect(
            fault.related?.names == [
                XMLQName(namespace: Self.soap, localName: "A"), XMLQName(namespace: "urn:example:d", localName: "d2"),
                XMLQName(namespace: Self.soap, localName: "B"),
            ])
        // Without a default namespace an unprefixed name is in none.
        let plain = try XMLDecoder.underTest().decode(Fault.self, from: "<fault><code>Server</code></fault>")
        #expect(plain.code == XMLQName(localName: "Server"))
    }

    @Test("Equality is by namespace and local name, not by prefix")
    func equalityIgnoresThePrefix() {
        #expect(
            XMLQName(namespace: "urn:a", localName: "x", prefix: "p") == XMLQName(namespace: "urn:a", localName: "x"))
        #expect(XMLQName(namespace: "urn:a", localName: "x") != XMLQName(namespace: "urn:b", localName: "x"))
        #expect(
            Set([
                XMLQName(namespace: "urn:a", localName: "x", prefix: "p"), XMLQName(namespace: "urn:a", localName: "x"),
            ]).count == 1)
        #expect(XMLQName(namespace: "urn:a", localName: "x").description == "{urn:a}x")
    }

    @Test("An undeclared prefix or a text that is no QName is an error at the value")
    func badNamesAreErrors() {
        for (xml, words) in [
            ("<fault><code>q:Server</code></fault>", "prefix q"),
            ("<fault><code>a:b:c</code></fault>", "not a QName"),
            (#"<fault kind="1x"><code>x</code></fault>"#, "not a QName"),
        ] {
            do {
                _ = try XMLDecoder.underTest().decode(Fault.self, from: xml)
                Issue.record("\(xml) was read")
            } catch DecodingError.dataCorrupted(let context) {
                #expect(context.debugDescription.contains(words), "\(context.debugDescription)")
                #expect(context.debugDescription.contains("line 1"))
            } catch {
                Issue.record("\(error)")
            }
        }
    }

    @Test("The written prefix is declared where it is used, and the document reads back equal")
    func writtenPrefixesAreDeclared() throws {
        let fault = Fault(
            code: XMLQName(namespace: "urn:example:t", localName: "Server", prefix: "t"),
            kind: XMLQName(namespace: Self.soap, localName: "Client"),
            related: [XMLQName(namespace: Self.soap, localName: "A"), XMLQName(localName: "plain")])
        let data = try XMLEncoder().encode(fault, root: "fault")
        let text = String(decoding: data, as: UTF8.self)
        // The value's own prefix, declared on its element; a new one (ns1) for a name without.
        #expect(text.contains(#"<code xmlns:t="urn:example:t">t:Server</code>"#), "\(text)")
        #expect(text.contains(#"xmlns:ns1="\#(Self.soap)""#) && text.contains(#"kind="ns1:Client""#), "\(text)")
        #expect(try XMLDecoder.underTest().decode(Fault.self, from: data) == fault)
        // A prefix of .mapURIs is used (declared on the root) rather than a new one.
        let encoder = XMLEncoder()
        encoder.namespaceStrategy = .mapURIs([Self.soap: "soap"])
        let mapped = String(decoding: try encoder.encode(fault, root: "fault"), as: UTF8.self)
        #expect(
            mapped.contains(#"kind="soap:Client""#) && mapped.contains(#"<related>soap:A plain</related>"#), "\(mapped)"
        )
        #expect(mapped.components(separatedBy: "xmlns:soap=").count == 2, "\(mapped)")
        #expect(try XMLDecoder.underTest().decode(Fault.self, from: Data(mapped.utf8)) == fault)
    }

    @Test("A name in no namespace where a default namespace is in scope is an encoding error")
    func noNamespaceUnderADefaultOneIsAnError() {
        let encoder = XMLEncoder()
        encoder.rootAttributes = ["xmlns": "urn:example:d"]
        #expect(throws: EncodingError.self) {
            try encoder.encode(Fault(code: XMLQName(localName: "x")), root: "fault")
        }
    }

    @Test("Other coders see Clark notation, and read it back")
    func clarkNotationElsewhere() throws {
        let fault = Fault(
            code: XMLQName(namespace: "urn:example:t", localName: "Server"), kind: XMLQName(localName: "k"),
            related: [XMLQName(namespace: Self.soap, localName: "A")])
        let json = try JSONEncoder().encode(fault)
        #expect(String(decoding: json, as: UTF8.self).contains(#""code":"{urn:example:t}Server""#))
        #expect(try JSONDecoder().decode(Fault.self, from: json) == fault)
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(Fault.self, from: Data(#"{"code":"p:x"}"#.utf8))
        }
    }
}
