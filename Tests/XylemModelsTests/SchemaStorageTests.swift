// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import XylemModels

// Where generated structs keep their nested structs: an optional struct-typed property is held
// on the heap (`@Indirect`), a required one inline. SchemaRoundTripTests compiles the `nest`
// schema below and runs `verifyNest`: the layout stays small, the value keeps value semantics.

@Suite("Models: storage of nested structs")
struct SchemaStorageTests {
    /// Six levels of types, each with three optional children of the next level (inline, the
    /// root would hold 3^6 leaves: tens of kilobytes), a recursive optional child, and a
    /// required child stored inline.
    static let nest: String = {
        var types = ""
        for level in 0 ..< 6 {
            types += """
                  <xs:complexType name="Level\(level)">
                    <xs:sequence>
                      <xs:element name="a" type="Level\(level + 1)" minOccurs="0"/>
                      <xs:element name="b" type="Level\(level + 1)" minOccurs="0"/>
                      <xs:element name="c" type="Level\(level + 1)" minOccurs="0"/>
                    </xs:sequence>
                    <xs:attribute name="id" type="xs:string"/>
                  </xs:complexType>

                """
        }
        return """
            <?xml version="1.0"?>
            <xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns="urn:example:nest"
                targetNamespace="urn:example:nest" elementFormDefault="qualified">
              <xs:element name="nest">
                <xs:complexType>
                  <xs:sequence>
                    <xs:element name="top" type="Level0" minOccurs="0"/>
                    <xs:element name="again" type="Level0" minOccurs="0"/>
                    <xs:element name="nest" type="Nested" minOccurs="0"/>
                    <xs:element name="stamp" type="Leaf"/>
                  </xs:sequence>
                </xs:complexType>
              </xs:element>
              <xs:complexType name="Nested">
                <xs:sequence>
                  <xs:element name="label" type="xs:string"/>
                  <xs:element name="nest" type="Nested" minOccurs="0"/>
                </xs:sequence>
              </xs:complexType>
            \(types)  <xs:complexType name="Level6">
                <xs:sequence><xs:element name="leaf" type="Leaf" minOccurs="0"/></xs:sequence>
              </xs:complexType>
              <xs:complexType name="Leaf">
                <xs:sequence>
                  <xs:element name="name" type="xs:string" minOccurs="0"/>
                  <xs:element name="amount" type="xs:decimal" minOccurs="0"/>
                </xs:sequence>
              </xs:complexType>
            </xs:schema>
            """
    }()

    static let nestDocument = """
        <nest xmlns="urn:example:nest">
          <top id="0"><b id="1"><c id="2"><a id="3"><a id="4"><c id="5"><b><leaf><name>deep</name><amount>1.50</amount></leaf></b></c></a></a></c></b></top>
          <nest><label>outer</label><nest><label>inner</label></nest></nest>
          <stamp><name>now</name></stamp>
        </nest>
        """

    /// An item the schema does not allow names the usual cause when the document is valid: a
    /// decoder without the models' namespace mapping.
    @Test func anItemTheSchemaDoesNotAllowNamesTheModelsDecoder() throws {
        let fixtures = [
            SchemaFixtures.track, SchemaFixtures.order, SchemaFixtures.record, SchemaFixtures.shapes,
            SchemaFixtures.names, SchemaFixtures.typed, SchemaFixtures.nils, Self.nest,
        ]
        let sources = try fixtures.map { try SchemaTests.source($0) }.filter {
            $0.contains("is not an element the schema allows in ")
        }
        #expect(!sources.isEmpty)
        for source in sources {
            #expect(source.contains("decode it with the root type's makeDecoder(), which maps the schema's namespaces"))
        }
    }

