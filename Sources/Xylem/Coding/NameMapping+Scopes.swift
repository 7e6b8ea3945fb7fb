// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

// `.mapURIs` converts each interned name once, by its prefix's first declaration in the
// document (`NameMapping.prefixBindings`): exact for the documents that bind every prefix to
// one namespace, which is nearly all of them. A document that binds a prefix to two namespaces
// (UBL's NS4 example re-declares `Sally` on one element; SOAP toolkits reuse `ns1` per element)
// needs the binding in scope where each name is used: the same written name `Sally:Code` means
// two keys in two places. For such a document the mapping also holds the key id of every
// element and attribute, found here by walking the elements once with the declarations in
// scope. A key that no interned name converts to gets an id after the name table's
// (`NameMapping.keyStrings` spells it).

/// The key ids of every element and attribute of a document that binds a prefix to two
/// namespaces, by the binding in scope where each name is used.
struct ScopedNames {
    /// For every element, the id of the key its name matches.
    let elements: [NameID]
    /// For every attribute, the id of the key its name matches.
    let attributes: [NameID]
    /// Keys that no interned name converts to (ids from the name table's count on), each with
    /// its list-hint spelling.
    let extra: [(key: String, hint: String)]
}

extension NameMapping {
    /// Whether some prefix of `document` is declared with another namespace than `bindings`
    /// gives it (the document's first declarations, for the decoder; the ones names were
    /// converted with, for the JSON writer), so that a written name may mean two keys. A prefix
    /// that `bindings` lacks counts as rebound. Looks at each name once and at each attribute's
    /// name id: a stream asks this of every batch of records.
    static func isRebound(_ document: Document, bindings: [Substring: String]) -> Bool {
        guard !bindings.isEmpty else { return false }
        // For every name, the namespace its declarations must have (as bytes), when it is one.
        var expected: [Int32] = []
        var uris: [[UInt8]?] = []
        for name in document.names.strings {
            guard name.hasPrefix("xmlns:") else {
                expected.append(-1)
                continue
            }
            expected.append(Int32(uris.count))
            uris.append(bindings[name.dropFirst(6)].map { Array($0.utf8) })
        }
        guard !uris.isEmpty else { return false }
        let rebound = document.attributes.withUnsafeBufferPointer { attributes in
            expected.withUnsafeBufferPointer { expected in
                for index in attributes.indices {
                    let slot = expected[Int(attributes[index].name)]
                    guard slot >= 0 else { continue }
                    guard let uri = uris[Int(slot)], document.valueBytes(ofAttribute: index).elementsEqual(uri)
                    else { return true }
                }
                return false
            }
        }
        return rebound
    }

    /// The key ids of `document`'s names by the bindings in scope, or nil when every prefix is
    /// bound to one namespace (then `canonical` is exact). `ids` and `canonical` are the
    /// mapping's, by `bindings`; keys they lack are added to `ids`, numbered from `firstExtra`
    /// on (the decoder's first free id is the name table's count; the JSON writer's, after the
    /// extra keys of earlier batches of a stream, JSONNames.swift).
    static func scopedNames(
        _ document: Document, namespace: XMLNamespaceStrategy, keys: XMLDecoder.KeyDecodingStrategy,
        bindings: [Substring: String], canonical: [NameID], ids: inout [String: NameID], firstExtra: NameID
    ) -> ScopedNames? {
        guard case .mapURIs = namespace, isRebound(document, bindings: bindings) else { return nil }
        func declaredPrefix(ofAttribute index: Int) -> Substring? {
            let name = document.names[document.attributes[index].name]
            return name.hasPrefix("xmlns:") ? name.dropFirst(6) : nil
        }
        var extra: [(key: String, hint: String)] = []
        var nextID = firstExtra
        // The declarations in scope, innermost last, each with the element that makes it, and
        // the open elements from the root down. By parents, not by `end`: in a stream the
        // elements still open around the records have no end yet.
        var scope: [(element: Int32, prefix: Substring, uri: String)] = []
        var lineage: [Int32] = []
        func id(of name: NameID) -> NameID {
            let written = document.names[name]
            guard let prefix = splitPrefix(Substring(written)).prefix, prefix != "xmlns",
                let here = scope.last(where: { $0.prefix == prefix })?.uri, here != bindings[prefix]
            else { return canonical[Int(name)] }
            let local: [Substring: String] = [prefix: here]
            let key = convert(written, namespace: namespace, keys: keys, bindings: local)
            if let known = ids[key] { return known }
            ids[key] = nextID
            extra.append((key, convert(written, namespace: namespace, keys: .useDefaultKeys, bindings: local)))
            nextID += 1
            return nextID - 1
        }
        var elements: [NameID] = []
        elements.reserveCapacity(document.elements.count)
        var attributes = [NameID](repeating: 0, count: document.attributes.count)
        for element in Int32(0) ..< Int32(document.elements.count) {
            let parent = document.elements[Int(element)].parent
            while let last = lineage.last, last != parent {
                lineage.removeLast()
                while scope.last?.element == last { scope.removeLast() }
            }
            lineage.append(element)
            let range = document.attributeRange(of: element)
            for index in range {
                if let prefix = declaredPrefix(ofAttribute: index) {
                    let uri = String(decoding: document.valueBytes(ofAttribute: index), as: UTF8.self)
                    scope.append((element, prefix, uri))
                }
            }
            elements.append(id(of: document.elements[Int(element)].name))
            for index in range { attributes[index] = id(of: document.attributes[index].name) }
        }
        return ScopedNames(elements: elements, attributes: attributes, extra: extra)
    }
}
