// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

/// How the document's names meet your keys when a key or namespace strategy is set: every
/// interned name is converted once per decode (documents have few distinct names), and names
/// that convert to the same key share one canonical id. With the default strategies there is
/// no mapping and names are compared as interned. A class: every nested decoder holds it, and
/// copying a struct of strategies (closures, dictionaries) per decoder cost 1% of a decode.
final class NameMapping: Sendable {
    /// For every name id, the id of the first name that converts to the same key string.
    let canonical: [NameID]
    /// Key string to canonical id.
    let ids: [String: NameID]
    /// Every name as the namespace strategy alone spells it (`ns:items` is `items` under
    /// `.stripPrefixes`), for list hints, which name elements, not keys; indexed like
    /// `keyStrings`; nil under `.keepPrefixes`.
    let hintNames: [String]?
    /// Under `.mapURIs`, the chosen prefix to its namespace URI for the URIs that the document
    /// declares as a default namespace (`xmlns="..."`) somewhere: an unprefixed element in
    /// such a scope matches the key spelled with that prefix (DocumentDecoder+Names.swift).
    let defaultNamespaces: [Substring: String]
    /// The key string of every id: the names' own, then the keys only `scoped` names.
    let keyStrings: [String]
    /// Under `.mapURIs`, when the document binds a prefix to two namespaces, the key id of every
    /// element and attribute by the binding in scope (NameMapping+Scopes.swift); nil otherwise.
    let scoped: ScopedNames?
    private let namespace: XMLNamespaceStrategy
    private let keys: XMLDecoder.KeyDecodingStrategy
    private let bindings: [Substring: String]

    /// The mapping for `options`, or nil when names match keys as written. `bindings` are the
    /// document's `prefixBindings` under `options`, which the caller has already found.
    init?(document: Document, options: DecodingOptions, bindings: [Substring: String]) {
        let namespace = options.namespaceStrategy
        let keys = options.keyDecodingStrategy
        if case .keepPrefixes = namespace, case .useDefaultKeys = keys { return nil }
        self.namespace = namespace
        self.keys = keys
        self.bindings = bindings
        var canonical: [NameID] = []
        var ids: [String: NameID] = [:]
        var keyStrings: [String] = []
        for (index, name) in document.names.strings.enumerated() {
            let key = Self.convert(name, namespace: namespace, keys: keys, bindings: bindings)
            keyStrings.append(key)
            if let existing = ids[key] {
                canonical.append(existing)
            } else {
                ids[key] = NameID(index)
                canonical.append(NameID(index))
            }
        }
        let scoped = Self.scopedNames(
            document, namespace: namespace, keys: keys, bindings: bindings, canonical: canonical, ids: &ids,
            firstExtra: NameID(document.names.strings.count))
        self.canonical = canonical
        self.ids = ids
        self.scoped = scoped
        self.keyStrings = keyStrings + (scoped?.extra.map(\.key) ?? [])
        if case .keepPrefixes = namespace {
            hintNames = nil
        } else {
            hintNames =
                document.names.strings.map {
                    Self.convert($0, namespace: namespace, keys: .useDefaultKeys, bindings: bindings)
                } + (scoped?.extra.map(\.hint) ?? [])
        }
        defaultNamespaces = Self.mappedDefaultNamespaces(document, namespace)
    }

    /// See `defaultNamespaces`.
    private static func mappedDefaultNamespaces(
        _ document: Document, _ strategy: XMLNamespaceStrategy
    ) -> [Substring: String] {
        guard case .mapURIs(let map) = strategy, let declaration = document.names.id(of: "xmlns") else { return [:] }
        var found: [Substring: String] = [:]
        for index in document.attributes.indices where document.attributes[index].name == declaration {
            let uri = String(decoding: document.valueBytes(ofAttribute: index), as: UTF8.self)
            if let prefix = map[uri] { found[Substring(prefix)] = uri }
        }
        return found
    }

    /// The key string that the document name `name` matches under this mapping.
    func keyString(for name: String) -> String {
        Self.convert(name, namespace: namespace, keys: keys, bindings: bindings)
    }

    /// The key string that the document name `name` matches: the namespace strategy decides
    /// the prefix, the key strategy converts the local name (see KeyConversion.swift).
    static func convert(
        _ name: String, namespace: XMLNamespaceStrategy, keys: XMLDecoder.KeyDecodingStrategy,
        bindings: [Substring: String]
    ) -> String {
        var (prefix, local) = splitPrefix(Substring(name))
        switch namespace {
        case .keepPrefixes:
            break
        case .stripPrefixes:
            if prefix != nil && prefix != "xmlns" { prefix = nil }
        case .mapURIs(let map):
            if let written = prefix, let uri = bindings[written], let chosen = map[uri] { prefix = Substring(chosen) }
        }
        let converted = keys.key(forLocalName: String(local))
        guard let prefix else { return converted }
        return prefix + ":" + converted
    }

    /// Prefix to namespace URI, from every `xmlns:p="..."` in the document (only for
    /// `.mapURIs`); the first declaration of a prefix wins. Shared with the JSON writer.
    static func prefixBindings(_ document: Document, _ strategy: XMLNamespaceStrategy) -> [Substring: String] {
        guard case .mapURIs = strategy else { return [:] }
        var declarations: [NameID: Substring] = [:]
        for (index, name) in document.names.strings.enumerated() where name.hasPrefix("xmlns:") {
            declarations[NameID(index)] = name.dropFirst(6)
        }
        guard !declarations.isEmpty else { return [:] }
        var bindings: [Substring: String] = [:]
        for index in document.attributes.indices {
            guard let prefix = declarations[document.attributes[index].name], bindings[prefix] == nil else { continue }
            bindings[prefix] = String(decoding: document.valueBytes(ofAttribute: index), as: UTF8.self)
        }
        return bindings
    }
}
