// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Xylem

/// The PATH of `dump FILE PATH` and `query FILE PATH`, and what is printed for each match.
struct Query {
    enum Printing {
        /// `query`: the element's text, or its outline when it has none.
        case text
        /// `dump`: the element's outline, `depth` levels of it (nil: all).
        case outline(depth: Int?)
        /// `query --xml`: the element as XML, one line each (`XMLTree.Node.outerXML`).
        case xml
    }

    /// The path as given.
    let path: String
    /// The path of the elements: `path` without a last step `@name`.
    let elements: String
    /// `query`'s last step `@name`: print that attribute of each match.
    let attribute: String?
    let printing: Printing

    init(_ path: String, printing: Printing) {
        self.path = path
        self.printing = printing
        if case .text = printing, !path.contains("|"), let slash = path.lastIndex(of: "/"),
            path[path.index(after: slash)...].hasPrefix("@")
        {
            attribute = String(path[path.index(slash, offsetBy: 2)...])
            elements = String(path[..<slash])
        } else {
            attribute = nil
            elements = path
        }
    }

    /// Whether the matches can be printed as they are read. A streaming reader hands over the
    /// outermost match only (a record is read whole), so a path with alternatives of which one
    /// can match inside another (`a/b|a/b/c`, `a/*|a/b/c`) reads the whole tree instead, where
    /// both are found.
    var streams: Bool {
        let alternatives = elements.split(separator: "|").map { alternative in
            alternative.split(separator: "/", omittingEmptySubsequences: true)
        }
        for outer in alternatives {
            for inner in alternatives where inner.count > outer.count {
                if zip(outer, inner).allSatisfy({ $0 == $1 || $0 == "*" || $1 == "*" }) { return false }
            }
        }
        return true
    }

    /// Prints what `node` gives; false when it gives nothing (it lacks the attribute).
    func print(_ node: XMLTree.Node, to output: Output) -> Bool {
        switch printing {
        case .outline(let depth):
            output.write(Self.outline(node.dump(), depth: depth))
        case .xml:
            output.write(node.outerXML + "\n")
        case .text:
            if let attribute {
                guard let value = node.attribute(attribute) else { return false }
                output.write(value + "\n")
            } else {
                let text = node.text
                output.write(text.isEmpty ? node.dump() : text + "\n")
            }
        }
        return true
    }

    /// The first `depth` levels of an outline: its lines indented by less than two spaces a
    /// level (a line is one element; names and texts in it start with no space).
    static func outline(_ outline: String, depth: Int?) -> String {
        guard let depth else { return outline }
        let indentLimit = 2 * depth
        return outline.split(separator: "\n").filter { line in
            line.utf8.prefix(indentLimit).contains { $0 != UInt8(ascii: " ") }
        }.map { $0 + "\n" }.joined()
    }
}
