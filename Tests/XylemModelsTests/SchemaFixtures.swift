// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation

// Schemas and documents for the schema tests: each feature of XML Schema the generator reads,
// in a schema small enough to read, with a valid instance.

enum SchemaFixtures {
    /// A GPX-like schema: a default target namespace, qualified elements, a named type used
    /// twice, an anonymous type, an enumeration, decimals, an attribute with a range.
    static let track = """
        <?xml version="1.0"?>
        <xsd:schema xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns="http://example.com/track/1"
            targetNamespace="http://example.com/track/1" elementFormDefault="qualified">
          <xsd:element name="track" type="trackType"/>
          <xsd:complexType name="trackType">
            <xsd:annotation><xsd:documentation>A recorded track.</xsd:documentation></xsd:annotation>
            <xsd:sequence>
              <xsd:element name="name" type="xsd:string" minOccurs="0"/>
              <xsd:element name="wpt" type="pointType" minOccurs="0" maxOccurs="unbounded"/>
              <xsd:element name="segment" minOccurs="0" maxOccurs="unbounded">
                <xsd:complexType><xsd:sequence><xsd:element name="pt" type="pointType" maxOccurs="unbounded"/></xsd:sequence></xsd:complexType>
              </xsd:element>
            </xsd:sequence>
            <xsd:attribute name="version" type="xsd:string" use="required"/>
          </xsd:complexType>
          <xsd:complexType name="pointType">
            <xsd:sequence>
              <xsd:element name="ele" type="xsd:decimal" minOccurs="0"/>
              <xsd:element name="time" type="xsd:dateTime" minOccurs="0"/>
              <xsd:element name="fix" type="fixType" minOccurs="0"/>
            </xsd:sequence>
            <xsd:attribute name="lat" type="latitudeType" use="required"/>
            <xsd:attribute name="lon" type="xsd:decimal" use="required"/>
          </xsd:complexType>
          <xsd:simpleType name="latitudeType">
            <xsd:restriction base="xsd:decimal"><xsd:minInclusive value="-90"/><xsd:maxInclusive value="90"/></xsd:restriction>
          </xsd:simpleType>
          <xsd:simpleType name="fixType">
            <xsd:restriction base="xsd:string">
              <xsd:enumeration value="none"/><xsd:enumeration value="2d"/><xsd:enumeration value="3d"/>
            </xsd:restriction>
          </xsd:simpleType>
        </xsd:schema>
        """

    static let trackDocument = """
        <track xmlns="http://example.com/track/1" version="1.1">
          <name>Bukhansan</name>
          <wpt lat="37.6588" lon="126.9780"><ele>495.0</ele><fix>3d</fix></wpt>
          <segment><pt lat="37.6592" lon="126.9785"><time>2024-05-14T09:12:00+09:00</time></pt><pt lat="37.66" lon="126.98"/></segment>
        </track>
        """

    /// An order schema with what sequences cannot say: a choice, a repeated choice, a group and an
    /// attribute group, an extension, a substitution group with an abstract head, a wildcard,
    /// mixed content, integers of several widths, booleans, base64, an unqualified local element.
    static let order = """
        <?xml version="1.0"?>
        <xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:o="urn:example:order"
            targetNamespace="urn:example:order" elementFormDefault="qualified">
          <xs:element name="order" type="o:Order"/>
          <xs:element name="note" type="o:Note"/>
          <xs:element name="payment" abstract="true" type="o:Payment"/>
          <xs:element name="card" substitutionGroup="o:payment" type="o:Card"/>
          <xs:element name="cash" substitutionGroup="o:payment" type="o:Payment"/>
          <xs:complexType name="Payment">
            <xs:attribute name="amount" type="xs:decimal" use="required"/>
          </xs:complexType>
          <xs:complexType name="Card">
            <xs:complexContent>
              <xs:extension base="o:Payment">
                <xs:sequence><xs:element name="number" type="xs:string"/></xs:sequence>
                <xs:attribute name="secure" type="xs:boolean"/>
              </xs:extension>
            </xs:complexContent>
          </xs:complexType>
          <xs:group name="party">
            <xs:sequence>
              <xs:element name="name" type="xs:string"/>
              <xs:element name="id" type="xs:long" minOccurs="0"/>
            </xs:sequence>
          </xs:group>
          <xs:attributeGroup name="stamped">
            <xs:attribute name="created" type="xs:date"/>
            <xs:attribute name="revision" type="xs:unsignedShort"/>
          </xs:attributeGroup>
          <xs:complexType name="Customer">
            <xs:group ref="o:party"/>
          </xs:complexType>
          <xs:complexType name="Note" mixed="true">
            <xs:sequence><xs:element name="b" type="xs:string" minOccurs="0" maxOccurs="unbounded"/></xs:sequence>
          </xs:complexType>
          <xs:complexType name="Order">
            <xs:sequence>
              <xs:element name="customer" type="o:Customer"/>
              <xs:choice>
                <xs:element name="pickup" type="xs:string"/>
                <xs:element name="address" type="xs:string"/>
              </xs:choice>
              <xs:choice maxOccurs="unbounded">
                <xs:element name="item" type="xs:int"/>
                <xs:element name="gift" type="xs:byte"/>
              </xs:choice>
              <xs:element ref="o:payment"/>
              <xs:element ref="o:note" minOccurs="0"/>
              <xs:element name="signature" type="xs:base64Binary" minOccurs="0"/>
              <xs:element name="local" type="xs:integer" form="unqualified" minOccurs="0"/>
              <xs:any namespace="##other" processContents="skip" minOccurs="0"/>
            </xs:sequence>
            <xs:attributeGroup ref="o:stamped"/>
          </xs:complexType>
        </xs:schema>
        """

