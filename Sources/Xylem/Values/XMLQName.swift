// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation

// `xs:QName` as a value: a name in a namespace. In a document it is written `prefix:local`, and
// the prefix means nothing without the declarations in scope where it is written, so a string
// cannot carry it from one document to another. The value keeps the namespace URI (what the
// name means) and the prefix as written (so that it is written back the same where it can be);
// equality is by URI and local name, as XML Schema compares QNames.
//
// Like `XMLFragment`, it knows the coders, not the other way round: with `XMLDecoder` the prefix
// is resolved among the namespaces in scope at the element that holds the value
// (`DocumentDecoder.namespaceURI(forPrefix:)`), and `XMLEncoder` writes a prefix bound to the URI
// where the value goes, declaring one on that element when none is
// (`DocumentEncoder.writeQualifiedNames`). `XMLQNameList` is an `xs:list` of them. Other coders see Clark notation, `{uri}local`.

/// An XML qualified name (`xs:QName`): a local name in a namespace, read from and written as
/// `prefix:local` with its prefix bound where it is written.
///
/// ```
/// struct Fault: Codable { var faultcode: XMLQName }   // <faultcode>soap:Server</faultcode>
/// let fault = try XMLDecoder().decode(Fault.self, from: data)
/// fault.faultcode.namespace   // "http://schemas.xmlsoap.org/soap/envelope/", whatever the prefix
/// ```
///
/// `XMLDecoder` resolves the prefix among the namespace declarations in scope at the element
/// that holds the value (an unprefixed name is in the default namespace, or in none), and
/// throws `DecodingError.dataCorrupted` when the prefix is not declared or the text is no
/// QName. `XMLEncoder` writes the value with its `prefix` when that prefix is bound to
/// `namespace` there or is free (then it declares it on the element that holds the value),
/// otherwise with a prefix in scope that is bound to `namespace`, or a new one (`ns1`, …).
/// Other coders (`JSONEncoder`) see `description`, Clark notation (`{uri}local`), and read it back.
public struct XMLQName: Hashable, Sendable, CustomStringConvertible {
    /// The namespace URI; `""` for a name in no namespace.
    public var namespace: String
    /// The local name, an NCName.
    public var localName: String
    /// The prefix the name was written with (`""`: none); it does not take part in equality.
    /// The encoder writes it again where it can.
    public var prefix: String

    /// A name `localName` in `namespace` (`""`: in none), written with `prefix` where that prefix
    /// is free or bound to `namespace`.
    public init(namespace: String = "", localName: String, prefix: String = "") {
        self.namespace = namespace
        self.localName = localName
        self.prefix = prefix
    }

    /// Clark notation: `{namespace}local`, or `local` for a name in no namespace.
    public var description: String { namespace.isEmpty ? localName : "{\(namespace)}\(localName)" }

    /// Equal when the namespace and the local name are: the prefix is only how it was written.
    public static func == (lhs: XMLQName, rhs: XMLQName) -> Bool {
        lhs.localName == rhs.localName && lhs.namespace == rhs.namespace
    }

    /// Hashes the namespace and the local name.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(namespace)
        hasher.combine(localName)
    }

    /// `text` (`prefix:local`) with its prefix resolved where `decoder` is.
    static func resolve(_ text: some StringProtocol, in decoder: DocumentDecoder) throws -> XMLQName {
        guard let (prefix, local) = lexical(String(text)) else {
            throw decoder.corruptedValue("\"\(text)\" is not a QName (prefix:local or local)")
        }
        guard let namespace = decoder.namespaceURI(forPrefix: prefix[...]) ?? (prefix.isEmpty ? "" : nil) else {
            throw decoder.corruptedValue(
                "The prefix \(prefix) of the QName \"\(text)\" is not declared where it is written: declare xmlns:\(prefix)"
            )
        }
        return XMLQName(namespace: namespace, localName: local, prefix: prefix)
    }

    /// Splits `prefix:local` (XML whitespace around it removed); nil when it is no QName.
    static func lexical(_ text: String) -> (prefix: String, local: String)? {
        let trimmed = text.trimmingCharacters(in: [" ", "\t", "\n", "\r"])
        let parts = trimmed.split(separator: ":", omittingEmptySubsequences: false)
        switch parts.count {
        case 1 where isNCName(parts[0]): return ("", String(parts[0]))
        case 2 where isNCName(parts[0]) && isNCName(parts[1]): return (String(parts[0]), String(parts[1]))
        default: return nil
        }
    }

    /// An NCName: an XML name without a colon.
    static func isNCName(_ text: Substring) -> Bool {
        guard let first = text.unicodeScalars.first, first.properties.isAlphabetic || first == "_" else { return false }
        return text.unicodeScalars.allSatisfy {
            $0.properties.isAlphabetic || $0.properties.numericType != nil || "_-.\u{B7}".unicodeScalars.contains($0)
                || $0.properties.generalCategory == .nonspacingMark || $0.properties.generalCategory == .spacingMark
        }
    }
}

