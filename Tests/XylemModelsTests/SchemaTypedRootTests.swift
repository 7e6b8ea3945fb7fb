// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import Xylem
import XylemModels

// A root element that no global element declares, valid by its `xsi:type` alone (XML Schema's
// lax assessment of the root): `options.elementTypes` / `xylem models --element NAME=TYPE` name
// it with the global type it is read as. SchemaRoundTripTests compiles the models of the
// fixture below ("TypedCode", "TypedReading") and runs `verifyTypedCode`/`verifyTypedReading`.

@Suite("Models: a root element read as a global type")
struct SchemaTypedRootTests {
    static let measures = """
        <?xml version="1.0"?>
        <xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:m="urn:example:measures"
            targetNamespace="urn:example:measures" elementFormDefault="qualified">
          <xs:element name="log" type="m:Reading"/>
          <xs:simpleType name="Code">
            <xs:restriction base="xs:string"><xs:pattern value="[A-Z]{3}"/></xs:restriction>
          </xs:simpleType>
          <xs:complexType name="Measure">
            <xs:simpleContent>
              <xs:extension base="xs:decimal"><xs:attribute name="unit" type="m:Code" use="required"/></xs:extension>
            </xs:simpleContent>
          </xs:complexType>
          <xs:complexType name="Reading">
            <xs:sequence><xs:element name="at" type="xs:date"/></xs:sequence>
          </xs:complexType>
          <xs:complexType name="Sample">
            <xs:complexContent>
              <xs:extension base="m:Reading">
                <xs:sequence><xs:element name="value" type="m:Measure"/></xs:sequence>
              </xs:extension>
            </xs:complexContent>
          </xs:complexType>
        </xs:schema>
        """

    /// A root in no namespace of a simple type in the schema's.
    static let codeDocument = """
        <code xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:q="urn:example:measures" xsi:type="q:Code">EUR</code>
        """

    /// A root of a type that has a derived type, naming the derived one.
    static let readingDocument = """
        <reading xmlns="urn:example:measures" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:type="Sample">
          <at>2026-11-28</at><value unit="EUR">1.50</value>
        </reading>
        """

    static func source(_ elementTypes: [String: String], elements: [String] = []) throws -> String {
        let folder = try SchemaTests.Folder()
        var generator = ModelGenerator(options: .init(command: "xylem models measures.xsd"))
        generator.options.elementTypes = elementTypes
        generator.options.elements = elements
        try generator.add(schemasAt: [folder.write("measures.xsd", measures)])
        return try generator.source()
    }

    @Test func aRootOfASimpleTypeWritesItsXsiType() throws {
        let source = try Self.source(["code": "Code"])
        #expect(source.contains("struct Code: Codable, Equatable, Sendable {\n    var value: String\n"))
        #expect(source.contains(#"static let rootElement = "code""#))
        #expect(source.contains(#"try typeAttribute.encode("m:Code", forKey: SchemaAnyKey("@xsi:type"))"#))
        #expect(source.contains(#"!= "{urn:example:measures}Code""#))
        // The type's namespace is declared on the root, where only the xsi:type value uses it.
        #expect(source.contains(#"encoder.rootAttributes = ["xmlns:m": "urn:example:measures"]"#))
        // Only the typed root: no root type for the global element `log`.
        #expect(!source.contains(#"rootElement = "m:log""#))
    }

