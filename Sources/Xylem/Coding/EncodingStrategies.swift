// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation

// The options of `XMLEncoder`. Each mirrors the decoder's option of the same name
// (DecodingStrategies.swift), so that what one writes the other reads with the matching
// setting. Xylem.docc/Encoding.md shows each.

extension XMLEncoder {
    /// How namespace prefixes of keys are written (the decoder's type: see `XMLNamespaceStrategy`).
    public typealias NamespaceStrategy = XMLNamespaceStrategy

    /// Which elements wrap lists (the decoder's type: see `ListHint`).
    public typealias ListHint = Xylem.ListHint

    /// Layout of the output, as `JSONEncoder.OutputFormatting`.
    public struct OutputFormatting: OptionSet, Sendable {
        /// The options as bits.
        public let rawValue: UInt

        /// Creates a set from its raw value.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// One element per line, indented by `prettyPrintIndentation` per level. Only whitespace
        /// between elements is added: an element's text is written as it is.
        public static let prettyPrinted = OutputFormatting(rawValue: 1 << 0)
        /// Attributes and child elements in the order of their names (code point order), for
        /// stable diffs. Repeated elements keep their order; list items are never reordered.
        public static let sortedKeys = OutputFormatting(rawValue: 1 << 1)
    }

    /// The indentation of one level when pretty printing.
    public enum Indentation: Sendable, Equatable {
        /// This many spaces per level.
        case spaces(Int)
        /// This many tabs per level.
        case tabs(Int)
    }

    /// The XML declaration written before the root element:
    /// `<?xml version="1.0" encoding="UTF-8"?>`. The output is always UTF-8, XML 1.0.
    public struct Declaration: Sendable, Equatable {
        /// `standalone="yes"` or `"no"`; nil writes no `standalone` (the default).
        public var standalone: Bool?

        /// A declaration, with `standalone` only when you give it.
        public init(standalone: Bool? = nil) {
            self.standalone = standalone
        }
    }

    /// How the `stringValue`s of your keys become element and attribute names (the inverse of
    /// `XMLDecoder.KeyDecodingStrategy`). Only the local part of a prefixed key is converted;
    /// the keys `""` and `_0` are never converted.
    public enum KeyEncodingStrategy: Sendable {
        /// Keys are written as they are (the default).
        case useDefaultKeys
        /// `firstName` is written `first_name`; `myURLValue` is written `my_url_value`.
        case convertToSnakeCase
        /// `firstName` is written `first-name`.
        case convertToKebabCase
        /// `loginResult` is written `LoginResult` (PascalCase SOAP and .NET services).
        case convertToCapitalized
        /// `firstName` is written `FIRST_NAME` (upper-case snake case, what
        /// `.convertFromUppercase` reads).
        case convertToUppercase
        /// Your function turns a key string into the name to write.
        case custom(@Sendable (_ key: String) -> String)
    }

    /// Which keys are written as attributes besides the keys spelled `"@name"`.
    public enum AttributeEncodingStrategy: Sendable {
        /// Only keys spelled `"@name"` are attributes; every other key is a child element (the
        /// default).
        case prefixedKeysOnly
        /// Also the keys for which your function returns true. It gets the coding path of the
        /// value, the key last: `.attributes { ["lat", "lon"].contains($0.last?.stringValue) }`.
        /// For models whose keys you cannot change (types from another module).
        case attributes(@Sendable (_ codingPath: [any CodingKey]) -> Bool)
    }

    /// How `Date` values are written (the mirror of `XMLDecoder.DateDecodingStrategy`). A date
    /// that a strategy's text cannot hold exactly (a fraction of a second in `.rfc2822`, a time
    /// of day in `.fixedPattern("yyyyMMdd", ...)`) is an `EncodingError.invalidValue`, never
    /// rounded silently.
    public enum DateEncodingStrategy: Sendable {
        /// `Date`'s own `encode(to:)`: seconds since 2001-01-01 as a number.
        case deferredToDate
        /// ISO 8601 in UTC, `2014-05-01T02:01:15Z`, with the fewest fraction digits (up to nine)
        /// that read back as the same date (the default).
        case iso8601
        /// A number of seconds since 1970-01-01 UTC.
        case secondsSince1970
        /// A number of milliseconds since 1970-01-01 UTC.
        case millisecondsSince1970
        /// Whatever the formatter writes.
        case formatted(DateFormatter)
        /// RFC 2822 / RSS `pubDate` in UTC: `Sat, 11 Apr 2015 22:35:51 +0000`.
        case rfc2822
        /// A fixed numeric pattern such as `yyyyMMdd`, in `timeZone`: the letters and rules of
        /// the decoding strategy of the same name.
        case fixedPattern(String, timeZone: TimeZone)
        /// Your function writes the date, given an encoder positioned at the value.
        case custom(@Sendable (_ date: Date, _ encoder: any Encoder) throws -> Void)
    }

