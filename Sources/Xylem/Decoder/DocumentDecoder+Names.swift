// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

// Finding elements and attributes by key. With the default strategies names are compared as
// interned ids; with a key or namespace strategy, through the per-decode `NameMapping`.

extension DocumentDecoder {
    /// The id a key string matches, or nil when no name in the document matches it.
    @inline(__always)
    func nameID(forKey key: String) -> NameID? {
        keyCache.id(of: key) { key in
            guard let mapping = mapping else { return document.names.id(of: key) }
            return mapping.ids[key]
        }
    }

    /// `element`'s name id as keys see it.
    @inline(__always)
    func name(of element: Int32) -> NameID {
        let id = document.elements[Int(element)].name
        guard let mapping = mapping else { return id }
        if let scoped = mapping.scoped { return scoped.elements[Int(element)] }
        return mapping.canonical[Int(id)]
    }

    /// The name id of attribute `index` as keys see it (only with a mapping).
    @inline(__always)
    func attributeName(_ index: Int, _ mapping: NameMapping) -> NameID {
        if let scoped = mapping.scoped { return scoped.attributes[index] }
        return mapping.canonical[Int(document.attributes[index].name)]
    }

    /// The first child of `element` whose name matches `id`.
    @inline(__always)
    func firstChild(of element: Int32, named id: NameID) -> Int32? {
        guard mapping != nil else { return document.firstChild(of: element, named: id) }
        let end = document.elements[Int(element)].end
        var child = element + 1
        while child < end {
            if name(of: child) == id { return child }
            child = document.elements[Int(child)].end
        }
        return nil
    }

    /// The next sibling after `child` whose name matches `id`, inside a parent ending at `parentEnd`.
    @inline(__always)
    func nextSibling(after child: Int32, named id: NameID, parentEnd: Int32) -> Int32? {
        guard mapping != nil else { return document.nextSibling(after: child, named: id, parentEnd: parentEnd) }
        var next = document.elements[Int(child)].end
        while next < parentEnd {
            if name(of: next) == id { return next }
            next = document.elements[Int(next)].end
        }
        return nil
    }

    /// The index of `element`'s attribute whose name matches `id`.
    @inline(__always)
    func attribute(of element: Int32, named id: NameID) -> Int? {
        guard let mapping = mapping else {
            // Models usually ask for attributes in the order they are written (libxml2 keeps
            // that order): the search starts after the attribute found last, so a row of twenty
            // attributes costs twenty comparisons, not two hundred.
            let range = document.attributeRange(of: element)
            let next = lastAttribute &+ 1
            let found = document.attribute(named: id, in: range, from: range.contains(next) ? next : nil)
            if let found { lastAttribute = found }
            return found
        }
        for index in document.attributeRange(of: element) where attributeName(index, mapping) == id {
            return index
        }
        return nil
    }

    /// The role a list hint gives `element`, from its path from the root, its names as the
    /// namespace strategy spells them (local names under `.stripPrefixes`, mapped prefixes
    /// under `.mapURIs`), so that a hint does not depend on the prefix a producer chose.
    func listRole(of element: Int32) -> ListHint.Role? {
        guard let mapping, let names = mapping.hintNames else {
            return options.listHints.role(at: document.pathNames(of: element).map { document.names[$0] })
        }
        guard let scoped = mapping.scoped else {
            return options.listHints.role(at: document.pathNames(of: element).map { names[Int($0)] })
        }
        return options.listHints.role(
            at: document.lineage(of: element).reversed().map { names[Int(scoped.elements[Int($0)])] })
    }

    /// Under `.mapURIs`, the children of `element` that the key `"p:name"` names by the default
    /// namespace: unprefixed elements whose key is `name`, in scope of `xmlns="U"` where `U` is
    /// mapped to `p` (`<item xmlns="urn:a"><title>` for `"a:title"`). Nil when there are none.
    func defaultNamespaceMatch(_ key: String, in element: Int32) -> ValueRef? {
        guard let mapping, !mapping.defaultNamespaces.isEmpty, let colon = key.firstIndex(of: ":"),
            let uri = mapping.defaultNamespaces[key[..<colon]]
        else { return nil }
        let local = key[key.index(after: colon)...]
        let end = document.elements[Int(element)].end
        var child = document.firstChild(of: element)
        while let current = child {
            let name = document.names[document.elements[Int(current)].name]
            if !name.contains(":"), mapping.keyString(for: name) == local, defaultNamespace(of: current) == uri {
                return .matches(parent: element, first: current)
            }
            child = document.nextSibling(of: current, in: end)
        }
        return nil
    }

    /// Under `.mapURIs`, the key of `element` itself when it is unprefixed in scope of a default
    /// namespace that is mapped to a prefix: `"p:name"` (`<item xmlns="urn:a">` is `"a:item"`
    /// with `["urn:a": "a"]`), as `defaultNamespaceMatch` finds children. Nil otherwise.
    func defaultNamespaceKey(of element: Int32) -> String? {
        guard let mapping, !mapping.defaultNamespaces.isEmpty else { return nil }
        let name = document.names[document.elements[Int(element)].name]
        guard !name.contains(":"), let uri = defaultNamespace(of: element),
            let prefix = mapping.defaultNamespaces.first(where: { $0.value == uri })?.key
        else { return nil }
        return prefix + ":" + mapping.keyString(for: name)
    }

    /// The default namespace in scope at `element`: its own `xmlns`, else its nearest
    /// ancestor's; nil when none is declared.
    private func defaultNamespace(of element: Int32) -> String? {
        guard let declaration = document.names.id(of: "xmlns") else { return nil }
        var current = element
        while current >= 0 {
            if let index = document.attribute(of: current, named: declaration) {
                return String(decoding: document.valueBytes(ofAttribute: index), as: UTF8.self)
            }
            current = document.elements[Int(current)].parent
        }
        return nil
    }
}
