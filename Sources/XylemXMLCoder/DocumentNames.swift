// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

// XMLCoder's names. XMLCoder applies `shouldProcessNamespaces` and its key strategy to the names
// XMLParser reports: element names lose their prefix, attribute names keep theirs, and the
// strategy (`.custom` included) gets each whole name, prefix and all, and its answer is the key.
// Xylem's namespace and key strategies convert local names and keep prefixes, for elements and
// attributes alike, so when either option is set the compatibility decoder gives Xylem's decoder
// neither and converts the names itself: each keyed container lists its element's names, converts
// them as XMLCoder does, and asks Xylem for the document's name of each key.

import Foundation

/// How XMLCoder turns the document's names into keys, for one decode.
final class NameConversion {
    /// `shouldProcessNamespaces`: element names without their prefix.
    private let stripsElementPrefixes: Bool
    private let strategy: XMLDecoder.KeyDecodingStrategy
    /// The built-in strategies' answers, by name (they do not depend on the coding path).
    private var converted: [String: String] = [:]

    /// The conversion of `decoder`'s options, nil when names are keys as written.
    init?(_ decoder: XMLDecoder) {
        if case .useDefaultKeys = decoder.keyDecodingStrategy, !decoder.shouldProcessNamespaces { return nil }
        stripsElementPrefixes = decoder.shouldProcessNamespaces
        strategy = decoder.keyDecodingStrategy
    }

    /// The key an element named `name` is read as, at `codingPath`.
    func key(forElement name: String, at codingPath: [any CodingKey]) -> String {
        guard stripsElementPrefixes, let colon = name.firstIndex(of: ":") else { return key(for: name, at: codingPath) }
        return key(for: String(name[name.index(after: colon)...]), at: codingPath)
    }

    /// The key an attribute named `name` is read as, at `codingPath`.
    func key(forAttribute name: String, at codingPath: [any CodingKey]) -> String {
        key(for: name, at: codingPath)
    }

    private func key(for name: String, at codingPath: [any CodingKey]) -> String {
        let convert: (String) -> String
        switch strategy {
        case .useDefaultKeys: return name
        // XMLCoder's `.custom` gets the container's coding path and the name, every time.
        case .custom(let closure): return closure(codingPath + [XMLKey(stringValue: name, intValue: nil)]).stringValue
        case .convertFromSnakeCase: convert = { XMLCoderKeys.camelCase($0, separator: "_") }
        case .convertFromKebabCase: convert = { XMLCoderKeys.camelCase($0, separator: "-") }
        case .convertFromUppercase: convert = { XMLCoderKeys.camelCase($0.lowercased(), separator: "_") }
        case .convertFromCapitalized: convert = XMLCoderKeys.lowercasingFirstLetter
        }
        if let known = converted[name] { return known }
        let key = convert(name)
        converted[name] = key
        return key
    }
}

/// One element's names as XMLCoder's keys, and the document name each key reads.
struct DocumentNames {
    /// A key's document name: the element's child or attribute, as written.
    enum Source: Equatable {
        case element(String)
        case attribute(String)
        /// Several names read as this key: `first` (in document order) and `other`.
        case several(first: String, other: String, attribute: Bool)
    }

    /// The keys of the element's children, in the order of their first occurrence.
    private(set) var elements: [(key: String, source: Source)] = []
    /// The keys of its attributes, namespace declarations left out (Xylem does not list them).
    private(set) var attributes: [(key: String, source: Source)] = []
    private var elementIndex: [String: Int] = [:]
    private var attributeIndex: [String: Int] = [:]

    /// The names of the element that `container` reads, converted at `codingPath` (nil: as
    /// written).
    init(_ container: KeyedDecodingContainer<AnyNameKey>, conversion: NameConversion?, codingPath: [any CodingKey]) {
        for written in container.allKeys.map(\.stringValue) {
            if written.hasPrefix("@") {
                let name = String(written.dropFirst())
                add(
                    conversion?.key(forAttribute: name, at: codingPath) ?? name, .attribute(name), to: &attributes,
                    &attributeIndex)
            } else {
                add(
                    conversion?.key(forElement: written, at: codingPath) ?? written, .element(written), to: &elements,
                    &elementIndex)
            }
        }
    }

    /// The spelling of `key` for Xylem's decoder: the name of the attribute it reads,
    /// `"@name"`, for an attribute only; else the element's name, or else the attribute's.
    /// The key `""` (the text), `_0` and a namespace declaration (`xmlns:p`: Xylem lists none,
    /// and XMLCoder's conversions leave the names of declarations a key reads as they are) are
    /// read as written; any other key names nothing.
    func spelling(of key: String, attributeOnly: Bool) -> String {
        if !attributeOnly, let element = element(key) { return element.written }
        if let attribute = attribute(key) { return "@" + attribute.written }
        if key.isEmpty || key == "_0" || key == "xmlns" || key.hasPrefix("xmlns:") {
            return attributeOnly ? "@" + key : key
        }
        return Self.nothing
    }

    /// The spelling of `key` for an element only (XMLCoder's `.element` and `@Element`).
    func elementSpelling(of key: String) -> String {
        if let element = element(key) { return element.written }
        if key.isEmpty || key == "_0" { return key }
        return Self.nothing
    }

    /// A spelling that names nothing in any document (no XML name holds a NUL).
    static let nothing = "@\u{0}"

