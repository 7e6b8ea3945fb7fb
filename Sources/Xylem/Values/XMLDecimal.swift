// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation

// `xs:decimal` as a value that keeps its lexical form. Foundation's `Decimal` normalises what it
// reads (`100.00` becomes `100`, more than 38 digits are rounded), so a document decoded into
// `Decimal` and encoded again is not the document that was read: an invoice amount loses the
// two decimals a business partner expects. `XMLDecimal` keeps the text as written and compares
// by number, as XML Schema's value space does; the text is checked once, when the value is made,
// and `canonical` (the XML Schema 1.1 canonical form) is what equality and hashing use, so that
// no digit is ever lost, whatever their count.

/// An XML Schema `decimal` that keeps its lexical form: `100.00` is read and written back as
/// `100.00`, and is still equal to `100` (equality, order and hashing are by number).
///
/// ```
/// struct Total: Codable { var amount: XMLDecimal }   // <amount>100.00</amount>
/// let total = try XMLDecoder().decode(Total.self, from: data)
/// total.amount.description   // "100.00", what XMLEncoder writes
/// total.amount == 100        // true: equality and hashing are by number
/// total.amount.value         // Optional(100), a Decimal
/// ```
///
/// The lexical form is XML Schema's: an optional sign, digits, an optional `.` and fraction
/// (`-1.5`, `+007`, `.5`, `5.`), at least one digit, no exponent, no spaces inside (the decoder
/// removes whitespace around the value, as the type's `collapse` facet says); anything else is
/// refused (`init?(_:)` returns nil, decoding throws `DecodingError.dataCorrupted`). Every digit is
/// kept, however many: `value` is the number as a `Decimal` when it holds it exactly (up to 38
/// significant digits), and nil when it does not, never a rounded number. A value made from a
/// `Decimal` or an integer is written in the canonical form (`100`, `-0.5`), or with at least
/// `minimumFractionDigits` fraction digits (`100.00`). There is no `ExpressibleByFloatLiteral`:
/// a float literal is a binary `Double` (`0.1` is not one tenth), which would change the digits;
/// write `XMLDecimal("0.1")`.
public struct XMLDecimal: Hashable, Comparable, Sendable, Codable, LosslessStringConvertible,
    ExpressibleByIntegerLiteral
{
    /// The lexical form as written (what `XMLEncoder` writes).
    public let description: String
    /// The canonical form: no `+`, no leading zeros but the one before `.`, no trailing zeros in
    /// the fraction, no `.` for a whole number, `0` for zero whatever its sign (`-0.50` is `-0.5`).
    public let canonical: String

    /// The decimal read from its lexical form; nil when the text is not one.
    public init?(_ description: String) {
        guard let canonical = Self.canonical(of: description) else { return nil }
        self.description = description
        self.canonical = canonical
    }

    /// `value` in the canonical form, padded with zeros to `minimumFractionDigits` fraction
    /// digits (`XMLDecimal(100, minimumFractionDigits: 2)` is written `100.00`); never rounded.
    /// Nil when `value` is not a number (`Decimal.nan`), which `xs:decimal` cannot write.
    public init?(_ value: Decimal, minimumFractionDigits: Int = 0) {
        guard !value.isNaN, let exact = Self(Self.plain(value)) else { return nil }
        var text = exact.canonical
        let fraction = text.firstIndex(of: ".").map { text.distance(from: $0, to: text.endIndex) - 1 } ?? 0
        if minimumFractionDigits > fraction {
            text += (fraction == 0 ? "." : "") + String(repeating: "0", count: minimumFractionDigits - fraction)
        }
        self.description = text
        self.canonical = exact.canonical
    }

    /// An integer, written in its canonical form.
    public init(_ value: some BinaryInteger) {
        self.description = String(value)
        self.canonical = value == 0 ? "0" : description
    }

    /// An integer literal: `let amount: XMLDecimal = 100`.
    public init(integerLiteral value: Int) {
        self.init(value)
    }

    /// The number as a `Decimal`, exactly; nil when `Decimal` cannot hold it (more than 38
    /// significant digits, or a power of ten outside -128...127), rather than a rounded number.
    public var value: Decimal? {
        let digits = canonical.utf8.filter { $0 != 0x2D && $0 != 0x2E }.drop { $0 == 0x30 }
        let significant = digits.count - digits.reversed().prefix { $0 == 0x30 }.count
        let fraction =
            canonical.firstIndex(of: ".").map { canonical.distance(from: $0, to: canonical.endIndex) - 1 } ?? 0
        let exponent = (digits.count - significant) - fraction  // the power of ten of the last significant digit
        guard significant <= 38, (-128 ... 127).contains(exponent) else { return nil }
        return Decimal(string: canonical, locale: nil)
    }

    /// Equal when the numbers are (`100.00 == 100`), whatever their lexical forms.
    public static func == (lhs: XMLDecimal, rhs: XMLDecimal) -> Bool { lhs.canonical == rhs.canonical }

    /// Hashes the number (its canonical form).
    public func hash(into hasher: inout Hasher) { hasher.combine(canonical) }

    /// Ordered by number (`-1 < 0.5 < 0.50001 < 2`), every digit compared.
    public static func < (lhs: XMLDecimal, rhs: XMLDecimal) -> Bool {
        let (left, right) = (lhs.canonical, rhs.canonical)
        let (leftNegative, rightNegative) = (left.hasPrefix("-"), right.hasPrefix("-"))
        if leftNegative != rightNegative { return leftNegative }
        return leftNegative
            ? magnitude(right.dropFirst(), isBelow: left.dropFirst()) : magnitude(left[...], isBelow: right[...])
    }

    /// Whether canonical digits `a` (no sign) are a smaller number than `b`: the longer whole part
    /// is larger (no leading zeros), then the digits in order (no trailing zeros in a fraction).
    private static func magnitude(_ a: Substring, isBelow b: Substring) -> Bool {
        let aWhole = a.prefix { $0 != "." }
        let bWhole = b.prefix { $0 != "." }
        if aWhole.count != bWhole.count { return aWhole.count < bWhole.count }
        if aWhole != bWhole { return aWhole < bWhole }
        return a.dropFirst(aWhole.count).dropFirst() < b.dropFirst(bWhole.count).dropFirst()
    }

    /// The canonical form of `text`, nil when it is not an `xs:decimal`: `(+|-)?` digits with an
    /// optional `.` and fraction, at least one digit (`(\+|-)?([0-9]+(\.[0-9]*)?|\.[0-9]+)`).
    static func canonical(of text: String) -> String? {
        let bytes = Array(text.utf8)
        var index = 0
        var negative = false
        if index < bytes.count, bytes[index] == 0x2B || bytes[index] == 0x2D {  // + -
            negative = bytes[index] == 0x2D
            index += 1
        }
        let isDigit = { (byte: UInt8) in byte >= 0x30 && byte <= 0x39 }
        let whole = index
        while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        var integer = bytes[whole ..< index]
        var fraction = bytes[index ..< index]
        if index < bytes.count, bytes[index] == 0x2E {  // .
            index += 1
            let start = index
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
            fraction = bytes[start ..< index]
        }
        guard index == bytes.count, !integer.isEmpty || !fraction.isEmpty else { return nil }
        integer = integer.drop { $0 == 0x30 }
        while fraction.last == 0x30 { fraction = fraction.dropLast() }
        if integer.isEmpty && fraction.isEmpty { return "0" }
        var form = negative ? "-" : ""
        form += integer.isEmpty ? "0" : String(decoding: integer, as: UTF8.self)
        if !fraction.isEmpty { form += "." + String(decoding: fraction, as: UTF8.self) }
        return form
    }

    /// A `Decimal`'s digits without an exponent (`NSDecimalNumber` writes them so).
    private static func plain(_ value: Decimal) -> String {
        NSDecimalNumber(decimal: value).stringValue
    }

    /// Reads the lexical form from a scalar (an element's text, an attribute).
    public init(from decoder: any Decoder) throws {
        let text = try XMLLexical.text(decoder)
        guard let value = Self(text) else {
            throw XMLLexical.corrupted(
                decoder, text, "xs:decimal", "digits with an optional sign and fraction, such as -12.50, no exponent")
        }
        self = value
    }

    /// Writes the lexical form as a scalar.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
