// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation

// XML Schema's `date`, `time` and `dateTime` as values that keep what `Date` cannot: a date
// without a time, a time without a date, and whether a zone was given (and which). Each is
// Codable as its lexical form, through any scalar (an element's text, an attribute), and written
// back as read when the input was canonical.

/// An XML Schema `date`: a calendar day, with the zone when the text gives one (`2024-05-14`,
/// `2024-05-14Z`, `2024-05-14+09:00`).
public struct XMLDate: Hashable, Sendable, Codable, LosslessStringConvertible {
    /// The year (negative before year 1, more than four digits allowed).
    public var year: Int
    /// The month, 1 to 12.
    public var month: Int
    /// The day of the month, 1 to 31.
    public var day: Int
    /// The zone's offset from UTC in minutes, or nil when the text has no zone.
    public var timeZoneOffset: Int?

    /// A date; nil when the month or the day is out of range.
    public init?(year: Int, month: Int, day: Int, timeZoneOffset: Int? = nil) {
        guard (1 ... 12).contains(month), day >= 1, day <= XMLLexical.days(inMonth: month, year: year),
            abs(timeZoneOffset ?? 0) <= 14 * 60
        else { return nil }
        (self.year, self.month, self.day, self.timeZoneOffset) = (year, month, day, timeZoneOffset)
    }

    /// The date read from its lexical form; nil when the text is not one.
    public init?(_ description: String) {
        var scanner = XMLLexicalScanner(description)
        guard let date = Self.scan(&scanner), let zone = scanner.zone(), scanner.isAtEnd else { return nil }
        self.init(year: date.year, month: date.month, day: date.day, timeZoneOffset: zone)
    }

    /// The day at `date` in `timeZone`, which is kept as the zone unless `keepsZone` is false.
    public init(_ date: Date, in timeZone: TimeZone = TimeZone(secondsFromGMT: 0)!, keepsZone: Bool = true) {
        let parts = XMLLexical.calendar(timeZone).dateComponents([.year, .month, .day], from: date)
        (year, month, day) = (parts.year ?? 1970, parts.month ?? 1, parts.day ?? 1)
        timeZoneOffset = keepsZone ? timeZone.secondsFromGMT(for: date) / 60 : nil
    }

    static func scan(_ scanner: inout XMLLexicalScanner) -> (year: Int, month: Int, day: Int)? {
        guard let year = scanner.year(), scanner.take(0x2D), let month = scanner.digits(2), scanner.take(0x2D),
            let day = scanner.digits(2)
        else { return nil }
        return (year, month, day)
    }

    /// The lexical form: `YYYY-MM-DD` and the zone, if any.
    public var description: String {
        XMLLexical.padded(year, 4) + "-" + XMLLexical.padded(month, 2) + "-" + XMLLexical.padded(day, 2)
            + XMLLexical.zone(timeZoneOffset)
    }

    /// The year, month and day, with the zone when there is one.
    public var dateComponents: DateComponents {
        DateComponents(
            calendar: Calendar(identifier: .gregorian), timeZone: XMLLexical.timeZone(timeZoneOffset), year: year,
            month: month, day: day)
    }

    /// The start of the day: in its zone, or in `defaultTimeZone` when it has none.
    public func date(defaultTimeZone: TimeZone = TimeZone(secondsFromGMT: 0)!) -> Date? {
        let zone = XMLLexical.timeZone(timeZoneOffset) ?? defaultTimeZone
        return XMLLexical.calendar(zone).date(from: DateComponents(year: year, month: month, day: day))
    }

    /// Reads the lexical form from a scalar.
    public init(from decoder: any Decoder) throws {
        let text = try XMLLexical.text(decoder)
        guard let value = Self(text) else {
            throw XMLLexical.corrupted(decoder, text, "xs:date", "YYYY-MM-DD with an optional zone")
        }
        self = value
    }

