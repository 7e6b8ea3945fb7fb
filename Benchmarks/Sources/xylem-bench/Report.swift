// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// One line of the results: one implementation on one case.
struct ResultRow {
    let caseName: String
    let implementation: Implementation
    /// Input size in bytes; for the encode rows, the size of the document written.
    let bytes: Int
    /// Median wall-clock seconds of the checked runs; nil when the implementation failed.
    let seconds: Double?
    /// Number of timed runs behind the median.
    let runs: Int
    /// Throughput divided by the floor's throughput in this same invocation (> 1 is faster).
    let ratioToFloor: Double?
    /// Peak RSS of the decode above the child's baseline (document loaded, nothing decoded).
    let peakRSSBytes: Int?
    let baselineRSSBytes: Int?
    /// "ok" or "failed: <error>".
    let status: String

    var mbPerSecond: Double? { seconds.map { Double(bytes) / 1e6 / $0 } }
    var peakRSSPerInputByte: Double? { peakRSSBytes.map { Double($0) / Double(bytes) } }
    var ok: Bool { status == "ok" }

    /// One JSON object, keys in a fixed order (JSONEncoder's order is not stable on Linux).
    var json: String {
        func string(_ text: String) -> String {
            let data = (try? JSONEncoder().encode(text)) ?? Data("\"\"".utf8)
            return String(decoding: data, as: UTF8.self)
        }
        func number(_ value: Double?) -> String { value.map { "\($0)" } ?? "null" }
        func number(_ value: Int?) -> String { value.map { "\($0)" } ?? "null" }
        let fields = [
            ("case", string(caseName)), ("implementation", string(implementation.rawValue)),
            ("bytes", number(bytes)), ("seconds", number(seconds)), ("mbPerSecond", number(mbPerSecond)),
            ("peakRSSBytes", number(peakRSSBytes)), ("ratioToFloor", number(ratioToFloor)),
            ("status", string(status)), ("runs", number(runs)), ("baselineRSSBytes", number(baselineRSSBytes)),
            ("peakRSSPerInputByte", number(peakRSSPerInputByte)),
        ]
        return "{" + fields.map { "\"\($0.0)\":\($0.1)" }.joined(separator: ",") + "}"
    }
}

/// Prints rows as a fixed-width table or as JSON lines.
struct Printer {
    let json: Bool

    private static let columns: [(String, Int)] = [
        ("case", 13), ("implementation", 17), ("size MB", 8), ("runs", 4), ("median s", 9), ("MB/s", 7),
        ("x floor", 7), ("peak RSS MB", 11), ("x input", 7), ("status", 0),
    ]

    func header() {
        guard !json else { return }
        Swift.print(Self.line(Self.columns.map(\.0)))
        Swift.print(Self.line(Self.columns.map { String(repeating: "-", count: max($0.1, $0.0.count)) }))
    }

    func print(_ rows: [ResultRow]) {
        for row in rows {
            if json {
                Swift.print(row.json)
            } else {
                Swift.print(
                    Self.line([
                        row.caseName, row.implementation.rawValue, Self.fixed(Double(row.bytes) / 1e6, 1),
                        "\(row.runs)", row.seconds.map { Self.fixed($0, 4) } ?? "-",
                        row.mbPerSecond.map { Self.fixed($0, 1) } ?? "-",
                        row.ratioToFloor.map { Self.fixed($0, 2) } ?? "-",
                        row.peakRSSBytes.map { Self.fixed(Double($0) / 1e6, 1) } ?? "-",
                        row.peakRSSPerInputByte.map { Self.fixed($0, 2) } ?? "-", row.status,
                    ]))
            }
        }
        fflush(nil)  // all C streams: print() buffers stdout when it is a pipe
    }

    private static func line(_ cells: [String]) -> String {
        var out = ""
        for (index, cell) in cells.enumerated() {
            let width = max(columns[index].1, columns[index].0.count)
            let numeric = index >= 2 && index < columns.count - 1
            let pad = String(repeating: " ", count: max(0, width - cell.count))
            out += index == 0 ? "" : "  "
            out += index == columns.count - 1 ? cell : (numeric ? pad + cell : cell + pad)
        }
        return out
    }

    static func fixed(_ value: Double, _ decimals: Int) -> String {
        String(format: "%.\(decimals)f", value)
    }
}
