// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import Xylem

/// Issue 36, item 4: names in different namespaces are different elements, never near misses
/// of each other, neither for the rule that makes an absent collection an error nor for the
/// key errors' hints. (A key without a prefix beside the same name with its owner's prefix is
/// still one: the model that forgot the document's prefix.)
@Suite("Near misses across namespaces", .bothParsers)
struct NamespaceNearMissTests {
    static let itunes = "http://www.itunes.com/dtds/podcast-1.0.dtd"
    static let wordpress = "http://wordpress.org/export/1.2/"

    /// A podcast feed: `<itunes:category>` and `<category>`, no `<wp:category>`.
    static let feed = """
        <rss version="2.0" xmlns:itunes="\(itunes)" xmlns:wp="\(wordpress)">
          <channel>
            <title>Show</title>
            <itunes:author>Kim</itunes:author>
            <itunes:category text="Technology"><itunes:category text="Podcasting"/></itunes:category>
            <item><title>Episode 1</title><itunes:duration>12:00</itunes:duration></item>
          </channel>
        </rss>
        """

    struct ITunesCategory: Decodable, Equatable {
        let text: String
        enum CodingKeys: String, CodingKey { case text = "@text" }
    }
    struct WPCategory: Decodable, Equatable { let name: String }
    struct Item: Decodable { let title: String }
    struct Channel: Decodable {
        let title: String
        let itunesCategories: [ITunesCategory]
        let wpCategories: [WPCategory]
        let categories: [String]
        let items: [Item]
        enum CodingKeys: String, CodingKey {
            case title, itunesCategories = "itunes:category", wpCategories = "wp:category", categories = "category",
                items = "item"
        }
    }
    struct RSS: Decodable { let channel: Channel }

    @Test func anAbsentCollectionBesideTheSameNameInAnotherNamespaceIsEmpty() throws {
        let channel = try XMLDecoder.underTest().decode(RSS.self, from: Self.feed).channel
        #expect(channel.itunesCategories == [ITunesCategory(text: "Technology")])
        #expect(channel.wpCategories.isEmpty)
        #expect(channel.categories.isEmpty)
        #expect(channel.items.map(\.title) == ["Episode 1"])
    }

    @Test func aPrefixedKeyBesideTheUnprefixedNameIsEmpty() throws {
        // RSS's own <category>, and no <itunes:category>.
        let xml =
            "<rss xmlns:itunes='\(Self.itunes)'><channel><title>Show</title><category>Arts</category></channel></rss>"
        let channel = try XMLDecoder.underTest().decode(RSS.self, from: xml).channel
        #expect(channel.itunesCategories.isEmpty)
        #expect(channel.categories == ["Arts"])
    }

    @Test(arguments: Position.allCases)
    func theSameAtTheRootInAPropertyAndInAnArrayItem(position: Position) throws {
        let channel = "<v xmlns:itunes='\(Self.itunes)'><title>Show</title><itunes:category text='Arts'/></v>"
        #expect(try position.decode(Channel.self, channel).wpCategories.isEmpty)
    }

    @Test func underMapURIsTheNamespaceDecidesNotThePrefixWritten() throws {
        // The document writes `i:` for iTunes; the keys say `itunes:` and `wp:`.
        let xml = """
            <rss xmlns:i="\(Self.itunes)"><channel><title>Show</title>\
            <i:category text="Arts"/></channel></rss>
            """
        let decoder = XMLDecoder.underTest()
        decoder.namespaceStrategy = .mapURIs([Self.itunes: "itunes", Self.wordpress: "wp"])
        let channel = try decoder.decode(RSS.self, from: xml).channel
        #expect(channel.itunesCategories == [ITunesCategory(text: "Arts")])
        #expect(channel.wpCategories.isEmpty)
        // A typo within one namespace is still caught: `itunes:categorys` beside <i:category>.
        struct Typo: Decodable {
            let categories: [ITunesCategory]
            enum CodingKeys: String, CodingKey { case categories = "itunes:categorys" }
        }
        struct Feed: Decodable { let channel: Typo }
        let error = try #require(throws: DecodingError.self) { try decoder.decode(Feed.self, from: xml) }
        guard case .keyNotFound(let key, _) = error else { Issue.record("\(error)"); return }
        #expect(key.stringValue == "itunes:categorys")
    }

    @Test func aTypoWithinTheKeysNamespaceIsStillAnError() throws {
        struct Typo: Decodable {
            let categories: [ITunesCategory]
            enum CodingKeys: String, CodingKey { case categories = "itunes:categories" }
        }
        struct Feed: Decodable { let channel: Typo }
        let error = try #require(throws: DecodingError.self) {
            try XMLDecoder.underTest().decode(Feed.self, from: Self.feed)
        }
        guard case .keyNotFound(_, let context) = error else { Issue.record("\(error)"); return }
        #expect(context.debugDescription.contains(#"use the key "itunes:category""#))
    }

    @Test func aKeyThatForgotTheDocumentsPrefixIsStillAnError() throws {
        // Every element of the document has the prefix; the model has none.
        struct Points: Decodable { let trkpt: [Int] }
        let error = try #require(throws: DecodingError.self) {
            try XMLDecoder.underTest().decode(
                Points.self, from: "<g:trkseg xmlns:g='urn:gpx'><g:trkpt>1</g:trkpt></g:trkseg>")
        }
        guard case .keyNotFound(_, let context) = error else { Issue.record("\(error)"); return }
        #expect(context.debugDescription.contains(#"use the key "g:trkpt", or set namespaceStrategy = .stripPrefixes"#))
    }

    @Test func aKeyErrorNeverSuggestsANameOfAnotherNamespace() throws {
        struct Author: Decodable {
            let author: String
            enum CodingKeys: String, CodingKey { case author = "wp:author" }
        }
        struct Feed: Decodable { let channel: Author }
        let error = try #require(throws: DecodingError.self) {
            try XMLDecoder.underTest().decode(Feed.self, from: Self.feed)
        }
        guard case .keyNotFound(let key, let context) = error else { Issue.record("\(error)"); return }
        #expect(key.stringValue == "wp:author")
        // It lists what <channel> has, and suggests none of it.
        #expect(!context.debugDescription.contains("use the key"))
        #expect(context.debugDescription.contains("its children are <title>, <itunes:author>"))
        // Nor a name without a prefix for a key with one, nor an attribute of another namespace.
        struct Text: Decodable {
            let text: String
            enum CodingKeys: String, CodingKey { case text = "@wp:text" }
        }
        let attribute = try #require(throws: DecodingError.self) {
            try XMLDecoder.underTest().decode(
                Text.self, from: "<c xmlns:itunes='\(Self.itunes)' itunes:text='a' text='b'/>")
        }
        guard case .keyNotFound(_, let attributeContext) = attribute else { Issue.record("\(attribute)"); return }
        #expect(!attributeContext.debugDescription.contains("use the key"))
        struct Title: Decodable {
            let title: String
            enum CodingKeys: String, CodingKey { case title = "itunes:title" }
        }
        let unprefixed = try #require(throws: DecodingError.self) {
            try XMLDecoder.underTest().decode(Title.self, from: "<c><title>a</title></c>")
        }
        guard case .keyNotFound(_, let unprefixedContext) = unprefixed else { Issue.record("\(unprefixed)"); return }
        #expect(!unprefixedContext.debugDescription.contains("use the key"))
    }
}