    static let orderDocument = """
        <o:order xmlns:o="urn:example:order" created="2024-05-14" revision="3">
          <o:customer><o:name>Kim</o:name><o:id>42</o:id></o:customer>
          <o:address>Seoul</o:address>
          <o:item>1</o:item><o:gift>2</o:gift><o:item>3</o:item>
          <o:card amount="12.50" secure="1"><o:number>4111</o:number></o:card>
          <o:note>Leave it <o:b>at the door</o:b>, please.</o:note>
          <o:signature>SGVsbG8=</o:signature>
          <local>1234567890123456789012</local>
          <x:extra xmlns:x="urn:example:extra" k="v"><x:inner/></x:extra>
        </o:order>
        """

    /// A record schema with what a round trip must not lose: required nillable elements (simple
    /// and complex), an optional nillable one, attributes with default and fixed values, and an
    /// `anyAttribute` beside declared attributes.
    static let record = """
        <?xml version="1.0"?>
        <xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:r="urn:example:record"
            targetNamespace="urn:example:record" elementFormDefault="qualified">
          <xs:element name="record">
            <xs:complexType>
              <xs:sequence>
                <xs:element name="title" type="xs:string" nillable="true"/>
                <xs:element name="count" type="xs:int" nillable="true"/>
                <xs:element name="owner" type="r:Owner" nillable="true"/>
                <xs:element name="shipped" type="xs:date" nillable="true" minOccurs="0"/>
                <xs:element name="tag" type="r:Tag" maxOccurs="unbounded"/>
              </xs:sequence>
              <xs:attribute name="unit" type="xs:string" default="kg"/>
              <xs:attribute name="version" type="xs:string" fixed="2"/>
              <xs:anyAttribute namespace="##any" processContents="lax"/>
            </xs:complexType>
          </xs:element>
          <xs:complexType name="Owner">
            <xs:sequence><xs:element name="name" type="xs:string"/></xs:sequence>
            <xs:attribute name="id" type="xs:int"/>
          </xs:complexType>
          <xs:complexType name="Tag">
            <xs:simpleContent>
              <xs:extension base="xs:string"><xs:anyAttribute namespace="##other" processContents="skip"/></xs:extension>
            </xs:simpleContent>
          </xs:complexType>
        </xs:schema>
        """

    static let recordDocument = """
        <r:record xmlns:r="urn:example:record" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
            xmlns:f="urn:example:foreign" version="2" origin="scan" r:batch="7" f:seen="yes">
          <r:title xsi:nil="true"/>
          <r:count xsi:nil="true"></r:count>
          <r:owner xsi:nil="true"/>
          <r:tag xml:lang="en">fragile</r:tag>
          <r:tag>heavy</r:tag>
        </r:record>
        """

    /// A drawing whose shapes name their types with `xsi:type` (a type derived by extension, and
    /// one derived from that), and simple elements with `default` and `fixed` values left empty.
    static let shapes = """
        <?xml version="1.0"?>
        <xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:s="urn:example:shapes"
            targetNamespace="urn:example:shapes" elementFormDefault="qualified">
          <xs:element name="drawing">
            <xs:complexType>
              <xs:sequence>
                <xs:element name="shape" type="s:Shape" maxOccurs="unbounded"/>
                <xs:element name="background" type="s:Shape" minOccurs="0"/>
                <xs:element name="scale" type="xs:decimal" default="1.0" minOccurs="0"/>
                <xs:element name="unit" type="s:Unit" default="mm"/>
                <xs:element name="label" type="xs:string" fixed="draft" minOccurs="0"/>
              </xs:sequence>
            </xs:complexType>
          </xs:element>
          <xs:simpleType name="Unit">
            <xs:restriction base="xs:string"><xs:enumeration value="mm"/><xs:enumeration value="in"/></xs:restriction>
          </xs:simpleType>
          <xs:complexType name="Shape">
            <xs:sequence><xs:element name="name" type="xs:string"/></xs:sequence>
            <xs:attribute name="id" type="xs:ID"/>
          </xs:complexType>
          <xs:complexType name="Circle">
            <xs:complexContent>
              <xs:extension base="s:Shape">
                <xs:sequence><xs:element name="radius" type="xs:double"/></xs:sequence>
                <xs:attribute name="filled" type="xs:boolean"/>
              </xs:extension>
            </xs:complexContent>
          </xs:complexType>
          <xs:complexType name="Ring">
            <xs:complexContent>
              <xs:extension base="s:Circle">
                <xs:sequence><xs:element name="inner" type="xs:double"/></xs:sequence>
              </xs:extension>
            </xs:complexContent>
          </xs:complexType>
        </xs:schema>
        """