    /// Throws when several of the element's names read as `key` where a list is asked for:
    /// XMLCoder gathers the elements of all of them, Xylem's decoder reads one name.
    func requireOneName(for key: any CodingKey, codingPath: [any CodingKey]) throws {
        guard
            case .several(let first, let other, let attribute)? = element(key.stringValue)
                ?? self.attribute(key.stringValue)
        else { return }
        let kind = attribute ? "attributes" : "elements"
        throw DecodingError.dataCorrupted(
            .init(
                codingPath: codingPath + [key],
                debugDescription:
                    "The \(kind) \(first) and \(other) both read as the key \"\(key.stringValue)\" (shouldProcessNamespaces or the key "
                    + "strategy makes them one name): XylemXMLCoder reads a list from one name; read each with a key of its own "
                    + "(Xylem's namespaceStrategy = .stripPrefixes also gathers them)"))
    }

    /// Throws when no name reads as `key`, a list's, but a child element is named `key` as
    /// written (`<h:tr>` for the key `h:tr` under `shouldProcessNamespaces`): XMLCoder reads an
    /// empty list and drops the elements; the model's key is a near miss.
    func requireNoNearMiss(for key: any CodingKey, codingPath: [any CodingKey]) throws {
        guard element(key.stringValue) == nil,
            let near = elements.first(where: { $0.source.written == key.stringValue })
        else { return }
        throw DecodingError.keyNotFound(
            key,
            .init(
                codingPath: codingPath,
                debugDescription:
                    "No element is read as the key \"\(key.stringValue)\": the element <\(key.stringValue)> is read as the key \"\(near.key)\" "
                    + "(shouldProcessNamespaces and keyDecodingStrategy convert the document's names); use that key "
                    + "(a list is empty when no element has its key's name, not beside a name this close)"))
    }

    /// The error for a key that nothing in the element reads as (Xylem's message names the
    /// key as Xylem spells it): where, and the keys the element's names are read as.
    static func missing(
        _ key: any CodingKey, attributeOnly: Bool, in names: DocumentNames?, _ context: DecodingError.Context
    ) -> DecodingError {
        // Xylem's message: `No element or attribute named "..." in <name> at line L, column C; ...`.
        let message = context.debugDescription
        var place = ""
        if let start = message.range(of: " in <") {
            let end = message[start.upperBound...].firstIndex(of: ";") ?? message.endIndex
            place = String(message[start.lowerBound ..< end])
        }
        let what = attributeOnly ? "No attribute" : "No element or attribute"
        let has = names.map { "; its names are read as the keys: \($0.summary)" } ?? ""
        // A position kept in the message keeps its `XMLDecodingPosition` (without it, an outer
        // level would add a second position); one dropped leaves the error it carried.
        var underlying = context.underlyingError
        if place.isEmpty, let dropped = underlying as? XMLDecodingPosition { underlying = dropped.underlyingError }
        return .keyNotFound(
            key,
            .init(
                codingPath: context.codingPath,
                debugDescription: "\(what) read as the key \"\(key.stringValue)\"\(place)\(has)",
                underlyingError: underlying))
    }

    private func add(
        _ key: String, _ source: Source, to list: inout [(key: String, source: Source)], _ index: inout [String: Int]
    ) {
        guard let at = index[key] else {
            index[key] = list.count
            list.append((key, source))
            return
        }
        if case .several = list[at].source { return }
        let first = list[at].source
        switch (first, source) {
        case (.element(let a), .element(let b)): list[at].source = .several(first: a, other: b, attribute: false)
        case (.attribute(let a), .attribute(let b)): list[at].source = .several(first: a, other: b, attribute: true)
        default: break
        }
    }

    /// The child elements read as `key`.
    func element(_ key: String) -> Source? { elementIndex[key].map { elements[$0].source } }
    /// The attributes read as `key`.
    func attribute(_ key: String) -> Source? { attributeIndex[key].map { attributes[$0].source } }

    /// The keys, attributes first, as XMLCoder's `allKeys` lists them.
    var keys: [String] {
        var seen = Set<String>()
        return (attributes + elements).map(\.key).filter { seen.insert($0).inserted }
    }

    /// What the element has, for an error: `key (name)`, attributes first.
    var summary: String {
        let described =
            attributes.map { "\($0.key) (attribute \($0.source.written))" }
            + elements.map { "\($0.key) (element <\($0.source.written)>)" }
        return described.isEmpty ? "no children or attributes" : described.joined(separator: ", ")
    }
}

extension DocumentNames.Source {
    /// The first name as written.
    var written: String {
        switch self {
        case .element(let name), .attribute(let name), .several(let name, _, _): return name
        }
    }
}

/// Any name of the document, to list an element's names (Xylem lists every name for a key type
/// that takes any string).
struct AnyNameKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { return nil }
}

/// XMLCoder 0.18.2's key conversions (`XMLDecoder.KeyDecodingStrategy`), on whole names.
enum XMLCoderKeys {
    /// `SRSName` to `sRSName`: the first letter only.
    static func lowercasingFirstLetter(_ name: String) -> String {
        guard !name.isEmpty else { return name }
        return name.prefix(1).lowercased() + name.dropFirst()
    }

    /// `first_name` to `firstName`; leading and trailing separators kept, a name without a
    /// separator inside kept as it is.
    static func camelCase(_ name: String, separator: Character) -> String {
        guard let first = name.firstIndex(where: { $0 != separator }) else { return name }
        var last = name.index(before: name.endIndex)
        while last > first, name[last] == separator { name.formIndex(before: &last) }
        let words = name[first ... last].split(separator: separator)
        let joined =
            words.count == 1
            ? String(name[first ... last])
            : ([words[0].lowercased()] + words[1...].map(\.capitalized)).joined()
        return String(name[..<first]) + joined + String(name[name.index(after: last)...])
    }
}
