// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation

// The type of a text value, decided over every value seen, in constant space: each value only
// clears the flags of the types it does not fit. The order of preference, and why each test is
// as strict as it is (a value must write back as it was read), is in XylemModels.docc/Models.md.

/// What the values of one attribute or one element's text have in common.
struct ScalarEvidence: Sendable, Equatable {
    /// Values with text (after trimming).
    private(set) var values = 0
    /// Values that were empty.
    private(set) var empties = 0
    private var boolSpellings = true
    private var boolWord = false
    private var integers = true
    private var fitsInt = true
    private var fitsUInt64 = true
    private var numbers = true
    private var exactInDouble = true
    private var fitsDecimal = true
    private var dates = true
    private var rfc2822Dates = true
    private var urls = true

    /// Adds one value.
    mutating func add(_ text: String) {
        guard !text.isEmpty else { empties += 1; return }
        values += 1
        if boolSpellings {
            switch text {
            case "true", "false": boolWord = true
            case "1", "0": break
            default: boolSpellings = false
            }
        }
        if integers || numbers { addNumber(text) }
        if dates && !ISODateSyntax.matches(text) { dates = false }
        if rfc2822Dates && !RFC2822DateSyntax.matches(text) { rfc2822Dates = false }
        if urls && !Self.isWebURL(text) { urls = false }
    }

    private mutating func addNumber(_ text: String) {
        let number = NumberSyntax(text)
        if integers && !(number?.isInteger ?? false) { integers = false }
        if integers {
            // Both flags see every value, so that the order of the values cannot matter
            // (`-5` then `18446744073709551615` is no `UInt64`, whichever comes first).
            if fitsInt && Int(text) == nil { fitsInt = false }
            if fitsUInt64 && UInt64(text) == nil { fitsUInt64 = false }
        }
        if numbers {
            if let number {
                if number.significantDigits > 38 { fitsDecimal = false }
                if exactInDouble && !number.isExactInDouble(text) { exactInDouble = false }
            } else {
                numbers = false
            }
        }
    }

    /// The narrowest type that reads every value seen and writes it back as the same value.
    var type: ScalarType {
        guard values > 0 else { return .string }
        if boolSpellings && boolWord { return .bool }
        if integers && fitsInt { return .int }
        if integers && fitsUInt64 { return .uint64 }
        if numbers && exactInDouble && !integers { return .double }
        if numbers && fitsDecimal { return .decimal }
        if dates { return .date }
        if rfc2822Dates { return .rfc2822Date }
        if urls { return .url }
        return .string
    }

    /// An absolute URL with an authority (`https://…`, `ftp://…`) that `URL` keeps as written.
    /// `urn:` and `mailto:` values stay strings: they are names more often than links.
    private static func isWebURL(_ text: String) -> Bool {
        let bytes = text.utf8
        let isLetter: (UInt8) -> Bool = { ($0 | 0x20) >= UInt8(ascii: "a") && ($0 | 0x20) <= UInt8(ascii: "z") }
        let isSchemeByte: (UInt8) -> Bool = {
            isLetter($0) || ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")) || $0 == UInt8(ascii: "+")
                || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "-")
        }
        guard let first = bytes.first, isLetter(first),
            let colon = bytes.firstIndex(of: UInt8(ascii: ":")), bytes[..<colon].allSatisfy(isSchemeByte),
            bytes[colon...].starts(with: "://".utf8),
            !bytes.contains(where: { $0 <= 0x20 }),
            let url = URL(string: text)
        else { return false }
        return url.absoluteString == text && url.host != nil
    }
}

/// A decimal number as XML Schema writes one (`-12`, `3.25`, `1.5e3`), with no leading zeros
/// or `+`, which a number type would not write back.
struct NumberSyntax {
    let isInteger: Bool
    let significantDigits: Int