    static let shapesDocument = """
        <d:drawing xmlns:d="urn:example:shapes" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:other="urn:example:shapes">
          <d:shape id="a"><d:name>plain</d:name></d:shape>
          <d:shape xsi:type="d:Circle" filled="true"><d:name>disc</d:name><d:radius>2.5</d:radius></d:shape>
          <d:shape xsi:type="other:Ring"><d:name>ring</d:name><d:radius>3</d:radius><d:inner>1</d:inner></d:shape>
          <d:background xsi:type="d:Shape"><d:name>paper</d:name></d:background>
          <d:scale/>
          <d:unit></d:unit>
          <d:label/>
        </d:drawing>
        """

    /// Qualified names (`xs:QName`) in an element, an attribute and a list, whose prefixes the
    /// document declares at different places (on the root, on the element itself).
    static let names = """
        <?xml version="1.0"?>
        <xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:n="urn:example:names"
            targetNamespace="urn:example:names" elementFormDefault="qualified">
          <xs:simpleType name="Codes"><xs:list itemType="xs:QName"/></xs:simpleType>
          <xs:element name="catalog">
            <xs:complexType>
              <xs:sequence>
                <xs:element name="code" type="xs:QName" maxOccurs="2"/>
                <xs:element name="codes" type="n:Codes"/>
                <xs:element name="plain" type="xs:QName"/>
              </xs:sequence>
              <xs:attribute name="ref" type="xs:QName" use="required"/>
            </xs:complexType>
          </xs:element>
        </xs:schema>
        """

    static let namesDocument = """
        <n:catalog xmlns:n="urn:example:names" xmlns:a="urn:example:a" xmlns:b="urn:example:b" ref="b:thing">
          <n:code>a:widget</n:code>
          <n:code xmlns:z="urn:example:a">z:gadget</n:code>
          <n:codes>a:one b:two n:three</n:codes>
          <n:plain>local</n:plain>
        </n:catalog>
        """

    /// `xsi:type` on the root (its declared type is abstract) and on elements of any simple type.
    static let typed = """
        <?xml version="1.0"?>
        <xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:t="urn:example:typed"
            targetNamespace="urn:example:typed" elementFormDefault="qualified">
          <xs:element name="item" type="t:Item"/>
          <xs:complexType name="Item" abstract="true">
            <xs:sequence><xs:element name="title" type="xs:string"/></xs:sequence>
          </xs:complexType>
          <xs:complexType name="Book">
            <xs:complexContent>
              <xs:extension base="t:Item">
                <xs:sequence>
                  <xs:element name="pages" type="xs:int"/>
                  <xs:element name="note" type="xs:anySimpleType" maxOccurs="unbounded"/>
                </xs:sequence>
              </xs:extension>
            </xs:complexContent>
          </xs:complexType>
        </xs:schema>
        """

    static let typedDocument = """
        <t:item xmlns:t="urn:example:typed" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
            xmlns:xsd="http://www.w3.org/2001/XMLSchema" xsi:type="t:Book">
          <t:title>Moby-Dick</t:title>
          <t:pages>635</t:pages>
          <t:note xsi:type="xsd:decimal">3.0</t:note>
          <t:note>plain</t:note>
        </t:item>
        """

    /// `nillable` elements: the root, a repeated simple element, and the items of a choice (one
    /// with attributes of its type).
    static let nils = """
        <xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema">
          <xs:element name="readings" nillable="true">
            <xs:complexType>
              <xs:sequence>
                <xs:element name="value" type="xs:int" nillable="true" maxOccurs="unbounded"/>
                <xs:element name="notes" minOccurs="0">
                  <xs:complexType>
                    <xs:choice maxOccurs="unbounded">
                      <xs:element name="note" type="xs:string" nillable="true"/>
                      <xs:element name="flag" nillable="true">
                        <xs:complexType>
                          <xs:simpleContent>
                            <xs:extension base="xs:boolean"><xs:attribute name="source" type="xs:string"/></xs:extension>
                          </xs:simpleContent>
                        </xs:complexType>
                      </xs:element>
                    </xs:choice>
                  </xs:complexType>
                </xs:element>
                <xs:element name="unit" type="xs:string" minOccurs="0"/>
              </xs:sequence>
            </xs:complexType>
          </xs:element>
        </xs:schema>
        """

    /// Optional elements that are not nillable, absent: left out when written, never `xsi:nil`
    /// (the schema's nillable elements do not make every nil a nilled element).
    static let nilsAbsentDocument = """
        <readings><value>2</value></readings>
        """

    static let nilsDocument = """
        <readings xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
          <value>1</value><value xsi:nil="true"/><value>3</value>
          <notes><note>hi</note><note xsi:nil="1"/><flag source="x">true</flag><flag xsi:nil="true"/></notes>
        </readings>
        """

    static let nilRootDocument = """
        <readings xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:nil="true"/>
        """
}