    /// How `Data` values are written (the mirror of `XMLDecoder.DataDecodingStrategy`).
    public enum DataEncodingStrategy: Sendable {
        /// `Data`'s own `encode(to:)`: one element per byte.
        case deferredToData
        /// Base64 on one line (the default).
        case base64
        /// Base64 in lines of `lineLength` characters separated by line feeds, as MIME writes
        /// it with 76. The decoder ignores the line breaks.
        case base64Wrapped(lineLength: Int)
        /// Lower-case hexadecimal digits.
        case hex
        /// Your function writes the data, given an encoder positioned at the value.
        case custom(@Sendable (_ data: Data, _ encoder: any Encoder) throws -> Void)
    }

    /// How finite `Double` and `Float` values are written.
    public enum NumberEncodingStrategy: Sendable {
        /// The shortest text that reads back as the same value: `1318.59`, and an exponent for
        /// very small or large magnitudes, `9.1697e-05`, `3e+20` (the default; xsd:double).
        case shortest
        /// The same digits without an exponent: `0.000091697`, `300000000000000000000`, as
        /// xsd:decimal requires (GPX's `lat`, `lon` and `ele`). `Decimal` is always written so.
        case plainDecimal
    }

    /// How infinity and NaN are written.
    public enum NonConformingFloatEncodingStrategy: Sendable {
        /// XML Schema's `INF`, `-INF` and `NaN`, which every `XMLDecoder` reads (the default).
        case xmlSchema
        /// An `EncodingError.invalidValue`.
        case `throw`
        /// These strings (the decoder's `.convertFromString` reads them back).
        case convertToString(positiveInfinity: String, negativeInfinity: String, nan: String)
    }

    /// How `nil` is written for a key whose value is absent.
    public enum NilEncodingStrategy: Sendable {
        /// No element at all (the default): the decoder reads a missing key as `nil`.
        case omit
        /// An empty element, `<ele/>`: the decoder reads it as `nil` for every optional but
        /// `String?`, which reads `""` unless its `emptyElementDecodingStrategy` is `.null`.
        case emptyElement
        /// `<ele xsi:nil="true"/>`, with `xmlns:xsi` declared on the root element (XML Schema).
        case xsiNil
    }

    /// How text is written in elements (attribute values are always escaped).
    public enum StringEncodingStrategy: Sendable {
        /// `&`, `<` and `>` as entity references (the default).
        case escaped
        /// As a CDATA section where your function returns true for the coding path: HTML in
        /// RSS `content:encoded`, say. A `]]>` inside is split over two sections.
        case cdata(where: @Sendable (_ codingPath: [any CodingKey]) -> Bool)
    }
}

/// A snapshot of an `XMLEncoder`'s options, taken once per encode call.
struct EncodingOptions: Sendable {
    var userInfo: [CodingUserInfoKey: any Sendable] = [:]
    var outputFormatting: XMLEncoder.OutputFormatting = []
    var prettyPrintIndentation = XMLEncoder.Indentation.spaces(2)
    var declaration: XMLEncoder.Declaration? = XMLEncoder.Declaration()
    var rootAttributes: [String: String] = [:]
    var keyEncodingStrategy = XMLEncoder.KeyEncodingStrategy.useDefaultKeys
    var namespaceStrategy = XMLNamespaceStrategy.keepPrefixes
    var attributeEncodingStrategy = XMLEncoder.AttributeEncodingStrategy.prefixedKeysOnly
    var dateEncodingStrategy = XMLEncoder.DateEncodingStrategy.iso8601
    var dataEncodingStrategy = XMLEncoder.DataEncodingStrategy.base64
    var numberEncodingStrategy = XMLEncoder.NumberEncodingStrategy.shortest
    var nonConformingFloatEncodingStrategy = XMLEncoder.NonConformingFloatEncodingStrategy.xmlSchema
    var nilEncodingStrategy = XMLEncoder.NilEncodingStrategy.omit
    var stringEncodingStrategy = XMLEncoder.StringEncodingStrategy.escaped
    var listHints: [ListHint] = []
}
