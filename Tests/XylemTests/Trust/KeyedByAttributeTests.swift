// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import Xylem

/// Issue 25, item 9: a dictionary keyed by an attribute value has one documented way (an entry
/// type, Xylem.docc/Mapping.md "Dictionaries keyed by an attribute"), and the naive attempt's error
/// points to it.
@Suite("Dictionaries keyed by an attribute", .bothParsers)
struct KeyedByAttributeTests {
    static let xml = #"<r><counts><entry key="a">1</entry><entry key="b">2</entry></counts></r>"#

    @Test func theNaiveDictionaryPointsToTheRecipe() throws {
        struct Naive: Decodable { let counts: [String: Int] }
        let error = try #require(throws: DecodingError.self) {
            try XMLDecoder.underTest().decode(Naive.self, from: Self.xml)
        }
        guard case .typeMismatch(_, let context) = error else { Issue.record("\(error)"); return }
        #expect(context.codingPath.map(\.stringValue) == ["counts", "entry"])
        #expect(context.debugDescription.contains("Dictionaries keyed by an attribute"))
    }

    /// The same hint when the dictionary's values are keyed types (the error then comes from
    /// the value's own decode, with the dictionary's key on top of the path).
    @Test func aDictionaryOfKeyedValuesPointsToTheRecipeToo() throws {
        struct Count: Decodable { let n: Int }
        struct Naive: Decodable { let counts: [String: Count] }
        let xml = #"<r><counts><entry key="a"><n>1</n></entry><entry key="b"><n>2</n></entry></counts></r>"#
        let error = try #require(throws: DecodingError.self) {
            try XMLDecoder.underTest().decode(Naive.self, from: xml)
        }
        guard case .typeMismatch(_, let context) = error else { Issue.record("\(error)"); return }
        #expect(context.codingPath.map(\.stringValue) == ["counts", "entry"])
        #expect(context.debugDescription.contains("Dictionaries keyed by an attribute"))
    }

    /// A struct's repeated element without attributes gets the array advice, not the dictionary's.
    @Test func aStructsRepeatedElementGetsTheArrayAdvice() throws {
        struct Counts: Decodable { let entry: Int }
        struct Plain: Decodable { let counts: Counts }
        let xml = #"<r><counts><entry key="a">1</entry><entry key="b">2</entry></counts></r>"#
        let error = try #require(throws: DecodingError.self) {
            try XMLDecoder.underTest().decode(Plain.self, from: xml)
        }
        guard case .typeMismatch(_, let context) = error else { Issue.record("\(error)"); return }
        #expect(!context.debugDescription.contains("Dictionaries keyed by an attribute"))
        #expect(context.debugDescription.contains("declare the property as [Int]"))
    }

    /// The recipe of Xylem.docc/Mapping.md.
    struct Report: Decodable {
        let counts: [String: Int]

        private struct Entry: Decodable {
            let key: String
            let value: Int
            enum CodingKeys: String, CodingKey { case key = "@key", value = "" }
        }
        private struct Entries: Decodable { let entry: [Entry] }
        enum CodingKeys: String, CodingKey { case counts }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            var counts: [String: Int] = [:]
            for entry in try container.decode(Entries.self, forKey: .counts).entry {
                guard counts.updateValue(entry.value, forKey: entry.key) == nil else {
                    throw DecodingError.dataCorruptedError(
                        forKey: .counts, in: container,
                        debugDescription: "Two entries with the key \(entry.key)")
                }
            }
            self.counts = counts
        }
    }

    @Test func theRecipeReadsTheDictionary() throws {
        #expect(try XMLDecoder.underTest().decode(Report.self, from: Self.xml).counts == ["a": 1, "b": 2])
        #expect(throws: DecodingError.self) {
            try XMLDecoder.underTest().decode(
                Report.self, from: #"<r><counts><entry key="a">1</entry><entry key="a">2</entry></counts></r>"#)
        }
    }
}
