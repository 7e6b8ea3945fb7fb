// What XML to JSON knows about names, computed once per distinct name (documents have few):
// the JSON key bytes of every name as an element and as an attribute, ready to append; which
// names convert to the same key (a namespace strategy can merge `a:id` and `b:id`); the order
// attributes are written in; and the list-hint role of every distinct element path.

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
            let key = NameMapping.convert(strings[id], namespace: options.namespaceStrategy,
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
            converted[a] == converted[b] ? strings[a].utf8.lexicographicallyPrecedes(strings[b].utf8)
                                         : converted[a].utf8.lexicographicallyPrecedes(converted[b].utf8)
        }
        rank = Array(repeating: 0, count: converted.count)
        for (position, id) in order.enumerated() { rank[id] = Int32(position) }
    }
}

/// The list-hint role of every distinct element path, asked of the hints once per path: a
/// path is an id, and a child's path id is one dictionary lookup from its parent's.
struct HintPaths {
    let hints: [ListHint]
    private var ids: [Int64: Int32] = [:]
    private(set) var roles: [ListHint.Role?] = []
    private var names: [[String]] = []

    init(_ hints: [ListHint]) {
        self.hints = hints
    }

    /// The id of the path of an element named `name` (an id, as written) inside the element
    /// whose path id is `parent` (-1 for the root).
    @inline(__always)
    mutating func child(of parent: Int32, named name: NameID, in document: Document) -> Int32 {
        let key = Int64(parent) << 32 | Int64(UInt32(bitPattern: name))
        if let id = ids[key] { return id }
        let path = (parent >= 0 ? names[Int(parent)] : []) + [document.names[name]]
        let id = Int32(names.count)
        names.append(path)
        roles.append(hints.role(at: path))
        ids[key] = id
        return id
    }

    /// The path id of `element`, from its ancestors' names.
    mutating func id(of element: Int32, in document: Document) -> Int32 {
        var id: Int32 = -1
        for name in document.pathNames(of: element) { id = child(of: id, named: name, in: document) }
        return id
    }
}