    /// Writes the lexical form as a scalar.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}

/// An XML Schema `time`: a time of day with its fraction of a second as written, and the zone
/// when the text gives one (`09:30:00`, `09:30:00.25Z`). A time read from text writes its seconds
/// as they were written (`09:00:00.0Z`, `09:30:00.500`) while `second` keeps their value; equality
/// is by value (`09:00:00.0Z == 09:00:00Z`).
public struct XMLTime: Hashable, Sendable, Codable, LosslessStringConvertible {
    /// The hour, 0 to 23 (24 only for `24:00:00`, the end of the day).
    public var hour: Int
    /// The minute, 0 to 59.
    public var minute: Int
    /// The second with its fraction, 0 to less than 60.
    public var second: Decimal
    /// The zone's offset from UTC in minutes, or nil when the text has no zone.
    public var timeZoneOffset: Int?
    /// The seconds as read, written again while `second` still has their value.
    private var writtenSecond: XMLLexical.Seconds?

    /// A time; nil when a field is out of range.
    public init?(hour: Int, minute: Int, second: Decimal = 0, timeZoneOffset: Int? = nil) {
        guard (0 ... 23).contains(hour) || (hour == 24 && minute == 0 && second == 0), (0 ... 59).contains(minute),
            second >= 0, second < 60, abs(timeZoneOffset ?? 0) <= 14 * 60
        else { return nil }
        (self.hour, self.minute, self.second, self.timeZoneOffset) = (hour, minute, second, timeZoneOffset)
    }

    /// The time read from its lexical form; nil when the text is not one.
    public init?(_ description: String) {
        var scanner = XMLLexicalScanner(description)
        guard let time = Self.scan(&scanner), let zone = scanner.zone(), scanner.isAtEnd else { return nil }
        self.init(hour: time.hour, minute: time.minute, second: time.second, timeZoneOffset: zone)
    }

    /// A time whose seconds were read as `second` (the value and its text).
    init?(hour: Int, minute: Int, second: XMLLexical.Seconds, timeZoneOffset: Int?) {
        self.init(hour: hour, minute: minute, second: second.value, timeZoneOffset: timeZoneOffset)
        writtenSecond = second
    }

    static func scan(_ scanner: inout XMLLexicalScanner) -> (hour: Int, minute: Int, second: XMLLexical.Seconds)? {
        guard let hour = scanner.digits(2), scanner.take(0x3A), let minute = scanner.digits(2), scanner.take(0x3A),
            let second = scanner.seconds()
        else { return nil }
        return (hour, minute, second)
    }

    /// The lexical form: `hh:mm:ss`, the fraction if any (as read, or the shortest), and the zone, if any.
    public var description: String {
        XMLLexical.padded(hour, 2) + ":" + XMLLexical.padded(minute, 2) + ":"
            + (writtenSecond?.text(for: second) ?? XMLLexical.seconds(second)) + XMLLexical.zone(timeZoneOffset)
    }

    /// Equal when the fields are: the seconds by value (`00.0` and `00` are equal).
    public static func == (lhs: XMLTime, rhs: XMLTime) -> Bool {
        lhs.hour == rhs.hour && lhs.minute == rhs.minute && lhs.second == rhs.second
            && lhs.timeZoneOffset == rhs.timeZoneOffset
    }

    /// Hashes the fields (not how the seconds were written).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(hour)
        hasher.combine(minute)
        hasher.combine(second)
        hasher.combine(timeZoneOffset)
    }

    /// The hour, minute, second and nanosecond, with the zone when there is one.
    public var dateComponents: DateComponents {
        let whole = NSDecimalNumber(decimal: second).intValue
        let nanoseconds = NSDecimalNumber(decimal: (second - Decimal(whole)) * 1_000_000_000).intValue
        return DateComponents(
            timeZone: XMLLexical.timeZone(timeZoneOffset), hour: hour, minute: minute, second: whole,
            nanosecond: nanoseconds)
    }

    /// Reads the lexical form from a scalar.
    public init(from decoder: any Decoder) throws {
        let text = try XMLLexical.text(decoder)
        guard let value = Self(text) else {
            throw XMLLexical.corrupted(decoder, text, "xs:time", "hh:mm:ss with an optional fraction and zone")
        }
        self = value
    }

