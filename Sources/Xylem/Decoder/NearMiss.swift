// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

// When a name nearly matches a key: the rules behind the key errors' suggestions ("it has the
// element <soap:Body>: use the key ...") and behind the error for an absent collection whose
// key is nearly spelled by something the element has (MissingCollections.swift). Computed only
// on the way to an error, or once per key for a collection that is absent.
//
// Spelling is compared within one namespace only. Names in different namespaces are different
// elements, however alike their local names: a podcast model's `wp:category` list is absent,
// not misspelled, beside `<itunes:category>`, and RSS's `<category>` is not `itunes:category`.
// A key without a prefix beside a name with one is the exception: the model that leaves out
// the document's prefixes (`body` for `<soap:Body>`), which the hints explain (`.stripPrefixes`).

/// The settings that would make a document name match a key, and the looser spellings (case,
/// prefix, separators, singular or plural, one edit) that a key error suggests.
struct NearMiss {
    private let namespaces: [(XMLNamespaceStrategy, String?)]
    private let keyStrategies: [(XMLDecoder.KeyDecodingStrategy, String?)]
    private let bindings: [Substring: String]

    /// The rules for `decoder`'s options and document: every namespace and key strategy other
    /// than the current ones.
    init(_ decoder: DocumentDecoder) {
        let options = decoder.options
        var namespaces: [(XMLNamespaceStrategy, String?)] = [(options.namespaceStrategy, nil)]
        if case .stripPrefixes = options.namespaceStrategy {
        } else {
            namespaces.append((.stripPrefixes, "namespaceStrategy = .stripPrefixes"))
        }
        let current = Self.spelling(of: options.keyDecodingStrategy)
        var keyStrategies: [(XMLDecoder.KeyDecodingStrategy, String?)] = [(options.keyDecodingStrategy, nil)]
        // The most specific first: `.convertFromUppercase` lowers whole names, so it comes last.
        for strategy in [
            XMLDecoder.KeyDecodingStrategy.convertFromSnakeCase, .convertFromKebabCase,
            .convertFromCapitalized, .convertFromUppercase,
        ] where Self.spelling(of: strategy) != current {
            keyStrategies.append((strategy, "keyDecodingStrategy = \(Self.spelling(of: strategy) ?? "")"))
        }
        self.namespaces = namespaces
        self.keyStrategies = keyStrategies
        bindings = NameMapping.prefixBindings(decoder.document, options.namespaceStrategy)
    }

    /// The fewest settings (one or two) under which `name` matches `wanted`, or nil.
    func settings(turning name: String, into wanted: String) -> [String]? {
        var best: [String]?
        for (namespace, namespaceSetting) in namespaces {
            for (keys, keySetting) in keyStrategies {
                let settings = [namespaceSetting, keySetting].compactMap { $0 }
                guard !settings.isEmpty, settings.count < best?.count ?? 3,
                    NameMapping.convert(name, namespace: namespace, keys: keys, bindings: bindings) == wanted
                else { continue }
                best = settings
            }
        }
        return best
    }

    /// Whether `name` and `wanted` differ only in case, prefix and word separators, in a final
    /// `s`/`es`/`ies` (singular and plural), or, for names of four letters or more, by one
    /// letter added, removed or changed.
    static func isLoose(_ name: String, _ wanted: String) -> Bool {
        let a = Array(folded(name).utf8), b = Array(folded(wanted).utf8)
        if a == b { return true }
        return isOtherWord(a, b)
    }

    /// Whether `name` and `wanted` differ in more than case, prefix and separators, though
    /// `isLoose`: a plural, or a letter.
    static func isOtherWord(_ name: String, _ wanted: String) -> Bool {
        let a = Array(folded(name).utf8), b = Array(folded(wanted).utf8)
        return a != b && isOtherWord(a, b)
    }

    /// `isLoose` for names already `folded`: what the check of an absent collection runs over
    /// every name of the document, so the lengths are compared first (a plural or one edit
    /// changes the length by two letters at most).
    static func isLoose(folded a: [UInt8], _ b: [UInt8]) -> Bool {
        guard abs(a.count - b.count) <= 2 else { return false }
        return a == b || isOtherWord(a, b)
    }

