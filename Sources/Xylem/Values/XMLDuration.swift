// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// An XML Schema `duration`: years, months, days, hours, minutes and seconds as written
/// (`P1Y2M`, `PT36H`, `-P3DT4.5S`), not normalized: `PT36H` stays 36 hours, and is not equal
/// to `P1DT12H`, since a day is not always 24 hours and a month has no fixed length. Seconds read
/// from text are written as they were (`PT1.50S`) while `seconds` keeps their value; equality is
/// by value (`PT1.50S == PT1.5S`).
public struct XMLDuration: Hashable, Sendable, Codable, LosslessStringConvertible {
    /// Whether the duration points back in time (`-P…`).
    public var isNegative: Bool
    /// The years.
    public var years: Int
    /// The months.
    public var months: Int
    /// The days.
    public var days: Int
    /// The hours.
    public var hours: Int
    /// The minutes.
    public var minutes: Int
    /// The seconds with their fraction.
    public var seconds: Decimal
    /// The seconds as read, written again while `seconds` still has their value.
    private var writtenSeconds: XMLLexical.Seconds?

    /// A duration from its fields (each zero or more).
    public init(
        isNegative: Bool = false, years: Int = 0, months: Int = 0, days: Int = 0, hours: Int = 0, minutes: Int = 0,
        seconds: Decimal = 0
    ) {
        (self.isNegative, self.years, self.months, self.days) = (isNegative, years, months, days)
        (self.hours, self.minutes, self.seconds) = (hours, minutes, seconds)
    }

    /// The duration read from its lexical form; nil when the text is not one.
    public init?(_ description: String) {
        var scanner = XMLLexicalScanner(description)
        self.init()
        isNegative = scanner.take(0x2D)
        guard scanner.take(0x50) else { return nil }  // P
        var fields = 0
        var inTime = false
        var order = 0  // each designator after the previous one: Y M D, T, H M S
        while !scanner.isAtEnd {
            if !inTime, scanner.take(0x54) {  // T
                inTime = true
                order = 3
                guard !scanner.isAtEnd else { return nil }
                continue
            }
            guard let number = scanner.decimal() else { return nil }
            let designators: [(UInt8, Int)] =
                inTime ? [(0x48, 4), (0x4D, 5), (0x53, 6)] : [(0x59, 1), (0x4D, 2), (0x44, 3)]
            guard let (_, position) = designators.first(where: { scanner.take($0.0) }), position > order else {
                return nil
            }
            order = position
            fields += 1
            let whole = NSDecimalNumber(decimal: number.value)
            if position != 6 {
                guard number.value == Decimal(whole.intValue) else { return nil }  // only seconds have a fraction
            }
            switch position {
            case 1: years = whole.intValue
            case 2: months = whole.intValue
            case 3: days = whole.intValue
            case 4: hours = whole.intValue
            case 5: minutes = whole.intValue
            default: (seconds, writtenSeconds) = (number.value, number)
            }
        }
        guard fields > 0 else { return nil }
    }

    /// The lexical form: the fields that are not zero (`PT0S` when none is).
    public var description: String {
        var text = isNegative ? "-P" : "P"
        if years != 0 { text += "\(years)Y" }
        if months != 0 { text += "\(months)M" }
        if days != 0 { text += "\(days)D" }
        if hours != 0 || minutes != 0 || seconds != 0 {
            text += "T"
            if hours != 0 { text += "\(hours)H" }
            if minutes != 0 { text += "\(minutes)M" }
            if seconds != 0 {
                text += (writtenSeconds?.text(for: seconds) ?? NSDecimalNumber(decimal: seconds).stringValue) + "S"
            }
        }
        return text == "P" || text == "-P" ? "PT0S" : text
    }

    /// Equal when the fields are: the seconds by value (`1.50` and `1.5` are equal).
    public static func == (lhs: XMLDuration, rhs: XMLDuration) -> Bool {
        (lhs.isNegative, lhs.years, lhs.months, lhs.days) == (rhs.isNegative, rhs.years, rhs.months, rhs.days)
            && (lhs.hours, lhs.minutes, lhs.seconds) == (rhs.hours, rhs.minutes, rhs.seconds)
    }

    /// Hashes the fields (not how the seconds were written).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(isNegative)
        hasher.combine(years)
        hasher.combine(months)
        hasher.combine(days)
        hasher.combine(hours)
        hasher.combine(minutes)
        hasher.combine(seconds)
    }

    /// The fields as date components, negated for a negative duration (add it with
    /// `Calendar.date(byAdding:to:)`).
    public var dateComponents: DateComponents {
        let sign = isNegative ? -1 : 1
        let whole = NSDecimalNumber(decimal: seconds).intValue
        let nanoseconds = NSDecimalNumber(decimal: (seconds - Decimal(whole)) * 1_000_000_000).intValue
        return DateComponents(
            year: sign * years, month: sign * months, day: sign * days, hour: sign * hours, minute: sign * minutes,
            second: sign * whole, nanosecond: sign * nanoseconds)
    }

    /// Reads the lexical form from a scalar.
    public init(from decoder: any Decoder) throws {
        let text = try XMLLexical.text(decoder)
        guard let value = Self(text) else {
            throw XMLLexical.corrupted(decoder, text, "xs:duration", "PnYnMnDTnHnMnS, such as P1Y2M or PT1.5S")
        }
        self = value
    }

    /// Writes the lexical form as a scalar.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
