// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

// Read-only helpers for the tree and XML to JSON: text without surrounding whitespace, slash
// path queries and the outline that `dump()` prints. Nothing here changes the document.

extension Document {
    // MARK: - Text

    /// The range in `text` of `element`'s own text without leading and trailing XML
    /// whitespace (space, tab, line feed, carriage return).
    @inline(__always)
    func trimmedTextRange(of element: Int32) -> Range<Int> {
        trimmed(textBytes(of: element)).indices
    }

    /// `element`'s own text, trimmed.
    func trimmedText(of element: Int32) -> String {
        documentString(text[trimmedTextRange(of: element)])
    }

    /// The value of the attribute at `index` in `attributes`, as written (not trimmed).
    func attributeValue(_ index: Int) -> String {
        documentString(valueBytes(ofAttribute: index))
    }

    // MARK: - Queries

    /// The elements at `path` (the syntax of `RecordPath`), in document order: below `start`,
    /// or from the top of the document (the first step matches the root) when `start` is nil.
    /// An invalid path matches nothing.
    func query(_ path: String, from start: Int32?) -> [Int32] {
        guard !elements.isEmpty, let parsed = try? RecordPath(path) else { return [] }
        var matches: [Int32] = []
        for alternative in parsed.alternatives {
            var steps: [NameID] = []  // -1 matches any name
            for step in alternative {
                switch step {
                case .any: steps.append(-1)
                case .name(let name): steps.append(names.id(of: name) ?? -2)  // -2: in no element
                }
            }
            guard !steps.contains(-2) else { continue }
            var current: [Int32]
            var rest = steps[...]
            if let start {
                current = [start]
            } else {
                guard let first = rest.popFirst(), first < 0 || elements[0].name == first else { continue }
                current = [0]
            }
            for step in rest {
                var next: [Int32] = []
                for parent in current {
                    let end = elements[Int(parent)].end
                    var child = parent + 1
                    while child < end {
                        if step < 0 || elements[Int(child)].name == step { next.append(child) }
                        child = elements[Int(child)].end
                    }
                }
                current = next
                if current.isEmpty { break }
            }
            matches += current
        }
        // Each alternative yields document order; several are merged (an element can match two).
        if parsed.alternatives.count > 1 { matches = Array(Set(matches)).sorted() }
        return matches
    }

    // MARK: - Outline

    /// Appends the outline of `element`'s subtree to `out`: one line per element, indented by
    /// two spaces per level, `name a="1" b="2": text`.
    func writeOutline(of element: Int32, into out: inout [UInt8]) {
        var ends: [Int32] = []  // ends of the open ancestors inside the subtree
        for i in element ..< elements[Int(element)].end {
            while let last = ends.last, last <= i { ends.removeLast() }
            out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * ends.count))
            writeOutlineLine(of: i, text: textBytes(of: i), into: &out)
            out.append(UInt8(ascii: "\n"))
            if hasChildren(i) { ends.append(elements[Int(i)].end) }
        }
    }

    /// Appends one line of the outline, without indentation or line break: `element`'s name,
    /// its attributes sorted by name, and `text` (its own text, or the part of it read so far,
    /// while streaming) trimmed, on one line, cut after 100 characters.
    func writeOutlineLine(of element: Int32, text: ArraySlice<UInt8>, into out: inout [UInt8]) {
        out.append(contentsOf: names[elements[Int(element)].name].utf8)
        let range = attributeRange(of: element)
        if range.count == 1 {
            appendAttribute(range.lowerBound, into: &out)
        } else if range.count > 1 {
            let sorted = range.sorted {
                names[attributes[$0].name].utf8.lexicographicallyPrecedes(names[attributes[$1].name].utf8)
            }
            for index in sorted { appendAttribute(index, into: &out) }
        }
        let text = trimmed(text)
        if !text.isEmpty {
            out.append(contentsOf: ": ".utf8)
            appendOneLine(text, into: &out)
        }
    }

    /// Appends ` name="value"` for the attribute at `index`.
    private func appendAttribute(_ index: Int, into out: inout [UInt8]) {
        out.append(UInt8(ascii: " "))
        out.append(contentsOf: names[attributes[index].name].utf8)
        out.append(contentsOf: "=\"".utf8)
        appendOneLine(valueBytes(ofAttribute: index), into: &out)
        out.append(UInt8(ascii: "\""))
    }

    /// Appends `bytes` with every run of whitespace as one space, cut after 100 characters.
    /// Text that is all ASCII (most of it) is read byte by byte; other text by `Character`,
    /// so that a character is never cut in two.
    private func appendOneLine(_ bytes: ArraySlice<UInt8>, into out: inout [UInt8]) {
        let head = bytes.prefix(4 * OneLine.limit + 4)
        var line = OneLine()
        if head.allSatisfy({ $0 < 0x80 }) {
            for byte in head {
                // The ASCII characters that `Character.isWhitespace` accepts: tab to carriage return, space.
                guard
                    line.add(
                        CollectionOfOne(byte), isWhitespace: byte == 0x20 || (0x09 ... 0x0D).contains(byte), to: &out)
                else { return }
            }
        } else {
            for character in String(decoding: head, as: UTF8.self) {
                guard line.add(character.utf8, isWhitespace: character.isWhitespace, to: &out) else { return }
            }
        }
        if bytes.count > head.count { out.append(contentsOf: "…".utf8) }
    }
}

/// One line of the outline being written: the characters written so far, and whether
/// whitespace waits to be written as one space before the next character.
private struct OneLine {
    static let limit = 100
    private var count = 0
    private var pendingSpace = false

    /// Adds a character (`bytes`, its UTF-8); false when the line is full: an ellipsis was
    /// written instead, and nothing more may be added.
    @inline(__always)
    mutating func add<Bytes: Sequence<UInt8>>(_ bytes: Bytes, isWhitespace: Bool, to out: inout [UInt8]) -> Bool {
        if isWhitespace {
            pendingSpace = true
            return true
        }
        if count == Self.limit {
            out.append(contentsOf: "…".utf8)
            return false
        }
        if pendingSpace {
            out.append(UInt8(ascii: " "))
            pendingSpace = false
            count += 1
        }
        out.append(contentsOf: bytes)
        count += 1
        return true
    }
}