    private static func isOtherWord(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        if isPlural(a, of: b) || isPlural(b, of: a) { return true }
        return min(a.count, b.count) >= 4 && isOneEdit(a, b)
    }

    /// A name's local part, lower-cased, without `_`, `-` and `.`: "soap:Body" and "body",
    /// "first_name" and "firstName" fold alike.
    static func folded(_ name: String) -> String {
        let local = name.split(separator: ":").last.map(String.init) ?? name
        return String(local.lowercased().filter { $0 != "_" && $0 != "-" && $0 != "." })
    }

    /// `plural` is `singular` + "s" or "es", or ends in "ies" where `singular` ends in "y".
    private static func isPlural(_ plural: [UInt8], of singular: [UInt8]) -> Bool {
        guard !singular.isEmpty, plural.count > singular.count, plural.starts(with: singular.dropLast()) else {
            return false
        }
        let tail = Array(plural.dropFirst(singular.count))
        if plural.starts(with: singular) && (tail == Array("s".utf8) || tail == Array("es".utf8)) { return true }
        return singular.last == UInt8(ascii: "y") && plural.count == singular.count + 2
            && plural.suffix(3).elementsEqual("ies".utf8)
    }

    /// One letter added, removed or changed turns `a` into `b`. A digit is not a letter here:
    /// names that differ in a digit (`line1` and `line2`, `address` and `address2`) are numbered
    /// fields, not a typo of each other.
    private static func isOneEdit(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        let (short, long) = a.count <= b.count ? (a, b) : (b, a)
        guard long.count - short.count <= 1 else { return false }
        var i = 0
        while i < short.count && short[i] == long[i] { i += 1 }
        if isDigit(long, at: i) || isDigit(short, at: i) { return false }
        if short.count == long.count { return short[(i + 1)...] == long[(i + 1)...] }
        return short[i...] == long[(i + 1)...]
    }

    private static func isDigit(_ name: [UInt8], at index: Int) -> Bool {
        index < name.count && name[index] >= UInt8(ascii: "0") && name[index] <= UInt8(ascii: "9")
    }

    /// `.convertFromSnakeCase` and so on, as a setting is written; nil for `.custom`.
    private static func spelling(of strategy: XMLDecoder.KeyDecodingStrategy) -> String? {
        switch strategy {
        case .useDefaultKeys: return ".useDefaultKeys"
        case .convertFromSnakeCase: return ".convertFromSnakeCase"
        case .convertFromKebabCase: return ".convertFromKebabCase"
        case .convertFromCapitalized: return ".convertFromCapitalized"
        case .convertFromUppercase: return ".convertFromUppercase"
        case .custom: return nil
        }
    }
}

extension DocumentDecoder {
    /// Whether the document name `name` may nearly match `key` (an attribute key without its
    /// `@`) as far as namespaces go, by the prefixes both are spelled with under the current
    /// options (`.mapURIs` spells each namespace by its chosen prefix, whatever the document
    /// wrote): the same prefix, or none on both; never a prefixed key beside a name without
    /// that prefix. A key without a prefix beside a prefixed name is the model that left out
    /// the document's prefixes: a near miss for a hint (`owner` nil), and for the error of an
    /// absent collection only when `owner` has the name's prefix too (every name around it
    /// prefixed alike), since an element of another namespace beside it (`<itunes:category>`
    /// in RSS's `<channel>`) is simply another element.
    func mayNearlyMatch(_ name: String, key: String, owner: Int32?) -> Bool {
        let keyPrefix = splitPrefix(Substring(key)).prefix
        let namePrefix = splitPrefix(Substring(currentKey(name))).prefix
        if keyPrefix == namePrefix { return true }
        guard let namePrefix else {
            // Under `.mapURIs`, an unprefixed name in a default namespace the key's prefix
            // stands for is in the key's namespace (DocumentDecoder+Names.swift).
            return keyPrefix.map { mapping?.defaultNamespaces[$0] != nil } ?? true
        }
        guard keyPrefix == nil else { return false }
        guard let owner else { return true }
        return splitPrefix(Substring(currentKey(document.names[document.elements[Int(owner)].name]))).prefix
            == namePrefix
    }
}
