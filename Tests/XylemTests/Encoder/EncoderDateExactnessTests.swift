// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import Xylem

/// Dates never trap and always read back as the same `Date`: ISO 8601 text is composed and
/// parsed from the seconds since 2001 that a `Date` holds, with the fewest fraction digits that
/// read back exactly.
@Suite("Encoder: exact dates")
struct EncoderDateExactnessTests {
    struct Event: Encodable { let at: Date }

    static let strategies: [(String, XMLEncoder.DateEncodingStrategy)] = [
        ("ISO 8601", .iso8601), ("RFC 2822", .rfc2822),
        ("the pattern \"yyyyMMdd\"", .fixedPattern("yyyyMMdd", timeZone: TimeZone(identifier: "Asia/Seoul")!)),
    ]

    @Test func aNaNOrInfiniteDateIsAnErrorInEveryTextStrategy() {
        for (format, strategy) in Self.strategies {
            let encoder = XMLEncoder()
            encoder.dateEncodingStrategy = strategy
            for seconds in [Double.nan, .infinity, -.infinity, .signalingNaN] {
                expectEncodingError(path: ["at"], ["no instant", format]) {
                    _ = try encoder.encode(Event(at: Date(timeIntervalSinceReferenceDate: seconds)), root: "e")
                }
            }
        }
    }

    @Test func aDateOutOfRangeSaysWhichYearsTheFormatHolds() {
        let far = Date(timeIntervalSinceReferenceDate: 3e11)  // about the year 11500
        for (format, strategy) in Self.strategies {
            let encoder = XMLEncoder()
            encoder.dateEncodingStrategy = strategy
            do {
                _ = try encoder.encode(Event(at: far), root: "e")
                Issue.record("no error for \(format)")
            } catch EncodingError.invalidValue(_, let context) {
                #expect(context.codingPath.map(\.stringValue) == ["at"])
                #expect(context.debugDescription.contains("about the year 11507"), "\(context.debugDescription)")
                #expect(context.debugDescription.contains(format))
                #expect(!context.debugDescription.contains("unavailable"))
            } catch {
                Issue.record("unexpected \(error)")
            }
        }
        let pattern = XMLEncoder()
        pattern.dateEncodingStrategy = .fixedPattern("yyyyMMdd", timeZone: TimeZone(identifier: "UTC")!)
        expectEncodingError(path: ["at"], ["about the year -9", "outside the years 0000-9999"]) {
            _ = try pattern.encode(Event(at: Date(timeIntervalSinceReferenceDate: -63_400_000_000)), root: "e")
        }
    }

    @Test func aFractionTooFineForSecondsSince1970IsStillAFraction() throws {
        // 2001-01-01T00:00:00 plus 1e-10 s: seconds since 1970 round the fraction away.
        let date = Date(timeIntervalSinceReferenceDate: 1e-10)
        let rfc = XMLEncoder()
        rfc.dateEncodingStrategy = .rfc2822
        expectEncodingError(
            path: ["at"], ["The date 2001-01-01T00:00:00.0000000001Z has a fraction of a second", "RFC 2822"]
        ) {
            _ = try rfc.encode(Event(at: date), root: "e")
        }
        #expect(try XMLEncoder().parsed([date], root: "d").children[0].text == "2001-01-01T00:00:00.0000000001Z")
    }

    @Test func iso8601WritesTheFewestDigitsThatReadBack() throws {
        let cases: [(Double, String)] = [
            (0, "2001-01-01T00:00:00Z"), (1e-12, "2001-01-01T00:00:00.000000000001Z"),
            (-1e-12, "2000-12-31T23:59:59.999999999999Z"), (-0.5, "2000-12-31T23:59:59.5Z"),
            (.leastNonzeroMagnitude, "2001-01-01T00:00:00." + String(repeating: "0", count: 323) + "5Z"),
            (800_000_000.1, "2026-05-09T06:13:20.1Z"), (800_000_000.123456, "2026-05-09T06:13:20.123456Z"),
            (-63_113_904_000 + 0.25, "0001-01-01T00:00:00.25Z"),
        ]
        for (seconds, text) in cases {
            let date = Date(timeIntervalSinceReferenceDate: seconds)
            #expect(try XMLEncoder().parsed([date], root: "d").children[0].text == text)
            #expect(
                try XMLDecoder.underTest().decode([Date].self, from: Data("<d><item>\(text)</item></d>".utf8)) == [
                    date
                ],
                "\(text)")
        }
    }

    @Test func textFromElsewhereReadsAsTheNearestDate() throws {
        // Fractions longer than a Double holds, and offsets, read correctly rounded.
        let cases: [(String, Double)] = [
            ("2001-01-01T00:00:00.1234567890123456789Z", 0.1234567890123456789),
            ("2001-01-01T09:00:00.000000000001+09:00", 1e-12),
            ("2000-12-31T23:59:59.9990Z", -0.001),
            ("2026-05-09T06:13:20.10000000000000000000000Z", 800_000_000.1),
        ]
        for (text, seconds) in cases {
            #expect(
                try XMLDecoder.underTest().decode([Date].self, from: Data("<d><item>\(text)</item></d>".utf8))
                    == [Date(timeIntervalSinceReferenceDate: seconds)], "\(text)")
        }
    }

    /// 100,000 random dates across the years 0001-9999, with random fractions (tenths,
    /// milliseconds, microseconds, nanoseconds, any bit), plus `Date()` and dates near 2001.
    @Test(.heavy) func randomDatesReadBackExactly() throws {
        var generator = SplitMix64(seed: 26)
        let first = -63_113_904_000.0, last = 252_423_993_599.0  // 0001-01-01 and 9999-12-31T23:59:59
        var dates: [Date] = []
        for index in 0 ..< 100_000 {
            let whole = (first + Double(generator.next() % UInt64(last - first))).rounded(.down)
            let fraction: Double
            switch index % 6 {
            case 0: fraction = Double(generator.next() % 10) / 10
            case 1: fraction = Double(generator.next() % 1_000) / 1_000
            case 2: fraction = Double(generator.next() % 1_000_000) / 1_000_000
            case 3: fraction = Double(generator.next() % 1_000_000_000) / 1_000_000_000
            case 4: fraction = Double(generator.next() >> 11) / 9_007_199_254_740_992
            default: fraction = 0
            }
            dates.append(Date(timeIntervalSinceReferenceDate: whole + fraction))
            // Near 2001, where a Double is finest, on both sides.
            if index % 100 == 0 {
                let near =
                    Double(generator.next() >> 11) / 9_007_199_254_740_992 * pow(2, -Double(generator.next() % 60))
                dates.append(Date(timeIntervalSinceReferenceDate: index % 200 == 0 ? near : -near))
            }
        }
        dates += (0 ..< 1_000).map { _ in Date() }
        let data = try XMLEncoder().encode(dates, root: "d")
        let decoded = try XMLDecoder.underTest().decode([Date].self, from: data)
        #expect(decoded.count == dates.count)
        let wrong = zip(dates, decoded).filter { $0 != $1 }
        #expect(
            wrong.isEmpty,
            "\(wrong.count) differ, first \(wrong.first.map { ($0.timeIntervalSinceReferenceDate, $1.timeIntervalSinceReferenceDate) }.debugDescription)"
        )
    }
}