    /// Writes the lexical form as a scalar.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}

/// An XML Schema `dateTime`: a date and a time of day, and the zone when the text gives one
/// (`2024-05-14T09:30:00`, `2024-05-14T09:30:00.5+09:00`). Without a zone it is a local time,
/// which no `Date` can say: `date(defaultTimeZone:)` asks for the zone to read it in.
public struct XMLDateTime: Hashable, Sendable, Codable, LosslessStringConvertible {
    /// The day (its zone is the value's).
    public var day: XMLDate
    /// The time of day (its zone is the value's).
    public var time: XMLTime

    /// The zone's offset from UTC in minutes, or nil when the text has no zone.
    public var timeZoneOffset: Int? { time.timeZoneOffset }

    /// A date and time in one zone (or none).
    public init(day: XMLDate, time: XMLTime) {
        self.day = day
        self.time = time
        self.day.timeZoneOffset = time.timeZoneOffset
    }

    /// The date and time read from its lexical form; nil when the text is not one.
    public init?(_ description: String) {
        var scanner = XMLLexicalScanner(description)
        guard let date = XMLDate.scan(&scanner), scanner.take(0x54), let time = XMLTime.scan(&scanner),
            let zone = scanner.zone(), scanner.isAtEnd,
            let day = XMLDate(year: date.year, month: date.month, day: date.day, timeZoneOffset: zone),
            let clock = XMLTime(hour: time.hour, minute: time.minute, second: time.second, timeZoneOffset: zone)
        else { return nil }
        self.init(day: day, time: clock)
    }

    /// The moment `date` as seen in `timeZone`, kept as the zone unless `keepsZone` is false;
    /// the fraction of a second in milliseconds.
    public init(_ date: Date, in timeZone: TimeZone = TimeZone(secondsFromGMT: 0)!, keepsZone: Bool = true) {
        let parts = XMLLexical.calendar(timeZone).dateComponents(
            [.year, .month, .day, .hour, .minute, .second], from: date)
        let zone = keepsZone ? timeZone.secondsFromGMT(for: date) / 60 : nil
        let start = XMLLexical.calendar(timeZone).date(from: parts) ?? date
        let milliseconds = Int((date.timeIntervalSince(start) * 1000).rounded())
        let second = Decimal(parts.second ?? 0) + Decimal(milliseconds) / 1000
        self.init(
            day: XMLDate(year: parts.year ?? 1970, month: parts.month ?? 1, day: parts.day ?? 1, timeZoneOffset: zone)
                ?? XMLDate(year: 1970, month: 1, day: 1)!,
            time: XMLTime(hour: parts.hour ?? 0, minute: parts.minute ?? 0, second: second, timeZoneOffset: zone)
                ?? XMLTime(hour: 0, minute: 0)!)
    }

    /// The lexical form: the date, `T`, the time, and the zone, if any.
    public var description: String {
        var date = day
        date.timeZoneOffset = nil
        return date.description + "T" + time.description
    }

    /// The date's and the time's fields, with the zone when there is one.
    public var dateComponents: DateComponents {
        var parts = time.dateComponents
        parts.calendar = Calendar(identifier: .gregorian)
        (parts.year, parts.month, parts.day) = (day.year, day.month, day.day)
        return parts
    }

    /// The moment: in its zone, or in `defaultTimeZone` when it has none.
    public func date(defaultTimeZone: TimeZone = TimeZone(secondsFromGMT: 0)!) -> Date? {
        let zone = XMLLexical.timeZone(timeZoneOffset) ?? defaultTimeZone
        let whole = NSDecimalNumber(decimal: time.second).intValue
        guard
            let start = XMLLexical.calendar(zone).date(
                from: DateComponents(
                    year: day.year, month: day.month, day: day.day, hour: time.hour, minute: time.minute,
                    second: whole))
        else { return nil }
        return start.addingTimeInterval(NSDecimalNumber(decimal: time.second - Decimal(whole)).doubleValue)
    }

    /// Reads the lexical form from a scalar.
    public init(from decoder: any Decoder) throws {
        let text = try XMLLexical.text(decoder)
        guard let value = Self(text) else {
            throw XMLLexical.corrupted(
                decoder, text, "xs:dateTime", "YYYY-MM-DDThh:mm:ss with an optional fraction and zone")
        }
        self = value
    }

    /// Writes the lexical form as a scalar.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
