// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import Xylem

@Suite("Mapping rules", .bothParsers)
struct MappingTests {
    let decoder = XMLDecoder.underTest()

    @Test func aKeyMatchesAChildElementBeforeAnAttribute() throws {
        struct Item: Decodable { let id: String; let kind: String }
        let item = try decoder.decode(Item.self, from: #"<item id="attribute" kind="k"><id>element</id></item>"#)
        #expect(item.id == "element")
        #expect(item.kind == "k")
    }

    @Test func theEmptyKeyIsTheElementsOwnText() throws {
        struct Price: Decodable {
            let currency: String
            let amount: Decimal
            enum CodingKeys: String, CodingKey { case currency, amount = "" }
        }
        let price = try decoder.decode(Price.self, from: #"<price currency="KRW"> 12500.50 </price>"#)
        #expect(price.currency == "KRW")
        #expect(price.amount == Decimal(string: "12500.50"))
    }

    @Test func textIsReassembledFromEveryFragment() throws {
        struct T: Decodable { let t: String }
        #expect(try decoder.decode(T.self, from: "<r><t>a &amp; b</t></r>").t == "a & b")
        #expect(try decoder.decode(T.self, from: "<r><t>x<![CDATA[ <y> ]]>z</t></r>").t == "x <y> z")
        #expect(try decoder.decode(T.self, from: "<r><t>line 1\nline 2</t></r>").t == "line 1\nline 2")
        #expect(try decoder.decode(T.self, from: "<r><t>&#48;&#x31;&lt;&gt;&quot;&apos;</t></r>").t == "01<>\"'")
        let long = String(repeating: "가나다라마바사", count: 300)
        #expect(try decoder.decode(T.self, from: "<r><t>\(long)</t></r>").t == long)
    }

    @Test func leadingAndTrailingWhitespaceIsTrimmed() throws {
        struct T: Decodable { let t: String; let n: Int }
        let value = try decoder.decode(T.self, from: "<r>\n  <t>\n    hello world\n  </t>\n  <n> 42 </n>\n</r>")
        #expect(value.t == "hello world")
        #expect(value.n == 42)
    }

    @Test func arraysCollectRepeatedSiblingsInDocumentOrder() throws {
        struct R: Decodable { let v: [Int]; let w: [String] }
        let r = try decoder.decode(R.self, from: "<r><v>3</v><w>a</w><v>1</v><v>2</v></r>")
        #expect(r.v == [3, 1, 2])
        #expect(r.w == ["a"])
    }

    @Test func aMissingArrayIsEmptyOrNil() throws {
        struct R: Decodable { let v: [Int]; let w: [Int]? }
        let r = try decoder.decode(R.self, from: "<r/>")
        #expect(r.v.isEmpty)
        #expect(r.w == nil)
    }

    @Test func aScalarWhereSeveralSiblingsShareTheNameIsAnError() throws {
        struct R: Decodable { let title: String }
        let error = try #require(throws: DecodingError.self) {
            try decoder.decode(R.self, from: "<r>\n<title>a</title>\n<title>b</title>\n</r>")
        }
        guard case .typeMismatch(_, let context) = error else { Issue.record("\(error)"); return }
        #expect(context.codingPath.map(\.stringValue) == ["title"])
        #expect(context.debugDescription.contains("found 2"))
        #expect(context.debugDescription.contains("line 3"))
    }

    @Test func optionalsAndEmptyElements() throws {
        struct R: Decodable {
            let missing: Int?
            let emptyNumber: Double?
            let emptyString: String?
            let emptyText: String
            let emptyAttribute: Int?
            let present: Int?
        }
        let r = try decoder.decode(
            R.self,
            from: #"<r emptyAttribute=""><emptyNumber/><emptyString/><emptyText></emptyText><present>5</present></r>"#)
        #expect(r.missing == nil)
        #expect(r.emptyNumber == nil)
        #expect(r.emptyString == "")
        #expect(r.emptyText == "")
        #expect(r.emptyAttribute == nil)
        #expect(r.present == 5)
    }

    @Test func anEmptyElementIsAnErrorForANonOptionalNumber() throws {
        struct R: Decodable { let ele: Double }
        let error = try #require(throws: DecodingError.self) { try decoder.decode(R.self, from: "<r>\n<ele/>\n</r>") }
        guard case .valueNotFound(_, let context) = error else { Issue.record("\(error)"); return }
        #expect(context.codingPath.map(\.stringValue) == ["ele"])
        #expect(context.debugDescription.contains("line 2"))
    }

    @Test func optionalStructFromAnEmptyElementIsPresent() throws {
        struct Author: Decodable { let name: String? }
        struct R: Decodable { let author: Author?; let editor: Author?; let reviewer: Author? }
        let r = try decoder.decode(R.self, from: "<r><author/><editor><name>Kim</name></editor></r>")
        #expect(r.author != nil)
        #expect(r.author?.name == nil)
        #expect(r.editor?.name == "Kim")
        #expect(r.reviewer == nil)
    }

    @Test func dictionariesDecodeFromChildElementNames() throws {
        struct R: Decodable { let params: [String: String]; let counts: [String: Int] }
        let r = try decoder.decode(R.self, from: "<r><params><a>1</a><b>two</b></params><counts><x>3</x></counts></r>")
        #expect(r.params == ["a": "1", "b": "two"])
        #expect(r.counts == ["x": 3])
    }

    @Test func enumsWithRawValues() throws {
        enum Kind: String, Decodable { case audio, video }
        enum Level: Int, Decodable { case low = 1, high = 2 }
        struct R: Decodable { let kind: Kind; let level: Level; let levels: [Level] }
        let r = try decoder.decode(
            R.self, from: #"<r kind="video"><level>2</level><levels>1</levels><levels>2</levels></r>"#)
        #expect(r.kind == .video)
        #expect(r.level == .high)
        #expect(r.levels == [.low, .high])
    }

    @Test func anUnknownEnumValueSaysWhere() throws {
        enum Kind: String, Decodable { case audio, video }
        struct R: Decodable { let kind: Kind }
        let error = try #require(throws: DecodingError.self) {
            try decoder.decode(R.self, from: "<r>\n\n<kind>text</kind></r>")
        }
        guard case .dataCorrupted(let context) = error else { Issue.record("\(error)"); return }
        #expect(context.codingPath.map(\.stringValue) == ["kind"])
        #expect(context.debugDescription.contains("line 3"))
    }

    @Test func prefixedNamesMatchAsWritten() throws {
        struct R: Decodable {
            let duration: String
            let id: Int
            enum CodingKeys: String, CodingKey { case duration = "itunes:duration", id = "g:id" }
        }
        let r = try decoder.decode(
            R.self,
            from: #"<r xmlns:itunes="urn:i" xmlns:g="urn:g" g:id="9"><itunes:duration>1:00</itunes:duration></r>"#)
        #expect(r.duration == "1:00")
        #expect(r.id == 9)
    }

    @Test func nestedContainersSuperDecoderAndCustomInit() throws {
        struct Location: Decodable {
            let lat: Double
            let lon: Double
            let tags: [String]
            let base: String
            init(from decoder: any Decoder) throws {
                let root = try decoder.container(keyedBy: AnyKey.self)
                let position = try root.nestedContainer(keyedBy: AnyKey.self, forKey: AnyKey("position"))
                lat = try position.decode(Double.self, forKey: AnyKey("lat"))
                lon = try position.decode(Double.self, forKey: AnyKey("lon"))
                var list = try root.nestedUnkeyedContainer(forKey: AnyKey("tag"))
                var tags: [String] = []
                while !list.isAtEnd { tags.append(try list.decode(String.self)) }
                self.tags = tags
                base = try String(from: try root.superDecoder(forKey: AnyKey("base")))
            }
        }
        let location = try decoder.decode(
            Location.self, from: #"<l><position lat="1.5" lon="2.5"/><tag>a</tag><tag>b</tag><base>x</base></l>"#)
        #expect(location.lat == 1.5)
        #expect(location.lon == 2.5)
        #expect(location.tags == ["a", "b"])
        #expect(location.base == "x")
    }

    @Test func superDecoderWithoutKeyReadsTheSuperElement() throws {
        class Base: Decodable { let id: Int; init(id: Int) { self.id = id } }
        final class Derived: Base, @unchecked Sendable {
            let name: String
            enum CodingKeys: String, CodingKey { case name }
            required init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                name = try container.decode(String.self, forKey: .name)
                try super.init(from: container.superDecoder())
            }
        }
        let value = try decoder.decode(Derived.self, from: "<d><name>n</name><super><id>4</id></super></d>")
        #expect(value.name == "n")
        #expect(value.id == 4)
    }

    @Test func unkeyedContainersOverAnElementReadAllItsChildren() throws {
        struct Matrix: Decodable { let row: [[Int]] }
        let matrix = try decoder.decode(Matrix.self, from: "<m><row><v>1</v><v>2</v></row><row><v>3</v></row></m>")
        #expect(matrix.row == [[1, 2], [3]])
        let top = try decoder.decode([String].self, from: "<list><a>x</a><b>y</b></list>")
        #expect(top == ["x", "y"])
    }

    @Test func arraysOfOptionalsReadEmptyElementsAsNil() throws {
        struct R: Decodable { let v: [Int?] }
        #expect(try decoder.decode(R.self, from: "<r><v>1</v><v/><v>3</v></r>").v == [1, nil, 3])
    }

    @Test func theTopLevelTypeMayBeAScalar() throws {
        #expect(try decoder.decode(Int.self, from: "<count> 12 </count>") == 12)
        #expect(try decoder.decode(String.self, from: "<name>Kim</name>") == "Kim")
    }

    @Test func userInfoReachesInitFromDecoder() throws {
        let key = CodingUserInfoKey(rawValue: "unit")!
        struct Reading: Decodable {
            let unit: String
            init(from decoder: any Decoder) throws {
                unit = decoder.userInfo[CodingUserInfoKey(rawValue: "unit")!] as? String ?? "?"
            }
        }
        let configured = XMLDecoder.underTest()
        configured.userInfo[key] = "µg/m³"
        #expect(try configured.decode(Reading.self, from: "<r/>").unit == "µg/m³")
        #expect(configured.userInfo.count == 1)
    }

    @Test func containsAndAllKeys() throws {
        struct Probe: Decodable {
            let keys: [String]
            let hasA: Bool
            let hasZ: Bool
            let hasAttribute: Bool
            init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: AnyKey.self)
                keys = container.allKeys.map(\.stringValue)
                hasA = container.contains(AnyKey("a"))
                hasZ = container.contains(AnyKey("z"))
                hasAttribute = container.contains(AnyKey("attr"))
            }
        }
        let probe = try decoder.decode(Probe.self, from: #"<p attr="1"><a/><b/><a/></p>"#)
        #expect(probe.keys == ["a", "b", "@attr"])  // attributes after children (issue 25, item 6)
        #expect(probe.hasA && probe.hasAttribute && !probe.hasZ)
    }

    @Test func mixedContentKeepsTheElementsOwnText() throws {
        struct P: Decodable {
            let text: String; let b: String; enum CodingKeys: String, CodingKey { case text = "", b }
        }
        let p = try decoder.decode(P.self, from: "<p>Hello <b>bold</b> world</p>")
        #expect(p.text == "Hello  world")
        #expect(p.b == "bold")
    }

    @Test func anElementWithChildrenIsNotAScalar() throws {
        struct R: Decodable { let a: String }
        let error = try #require(throws: DecodingError.self) { try decoder.decode(R.self, from: "<r><a><b/></a></r>") }
        guard case .typeMismatch(_, let context) = error else { Issue.record("\(error)"); return }
        #expect(context.codingPath.map(\.stringValue) == ["a"])
    }
}

/// A coding key made from any string.
struct AnyKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }
    init(_ string: String) { stringValue = string }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { return nil }
}
