// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
@testable import Xylem

/// How values map to XML: the decoder's rules, mirrored. Outputs are checked by parsing them
/// (attributes cannot be read back with `@` keys until the decoder has them).
@Suite("Encoder: mapping")
struct EncoderMappingTests {
    struct Guid: Codable, Equatable {
        let isPermaLink: Bool
        let value: String
        enum CodingKeys: String, CodingKey { case isPermaLink = "@isPermaLink", value = "" }
    }

    @Test func keysAreElementsAtKeysAreAttributesAndTheEmptyKeyIsText() throws {
        struct Item: Codable { let title: String; let guid: Guid }
        let encoder = XMLEncoder()
        encoder.declaration = nil
        let xml = try encoder.encodeToString(
            Item(title: "Cups", guid: Guid(isPermaLink: true, value: "https://example.com/42")), root: "item")
        #expect(xml == #"<item><title>Cups</title><guid isPermaLink="true">https://example.com/42</guid></item>"#)
        struct Back: Codable, Equatable { let title: String; let guid: Guid }
        let item = Back(title: "Cups", guid: Guid(isPermaLink: false, value: "g-42"))
        #expect(try roundTrip(item, root: "item") == item)
    }

    @Test func theDeclarationComesFirst() throws {
        let xml = try XMLEncoder().encodeToString("x", root: "a")
        #expect(xml == "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<a>x</a>")
    }

