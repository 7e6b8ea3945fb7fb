// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation

// The lexical forms of XML Schema's date, time and duration types, read and written by one small
// scanner over UTF-8 bytes: numbers of a fixed or minimum width, the separators, an optional zone
// (`Z`, `+hh:mm`, `-hh:mm`), seconds with a fraction kept as written. Every value type of this
// folder reads through `parse` and writes through its pieces, so a canonical input is written
// back byte for byte.

struct XMLLexicalScanner {
    private let bytes: [UInt8]
    private var index = 0

    init(_ text: String) { bytes = Array(text.utf8) }

    var isAtEnd: Bool { index == bytes.count }

    /// Consumes `byte` if it is next.
    mutating func take(_ byte: UInt8) -> Bool {
        guard index < bytes.count, bytes[index] == byte else { return false }
        index += 1
        return true
    }

    /// A run of ASCII digits: exactly `width` of them, or at least `width` when `orMore`.
    mutating func digits(_ width: Int, orMore: Bool = false) -> Int? {
        let start = index
        while index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39 { index += 1 }
        let count = index - start
        guard count == width || (orMore && count >= width), count <= 18 else { index = start; return nil }
        return bytes[start ..< index].reduce(0) { $0 * 10 + Int($1 - 0x30) }
    }

    /// A year: `-`? and four digits or more, no leading zero beyond four digits.
    mutating func year() -> Int? {
        let negative = take(0x2D)
        let start = index
        guard let value = digits(4, orMore: true) else { return nil }
        if index - start > 4, bytes[start] == 0x30 { return nil }
        return negative ? -value : value
    }

    /// Seconds: two digits and an optional fraction, as a `Decimal` and as written (`00.500`).
    mutating func seconds() -> XMLLexical.Seconds? {
        let start = index
        guard digits(2) != nil else { return nil }
        if take(0x2E) {
            let fraction = index
            while index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39 { index += 1 }
            guard index > fraction else { return nil }
        }
        let text = String(decoding: bytes[start ..< index], as: UTF8.self)
        return Decimal(string: text, locale: nil).map { XMLLexical.Seconds(value: $0, text: text) }
    }

    /// A zone, if one is next: its offset from UTC in minutes.
    mutating func zone() -> Int?? {
        if take(0x5A) { return .some(0) }  // Z
        let sign: Int
        if take(0x2B) { sign = 1 } else if take(0x2D) { sign = -1 } else { return .some(nil) }
        guard let hours = digits(2), take(0x3A), let minutes = digits(2), minutes < 60,
            hours < 14 || (hours == 14 && minutes == 0)
        else { return nil }
        return .some(.some(sign * (hours * 60 + minutes)))
    }

    /// A number with an optional fraction (a duration's field), as a `Decimal` and as written.
    mutating func decimal() -> XMLLexical.Seconds? {
        let start = index
        while index < bytes.count, (bytes[index] >= 0x30 && bytes[index] <= 0x39) || bytes[index] == 0x2E { index += 1 }
        let text = String(decoding: bytes[start ..< index], as: UTF8.self)
        guard !text.isEmpty, text.first != ".", text.last != ".", text.filter({ $0 == "." }).count <= 1 else {
            return nil
        }
        return Decimal(string: text, locale: nil).map { XMLLexical.Seconds(value: $0, text: text) }
    }
}

/// Writing the pieces of a lexical form.
enum XMLLexical {
    /// Seconds with their fraction as read: the value, and the text it was written with
    /// (`00.0`, `4.50`), which is written again while the value is still the same (a value
    /// built from components or a `Date`, or one whose seconds were changed, has none and is
    /// written in the shortest form). It takes no part in equality: `00.0` and `00` are equal.
    struct Seconds: Sendable {
        var value: Decimal
        var text: String

        /// `text` when it still writes `value`, else nil.
        func text(for value: Decimal) -> String? { value == self.value ? text : nil }
    }

    static func padded(_ value: Int, _ width: Int) -> String {
        let digits = String(abs(value))
        return (value < 0 ? "-" : "") + String(repeating: "0", count: max(0, width - digits.count)) + digits
    }

    static func zone(_ minutes: Int?) -> String {
        guard let minutes else { return "" }
        if minutes == 0 { return "Z" }
        return (minutes < 0 ? "-" : "+") + padded(abs(minutes) / 60, 2) + ":" + padded(abs(minutes) % 60, 2)
    }

    /// Seconds as `ss` or `ss.fff`: the fraction's digits as the value has them.
    static func seconds(_ value: Decimal) -> String {
        let text = NSDecimalNumber(decimal: value).stringValue
        let whole = text.prefix { $0 != "." }
        return String(repeating: "0", count: max(0, 2 - whole.count)) + text
    }

    static func days(inMonth month: Int, year: Int?) -> Int {
        switch month {
        case 2:
            guard let year else { return 29 }
            return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// The zone as a Foundation `TimeZone`.
    static func timeZone(_ minutes: Int?) -> TimeZone? {
        minutes.flatMap { TimeZone(secondsFromGMT: $0 * 60) }
    }

    static func calendar(_ zone: TimeZone) -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        return calendar
    }

    /// A scalar's text with its leading and trailing XML whitespace removed: these types'
    /// whitespace facet is `collapse`, so ` 2024-05-14 ` is the date.
    static func text(_ decoder: any Decoder) throws -> String {
        let text = try decoder.singleValueContainer().decode(String.self)
        let space: Set<Character> = [" ", "\t", "\n", "\r", "\r\n"]
        guard let first = text.firstIndex(where: { !space.contains($0) }),
            let last = text.lastIndex(where: { !space.contains($0) })
        else { return "" }
        return String(text[first ... last])
    }

    /// The error for a value that is not in its type's lexical form.
    static func corrupted(_ decoder: any Decoder, _ text: String, _ type: String, _ form: String) -> DecodingError {
        DecodingError.dataCorrupted(
            .init(
                codingPath: decoder.codingPath,
                debugDescription: "Expected an \(type) (\(form)) but found \"\(text)\" instead."))
    }
}
