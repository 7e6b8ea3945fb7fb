// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import Xylem
import XylemModels

// A nilled element keeps its attributes (XML Schema: `xsi:nil` empties the content only): a
// nillable element whose type has attributes and simple content is a `Nillable…` struct whose
// `value` is nil where the element is `xsi:nil`. SchemaRoundTripTests compiles the models of the
// fixture below ("NilAttributes") and runs `verifyNilAttributes`.

@Suite("Models: the attributes of a nilled element")
struct SchemaNilAttributesTests {
    static let ledger = """
        <xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema">
          <xs:complexType name="Amount">
            <xs:simpleContent>
              <xs:extension base="xs:decimal"><xs:attribute name="currency" type="xs:string" use="required"/></xs:extension>
            </xs:simpleContent>
          </xs:complexType>
          <xs:element name="ledger">
            <xs:complexType>
              <xs:sequence>
                <xs:element name="total" type="Amount" nillable="true"/>
                <xs:element name="tax" type="Amount" nillable="true" minOccurs="0"/>
                <xs:element name="line" type="Amount" nillable="true" maxOccurs="unbounded"/>
                <xs:element name="fee" type="Amount" minOccurs="0"/>
                <xs:element name="entries" minOccurs="0">
                  <xs:complexType>
                    <xs:choice maxOccurs="unbounded">
                      <xs:element name="debit" type="Amount" nillable="true"/>
                      <xs:element name="memo" type="xs:string" nillable="true"/>
                    </xs:choice>
                  </xs:complexType>
                </xs:element>
              </xs:sequence>
            </xs:complexType>
          </xs:element>
        </xs:schema>
        """

    static let ledgerDocument = """
        <ledger xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
          <total currency="EUR" xsi:nil="true"/>
          <tax currency="US&amp;D" xsi:nil="1"/>
          <line currency="EUR">1.50</line><line currency="GBP" xsi:nil="true"/>
          <fee currency="EUR">0.10</fee>
          <entries><debit currency="CHF" xsi:nil="true"/><memo xsi:nil="true"/><debit currency="CHF">2</debit></entries>
        </ledger>
        """

    @Test func aNillableElementOfATypeWithAttributesKeepsThemWhereItIsNil() throws {
        let folder = try SchemaTests.Folder()
        var generator = ModelGenerator(options: .init(command: "xylem models ledger.xsd"))
        try generator.add(schemasAt: [folder.write("ledger.xsd", Self.ledger)])
        let source = try generator.source()
        // Nillable uses hold their nil (and attributes) in the type; the other use keeps `Amount`.
        #expect(source.contains("var total: NillableAmount\n    @Indirect var tax: NillableAmount? = nil\n"))
        #expect(source.contains("var line: [NillableAmount]\n    @Indirect var fee: Amount? = nil\n"))
        #expect(source.contains("struct NillableAmount: Codable, Equatable, Sendable {\n    var currency: String\n"))
        #expect(source.contains("var value: XMLDecimal?\n"))
        #expect(
            source.contains(
                "struct Amount: Codable, Equatable, Sendable {\n    var currency: String\n    var value: XMLDecimal\n"))
        #expect(source.contains("case debit(NillableAmount)\n    case memo(String?)"))
        // An optional one is read when it is there, nilled or not (decodeIfPresent reads a nilled element as nil).
        #expect(
            source.contains(
                "self.tax = try container.contains(.tax) ? container.decode(NillableAmount.self, forKey: .tax) : nil"))
        #expect(
            source.contains(
                "self = try SchemaNilled.attributes(of: decoder, as: Self.self, reading: Ledger.makeDecoder)"))
        #expect(source.contains(#"try nilled.encode("true", forKey: SchemaAnyKey("@xsi:nil"))"#))
    }

    /// Every nilled element keeps its attributes and is written back nilled with them; the
    /// others keep their values; a nilled element whose type has no attributes stays an error
    /// when it has some (its model cannot hold them).
    static let verify = #"""
        func verifyNilAttributes(_ input: String) -> String? {
            do {
                let text = try String(contentsOfFile: input, encoding: .utf8)
                let value = try Ledger.makeDecoder().decode(Ledger.self, from: text)
                guard value.total == NillableAmount(currency: "EUR"), value.tax == NillableAmount(currency: "US&D"),
                      value.line == [NillableAmount(currency: "EUR", value: XMLDecimal("1.5")), NillableAmount(currency: "GBP")],
                      value.fee == Amount(currency: "EUR", value: XMLDecimal("0.1")!),
                      value.entries?.content == [.debit(NillableAmount(currency: "CHF")), .memo(nil), .debit(NillableAmount(currency: "CHF", value: 2))]
                else { return "read as \(value)" }
                let written = String(decoding: try Ledger.makeEncoder().encode(value, root: Ledger.rootElement), as: UTF8.self)
                for nilled in [#"<total currency="EUR" xsi:nil="true"/>"#, #"<tax currency="US&amp;D" xsi:nil="true"/>"#,
                               #"<line currency="GBP" xsi:nil="true"/>"#, #"<debit currency="CHF" xsi:nil="true"/>"#] {
                    guard written.contains(nilled) else { return "\(nilled) not in \(written)" }
                }
                do {
                    _ = try Ledger.makeDecoder().decode(Ledger.self, from: text.replacingOccurrences(of: "<memo xsi:nil", with: #"<memo lang="en" xsi:nil"#))
                    return "a nilled element's attribute its model cannot hold was dropped"
                } catch DecodingError.dataCorrupted(let context) {
                    guard context.debugDescription.contains("would lose") else { return "the nilled attribute's error: \(context)" }
                }
                return nil
            } catch {
                return "\(error)"
            }
        }
        """#
}
