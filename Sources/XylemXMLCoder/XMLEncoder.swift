// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// XMLCoder's `XMLEncoder`: its options and `encode(_:withRootKey:rootAttributes:header:doctype:)`,
/// writing through Xylem's encoder (`Xylem.XMLEncoder`). In a file that imports XylemXMLCoder,
/// `XMLEncoder` is this class.
///
/// Its defaults are XMLCoder's: no XML declaration unless a `header` is given, dates as
/// `Date`'s own number (`.deferredToDate`), infinity and NaN refused, four spaces of
/// indentation. What the output still does differently is listed in XylemXMLCoder.docc/MigratingFromXMLCoder.md.
open class XMLEncoder {
    /// Layout of the output.
    public struct OutputFormatting: OptionSet, Sendable {
        /// The options as bits.
        public let rawValue: UInt
        /// Creates a set from its raw value.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// One element per line, indented by `prettyPrintIndentation`.
        public static let prettyPrinted = OutputFormatting(rawValue: 1 << 0)
        /// Attributes and child elements in the order of their names.
        public static let sortedKeys = OutputFormatting(rawValue: 1 << 1)
        /// Empty elements as a start and an end tag, `<a></a>`, instead of `<a />`.
        public static let noEmptyElements = OutputFormatting(rawValue: 1 << 2)
    }

    /// The indentation of one level when pretty printing.
    public enum PrettyPrintIndentation: Sendable {
        /// This many spaces per level.
        case spaces(Int)
        /// This many tabs per level.
        case tabs(Int)
    }

    /// Where a property is written.
    public enum NodeEncoding: Sendable {
        /// An attribute of the element.
        case attribute
        /// A child element.
        case element
        /// Both an attribute and a child element.
        case both

        /// `.element`.
        public static let `default`: NodeEncoding = .element
    }

    /// How dates are written.
    public enum DateEncodingStrategy {
        /// `Date`'s own `encode(to:)`: seconds since 2001-01-01 (the default).
        case deferredToDate
        /// Seconds since 1970-01-01.
        case secondsSince1970
        /// Milliseconds since 1970-01-01.
        case millisecondsSince1970
        /// ISO 8601 in UTC.
        case iso8601
        /// Whatever the formatter writes.
        case formatted(DateFormatter)
        /// Your function writes the date.
        case custom((Date, any Encoder) throws -> Void)
    }

    /// How strings are written in elements.
    public enum StringEncodingStrategy: Sendable {
        /// Escaped text (the default).
        case deferredToString
        /// Every element's string in a CDATA section.
        case cdata
    }

    /// How `Data` is written.
    public enum DataEncodingStrategy {
        /// `Data`'s own `encode(to:)`.
        case deferredToData
        /// Base64 (the default).
        case base64
        /// Your function writes the data.
        case custom((Data, any Encoder) throws -> Void)
    }

    /// How infinity and NaN are written.
    public enum NonConformingFloatEncodingStrategy: Sendable {
        /// An `EncodingError` (the default).
        case `throw`
        /// These strings.
        case convertToString(positiveInfinity: String, negativeInfinity: String, nan: String)
    }

    /// How keys become names.
    public enum KeyEncodingStrategy {
        /// As they are (the default).
        case useDefaultKeys
        /// `firstName` as `first_name`.
        case convertToSnakeCase
        /// `firstName` as `first-name`.
        case convertToKebabCase
        /// `firstName` as `FirstName`.
        case capitalized
        /// `firstName` as `FIRSTNAME`.
        case uppercased
        /// `firstName` as `firstname`.
        case lowercased
        /// Your function gets the coding path, the key last, and returns the key to write.
        case custom((_ codingPath: [any CodingKey]) -> any CodingKey)
    }

