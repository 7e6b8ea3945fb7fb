// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

// Equality of fragments by content. Namespaces in XML makes a name its namespace URI and local
// name; the prefix only spells it. So names are compared expanded, each resolved in the scope
// of its own side, and the declarations (`xmlns`, `xmlns:p`) are not content: a fragment
// written back under other prefixes, or a default namespace for a prefix, reads back equal, and
// so does one carrying declarations it does not use (a fragment copies every one in scope).
//
// A prefix inside text or an attribute value (`xsi:type="xs:int"`) cannot be resolved without
// knowing which values are QNames, which the document does not say: values are compared as
// written.

extension Document {
    /// Whether the subtree of `element` here and of `other` in `document` hold the same XML:
    /// the same expanded names (namespace URI and local name, whatever the prefixes), the same
    /// attributes other than namespace declarations (in any order: XML gives their order no
    /// meaning, and Foundation's parser does not keep it), the same text runs and child
    /// elements in the same order. Whitespace between elements, which the flat document keeps
    /// only as a mark (indentation, most of the time), is not compared.
    func sameContent(_ element: Int32, as other: Int32, in document: Document) -> Bool {
        let count = elements[Int(element)].end - element
        guard document.elements[Int(other)].end - other == count else { return false }
        // The common case, one XML spelled alike (a fragment against its own copy or its round
        // trip), needs no name resolved: the same names as written under the same declarations
        // at the same elements are the same expanded names.
        if elements[Int(element)].parent < 0 && document.elements[Int(other)].parent < 0
            && sameSpelling(element, as: other, in: document, count: count)
        {
            return true
        }
        var mine = NamespaceScope(above: element, in: self)
        var theirs = NamespaceScope(above: other, in: document)
        for offset in 0 ..< count {
            let (a, b) = (element + offset, other + offset)
            guard elements[Int(a)].end - a == document.elements[Int(b)].end - b else { return false }
            mine.enter(a, in: self)
            theirs.enter(b, in: document)
            guard mine.sameName(names[elements[Int(a)].name], theirs, document.names[document.elements[Int(b)].name]),
                sameAttributes(a, mine, as: b, in: document, theirs),
                textItems(of: a) == document.textItems(of: b)
            else { return false }
        }
        return true
    }

    /// Feeds `hasher` what `sameContent` compares for the whole document, whatever the
    /// spelling: local names, text runs, the count of attributes other than declarations.
    func hashContent(into hasher: inout Hasher) {
        hasher.combine(elements.count)
        for element in Int32(0) ..< Int32(elements.count) {
            hasher.combine(splitPrefix(Substring(names[elements[Int(element)].name])).local)
            hasher.combine(attributeRange(of: element).count { declaredPrefix(names[attributes[$0].name]) == nil })
            for item in textItems(of: element) { hasher.combine(item) }
        }
    }

    /// Whether the subtrees hold the same names as written, the same attributes as written
    /// (declarations among them) and the same text: sufficient for the same content, not
    /// necessary.
    private func sameSpelling(_ element: Int32, as other: Int32, in document: Document, count: Int32) -> Bool {
        for offset in 0 ..< count {
            let (a, b) = (element + offset, other + offset)
            guard elements[Int(a)].end - a == document.elements[Int(b)].end - b,
                names[elements[Int(a)].name] == document.names[document.elements[Int(b)].name],
                attributeSet(of: a) == document.attributeSet(of: b),
                textItems(of: a) == document.textItems(of: b)
            else { return false }
        }
        return true
    }

    /// An element's attributes by name as written.
    private func attributeSet(of element: Int32) -> [String: ArraySlice<UInt8>] {
        var result: [String: ArraySlice<UInt8>] = [:]
        for attribute in attributeRange(of: element) {
            result[names[attributes[attribute].name]] = valueBytes(ofAttribute: attribute)
        }
        return result
    }