    @Test func aRootOfATypeWithDerivedTypesIsTheirEnumAndEveryCaseWritesItsXsiType() throws {
        let source = try Self.source(["{urn:example:measures}reading": "m:Reading"], elements: ["log"])
        #expect(source.contains("indirect enum Reading: Codable, Equatable, Sendable {"))
        #expect(
            source.contains(
                #"case nil, "{urn:example:measures}Reading": self = .readingType(try ReadingType(from: decoder))"#))
        #expect(source.contains(#"try attributes.encode("m:Reading", forKey: SchemaAnyKey("@xsi:type"))"#))
        #expect(source.contains(#"try attributes.encode("m:Sample", forKey: SchemaAnyKey("@xsi:type"))"#))
        #expect(source.contains(#"static let rootElement = "m:reading""#))
        // The global element keeps its own enum, whose declared type writes no xsi:type.
        #expect(source.contains(#"static let rootElement = "m:log""#))
        #expect(source.contains(#"case nil, "{urn:example:measures}Reading": self = .reading(try Reading"#) == false)
    }

    @Test func aTypeNoSchemaDefinesOrSeveralDefineIsAnError() throws {
        let missing = #expect(throws: SchemaError.self) { try Self.source(["code": "Currency"]) }
        #expect(missing?.kind == .noSuchType)
        #expect(missing?.description.contains("No global type Currency") == true)
        #expect(missing?.description.contains("{urn:example:measures}Code") == true)
        let prefix = #expect(throws: SchemaError.self) { try Self.source(["q:code": "Code"]) }
        #expect(prefix?.kind == .invalid)
        #expect(prefix?.description.contains("prefix q") == true)
        // A global element is named without a type: its declaration says what it holds.
        let declared = #expect(throws: SchemaError.self) { try Self.source(["m:log": "Sample"]) }
        #expect(declared?.kind == .invalid)
        #expect(declared?.description.contains("is a global element") == true)
        // An element no global element declares, without a type: the message says how to name one.
        let undeclared = #expect(throws: SchemaError.self) { try Self.source([:], elements: ["code"]) }
        #expect(undeclared?.kind == .noSuchElement)
        #expect(undeclared?.description.contains("--element NAME=TYPE") == true)
    }

    /// The simple root reads its text, writes its `xsi:type` with the type's namespace declared,
    /// and refuses an `xsi:type` that names another type.
    static let verifyCode = #"""
        func verifyTypedCode(_ input: String) -> String? {
            do {
                let text = try String(contentsOfFile: input, encoding: .utf8)
                let value = try Code.makeDecoder().decode(Code.self, from: text)
                guard value.value == "EUR" else { return "read as \(value)" }
                let written = String(decoding: try Code.makeEncoder().encode(value, root: Code.rootElement), as: UTF8.self)
                guard written.contains(#"<code xmlns:m="urn:example:measures""#), written.contains(#"xsi:type="m:Code">EUR</code>"#)
                else { return "written as \(written)" }
                let untyped = try Code.makeDecoder().decode(Code.self, from: "<code>USD</code>")
                guard untyped.value == "USD" else { return "without xsi:type read as \(untyped)" }
                do {
                    _ = try Code.makeDecoder().decode(Code.self, from: text.replacingOccurrences(of: "q:Code", with: "q:Measure"))
                    return "another type's xsi:type was read"
                } catch DecodingError.dataCorrupted(let context) {
                    guard context.debugDescription.contains("is not m:Code") else { return "the other type's error: \(context)" }
                }
                return nil
            } catch {
                return "\(error)"
            }
        }
        """#

    /// The root's `xsi:type` picks the derived type's case; the declared type's case writes its
    /// `xsi:type` too (no element declares the root); none reads as the declared type.
    static let verifyReading = #"""
        func verifyTypedReading(_ input: String) -> String? {
            do {
                let text = try String(contentsOfFile: input, encoding: .utf8)
                let value = try Reading.makeDecoder().decode(Reading.self, from: text)
                guard case .sample(let sample) = value, sample.value.value == XMLDecimal("1.5"), sample.value.unit == "EUR"
                else { return "read as \(value)" }
                let written = String(decoding: try Reading.makeEncoder().encode(value, root: Reading.rootElement), as: UTF8.self)
                guard written.contains(#"xsi:type="m:Sample""#) else { return "written as \(written)" }
                let plain = Reading.readingType(ReadingType(at: sample.at))
                let plainXML = String(decoding: try Reading.makeEncoder().encode(plain, root: Reading.rootElement), as: UTF8.self)
                guard plainXML.contains(#"xsi:type="m:Reading""#) else { return "the declared type written as \(plainXML)" }
                let untyped = try Reading.makeDecoder().decode(Reading.self, from: #"<reading xmlns="urn:example:measures"><at>2026-11-28</at></reading>"#)
                guard untyped == plain else { return "without xsi:type read as \(untyped)" }
                return nil
            } catch {
                return "\(error)"
            }
        }
        """#
}