    @Test func anOptionalStructIsHeldOnTheHeapAndARequiredOneInline() throws {
        let source = try SchemaTests.source(Self.nest)
        #expect(source.contains("struct Nest: Codable, Equatable, Sendable {\n    @Indirect var top: Level0? = nil\n"))
        #expect(source.contains("    @Indirect var nest: Nested? = nil\n    var stamp: Leaf\n"))
        // A type that contains itself does so through the wrapper, not an array.
        #expect(
            source.contains(
                "struct Nested: Codable, Equatable, Sendable {\n    var label: String\n    @Indirect var nest: Nested? = nil\n"
            ))
        #expect(source.contains("@propertyWrapper\nstruct Indirect<Wrapped: Sendable>: Sendable {"))
        #expect(source.contains("private final class Box: Sendable {\n        let value: Wrapped\n"))
        // The coders see the wrapped optional, read and written as decodeIfPresent/encodeIfPresent.
        #expect(source.contains("Indirect(wrappedValue: try decodeIfPresent(Wrapped.self, forKey: key))"))
        #expect(source.contains("try encodeIfPresent(value.wrappedValue, forKey: key)"))
        // `print` shows the value, not the box (verifyNest runs it).
        #expect(source.contains("extension Indirect: CustomReflectable, CustomDebugStringConvertible {"))
        // Only arrays and scalars: no wrapper is written.
        #expect(!(try SchemaTests.source(SchemaFixtures.track)).contains("Indirect"))
    }

    @Test func theWrapperGivesWayToASchemaTypeOfItsName() throws {
        let schema = """
            <xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema">
              <xs:element name="indirect"><xs:complexType><xs:sequence>
                <xs:element name="inner" minOccurs="0"><xs:complexType><xs:sequence>
                  <xs:element name="v" type="xs:string"/>
                </xs:sequence></xs:complexType></xs:element>
              </xs:sequence></xs:complexType></xs:element>
            </xs:schema>
            """
        let source = try SchemaTests.source(schema)
        #expect(
            source.contains(
                "struct Indirect: Codable, Equatable, Sendable {\n    @IndirectValue var inner: Inner? = nil\n"))
        #expect(source.contains("struct IndirectValue<Wrapped: Sendable>: Sendable {"))
    }

    /// Checks compiled beside the `nest` models (SchemaRoundTripTests): the layout, reading a
    /// deep path, writing through it without changing a copy, and the recursion.
    static let verifyNest = #"""
        func verifyNest(_ input: String) -> String? {
            // One reference per optional struct, whatever it contains; the required leaf inline.
            guard MemoryLayout<Nest>.size <= 3 * 8 + MemoryLayout<Leaf>.size, MemoryLayout<Level0>.size <= 64 else {
                return "layout: Nest \(MemoryLayout<Nest>.size) bytes, Level0 \(MemoryLayout<Level0>.size)"
            }
            do {
                let text = try String(contentsOfFile: input, encoding: .utf8)
                let value = try Nest.makeDecoder().decode(Nest.self, from: text)
                guard let leaf = value.top?.b?.c?.a?.a?.c?.b?.leaf, leaf.name == "deep", leaf.amount == XMLDecimal("1.5"),
                      value.again == nil, value.nest?.nest?.label == "inner", value.nest?.nest?.nest == nil,
                      value.stamp.name == "now"
                else { return "read as \(value)" }
                var changed = value
                changed.top?.b?.c?.a?.a?.c?.b?.leaf?.name = "changed"
                changed.again = Level0(id: "new")
                guard value.top?.b?.c?.a?.a?.c?.b?.leaf?.name == "deep", value.again == nil, changed != value,
                      changed.top?.b?.c?.a?.a?.c?.b?.leaf?.name == "changed"
                else { return "a change to a copy reached the original" }
                let written = String(decoding: try Nest.makeEncoder().encode(changed, root: Nest.rootElement), as: UTF8.self)
                guard written.contains("<nest:name>changed</nest:name>"), written.contains(#"<nest:again id="new"/>"#)
                else { return "written as \(written)" }
                // `print` shows the values held on the heap, not their box.
                let printed = String(describing: value)
                guard printed.contains(#"label: "inner""#), printed.contains(#"name: Optional("deep")"#), !printed.contains("Box")
                else { return "printed as \(printed)" }
                return nil
            } catch {
                return "\(error)"
            }
        }
        """#
}
