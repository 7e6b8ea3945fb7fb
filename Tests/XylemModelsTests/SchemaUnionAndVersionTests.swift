// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import Xylem
import XylemModels

// A union with a QName member keeps a prefixed name's namespace (`SchemaUnionValue`), so the
// written document declares its prefix; XSD 1.1's `defaultAttributes`, conditional inclusion
// (`vc:minVersion`, `vc:maxVersion`) and `targetNamespace` on local declarations are applied. SchemaRoundTripTests compiles the models of
// the fixtures ("UnionNames", "Versioned") and runs `verifyUnionNames`/`verifyVersioned`.

@Suite("Models: QName unions and XSD 1.1 versioning")
struct SchemaUnionAndVersionTests {
    static let unionNames = """
        <xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:c="urn:example:codes"
            targetNamespace="urn:example:codes" elementFormDefault="qualified">
          <xs:simpleType name="Code"><xs:union memberTypes="xs:int xs:QName"/></xs:simpleType>
          <xs:simpleType name="Label"><xs:union memberTypes="xs:string xs:QName"/></xs:simpleType>
          <xs:element name="codes">
            <xs:complexType>
              <xs:sequence>
                <xs:element name="code" type="c:Code" maxOccurs="unbounded"/>
                <xs:element name="label" type="c:Label"/>
              </xs:sequence>
              <xs:attribute name="kind" type="c:Code"/>
            </xs:complexType>
          </xs:element>
        </xs:schema>
        """

    static let unionNamesDocument = """
        <codes xmlns="urn:example:codes" xmlns:x="urn:example:other" kind="x:k">
          <code>12</code><code xmlns:y="urn:example:y">y:name</code><label>a:b</label>
        </codes>
        """

    static let versioned = """
        <xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:vc="http://www.w3.org/2007/XMLSchema-versioning"
            defaultAttributes="common">
          <xs:attributeGroup name="common"><xs:attribute name="id" type="xs:string" use="required"/></xs:attributeGroup>
          <xs:element name="doc" vc:minVersion="2.0">
            <xs:complexType><xs:sequence><xs:element name="future" type="xs:string"/></xs:sequence></xs:complexType>
          </xs:element>
          <xs:element name="doc" vc:maxVersion="2.0">
            <xs:complexType defaultAttributesApply="false">
              <xs:sequence><xs:element name="part" type="Part" maxOccurs="unbounded"/></xs:sequence>
            </xs:complexType>
          </xs:element>
          <xs:complexType name="Part"><xs:sequence><xs:element name="name" type="xs:string"/></xs:sequence></xs:complexType>
        </xs:schema>
        """

    static let versionedDocument = """
        <doc><part id="p1"><name>bolt</name></part></doc>
        """

    static func source(_ schema: String) throws -> String {
        let folder = try SchemaTests.Folder()
        var generator = ModelGenerator(options: .init(command: "xylem models schema.xsd"))
        try generator.add(schemasAt: [folder.write("schema.xsd", schema)])
        return try generator.source()
    }

    @Test func aUnionWithAQNameMemberIsAUnionValueUnlessAStringMemberComesFirst() throws {
        let source = try Self.source(Self.unionNames)
        #expect(
            source.contains("var kind: SchemaUnionValue?\n    var code: [SchemaUnionValue]\n    var label: String\n"))
        #expect(
            source.contains(
                "enum SchemaUnionValue: Codable, Equatable, Sendable {\n    case name(XMLQName)\n    case text(String)\n"
            ))
        #expect(source.contains(#"if text.contains(":"), let name = try? XMLQName(from: decoder) {"#))
    }

    @Test func versionConditionsAndDefaultAttributesAreApplied() throws {
        let source = try Self.source(Self.versioned)
        // The declaration for version 2.0 and later is left out; the other one is read.
        #expect(source.contains("struct Doc: Codable, Equatable, Sendable {\n    var part: [Part]\n}"))
        #expect(!source.contains("future"))
        // The default attribute group is every complex type's, unless it says it does not apply.
        #expect(
            source.contains("struct Part: Codable, Equatable, Sendable {\n    var id: String\n    var name: String\n"))
    }

    @Test func aLocalDeclarationsTargetNamespaceNamesItsElementAndAttribute() throws {
        let source = try Self.source(
            """
            <xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema">
              <xs:element name="parent">
                <xs:complexType>
                  <xs:sequence><xs:element name="child" targetNamespace="urn:example:t" type="xs:int"/></xs:sequence>
                  <xs:attribute name="mark" targetNamespace="urn:example:t" type="xs:string"/>
                </xs:complexType>
              </xs:element>
            </xs:schema>
            """)
        #expect(source.contains(#"case mark = "@example:mark""#))
        #expect(source.contains(#"case child = "example:child""#))
        #expect(source.contains(#".mapURIs(["urn:example:t": "example"])"#))
    }

    /// The QNames keep their namespaces and the written document declares their prefixes; an
    /// other member's text (and a string member's `a:b`) stays text.
    static let verifyUnionNames = #"""
        func verifyUnionNames(_ input: String) -> String? {
            do {
                let text = try String(contentsOfFile: input, encoding: .utf8)
                let value = try Codes.makeDecoder().decode(Codes.self, from: text)
                guard value.code == [.text("12"), .name(XMLQName(namespace: "urn:example:y", localName: "name"))],
                      value.kind == .name(XMLQName(namespace: "urn:example:other", localName: "k")), value.label == "a:b"
                else { return "read as \(value)" }
                let written = String(decoding: try Codes.makeEncoder().encode(value, root: Codes.rootElement), as: UTF8.self)
                guard written.contains(#"="urn:example:y""#), written.contains(#"="urn:example:other""#) else {
                    return "written without the prefixes' declarations: \(written)"
                }
                return nil
            } catch {
                return "\(error)"
            }
        }
        """#

    /// The default attribute is read and written on the part, not on the document.
    static let verifyVersioned = #"""
        func verifyVersioned(_ input: String) -> String? {
            do {
                let text = try String(contentsOfFile: input, encoding: .utf8)
                let value = try Doc.makeDecoder().decode(Doc.self, from: text)
                guard value.part == [Part(id: "p1", name: "bolt")] else { return "read as \(value)" }
                let written = String(decoding: try Doc.makeEncoder().encode(value, root: Doc.rootElement), as: UTF8.self)
                guard written.contains(#"<doc><part id="p1">"#) else { return "written as \(written)" }
                return nil
            } catch {
                return "\(error)"
            }
        }
        """#
}
