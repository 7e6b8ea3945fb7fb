/// Says which elements are lists, where the document alone cannot: a lone `<item>` looks the
/// same as a single value. One type for `XMLDecoder.listHints`, `XMLTree.JSONOptions` and the
/// encoder; also reachable as `XMLDecoder.ListHint`.
///
/// In typed decoding the requested type decides first (`[T]` is a list, even of one element;
/// `T` is one value). Hints add what a type cannot say:
///
/// - `.wrapper("items")`: `<items>` only wraps a list, so `let items: [Schedule]` reads the
///   children of `<items>` directly, with no intermediate `struct Items`.
/// - `.list("item")`: `<item>` is always a list item, for the untyped views (the tree and XML to
///   JSON) where no type is asked.
/// - `.rule { path in ... }`: decide by the element's path from the root.
///
/// A name matches an element of that name anywhere; a value with `/` is a path from the root
/// (`"response/body/items"`); `*` in a path matches any one name.
public struct ListHint: Sendable {
    /// What a hint declares an element to be.
    public enum Role: Sendable, Equatable {
        /// The element wraps a list: its children are the items.
        case wrapper
        /// The element is an item of a list, even when it is alone.
        case list
    }

    private enum Matcher: Sendable {
        case pattern([String], Role)
        case rule(@Sendable ([String]) -> Role?)
    }

    private let matcher: Matcher

    /// `name` (or a slash path from the root) wraps a list: its children are the items.
    public static func wrapper(_ name: String) -> ListHint { ListHint(matcher: .pattern(split(name), .wrapper)) }

    /// `name` (or a slash path from the root) is always an item of a list.
    public static func list(_ name: String) -> ListHint { ListHint(matcher: .pattern(split(name), .list)) }

    /// Your function gets an element's path from the root (`["response", "body", "items"]`) and
    /// returns its role, or nil for none.
    public static func rule(_ role: @escaping @Sendable (_ path: [String]) -> Role?) -> ListHint {
        ListHint(matcher: .rule(role))
    }

    /// The role this hint gives an element at `path` (names from the root), if any.
    func role(at path: [String]) -> Role? {
        switch matcher {
        case .rule(let rule):
            return rule(path)
        case .pattern(let pattern, let role):
            if pattern.count == 1 { return pattern[0] == path.last || pattern[0] == "*" ? role : nil }
            guard pattern.count == path.count else { return nil }
            for (want, name) in zip(pattern, path) where want != "*" && want != name { return nil }
            return role
        }
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
}

extension XMLDecoder {
    /// Says which elements are lists (the top-level `ListHint`, under the name a decoder user
    /// looks for).
    public typealias ListHint = Xylem.ListHint
}
