// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation

// XML Schema's partial dates, `gYear`, `gYearMonth`, `gMonthDay`, `gDay` and `gMonth`: recurring
// or incomplete calendar values that no `Date` can hold. One struct, `XMLGregorian`, with the
// fields its kind has; its `kind` says which lexical form it reads and writes.

/// An XML Schema partial date: `gYear` (`2024`), `gYearMonth` (`2024-05`), `gMonthDay`
/// (`--05-14`), `gDay` (`---14`) or `gMonth` (`--05`), each with an optional zone.
///
/// Decoding reads any of the five forms; a property that must hold one kind checks `kind`.
public struct XMLGregorian: Hashable, Sendable, Codable, LosslessStringConvertible {
    /// Which partial date it is.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// `gYear`: `YYYY`.
        case year = "gYear"
        /// `gYearMonth`: `YYYY-MM`.
        case yearMonth = "gYearMonth"
        /// `gMonthDay`: `--MM-DD`.
        case monthDay = "gMonthDay"
        /// `gDay`: `---DD`.
        case day = "gDay"
        /// `gMonth`: `--MM`.
        case month = "gMonth"

        /// The kind whose XML Schema type name is `rawValue` (`"gYear"`, `"gYearMonth"`,
        /// `"gMonthDay"`, `"gDay"`, `"gMonth"`), or nil for any other name.
        public init?(rawValue: String) {
            guard let kind = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
            self = kind
        }
    }

    /// Which partial date it is: the fields it has.
    public let kind: Kind
    /// The year, for `year` and `yearMonth`.
    public let year: Int?
    /// The month, for `yearMonth`, `monthDay` and `month`.
    public let month: Int?
    /// The day, for `monthDay` and `day`.
    public let day: Int?
    /// The zone's offset from UTC in minutes, or nil when the text has no zone.
    public var timeZoneOffset: Int?

    /// A `gYear`.
    public static func year(_ year: Int, timeZoneOffset: Int? = nil) -> XMLGregorian {
        XMLGregorian(kind: .year, year: year, month: nil, day: nil, timeZoneOffset: timeZoneOffset)
    }

    /// A `gYearMonth`; nil when the month is out of range.
    public static func yearMonth(_ year: Int, _ month: Int, timeZoneOffset: Int? = nil) -> XMLGregorian? {
        (1 ... 12).contains(month)
            ? XMLGregorian(kind: .yearMonth, year: year, month: month, day: nil, timeZoneOffset: timeZoneOffset) : nil
    }

    /// A `gMonthDay`; nil when the day is not in the month (February 29 is).
    public static func monthDay(_ month: Int, _ day: Int, timeZoneOffset: Int? = nil) -> XMLGregorian? {
        (1 ... 12).contains(month) && day >= 1 && day <= XMLLexical.days(inMonth: month, year: nil)
            ? XMLGregorian(kind: .monthDay, year: nil, month: month, day: day, timeZoneOffset: timeZoneOffset) : nil
    }

    /// A `gDay`; nil when the day is out of range.
    public static func day(_ day: Int, timeZoneOffset: Int? = nil) -> XMLGregorian? {
        (1 ... 31).contains(day)
            ? XMLGregorian(kind: .day, year: nil, month: nil, day: day, timeZoneOffset: timeZoneOffset) : nil
    }

    /// A `gMonth`; nil when the month is out of range.
    public static func month(_ month: Int, timeZoneOffset: Int? = nil) -> XMLGregorian? {
        (1 ... 12).contains(month)
            ? XMLGregorian(kind: .month, year: nil, month: month, day: nil, timeZoneOffset: timeZoneOffset) : nil
    }

    private init(kind: Kind, year: Int?, month: Int?, day: Int?, timeZoneOffset: Int?) {
        (self.kind, self.year, self.month, self.day, self.timeZoneOffset) = (kind, year, month, day, timeZoneOffset)
    }

    /// The partial date read from any of the five lexical forms; nil when the text is none. A
    /// zone may follow a year or a month (`1999-05:00` is the year 1999 at -05:00, `--12-05:00`
    /// December at -05:00), and XML Schema 1.0's first edition wrote a month `--MM--`.
    public init?(_ description: String) {
        guard let value = Self.parse(description, short: false) ?? Self.parse(description, short: true) else {
            return nil
        }
        self = value
    }

    /// One reading of `description`: the longest form (`short` false), or the year and the month
    /// alone before the zone, which the longer form would take for its month or day.
    private static func parse(_ description: String, short: Bool) -> XMLGregorian? {
        var scanner = XMLLexicalScanner(description)
        var value: XMLGregorian?
        if scanner.take(0x2D), scanner.take(0x2D) {
            if scanner.take(0x2D) {
                value = short ? nil : scanner.digits(2).flatMap { Self.day($0) }
            } else if let month = scanner.digits(2) {
                if short {
                    value = Self.month(month)
                    var legacy = scanner
                    if legacy.take(0x2D), legacy.take(0x2D) { scanner = legacy }  // `--MM--`
                } else if scanner.take(0x2D) {
                    value = scanner.digits(2).flatMap { Self.monthDay(month, $0) }
                } else {
                    value = Self.month(month)
                }
            }
        } else {
            scanner = XMLLexicalScanner(description)
            if let year = scanner.year() {
                value =
                    !short && scanner.take(0x2D)
                    ? scanner.digits(2).flatMap { Self.yearMonth(year, $0) } : Self.year(year)
            }
        }
        guard var value, let zone = scanner.zone(), scanner.isAtEnd, abs(zone ?? 0) <= 14 * 60 else { return nil }
        value.timeZoneOffset = zone
        return value
    }

    /// The lexical form of its kind, and the zone, if any.
    public var description: String {
        let text: String
        switch kind {
        case .year: text = XMLLexical.padded(year ?? 0, 4)
        case .yearMonth: text = XMLLexical.padded(year ?? 0, 4) + "-" + XMLLexical.padded(month ?? 1, 2)
        case .monthDay: text = "--" + XMLLexical.padded(month ?? 1, 2) + "-" + XMLLexical.padded(day ?? 1, 2)
        case .day: text = "---" + XMLLexical.padded(day ?? 1, 2)
        case .month: text = "--" + XMLLexical.padded(month ?? 1, 2)
        }
        return text + XMLLexical.zone(timeZoneOffset)
    }

    /// The fields it has, with the zone when there is one.
    public var dateComponents: DateComponents {
        DateComponents(
            calendar: Calendar(identifier: .gregorian), timeZone: XMLLexical.timeZone(timeZoneOffset), year: year,
            month: month, day: day)
    }

    /// Reads any of the five lexical forms from a scalar.
    public init(from decoder: any Decoder) throws {
        let text = try XMLLexical.text(decoder)
        guard let value = Self(text) else {
            throw XMLLexical.corrupted(
                decoder, text, "xs:gYear, gYearMonth, gMonthDay, gDay or gMonth",
                "YYYY, YYYY-MM, --MM-DD, ---DD or --MM, with an optional zone")
        }
        self = value
    }

    /// Writes the lexical form as a scalar.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