    /// A function that says where the property of a key goes (nil: an element). (XMLCoder 0.18
    /// declares it `@Sendable`; an encoder runs it on the encoding thread only, so any function
    /// will do, and Swift 6 code that captures a metatype in it compiles without a warning.)
    public typealias XMLNodeEncoderClosure = (any CodingKey) -> NodeEncoding?
    /// A function that, given the type being encoded and its encoder, returns its
    /// `XMLNodeEncoderClosure` (not `@Sendable` either).
    public typealias XMLEncodingClosure = (any Encodable.Type, any Encoder) -> XMLNodeEncoderClosure

    /// How the encoder decides where each property goes.
    public enum NodeEncodingStrategy {
        /// Types conforming to `DynamicNodeEncoding` say; other properties are elements (the default).
        case deferredToEncoder
        /// Your function says, per type.
        case custom(XMLEncodingClosure)
    }

    /// The characters escaped in attribute values and their replacements, kept for XMLCoder's
    /// API. Xylem escapes what XML needs (`&`, `<`, `>` and `"` in attributes; `&`, `<` and `>`
    /// in text) whatever this says (XylemXMLCoder.docc/MigratingFromXMLCoder.md).
    open var charactersEscapedInAttributes = [
        ("&", "&amp;"), ("<", "&lt;"), (">", "&gt;"), ("'", "&apos;"), ("\"", "&quot;"),
    ]
    /// The characters escaped in element text and their replacements (see
    /// `charactersEscapedInAttributes`).
    open var charactersEscapedInElements = [
        ("&", "&amp;"), ("<", "&lt;"), (">", "&gt;"), ("'", "&apos;"), ("\"", "&quot;"),
    ]
    /// Layout. Default: none.
    open var outputFormatting: OutputFormatting = []
    /// One level of indentation when pretty printing. Default: four spaces.
    open var prettyPrintIndentation: PrettyPrintIndentation = .spaces(4)
    /// Default: `.deferredToDate`.
    open var dateEncodingStrategy: DateEncodingStrategy = .deferredToDate
    /// Default: `.base64`.
    open var dataEncodingStrategy: DataEncodingStrategy = .base64
    /// Default: `.throw`.
    open var nonConformingFloatEncodingStrategy: NonConformingFloatEncodingStrategy = .throw
    /// Default: `.useDefaultKeys`.
    open var keyEncodingStrategy: KeyEncodingStrategy = .useDefaultKeys
    /// Default: `.deferredToEncoder`.
    open var nodeEncodingStrategy: NodeEncodingStrategy = .deferredToEncoder
    /// Default: `.deferredToString`.
    open var stringEncodingStrategy: StringEncodingStrategy = .deferredToString
    /// Values handed to every type's `encode(to:)` through `Encoder.userInfo`.
    open var userInfo: [CodingUserInfoKey: Any] = [:]

    /// An encoder with XMLCoder's defaults.
    public init() {}

    /// Encodes `value` as the root element `rootKey` (default: the type's name), with
    /// `rootAttributes` on it, after `header` and `doctype` when given.
    ///
    /// - throws: `EncodingError` with the coding path, as `Xylem.XMLEncoder` throws it.
    open func encode<T: Encodable>(
        _ value: T, withRootKey rootKey: String? = nil, rootAttributes: [String: String]? = nil,
        header: XMLHeader? = nil, doctype: XMLDocumentType? = nil
    ) throws -> Data {
        let context = EncodingContext(encoder: self)
        defer { context.finish() }
        let engine = engine(rootAttributes: rootAttributes ?? [:])
        let root = rootKey ?? context.rootName(for: T.self)
        // XMLCoder names the items of an array at the root (and of arrays in it) as the root.
        if T.self is any XMLCollection.Type { engine.listHints = [.wrapper(root, item: root)] }
        var body = try engine.encode(context.proxy(value), root: root)
        // Xylem ends a pretty-printed document with a line break; XMLCoder does not.
        if body.last == UInt8(ascii: "\n") { body.removeLast() }
        let prolog = (header?.toXML() ?? "") + (doctype?.toXML() ?? "")
        let format = OutputFormat(encoder: self)
        if prolog.isEmpty && !format.changes(body) { return body }
        var document = Array(prolog.utf8)
        format.apply(body, to: &document)
        return Data(document)
    }

