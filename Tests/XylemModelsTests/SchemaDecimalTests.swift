// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import XylemModels

// `xs:decimal` and the types derived from it are `XMLDecimal`, which keeps the number as written,
// and the times keep their fraction of a second: a document read and written again is the same
// document, byte for byte (an invoice's `100.00` stays `100.00`). SchemaRoundTripTests compiles
// the models of the fixture below ("Amounts") and runs `verifyAmounts`, which compares the bytes.

@Suite("Models: decimals and fractions of a second as written")
struct SchemaDecimalTests {
    static let amounts = """
        <?xml version="1.0"?>
        <xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema">
          <xs:element name="invoice">
            <xs:complexType>
              <xs:sequence>
                <xs:element name="issued" type="xs:dateTime"/>
                <xs:element name="due" type="xs:time"/>
                <xs:element name="grace" type="xs:duration"/>
                <xs:element name="line" type="Line" maxOccurs="unbounded"/>
                <xs:element name="total" type="Amount"/>
                <xs:element name="rate" type="Rate" default="1.50" minOccurs="0"/>
                <xs:element name="precise" type="Precise" minOccurs="0"/>
                <xs:element name="count" type="xs:integer"/>
                <xs:element name="code" type="Coded"/>
              </xs:sequence>
            </xs:complexType>
          </xs:element>
          <xs:complexType name="Line">
            <xs:sequence><xs:element name="price" type="Money"/></xs:sequence>
            <xs:attribute name="quantity" type="xs:decimal" use="required"/>
          </xs:complexType>
          <xs:simpleType name="Money">
            <xs:restriction base="xs:decimal">
              <xs:fractionDigits value="2"/><xs:minInclusive value="0"/>
            </xs:restriction>
          </xs:simpleType>
          <xs:complexType name="Amount">
            <xs:simpleContent>
              <xs:extension base="Money"><xs:attribute name="currencyID" type="xs:string" use="required"/></xs:extension>
            </xs:simpleContent>
          </xs:complexType>
          <xs:simpleType name="Rate">
            <xs:restriction base="xs:decimal"><xs:totalDigits value="5"/></xs:restriction>
          </xs:simpleType>
          <xs:simpleType name="Precise">
            <xs:restriction base="xs:decimal"><xs:totalDigits value="45"/></xs:restriction>
          </xs:simpleType>
          <xs:simpleType name="Coded">
            <xs:restriction base="xs:decimal"><xs:pattern value="[0-9]+\\.[0-9]{2}"/></xs:restriction>
          </xs:simpleType>
        </xs:schema>
        """

    /// Written as the encoder writes (no declaration, no whitespace between elements), so that
    /// the written document can be compared byte for byte. Without `precise`: libxml2's validator
    /// refuses a decimal of more than 24 digits (its own limit); `verifyAmounts` adds one of 45.
    static let amountsDocument = """
        <invoice><issued>2026-11-28T12:00:01.000</issued><due>09:00:00.0Z</due><grace>PT1.50S</grace>\
        <line quantity="3.000"><price>33.30</price></line><line quantity="+1"><price>0.10</price></line>\
        <total currencyID="EUR">100.00</total><rate>2.50</rate>\
        <count>7</count><code>5.00</code></invoice>
        """

    @Test func decimalsAndTheirDerivedTypesAreXMLDecimal() throws {
        let folder = try SchemaTests.Folder()
        var generator = ModelGenerator()
        try generator.add(schemasAt: [folder.write("amounts.xsd", Self.amounts)])
        let source = try generator.source()
        #expect(source.contains("var quantity: XMLDecimal\n"))
        #expect(source.contains("var price: XMLDecimal\n"))  // a restriction with fractionDigits
        #expect(source.contains("var value: XMLDecimal\n"))  // simple content extending it
        #expect(source.contains("var rate: XMLDecimal?\n"))
        #expect(source.contains("var precise: XMLDecimal?\n"))  // 45 digits: kept, where Decimal would round
        #expect(source.contains("var count: String\n"))  // xs:integer as before
        #expect(source.contains("var code: String\n"))  // a pattern keeps the text
        #expect(source.contains(#"decodeIfPresent(XMLDecimal.self, forKey: .rate, schemaDefault: "1.50")"#))
        #expect(!source.contains(": Decimal"))
    }

    /// The written document is the read one, byte for byte, with both parsers, also with a
    /// decimal of 45 digits, more than `Decimal` holds; an empty `rate` reads its default as
    /// written in the schema.
    static let verifyAmounts = #"""
        func verifyAmounts(_ input: String) -> String? {
            do {
                let plain = try String(contentsOfFile: input, encoding: .utf8)
                let precise = "123456789012345678901234567890123456789012.500"
                let long = plain.replacingOccurrences(of: "<count>", with: "<precise>\(precise)</precise><count>")
                for (text, parser) in [(plain, XMLDecoder.Parser.foundation), (long, .foundation), (plain, .libxml2), (long, .libxml2)] where parser.isAvailable {
                    let decoder = Invoice.makeDecoder()
                    decoder.parser = parser
                    let value = try decoder.decode(Invoice.self, from: text)
                    let encoder = Invoice.makeEncoder()
                    encoder.declaration = nil
                    let written = String(decoding: try encoder.encode(value, root: Invoice.rootElement), as: UTF8.self)
                    guard written == text else { return "\(parser): written as\n\(written)\nread\n\(text)" }
                    guard value.total.value == 100, value.total.value.description == "100.00",
                          value.line.map(\.quantity) == [3, 1], value.precise?.value == nil,
                          (value.precise?.description == precise) == (text == long),
                          value.due == XMLTime(hour: 9, minute: 0, timeZoneOffset: 0)
                    else { return "\(parser): read as \(value)" }
                }
                let defaulted = try Invoice.makeDecoder().decode(Invoice.self, from: plain.replacingOccurrences(of: "<rate>2.50</rate>", with: "<rate/>"))
                guard defaulted.rate?.description == "1.50" else { return "the default read as \(String(describing: defaulted.rate))" }
                return nil
            } catch {
                return "\(error)"
            }
        }
        """#
}
