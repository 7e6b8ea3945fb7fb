// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation

// The date formats of the date strategies, parsed from bytes without a formatter: RFC 2822,
// fixed numeric patterns, ISO 8601. The encoder writes each so that these read it back
// (Encoder/DateFormatting.swift), with the same patterns and instant arithmetic.

// MARK: - RFC 2822 (RSS pubDate)

/// `Sat, 11 Apr 2015 18:35:51 -0400`: the weekday and the seconds are optional; the zone is a
/// numeric offset or one of UT, GMT, Z, EST, EDT, CST, CDT, MST, MDT, PST, PDT.
func parseRFC2822(_ slice: ArraySlice<UInt8>) -> Date? {
    let words = slice.split(whereSeparator: { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D || $0 == 0x2C })
    var index = 0
    if let first = words.first, first.first.map({ $0 >= 0x41 }) == true { index = 1 }  // weekday
    guard words.count - index == 5,
        let day = integer(words[index]), (1 ... 31).contains(day),
        let month = monthNumber(words[index + 1]),
        let yearValue = integer(words[index + 2])
    else { return nil }
    let year = words[index + 2].count == 2 ? (yearValue < 50 ? 2000 + yearValue : 1900 + yearValue) : yearValue
    guard day <= daysIn(month, year) else { return nil }
    let time = words[index + 3].split(separator: 0x3A, omittingEmptySubsequences: false)
    guard time.count == 2 || time.count == 3,
        let hour = integer(time[0]), let minute = integer(time[1]), hour < 24, minute < 60
    else { return nil }
    let second = time.count == 3 ? integer(time[2]) : 0
    guard let second, second < 61, let offset = zoneOffset(words[index + 4]) else { return nil }
    let days = daysFromCivil(year: year, month: month, day: day)
    return Date(timeIntervalSince1970: Double(days * 86_400 + hour * 3_600 + minute * 60 + second - offset))
}

private func integer(_ bytes: ArraySlice<UInt8>) -> Int? {
    guard !bytes.isEmpty, bytes.count <= 4 else { return nil }
    var value = 0
    for byte in bytes {
        guard (0x30 ... 0x39).contains(byte) else { return nil }
        value = value * 10 + Int(byte - 0x30)
    }
    return value
}

private let lowercaseMonthNames = monthAbbreviations.map { $0.lowercased() }

private func monthNumber(_ bytes: ArraySlice<UInt8>) -> Int? {
    guard bytes.count >= 3 else { return nil }
    let name = String(decoding: bytes.prefix(3), as: UTF8.self).lowercased()
    return lowercaseMonthNames.firstIndex(of: name).map { $0 + 1 }
}

private let namedZones: [String: Int] = [
    "UT": 0, "UTC": 0, "GMT": 0, "Z": 0,
    "EST": -5, "EDT": -4, "CST": -6, "CDT": -5, "MST": -7, "MDT": -6, "PST": -8, "PDT": -7,
]

/// Seconds east of UTC for `+hhmm`, `-hhmm` or a named zone.
private func zoneOffset(_ bytes: ArraySlice<UInt8>) -> Int? {
    if let first = bytes.first, first == 0x2B || first == 0x2D {
        guard bytes.count == 5, let value = integer(bytes.dropFirst()) else { return nil }
        let hours = value / 100, minutes = value % 100
        guard hours < 24, minutes < 60 else { return nil }
        return (first == 0x2D ? -1 : 1) * (hours * 3_600 + minutes * 60)
    }
    return namedZones[String(decoding: bytes, as: UTF8.self).uppercased()].map { $0 * 3_600 }
}

// MARK: - Fixed numeric patterns (yyyyMMdd, yyyyMMddHHmm, ...)

/// A compiled fixed-width date pattern: each field is a run of digits at a known offset. The
/// wall-clock time it reads becomes an instant through the zone's `ZoneTable`, so historical
/// offsets apply (Seoul's daylight saving time of 1987-88, Moscow's UTC+4 of 2011-14).
struct FixedDatePattern: Sendable {
    enum Field: Sendable { case year, month, day, hour, minute, second }
    private(set) var fields: [(field: Field, offset: Int, width: Int)] = []
    private(set) var literals: [(offset: Int, byte: UInt8)] = []
    let length: Int
    private let zone: ZoneTable
    /// The zone the pattern's wall-clock times are in (the encoder writes dates in it).
    var timeZone: TimeZone { zone.zone }

    init(_ pattern: String, timeZone: TimeZone) {
        let bytes = Array(pattern.utf8)
        var i = 0
        while i < bytes.count {
            var run = 1
            while i + run < bytes.count && bytes[i + run] == bytes[i] { run += 1 }
            let field: Field?
            switch (bytes[i], run) {
            case (0x79, 4): field = .year  // yyyy
            case (0x4D, 2): field = .month  // MM
            case (0x64, 2): field = .day  // dd
            case (0x48, 2): field = .hour  // HH
            case (0x6D, 2): field = .minute  // mm
            case (0x73, 2): field = .second  // ss
            default: field = nil
            }
            if let field {
                fields.append((field, i, run))
            } else {
                for k in 0 ..< run { literals.append((i + k, bytes[i])) }
            }
            i += run
        }
        length = bytes.count
        zone = ZoneTable.shared(for: timeZone)
    }

