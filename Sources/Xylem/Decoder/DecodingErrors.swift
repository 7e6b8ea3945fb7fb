// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation

// Every DecodingError Xylem throws is built here, with one wording and the position in the
// document: "Expected Int at line 12, column 9 but found \"x1\"".

extension DocumentDecoder {
    /// The context of an error whose `message` names the position of `element` (`position(of:)`):
    /// its `underlyingError` is that position as an `XMLDecodingPosition`, which carries
    /// `underlyingError`, and tells `located` that the error has its position (so that it adds
    /// no second one when the error passes up through the `init(from:)` that called the container
    /// that threw it).
    func positioned(
        _ codingPath: [any CodingKey], _ message: String, at element: Int32, underlyingError: (any Error)? = nil
    ) -> DecodingError.Context {
        let record = document.elements[Int(element)]
        // An error rewritten here (a clearer message for the same failure) had a position of its
        // own: its underlying error is the one inside.
        var inner = underlyingError
        if let earlier = inner as? XMLDecodingPosition { inner = earlier.underlyingError }
        return .init(
            codingPath: codingPath, debugDescription: message,
            underlyingError: XMLDecodingPosition(
                line: Int(record.line), column: Int(record.column), underlyingError: inner))
    }

    /// "line 12, column 9" for an element (the end of its start tag, as XMLParser reports it).
    func position(of element: Int32) -> String {
        let record = document.elements[Int(element)]
        return "line \(record.line), column \(record.column)"
    }

    /// The key at the top of the coding path names nothing in element `owner` (the error's
    /// coding path is the owner's: it excludes the key, as in JSONDecoder).
    /// `key` is the missing key, or nil when it is already on top of the path.
    /// `adding` ends the message.
    func keyNotFound(in owner: Int32, key explicitKey: () -> (any CodingKey)?, adding: String = "") -> DecodingError {
        let given = explicitKey()
        guard let key = given ?? path.last else {
            return DecodingError.valueNotFound(Any.self, .init(codingPath: path, debugDescription: "No value"))
        }
        let name = document.names[document.elements[Int(owner)].name]
        let ownerPath = given == nil ? Array(path.dropLast()) : path
        return DecodingError.keyNotFound(
            key,
            positioned(
                ownerPath,
                "No element or attribute named \"\(key.stringValue)\" in <\(name)> at \(position(of: owner))"
                    + nearMiss(forKey: key.stringValue, in: owner, isListItem: ownerPath.last?.intValue != nil)
                    + adding,
                at: owner
            ))
    }

    /// `keyNotFound(in:)` for a `.missing` node.
    func keyNotFound(_ node: ValueRef, key: () -> (any CodingKey)?) -> DecodingError {
        if case .missing(let owner) = node { return keyNotFound(in: owner, key: key) }
        return DecodingError.valueNotFound(
            Any.self, positioned(codingPath(key), "No value\(at(node))", at: holder(of: node)))
    }

    /// A value of the wrong kind (`found` says what was there instead).
    func mismatch(_ type: Any.Type, _ node: ValueRef, _ found: String, key: () -> (any CodingKey)?) -> DecodingError {
        DecodingError.typeMismatch(
            type,
            positioned(
                codingPath(key), "Expected \(type) but found \(found)\(at(node))", at: holder(of: node)))
    }

    /// A scalar of `type` asked of an element that has child elements.
    func valueWithChildren(_ element: Int32, _ type: Any.Type, key: () -> (any CodingKey)?) -> DecodingError {
        let name = document.names[document.elements[Int(element)].name]
        let children = namesIn(element).children
        return .typeMismatch(
            type,
            positioned(
                codingPath(key),
                "Expected \(type) at \(position(of: element)) but found the element <\(name)> with children ("
                    + listed(children.prefix(8).map { "<\($0)>" }, total: children.count)
                    + "); declare a type with those keys for it, or read the child that holds the value",
                at: element))
    }

    /// Several siblings named like `first` where one value of `type` (nil: a keyed container) is
    /// wanted (`second` is the next one).
    func repeated(
        _ first: Int32, _ second: Int32, parent: Int32, _ type: Any.Type?, key: () -> (any CodingKey)?
    ) -> DecodingError {
        let id = name(of: first)
        let end = document.elements[Int(parent)].end
        var lines = [document.elements[Int(first)].line, document.elements[Int(second)].line]
        var count = 2
        var next = second
        while let more = nextSibling(after: next, named: id, parentEnd: end) {
            count += 1
            if lines.count < 6 { lines.append(document.elements[Int(more)].line) }
            next = more
        }
        let name = document.names[document.elements[Int(first)].name]
        // A dictionary's key type takes any string (`acceptsAnyName`); the key is the one being
        // decoded, or on top of the path when the error comes from the value's own decode.
        let dictionaryKey = (key() ?? path.last).map { Swift.type(of: $0).init(stringValue: "\u{0}") != nil } ?? false
        if dictionaryKey, document.attributeRange(of: first).count > 0 {
            // `[String: Int]` over `<entry key="a">1</entry><entry key="b">2</entry>`.
            return .typeMismatch(
                type ?? [String: Any].self,
                positioned(
                    codingPath(key),
                    "Expected one <\(name)> but found \(count) (lines \(listed(lines.map(String.init), total: count))); "
                        + "a dictionary's keys are the names of the children, so \(count) <\(name)> are one key; to key a "
                        + "dictionary by an attribute of each <\(name)>, decode them as an array of an entry type and build the "
                        + "dictionary from it (Xylem's Mapping article, \"Dictionaries keyed by an attribute\")",
                    at: first))
        }
        let array = type.map { "[\($0)]" } ?? "an array"
        return .typeMismatch(
            type ?? [String: Any].self,
            positioned(
                codingPath(key),
                "Expected one <\(name)> but found \(count) (lines \(listed(lines.map(String.init), total: count))), "
                    + "the second at \(position(of: second)); "
                    + "declare the property as \(array) to read them all (a property wrapper or type of your own that holds "
                    + "the list: conform it to XMLCollection), or set repeatedElementDecodingStrategy = .useFirst",
                at: second))
    }

    /// " at line L, column C" for the element that holds `node`.
    func at(_ node: ValueRef) -> String {
        " at \(position(of: holder(of: node)))"
    }

    /// The element that holds `node`: the one an error about `node` points at.
    func holder(of node: ValueRef) -> Int32 {
        switch node {
        case .element(let e), .matches(_, let e), .oneOf(_, let e), .attribute(_, let e), .text(let e), .missing(let e),
            .textRun(_, _, let e), .space(let e), .emptyOptional(let e):
            return e
        }
    }
}