    @Test func anAttributeAfterChildElementsGoesInTheStartTag() throws {
        struct Point: Codable, Equatable {
            let ele: Double; let name: String; let lat: Double
            enum CodingKeys: String, CodingKey { case ele, name, lat = "@lat" }
        }
        let point = try XMLEncoder().parsed(Point(ele: 1.5, name: "x", lat: 22.5), root: "trkpt")
        #expect(point.attributes == ["lat": "22.5"])
        #expect(point.children.map(\.name) == ["ele", "name"])
        #expect(
            try roundTrip(Point(ele: 1.5, name: "x", lat: 22.5), root: "trkpt") == Point(ele: 1.5, name: "x", lat: 22.5)
        )
    }

    @Test func arraysRepeatTheirKeysElementAndNestedArraysWrapItems() throws {
        struct Table: Codable, Equatable { let tag: [String]; let row: [[Int]]; let none: [Int] }
        let table = Table(tag: ["a", "b"], row: [[1, 2], [], [3]], none: [])
        let parsed = try XMLEncoder().parsed(table, root: "table")
        #expect(parsed.children("tag").map(\.text) == ["a", "b"])
        #expect(parsed.children("row").map { $0.children.map(\.name) } == [["item", "item"], [], ["item"]])
        #expect(parsed.children("none").isEmpty)
        #expect(try roundTrip(table, root: "table") == table)
    }

    @Test func anArrayAtTheRootIsAWrapperOfItems() throws {
        let parsed = try XMLEncoder().parsed([3, 1, 2], root: "numbers")
        #expect(parsed.children.map(\.name) == ["item", "item", "item"])
        #expect(try roundTrip([3, 1, 2], root: "numbers") == [3, 1, 2])

        let named = XMLEncoder()
        named.listHints = [.wrapper("numbers", item: "n")]
        #expect(try named.parsed([1], root: "numbers").children.map(\.name) == ["n"])
    }

    @Test func wrapperHintsWriteAWrapperAndNameItsItems() throws {
        struct Body: Codable, Equatable { let items: [String]; let count: Int }
        let encoder = XMLEncoder()
        encoder.listHints = [.wrapper("body/items", item: "entry")]
        let decoder = XMLDecoder.underTest()
        decoder.listHints = [.wrapper("items")]
        let body = Body(items: ["a", "b"], count: 2)
        let parsed = try encoder.parsed(body, root: "body")
        #expect(parsed.child("items").children.map(\.name) == ["entry", "entry"])
        #expect(try roundTrip(body, root: "body", encoder: encoder, decoder: decoder) == body)

        let empty = try encoder.parsed(Body(items: [], count: 0), root: "body")
        #expect(empty.child("items").children.isEmpty)
        #expect(try roundTrip(Body(items: [], count: 0), root: "body", encoder: encoder, decoder: decoder).items == [])
    }

    @Test func dictionariesWriteOneChildPerKeyInSortedOrder() throws {
        struct Rates: Codable, Equatable { let base: String; let rates: [String: Decimal] }
        let rates = Rates(
            base: "EUR",
            rates: ["USD": Decimal(string: "1.0842")!, "JPY": 162, "KRW": Decimal(string: "1452.3")!, "AUD": 1])
        for _ in 0 ..< 3 {
            #expect(
                try XMLEncoder().parsed(rates, root: "fx").child("rates").children.map(\.name) == [
                    "AUD", "JPY", "KRW", "USD",
                ])
        }
        #expect(try roundTrip(rates, root: "fx") == rates)
    }

    @Test func nilIsLeftOutAndAnEmptyStructIsAnEmptyElement() throws {
        struct Empty: Codable, Equatable {}
        struct Waypoint: Codable, Equatable { let name: String?; let ele: Double?; let extensions: Empty }
        let parsed = try XMLEncoder().parsed(Waypoint(name: nil, ele: 2, extensions: Empty()), root: "wpt")
        #expect(parsed.children.map(\.name) == ["ele", "extensions"])
        #expect(
            try roundTrip(Waypoint(name: nil, ele: nil, extensions: Empty()), root: "wpt")
                == Waypoint(name: nil, ele: nil, extensions: Empty()))
    }

    @Test func enumsWithRawValuesAreTheirRawValue() throws {
        enum Status: String, Codable { case active, closed }
        enum Priority: Int, Codable { case low = 1, high = 3 }
        struct Ticket: Codable, Equatable { let status: Status; let priority: Priority; let history: [Status] }
        let ticket = Ticket(status: .closed, priority: .high, history: [.active, .closed])
        let parsed = try XMLEncoder().parsed(ticket, root: "ticket")
        #expect(parsed.child("status").text == "closed")
        #expect(parsed.child("priority").text == "3")
        #expect(try roundTrip(ticket, root: "ticket") == ticket)
    }

    // MARK: - Choice enums

    enum Shape: Codable, Equatable {
        case circle(r: Double)
        case square(side: Double)
        case point
        case label(String)
    }

    @Test func anEnumInAListIsItsCaseElement() throws {
        struct Drawing: Codable, Equatable { let shapes: [Shape] }
        let encoder = XMLEncoder()
        encoder.listHints = [.wrapper("shapes")]
        let decoder = XMLDecoder.underTest()
        decoder.listHints = [.wrapper("shapes")]
        let drawing = Drawing(shapes: [.circle(r: 1), .square(side: 2), .point, .label("x"), .circle(r: 3)])
        let shapes = try encoder.parsed(drawing, root: "drawing").child("shapes")
        #expect(shapes.children.map(\.name) == ["circle", "square", "point", "label", "circle"])
        #expect(shapes.children[0].child("r").text == "1")
        #expect(shapes.children[3].text == "x")
        #expect(try roundTrip(drawing, root: "drawing", encoder: encoder, decoder: decoder) == drawing)
    }

    @Test func anEnumInAPropertyWritesItsCaseInsideThePropertysElement() throws {
        struct Holder: Codable, Equatable { let shape: Shape; let history: [Shape] }
        let holder = Holder(shape: .square(side: 2), history: [.point, .circle(r: 1)])
        let parsed = try XMLEncoder().parsed(holder, root: "holder")
        #expect(parsed.child("shape").children.map(\.name) == ["square"])
        #expect(parsed.children("history").map { $0.children.map(\.name) } == [["point"], ["circle"]])
        #expect(try roundTrip(holder, root: "holder") == holder)
    }

    @Test func anUnlabeledValueIsTheCaseElementItself() throws {
        struct LoginResponse: Codable, Equatable { let loginResult: String }
        struct Fault: Codable, Equatable { let faultcode: String; let faultstring: String }
        enum Reply: Codable, Equatable { case loginResponse(LoginResponse), fault(Fault) }
        struct Envelope: Codable, Equatable { let body: Reply }
        let envelope = Envelope(body: .loginResponse(LoginResponse(loginResult: "3f9a")))
        let body = try XMLEncoder().parsed(envelope, root: "envelope").child("body")
        #expect(body.child("loginResponse").child("loginResult").text == "3f9a")
        #expect(try roundTrip(envelope, root: "envelope") == envelope)
        let fault = Envelope(body: .fault(Fault(faultcode: "soap:Client", faultstring: "No")))
        #expect(try roundTrip(fault, root: "envelope") == fault)
    }

    @Test func typeKindsGoThroughTheSessionMemo() throws {
        enum E { case a(Int) }
        struct S {}
        final class C {}
        let session = try EncodingSession(options: EncodingOptions())
        // Asked in turns, so that the memo of two types is refilled between the answers.
        for _ in 0 ..< 2 {
            #expect(session.isEnum(E.a(1)))
            #expect(session.isEnum(Shape.point))
            #expect(!session.isEnum(S()))
            #expect(!session.isEnum(C()))
            #expect(!session.isEnum(Int?.none))
            #expect(!session.isEnum(1))
            #expect(session.kind(of: [Int].self) == .array)
            #expect(session.kind(of: [String: Shape].self) == .stringDictionary)
            #expect(session.kind(of: [Int: Shape].self) == [])
            #expect(session.kind(of: Int?.self) == .optional)
            #expect(session.kind(of: [Int]?.self) == .optional)
            #expect(session.kind(of: C.self) == [] && session.kind(of: Shape.self) == [])
        }
    }

    // MARK: - Custom encode(to:)

    class Animal: Codable {
        let name: String
        init(name: String) { self.name = name }
    }

    final class Dog: Animal {
        let breed: String
        init(name: String, breed: String) {
            self.breed = breed
            super.init(name: name)
        }
        required init(from decoder: any Decoder) throws {
            breed = try decoder.container(keyedBy: Keys.self).decode(String.self, forKey: .breed)
            try super.init(from: decoder)
        }
        enum Keys: String, CodingKey { case breed }
        override func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Keys.self)
            try container.encode(breed, forKey: .breed)
            try super.encode(to: encoder)
        }
    }

    @Test func aSubclassAndItsSuperclassWriteOneElement() throws {
        let parsed = try XMLEncoder().parsed(Dog(name: "Rex", breed: "Jindo"), root: "dog")
        #expect(parsed.children.map(\.name) == ["breed", "name"])
        let back = try roundTrip(Dog(name: "Rex", breed: "Jindo"), root: "dog")
        #expect(back.name == "Rex" && back.breed == "Jindo")
    }

    @Test func superEncoderWritesASuperElement() throws {
        struct Wrapped: Codable, Equatable {
            let id: Int
            let base: Guid
            enum Keys: String, CodingKey { case id }
            init(id: Int, base: Guid) { self.id = id; self.base = base }
            init(from decoder: any Decoder) throws {
                id = try decoder.container(keyedBy: Keys.self).decode(Int.self, forKey: .id)
                base = try Guid(from: decoder.container(keyedBy: Keys.self).superDecoder())
            }
            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: Keys.self)
                try container.encode(id, forKey: .id)
                try base.encode(to: container.superEncoder())
            }
        }
        let value = Wrapped(id: 7, base: Guid(isPermaLink: false, value: "g"))
        let parsed = try XMLEncoder().parsed(value, root: "w")
        #expect(parsed.child("super").attributes == ["isPermaLink": "false"])
        #expect(parsed.child("super").text == "g")
        #expect(try roundTrip(value, root: "w") == value)
    }

    @Test func nestedContainersEndWhenTheirParentWritesAgain() throws {
        struct Custom: Encodable {
            enum Keys: String, CodingKey { case a, b, c }
            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: Keys.self)
                var a = container.nestedContainer(keyedBy: Keys.self, forKey: .a)
                try a.encode(1, forKey: .b)
                var list = container.nestedUnkeyedContainer(forKey: .b)
                try list.encode("x")
                try list.encode("y")
                try container.encode(true, forKey: .c)
            }
        }
        let parsed = try XMLEncoder().parsed(Custom(), root: "r")
        #expect(parsed.children.map(\.name) == ["a", "b", "b", "c"])
        #expect(parsed.child("a").child("b").text == "1")
    }
}