    /// Xylem's encoder, set up with these options.
    private func engine(rootAttributes: [String: String]) -> Xylem.XMLEncoder {
        let engine = Xylem.XMLEncoder()
        engine.declaration = nil
        engine.rootAttributes = rootAttributes
        var formatting: Xylem.XMLEncoder.OutputFormatting = []
        if outputFormatting.contains(.prettyPrinted) { formatting.insert(.prettyPrinted) }
        if outputFormatting.contains(.sortedKeys) { formatting.insert(.sortedKeys) }
        engine.outputFormatting = formatting
        switch prettyPrintIndentation {
        case .spaces(let count): engine.prettyPrintIndentation = .spaces(count)
        case .tabs(let count): engine.prettyPrintIndentation = .tabs(count)
        }
        engine.dateEncodingStrategy = dateEncodingStrategy.xylem
        engine.dataEncodingStrategy = dataEncodingStrategy.xylem
        engine.nonConformingFloatEncodingStrategy =
            switch nonConformingFloatEncodingStrategy {
            case .throw: .throw
            case .convertToString(let positive, let negative, let nan):
                .convertToString(positiveInfinity: positive, negativeInfinity: negative, nan: nan)
            }
        engine.keyEncodingStrategy = keyEncodingStrategy.xylem
        if case .cdata = stringEncodingStrategy { engine.stringEncodingStrategy = .cdata(where: { _ in true }) }
        return engine
    }
}

#if canImport(Combine)
import Combine

extension XMLEncoder: TopLevelEncoder {
    /// `encode(value)` with the root named after the type, for Combine's `.encode(encoder:)`.
    public func encode<T: Encodable>(_ value: T) throws -> Data { try encode(value, withRootKey: nil) }
}
#endif

/// A value kept in a `@Sendable` strategy closure of Xylem's: XMLCoder's strategies are not
/// `Sendable`, and each Xylem encoder or decoder made here lives for one call on one thread.
struct Unchecked<Value>: @unchecked Sendable {
    let value: Value
}

extension XMLEncoder.DateEncodingStrategy {
    var xylem: Xylem.XMLEncoder.DateEncodingStrategy {
        switch self {
        // XMLCoder writes the seconds as a Double's description (`0.0`), not Xylem's shortest form.
        case .deferredToDate:
            return .custom { date, encoder in
                try XMLCoderNumber(date.timeIntervalSinceReferenceDate).encode(to: encoder)
            }
        case .secondsSince1970:
            return .custom { date, encoder in try XMLCoderNumber(date.timeIntervalSince1970).encode(to: encoder) }
        case .millisecondsSince1970:
            return .custom { date, encoder in try XMLCoderNumber(1000 * date.timeIntervalSince1970).encode(to: encoder)
            }
        case .iso8601: return .iso8601
        case .formatted(let formatter): return .formatted(formatter)
        case .custom(let write):
            let box = Unchecked(value: write)
            return .custom { date, encoder in try box.value(date, encoder) }
        }
    }
}

extension XMLEncoder.DataEncodingStrategy {
    var xylem: Xylem.XMLEncoder.DataEncodingStrategy {
        switch self {
        case .deferredToData: return .deferredToData
        case .base64: return .base64
        case .custom(let write):
            let box = Unchecked(value: write)
            return .custom { data, encoder in try box.value(data, encoder) }
        }
    }
}

extension XMLEncoder.KeyEncodingStrategy {
    /// Xylem's strategy; `.custom`, which needs the coding path, is applied by the coding
    /// proxies instead (`EncodingContext.name(for:)`).
    var xylem: Xylem.XMLEncoder.KeyEncodingStrategy {
        switch self {
        case .useDefaultKeys, .custom: return .useDefaultKeys
        case .convertToSnakeCase: return .convertToSnakeCase
        case .convertToKebabCase: return .convertToKebabCase
        case .capitalized: return .convertToCapitalized
        case .uppercased: return .custom { $0.uppercased() }
        case .lowercased: return .custom { $0.lowercased() }
        }
    }
}
