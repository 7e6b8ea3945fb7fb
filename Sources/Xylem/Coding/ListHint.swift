// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

/// Says which elements are lists, where the document alone cannot: a lone `<item>` looks the
/// same as a single value. One type for `XMLDecoder.listHints`, `XMLTree.JSONOptions` and the
/// encoder; also reachable as `XMLDecoder.ListHint`.
///
/// In typed decoding the requested type decides first (`[T]` is a list, even of one element;
/// `T` is one value). Hints add what a type cannot say:
///
/// - `.wrapper("items")`: `<items>` only wraps a list, so `let items: [Schedule]` reads the
///   children of `<items>` directly, with no intermediate `struct Items`.
/// - `.listItem("item")`: `<item>` is always a list item, for the untyped views (the tree and XML to
///   JSON) where no type is asked.
/// - `.rule { path in ... }`: decide by the element's path from the root.
///
/// A name matches an element of that name anywhere; a value with `/` is a path from the root
/// (`"response/body/items"`); `*` in a path matches any one name.
///
/// `XMLEncoder` reads the same hints: an array whose element a hint makes a wrapper is written
/// as `<items><item>…</item>…</items>`, the items named by the hint (`item` unless
/// `.wrapper("items", item: "entry")` says otherwise).
public struct ListHint: Sendable {
    /// What a hint declares an element to be.
    public enum Role: Sendable, Equatable {
        /// The element wraps a list: its children are the items.
        case wrapper
        /// The element is an item of a list, even when it is alone.
        case listItem
    }

    private enum Matcher: Sendable {
        case pattern([String], Role, item: String)
        case rule(@Sendable ([String]) -> Role?)
    }

    private let matcher: Matcher

    /// The element name `XMLEncoder` gives list items that have no name of their own: the items
    /// of a wrapper without an `item:` name, of an array at the root, of an array in an array.
    public static let defaultItemName = "item"

    /// `name` (or a slash path from the root) wraps a list: its children are the items. The
    /// decoder reads children of any name; the encoder names them `item` (the default) or as
    /// `item` says.
    public static func wrapper(_ name: String, item: String = defaultItemName) -> ListHint {
        ListHint(matcher: .pattern(split(name), .wrapper, item: item))
    }

    /// `name` (or a slash path from the root) is always an item of a list. (The encoder writes
    /// every array as repeated elements anyway, so this hint changes nothing there.)
    public static func listItem(_ name: String) -> ListHint {
        ListHint(matcher: .pattern(split(name), .listItem, item: defaultItemName))
    }

    /// Your function gets an element's path from the root (`["response", "body", "items"]`) and
    /// returns its role, or nil for none. The encoder names the items of such wrappers `item`.
    public static func rule(_ role: @escaping @Sendable (_ path: [String]) -> Role?) -> ListHint {
        ListHint(matcher: .rule(role))
    }

    /// The role this hint gives an element at `path` (names from the root), if any.
    func role(at path: [String]) -> Role? { match(at: path)?.role }

    /// The role and the item name this hint gives an element at `path`, if any.
    private func match(at path: [String]) -> (role: Role, item: String)? {
        switch matcher {
        case .rule(let rule):
            return rule(path).map { ($0, Self.defaultItemName) }
        case .pattern(let pattern, let role, let item):
            if pattern.count == 1 { return pattern[0] == path.last || pattern[0] == "*" ? (role, item) : nil }
            guard pattern.count == path.count else { return nil }
            for (want, name) in zip(pattern, path) where want != "*" && want != name { return nil }
            return (role, item)
        }
    }

    /// The item name when this hint makes the element at `path` a wrapper; `.some(nil)` when it
    /// gives the element another role, nil when it does not match.
    fileprivate func wrapperItem(at path: [String]) -> String?? {
        guard let (role, item) = match(at: path) else { return nil }
        return .some(role == .wrapper ? item : nil)
    }

    private static func split(_ text: String) -> [String] {
        text.split(separator: "/").map(String.init)
    }
}

extension [ListHint] {
    /// The first role any hint gives the element at `path`.
    func role(at path: [String]) -> ListHint.Role? {
        for hint in self { if let role = hint.role(at: path) { return role } }
        return nil
    }

    /// The item name when the first hint that matches `path` makes it a wrapper, else nil.
    func wrapperItem(at path: [String]) -> String? {
        for hint in self { if let item = hint.wrapperItem(at: path) { return item } }
        return nil
    }
}

extension XMLDecoder {
    /// Says which elements are lists (the top-level `ListHint`, under the name a decoder user
    /// looks for).
    public typealias ListHint = Xylem.ListHint
}
