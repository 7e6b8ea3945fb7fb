// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Generates an attribute-heavy catalog: one empty `<row .../>` per line with 20 attributes
/// (11 strings, 4 integers, 5 decimals), the shape of exports from spreadsheets and databases.
enum WideGenerator {
    private static let names = ["Widget", "Gadget", "Sprocket", "Gizmo", "Doohickey", "Thingamajig"]
    private static let categories = ["tools", "garden", "kitchen", "office", "outdoor", "toys"]
    private static let brands = ["Acme", "Globex", "Initech", "Umbrella", "Hooli", "Vehement"]
    private static let colors = ["red", "green", "blue", "black", "white", "silver"]
    private static let sizes = ["XS", "S", "M", "L", "XL"]
    private static let places = [("DE", "Köln"), ("KR", "서울"), ("US", "Boston"), ("JP", "大阪"), ("FR", "Lyon")]
    private static let statuses = ["active", "discontinued", "backorder"]

    static func make(rows: Int, rng: inout SplitMix64) -> GeneratedDocument {
        var out = ByteWriter(capacity: rows * 360 + 256)
        out.put("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<catalog>\n")
        var expected = Checksum(count: rows, numeric: 0, textBytes: 0)
        for id in stride(from: 1, through: rows, by: 1) {
            let (country, city) = rng.pick(places)
            let strings = [
                "SKU-\(100_000 + id)", "\(rng.pick(names)) \(rng.int(1...999))", rng.pick(categories),
                rng.pick(brands), rng.pick(colors), rng.pick(sizes), country, city, "EUR",
                rng.pick(statuses), "2024-0\(rng.int(1...9))-1\(rng.int(0...9))",
            ]
            let ints = [rng.int(0 ... 500), rng.int(0 ... 10_000), rng.int(1 ... 1000)]
            let decimals = [
                rng.int(99 ... 99_999), rng.int(1 ... 50_000), rng.int(10 ... 3000),
                rng.int(10 ... 3000), rng.int(10 ... 50),
            ]
            out.put("  <row id=\"\(id)\" sku=\"\(strings[0])\" name=\"\(strings[1])\" category=\"\(strings[2])\"")
            out.put(" brand=\"\(strings[3])\" color=\"\(strings[4])\" size=\"\(strings[5])\"")
            out.put(" country=\"\(strings[6])\" city=\"\(strings[7])\" currency=\"\(strings[8])\"")
            out.put(" status=\"\(strings[9])\" created=\"\(strings[10])\"")
            out.put(" qty=\"\(ints[0])\" stock=\"\(ints[1])\" rank=\"\(ints[2])\" price=\"")
            out.fixed(decimals[0], decimals: 2); out.put("\" weight=\""); out.fixed(decimals[1], decimals: 3)
            out.put("\" width=\""); out.fixed(decimals[2], decimals: 1); out.put("\" height=\"")
            out.fixed(decimals[3], decimals: 1); out.put("\" rating=\""); out.fixed(decimals[4], decimals: 1)
            out.put("\"/>\n")
            // Same order of additions as `Row.checksum` in Models.swift.
            var sum = Double(id)
            for value in ints { sum += Double(value) }
            sum +=
                Double(decimals[0]) / 100 + Double(decimals[1]) / 1000 + Double(decimals[2]) / 10
                + Double(decimals[3]) / 10 + Double(decimals[4]) / 10
            expected.numeric += sum
            for text in strings { expected.textBytes += text.utf8.count }
        }
        out.put("</catalog>\n")
        return GeneratedDocument(bytes: out.bytes, expected: expected)
    }
}

/// Generates `chains` chains of `<n d="level">` elements nested `depth` deep, each ending in a
/// `<leaf>` with text, indented one space per level.
enum DeepGenerator {
    static func make(chains: Int, depth: Int, rng: inout SplitMix64) -> GeneratedDocument {
        var out = ByteWriter(capacity: chains * depth * (depth + 24) + 256)
        out.put("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<deep>\n")
        var expected = Checksum()
        for chain in 0 ..< chains {
            for level in 1 ... depth {
                out.indent(level); out.put("<n d=\""); out.int(level); out.put("\">\n")
            }
            let leaf = "leaf \(chain) of \(rng.next())"
            out.indent(depth + 1); out.put("<leaf>\(leaf)</leaf>\n")
            for level in stride(from: depth, through: 1, by: -1) {
                out.indent(level); out.put("</n>\n")
            }
            expected.count += depth
            expected.numeric += Double(depth * (depth + 1) / 2)
            expected.textBytes += leaf.utf8.count
        }
        out.put("</deep>\n")
        return GeneratedDocument(bytes: out.bytes, expected: expected)
    }
}
