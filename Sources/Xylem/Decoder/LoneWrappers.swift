// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

// `let things: [Thing]` over `<things><thing/><thing a="x"/><thing/></things>` finds one
// `<things>`: a list of one item, decoded from the wrapper, its three children never read. The
// document cannot say whether `<things>` is the one item or the list's wrapper, so the decoder
// watches: when the only element of an array's run looks like a wrapper (children that all
// share one name, at least two of them or named as the singular of its own name) and the item
// type reads nothing of it (no child, no attribute, no text), the decode is an error that names
// the list hint, never a list with the wrong count. Asking for what is not there is reading
// nothing: an attribute the wrapper lacks, or its text (a watched element has none), leaves it
// unread, so `struct Thing { let a: String?; let value: String }` (`"@a"`, `""`) does not take
// the wrapper as one empty `Thing`. An item type that reads anything of it
// (`struct Things { let thing: [Thing] }`, or its `count` attribute) takes it as the one item.

extension DocumentDecoder {
    /// Whether `first`, found for a collection in `parent`, may be a list wrapper read as an
    /// item: the only element of its name there, with no text of its own, and children that
    /// all share one name, two or more or one named as its singular, and no list hint says
    /// what it is.
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
            !session.hasListHints || listRole(of: first) == nil
        else { return false }
        let end = document.elements[Int(first)].end
        let childName = document.elements[Int(first + 1)].name
        var count = 1
        var child = document.nextSibling(of: first + 1, in: end)
        while let current = child {
            if document.elements[Int(current)].name != childName { return false }
            count += 1
            child = document.nextSibling(of: current, in: end)
        }
        return count > 1
            || NearMiss.isOtherWord(document.names[childName], document.names[document.elements[Int(first)].name])
    }

    /// Decodes the collection `T` from the run whose only element is `wrapper` with `decode`,
    /// and throws when the item type read nothing of `wrapper`.
    @inline(never)
    func decodeWatching<T>(_ type: T.Type, wrapper: Int32, _ decode: () throws -> T) throws -> T {
        // The wrapper is decoded as the list's only item, one key deeper than the list.
        let depth = path.count + 1
        let saved = frames.watch(wrapper, at: depth)
        let value: T
        do {
            value = try decode()
        } catch {
            _ = frames.endWatch(at: depth, restoring: saved)
            throw error
        }
        if frames.endWatch(at: depth, restoring: saved) { return value }
        let name = document.names[document.elements[Int(wrapper)].name]
        let children = namesIn(wrapper).children
        var count = 0
        var child = document.firstChild(of: wrapper)
        while let current = child {
            count += 1
            child = document.nextSibling(of: current, in: document.elements[Int(wrapper)].end)
        }
        let item = children.first ?? ""
        throw DecodingError.typeMismatch(
            type,
            positioned(
                path,
                "Expected a list of <\(name)> but found one <\(name)> at \(position(of: wrapper)) whose "
                    + "\(count == 1 ? "child" : "\(count) children") <\(item)> the item type does not read: "
                    + "if <\(name)> wraps the list, set listHints = [.wrapper(\"\(currentKey(name))\")]; if it is one item, "
                    + "give its type a property \"\(currentKey(item))\"",
                at: wrapper))
    }

    /// Notes that a container of `element` at the current depth read something of it (the
    /// items of an unkeyed container; an `XMLFragment` that takes the whole element).
    @inline(__always)
    func noteRead(of element: Int32) {
        frames.noteRead(of: element, at: path.count)
    }
}
