// `let things: [Thing]` over `<things><thing/><thing a="x"/><thing/></things>` finds one
// `<things>`: a list of one item, decoded from the wrapper, its three children never read. The
// document cannot say whether `<things>` is the one item or the list's wrapper, so the decoder
// watches: when the only element of an array's run has children that all share one name, and
// the item type reads none of them, the decode is an error that names the list hint, never a
// list with the wrong count. An item type that reads those children (`struct Things { let
// thing: [Thing] }`) is the one item it looks like.

extension DocumentDecoder {
    /// Whether `first`, found for a collection in `parent`, may be a list wrapper read as an
    /// item: the only element of its name there, with no text of its own, and children that
    /// all share one name, and no list hint says what it is.
    @inline(__always)
    func mayBeLoneWrapper(_ first: Int32, in parent: Int32) -> Bool {
        let record = document.elements[Int(first)]
        guard record.end > first + 1, record.textLength == 0 else { return false }
        return isLoneWrapper(first, in: parent)
    }

    @inline(never)
    private func isLoneWrapper(_ first: Int32, in parent: Int32) -> Bool {
        let parentEnd = document.elements[Int(parent)].end
        guard nextSibling(after: first, named: name(of: first), parentEnd: parentEnd) == nil,
              !session.hasListHints || listRole(of: first) == nil else { return false }
        let end = document.elements[Int(first)].end
        let childName = document.elements[Int(first + 1)].name
        var child = document.nextSibling(of: first + 1, in: end)
        while let current = child {
            if document.elements[Int(current)].name != childName { return false }
            child = document.nextSibling(of: current, in: end)
        }
        return true
    }

    /// Decodes the collection `T` from the run whose only element is `wrapper` with `decode`,
    /// and throws when the item type read none of `wrapper`'s children.
    @inline(never)
    func decodeWatching<T>(_ type: T.Type, wrapper: Int32, _ decode: () throws -> T) throws -> T {
        let saved = watch
        watch = Watch(element: wrapper)
        defer { watch = saved }
        let value = try decode()
        if watch.childrenRead { return value }
        let name = document.names[document.elements[Int(wrapper)].name]
        let children = namesIn(wrapper).children
        var count = 0
        var child = document.firstChild(of: wrapper)
        while let current = child {
            count += 1
            child = document.nextSibling(of: current, in: document.elements[Int(wrapper)].end)
        }
        let item = children.first ?? ""
        throw DecodingError.typeMismatch(type, .init(
            codingPath: path,
            debugDescription: "Expected a list of <\(name)> but found one <\(name)> at \(position(of: wrapper)) whose "
                + "\(count == 1 ? "child" : "\(count) children") <\(item)> the item type does not read: "
                + "if <\(name)> wraps the list, set listHints = [.wrapper(\"\(currentKey(name))\")]; if it is one item, "
                + "give its type a property \"\(currentKey(item))\""))
    }

    /// Notes that a container of `element` read its children (a key that found a child, the
    /// keys of a dictionary, the items of an unkeyed container).
    @inline(__always)
    func noteChildrenRead(of element: Int32) {
        if element == watch.element { watch.childrenRead = true }
    }
}

/// The element whose children `decodeWatching` waits to see read.
struct Watch {
    var element: Int32 = -1
    var childrenRead = false
}