    /// The date in `slice`, or nil when it does not fit the pattern or names a wall-clock time
    /// that never occurred in the zone.
    @inline(__always)
    func parse(_ slice: ArraySlice<UInt8>) -> Date? {
        guard let wallClock = wallClock(slice), let instant = zone.instant(forWallClock: wallClock) else { return nil }
        return Date(timeIntervalSince1970: Double(instant))
    }

    /// Why `parse` returned nil for text that fits the pattern: the wall-clock time it names
    /// was skipped by the zone's clocks. Nil for text that does not fit (nothing to add).
    func explainFailure(_ slice: ArraySlice<UInt8>) -> String? {
        guard let wallClock = wallClock(slice), zone.instant(forWallClock: wallClock) == nil else { return nil }
        let name = zone.zone.identifier
        guard let skipped = zone.skippedInterval(around: wallClock) else { return "that time did not occur in \(name)" }
        return
            "\(civil(wallClock)) did not occur in \(name): clocks went from \(civil(skipped.from)) straight to \(civil(skipped.to))"
    }

    /// The fields of `slice` as seconds since 1970 read in UTC, or nil when it does not fit.
    private func wallClock(_ slice: ArraySlice<UInt8>) -> Int? {
        slice.withUnsafeBufferPointer { bytes -> Int? in
            guard bytes.count == length else { return nil }
            for literal in literals where bytes[literal.offset] != literal.byte { return nil }
            var year = 1970, month = 1, day = 1, hour = 0, minute = 0, second = 0
            for entry in fields {
                var value = 0
                for k in entry.offset ..< entry.offset + entry.width {
                    let digit = bytes[k] &- 0x30
                    guard digit < 10 else { return nil }
                    value = value * 10 + Int(digit)
                }
                switch entry.field {
                case .year: year = value
                case .month: month = value
                case .day: day = value
                case .hour: hour = value
                case .minute: minute = value
                case .second: second = value
                }
            }
            guard (1 ... 12).contains(month), day >= 1, day <= daysIn(month, year), hour < 24, minute < 60, second < 61
            else { return nil }
            return daysFromCivil(year: year, month: month, day: day) * 86_400 + hour * 3_600 + minute * 60 + second
        }
    }
}

/// `1948-06-01 00:00` for a wall-clock time given as seconds since 1970 (for messages).
private func civil(_ seconds: Int) -> String {
    let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
    let (year, month, day) = civilFromDays(days)
    let time = seconds - days * 86_400
    func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
    return "\(year)-\(two(month))-\(two(day)) \(two(time / 3_600)):\(two(time / 60 % 60))"
}

// MARK: - ISO 8601

/// An ISO 8601 / XML Schema date-time: `2014-05-01T02:01:15Z`, with optional fractional
/// seconds and a `Z` or `±hh:mm` offset (required: a time without one names no instant), or a
/// date alone at midnight UTC: `2014-05-01`, and W3C Datetime's `2014-05` and `2014` (the first
/// day of the month or year, as sitemaps and feeds write them).
func parseISO8601(_ slice: ArraySlice<UInt8>) -> Date? {
    slice.withUnsafeBufferPointer { parseISO8601($0) }
}

private func parseISO8601(_ bytes: UnsafeBufferPointer<UInt8>) -> Date? {
    var reader = DigitReader(bytes: bytes)
    guard let year = reader.number(4) else { return nil }
    if reader.atEnd { return Date(timeIntervalSince1970: Double(daysFromCivil(year: year, month: 1, day: 1)) * 86_400) }
    guard reader.skip(0x2D), let month = reader.number(2), month >= 1, month <= 12 else { return nil }
    if reader.atEnd {
        return Date(timeIntervalSince1970: Double(daysFromCivil(year: year, month: month, day: 1)) * 86_400)
    }
    guard reader.skip(0x2D), let day = reader.number(2), day >= 1, day <= daysIn(month, year) else { return nil }
    let days = daysFromCivil(year: year, month: month, day: day)
    if reader.atEnd { return Date(timeIntervalSince1970: Double(days) * 86_400) }
    guard reader.skip(0x54) || reader.skip(0x74) || reader.skip(0x20),
        let hour = reader.number(2), reader.skip(0x3A), let minute = reader.number(2)
    else { return nil }
    var second = 0
    var fraction = 0 ..< 0
    if reader.skip(0x3A) {
        guard let s = reader.number(2) else { return nil }
        second = s
        if reader.skip(0x2E) || reader.skip(0x2C) {
            guard let f = reader.fractionDigits() else { return nil }
            fraction = f
        }
    }
    guard hour < 24 || (hour == 24 && minute == 0 && second == 0), minute < 60, second < 61 else { return nil }
    guard let offset = reader.zoneOffset(), reader.atEnd else { return nil }
    let seconds = days * 86_400 + hour * 3_600 + minute * 60 + second - offset
    return iso8601Date(secondsSince1970: seconds, fraction: UnsafeBufferPointer(rebasing: bytes[fraction]))
}

