// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import Xylem

/// Issue 11, items 6, 8 and 9, and the lenient Bool strategy.
@Suite("Attribute keys, dictionaries, dates and Bools", .bothParsers)
struct KeyAndScalarRuleTests {
    // MARK: - 6. "@name" keys

    struct Tagged: Codable, Equatable {
        let attribute: Int
        let element: String
        enum CodingKeys: String, CodingKey {
            case attribute = "@key"
            case element = "key"
        }
    }

    @Test(arguments: Position.allCases)
    func anAtKeyNamesTheAttributeWhenAChildHasTheSameName(position: Position) throws {
        let value = try position.decode(Tagged.self, #"<v key="123"><key>abc</key></v>"#)
        #expect(value == Tagged(attribute: 123, element: "abc"))
    }

    @Test(arguments: Position.allCases)
    func anAtKeyNeverMatchesAChildElement(position: Position) throws {
        struct OnlyAttribute: Decodable { let key: String?; enum CodingKeys: String, CodingKey { case key = "@key" } }
        #expect(try position.decode(OnlyAttribute.self, "<v><key>abc</key></v>").key == nil)
        let error = try #require(throws: DecodingError.self) {
            _ = try position.decode(Tagged.self, "<v>\n<key>abc</key></v>")
        }
        guard case .keyNotFound(let key, let context) = error else { Issue.record("\(error)"); return }
        #expect(key.stringValue == "@key")
        #expect(context.codingPath.map(\.stringValue) == position.path)
        #expect(context.debugDescription.contains("<v>"))
    }

