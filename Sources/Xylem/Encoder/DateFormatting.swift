// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation

// Dates written by the rules the decoder reads them with (Coding/DateFormats.swift). Seconds
// are split from the seconds since 2001 that a `Date` holds, so a fraction is never rounded
// away; ISO 8601 fractions are chosen by the parser's own arithmetic, and a fixed pattern's
// text is read back with its parser before it counts (a zone may skip or repeat the time): a
// date that the strategy's text cannot hold is reported, not rounded.

extension XMLOutput {
    /// ISO 8601 in UTC (`2014-05-01T02:01:15Z`), with the fewest fraction digits that
    /// `iso8601Date` reads back as exactly this date (see `fractionDigits`).
    mutating func append(iso8601 date: Date) -> ValueProblem? {
        guard let (whole, hasFraction) = splitSeconds(date), appendDateTime(whole) else {
            return outOfRange(date, "ISO 8601", years: "0000-9999")
        }
        if hasFraction {
            bytes.append(UInt8(ascii: "."))
            bytes.append(contentsOf: fractionDigits(of: date.timeIntervalSinceReferenceDate))
        }
        bytes.append(UInt8(ascii: "Z"))
        return nil
    }

    /// RFC 2822 in UTC: `Sat, 11 Apr 2015 22:35:51 +0000`. Whole seconds only.
    mutating func append(rfc2822 date: Date) -> ValueProblem? {
        guard let (whole, hasFraction) = splitSeconds(date) else {
            return outOfRange(date, "RFC 2822", years: "0001-9999")
        }
        guard !hasFraction else {
            return .unrepresentable(
                "\(describe(date)) has a fraction of a second, which RFC 2822 cannot hold: round the date, or use .iso8601"
            )
        }
        let (days, second) = whole.floorDivided(by: 86_400)
        let (year, month, day) = civilFromDays(Int(days))
        guard (1 ... 9999).contains(year) else { return outOfRange(date, "RFC 2822", years: "0001-9999") }
        let weekday = Int((days % 7 + 7 + 4) % 7)  // 1970-01-01 was a Thursday
        bytes.append(contentsOf: weekdayNames[weekday].utf8)
        bytes.append(contentsOf: ", ".utf8)
        append(day, width: 2)
        bytes.append(UInt8(ascii: " "))
        bytes.append(contentsOf: monthAbbreviations[month - 1].utf8)
        bytes.append(UInt8(ascii: " "))
        append(year, width: 4)
        bytes.append(UInt8(ascii: " "))
        appendTime(Int(second))
        bytes.append(contentsOf: " +0000".utf8)
        return nil
    }

