// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
@testable import Xylem

// An array of same-named siblings is built with its length reserved (Decoder/ArrayDecoding.swift):
// one buffer of the right size instead of a copy at every doubling.
@Suite struct ArrayCapacityTests {
    private static func document(items: Int) -> String {
        "<list>" + (0 ..< items).map { "<n>\($0)</n>" }.joined() + "</list>"
    }

    @Test(arguments: XMLDecoder.Parser.allCases)
    func siblingsFillAnArrayOfTheirExactLength(parser: XMLDecoder.Parser) throws {
        struct List: Decodable { let n: [Int] }
        let decoder = XMLDecoder.underTest()
        decoder.parser = parser
        // 1,025 items: grown by doubling, the buffer would hold about 2,000.
        let list = try decoder.decode(List.self, from: Self.document(items: 1_025))
        #expect(list.n == Array(0 ..< 1_025))
        #expect(list.n.capacity < 1_100)
        // Optional arrays and arrays of arrays' items go the same way.
        struct Maybe: Decodable { let n: [Int]? }
        #expect(try decoder.decode(Maybe.self, from: Self.document(items: 3)).n == [0, 1, 2])
    }

    @Test func anItemThatFailsStopsTheArrayWithItsIndexInThePath() throws {
        struct List: Decodable { let n: [Int] }
        let text = "<list><n>1</n><n>2</n><n>x</n></list>"
        let error = try #require(throws: DecodingError.self) {
            try XMLDecoder.underTest().decode(List.self, from: text)
        }
        guard case .dataCorrupted(let context) = error else { Issue.record("\(error)"); return }
        #expect(context.codingPath.map(\.stringValue) == ["n", "Index 2"])
        #expect(context.debugDescription.contains("line 1"))
    }

    /// Items are written into the array's storage as they are decoded: when one fails, those
    /// before it are released, and none is released twice.
    @Test func itemsBeforeAFailingOneAreReleased() throws {
        final class Item: Decodable {
            nonisolated(unsafe) static var live = 0
            let value: Int
            init(from decoder: any Decoder) throws {
                value = try decoder.singleValueContainer().decode(Int.self)
                Item.live += 1
            }
            deinit { Item.live -= 1 }
        }
        struct List: Decodable { let n: [Item] }
        #expect(throws: DecodingError.self) {
            try XMLDecoder.underTest().decode(List.self, from: "<list><n>1</n><n>2</n><n>x</n><n>4</n></list>")
        }
        #expect(Item.live == 0)
        let list = try XMLDecoder.underTest().decode(List.self, from: "<list><n>1</n><n>2</n></list>")
        #expect(Item.live == 2 && list.n.map(\.value) == [1, 2])
    }
}
