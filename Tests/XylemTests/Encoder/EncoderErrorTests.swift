// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import Xylem

/// Values XML has no place for: each is an `EncodingError.invalidValue` with the coding path and
/// a message that says how to fix the model, never output that reads back differently.
@Suite("Encoder: errors")
struct EncoderErrorTests {
    struct Geo: Codable { let lat: Double; let lon: Double }

    @Test func aContainerInAnAttributeOrTheTextIsAnError() {
        struct Place: Encodable {
            let geo: Geo
            enum CodingKeys: String, CodingKey { case geo = "@geo" }
        }
        expectEncodingError(
            path: ["@geo"], ["keyed container cannot go in the attribute \"geo\"", "write a scalar there"]
        ) {
            _ = try XMLEncoder().encode(Place(geo: Geo(lat: 1, lon: 2)), root: "place")
        }
        struct Tags: Encodable {
            let tags: [String]
            enum CodingKeys: String, CodingKey { case tags = "" }
        }
        expectEncodingError(path: [""], ["unkeyed container (a list) cannot go in the text key"]) {
            _ = try XMLEncoder().encode(Tags(tags: ["a"]), root: "t")
        }
    }

    @Test func anUndeclaredPrefixIsAnErrorThatNamesIt() {
        struct Episode: Encodable {
            let duration: Int
            enum CodingKeys: String, CodingKey { case duration = "itunes:duration" }
        }
        struct Channel: Encodable { let item: [Episode] }
        expectEncodingError(
            path: ["item", "Index 0", "itunes:duration"], ["prefix \"itunes\"", "xmlns:itunes", "rootAttributes"]
        ) {
            _ = try XMLEncoder().encode(Channel(item: [Episode(duration: 1)]), root: "channel")
        }
        let encoder = XMLEncoder()
        encoder.rootAttributes = ["xmlns:itunes": "http://www.itunes.com/dtds/podcast-1.0.dtd"]
        #expect(throws: Never.self) { try encoder.encode(Channel(item: [Episode(duration: 1)]), root: "channel") }
    }

    @Test func aDeclarationOnAnElementCoversItsDescendantsOnly() throws {
        struct Inner: Encodable {
            let value: Int
            enum CodingKeys: String, CodingKey { case value = "x:value" }
        }
        struct Outer: Encodable {
            let ns: String
            let inner: Inner
            enum CodingKeys: String, CodingKey { case ns = "@xmlns:x", inner }
        }
        struct Root: Encodable {
            let outer: Outer
            let after: Inner
        }
        #expect(
            try XMLEncoder().parsed(Outer(ns: "urn:x", inner: Inner(value: 1)), root: "outer").child("inner").child(
                "x:value"
            ).text == "1")
        expectEncodingError(path: ["after", "x:value"], ["prefix \"x\""]) {
            _ = try XMLEncoder().encode(
                Root(outer: Outer(ns: "urn:x", inner: Inner(value: 1)), after: Inner(value: 2)), root: "root")
        }
    }

    @Test func anEmptyOptionalArrayWithoutAWrapperIsAnError() throws {
        struct Post: Codable, Equatable { let tag: [String]? }
        expectEncodingError(path: ["tag"], ["reads back as nil", ".wrapper(\"tag\")"]) {
            _ = try XMLEncoder().encode(Post(tag: []), root: "post")
        }
        #expect(try roundTrip(Post(tag: nil), root: "post") == Post(tag: nil))
        #expect(try roundTrip(Post(tag: ["a"]), root: "post") == Post(tag: ["a"]))

        let wrapped = XMLEncoder()
        wrapped.listHints = [.wrapper("tag")]
        let decoder = XMLDecoder.underTest()
        decoder.listHints = [.wrapper("tag")]
        #expect(try roundTrip(Post(tag: []), root: "post", encoder: wrapped, decoder: decoder) == Post(tag: []))
    }

    @Test func aValueThatWritesNothingAtTheRootIsAnError() {
        struct Silent: Encodable {
            func encode(to encoder: any Encoder) throws { _ = encoder.singleValueContainer() }
        }
        expectEncodingError(path: [], ["wrote nothing", "root element"]) {
            _ = try XMLEncoder().encode(Silent(), root: "r")
        }
    }

    @Test func aSingleValueWrittenTwiceIsAnError() {
        struct Twice: Encodable {
            func encode(to encoder: any Encoder) throws {
                var container = encoder.singleValueContainer()
                try container.encode(1)
                try container.encode(2)
            }
        }
        expectEncodingError(path: ["value"], ["written twice"]) {
            _ = try XMLEncoder().encode(["value": Twice()], root: "r")
        }
    }

    @Test func aContainerUsedAfterItsElementEndedIsAnError() {
        struct Late: Encodable {
            enum Keys: String, CodingKey { case a, b }
            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: Keys.self)
                var first = container.nestedContainer(keyedBy: Keys.self, forKey: .a)
                _ = container.nestedContainer(keyedBy: Keys.self, forKey: .b)
                try container.encode(1, forKey: .b)
                try first.encode(2, forKey: .b)
            }
        }
        expectEncodingError(path: ["a"], ["after its element ended", "nested container before the next key"]) {
            _ = try XMLEncoder().encode(Late(), root: "r")
        }
    }

    @Test func anEnumInAListWritesOneCase() {
        enum Odd: Encodable {
            case value
            enum Keys: String, CodingKey { case a, b }
            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: Keys.self)
                _ = container.nestedContainer(keyedBy: Keys.self, forKey: .a)
                try container.encode(1, forKey: .b)
            }
        }
        expectEncodingError(path: ["Index 0"], ["written as its case element", "one case only"]) {
            _ = try XMLEncoder().encode([Odd.value], root: "r")
        }
    }

    @Test func rootAttributesAreChecked() {
        let encoder = XMLEncoder()
        encoder.rootAttributes = ["bad name": "x"]
        expectEncodingError(path: [], ["\"bad name\" is not an XML attribute name"]) {
            _ = try encoder.encode(1, root: "r")
        }
        encoder.rootAttributes = ["note": "a\u{1}b"]
        expectEncodingError(path: [], ["U+0001"]) { _ = try encoder.encode(1, root: "r") }
        encoder.rootAttributes = ["xmlns:itunes": "urn:other"]
        encoder.namespaceStrategy = .mapURIs(["http://www.itunes.com/dtds/podcast-1.0.dtd": "itunes"])
        expectEncodingError(path: [], ["binds \"itunes\" to \"urn:other\""]) { _ = try encoder.encode(1, root: "r") }
    }

    @Test func anErrorStopsTheEncodeAndTheEncoderCanGoOn() throws {
        let encoder = XMLEncoder()
        expectEncodingError(path: ["Index 1"], ["U+0000"]) { _ = try encoder.encode(["a", "\u{0}"], root: "r") }
        #expect(try encoder.parsed(["a", "b"], root: "r").children.map(\.text) == ["a", "b"])
    }
}
