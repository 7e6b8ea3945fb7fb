/// How the document's names meet your keys when a key or namespace strategy is set: every
/// interned name is converted once per decode (documents have few distinct names), and names
/// that convert to the same key share one canonical id. With the default strategies there is
/// no mapping and names are compared as interned.
struct NameMapping {
    /// For every name id, the id of the first name that converts to the same key string.
    let canonical: [NameID]
    /// Key string to canonical id.
    let ids: [String: NameID]
    private let namespace: XMLDecoder.NamespaceStrategy
    private let keys: XMLDecoder.KeyDecodingStrategy
    private let bindings: [Substring: String]

    /// The mapping for `options`, or nil when names match keys as written.
    init?(document: Document, options: DecodingOptions) {
        let namespace = options.namespaceStrategy
        let keys = options.keyDecodingStrategy
        if case .keepPrefixes = namespace, case .useDefaultKeys = keys { return nil }
        let bindings = Self.prefixBindings(document, namespace)
        self.namespace = namespace
        self.keys = keys
        self.bindings = bindings
        var canonical: [NameID] = []
        var ids: [String: NameID] = [:]
        for (index, name) in document.names.strings.enumerated() {
            let key = Self.convert(name, namespace: namespace, keys: keys, bindings: bindings)
            if let existing = ids[key] {
                canonical.append(existing)
            } else {
                ids[key] = NameID(index)
                canonical.append(NameID(index))
            }
        }
        self.canonical = canonical
        self.ids = ids
    }

    /// The key string that the document name `name` matches under this mapping.
    func keyString(for name: String) -> String {
        Self.convert(name, namespace: namespace, keys: keys, bindings: bindings)
    }

    /// The key string that the document name `name` matches.
    static func convert(_ name: String, namespace: XMLDecoder.NamespaceStrategy, keys: XMLDecoder.KeyDecodingStrategy,
                        bindings: [Substring: String]) -> String {
        var prefix: Substring?
        var local = Substring(name)
        if let colon = name.firstIndex(of: ":") {
            prefix = name[..<colon]
            local = name[name.index(after: colon)...]
        }
        switch namespace {
        case .keepPrefixes:
            break
        case .stripPrefixes:
            if prefix != nil && prefix != "xmlns" { prefix = nil }
        case .mapURIs(let map):
            if let written = prefix, let uri = bindings[written], let chosen = map[uri] { prefix = Substring(chosen) }
        }
        let converted = convertKey(String(local), keys)
        guard let prefix else { return converted }
        return prefix + ":" + converted
    }

    /// Applies a key strategy to a local name.
    static func convertKey(_ name: String, _ strategy: XMLDecoder.KeyDecodingStrategy) -> String {
        switch strategy {
        case .useDefaultKeys: return name
        case .convertFromSnakeCase: return camelCase(name, separator: "_")
        case .convertFromKebabCase: return camelCase(name, separator: "-")
        case .convertFromCapitalized: return lowercasingLeadingCapitals(name)
        case .custom(let convert): return convert(name)
        }
    }

    /// `first_name` to `firstName`, keeping leading and trailing separators (as JSONDecoder).
    private static func camelCase(_ name: String, separator: Character) -> String {
        guard let first = name.firstIndex(where: { $0 != separator }) else { return name }
        let last = name.lastIndex(where: { $0 != separator }) ?? first
        let words = name[first ... last].split(separator: separator)
        guard words.count > 1 else { return name }
        let joined = words.enumerated().map { index, word in
            index == 0 ? word.lowercased() : word.prefix(1).uppercased() + word.dropFirst().lowercased()
        }.joined()
        return String(name[..<first]) + joined + String(name[name.index(after: last)...])
    }

    /// `LoginResult` to `loginResult`, `URLValue` to `urlValue`, `ID` to `id`.
    private static func lowercasingLeadingCapitals(_ name: String) -> String {
        let characters = Array(name)
        var upper = 0
        while upper < characters.count && characters[upper].isUppercase { upper += 1 }
        if upper == 0 { return name }
        // In "URLValue" the V starts the next word; in "ID" the run is the whole word.
        let lowered = upper == characters.count || upper == 1 ? upper : upper - 1
        return String(characters[..<lowered]).lowercased() + String(characters[lowered...])
    }

    /// Prefix to namespace URI, from every `xmlns:p="..."` in the document (only for
    /// `.mapURIs`); the first declaration of a prefix wins. Shared with the JSON writer.
    static func prefixBindings(_ document: Document, _ strategy: XMLDecoder.NamespaceStrategy) -> [Substring: String] {
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