    /// The attribute search starts after the attribute found last (the order models usually
    /// ask in); any other order, and attributes of nested elements read in between, find the
    /// same values.
    @Test func attributesAreFoundInAnyOrder() throws {
        struct Inner: Decodable, Equatable { let x: Int; let y: Int }
        struct Row: Decodable, Equatable {
            let c: Int, a: Int, inner: Inner, b: Int, d: Int?, e: Int
            enum CodingKeys: String, CodingKey { case c, a, inner, b, d, e = "@e" }
        }
        let xml =
            #"<rows><row a="1" b="2" c="3" e="5"><inner y="20" x="10"/></row><row e="50" c="30" b="20" a="10"><inner x="1" y="2"/></row></rows>"#
        struct Rows: Decodable { let row: [Row] }
        let rows = try XMLDecoder.underTest().decode(Rows.self, from: Data(xml.utf8)).row
        #expect(
            rows == [
                Row(c: 3, a: 1, inner: Inner(x: 10, y: 20), b: 2, d: nil, e: 5),
                Row(c: 30, a: 10, inner: Inner(x: 1, y: 2), b: 20, d: nil, e: 50),
            ])
    }

    @Test func theEncoderWritesWhatTheDecoderReads() throws {
        // One model reads and writes attributes and nil elements with the same spellings.
        struct Reading: Codable, Equatable {
            let unit: String
            let value: Double?
            let tagged: Tagged
            enum CodingKeys: String, CodingKey { case unit = "@unit", value, tagged }
        }
        let encoder = XMLEncoder()
        encoder.nilEncodingStrategy = .xsiNil
        let reading = Reading(unit: "%", value: nil, tagged: Tagged(attribute: 5, element: "five"))
        let xml = try encoder.encodeToString(reading, root: "humidity")
        #expect(xml.contains(#"unit="%""#))
        #expect(xml.contains("xsi:nil"))
        #expect(try XMLDecoder.underTest().decode(Reading.self, from: xml) == reading)
    }

    @Test func keyStrategiesConvertTheNameAfterTheAt() throws {
        struct Order: Decodable {
            let orderId: Int
            let orderIdElement: String
            enum CodingKeys: String, CodingKey { case orderId = "@orderId", orderIdElement = "orderId" }
        }
        let decoder = XMLDecoder.underTest()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        let order = try decoder.decode(Order.self, from: #"<order order_id="7"><order_id>seven</order_id></order>"#)
        #expect(order.orderId == 7)
        #expect(order.orderIdElement == "seven")

        struct Entry: Decodable {
            let id: String
            enum CodingKeys: String, CodingKey { case id = "@id" }
        }
        let stripping = XMLDecoder.underTest()
        stripping.namespaceStrategy = .stripPrefixes
        #expect(try stripping.decode(Entry.self, from: #"<e xmlns:g="urn:g" g:id="9"><id>x</id></e>"#).id == "9")
    }

    @Test func thePlainKeyKeepsItsRule() throws {
        struct Plain: Decodable { let key: String; let other: String }
        let plain = try XMLDecoder.underTest().decode(Plain.self, from: #"<t key="1" other="2"><key>child</key></t>"#)
        #expect(plain.key == "child")
        #expect(plain.other == "2")
    }

    // MARK: - 8. Dictionaries

    @Test(arguments: Position.allCases)
    func aDictionaryFromAnElementWithoutChildrenIsEmpty(position: Position) throws {
        #expect(try position.decode([String: Int].self, "<v/>") == [:])
        // Attributes are keys too, spelled "@name" (issue 25, item 6).
        #expect(try position.decode([String: String].self, #"<v unit="%"></v>"#) == ["@unit": "%"])
        #expect(try position.decode([String: Int].self, "<v><a>1</a><b>2</b></v>") == ["a": 1, "b": 2])
    }

    // MARK: - 9. W3C Datetime dates

    @Test(arguments: [
        ("2004", "2004-01-01T00:00:00Z"),
        ("2004-12", "2004-12-01T00:00:00Z"),
        ("2004-12-17", "2004-12-17T00:00:00Z"),
        ("2004-12-17T18:30:02+01:00", "2004-12-17T17:30:02Z"),
        ("2004-12-17T18:30Z", "2004-12-17T18:30:00Z"),
    ])
    func iso8601ReadsYearsAndMonths(text: String, expected: String) throws {
        struct URLEntry: Decodable { let lastmod: Date }
        let entry = try XMLDecoder.underTest().decode(URLEntry.self, from: "<url><lastmod>\(text)</lastmod></url>")
        #expect(entry.lastmod == ISO8601DateFormatter().date(from: expected))
    }

    @Test(arguments: ["2004-13", "2004-1", "200", "20041", "2004-12-", "2004-00"])
    func malformedYearsAndMonthsAreErrors(text: String) throws {
        struct URLEntry: Decodable { let lastmod: Date }
        let error = try #require(throws: DecodingError.self) {
            try XMLDecoder.underTest().decode(URLEntry.self, from: "<url><lastmod>\(text)</lastmod></url>")
        }
        guard case .dataCorrupted(let context) = error else { Issue.record("\(error)"); return }
        #expect(context.codingPath.map(\.stringValue) == ["lastmod"])
    }

    @Test func aDateTimeWithoutAZoneIsAnErrorThatSaysWhatToDo() throws {
        struct Event: Decodable { let start: Date }
        let error = try #require(throws: DecodingError.self) {
            try XMLDecoder.underTest().decode(Event.self, from: "<event>\n<start>2004-12-17T18:30:02</start></event>")
        }
        guard case .dataCorrupted(let context) = error else { Issue.record("\(error)"); return }
        #expect(context.codingPath.map(\.stringValue) == ["start"])
        #expect(context.debugDescription.contains("line 2"))
        #expect(context.debugDescription.contains("without a zone offset"))
        #expect(context.debugDescription.contains(".fixedPattern"))
    }

    // MARK: - Lenient Bools

    @Test(arguments: [
        ("true", true), ("FALSE", false), ("Yes", true), ("no", false), ("Y", true), ("n", false),
        ("1", true), ("0", false), (" YES ", true),
    ])
    func lenientBoolsAcceptCommonSpellingsInAnyCase(text: String, expected: Bool) throws {
        struct Flag: Decodable { let on: Bool }
        let decoder = XMLDecoder.underTest()
        decoder.boolDecodingStrategy = .lenient
        #expect(try decoder.decode(Flag.self, from: "<f><on>\(text)</on></f>").on == expected)
    }

    @Test(arguments: ["ja", "yess", "2", "t", "on"])
    func lenientBoolsRefuseOtherText(text: String) throws {
        struct Flag: Decodable { let on: Bool }
        let decoder = XMLDecoder.underTest()
        decoder.boolDecodingStrategy = .lenient
        let error = try #require(throws: DecodingError.self) {
            try decoder.decode(Flag.self, from: "<f><on>\(text)</on></f>")
        }
        guard case .dataCorrupted(let context) = error else { Issue.record("\(error)"); return }
        #expect(context.codingPath.map(\.stringValue) == ["on"])
    }
}
