// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The kinds of document the benchmark generates; each kind has one model (see Models.swift).
enum DocumentKind: String, Sendable {
    case gpx, election, podcast, wide, deep, mixed
}

/// One benchmark case: a document kind at a given size, with a stable name used on the command line,
/// in the table and in the JSON output.
struct BenchCase: Sendable {
    /// Stable name, e.g. `gpx-100k`.
    let name: String
    let kind: DocumentKind
    /// Number of records: track points, items, rows or chains.
    let records: Int
    /// A one-line description for the table's header.
    let summary: String

    /// Every case, in the order the full run measures them.
    static let all: [BenchCase] = [
        BenchCase(name: "gpx-10k", kind: .gpx, records: 10_000, summary: "GPX tracklog, 10,000 points"),
        BenchCase(name: "gpx-100k", kind: .gpx, records: 100_000, summary: "GPX tracklog, 100,000 points"),
        BenchCase(name: "gpx-1m", kind: .gpx, records: 1_000_000, summary: "GPX tracklog, 1,000,000 points"),
        BenchCase(
            name: "election-10k", kind: .election, records: 10_000,
            summary: "data.go.kr election schedule, 10,000 items (Korean text)"),
        BenchCase(
            name: "podcast-5k", kind: .podcast, records: 5_000,
            summary: "podcast RSS, 5,000 items (CDATA, itunes:*, enclosure attributes)"),
        BenchCase(
            name: "wide-20attr", kind: .wide, records: 15_000,
            summary: "15,000 empty elements with 20 attributes each"),
        BenchCase(
            name: "deep-200", kind: .deep, records: 100,
            summary: "100 chains of elements nested 200 deep"),
        BenchCase(
            name: "mixed-10k", kind: .mixed, records: 10_000,
            summary: "one <p> of mixed content, 10,000 text runs between <b> children"),
        BenchCase(
            name: "mixed-100k", kind: .mixed, records: 100_000,
            summary: "one <p> of mixed content, 100,000 text runs between <b> children"),
    ]

    /// The subset `--quick` measures: everything except the 112 MB tracklog.
    static let quick: [BenchCase] = all.filter { $0.name != "gpx-1m" }

    static func named(_ name: String) -> BenchCase? { all.first { $0.name == name } }

    /// Builds the document. Deterministic: the same case always yields the same bytes.
    func generate() -> GeneratedDocument {
        var rng = SplitMix64(seed: 0x58796C656D + UInt64(records))
        switch kind {
        case .gpx: return GPXGenerator.make(points: records, rng: &rng)
        case .election: return ElectionGenerator.make(items: records, rng: &rng)
        case .podcast: return PodcastGenerator.make(items: records, rng: &rng)
        case .wide: return WideGenerator.make(rows: records, rng: &rng)
        case .deep: return DeepGenerator.make(chains: records, depth: 200, rng: &rng)
        case .mixed: return MixedGenerator.make(runs: records, rng: &rng)
        }
    }
}

/// A generated document and the checksum a correct decode of it must reproduce.
struct GeneratedDocument {
    let bytes: [UInt8]
    let expected: Checksum
}

/// What a decode must reproduce, computed once by the generator and once from each decoded model,
/// so that a fast but wrong answer cannot count.
struct Checksum: Codable, Sendable, CustomStringConvertible {
    /// Number of records (points, items, rows, nodes).
    var count = 0
    /// Sum of every numeric value (dates as seconds since 1970, booleans as 0 or 1).
    var numeric = 0.0
    /// Sum of the UTF-8 lengths of every string value.
    var textBytes = 0

    func matches(_ other: Checksum) -> Bool {
        count == other.count && textBytes == other.textBytes
            && abs(numeric - other.numeric) <= 1e-9 * max(1, abs(numeric))
    }

    var description: String { "count \(count), numeric \(numeric), text bytes \(textBytes)" }
}

/// A small, fast, seeded PRNG (SplitMix64), so documents are identical across runs and machines.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniformly distributed integer in `range` (modulo bias is irrelevant here).
    mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }

    mutating func pick<T>(_ items: [T]) -> T { items[int(0 ... items.count - 1)] }
}

/// Appends text to a byte buffer without going through `String` formatting (1M points must stay fast).
struct ByteWriter {
    var bytes: [UInt8] = []

    init(capacity: Int) { bytes.reserveCapacity(capacity) }

    mutating func put(_ text: String) { bytes.append(contentsOf: text.utf8) }

    mutating func indent(_ levels: Int, with unit: UInt8 = UInt8(ascii: " ")) {
        for _ in 0 ..< levels { bytes.append(unit) }
    }

    mutating func newline() { bytes.append(UInt8(ascii: "\n")) }

    /// Writes `value` in decimal, zero-padded to at least `width` digits.
    mutating func int(_ value: Int, width: Int = 1) {
        var v = value
        if v < 0 { bytes.append(UInt8(ascii: "-")); v = -v }
        var count = 1
        var rest = v / 10
        while rest > 0 { count += 1; rest /= 10 }
        let digits = max(count, width)
        let start = bytes.count
        bytes.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: digits))
        var i = start + digits - 1
        repeat { bytes[i] = UInt8(ascii: "0") + UInt8(v % 10); v /= 10; i -= 1 } while v > 0
    }

    /// Writes `scaled / 10^decimals` as a fixed-point decimal, e.g. (-122326445, 6) -> "-122.326445".
    mutating func fixed(_ scaled: Int, decimals: Int) {
        var unit = 1
        for _ in 0 ..< decimals { unit *= 10 }
        if scaled < 0 { bytes.append(UInt8(ascii: "-")) }
        let magnitude = abs(scaled)
        int(magnitude / unit)
        bytes.append(UInt8(ascii: "."))
        int(magnitude % unit, width: decimals)
    }
}

/// Calendar arithmetic for ISO 8601 timestamps without Foundation's (slow) formatters.
enum CivilTime {
    /// Days since 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's algorithm).
    static func days(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let doy = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }

    /// The date of a day count since 1970-01-01.
    static func date(days: Int) -> (year: Int, month: Int, day: Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let day = doy - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        return (yoe + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    /// Writes `seconds` since 1970 as `YYYY-MM-DDThh:mm:ssZ`.
    static func writeISO8601(_ seconds: Int, to out: inout ByteWriter) {
        let (y, m, d) = date(days: seconds / 86_400)
        let s = seconds % 86_400
        out.int(y, width: 4); out.put("-"); out.int(m, width: 2); out.put("-"); out.int(d, width: 2)
        out.put("T"); out.int(s / 3600, width: 2); out.put(":"); out.int(s / 60 % 60, width: 2)
        out.put(":"); out.int(s % 60, width: 2); out.put("Z")
    }
}
