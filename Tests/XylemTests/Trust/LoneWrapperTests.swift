// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import Xylem

/// Issue 25, item 3: a list wrapper read as one item is an error that names the list hint,
/// never a list with the wrong count; a type that reads the wrapper's children is one item.
@Suite("A lone list wrapper", .bothParsers)
struct LoneWrapperTests {
    struct Thing: Decodable, Equatable { let a: String? }
    struct Doc: Decodable { let things: [Thing] }

    static let things = #"<things><thing/><thing a="x"/><thing/></things>"#

    @Test(arguments: Position.allCases)
    func aWrapperReadAsTheOnlyItemIsAnError(position: Position) throws {
        let error = try #require(throws: DecodingError.self) { try position.decode(Doc.self, "<v>\(Self.things)</v>") }
        guard case .typeMismatch(_, let context) = error else { Issue.record("\(error)"); return }
        #expect(context.codingPath.map(\.stringValue) == position.path + ["things"])
        #expect(context.debugDescription.contains(#"listHints = [.wrapper("things")]"#))
        #expect(context.debugDescription.contains("3 children <thing>"))
    }

    /// Issue 36, item 1: an attribute the wrapper lacks and its empty text are nothing read.
    struct Valued: Decodable, Equatable {
        let a: String?
        let value: String
        enum CodingKeys: String, CodingKey { case a = "@a", value = "" }
    }
    struct ValuedDoc: Decodable { let things: [Valued] }

    @Test(arguments: Position.allCases)
    func readingAnAbsentAttributeAndEmptyTextIsReadingNothing(position: Position) throws {
        let error = try #require(throws: DecodingError.self) {
            try position.decode(ValuedDoc.self, "<v>\(Self.things)</v>")
        }
        guard case .typeMismatch(_, let context) = error else { Issue.record("\(error)"); return }
        #expect(context.codingPath.map(\.stringValue) == position.path + ["things"])
        #expect(context.debugDescription.contains(#"listHints = [.wrapper("things")]"#))
        // The hint it names reads the three things.
        let decoder = XMLDecoder.underTest()
        decoder.listHints = [.wrapper("things")]
        #expect(
            try position.decode(ValuedDoc.self, "<v>\(Self.things)</v>", with: decoder).things
                == [Valued(a: nil, value: ""), Valued(a: "x", value: ""), Valued(a: nil, value: "")])
    }

    @Test(arguments: Position.allCases)
    func textAloneIsReadingNothingOfAWrapper(position: Position) throws {
        struct Text: Decodable { let value: String; enum CodingKeys: String, CodingKey { case value = "" } }
        struct Texts: Decodable { let things: [Text] }
        #expect(throws: DecodingError.self) { try position.decode(Texts.self, "<v>\(Self.things)</v>") }
    }

    @Test func theHintReadsTheThreeThings() throws {
        let decoder = XMLDecoder.underTest()
        decoder.listHints = [.wrapper("things")]
        #expect(
            try decoder.decode(Doc.self, from: "<r>\(Self.things)</r>").things == [
                Thing(a: nil), Thing(a: "x"), Thing(a: nil),
            ])
    }

    @Test func anItemTypeThatReadsTheChildrenIsOneItem() throws {
        struct Things: Decodable { let thing: [Thing] }
        struct Outer: Decodable { let things: [Things] }
        let outer = try XMLDecoder.underTest().decode(Outer.self, from: "<r>\(Self.things)</r>")
        #expect(outer.things.map(\.thing.count) == [3])
        // A dictionary reads them too.
        struct Dictionaries: Decodable { let things: [[String: [String]]] }
        #expect(try XMLDecoder.underTest().decode(Dictionaries.self, from: "<r>\(Self.things)</r>").things.count == 1)
    }

    @Test func anItemTypeThatReadsAnAttributeIsOneItem() throws {
        struct Track: Decodable, Equatable { let id: Int }
        struct Tracks: Decodable { let trk: [Track] }
        #expect(
            try XMLDecoder.underTest().decode(Tracks.self, from: #"<r><trk id="5"><pt/><pt/></trk></r>"#).trk == [
                Track(id: 5)
            ])
    }

    @Test func oneChildIsAWrapperOnlyWhenNamedAsTheSingular() throws {
        // `<entries><entry/></entries>`: the plural wraps the singular.
        struct Entry: Decodable { let a: String? }
        struct Feed: Decodable { let entries: [Entry] }
        #expect(throws: DecodingError.self) {
            try XMLDecoder.underTest().decode(Feed.self, from: "<r><entries><entry/></entries></r>")
        }
        // One child of another name, unread: an item that ignores a field.
        struct Item: Decodable, Equatable { let title: String? }
        struct Channel: Decodable { let item: [Item] }
        #expect(
            try XMLDecoder.underTest().decode(Channel.self, from: "<r><item><guid>1</guid></item></r>").item == [
                Item(title: nil)
            ]
        )
    }

    @Test func otherShapesAreNotWatched() throws {
        // Two runs, children of several names, text: ordinary items.
        #expect(
            try XMLDecoder.underTest().decode(Doc.self, from: "<r>\(Self.things)\(Self.things)</r>").things.count == 2)
        #expect(
            try XMLDecoder.underTest().decode(Doc.self, from: #"<r><things a="1"><b/><c/></things></r>"#).things == [
                Thing(a: "1")
            ])
        // A .listItem hint says it is an item.
        let decoder = XMLDecoder.underTest()
        decoder.listHints = [.listItem("things")]
        #expect(try decoder.decode(Doc.self, from: "<r>\(Self.things)</r>").things == [Thing(a: nil)])
    }
}
