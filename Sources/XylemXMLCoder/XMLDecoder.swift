// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// XMLCoder's `XMLDecoder`: its options and `decode(_:from:)`, reading with Xylem's decoder
/// (`Xylem.XMLDecoder`). In a file that imports XylemXMLCoder, `XMLDecoder` is this class.
///
/// Its defaults are XMLCoder's: dates as seconds since 1970, Booleans also as `yes`/`no`/`y`/`n`,
/// values trimmed, the first of several elements where one value is read. What still reads differently is listed in
/// XylemXMLCoder.docc/MigratingFromXMLCoder.md.
open class XMLDecoder {
    /// How dates are read.
    public enum DateDecodingStrategy {
        /// `Date`'s own `init(from:)`.
        case deferredToDate
        /// Seconds since 1970-01-01 (the default).
        case secondsSince1970
        /// Milliseconds since 1970-01-01.
        case millisecondsSince1970
        /// ISO 8601.
        case iso8601
        /// With the formatter.
        case formatted(DateFormatter)
        /// Your function reads the date.
        case custom((_ decoder: any Decoder) throws -> Date)
    }

    /// How `Data` is read.
    public enum DataDecodingStrategy {
        /// `Data`'s own `init(from:)`.
        case deferredToData
        /// Base64 (the default).
        case base64
        /// Your function reads the data.
        case custom((_ decoder: any Decoder) throws -> Data)
    }

    /// How infinity and NaN are read.
    public enum NonConformingFloatDecodingStrategy: Sendable {
        /// Only numbers (the default). (Xylem also reads XML Schema's `INF`, `-INF` and `NaN`.)
        case `throw`
        /// These strings too.
        case convertFromString(positiveInfinity: String, negativeInfinity: String, nan: String)
    }

    /// How names in the document become keys.
    public enum KeyDecodingStrategy {
        /// As they are (the default).
        case useDefaultKeys
        /// `first_name` as `firstName`.
        case convertFromSnakeCase
        /// `first-name` as `firstName`.
        case convertFromKebabCase
        /// `FirstName` as `firstName`: the first letter lowered, `SRS` as `sRS`.
        case convertFromCapitalized
        /// `FIRST_NAME` as `firstName`.
        case convertFromUppercase
        /// Your function gets the container's coding path and a name as written (`xmlns:o`,
        /// `o:response`; without its prefix for an element under `shouldProcessNamespaces`) and
        /// returns the key that name is read as.
        case custom((_ codingPath: [any CodingKey]) -> any CodingKey)
    }

    /// Where a property is read from.
    public enum NodeDecoding: Sendable {
        /// An attribute only.
        case attribute
        /// A child element (Xylem also reads an attribute of that name when there is no element).
        case element
        /// A child element, else an attribute.
        case elementOrAttribute
    }

    /// How the decoder decides where each property is read from.
    public enum NodeDecodingStrategy {
        /// Types conforming to `DynamicNodeDecoding` say; other properties are read from an
        /// element or an attribute (the default).
        case deferredToDecoder
        /// Your function says, per type.
        case custom((any Decodable.Type, any Decoder) -> ((any CodingKey) -> NodeDecoding))
    }

    /// Default: `.secondsSince1970`.
    open var dateDecodingStrategy: DateDecodingStrategy = .secondsSince1970
    /// Default: `.base64`.
    open var dataDecodingStrategy: DataDecodingStrategy = .base64
    /// Default: `.throw`.
    open var nonConformingFloatDecodingStrategy: NonConformingFloatDecodingStrategy = .throw
    /// Default: `.useDefaultKeys`.
    open var keyDecodingStrategy: KeyDecodingStrategy = .useDefaultKeys
    /// Default: `.deferredToDecoder`.
    open var nodeDecodingStrategy: NodeDecodingStrategy = .deferredToDecoder
    /// Values handed to every type's `init(from:)` through `Decoder.userInfo`.
    open var userInfo: [CodingUserInfoKey: Any] = [:]
    /// Kept for XMLCoder's API: Xylem always puts the text around a syntax error in the error
    /// (`XMLSyntaxError.context`).
    open var errorContextLength: UInt = 0
    /// Element names are matched without their prefixes; attribute names keep theirs (`r:id`),
    /// as XMLParser reports them to XMLCoder. Default: false.
    open var shouldProcessNamespaces: Bool = false
    /// Values are trimmed of leading and trailing whitespace (Xylem's `whitespaceDecodingStrategy`).
    open var trimValueWhitespaces: Bool
    /// Kept for XMLCoder's API: Xylem never reads the whitespace between elements as a value.
    open var removeWhitespaceElements: Bool
    /// Xylem's list hints (not XMLCoder's API): which elements wrap lists, for a
    /// `nestedUnkeyedContainer(forKey:)` that should read a wrapper's children, as XMLCoder
    /// reads a lone element's (see `Xylem.XMLDecoder.listHints`). Default: none.
    open var listHints: [ListHint] = []

