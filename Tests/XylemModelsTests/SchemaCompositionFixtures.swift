// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

// Schemas composed of several documents, for SchemaRoundTripTests (compiled and run) and
// SchemaTests: a location that names no file, a redefined attribute group that refers to itself,
// XSD 1.1's `override`, an attribute group that contains itself, and references to the
// XMLSchema-instance attributes, which XML Schema declares itself.

extension SchemaFixtures {
    /// XSD 1.0, validated by libxml2: an import that names no file (skipped, with a note) and a
    /// redefine whose attribute group adds to the original through its own name.
    static let composed = """
        <xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema">
          <xs:import namespace="urn:elsewhere" schemaLocation="no-such-file.xsd"/>
          <xs:redefine schemaLocation="Composed-common.xsd">
            <xs:attributeGroup name="common">
              <xs:attributeGroup ref="common"/>
              <xs:attribute name="lang" type="xs:string"/>
            </xs:attributeGroup>
          </xs:redefine>
          <xs:attributeGroup name="tagged"><xs:attributeGroup ref="common"/></xs:attributeGroup>
          <xs:element name="page">
            <xs:complexType>
              <xs:sequence><xs:element name="title" type="xs:string"/></xs:sequence>
              <xs:attributeGroup ref="tagged"/>
            </xs:complexType>
          </xs:element>
        </xs:schema>
        """
    static let composedCommon = """
        <xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema">
          <xs:attributeGroup name="common"><xs:attribute name="id" type="xs:int" use="required"/></xs:attributeGroup>
        </xs:schema>
        """
    static let composedDocument = #"<page id="7" lang="en"><title>Home</title></page>"#

    /// XSD 1.1 (libxml2 cannot compile it): `override` replaces the base's `Size` (a string there)
    /// and `box` (its element), adds nothing where the base has no such component; `xsi:type` and
    /// `xsi:nil` referenced as attributes; an attribute group that contains itself.
    static let overriding = """
        <xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
          <xs:override schemaLocation="Overriding-base.xsd">
            <xs:simpleType name="Size"><xs:restriction base="xs:int"><xs:maxInclusive value="20"/></xs:restriction></xs:simpleType>
            <xs:element name="unused" type="xs:string"/>
          </xs:override>
          <xs:attributeGroup name="marks">
            <xs:attributeGroup ref="marks"/>
            <xs:attribute name="mark" type="xs:string"/>
          </xs:attributeGroup>
          <xs:complexType name="Label">
            <xs:simpleContent><xs:extension base="xs:string">
              <xs:attribute ref="xsi:type"/>
              <xs:attribute ref="xsi:nil"/>
              <xs:attributeGroup ref="marks"/>
            </xs:extension></xs:simpleContent>
          </xs:complexType>
        </xs:schema>
        """
    static let overridingBase = """
        <xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema">
          <xs:simpleType name="Size"><xs:restriction base="xs:string"/></xs:simpleType>
          <xs:element name="box">
            <xs:complexType>
              <xs:sequence>
                <xs:element name="size" type="Size"/>
                <xs:element name="label" type="Label" minOccurs="0"/>
              </xs:sequence>
            </xs:complexType>
          </xs:element>
        </xs:schema>
        """
    static let overridingDocument = #"<box><size>12</size><label mark="x">fragile</label></box>"#

    /// The override made `size` a number (this compiles only then), the label kept its text and
    /// its attribute from the group that contains itself.
    static let verifyOverriding = #"""
        func verifyOverriding(_ input: String) -> String? {
            do {
                let value = try Box.makeDecoder().decode(Box.self, from: String(contentsOfFile: input, encoding: .utf8))
                guard value.size + 1 == 13, value.label?.mark == "x", value.label?.value == "fragile" else {
                    return "read as \(value)"
                }
                return nil
            } catch {
                return "\(error)"
            }
        }
        """#
}
