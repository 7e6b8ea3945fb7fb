import Foundation

// Dates written by the rules the decoder reads them with (Decoder/ScalarParsing.swift and
// DateParsing.swift). Wherever the text might not hold the date exactly (an RFC 2822 date, a
// fixed pattern, ISO 8601 fractions) it is read back with the decoder's own parser before it
// counts: a date that the strategy's text cannot hold is reported, not rounded.

extension XMLOutput {
    /// ISO 8601 in UTC (`2014-05-01T02:01:15Z`), with the fewest fraction digits, up to nine,
    /// that read back as the same date; nine when none does.
    mutating func append(iso8601 date: Date) -> ValueProblem? {
        guard let (whole, fraction) = splitSeconds(date) else { return outOfRange(date, "ISO 8601") }
        let start = bytes.count
        guard appendDateTime(whole) else { return outOfRange(date, "ISO 8601") }
        // Whole seconds: this text, whatever the check below would find (a date finer than
        // seconds since 1970 hold reads back within its last bit, as in the fallback).
        if fraction == 0 {
            bytes.append(UInt8(ascii: "Z"))
            return nil
        }
        let fieldsEnd = bytes.count
        var scale = 1.0
        for digits in 1 ... 9 {
            bytes.removeLast(bytes.count - fieldsEnd)
            scale *= 10
            let units = (fraction * scale).rounded()
            // No units is the text without a fraction, and a carry into the seconds a coarser
            // text: neither reads back as this date.
            guard units > 0 && units < scale else { continue }
            bytes.append(UInt8(ascii: "."))
            append(Int(units), width: digits)
            bytes.append(UInt8(ascii: "Z"))
            if parseISO8601(bytes[start...]) == date { return nil }
        }
        // None does: the date's last bit is finer than seconds since 1970 can hold (the parser
        // builds dates from those), as `Date()` can be. Nanoseconds come within that bit.
        bytes.removeLast(bytes.count - start)
        var nanoseconds = (fraction * 1e9).rounded()
        var seconds = whole
        if nanoseconds >= 1e9 {
            seconds += 1
            nanoseconds = 0
        }
        guard appendDateTime(seconds) else { return outOfRange(date, "ISO 8601") }
        if nanoseconds > 0 {
            bytes.append(UInt8(ascii: "."))
            append(Int(nanoseconds), width: 9)
        }
        bytes.append(UInt8(ascii: "Z"))
        return nil
    }

    /// RFC 2822 in UTC: `Sat, 11 Apr 2015 22:35:51 +0000`. Whole seconds only.
    mutating func append(rfc2822 date: Date) -> ValueProblem? {
        guard let (whole, fraction) = splitSeconds(date) else { return outOfRange(date, "RFC 2822") }
        guard fraction == 0 else {
            return .unrepresentable("\(date) has a fraction of a second, which RFC 2822 cannot hold: round the date, or use .iso8601")
        }
        let (days, second) = whole.floorDivided(by: 86_400)
        let (year, month, day) = civilFromDays(Int(days))
        guard (1 ... 9999).contains(year) else { return outOfRange(date, "RFC 2822") }
        let start = bytes.count
        let weekday = Int((days % 7 + 7 + 4) % 7)   // 1970-01-01 was a Thursday
        bytes.append(contentsOf: weekdayNames[weekday].utf8)
        bytes.append(contentsOf: ", ".utf8)
        append(day, width: 2)
        bytes.append(UInt8(ascii: " "))
        bytes.append(contentsOf: monthNames[month - 1].utf8)
        bytes.append(UInt8(ascii: " "))
        append(year, width: 4)
        bytes.append(UInt8(ascii: " "))
        appendTime(Int(second))
        bytes.append(contentsOf: " +0000".utf8)
        return parseRFC2822(bytes[start...]) == date ? nil : outOfRange(date, "RFC 2822")
    }

    /// `date` in `pattern`'s layout and time zone (`text` is the pattern as given).
    mutating func append(_ date: Date, pattern: FixedDatePattern, text: String) -> ValueProblem? {
        guard let (whole, fraction) = splitSeconds(date), fraction == 0 else {
            return .unrepresentable("\(date) has a fraction of a second, which the pattern \"\(text)\" cannot hold")
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
            var rest = value
            for position in (start + field.offset ..< start + field.offset + field.width).reversed() {
                bytes[position] = UInt8(rest % 10) + 0x30
                rest /= 10
            }
            guard rest == 0 else { return outOfRange(date, "the pattern \"\(text)\"") }
        }
        if pattern.parse(bytes[start...]) == date { return nil }
        return .unrepresentable("\(date) does not fit the pattern \"\(text)\" in \(pattern.timeZone.identifier): its text \"\(String(decoding: bytes[start...], as: UTF8.self))\" reads back as another date (a time the pattern has no field for, or a wall-clock time the zone skips or repeats)")
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

    /// Whole seconds since 1970 and the fraction in [0, 1); nil for dates no format reaches.
    private func splitSeconds(_ date: Date) -> (Int64, Double)? {
        let seconds = date.timeIntervalSince1970
        guard seconds.isFinite, abs(seconds) < 4e11 else { return nil }
        let whole = seconds.rounded(.down)
        return (Int64(whole), seconds - whole)
    }

    private func outOfRange(_ date: Date, _ format: String) -> ValueProblem {
        .unrepresentable("\(date) cannot be written in \(format) (four-digit years only)")
    }
}

private let weekdayNames = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
private let monthNames = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

extension Int64 {
    /// Quotient rounded down and the non-negative remainder.
    fileprivate func floorDivided(by divisor: Int64) -> (Int64, Int64) {
        let (quotient, remainder) = quotientAndRemainder(dividingBy: divisor)
        return remainder < 0 ? (quotient - 1, remainder + divisor) : (quotient, remainder)
    }
}