/// Why `parseISO8601` refused `bytes`, when a hint helps: a date-time without a zone offset
/// names no instant, so it needs a time zone from elsewhere.
func explainISO8601Failure(_ bytes: ArraySlice<UInt8>) -> String? {
    guard parseISO8601(bytes + "Z".utf8) != nil else { return nil }
    return "a date-time without a zone offset (Z or +hh:mm); to read it in a time zone you know, "
        + "use .fixedPattern(\"yyyy-MM-ddTHH:mm:ss\", timeZone:)"
}

/// Reads fixed-width digit groups and separators from a byte slice.
struct DigitReader {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    var atEnd: Bool { index == bytes.endIndex }

    /// Exactly `count` digits as a number.
    mutating func number(_ count: Int) -> Int? {
        guard bytes.endIndex - index >= count else { return nil }
        var value = 0
        for _ in 0 ..< count {
            let digit = bytes[index] &- 0x30
            guard digit < 10 else { return nil }
            value = value * 10 + Int(digit)
            index += 1
        }
        return value
    }

    /// Consumes `byte` if it is next.
    mutating func skip(_ byte: UInt8) -> Bool {
        guard index < bytes.endIndex, bytes[index] == byte else { return false }
        index += 1
        return true
    }

    /// One or more digits after a decimal point: where they are.
    mutating func fractionDigits() -> Range<Int>? {
        let start = index
        while index < bytes.endIndex, bytes[index] &- 0x30 < 10 { index += 1 }
        return index > start ? start ..< index : nil
    }

    /// `Z` (0) or `±hh:mm` / `±hhmm` / `±hh` in seconds east of UTC; nil when absent or malformed.
    mutating func zoneOffset() -> Int? {
        if skip(0x5A) || skip(0x7A) { return 0 }
        let sign: Int
        if skip(0x2B) { sign = 1 } else if skip(0x2D) { sign = -1 } else { return nil }
        guard let hours = number(2), hours < 24 else { return nil }
        var minutes = 0
        if skip(0x3A) {
            guard let m = number(2) else { return nil }
            minutes = m
        } else if !atEnd {
            guard let m = number(2) else { return nil }
            minutes = m
        }
        guard minutes < 60 else { return nil }
        return sign * (hours * 3_600 + minutes * 60)
    }
}

// MARK: - ISO 8601 instants

/// Seconds from 1970-01-01 to 2001-01-01, the reference date `Date` counts from.
let referenceDateSince1970 = 978_307_200

/// The instant of an ISO 8601 date-time from its fields (`seconds` since 1970, its offset
/// applied) and its fraction digits (maybe none). A `Date` holds seconds since 2001 in a
/// Double, so the instant is made there, rounded once: the whole seconds since 2001 (exact)
/// plus the fraction (correctly rounded). In the second before 2001 the date is a tiny negative
/// number, finer than a fraction added to -1 can give, so there the fraction is read from the
/// other side: -(1 - fraction). `XMLOutput.append(iso8601:)` writes every date so that this
/// reads it back exactly.
func iso8601Date(secondsSince1970 seconds: Int, fraction digits: UnsafeBufferPointer<UInt8>) -> Date {
    let whole = seconds - referenceDateSince1970
    guard let last = digits.lastIndex(where: { $0 != 0x30 }) else {
        return Date(timeIntervalSinceReferenceDate: Double(whole))
    }
    let significant = UnsafeBufferPointer(rebasing: digits[...last])
    if whole == -1 { return Date(timeIntervalSinceReferenceDate: -decimalFraction(complementing(significant))) }
    return Date(timeIntervalSinceReferenceDate: Double(whole) + decimalFraction(significant))
}

/// The Double nearest to `0.digits` (ASCII digits, the last not zero).
func decimalFraction<Digits: Collection<UInt8>>(_ digits: Digits) -> Double {
    // Up to 15 digits both the digits as an integer and the power of ten are exact, and one
    // division rounds correctly (Clinger's fast path); longer ones go to strtod, which does too.
    if digits.count <= 15 {
        var units: UInt64 = 0
        for digit in digits { units = units * 10 + UInt64(digit &- 0x30) }
        return Double(units) / fractionScales[digits.count]
    }
    return Double("0." + String(decoding: digits, as: UTF8.self)) ?? 0
}

/// The digits of 1 - `0.digits` (the last digit not zero, so neither is the result's).
func complementing<Digits: Collection<UInt8>>(_ digits: Digits) -> [UInt8] {
    var result = digits.map { 0x39 - $0 + 0x30 }
    result[result.count - 1] += 1
    return result
}

/// 10^0 through 10^15, exact doubles (each product of the one before is exact).
let fractionScales: [Double] = (0 ..< 15).reduce(into: [1]) { powers, _ in powers.append(powers[powers.count - 1] * 10)
}
