// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Xylem

/// An outline browser over an `XMLTree`: the current element, and a numbered list (its
/// children, or the matches of the last query) that you enter by number.
///
/// It takes one line of input at a time and returns what to print, so it runs the same on a
/// terminal and on piped input.
struct Browser {
    let tree: XMLTree
    private(set) var current: XMLTree.Node
    /// What the numbers refer to: the current element's children, or the last query's matches.
    private(set) var listing: [XMLTree.Node]
    /// Whether `q` was entered.
    private(set) var isDone = false

    static let help = """
        N        enter the element numbered N
        ..       go up to the enclosing element
        /PATH    find elements from the top of the document (response/body/items/item; * is
                 any name, | separates alternatives); their numbers then enter them
        PATH     find elements below the current one (items/item)
        .        show the current element again
        q        quit
        """

    init(tree: XMLTree) {
        self.tree = tree
        current = tree.root
        listing = tree.root.children
    }

    /// Handles one line of input and returns what to print.
    mutating func handle(_ input: String) -> String {
        let line = input.trimmingCharacters(in: .whitespaces)
        switch line {
        case "q", "quit", "exit":
            isDone = true
            return ""
        case "", ".":
            return enter(current)
        case "?", "help":
            return Self.help
        case "..":
            guard let parent = current.parent else { return "Already at the root.\n" + screen() }
            return enter(parent)
        default:
            if let number = Int(line) {
                guard listing.indices.contains(number - 1) else {
                    return "No element numbered \(number): pick 1 to \(listing.count)."
                }
                return enter(listing[number - 1])
            }
            let matches = line.hasPrefix("/") ? tree.query(line) : current.query(line)
            guard !matches.isEmpty else { return "Nothing matches \(line)." }
            listing = matches
            let rows = matches.enumerated().map { match in
                Self.number(match.offset + 1) + Self.label(match.element, withChildCount: true)
                    + ", line \(match.element.line)"
            }
            return "\(matches.count) \(matches.count == 1 ? "match" : "matches") for \(line):\n"
                + rows.joined(separator: "\n")
        }
    }

    /// The current element and its numbered children.
    func screen() -> String {
        var lines = [current.path + Self.details(current)]
        if listing.isEmpty { lines.append("  (no child elements)") }
        for (offset, child) in listing.enumerated() {
            lines.append(Self.number(offset + 1) + Self.label(child, withChildCount: true))
        }
        return lines.joined(separator: "\n")
    }

    private mutating func enter(_ node: XMLTree.Node) -> String {
        current = node
        listing = node.children
        return screen()
    }

    /// `name a="1": text`, or `name (3 children)`; text cut after 60 characters.
    static func label(_ node: XMLTree.Node, withChildCount: Bool) -> String {
        var label = node.name + details(node)
        let count = node.children.count
        if withChildCount && count > 0 { label += "  (\(count) \(count == 1 ? "child" : "children"))" }
        return label
    }

    /// ` a="1" b="2": text`: the attributes sorted by name, and the text on one line.
    static func details(_ node: XMLTree.Node) -> String {
        var details = ""
        for (name, value) in node.attributes.sorted(by: { $0.key < $1.key }) { details += " \(name)=\"\(value)\"" }
        let text = node.text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        if !text.isEmpty { details += ": " + (text.count > 60 ? text.prefix(60) + "…" : text) }
        return details
    }

    private static func number(_ n: Int) -> String {
        let digits = String(n)
        return String(repeating: " ", count: max(0, 4 - digits.count)) + digits + "  "
    }
}
