// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

// `.mapURIs` spells each name by its prefix's first declaration in the document
// (`NameMapping.prefixBindings`): one conversion per interned name, whatever scope the name is
// in. A document that binds one prefix to two namespaces (`<Sally:InvoiceTypeCode
// xmlns:Sally="...">` inside a document where `Sally` first meant another namespace; SOAP
// toolkits that reuse `ns1` per element) would then have some names read in the wrong
// namespace, and the element simply missing from the model: silently wrong data. Such a
// document is found here, once per mapping, and the decode stops with an error that says so.

/// A prefix used where it is bound to another namespace than the one `.mapURIs` reads it in.
struct ScopeConflict: Equatable {
    let prefix: String
    /// The namespace of the prefix's first declaration, the one names are read in.
    let first: String
    /// The namespace the prefix is bound to where `element` uses it.
    let other: String
    /// The element whose name, or one of whose attributes, uses the prefix.
    let element: Int32
}

extension NameMapping {
    /// Whether some prefix of `document` is declared with another namespace than its first
    /// declaration (`bindings`), where a mapping may read a name in the wrong namespace.
    static func isRebound(_ document: Document, bindings: [Substring: String]) -> Bool {
        guard !bindings.isEmpty else { return false }
        return document.attributes.indices.contains { index in
            let name = document.names[document.attributes[index].name]
            guard name.hasPrefix("xmlns:") else { return false }
            return bindings[name.dropFirst(6)]
                != String(decoding: document.valueBytes(ofAttribute: index), as: UTF8.self)
        }
    }

    /// The first name of `document` whose prefix is bound, in its scope, to another namespace
    /// than its first declaration, when the two namespaces are spelled differently under
    /// `strategy` (a URI the map names, or two different prefixes); nil when every name reads
    /// as it is meant. Walks the elements only when some prefix is declared with two URIs.
    static func scopeConflict(
        _ document: Document, _ strategy: XMLNamespaceStrategy, bindings: [Substring: String]
    ) -> ScopeConflict? {
        guard case .mapURIs(let map) = strategy, !bindings.isEmpty else { return nil }
        func declaredPrefix(ofAttribute index: Int) -> Substring? {
            let name = document.names[document.attributes[index].name]
            return name.hasPrefix("xmlns:") ? name.dropFirst(6) : nil
        }
        func uri(ofAttribute index: Int) -> String {
            String(decoding: document.valueBytes(ofAttribute: index), as: UTF8.self)
        }
        guard isRebound(document, bindings: bindings) else { return nil }
        // The declarations in scope, innermost last, each with the end of its element's subtree.
        var scope: [(end: Int32, prefix: Substring, uri: String)] = []
        for element in Int32(0) ..< Int32(document.elements.count) {
            while let last = scope.last, last.end <= element { scope.removeLast() }
            let range = document.attributeRange(of: element)
            for index in range {
                if let prefix = declaredPrefix(ofAttribute: index) {
                    scope.append((document.elements[Int(element)].end, prefix, uri(ofAttribute: index)))
                }
            }
            var names = [document.elements[Int(element)].name]
            for index in range where declaredPrefix(ofAttribute: index) == nil {
                names.append(document.attributes[index].name)
            }
            for id in names {
                guard let prefix = splitPrefix(Substring(document.names[id])).prefix, prefix != "xmlns",
                    let first = bindings[prefix], let here = scope.last(where: { $0.prefix == prefix })?.uri,
                    here != first, map[here] != nil || map[first] != nil, map[here] != map[first]
                else { continue }
                return ScopeConflict(prefix: String(prefix), first: first, other: here, element: element)
            }
        }
        return nil
    }
}
