// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import Xylem

// The root decoder keeps the keyed containers it made and hands one out again when nothing else
// holds it (Decoder/ContainerFrames.swift). These cases would read the wrong element if a
// container still held were handed out, and would keep every decoder (and its copy of the
// document) alive if the kept containers, which hold the decoder, were not let go at the end.
@Suite("Kept keyed containers", .bothParsers)
struct KeptContainerTests {
    enum Keys: String, CodingKey { case name }

    /// Keeps its keyed container, to read it after the decode is over.
    struct Held: Decodable {
        let container: KeyedDecodingContainer<Keys>
        let name: String
        init(from decoder: any Decoder) throws {
            container = try decoder.container(keyedBy: Keys.self)
            name = try container.decode(String.self, forKey: .name)
        }
    }

    struct Items: Decodable { let item: [Held] }

    @Test func aContainerStillHeldIsNotHandedOutAgain() throws {
        let items = try XMLDecoder.underTest().decode(
            Items.self, from: "<r><item name=\"a\"/><item name=\"b\"/><item><name>c</name></item></r>")
        #expect(items.item.map(\.name) == ["a", "b", "c"])
        // Each container still reads its own element once the decode is over.
        #expect(try items.item.map { try $0.container.decode(String.self, forKey: .name) } == ["a", "b", "c"])
    }

    /// Notes the decoder it is decoded with, weakly, in the holder passed in `userInfo`.
    final class DecoderWatch: @unchecked Sendable {
        weak var decoder: AnyObject?
        static let key = CodingUserInfoKey(rawValue: "KeptContainerTests.watch")!
    }

    struct Watched: Decodable {
        let name: String
        init(from decoder: any Decoder) throws {
            (decoder.userInfo[DecoderWatch.key] as? DecoderWatch)?.decoder = decoder as AnyObject
            name = try decoder.container(keyedBy: Keys.self).decode(String.self, forKey: .name)
        }
    }

    struct WatchedItems: Decodable { let item: [Watched] }

    @Test func theDecoderIsFreedAfterADecode() throws {
        let watch = DecoderWatch()
        let decoder = XMLDecoder.underTest()
        decoder.userInfo[DecoderWatch.key] = watch
        let items = try decoder.decode(WatchedItems.self, from: "<r><item name=\"a\"/><item name=\"b\"/></r>")
        #expect(items.item.map(\.name) == ["a", "b"])
        #expect(watch.decoder == nil)
    }

    @Test func theDecoderIsFreedAfterAFailedDecode() throws {
        let watch = DecoderWatch()
        let decoder = XMLDecoder.underTest()
        decoder.userInfo[DecoderWatch.key] = watch
        #expect(throws: DecodingError.self) {
            try decoder.decode(WatchedItems.self, from: "<r><item name=\"a\"/><item/></r>")
        }
        #expect(watch.decoder == nil)
    }

    @Test func theRecordsDecoderIsFreedAfterTheRecords() async throws {
        let watch = DecoderWatch()
        let decoder = XMLDecoder.underTest()
        decoder.userInfo[DecoderWatch.key] = watch
        var names: [String] = []
        try await decoder.decodeEach(
            Watched.self, at: "r/item", from: .string("<r><item name=\"a\"/><item name=\"b\"/></r>")
        ) { names.append($0.name) }
        #expect(names == ["a", "b"])
        #expect(watch.decoder == nil)
    }
}
