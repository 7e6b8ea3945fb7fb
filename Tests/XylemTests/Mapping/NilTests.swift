// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import Xylem

/// Issue 11, items 1 to 3: one rule for nil, the same on every route (Routes.swift).
@Suite("Nil and empty elements", .bothParsers)
struct NilTests {
    private static let xsi = #"xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance""#

    struct Border: Decodable, Equatable {
        let width: Int?
        let style: String?
    }

    struct Empty: Decodable, Equatable {}

    enum Status: String, Decodable { case active, closed }

    enum Level: Int, Decodable { case low = 1, high = 2 }

    /// A type of one's own that reads one value.
    struct Celsius: Decodable, Equatable {
        let degrees: Double
        init(from decoder: any Decoder) throws { degrees = try decoder.singleValueContainer().decode(Double.self) }
    }

    // MARK: - 1. xsi:nil

    @Test(arguments: Route.allCases)
    func xsiNilIsNilForEveryType(route: Route) throws {
        let element = "<v \(Self.xsi) xsi:nil=\"true\"/>"
        #expect(try route.decode(Double.self, element) == nil)
        #expect(try route.decode(Int.self, element) == nil)
        #expect(try route.decode(Bool.self, element) == nil)
        #expect(try route.decode(Date.self, element) == nil)
        #expect(try route.decode(Decimal.self, element) == nil)
        #expect(try route.decode(String.self, element) == nil)
        #expect(try route.decode(Status.self, element) == nil)
        #expect(try route.decode(Celsius.self, element) == nil)
        #expect(try route.decode(Border.self, element) == nil)
        #expect(try route.decode([String: Int].self, element) == nil)
    }

    @Test(arguments: Route.allCases)
    func xsiNilWinsOverTextAttributesAndTheEmptyElementStrategy(route: Route) throws {
        let nullDecoder = XMLDecoder.underTest()
        nullDecoder.emptyElementDecodingStrategy = .null
        #expect(try route.decode(String.self, "<v \(Self.xsi) xsi:nil=\"true\"/>", with: nullDecoder) == nil)
        #expect(try route.decode(String.self, "<v \(Self.xsi) unit=\"%\" xsi:nil=\" 1 \"/>") == nil)
        #expect(try route.decode(Border.self, "<v \(Self.xsi) xsi:nil=\"true\" width=\"2\"/>") == nil)
        #expect(try route.decode(Double.self, "<v \(Self.xsi) xsi:nil=\"true\">12.5</v>") == nil)
    }

    @Test(arguments: Route.allCases)
    func theNilAttributeIsFoundByItsNamespace(route: Route) throws {
        // Any prefix bound to XML Schema's instance namespace; plain xsi: while unbound.
        #expect(
            try route.decode(Int.self, #"<v xmlns:i="http://www.w3.org/2001/XMLSchema-instance" i:nil="true"/>"#) == nil
        )
        #expect(try route.decode(Int.self, #"<v xsi:nil="true"/>"#) == nil)
        // Not nil: another namespace, or false.
        #expect(try route.decode(Int.self, #"<v xmlns:xsi="urn:other" xsi:nil="true">7</v>"#) == 7)
        #expect(try route.decode(Int.self, "<v \(Self.xsi) xsi:nil=\"false\">7</v>") == 7)
        #expect(try route.decode(String.self, "<v \(Self.xsi) xsi:nil=\"false\"/>") == "")
    }

    @Test(arguments: Position.allCases)
    func xsiNilWhereTheTypeIsNotOptionalIsValueNotFound(position: Position) throws {
        let element = "<v \(Self.xsi)\n xsi:nil=\"true\"/>"
        for type in [Double.self, String.self, Border.self, Date.self] as [any Decodable.Type] {
            let error = try #require(throws: DecodingError.self) { _ = try position.decode(type, element) }
            guard case .valueNotFound(_, let context) = error else { Issue.record("\(type): \(error)"); continue }
            #expect(context.codingPath.map(\.stringValue) == position.path, "\(type)")
            #expect(context.debugDescription.contains("is xsi:nil"), "\(type)")
            #expect(context.debugDescription.contains("declare the property optional"), "\(type)")
            #expect(context.debugDescription.contains("line 2"), "\(type)")
        }
    }

