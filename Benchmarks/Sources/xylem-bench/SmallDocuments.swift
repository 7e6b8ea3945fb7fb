// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Xylem

// Small documents: an API response of one or twenty records, where what a decode costs once
// (setting up the parser, the builder, the decoder) weighs as much as the records. The other
// cases have thousands of records, so a fixed cost per decode cannot show there. The peer here
// is JSONDecoder on the same data as JSON (the model encoded with JSONEncoder), which is what an
// API client would use otherwise.
//
//   xylem-bench --small                       the table: microseconds a decode, ratio to JSONDecoder
//   xylem-bench --small --iterations 1 --impl Xylem-libxml2 --case election-20
//                                             one decode, for callgrind (Scripts/callgrind-small.sh)

enum SmallDocuments {
    /// The cases: the election response with 1 and with 20 items.
    static let cases: [(name: String, items: Int)] = [("election-1", 1), ("election-20", 20)]

    /// The rows, each a fresh decoder per decode (`try JSONDecoder().decode(...)`, as a client
    /// decodes a response).
    enum Row: String, CaseIterable {
        case json = "JSONDecoder"
        case xylem = "Xylem"
        case xylemLibXML2 = "Xylem-libxml2"

        func decode(xml: Data, json: Data) throws -> ElectionResponse {
            switch self {
            case .json: return try JSONDecoder().decode(ElectionResponse.self, from: json)
            case .xylem: return try Xylem.XMLDecoder().decode(ElectionResponse.self, from: xml)
            case .xylemLibXML2:
                let decoder = Xylem.XMLDecoder()
                decoder.parser = .libxml2
                return try decoder.decode(ElectionResponse.self, from: xml)
            }
        }
    }

    /// `xylem-bench --small [--iterations N] [--rounds N] [--impl ROW]... [--case NAME]...`.
    static func run(_ arguments: [String]) -> Never {
        var iterations = 2_000, rounds = 7
        var rows: [Row] = [], names: [String] = []
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            let value = rest.popFirst() ?? ""
            switch argument {
            case "--iterations": iterations = Int(value) ?? iterations
            case "--rounds": rounds = Int(value) ?? rounds
            case "--impl":
                guard let row = Row.allCases.first(where: { $0.rawValue.lowercased() == value.lowercased() }) else {
                    stop("--small: unknown row \(value) (\(Row.allCases.map(\.rawValue).joined(separator: ", ")))")
                }
                rows.append(row)
            case "--case": names.append(value)
            default: stop("--small: unknown option \(argument)")
            }
        }
        if rows.isEmpty { rows = Row.allCases }
        let chosen = names.isEmpty ? cases : cases.filter { names.contains($0.name) }
        print("case          row            µs a decode   x JSONDecoder")
        for small in chosen {
            var rng = SplitMix64(seed: 0x58796C656D + UInt64(small.items))
            let generated = ElectionGenerator.make(items: small.items, rng: &rng)
            let xml = Data(generated.bytes)
            let json: Data
            do {
                let model = try Xylem.XMLDecoder().decode(ElectionResponse.self, from: xml)
                json = try JSONEncoder().encode(model)
                for row in rows {
                    let got = try row.decode(xml: xml, json: json).checksum
                    guard got.matches(generated.expected) else {
                        throw BenchError.wrongAnswer(expected: generated.expected, got: got)
                    }
                }
            } catch {
                stop("--small \(small.name): \(error)")
            }
            // Interleaved rounds, the median of each row's time per decode.
            var samples: [Row: [Double]] = [:]
            let clock = ContinuousClock()
            for _ in 0 ..< rounds {
                for row in rows {
                    let start = clock.now
                    for _ in 0 ..< iterations { _ = try? row.decode(xml: xml, json: json) }
                    samples[row, default: []].append((clock.now - start).seconds / Double(iterations))
                }
            }
            func median(_ row: Row) -> Double {
                let sorted = (samples[row] ?? [0]).sorted()
                return sorted[sorted.count / 2]
            }
            let reference = rows.contains(.json) ? median(.json) : nil
            for row in rows {
                let time = median(row)
                let ratio = reference.map { Printer.fixed($0 / time, 2) + "x" } ?? "-"
                print(
                    small.name.padding(toLength: 14, withPad: " ", startingAt: 0)
                        + row.rawValue.padding(toLength: 15, withPad: " ", startingAt: 0)
                        + Printer.fixed(time * 1e6, 1).padding(toLength: 14, withPad: " ", startingAt: 0) + ratio)
            }
        }
        exit(0)
    }

    private static func stop(_ message: String) -> Never {
        FileHandle.standardError.write(Data("xylem-bench: \(message)\n".utf8))
        exit(2)
    }
}