    /// Whether `element`'s attributes here and `other`'s in `document` are the same, namespace
    /// declarations left out: each name (expanded) with the same value, in any order.
    private func sameAttributes(
        _ element: Int32, _ scope: NamespaceScope, as other: Int32, in document: Document, _ otherScope: NamespaceScope
    ) -> Bool {
        let theirs = document.attributeRange(of: other)
        var count = 0
        // Well-formed XML names each attribute once, so matching each of mine with one of
        // theirs, and the counts, suffice. The search starts at the same position: in the same
        // order, one step.
        for (position, attribute) in attributeRange(of: element).enumerated() {
            let name = names[attributes[attribute].name]
            guard declaredPrefix(name) == nil else { continue }
            count += 1
            guard
                let match = (0 ..< theirs.count).lazy.map({ theirs.lowerBound + (position + $0) % theirs.count })
                    .first(where: { candidate in
                        scope.sameName(
                            name, otherScope, document.names[document.attributes[candidate].name], attribute: true)
                    })
            else { return false }
            guard valueBytes(ofAttribute: attribute) == document.valueBytes(ofAttribute: match) else { return false }
        }
        return count == theirs.count(where: { declaredPrefix(document.names[document.attributes[$0].name]) == nil })
    }

    /// An element's content in order: each run of its own text, and nil for each child element
    /// (whose own content the caller compares in turn).
    private func textItems(of element: Int32) -> [ArraySlice<UInt8>?] {
        content(of: element, trimmingEnds: false).compactMap { item in
            switch item {
            case .element: return .some(nil)
            case .text(let range): return text[range]
            case .space: return nil
            }
        }
    }
}

/// The namespace bindings in scope while a subtree is walked in document order: each
/// element's declarations are pushed when it is entered and dropped once the walk is past its
/// subtree.
private struct NamespaceScope {
    private var bindings: [(prefix: Substring, uri: ArraySlice<UInt8>)] = []
    /// For each element entered that declares something: where its subtree ends, and how many
    /// bindings there were before its own.
    private var frames: [(end: Int32, count: Int)] = []

    private static let xmlNamespace = ArraySlice("http://www.w3.org/XML/1998/namespace".utf8)

    /// The bindings in scope above `element` of `document` (none for a fragment's root, which
    /// carries them all).
    init(above element: Int32, in document: Document) {
        for (prefix, attribute) in document.declarationsInScope(above: element).reversed() {
            bindings.append((prefix, document.valueBytes(ofAttribute: attribute)))
        }
    }

    /// Enters `element` (the next in document order): the bindings of the elements whose
    /// subtrees end before it are dropped, its own are added.
    mutating func enter(_ element: Int32, in document: Document) {
        while let frame = frames.last, frame.end <= element {
            bindings.removeSubrange(frame.count...)
            frames.removeLast()
        }
        let count = bindings.count
        for attribute in document.attributeRange(of: element) {
            if let prefix = declaredPrefix(document.names[document.attributes[attribute].name]) {
                bindings.append((prefix, document.valueBytes(ofAttribute: attribute)))
            }
        }
        if bindings.count > count { frames.append((document.elements[Int(element)].end, count)) }
    }

    /// The URI `prefix` (`""`: the default namespace) is bound to; the empty URI for the
    /// default namespace undeclared or undeclared again (`xmlns=""`); nil for a prefix bound
    /// nowhere (a parser without namespace checks lets one through).
    private func uri(of prefix: Substring) -> ArraySlice<UInt8>? {
        if let binding = bindings.last(where: { $0.prefix == prefix }) { return binding.uri }
        if prefix.isEmpty { return [] }
        return prefix == "xml" ? Self.xmlNamespace : nil
    }

    /// Whether `name` in this scope and `otherName` in `other` are one expanded name: the
    /// same local name in the same namespace. An unprefixed attribute is in no namespace (the
    /// default namespace is for elements only); a prefix bound nowhere is compared as written.
    func sameName(_ name: String, _ other: NamespaceScope, _ otherName: String, attribute: Bool = false) -> Bool {
        let (prefix, local) = splitPrefix(Substring(name))
        let (otherPrefix, otherLocal) = splitPrefix(Substring(otherName))
        guard local == otherLocal else { return false }
        if attribute && (prefix == nil || otherPrefix == nil) { return prefix == nil && otherPrefix == nil }
        switch (uri(of: prefix ?? ""), other.uri(of: otherPrefix ?? "")) {
        case (let uri?, let otherURI?): return uri == otherURI
        case (nil, nil): return prefix == otherPrefix
        default: return false
        }
    }
}
