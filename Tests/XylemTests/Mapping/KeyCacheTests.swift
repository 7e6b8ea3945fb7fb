// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
@testable import Xylem

// Keys are resolved to the document's names once per decoder and kept by the bits of their
// strings (Decoder/KeyCache.swift). These cases would decode wrong values if the cache ever
// answered for a different string: keys built anew on every call (heap strings, their storage
// freed and reused between calls), long and short, present and absent, many of them.
@Suite struct KeyCacheTests {
    /// A key whose string is built on every call (on the heap when longer than 15 bytes).
    struct BuiltKey: CodingKey {
        let name: String
        var stringValue: String { String(decoding: Array(name.utf8), as: UTF8.self) }  // a new String each time
        var intValue: Int? { nil }
        init(stringValue: String) { name = stringValue }
        init?(intValue: Int) { nil }
    }

    struct Row: Decodable {
        var values: [String: String] = [:]
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: BuiltKey.self)
            for name in ["alpha", "beta", "gamma-with-a-long-name", "delta", "missing-one", "missing-two"] {
                values[name] = try container.decodeIfPresent(String.self, forKey: BuiltKey(stringValue: name))
            }
        }
    }

    struct Table: Decodable { let row: [Row] }

    @Test(arguments: XMLDecoder.Parser.allCases)
    func keysBuiltOnEveryCallResolveToTheirOwnNames(parser: XMLDecoder.Parser) throws {
        let rows = (0 ..< 300).map { i in
            #"<row alpha="a\#(i)" beta="b\#(i)" gamma-with-a-long-name="g\#(i)"><delta>d\#(i)</delta></row>"#
        }
        let decoder = XMLDecoder.underTest()
        decoder.parser = parser
        let table = try decoder.decode(Table.self, from: "<table>" + rows.joined() + "</table>")
        #expect(table.row.count == 300)
        for (i, row) in table.row.enumerated() {
            #expect(
                row.values == ["alpha": "a\(i)", "beta": "b\(i)", "gamma-with-a-long-name": "g\(i)", "delta": "d\(i)"])
        }
    }

    /// More distinct keys than the cache has entries: every one still finds its own value.
    @Test func moreKeysThanEntries() throws {
        let names = (0 ..< 150).map { "k\($0)" }
        struct Wide: Decodable {
            var values: [String: Int] = [:]
            init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: BuiltKey.self)
                for round in 0 ..< 3 {
                    for name in (0 ..< 150).map({ "k\($0)" }) {
                        let value = try container.decode(Int.self, forKey: BuiltKey(stringValue: name))
                        if round == 0 { values[name] = value } else if values[name] != value { values[name] = -1 }
                    }
                }
            }
        }
        let text = "<w " + names.enumerated().map { #"\#($0.element)="\#($0.offset)""# }.joined(separator: " ") + "/>"
        let wide = try XMLDecoder.underTest().decode(Wide.self, from: text)
        #expect(wide.values == Dictionary(uniqueKeysWithValues: names.enumerated().map { ($0.element, $0.offset) }))
    }
}
