// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import Xylem

/// Issue 25, item 1: an unkeyed container that fails to decode an item stays on that item, as
/// JSONDecoder's does (`currentIndex` moves only on success), so the lossy-array idiom keeps
/// every good item.
@Suite("Unkeyed containers move only on success", .bothParsers)
struct LossyArrayTests {
    /// Anything: what a lossy loop decodes to step over an item it cannot read.
    struct Skip: Decodable {}

    /// The common lossy-array idiom.
    struct Lossy<T: Decodable>: Decodable {
        var values: [T] = []
        init(from decoder: any Decoder) throws {
            var container = try decoder.unkeyedContainer()
            while !container.isAtEnd {
                if let value = try? container.decode(T.self) {
                    values.append(value)
                } else {
                    _ = try? container.decode(Skip.self)
                }
            }
        }
    }

    struct Doc: Decodable {
        let v: Lossy<Int>
    }

    static let items = "<v>10</v><v>ten</v><v>25</v><v>40</v>"

    @Test func aFailedItemStaysCurrentAtTheRoot() throws {
        #expect(
            try XMLDecoder.underTest().decode(Lossy<Int>.self, from: "<r>\(Self.items)</r>").values == [10, 25, 40])
    }

    @Test func aFailedItemStaysCurrentInAPropertyAndAnArrayItem() throws {
        // In a property, the wrapper type is one element whose unkeyed container reads its children.
        #expect(
            try XMLDecoder.underTest().decode(Doc.self, from: "<r><v>\(Self.items)</v></r>").v.values == [10, 25, 40])
        struct Rows: Decodable { let row: [Lossy<Int>] }
        let rows = try XMLDecoder.underTest().decode(
            Rows.self, from: "<r><row>\(Self.items)</row><row><v>1</v><v>x</v></row></r>")
        #expect(rows.row.map(\.values) == [[10, 25, 40], [1]])
    }

    @Test func theIndexMovesOnlyOnSuccess() throws {
        struct Probe: Decodable {
            var indexes: [Int] = []
            init(from decoder: any Decoder) throws {
                var container = try decoder.unkeyedContainer()
                indexes.append(container.currentIndex)
                _ = try? container.decode(Int.self)  // "x": fails, stays
                indexes.append(container.currentIndex)
                _ = try? container.nestedContainer(keyedBy: AnyKey.self)  // an element: moves
                indexes.append(container.currentIndex)
                _ = try? container.decode(Int.self)  // 7: moves
                indexes.append(container.currentIndex)
                #expect(container.isAtEnd)
            }
        }
        #expect(try XMLDecoder.underTest().decode(Probe.self, from: "<r><a>x</a><b>7</b></r>").indexes == [0, 0, 1, 2])
    }

    @Test func aFailedItemStillReportsItsIndex() throws {
        let error = try #require(throws: DecodingError.self) {
            try XMLDecoder.underTest().decode([Int].self, from: "<r><v>1</v><v>x</v></r>")
        }
        #expect(ExamplesTests.context(of: error)?.codingPath.map(\.stringValue) == ["Index 1"])
    }
}
