// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

// What XML to JSON knows about names, computed once per distinct name (documents have few):
// the JSON key bytes of every name as an element and as an attribute, ready to append; which
// names convert to the same key (a namespace strategy can merge `a:id` and `b:id`); the order
// attributes are written in. (The list-hint role of every distinct element path is in
// HintPaths.swift.)
//
// Under `.mapURIs` a name's key depends on the namespace its prefix is bound to where it is
// used. Names are converted once, by one binding per prefix (`bindings`, the first the writer
// saw: the document's first declaration, as the decoder's `NameMapping.prefixBindings`); a
// document that binds a prefix to another namespace somewhere gets, from
// `NameMapping.scopedNames` as the decoder does, the key of every element and attribute by the
// binding in scope (`scoped`), and keys no name converts to get slots after the names' own.

/// Per-name data for `JSONWriter`, indexed by slot: a `NameID`, or for a rebound document a
/// key of `scoped` that no name converts to (slots from the name table's count on). It grows
/// with the name table, so one instance serves a whole streaming read, where new names keep
/// arriving.
struct JSONNames {
    /// For every slot, the first slot that converts to the same key: elements are grouped and
    /// attributes de-duplicated by it.
    private(set) var canonical: [NameID] = []
    /// `"name":` (or `"name": ` when pretty printing), escaped.
    private(set) var elementKey: [[UInt8]] = []
    /// `"@name":` with the attribute prefix, escaped.
    private(set) var attributeKey: [[UInt8]] = []
    /// The position of each slot's key in code point order (ties by the name as written):
    /// attributes are written in this order, and of two that share a key the first is kept.
    private(set) var rank: [Int32] = []
    /// Under `.mapURIs`, for a document that binds a prefix to two namespaces, the slot of
    /// every element and attribute by the binding in scope; nil otherwise.
    private(set) var scoped: ScopedNames?
    private var converted: [String] = []
    private var canonicalByKey: [String: NameID] = [:]
    /// How many slots are names (the rest are `scoped`'s extra keys).
    private var nameCount = 0
    /// Under `.mapURIs`, the namespace every name's prefix was converted with.
    private var bindings: [Substring: String] = [:]
    /// Whether some name is a prefix declaration (`xmlns:p`): without one, no name is rebound.
    private var declares = false

    /// The number of slots.
    var count: Int { converted.count }

    /// Adds the names the document has interned since the last call and, under `.mapURIs`,
    /// finds the names bound in scope to another namespace than they were converted with.
    /// `sameDocument`: the previous call saw this very document (a batch of records), so that
    /// what was found in it still holds unless it has new names.
    mutating func update(_ document: Document, _ options: XMLTree.JSONOptions, sameDocument: Bool) {
        let grew = nameCount < document.names.strings.count
        if grew { addNames(document, options) }
        guard declares, grew || !sameDocument, case .mapURIs = options.namespaceStrategy else { return }
        if bindings.isEmpty && !grew {
            // The declarations seen so far were gone from the document when names were converted
            // (a stream drops what it has handed over); read names by this document's.
            let found = NameMapping.prefixBindings(document, options.namespaceStrategy)
            if !found.isEmpty { rebuild(document, options, bindings: found, found: found) }
        }
        scoped = NameMapping.scopedNames(
            document, namespace: options.namespaceStrategy, keys: .useDefaultKeys, bindings: bindings,
            canonical: canonical, ids: &canonicalByKey, firstExtra: NameID(converted.count))
        guard let extra = scoped?.extra, !extra.isEmpty else { return }
        for (key, _) in extra { append(key, canonical: NameID(converted.count), options) }
        sortRanks(document)
    }

    /// Converts the new names of `document`. Their prefixes are read by the bindings names were
    /// converted with; a prefix the document binds for the first time is added, and if names
    /// were converted without it, every name is converted again.
    /// `found`: the document's `prefixBindings`, when already known.
    private mutating func addNames(
        _ document: Document, _ options: XMLTree.JSONOptions, found known: [Substring: String]? = nil
    ) {
        // The extra keys of the previous document are found again when needed, after the names.
        for slot in nameCount ..< converted.count { canonicalByKey[converted[slot]] = nil }
        truncate(to: nameCount)
        scoped = nil
        if case .mapURIs = options.namespaceStrategy {
            let found = known ?? NameMapping.prefixBindings(document, options.namespaceStrategy)
            if found.contains(where: { bindings[$0.key] == nil }) {
                return rebuild(document, options, bindings: bindings.merging(found) { old, _ in old }, found: found)
            }
        }
        let strings = document.names.strings
        for id in nameCount ..< strings.count {
            let key = NameMapping.convert(
                strings[id], namespace: options.namespaceStrategy, keys: .useDefaultKeys, bindings: bindings)
            append(key, canonical: canonicalByKey[key] ?? NameID(id), options)
            if strings[id].hasPrefix("xmlns:") { declares = true }
        }
        nameCount = strings.count
        sortRanks(document)
    }

    /// Converts every name again with `bindings`; `found` as for `addNames`.
    private mutating func rebuild(
        _ document: Document, _ options: XMLTree.JSONOptions, bindings: [Substring: String],
        found: [Substring: String]
    ) {
        canonicalByKey.removeAll(keepingCapacity: true)
        truncate(to: 0)
        nameCount = 0
        scoped = nil
        self.bindings = bindings
        addNames(document, options, found: found)
    }

    private mutating func append(_ key: String, canonical first: NameID, _ options: XMLTree.JSONOptions) {
        let separator = options.prettyPrinted ? ": " : ":"
        canonicalByKey[key] = first
        canonical.append(first)
        converted.append(key)
        elementKey.append(JSONWriter.quoted(key) + Array(separator.utf8))
        attributeKey.append(JSONWriter.quoted(options.attributePrefix + key) + Array(separator.utf8))
    }

    private mutating func truncate(to count: Int) {
        guard converted.count > count else { return }
        canonical.removeSubrange(count...)
        converted.removeSubrange(count...)
        elementKey.removeSubrange(count...)
        attributeKey.removeSubrange(count...)
    }

    /// Code point order of the keys; names that convert to the same key by their written name
    /// (an extra key is its own written name: no name converts to it).
    private mutating func sortRanks(_ document: Document) {
        let strings = document.names.strings
        let names = nameCount
        let order = converted.indices.sorted { [converted] a, b in
            guard converted[a] == converted[b] else {
                return converted[a].utf8.lexicographicallyPrecedes(converted[b].utf8)
            }
            return (a < names ? strings[a] : converted[a]).utf8.lexicographicallyPrecedes(
                (b < names ? strings[b] : converted[b]).utf8)
        }
        rank = Array(repeating: 0, count: converted.count)
        for (position, id) in order.enumerated() { rank[id] = Int32(position) }
    }
}