    /// `date` in `pattern`'s layout and time zone (`text` is the pattern as given).
    mutating func append(_ date: Date, pattern: FixedDatePattern, text: String) -> ValueProblem? {
        guard let (whole, hasFraction) = splitSeconds(date) else {
            return outOfRange(date, "the pattern \"\(text)\"", years: "0000-9999")
        }
        guard !hasFraction else {
            return .unrepresentable(
                "\(describe(date)) has a fraction of a second, which the pattern \"\(text)\" cannot hold")
        }
        let offset = pattern.timeZone.secondsFromGMT(for: date)
        let (days, second) = (whole + Int64(offset)).floorDivided(by: 86_400)
        let (year, month, day) = civilFromDays(Int(days))
        let start = bytes.count
        bytes.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: pattern.length))
        for literal in pattern.literals { bytes[start + literal.offset] = literal.byte }
        for field in pattern.fields {
            let value: Int
            switch field.field {
            case .year: value = year
            case .month: value = month
            case .day: value = day
            case .hour: value = Int(second / 3_600)
            case .minute: value = Int(second / 60 % 60)
            case .second: value = Int(second % 60)
            }
            guard value >= 0 else { return outOfRange(date, "the pattern \"\(text)\"", years: "0000-9999") }
            var rest = value
            for position in (start + field.offset ..< start + field.offset + field.width).reversed() {
                bytes[position] = UInt8(rest % 10) + 0x30
                rest /= 10
            }
            guard rest == 0 else { return outOfRange(date, "the pattern \"\(text)\"", years: "0000-9999") }
        }
        if pattern.parse(bytes[start...]) == date { return nil }
        return .unrepresentable(
            "\(describe(date)) does not fit the pattern \"\(text)\" in \(pattern.timeZone.identifier): its text \"\(String(decoding: bytes[start...], as: UTF8.self))\" reads back as another date (a time the pattern has no field for, or a wall-clock time the zone skips or repeats)"
        )
    }

    // MARK: - Parts

    /// `yyyy-MM-ddTHH:mm:ss` of a count of seconds since 1970 (UTC); false outside years 0-9999.
    /// Written into a stack buffer and appended at once.
    private mutating func appendDateTime(_ whole: Int64) -> Bool {
        let (days, second) = whole.floorDivided(by: 86_400)
        let (year, month, day) = civilFromDays(Int(days))
        guard (0 ... 9999).contains(year) else { return false }
        let time = Int(second)
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 19) { text in
            func put(_ value: Int, at offset: Int, width: Int) {
                var rest = value
                for index in (offset ..< offset + width).reversed() {
                    text[index] = UInt8(truncatingIfNeeded: rest % 10) &+ 0x30
                    rest /= 10
                }
            }
            put(year, at: 0, width: 4)
            text[4] = UInt8(ascii: "-")
            put(month, at: 5, width: 2)
            text[7] = UInt8(ascii: "-")
            put(day, at: 8, width: 2)
            text[10] = UInt8(ascii: "T")
            put(time / 3_600, at: 11, width: 2)
            text[13] = UInt8(ascii: ":")
            put(time / 60 % 60, at: 14, width: 2)
            text[16] = UInt8(ascii: ":")
            put(time % 60, at: 17, width: 2)
            bytes.append(contentsOf: UnsafeBufferPointer(text))
        }
        return true
    }

    /// `HH:mm:ss` of a second of the day.
    private mutating func appendTime(_ second: Int) {
        append(second / 3_600, width: 2)
        bytes.append(UInt8(ascii: ":"))
        append(second / 60 % 60, width: 2)
        bytes.append(UInt8(ascii: ":"))
        append(second % 60, width: 2)
    }

    /// A non-negative number in exactly `width` digits, zero-padded (callers check it fits).
    private mutating func append(_ value: Int, width: Int) {
        append(digitsOf: UInt64(value), width: width)
    }

    /// Whole seconds since 1970, and whether the date is between two of them; nil for dates no
    /// format reaches (also NaN and infinity). Split from seconds since 2001, which the date
    /// holds: seconds since 1970 would round a fraction away.
    private func splitSeconds(_ date: Date) -> (Int64, Bool)? {
        let seconds = date.timeIntervalSinceReferenceDate
        guard seconds.isFinite, abs(seconds) < 4e11 else { return nil }
        let whole = seconds.rounded(.down)
        return (Int64(whole) + Int64(referenceDateSince1970), whole != seconds)
    }

    /// The fraction digits of `seconds` since 2001 (not a whole number) that `iso8601Date`
    /// reads back as exactly `seconds`: the fewest of up to 15 digits, each candidate checked
    /// by the parser's own arithmetic; else (a date within seconds of 2001, whose last bit is
    /// finer) the shortest digits that give the fraction itself exactly. In the second before
    /// 2001 the parser reads the fraction from the other side, so the digits of its distance to
    /// 2001 are found and complemented.
    private func fractionDigits(of seconds: Double) -> [UInt8] {
        let whole = seconds.rounded(.down)
        if whole == -1 { return complementing(fewestDigits(of: -seconds) { $0 == -seconds }) }
        return fewestDigits(of: seconds - whole) { whole + $0 == seconds }
    }

    /// The fewest digits of `fraction` (in (0, 1), exact) whose value the parser computes
    /// (`decimalFraction`) is `accepted`; the last digit is never zero.
    private func fewestDigits(of fraction: Double, accepted: (Double) -> Bool) -> [UInt8] {
        for digits in 1 ..< fractionScales.count {
            let scale = fractionScales[digits]
            let units = (fraction * scale).rounded()
            // No units, or a carry into the seconds: not this date's fraction at this length.
            guard units > 0 && units < scale, accepted(units / scale) else { continue }
            var text = XMLOutput()
            text.append(digitsOf: UInt64(units), width: digits)
            while text.bytes.last == UInt8(ascii: "0") { text.bytes.removeLast() }
            return text.bytes
        }
        // The shortest text of the fraction reads back as the fraction itself, and whole plus
        // the fraction is the date exactly: `description` gives it, as `0.000123` or `1.23e-07`.
        let parts = fraction.description.split(separator: "e")
        guard parts.count == 2, let exponent = Int(parts[1]) else {
            return Array(parts[0].drop { $0 != "." }.dropFirst().utf8)
        }
        return Array(repeating: UInt8(ascii: "0"), count: -exponent - 1) + Array(parts[0].filter { $0 != "." }.utf8)
    }

    private func outOfRange(_ date: Date, _ format: String, years: String) -> ValueProblem {
        let seconds = date.timeIntervalSinceReferenceDate
        guard seconds.isFinite else {
            return .unrepresentable(
                "A Date of \(seconds) seconds since 2001 is no instant and has no text in \(format): encode nil, or a valid date"
            )
        }
        // Not `describe(date)`: it writes ISO 8601, whose failure comes here.
        let year = 2001 + Int((seconds / 31_556_952).rounded(.down))
        return .unrepresentable(
            "A date in about the year \(year) (\(seconds) seconds since 2001) is outside the years \(years) that \(format) can write"
        )
    }
}

/// A date for a message, without `Date.description` (which traps on NaN): its ISO 8601 text
/// in UTC when it has one, else its seconds since 2001.
func describe(_ date: Date) -> String {
    var output = XMLOutput()
    guard output.append(iso8601: date) == nil else {
        return "The date \(date.timeIntervalSinceReferenceDate) seconds since 2001-01-01"
    }
    return "The date " + String(decoding: output.bytes, as: UTF8.self)
}

private let weekdayNames = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]

extension Int64 {
    /// Quotient rounded down and the non-negative remainder.
    fileprivate func floorDivided(by divisor: Int64) -> (Int64, Int64) {
        let (quotient, remainder) = quotientAndRemainder(dividingBy: divisor)
        return remainder < 0 ? (quotient - 1, remainder + divisor) : (quotient, remainder)
    }
}
