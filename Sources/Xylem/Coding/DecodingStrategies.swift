// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation

// The options of `XMLDecoder`, named as a `JSONDecoder` (or XMLCoder) user would guess.
// Every default is the behaviour described in Xylem.docc/Mapping.md; Xylem.docc/Strategies.md shows each.
// What the decoder shares with the encoder and XML to JSON (namespaces, list hints, key
// spellings and conversions) is in the other files of this folder.

extension XMLDecoder {
    /// How element and attribute names in the document become the `stringValue`s of your keys.
    public enum KeyDecodingStrategy: Sendable {
        /// Names match keys exactly as written (the default).
        case useDefaultKeys
        /// `first_name` matches the key `firstName`.
        case convertFromSnakeCase
        /// `first-name` matches the key `firstName`.
        case convertFromKebabCase
        /// `LoginResult` matches the key `loginResult` (PascalCase SOAP and .NET services).
        case convertFromCapitalized
        /// `FIRST_NAME` matches the key `firstName`, and `TITLE` the key `title` (upper-case
        /// snake case, as XMLCoder's strategy of the same name reads it).
        case convertFromUppercase
        /// Your function turns a document name into the key string it should match.
        case custom(@Sendable (_ name: String) -> String)
    }

    /// How namespace prefixes in names are matched (the same type as the encoder's and
    /// XML to JSON's: see `XMLNamespaceStrategy`).
    public typealias NamespaceStrategy = XMLNamespaceStrategy

    /// How `Date` values are read from text.
    public enum DateDecodingStrategy: Sendable {
        /// `Date`'s own `init(from:)`: seconds since 2001-01-01 as a number.
        case deferredToDate
        /// ISO 8601 / XML Schema `dateTime` with `Z` or an offset, with or without fractional
        /// seconds, or a `date` alone (midnight UTC). The default.
        case iso8601
        /// A number of seconds since 1970-01-01 UTC.
        case secondsSince1970
        /// A number of milliseconds since 1970-01-01 UTC.
        case millisecondsSince1970
        /// Whatever the formatter reads.
        case formatted(DateFormatter)
        /// RFC 2822 / RSS `pubDate`: `Sat, 11 Apr 2015 18:35:51 -0400`, the weekday optional,
        /// seconds optional, numeric offsets or the zones UT, GMT, Z, EST, EDT, CST, CDT, MST,
        /// MDT, PST and PDT.
        case rfc2822
        /// A fixed numeric pattern such as `yyyyMMdd` or `yyyyMMddHHmm` (public-data APIs),
        /// read by a fast dedicated parser. Letters: `yyyy`, `MM`, `dd`, `HH`, `mm`, `ss`; any
        /// other character must appear as written. The zone's historical offsets apply, as in
        /// `DateFormatter`: a wall-clock time that occurred twice is the later one, and one that
        /// clocks skipped is an error.
        case fixedPattern(String, timeZone: TimeZone)
        /// Your function reads the date, given a decoder positioned at the value.
        case custom(@Sendable (_ decoder: any Decoder) throws -> Date)
    }

    /// How `Data` values are read from text.
    public enum DataDecodingStrategy: Sendable {
        /// `Data`'s own `init(from:)` (a list of bytes).
        case deferredToData
        /// Base64, ignoring whitespace and line breaks inside the text (the default).
        case base64
        /// Hexadecimal digits, upper or lower case, whitespace ignored.
        case hex
        /// Your function reads the data, given a decoder positioned at the value.
        case custom(@Sendable (_ decoder: any Decoder) throws -> Data)
    }

    /// Which spellings decode as `Bool`.
    public enum BoolDecodingStrategy: Sendable {
        /// `true`, `false`, `1` and `0` (the default).
        case standard
        /// `true`/`false`, `yes`/`no`, `y`/`n` in any case, and `1`/`0` (XMLCoder's default).
        case lenient
        /// The standard spellings and yours, compared exactly: `.accepting(true: ["Y"], false: ["N"])`.
        case accepting(true: Set<String>, false: Set<String>)
    }

