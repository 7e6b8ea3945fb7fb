// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

/// How the string of a coding key names a part of an element. One rule for both directions:
/// the decoder reads by it, the encoder writes by it, and XML-to-JSON uses the same spellings
/// (xmltodict's convention), so one model reads and writes the same document.
///
/// | key        | names                                                               |
/// |------------|---------------------------------------------------------------------|
/// | `""`       | the element's own text                                              |
/// | `"@name"`  | the attribute `name`, never a child element (`@` cannot start an XML name) |
/// | `"name"`   | the child element `name`; when decoding, else the attribute `name`  |
/// | `"_0"`     | a choice enum's first unlabeled associated value: the element itself |
/// | `"super"`  | `superDecoder()`/`superEncoder()` without a key                     |
enum KeySpelling: Equatable {
    /// `""`: the element's own text.
    case text
    /// `"@name"`: the attribute `name` (the payload is the name without the `@`).
    case attribute(Substring)
    /// Any other key: a child element of that name.
    case element

    /// The prefix that marks an attribute key.
    static let attributePrefix: Character = "@"
    /// The key of an element's own text.
    static let textKey = ""
    /// The key Swift gives a choice enum's first unlabeled associated value.
    static let unlabeledValueKey = "_0"
    /// The key of `superDecoder()` / `superEncoder()` without an explicit key.
    static let superKey = "super"

    /// Whether `key` names the element's own text (as cheap as `isEmpty`: decoding asks it for
    /// every key).
    @inline(__always)
    static func isText(_ key: String) -> Bool { key.isEmpty }

    /// The spelling of `key`.
    @inline(__always)
    static func of(_ key: String) -> KeySpelling {
        guard let first = key.utf8.first else { return .text }
        if first == UInt8(ascii: "@") { return .attribute(attributeName(key)) }
        return .element
    }

    /// The name of the attribute key `key` (`"@name"`): after the `@` in bytes when an ASCII
    /// byte follows it (a character starts there), without the index walk of `dropFirst`
    /// (about 300 instructions a key); else a character's worth, as before.
    @inline(__always)
    private static func attributeName(_ key: String) -> Substring {
        let utf8 = key.utf8
        let second = utf8.index(after: utf8.startIndex)
        guard second == utf8.endIndex || utf8[second] < 0x80 else { return key.dropFirst() }
        return Substring(key.utf8[second...])
    }
}
