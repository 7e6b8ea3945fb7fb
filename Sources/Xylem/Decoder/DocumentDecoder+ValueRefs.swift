// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

// Resolving value references (`ValueRef`) to elements and text. Scalars are read without pushing their key: `key` is
// evaluated and appended to the coding path only if an error is thrown.

extension DocumentDecoder {
    /// The coding path of the value being read: `path`, plus `key` when it gives one.
    func codingPath(_ key: () -> (any CodingKey)?) -> [any CodingKey] {
        guard let key = key() else { return path }
        return path + [key]
    }

    /// The one element a keyed container reads: a lone match, never a guess among several.
    func singleElement(_ node: ValueRef, expecting what: String) throws -> Int32 {
        switch node {
        case .element(let element), .emptyOptional(let element):
            return element
        case .matches(let parent, let first), .oneOf(let parent, let first):
            try requireSingle(parent: parent, first: first, as: nil, key: { nil })
            return first
        case .missing(let owner):
            throw keyNotFound(in: owner, key: { nil })
        case .attribute, .text, .textRun, .space:
            throw mismatch(
                [String: Any].self, node, "an attribute or text value where \(what) was expected", key: { nil })
        }
    }

    /// Throws when more than one sibling has `first`'s name and a single value of `type` (nil:
    /// a keyed container) is wanted, unless the repeated-element strategy is `.useFirst`.
    func requireSingle(parent: Int32, first: Int32, as type: Any.Type?, key: () -> (any CodingKey)?) throws {
        if session.usesFirstOfRepeated { return }
        let parentEnd = document.elements[Int(parent)].end
        guard let second = nextSibling(after: first, named: name(of: first), parentEnd: parentEnd) else { return }
        throw repeated(first, second, parent: parent, type, key: key)
    }

    /// The raw text bytes of a value node and the element that locates it; nil for a missing key.
    @inline(__always)
    func text(
        of node: ValueRef, as type: Any.Type, key: () -> (any CodingKey)?
    ) throws -> (bytes: ArraySlice<UInt8>, element: Int32)? {
        switch node {
        case .element(let element):
            return (try ownText(element, as: type, key: key), element)
        case .matches(let parent, let first), .oneOf(let parent, let first):
            try requireSingle(parent: parent, first: first, as: type, key: key)
            return (try ownText(first, as: type, key: key), first)
        case .attribute(let index, let owner):
            return (document.valueBytes(ofAttribute: index), owner)
        case .text(let element):
            return (document.textBytes(of: element), element)
        case .missing:
            return nil
        case .textRun(let start, let length, let owner):
            return (document.text[Int(start) ..< Int(start) + Int(length)], owner)
        case .space(let owner):
            return (oneSpace[...], owner)
        case .emptyOptional:
            throw EmptyOptionalValue()
        }
    }

    /// An element's text as a value of `type`: an element with child elements is not a scalar.
    @inline(__always)
    private func ownText(_ element: Int32, as type: Any.Type, key: () -> (any CodingKey)?) throws -> ArraySlice<UInt8> {
        if document.hasChildren(element) { throw valueWithChildren(element, type, key: key) }
        return document.textBytes(of: element)
    }
}

/// The text of a `ValueRef.space`.
private let oneSpace: [UInt8] = [UInt8(ascii: " ")]