    @Test func postgresNullsDecodeAsNil() throws {
        // query_to_xml(..., nulls => true, ...)
        struct Table: Decodable { let row: [Row] }
        struct Row: Decodable, Equatable { let id: Int; let humidity: Double?; let note: String? }
        let table = try XMLDecoder.underTest().decode(
            Table.self,
            from: """
                <table xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
                <row><id>1</id><humidity>41.5</humidity><note>ok</note></row>
                <row><id>2</id><humidity xsi:nil="true"/><note xsi:nil="true"/></row>
                <row><id>3</id><humidity xsi:nil="true"/><note></note></row>
                </table>
                """)
        #expect(
            table.row == [
                Row(id: 1, humidity: 41.5, note: "ok"), Row(id: 2, humidity: nil, note: nil),
                Row(id: 3, humidity: nil, note: ""),
            ])
    }

    @Test func decodeNilIsTrueForMissingXsiNilAndEmptyValues() throws {
        // decodeNil() does not know the type asked next, so it answers as for a scalar.
        struct Probe: Decodable {
            let keyed: [Bool]
            init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: AnyKey.self)
                keyed = try ["a", "b", "c", "d", "e", "f"].map { try container.decodeNil(forKey: AnyKey($0)) }
            }
        }
        let probe = try XMLDecoder.underTest().decode(
            Probe.self,
            from: """
                <r \(Self.xsi) e=""><a xsi:nil="true">x</a><b/><c unit="%"/><d>1</d></r>
                """)
        #expect(probe.keyed == [true, true, true, false, true, true])
        let items = try XMLDecoder.underTest().decode(
            DecodeNilItems<Int>.self,
            from: """
                <list \(Self.xsi)><v xsi:nil="1">5</v><v/><v unit="%"/><v>4</v></list>
                """)
        #expect(items.items == [nil, nil, nil, 4])
        #expect(
            try XMLDecoder.underTest().decode(SingleValueNil.self, from: "<v \(Self.xsi) xsi:nil=\"true\">x</v>").isNil)
        #expect(try XMLDecoder.underTest().decode(SingleValueNil.self, from: #"<v unit="%"/>"#).isNil)
        #expect(try !XMLDecoder.underTest().decode(SingleValueNil.self, from: "<v>x</v>").isNil)
    }

    struct SingleValueNil: Decodable {
        let isNil: Bool
        init(from decoder: any Decoder) throws { isNil = try decoder.singleValueContainer().decodeNil() }
    }

    @Test func aTypeThatReadsNilItselfIsAskedFirst() throws {
        // xsi:nil is an error only where a value is read, so a type can handle it.
        enum Reading: Decodable, Equatable {
            case missing, value(Double)
            init(from decoder: any Decoder) throws {
                let container = try decoder.singleValueContainer()
                self = container.decodeNil() ? .missing : .value(try container.decode(Double.self))
            }
        }
        for position in Position.allCases {
            #expect(try position.decode(Reading.self, "<v \(Self.xsi) xsi:nil=\"true\"/>") == .missing)
            #expect(try position.decode(Reading.self, "<v>2.5</v>") == .value(2.5))
        }
    }

    // MARK: - 2. Empty elements with attributes

    @Test(arguments: Route.allCases)
    func anEmptyElementWithAttributesIsNilForScalars(route: Route) throws {
        let element = #"<v unit="%"/>"#
        #expect(try route.decode(Double.self, element) == nil)
        #expect(try route.decode(Int.self, element) == nil)
        #expect(try route.decode(Date.self, element) == nil)
        #expect(try route.decode(Bool.self, element) == nil)
        #expect(try route.decode(URL.self, element) == nil)
        #expect(try route.decode(Data.self, element) == nil)
        #expect(try route.decode(Status.self, element) == nil)
        #expect(try route.decode(Level.self, element) == nil)
        #expect(try route.decode(Celsius.self, element) == nil)
    }

    // MARK: - 3. Empty elements: one rule

    @Test(arguments: Route.allCases)
    func anEmptyElementIsTheEmptyStringForAnOptionalString(route: Route) throws {
        #expect(try route.decode(String.self, "<v/>") == "")
        #expect(try route.decode(String.self, #"<v unit="%"/>"#) == "")
        let nullDecoder = XMLDecoder.underTest()
        nullDecoder.emptyElementDecodingStrategy = .null
        #expect(try route.decode(String.self, "<v/>", with: nullDecoder) == nil)
        #expect(try route.decode(String.self, "<v>x</v>", with: nullDecoder) == "x")
    }

    @Test(arguments: Route.allCases)
    func anEmptyElementIsNilForScalars(route: Route) throws {
        #expect(try route.decode(Double.self, "<v/>") == nil)
        #expect(try route.decode(Int.self, "<v></v>") == nil)
        #expect(try route.decode(Status.self, "<v/>") == nil)
        #expect(try route.decode(Int.self, "<v>4</v>") == 4)
    }

    @Test(arguments: Route.allCases)
    func aPresentEmptyElementDecodesAKeyedType(route: Route) throws {
        #expect(try route.decode(Border.self, "<v/>") == Border(width: nil, style: nil))
        #expect(try route.decode(Border.self, #"<v width="2"/>"#) == Border(width: 2, style: nil))
        #expect(try route.decode(Empty.self, "<v/>") == Empty())
        #expect(try route.decode([String: Int].self, "<v/>") == [:])
    }

    @Test func anAbsentElementIsNil() throws {
        #expect(try XMLDecoder.underTest().decode(IfPresent<Border>.self, from: "<r/>").v == nil)
        #expect(try XMLDecoder.underTest().decode(DecodeOptional<Border>.self, from: "<r/>").v == nil)
        #expect(try XMLDecoder.underTest().decode(IfPresent<String>.self, from: "<r/>").v == nil)
        #expect(try XMLDecoder.underTest().decode(DecodeOptional<Int>.self, from: "<r/>").v == nil)
    }

    @Test func anEmptyAttributeIsNilForAScalarAndEmptyForAString() throws {
        struct R: Decodable { let a: Int?; let b: String?; let c: Status? }
        let r = try XMLDecoder.underTest().decode(R.self, from: #"<r a="" b="" c=" "/>"#)
        #expect(r.a == nil)
        #expect(r.b == "")
        #expect(r.c == nil)
    }

    @Test func optionalArraysArePresentWhenTheirElementsAre() throws {
        struct R: Decodable { let v: [Int?]?; let w: [Int]? }
        let r = try XMLDecoder.underTest().decode(R.self, from: "<r \(Self.xsi)><v xsi:nil=\"true\"/><v>2</v><v/></r>")
        #expect(r.v == [nil, 2, nil])
        #expect(r.w == nil)
        let hinted = XMLDecoder.underTest()
        hinted.listHints = [.wrapper("items")]
        struct H: Decodable { let items: [Int]? }
        #expect(try hinted.decode(H.self, from: "<r><items/></r>").items == [])
        #expect(try hinted.decode(H.self, from: "<r \(Self.xsi)><items xsi:nil=\"true\"/></r>").items == nil)
    }

    @Test func anEmptyElementAmongSeveralIsStillAnError() throws {
        struct R: Decodable { let v: Int? }
        let error = try #require(throws: DecodingError.self) {
            try XMLDecoder.underTest().decode(R.self, from: "<r><v/><v>2</v></r>")
        }
        guard case .typeMismatch(_, let context) = error else { Issue.record("\(error)"); return }
        #expect(context.codingPath.map(\.stringValue) == ["v"])
        #expect(context.debugDescription.contains("found 2"))
    }
}
