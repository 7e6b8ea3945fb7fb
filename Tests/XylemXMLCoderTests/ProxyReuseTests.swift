// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

// The compatibility layer hands out its keyed containers and encoders again once nothing holds
// them (EncodingContext.keyedContainer, DecodingContext.keyedContainer), and gives Xylem keys
// that fit an existential's inline buffer. These check that a container still in use is never
// handed out again: values of one type nested in each other, two containers of one value at
// once, and a container kept past its value. Not part of XMLCoder's ported suite.
import Foundation
import Testing

@testable import XylemXMLCoder

@Suite struct ProxyReuseTests {
    /// A tree: each node's container is alive while its children, of the same key type, write.
    struct Tree: Codable, Equatable {
        let name: String
        let children: [Tree]
        let weight: Double?
    }

    /// Writes and reads its keys through two containers of one key type, open at once.
    struct Pair: Codable, Equatable {
        let left: Int
        let right: String

        enum CodingKeys: String, CodingKey { case left, right }

        init(left: Int, right: String) {
            self.left = left
            self.right = right
        }

        init(from decoder: any Decoder) throws {
            let first = try decoder.container(keyedBy: CodingKeys.self)
            let second = try decoder.container(keyedBy: CodingKeys.self)
            left = try first.decode(Int.self, forKey: .left)
            right = try second.decode(String.self, forKey: .right)
        }

        func encode(to encoder: any Encoder) throws {
            var first = encoder.container(keyedBy: CodingKeys.self)
            var second = encoder.container(keyedBy: CodingKeys.self)
            try first.encode(left, forKey: .left)
            try second.encode(right, forKey: .right)
        }
    }

    /// Keeps its container after `encode(to:)` returns (in a box the test holds), so that box
    /// may not be handed to the next value.
    final class Keeper: @unchecked Sendable {
        var containers: [KeyedEncodingContainer<Pair.CodingKeys>] = []
    }

    struct Kept: Encodable {
        let pair: Pair
        let keeper: Keeper

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Pair.CodingKeys.self)
            try container.encode(pair.left, forKey: .left)
            try container.encode(pair.right, forKey: .right)
            keeper.containers.append(container)
        }
    }

    static let tree = Tree(
        name: "root",
        children: [
            Tree(name: "a", children: [Tree(name: "a1", children: [], weight: 1.5)], weight: nil),
            Tree(
                name: "b",
                children: [
                    Tree(name: "b1", children: [], weight: nil),
                    Tree(name: "b2", children: [Tree(name: "b21", children: [], weight: -2)], weight: 3),
                ], weight: 0.25),
        ], weight: 42)

    @Test func nestedValuesOfOneTypeRoundTrip() throws {
        let encoder = XMLEncoder()
        encoder.nodeEncodingStrategy = .custom { _, _ in { $0.stringValue == "name" ? .attribute : .element } }
        let data = try encoder.encode(Self.tree, withRootKey: "tree")
        let xml = String(decoding: data, as: UTF8.self)
        #expect(xml.hasPrefix(#"<tree name="root"><children name="a"><children name="a1">"#))
        let decoder = XMLDecoder()
        decoder.nodeDecodingStrategy = .custom { _, _ in { $0.stringValue == "name" ? .attribute : .element } }
        #expect(try decoder.decode(Tree.self, from: data) == Self.tree)
    }

    @Test func twoContainersOfOneValueAtOnce() throws {
        let pairs = [Pair(left: 1, right: "one"), Pair(left: 2, right: "two"), Pair(left: 3, right: "three")]
        let data = try XMLEncoder().encode(pairs, withRootKey: "pairs")
        #expect(
            String(decoding: data, as: UTF8.self)
                == "<pairs><pairs><left>1</left><right>one</right></pairs><pairs><left>2</left><right>two</right></pairs><pairs><left>3</left><right>three</right></pairs></pairs>"
        )
        #expect(try XMLDecoder().decode([Pair].self, from: data) == pairs)
    }

    @Test func aContainerKeptPastItsValueIsNotHandedOutAgain() throws {
        let keeper = Keeper()
        let values = (0 ..< 4).map { Kept(pair: Pair(left: $0, right: "v\($0)"), keeper: keeper) }
        let data = try XMLEncoder().encode(values, withRootKey: "kept")
        #expect(try XMLDecoder().decode([Pair].self, from: data) == values.map(\.pair))
        #expect(keeper.containers.count == 4)
    }

    /// Writes its attributes in an order that depends on its value, under keys with and
    /// without an integer, so that the attribute keys kept per key type
    /// (`KeyedEncodingState.attributeKey`) are found out of order too.
    struct Shuffled: Encodable {
        let id: Int

        struct Key: CodingKey {
            let stringValue: String
            let intValue: Int?
            init(stringValue: String) { (self.stringValue, intValue) = (stringValue, nil) }
            init(intValue: Int) { (stringValue, self.intValue) = ("n\(intValue)", intValue) }
            init(_ string: String, _ int: Int?) { (stringValue, intValue) = (string, int) }
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Key.self)
            let keys = [Key("a", nil), Key("b", nil), Key("c", 3), Key("d", nil)]
            for offset in 0 ..< keys.count {
                let key = keys[(offset + id) % keys.count]
                try container.encode("\(key.stringValue)\(id)", forKey: key)
            }
            try container.encode(id, forKey: Key("e\(id)", nil))
        }
    }

    @Test func attributeKeysKeptPerKeyTypeFollowTheKeys() throws {
        let encoder = XMLEncoder()
        encoder.nodeEncodingStrategy = .custom { _, _ in { $0.stringValue == "d" ? .element : .attribute } }
        let data = try encoder.encode((0 ..< 5).map(Shuffled.init), withRootKey: "all")
        let xml = String(decoding: data, as: UTF8.self)
        #expect(xml.contains(#"<all a="a0" b="b0" c="c0" e0="0"><d>d0</d></all>"#))
        #expect(xml.contains(#"<all b="b1" c="c1" a="a1" e1="1"><d>d1</d></all>"#))
        #expect(xml.contains(#"<all c="c2" a="a2" b="b2" e2="2"><d>d2</d></all>"#))
        #expect(xml.contains(#"<all a="a3" b="b3" c="c3" e3="3"><d>d3</d></all>"#))
        #expect(xml.contains(#"<all a="a4" b="b4" c="c4" e4="4"><d>d4</d></all>"#))
    }

    /// Xylem takes each key as `any CodingKey`: a key larger than the inline buffer (three
    /// words) would be copied into a heap box each time.
    @Test func xylemKeysFitAnExistentialsInlineBuffer() {
        #expect(MemoryLayout<XMLKey>.size <= 3 * MemoryLayout<Int>.size)
        for value in [nil, 0, 7, -1, Int.max] as [Int?] {
            #expect(XMLKey(stringValue: "k", intValue: value).intValue == value)
        }
    }
}
