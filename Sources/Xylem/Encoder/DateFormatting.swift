import Foundation

// Dates written by the rules the decoder reads them with (Decoder/ScalarParsing.swift and
// DateParsing.swift). Every date written is read back with the decoder's own parser before it
// counts: a date that the strategy's text cannot hold exactly is reported, not rounded.

extension XMLOutput {
    /// ISO 8601 in UTC (`2014-05-01T02:01:15Z`), with the fewest fraction digits, up to nine,
    /// that read back as the same date; nine when none does.
    mutating func append(iso8601 date: Date) -> ValueProblem? {
        guard let (whole, fraction) = splitSeconds(date) else { return outOfRange(date, "ISO 8601") }
        let start = bytes.count
        guard appendDateTime(whole) else { return outOfRange(date, "ISO 8601") }
        let fieldsEnd = bytes.count
        var scale = 1.0
        for digits in 0 ... 9 {
            bytes.removeSubrange(fieldsEnd...)
            if digits > 0 {
                scale *= 10
                let units = (fraction * scale).rounded()
                // No units is the text without a fraction, and a carry into the seconds a
                // coarser text: both were tried already.
                guard units > 0 && units < scale else { continue }
                bytes.append(UInt8(ascii: "."))
                append(Int(units), width: digits)
            }
            bytes.append(UInt8(ascii: "Z"))
            if parseISO8601(bytes[start...]) == date { return nil }
        }
        // None does: the date's last bit is finer than seconds since 1970 can hold (the parser
        // builds dates from those), as `Date()` can be. Nanoseconds come within that bit.
        bytes.removeSubrange(start...)
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
        let (year, month, day) = civilFromDays(days)
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
        let (year, month, day) = civilFromDays(days)
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
    private mutating func appendDateTime(_ whole: Int64) -> Bool {
        let (days, second) = whole.floorDivided(by: 86_400)
        let (year, month, day) = civilFromDays(days)
        guard (0 ... 9999).contains(year) else { return false }
        append(year, width: 4)
        bytes.append(UInt8(ascii: "-"))
        append(month, width: 2)
        bytes.append(UInt8(ascii: "-"))
        append(day, width: 2)
        bytes.append(UInt8(ascii: "T"))
        appendTime(Int(second))
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

    /// A non-negative number in exactly `width` digits, zero-padded.
    private mutating func append(_ value: Int, width: Int) {
        let start = bytes.count
        bytes.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: width))
        var rest = value
        var position = start + width - 1
        while rest > 0 && position >= start {
            bytes[position] = UInt8(rest % 10) + 0x30
            rest /= 10
            position -= 1
        }
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

/// The proleptic Gregorian date of a count of days since 1970-01-01: the inverse of
/// `daysFromCivil` (Howard Hinnant's algorithm).
func civilFromDays(_ count: Int64) -> (year: Int, month: Int, day: Int) {
    let z = Int(count) + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let dayOfEra = z - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let shiftedMonth = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
    let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
    return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
}
