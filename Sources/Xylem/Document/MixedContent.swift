// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

// An element's content in document order, for the consumers that want text and child elements
// together: the decoder's unkeyed container, `XMLTree.Node.content` and `innerText`. One rule
// for all of them (Xylem.docc/Mapping.md, "Mixed content"):
//
// - A child element is an item.
// - Each run of the element's own text is an item, as written: the whitespace at its edges
//   separates it from the elements around it ("Hello " <b>bold</b> " world").
// - Whitespace between two child elements, before the element's first other text, was dropped
//   as indentation while building; where the element has text elsewhere, it is one space item.
// - The content as a whole is trimmed: leading whitespace of the first item, trailing whitespace
//   of the last (unless `trimmingEnds` is false); items left empty are dropped.
//
// An element without text of its own has only its children as items; a leaf with text has one
// text item.

/// One item of an element's content.
enum ContentItem: Equatable {
    /// A child element.
    case element(Int32)
    /// Text: a range of `Document.text`.
    case text(Range<Int>)
    /// Whitespace between elements that the build dropped, read as one space.
    case space
}

extension Document {
    /// `element`'s content in document order (see the rules at the top of this file).
    /// `allSpaces` adds the space items between the children of an element without text too.
    func content(of element: Int32, trimmingEnds: Bool, allSpaces: Bool = false) -> [ContentItem] {
        let record = elements[Int(element)]
        var items: [ContentItem] = []
        if record.textLength == 0 {
            var child = element + 1
            while child < record.end {
                if allSpaces && elements[Int(child)].spaceBefore { items.append(.space) }
                items.append(.element(child))
                child = elements[Int(child)].end
            }
            return items
        }
        let runs = textRuns(of: element)
        if runs.isEmpty {
            let start = Int(record.textStart)
            items.append(.text(start ..< start + Int(record.textLength)))
        } else {
            var next = runs.lowerBound
            var child = element + 1
            while child < record.end || next < runs.upperBound {
                if next < runs.upperBound && (child >= record.end || self.runs[next].position <= child) {
                    let run = self.runs[next]
                    let start = Int(record.textStart) + Int(run.offset)
                    items.append(.text(start ..< start + Int(run.length)))
                    next += 1
                } else {
                    if elements[Int(child)].spaceBefore { items.append(.space) }
                    items.append(.element(child))
                    child = elements[Int(child)].end
                }
            }
        }
        if trimmingEnds { trimEnds(&items) }
        return items
    }

    /// Trims the leading whitespace of the first items and the trailing whitespace of the last
    /// ones, dropping the items that are left empty.
    private func trimEnds(_ items: inout [ContentItem]) {
        while let first = items.first {
            if case .text(let range) = first {
                var start = range.lowerBound
                while start < range.upperBound && isXMLWhitespace(text[start]) { start += 1 }
                if start < range.upperBound { items[0] = .text(start ..< range.upperBound); break }
            } else if first != .space {
                break
            }
            items.removeFirst()
        }
        while let last = items.last {
            if case .text(let range) = last {
                var end = range.upperBound
                while end > range.lowerBound && isXMLWhitespace(text[end - 1]) { end -= 1 }
                if end > range.lowerBound { items[items.count - 1] = .text(range.lowerBound ..< end); break }
            } else if last != .space {
                break
            }
            items.removeLast()
        }
    }

    /// Appends all the text inside `element` in document order: its own runs and its
    /// descendants' text, as written, with one space for whitespace between elements that the
    /// build dropped. Not trimmed.
    func appendInnerText(of element: Int32, to out: inout [UInt8]) {
        let record = elements[Int(element)]
        if record.end == element + 1 {
            out.append(contentsOf: textBytes(of: element))
        } else {
            for item in content(of: element, trimmingEnds: false, allSpaces: true) {
                switch item {
                case .element(let child):
                    appendInnerText(of: child, to: &out)
                case .text(let range):
                    out.append(contentsOf: text[range])
                case .space:
                    out.append(UInt8(ascii: " "))
                }
            }
        }
        if record.spaceBeforeEnd { out.append(UInt8(ascii: " ")) }
    }
}
