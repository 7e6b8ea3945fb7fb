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
        return mapping.canonical[Int(id)]
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
        for index in document.attributeRange(of: element) where mapping.canonical[Int(document.attributes[index].name)] == id {
            return index
        }
        return nil
    }

    /// The role a list hint gives `element`, from its path from the root.
    func listRole(of element: Int32) -> ListHint.Role? {
        options.listHints.role(at: document.pathNames(of: element).map { document.names[$0] })
    }
}