    /// Which spellings of infinity and NaN decode as floating-point numbers, besides XML
    /// Schema's `INF`, `-INF`, `+INF` and `NaN`, which are always accepted.
    public enum NonConformingFloatDecodingStrategy: Sendable {
        /// No other spelling (the default).
        case `throw`
        /// These exact strings too.
        case convertFromString(positiveInfinity: String, negativeInfinity: String, nan: String)
    }

    /// What happens to leading and trailing whitespace of a `String` value.
    public enum WhitespaceDecodingStrategy: Sendable {
        /// Trimmed: `<name>\n  Kim\n</name>` is `"Kim"` (the default). Numbers, dates and
        /// other scalars are always trimmed.
        case trim
        /// Kept exactly as in the document (after entity and CDATA reassembly).
        case preserve
    }

    /// What an empty element (`<x/>` or `<x></x>`) decodes to as an optional `String`.
    public enum EmptyElementDecodingStrategy: Sendable {
        /// `""` (the default): the element is there, its text is empty.
        case emptyString
        /// `nil`, as for every other optional type.
        case null
    }

    /// What a single value does when several sibling elements share its key's name.
    public enum RepeatedElementDecodingStrategy: Sendable {
        /// Throw `DecodingError.typeMismatch` that names the count and the line (the default):
        /// declare the property as an array to read them all.
        case `throw`
        /// Use the first one.
        case useFirst
    }

    /// What a non-optional collection (`[T]`, `Set<T>`, any `XMLCollection`) is when no element
    /// or attribute has its key's name. Either way a key that the element nearly spells (case,
    /// prefix, separators, singular or plural, one letter: `trkpts` beside `<trkpt>`) is a
    /// `keyNotFound` error that names the near miss, and an optional collection (`[T]?`) is nil.
    public enum MissingCollectionDecodingStrategy: Sendable {
        /// An empty collection (the default): XML writes an empty list by leaving it out.
        case empty
        /// `DecodingError.keyNotFound`, as `JSONDecoder` does for any missing key.
        case `throw`
    }
}

/// A snapshot of an `XMLDecoder`'s options, taken once per decode call.
struct DecodingOptions: Sendable {
    var userInfo: [CodingUserInfoKey: any Sendable] = [:]
    var keyDecodingStrategy = XMLDecoder.KeyDecodingStrategy.useDefaultKeys
    var namespaceStrategy = XMLNamespaceStrategy.keepPrefixes
    var dateDecodingStrategy = XMLDecoder.DateDecodingStrategy.iso8601
    var dataDecodingStrategy = XMLDecoder.DataDecodingStrategy.base64
    var boolDecodingStrategy = XMLDecoder.BoolDecodingStrategy.standard
    var nonConformingFloatDecodingStrategy = XMLDecoder.NonConformingFloatDecodingStrategy.throw
    var whitespaceDecodingStrategy = XMLDecoder.WhitespaceDecodingStrategy.trim
    var emptyElementDecodingStrategy = XMLDecoder.EmptyElementDecodingStrategy.emptyString
    var repeatedElementDecodingStrategy = XMLDecoder.RepeatedElementDecodingStrategy.throw
    var missingCollectionDecodingStrategy = XMLDecoder.MissingCollectionDecodingStrategy.empty
    var listHints: [ListHint] = []
    var limits = XMLLimits.default
    var parser = XMLDecoder.Parser.foundation
    /// The schema every decode validates against (`XMLDecoder.schema`, Validation/).
    var validation: (any DocumentValidation)?
    /// How many violations a validating decode collects before it stops (1: stop at the first).
    var violationLimit = 1
    /// How many records a record sequence decodes at once (`XMLDecoder.recordConcurrency`).
    var recordConcurrency = DecodingOptions.activeProcessors
    /// Counts the threads this decoder's record sequences and async parses start
    /// (`XMLDecoder.threadCounter`); nil: not counted.
    var threadCounter: ThreadCounter?
    /// Notes the units of records a record sequence's workers hold at once
    /// (`XMLDecoder.recordQueueWatch`); nil: not noted.
    var recordQueueWatch: QueueWatch?

    /// `ProcessInfo.activeProcessorCount`, asked once per process: on Linux each call reads the
    /// cgroup's CPU quota from files (system calls), which cost more than decoding a small
    /// document, and every `XMLDecoder()` made it.
    private static let activeProcessors = ProcessInfo.processInfo.activeProcessorCount
}
