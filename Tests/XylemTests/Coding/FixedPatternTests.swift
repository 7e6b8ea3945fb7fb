// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
@testable import Xylem

/// `.fixedPattern` against `DateFormatter` with the same pattern and zone, in zones whose
/// offsets changed: historical daylight saving time (Seoul 1987-88, Moscow until 2011), offsets
/// changed for good (Moscow 2011 and 2014, Apia 2011), midnights that were skipped (Seoul
/// 1948-51) or repeated (Havana).
@Suite("Fixed date patterns", .bothParsers)
struct FixedPatternTests {
    static let zones = [
        "Asia/Seoul", "Europe/Moscow", "America/Havana", "America/Sao_Paulo", "Pacific/Apia",
        "Asia/Jerusalem", "Australia/Lord_Howe", "America/New_York",
    ]

    private static func formatter(_ pattern: String, _ zone: TimeZone) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = zone
        formatter.dateFormat = pattern
        return formatter
    }

    /// The pattern's text for a wall-clock time given as seconds since 1970 (read in UTC).
    private static func text(_ wallClock: Int, _ pattern: String) -> String {
        let formatter = formatter(pattern, TimeZone(identifier: "UTC")!)
        return formatter.string(from: Date(timeIntervalSince1970: Double(wallClock)))
    }

    /// Decodes `text` as the pattern would in `zone`: the date, or nil when it throws.
    private static func decoded(_ text: String, _ pattern: String, _ zone: TimeZone) -> Date? {
        struct When: Decodable { let date: Date }
        let decoder = XMLDecoder.underTest()
        decoder.dateDecodingStrategy = .fixedPattern(pattern, timeZone: zone)
        return try? decoder.decode(When.self, from: "<w><date>\(text)</date></w>").date
    }

    @Test("every day of 1940-2040 as DateFormatter reads it", .heavy, arguments: zones)
    func everyDay(zoneName: String) throws {
        let zone = try #require(TimeZone(identifier: zoneName))
        let pattern = FixedDatePattern("yyyyMMdd", timeZone: zone)
        let reference = Self.formatter("yyyyMMdd", zone)
        let utc = Self.formatter("yyyyMMdd", TimeZone(identifier: "UTC")!)
        var mismatches: [String] = []
        let first = daysFromCivil(year: 1940, month: 1, day: 1), last = daysFromCivil(year: 2040, month: 12, day: 31)
        for day in first ... last {
            let text = utc.string(from: Date(timeIntervalSince1970: Double(day) * 86_400))
            let expected = reference.date(from: text)
            let actual = pattern.parse(ArraySlice(text.utf8))
            if actual != expected {
                mismatches.append("\(text): \(String(describing: actual)) != \(String(describing: expected))")
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) days differ, first \(mismatches.prefix(5))")
    }

    @Test("every half hour around each offset change as DateFormatter reads it", arguments: zones)
    func aroundTransitions(zoneName: String) throws {
        let zone = try #require(TimeZone(identifier: zoneName))
        let patternText = "yyyyMMddHHmm"
        let pattern = FixedDatePattern(patternText, timeZone: zone)
        let reference = Self.formatter(patternText, zone)
        var transition = Date(timeIntervalSince1970: -946_771_200)  // 1940-01-01
        var mismatches: [String] = []
        while let next = zone.nextDaylightSavingTimeTransition(after: transition),
            next.timeIntervalSince1970 < 2_240_524_800
        {
            transition = next
            let wall = Int(next.timeIntervalSince1970) + zone.secondsFromGMT(for: next)
            for step in -8 ... 8 {
                let text = Self.text(wall + step * 1_800, patternText)
                let expected = reference.date(from: text)
                let actual = pattern.parse(ArraySlice(text.utf8))
                if actual != expected {
                    mismatches.append("\(text): \(String(describing: actual)) != \(String(describing: expected))")
                }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) times differ, first \(mismatches.prefix(5))")
    }

    @Test func historicalDaylightSavingTime() throws {
        let seoul = try #require(TimeZone(identifier: "Asia/Seoul"))
        // 1988-07-01 00:00 was KDT, UTC+10.
        #expect(Self.decoded("19880701", "yyyyMMdd", seoul) == Date(timeIntervalSince1970: 583_682_400))
        let moscow = try #require(TimeZone(identifier: "Europe/Moscow"))
        // 2012-01-01 00:00 was UTC+4 (permanent "summer" time, 2011-2014).
        #expect(Self.decoded("20120101", "yyyyMMdd", moscow) == Date(timeIntervalSince1970: 1_325_361_600))
    }

    @Test func aSkippedWallClockTimeIsAnErrorThatSaysSo() throws {
        struct When: Decodable { let date: Date }
        let decoder = XMLDecoder.underTest()
        decoder.dateDecodingStrategy = .fixedPattern("yyyyMMdd", timeZone: TimeZone(identifier: "Asia/Seoul")!)
        // Clocks went from 1948-06-01 00:00 straight to 01:00.
        let error = try #require(throws: DecodingError.self) {
            try decoder.decode(When.self, from: "<w>\n<date>19480601</date></w>")
        }
        guard case .dataCorrupted(let context) = error else { Issue.record("\(error)"); return }
        #expect(context.codingPath.map(\.stringValue) == ["date"])
        #expect(context.debugDescription.contains("line 2"))
        #expect(context.debugDescription.contains("1948-06-01 00:00 did not occur in Asia/Seoul"))
        #expect(context.debugDescription.contains("from 1948-06-01 00:00 straight to 1948-06-01 01:00"))
    }

    @Test func aRepeatedWallClockTimeIsTheLaterOne() throws {
        let newYork = try #require(TimeZone(identifier: "America/New_York"))
        // 2023-11-05 01:30 happened at 05:30Z (EDT) and again at 06:30Z (EST).
        #expect(Self.decoded("202311050130", "yyyyMMddHHmm", newYork) == Date(timeIntervalSince1970: 1_699_165_800))
    }

    @Test func fixedOffsetZonesAndTheFarFuture() throws {
        let plusNine = try #require(TimeZone(secondsFromGMT: 9 * 3_600))
        #expect(Self.decoded("20180613", "yyyyMMdd", plusNine) == Date(timeIntervalSince1970: 1_528_815_600))
        // Past the precomputed table, the zone's rules still apply: 2500-07-01 is EDT.
        let newYork = try #require(TimeZone(identifier: "America/New_York"))
        let reference = Self.formatter("yyyyMMdd", newYork)
        #expect(Self.decoded("25000701", "yyyyMMdd", newYork) == reference.date(from: "25000701"))
        #expect(Self.decoded("25001201", "yyyyMMdd", newYork) == reference.date(from: "25001201"))
        // Before the zone's first transition: local mean time (-4:56:02 in New York).
        #expect(Self.decoded("18000101", "yyyyMMdd", newYork) == reference.date(from: "18000101"))
    }
}
