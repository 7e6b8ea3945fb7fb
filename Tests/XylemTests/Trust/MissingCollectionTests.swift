// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import Xylem

/// Issue 25, item 2: a collection whose key names nothing is empty, unless the element has a
/// child or attribute that nearly spells the key: then a typo is a `keyNotFound` error that
/// names the near miss. `MissingCollectionDecodingStrategy.throw` makes every missing collection one.
@Suite("Missing collections", .bothParsers)
struct MissingCollectionTests {
    struct Segment: Decodable { let trkpts: [Point] }
    struct Point: Decodable { let lat: Double }

    static let segment = #"<trkseg><trkpt lat="1"/><trkpt lat="2"/></trkseg>"#

    @Test(arguments: Position.allCases)
    func aTypoBesideTheElementsIsAnError(position: Position) throws {
        let error = try #require(throws: DecodingError.self) {
            try position.decode(Segment.self, "<v>\(Self.segment.dropFirst(8).dropLast(9))</v>")
        }
        guard case .keyNotFound(let key, let context) = error else { Issue.record("\(error)"); return }
        #expect(key.stringValue == "trkpts")
        #expect(context.codingPath.map(\.stringValue) == position.path)
        #expect(context.debugDescription.contains("<trkpt>"))
        #expect(context.debugDescription.contains("use the key \"trkpt\""))
    }

    @Test(arguments: [
        ("<r><Item>1</Item></r>", "item"),  // case
        ("<ns:r xmlns:ns='urn:n'><ns:item>1</ns:item></ns:r>", "item"),  // the owner's prefix, left out
        ("<r><line_item>1</line_item></r>", "lineItem"),  // separators
        ("<r><entry>1</entry></r>", "entries"),  // singular and plural
        ("<r><entries>1</entries></r>", "entry"),
        ("<r><categry>1</categry></r>", "category"),  // one letter
        ("<r code=\"1\"/>", "codes"),  // an attribute
    ])
    func nearMissesOfEveryKindAreErrors(xml: String, key: String) throws {
        let error = try #require(throws: DecodingError.self) {
            try XMLDecoder.underTest().decode(Keyed<[Int]>.self, from: xml, key: key)
        }
        guard case .keyNotFound = error else { Issue.record("\(error)"); return }
    }

    @Test func withNoNearMissAMissingCollectionIsEmpty() throws {
        #expect(
            try XMLDecoder.underTest().decode(Keyed<[Int]>.self, from: "<r><title>x</title><id>2</id></r>", key: "tag")
                .value
                == [])
        // Short names are not one letter from anything.
        #expect(try XMLDecoder.underTest().decode(Keyed<[Int]>.self, from: "<r><ab>1</ab></r>", key: "ac").value == [])
        // Names that differ in a digit are numbered fields, not typos of each other.
        #expect(
            try XMLDecoder.underTest().decode(Keyed<[Int]>.self, from: "<r><elTime2>1</elTime2></r>", key: "elTime1")
                .value == [])
        #expect(
            try XMLDecoder.underTest().decode(Keyed<[Int]>.self, from: "<r><line>1</line></r>", key: "line2").value
                == [])
        #expect(
            try XMLDecoder.underTest().decode(Keyed<[Int]>.self, from: "<r><phone10>1</phone10></r>", key: "phone1")
                .value == [])
        // An optional collection is nil, near miss or not.
        #expect(
            try XMLDecoder.underTest().decode(Keyed<[Int]?>.self, from: "<r><trkpt>1</trkpt></r>", key: "trkpts").value
                == nil)
    }

    @Test func theThrowStrategyMakesEveryMissingCollectionAnError() throws {
        let decoder = XMLDecoder.underTest()
        decoder.missingCollectionDecodingStrategy = .throw
        let error = try #require(throws: DecodingError.self) {
            try decoder.decode(Keyed<[Int]>.self, from: "<r><title>x</title></r>", key: "tag")
        }
        guard case .keyNotFound(let key, let context) = error else { Issue.record("\(error)"); return }
        #expect(key.stringValue == "tag")
        #expect(context.codingPath.isEmpty)
        #expect(context.debugDescription.contains("missingCollectionDecodingStrategy"))
        // Present lists and optional lists are unaffected.
        #expect(try decoder.decode(Keyed<[Int]>.self, from: "<r><tag>1</tag></r>", key: "tag").value == [1])
        #expect(try decoder.decode(Keyed<[Int]?>.self, from: "<r/>", key: "tag").value == nil)
    }
}

/// A value of `T` read with one key chosen at run time (through `userInfo`).
struct Keyed<T: Decodable>: Decodable {
    static var keyInfo: CodingUserInfoKey { CodingUserInfoKey(rawValue: "key")! }
    let value: T
    init(from decoder: any Decoder) throws {
        let key = AnyKey(decoder.userInfo[Self.keyInfo] as! String)
        value = try decoder.container(keyedBy: AnyKey.self).decode(T.self, forKey: key)
    }
}

extension XMLDecoder {
    /// Decodes `Keyed<T>`, its key `key`.
    func decode<T>(_ type: Keyed<T>.Type, from xml: String, key: String) throws -> Keyed<T> {
        userInfo[Keyed<T>.keyInfo] = key
        return try decode(type, from: xml)
    }
}
