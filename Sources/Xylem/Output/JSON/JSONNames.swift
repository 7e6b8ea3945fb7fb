// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

// What XML to JSON knows about names, computed once per distinct name (documents have few):
// the JSON key bytes of every name as an element and as an attribute, ready to append; which
// names convert to the same key (a namespace strategy can merge `a:id` and `b:id`); the order
// attributes are written in. (The list-hint role of every distinct element path is in
// HintPaths.swift.)

/// Per-name data for `JSONWriter`, indexed by `NameID`. It grows with the name table, so one
/// instance serves a whole streaming read, where new names keep arriving.
struct JSONNames {
    /// For every name, the first name that converts to the same key: elements are grouped and
    /// attributes de-duplicated by it.
    private(set) var canonical: [NameID] = []
    /// `"name":` (or `"name": ` when pretty printing), escaped.
    private(set) var elementKey: [[UInt8]] = []
    /// `"@name":` with the attribute prefix, escaped.
    private(set) var attributeKey: [[UInt8]] = []
    /// The position of each name's key in code point order (ties by the name as written):
    /// attributes are written in this order, and of two that share a key the first is kept.
    private(set) var rank: [Int32] = []
    private var converted: [String] = []
    private var canonicalByKey: [String: NameID] = [:]

    /// Adds the names the document has interned since the last call.
    mutating func update(_ document: Document, _ options: XMLTree.JSONOptions) {
        let strings = document.names.strings
        guard converted.count < strings.count else { return }
        let bindings = NameMapping.prefixBindings(document, options.namespaceStrategy)
        let separator = options.prettyPrinted ? ": " : ":"
        for id in converted.count ..< strings.count {
            let key = NameMapping.convert(
                strings[id], namespace: options.namespaceStrategy,
                keys: .useDefaultKeys, bindings: bindings)
            let first = canonicalByKey[key] ?? NameID(id)
            canonicalByKey[key] = first
            canonical.append(first)
            converted.append(key)
            elementKey.append(JSONWriter.quoted(key) + Array(separator.utf8))
            attributeKey.append(JSONWriter.quoted(options.attributePrefix + key) + Array(separator.utf8))
        }
        // Code point order of the keys; names that convert to the same key by their written name.
        let order = converted.indices.sorted { a, b in
            converted[a] == converted[b]
                ? strings[a].utf8.lexicographicallyPrecedes(strings[b].utf8)
                : converted[a].utf8.lexicographicallyPrecedes(converted[b].utf8)
        }
        rank = Array(repeating: 0, count: converted.count)
        for (position, id) in order.enumerated() { rank[id] = Int32(position) }
    }
}
