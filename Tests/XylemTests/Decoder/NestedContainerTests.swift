// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
@testable import Xylem

/// Nested containers get a decoder of their own, which is handed out again once nothing holds
/// it (Decoder/Nesting.swift): containers alive at once keep their own values and coding paths,
/// and one made after another was released starts as a new one.
@Suite("Nested containers", .bothParsers)
struct NestedContainerTests {
    /// Reads two nested containers of one keyed container, the second before the first.
    struct Pair: Decodable {
        let first: String, second: String
        let firstPath: [String], secondPath: [String]

        enum Keys: String, CodingKey { case first, second }
        enum Inner: String, CodingKey { case value }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: Keys.self)
            let one = try container.nestedContainer(keyedBy: Inner.self, forKey: .first)
            let two = try container.nestedContainer(keyedBy: Inner.self, forKey: .second)
            second = try two.decode(String.self, forKey: .value)
            first = try one.decode(String.self, forKey: .value)
            firstPath = one.codingPath.map(\.stringValue)
            secondPath = two.codingPath.map(\.stringValue)
        }
    }

    enum Shape: Decodable, Equatable {
        case circle(r: Int)
        case square(side: Int)
    }

    @Test func containersAliveAtOnceKeepTheirOwnValuesAndPaths() throws {
        let xml = "<root><first><value>1</value></first><second><value>2</value></second></root>"
        let pair = try XMLDecoder.underTest().decode(Pair.self, from: Data(xml.utf8))
        #expect(pair.first == "1")
        #expect(pair.second == "2")
        #expect(pair.firstPath == ["first"])
        #expect(pair.secondPath == ["second"])
    }

    @Test func eachChoiceOfAListReadsItsOwnCase() throws {
        let xml = #"<shapes><circle r="1"/><square side="2"/><circle r="3"/></shapes>"#
        let shapes = try XMLDecoder.underTest().decode([Shape].self, from: Data(xml.utf8))
        #expect(shapes == [.circle(r: 1), .square(side: 2), .circle(r: 3)])
    }

    @Test func anErrorInALaterChoiceHasThatItemsPath() throws {
        let xml = #"<shapes><circle r="1"/><square side="2"/><circle r="x"/></shapes>"#
        let error = try #require(throws: DecodingError.self) {
            try XMLDecoder.underTest().decode([Shape].self, from: Data(xml.utf8))
        }
        guard case .dataCorrupted(let context) = error else {
            Issue.record("expected dataCorrupted, got \(error)")
            return
        }
        #expect(context.codingPath.first?.intValue == 2)
        #expect(context.codingPath.dropFirst().map(\.stringValue) == ["circle", "r"])
    }
}