    init?(_ text: String) {
        let bytes = Array(text.utf8)
        var i = bytes.first == UInt8(ascii: "-") ? 1 : 0
        func digits() -> Int {
            let start = i
            while i < bytes.count, bytes[i] >= UInt8(ascii: "0"), bytes[i] <= UInt8(ascii: "9") { i += 1 }
            return i - start
        }
        let intStart = i
        let intDigits = digits()
        guard intDigits > 0, intDigits == 1 || bytes[intStart] != UInt8(ascii: "0") else { return nil }
        var fraction = 0
        if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
            i += 1
            fraction = digits()
            guard fraction > 0 else { return nil }
        }
        var exponent = false
        if i < bytes.count, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
            i += 1
            if i < bytes.count, bytes[i] == UInt8(ascii: "-") || bytes[i] == UInt8(ascii: "+") { i += 1 }
            guard digits() > 0 else { return nil }
            exponent = true
        }
        guard i == bytes.count else { return nil }
        // `-0` reads as 0 and writes back as `0`.
        if intDigits == 1, bytes[intStart] == UInt8(ascii: "0"), fraction == 0, !exponent, intStart == 1 { return nil }
        isInteger = fraction == 0 && !exponent
        significantDigits = intDigits + fraction
    }

    /// True when `Double` holds the value exactly as written: reading it and writing it back
    /// (Swift's shortest representation) gives the same decimal number.
    func isExactInDouble(_ text: String) -> Bool {
        guard let double = Double(text), double.isFinite else { return false }
        let written = "\(double)"
        // Most values are written as Swift writes them; the rest (`1.50`, `2E3`) are compared as numbers.
        if written == text { return true }
        guard let writtenNumber = Decimal(string: written), let read = Decimal(string: text) else { return false }
        return writtenNumber == read
    }
}

/// ISO 8601 as XML Schema's `date` and `dateTime` write it and `XMLDecoder`'s default `.iso8601`
/// reads it: `2024-05-14`, `2024-05-14T09:30:00Z`, `2024-05-14T09:30:00.250+09:00`. A date
/// time without a zone is not one: it names no instant.
enum ISODateSyntax {
    static func matches(_ text: String) -> Bool {
        let b = Array(text.utf8)
        func digits(_ range: Range<Int>) -> Bool {
            range.upperBound <= b.count && range.allSatisfy { b[$0] >= UInt8(ascii: "0") && b[$0] <= UInt8(ascii: "9") }
        }
        func byte(_ i: Int, _ c: Character) -> Bool { i < b.count && b[i] == c.asciiValue! }
        guard digits(0 ..< 4), byte(4, "-"), digits(5 ..< 7), byte(7, "-"), digits(8 ..< 10) else { return false }
        if b.count == 10 { return true }
        guard byte(10, "T"), digits(11 ..< 13), byte(13, ":"), digits(14 ..< 16), byte(16, ":"), digits(17 ..< 19)
        else { return false }
        var i = 19
        if byte(i, ".") {
            i += 1
            let start = i
            while digits(i ..< i + 1) { i += 1 }
            guard i > start else { return false }
        }
        if byte(i, "Z") { return i + 1 == b.count }
        guard byte(i, "+") || byte(i, "-") else { return false }
        return i + 6 == b.count && digits(i + 1 ..< i + 3) && byte(i + 3, ":") && digits(i + 4 ..< i + 6)
    }
}

/// RFC 2822 as RSS writes `pubDate` and `XMLDecoder`'s `.rfc2822` reads it:
/// `Tue, 14 May 2024 09:30:00 GMT`, `14 May 2024 09:30 +0900`. Stricter than the decoder (a
/// four-digit year, English names, a day that exists), so that nothing else is taken for one.
enum RFC2822DateSyntax {
    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    private static let weekdays: Set<Substring> = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
    private static let zones: Set<Substring> = [
        "UT", "UTC", "GMT", "Z", "EST", "EDT", "CST", "CDT", "MST", "MDT", "PST", "PDT",
    ]

    static func matches(_ text: String) -> Bool {
        guard text.utf8.count <= 40 else { return false }
        var words = text.split(separator: " ")
        if let first = words.first, first.hasSuffix(",") {
            guard weekdays.contains(first.dropLast()) else { return false }
            words.removeFirst()
        }
        guard words.count == 5, let day = number(words[0], digits: 1 ... 2),
            let month = months.firstIndex(of: String(words[1])),
            let year = number(words[2], digits: 4 ... 4), day >= 1, day <= days(in: month + 1, year)
        else { return false }
        let time = words[3].split(separator: ":", omittingEmptySubsequences: false)
        guard time.count == 2 || time.count == 3, let hour = number(time[0], digits: 2 ... 2), hour < 24,
            let minute = number(time[1], digits: 2 ... 2), minute < 60,
            time.count == 2 || number(time[2], digits: 2 ... 2).map({ $0 < 60 }) == true
        else { return false }
        let zone = words[4]
        if zone.first == "+" || zone.first == "-" {
            guard let offset = number(zone.dropFirst(), digits: 4 ... 4) else { return false }
            return offset / 100 < 24 && offset % 100 < 60
        }
        return zones.contains(zone)
    }

    private static func number(_ text: Substring, digits: ClosedRange<Int>) -> Int? {
        guard digits.contains(text.utf8.count),
            text.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") })
        else { return nil }
        return Int(text)
    }

    private static func days(in month: Int, _ year: Int) -> Int {
        switch month {
        case 2: return year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }
}