extension XMLQName: Codable {
    /// Reads `prefix:local` and resolves the prefix where the value is (with `XMLDecoder`), or
    /// reads Clark notation (with any other decoder).
    ///
    /// - throws: `DecodingError.dataCorrupted` when the text is no QName, or its prefix is not
    ///   declared where it is read.
    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        if let decoder = decoder as? DocumentDecoder {
            self = try Self.resolve(text, in: decoder)
            return
        }
        if text.hasPrefix("{"), let close = text.firstIndex(of: "}"),
            Self.isNCName(text[text.index(after: close)...])
        {
            self.init(
                namespace: String(text[text.index(after: text.startIndex) ..< close]),
                localName: String(text[text.index(after: close)...]))
        } else if let (prefix, local) = Self.lexical(text), prefix.isEmpty {
            self.init(localName: local)
        } else {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: decoder.codingPath,
                    debugDescription:
                        "\"\(text)\" is not a QName in Clark notation ({namespace}local): outside XML there are no prefix declarations to resolve a prefix with"
                ))
        }
    }

    /// Writes `prefix:local` with a prefix bound to the namespace where it goes (with
    /// `XMLEncoder`), or Clark notation (with any other encoder).
    ///
    /// - throws: `EncodingError.invalidValue` when the local name or the prefix is no NCName, or
    ///   a name in no namespace goes where a default namespace is in scope (an unprefixed QName
    ///   would be read in it).
    public func encode(to encoder: any Encoder) throws {
        guard let encoder = encoder as? DocumentEncoder else {
            var container = encoder.singleValueContainer()
            try container.encode(description)
            return
        }
        guard Self.isNCName(localName[...]), prefix.isEmpty || Self.isNCName(prefix[...]) else {
            throw EncodingError.invalidValue(
                self,
                .init(
                    codingPath: encoder.codingPath,
                    debugDescription:
                        "\(prefix.isEmpty ? "" : prefix + ":")\(localName) is not a QName: the local name and the prefix must be NCNames"
                ))
        }
        try encoder.writeQualifiedNames([(namespace, localName, prefix)], value: self)
    }
}

/// An `xs:list` of qualified names (`xs:QName` items), written separated by spaces, each with
/// its prefix bound where it is written (as `XMLQName`).
public struct XMLQNameList: Hashable, Sendable, ExpressibleByArrayLiteral, CustomStringConvertible {
    /// The names, in order.
    public var names: [XMLQName]

    /// A list of `names`.
    public init(_ names: [XMLQName]) { self.names = names }

    /// A list of the names given.
    public init(arrayLiteral names: XMLQName...) { self.names = names }

    /// The names in Clark notation, separated by spaces.
    public var description: String { names.map(\.description).joined(separator: " ") }
}

extension XMLQNameList: Codable {
    /// Reads the names separated by XML whitespace, each resolved as `XMLQName` resolves one
    /// (with another decoder: each in Clark notation).
    ///
    /// - throws: `DecodingError.dataCorrupted` when an item is no QName, or its prefix is not
    ///   declared where it is read.
    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        let items = text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" })
        if let decoder = decoder as? DocumentDecoder {
            names = try items.map { try XMLQName.resolve($0, in: decoder) }
            return
        }
        names = try items.map { item in
            guard item.hasPrefix("{"), let close = item.firstIndex(of: "}") else {
                guard let (prefix, local) = XMLQName.lexical(String(item)), prefix.isEmpty else {
                    throw DecodingError.dataCorrupted(
                        .init(
                            codingPath: decoder.codingPath,
                            debugDescription: "\"\(item)\" is not a QName in Clark notation ({namespace}local)"))
                }
                return XMLQName(localName: local)
            }
            return XMLQName(
                namespace: String(item[item.index(after: item.startIndex) ..< close]),
                localName: String(item[item.index(after: close)...]))
        }
    }

    /// Writes the names separated by spaces, each with a prefix bound to its namespace where it
    /// goes (with `XMLEncoder`), or in Clark notation (with any other encoder).
    ///
    /// - throws: `EncodingError.invalidValue` as `XMLQName.encode(to:)`.
    public func encode(to encoder: any Encoder) throws {
        guard let encoder = encoder as? DocumentEncoder else {
            var container = encoder.singleValueContainer()
            try container.encode(description)
            return
        }
        for name in names
        where !XMLQName.isNCName(name.localName[...]) || !(name.prefix.isEmpty || XMLQName.isNCName(name.prefix[...])) {
            throw EncodingError.invalidValue(
                self,
                .init(
                    codingPath: encoder.codingPath,
                    debugDescription: "\(name.localName) is not a QName: the local name and the prefix must be NCNames")
            )
        }
        try encoder.writeQualifiedNames(names.map { ($0.namespace, $0.localName, $0.prefix) }, value: self)
    }
}