    /// A decoder with XMLCoder's defaults.
    public init(trimValueWhitespaces: Bool = true, removeWhitespaceElements: Bool = false) {
        self.trimValueWhitespaces = trimValueWhitespaces
        self.removeWhitespaceElements = removeWhitespaceElements
    }

    /// Decodes a `T` from the document in `data`, its root element being the value.
    ///
    /// - throws: `DecodingError` with the coding path, as `Xylem.XMLDecoder` throws it.
    open func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
        let context = DecodingContext(decoder: self)
        let engine = Xylem.XMLDecoder()
        engine.userInfo = [DecodingContext.key: context]
        engine.boolDecodingStrategy = .lenient
        engine.whitespaceDecodingStrategy = trimValueWhitespaces ? .trim : .preserve
        // XMLCoder reads the first of several same-named elements where one value is asked for.
        engine.repeatedElementDecodingStrategy = .useFirst
        engine.dateDecodingStrategy = dateDecodingStrategy.xylem
        engine.dataDecodingStrategy = dataDecodingStrategy.xylem
        engine.nonConformingFloatDecodingStrategy =
            switch nonConformingFloatDecodingStrategy {
            case .throw: .throw
            case .convertFromString(let positive, let negative, let nan):
                .convertFromString(positiveInfinity: positive, negativeInfinity: negative, nan: nan)
            }
        // Names are matched as written: XMLCoder's namespace and key conversions, which differ
        // from Xylem's, are made by the proxies (DocumentNames.swift).
        engine.listHints = listHints
        return try DecodingContext.$current.withValue(context) {
            try context.decode(T.self) { try engine.decode($0, from: data) }
        }
    }
}

#if canImport(Combine)
import Combine

extension XMLDecoder: TopLevelDecoder {}
#endif

extension XMLDecoder.DateDecodingStrategy {
    var xylem: Xylem.XMLDecoder.DateDecodingStrategy {
        switch self {
        case .deferredToDate: return .deferredToDate
        case .secondsSince1970: return .secondsSince1970
        case .millisecondsSince1970: return .millisecondsSince1970
        case .iso8601: return .iso8601
        case .formatted(let formatter): return .formatted(formatter)
        case .custom(let read):
            let box = Unchecked(value: read)
            return .custom { decoder in try box.value(decoder) }
        }
    }
}

extension XMLDecoder.DataDecodingStrategy {
    var xylem: Xylem.XMLDecoder.DataDecodingStrategy {
        switch self {
        case .deferredToData: return .deferredToData
        case .base64: return .base64
        case .custom(let read):
            let box = Unchecked(value: read)
            return .custom { decoder in try box.value(decoder) }
        }
    }
}

// XMLCoder 0.18 declares these two strategies without making them public; its tests use them
// (through `@testable import`), so they are here with the same access.
extension XMLDecoder.DateDecodingStrategy {
    /// A date read with the formatter `formatterForKey` gives for its key.
    static func keyFormatted(
        _ formatterForKey: @escaping (any CodingKey) throws -> DateFormatter?
    ) -> XMLDecoder.DateDecodingStrategy {
        .custom { decoder in
            let (container, text) = try keyedText(decoder)
            guard let formatter = try formatterForKey(decoder.codingPath[decoder.codingPath.count - 1]) else {
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: "No date formatter for date text")
            }
            guard let date = formatter.date(from: text) else {
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: "Cannot decode date string \(text)")
            }
            return date
        }
    }
}

extension XMLDecoder.DataDecodingStrategy {
    /// The data `formatterForKey` makes for the key.
    static func keyFormatted(
        _ formatterForKey: @escaping (any CodingKey) throws -> Data?
    ) -> XMLDecoder.DataDecodingStrategy {
        .custom { decoder in
            let (container, text) = try keyedText(decoder)
            guard let data = try formatterForKey(decoder.codingPath[decoder.codingPath.count - 1]) else {
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: "Cannot decode data string \(text)")
            }
            return data
        }
    }
}

/// The text of a value with a key (a `keyFormatted` strategy's input), or XMLCoder's errors.
private func keyedText(_ decoder: any Decoder) throws -> (any SingleValueDecodingContainer, String) {
    guard !decoder.codingPath.isEmpty else {
        throw DecodingError.dataCorrupted(
            .init(codingPath: decoder.codingPath, debugDescription: "No Coding Path Found"))
    }
    guard let container = try? decoder.singleValueContainer(), let text = try? container.decode(String.self) else {
        throw DecodingError.dataCorrupted(
            .init(codingPath: decoder.codingPath, debugDescription: "Could not decode date text"))
    }
    return (container, text)
}
