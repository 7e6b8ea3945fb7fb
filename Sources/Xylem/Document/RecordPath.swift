// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

/// A path that selects elements, while streaming (`records(_:at:)`) and in a tree (`query`):
/// element names from the root down, separated by `/` (`"gpx/trk/trkseg/trkpt"`). `*` matches
/// any one element name; a leading `/` is allowed; `|` separates alternatives
/// (`"rss/channel/title|rss/channel/item"`). Names are matched as written in the document,
/// prefix included (`"feed/atom:link"`).
struct RecordPath {
    /// One component: a name, or `*`.
    enum Step: Equatable {
        case name(String)
        case any
    }

    /// The alternatives, each a list of steps from the root.
    let alternatives: [[Step]]

    /// Parses `text`; throws `XMLPathError` for an empty path, an empty step (`"a//b"`), a
    /// step that uses `*` as part of a name, or one that no element name can be (`item[1]`,
    /// `@id`, a space).
    init(_ text: String) throws(XMLPathError) {
        var alternatives: [[Step]] = []
        for alternative in text.split(separator: "|", omittingEmptySubsequences: false) {
            var body = Substring(trimmed(alternative.utf8))
            if body.hasPrefix("/") { body = body.dropFirst() }
            guard !body.isEmpty else {
                throw XMLPathError(.emptyPath, path: text, message: "A path needs at least one element name")
            }
            var steps: [Step] = []
            for step in body.split(separator: "/", omittingEmptySubsequences: false) {
                if step == "*" {
                    steps.append(.any)
                } else if step.isEmpty {
                    throw XMLPathError(
                        .emptyStep, path: text, message: "Empty step (two '/' in a row, or a '/' at the end)")
                } else if step.contains("*") {
                    throw XMLPathError(
                        .partialWildcard, path: text,
                        message: "'*' matches a whole name; it cannot be part of one (\"\(step)\")")
                } else if step.utf8.contains(where: Self.isNeverInAName) {
                    // It could match no element: say so now, not after reading the whole input.
                    let why =
                        step.contains("[")
                        ? "a path selects every element of a name, and has no [index] (keep the records you want as they arrive)"
                        : "steps are element names or *, separated by /"
                    throw XMLPathError(.invalidStep, path: text, message: "\"\(step)\" is not an element name: \(why)")
                } else {
                    steps.append(.name(String(step)))
                }
            }
            alternatives.append(steps)
        }
        self.alternatives = alternatives
    }

    /// Whether `byte` is an ASCII character that no XML name contains (names are letters,
    /// digits, `_`, `-`, `.`, `:` and characters beyond ASCII).
    private static func isNeverInAName(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a") ... UInt8(ascii: "z"), UInt8(ascii: "A") ... UInt8(ascii: "Z"),
            UInt8(ascii: "0") ... UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "-"), UInt8(ascii: "."),
            UInt8(ascii: ":"), 0x80...:
            return false
        default:
            return true
        }
    }
}

/// A streaming path that cannot be used: `"a//b"`, `""`, `"item*"`.
public struct XMLPathError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong with the path: an extensible set of static members, compared with `==` (new kinds may be
    /// added).
    public struct Kind: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
        /// The kind's name, such as `"emptyStep"`.
        public let rawValue: String

        /// A kind by name (Xylem's kinds are the static members).
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The kind's name.
        public var description: String { rawValue }

        /// An alternative with no element name at all (`""`, `"/"`, `"a|"`).
        public static let emptyPath = Kind(rawValue: "emptyPath")
        /// Two `/` in a row, or a `/` at the end (`"a//b"`, `"a/"`).
        public static let emptyStep = Kind(rawValue: "emptyStep")
        /// A `*` inside a name (`"item*"`): `*` matches a whole name.
        public static let partialWildcard = Kind(rawValue: "partialWildcard")
        /// A step that no element name can be (`"item[1]"`, `"@id"`, a space).
        public static let invalidStep = Kind(rawValue: "invalidStep")
    }

    /// What is wrong with the path; compare it with a static member of `Kind`.
    public let kind: Kind
    /// The path as given.
    public let path: String
    /// What is wrong with it, in a sentence.
    public let message: String

    /// Creates an error (only the path parser makes one: the initializer is internal).
    init(_ kind: Kind, path: String, message: String) {
        self.kind = kind
        self.path = path
        self.message = message
    }

    /// `Invalid path "a//b": Empty step ...`.
    public var description: String { "Invalid path \"\(path)\": \(message)" }
}
