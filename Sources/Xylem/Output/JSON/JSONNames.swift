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
    private var converted: [String] = []
    private var canonicalByKey: [String: NameID] = [:]

    /// Adds the names the document has interned since the last call.
    mutating func update(_ document: Document, _ options: XMLTree.JSONOptions) {
        let strings = document.names.strings
        guard converted.count < strings.count else { return }
        let bindings = NameMapping.prefixBindings(document, options.namespaceStrategy)
        let separator = options.prettyPrinted ? ": " : ":"
        for id in converted.count ..< strings.count {
            let key = NameMapping.convert(strings[id], namespace: options.namespaceStrategy,
                                          keys: .useDefaultKeys, bindings: bindings)
            let first = canonicalByKey[key] ?? NameID(id)
            canonicalByKey[key] = first
            canonical.append(first)
            converted.append(key)
            elementKey.append(JSONWriter.quoted(key) + Array(separator.utf8))
            attributeKey.append(JSONWriter.quoted(options.attributePrefix + key) + Array(separator.utf8))
        }
    }
}
