// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation

// MARK: - The flat document
//
// Every consumer in Xylem (the typed decoder, the tree, the streaming record reader) reads one
// representation of a parsed document, built once from XMLParser's events by `DocumentBuilder`.
// It is flat: five arrays and no objects per element.
//
//   <response>                      elements (pre-order, indexed by Int32)
//     <header code="00">ok</header>   #  name        parent  end  attrs  text         line:col
//     <items>                         0  response    -1      5    0      -            1:10
//       <item>1</item>                1  header       0      2    0      "ok"         2:21
//       <item>2</item>                2  items        0      5    1      -            3:10
//     </items>                        3  item         2      4    1      "1"          4:11
//   </response>                       4  item         2      5    1      "2"          5:11
//
//   attributes: [ (name: code, value: "00") ]      element i owns attributes
//                                                  firstAttribute(i) ..< firstAttribute(i + 1)
//   text:       "ok" "00" "1" "2" as UTF-8 bytes, one buffer; each element and attribute keeps
//               (start, length) into it; nothing becomes a String until a value is asked for.
//   names:      response, header, code, items, item: interned once, compared as Int32.
//
// Elements are stored in document order, so an element's subtree is the contiguous range
// `i ..< end`: its first child (if any) is `i + 1`, and the next sibling of a child `c` is
// `c.end` (when that is still below the parent's `end`). Skipping a subtree is one step.
//
// Text: an element's own text is the concatenation of the character data and CDATA directly
// inside it, as XMLParser delivered it in fragments, always one contiguous range of `text`.
// Whitespace-only text in an element that has child elements, before any other text of it, is
// indentation, not content: it is dropped while building, and only a flag remembers it (see
// "Whitespace between elements" below).
//
// Mixed content: an element with child elements and text of its own keeps where each run of its
// text lies among the children, in `runs`:
//
//   <p>Hello <b>bold</b> world</p>     #  name  end  text
//                                       0  p     2    "Hello  world"   (the runs, joined)
//                                       1  b     2    "bold"
//   runs: [ (element: 0, position: 1, offset: 0, length: 6),     "Hello " before element 1
//           (element: 0, position: 2, offset: 6, length: 6) ]    " world" at p's end (2)
//
// A run's `position` is the first child element after it (or the element's `end`), and its
// `offset` is where it starts in the element's joined text. An element's runs are contiguous in
// `runs`, written when its end tag arrives; so `runs` is ordered by the elements' `end`, and
// `textRuns(of:)` finds an element's runs by binary search. Documents without mixed content have
// no runs, and the decoder's hot path never looks at them.
//
// Whitespace between elements: two bits of an element record say that whitespace which is not
// text stood before its start tag (`spaceBefore`) or before its end tag (`spaceBeforeEnd`), so that
// `<b>bold</b> <i>italic</i>` reads as "bold italic" and not "bolditalic" in `innerText`.
// Whitespace that text follows before the next tag is text, as written, however the parser cut
// it into pieces (`<b>x</b>\n  &amp; y`: the run is "\n  & y").
//
// Streaming (Streaming/RecordRouter.swift) builds the same document but keeps it small: the
// arrays only ever hold the open elements (the key stack) and the record being read. Because a
// subtree is always the tail of the arrays while it is being built, dropping a completed record
// or an unwanted subtree is `truncate(to:)` back to the mark taken at its start tag.

/// An interned element or attribute name: an index into `Document.names`.
typealias NameID = Int32

/// One element of the flat document (32 bytes).
struct ElementRecord {
    /// The element's name as written (prefix included), interned.
    var name: NameID
    /// The parent element's index, or -1 for the root.
    var parent: Int32
    /// One past the last element of this element's subtree.
    var end: Int32
    /// The index of this element's first attribute in `Document.attributes`.
    var firstAttribute: Int32
    /// Start of this element's own text in `Document.text` (its runs joined, for mixed content).
    var textStart: UInt32
    /// Length in bytes of this element's own text.
    var textLength: UInt32
    /// The line of the start tag, and `spaceBefore` in the top bit.
    private var lineBits: UInt32
    /// The column just past the start tag, and `spaceBeforeEnd` in the top bit.
    private var columnBits: UInt32

    private static let flag: UInt32 = 1 << 31

    init(name: NameID, parent: Int32, end: Int32, firstAttribute: Int32, line: Int, column: Int, spaceBefore: Bool) {
        self.name = name
        self.parent = parent
        self.end = end
        self.firstAttribute = firstAttribute
        textStart = 0
        textLength = 0
        lineBits = UInt32(truncatingIfNeeded: line) & ~Self.flag | (spaceBefore ? Self.flag : 0)
        columnBits = UInt32(truncatingIfNeeded: column) & ~Self.flag
    }

    /// The line of the start tag (1-based), as XMLParser reported it.
    var line: Int32 { Int32(bitPattern: lineBits & ~Self.flag) }
    /// The column just past the start tag (1-based), as XMLParser reported it.
    var column: Int32 { Int32(bitPattern: columnBits & ~Self.flag) }

    /// Whitespace that is not text (indentation) stood between the previous sibling, or the
    /// parent's start tag, and this element's start tag.
    var spaceBefore: Bool { lineBits & Self.flag != 0 }

    /// Whitespace that is not text stood between this element's last child (or its start tag)
    /// and its end tag.
    var spaceBeforeEnd: Bool {
        get { columnBits & Self.flag != 0 }
        set { columnBits = columnBits & ~Self.flag | (newValue ? Self.flag : 0) }
    }
}

/// One attribute of the flat document (12 bytes).
struct AttributeRecord {
    /// The attribute's name as written (prefix included), interned.
    var name: NameID
    /// Start of the value in `Document.text`.
    var valueStart: UInt32
    /// Length of the value in bytes.
    var valueLength: UInt32
}

/// One run of the own text of an element with mixed content (see the drawing at the top).
struct TextRun {
    /// The element whose text this is.
    var element: Int32
    /// The first child element after the run, or the element's `end` when none follows.
    var position: Int32
    /// Where the run starts in the element's own (joined) text.
    var offset: UInt32
    /// The run's length in bytes.
    var length: UInt32
}

/// A parsed XML document in flat form. See the drawing at the top of this file.
struct Document {
    var elements: [ElementRecord] = []
    var attributes: [AttributeRecord] = []
    var text: [UInt8] = []
    /// The text runs of elements with mixed content, ordered by their elements' `end`.
    var runs: [TextRun] = []
    var names = NameTable()

    // MARK: - Navigation

    /// The first child element of `element`, or nil.
    @inline(__always)
    func firstChild(of element: Int32) -> Int32? {
        let next = element + 1
        return next < elements[Int(element)].end ? next : nil
    }

    /// The next sibling of `child` inside `parent`, or nil.
    @inline(__always)
    func nextSibling(of child: Int32, in parentEnd: Int32) -> Int32? {
        let next = elements[Int(child)].end
        return next < parentEnd ? next : nil
    }

    /// Whether `element` has child elements.
    @inline(__always)
    func hasChildren(_ element: Int32) -> Bool {
        elements[Int(element)].end > element + 1
    }

    /// The range of `element`'s attributes in `attributes`.
    @inline(__always)
    func attributeRange(of element: Int32) -> Range<Int> {
        let start = Int(elements[Int(element)].firstAttribute)
        let next = Int(element) + 1
        let end = next < elements.count ? Int(elements[next].firstAttribute) : attributes.count
        return start ..< end
    }

    /// The first child of `element` named `name`, or nil.
    func firstChild(of element: Int32, named name: NameID) -> Int32? {
        let parentEnd = elements[Int(element)].end
        var child = element + 1
        while child < parentEnd {
            if elements[Int(child)].name == name { return child }
            child = elements[Int(child)].end
        }
        return nil
    }

    /// The next sibling after `child` (inside the element ending at `parentEnd`) named `name`.
    func nextSibling(after child: Int32, named name: NameID, parentEnd: Int32) -> Int32? {
        var next = elements[Int(child)].end
        while next < parentEnd {
            if elements[Int(next)].name == name { return next }
            next = elements[Int(next)].end
        }
        return nil
    }

    /// `element`, then each element that encloses it, up to the root: the one walk to the root
    /// (paths, list hints, a record's ancestors).
    func lineage(of element: Int32) -> some Sequence<Int32> {
        sequence(first: element) { [elements] current in
            let parent = elements[Int(current)].parent
            return parent >= 0 ? parent : nil
        }
    }

    /// The names of the elements from the root down to `element`: its path.
    func pathNames(of element: Int32) -> [NameID] {
        lineage(of: element).map { elements[Int($0)].name }.reversed()
    }

    /// The index of `element`'s attribute named `name` in `attributes`, or nil.
    func attribute(of element: Int32, named name: NameID) -> Int? {
        attribute(named: name, in: attributeRange(of: element), from: nil)
    }

    /// The index in `range` of the attribute named `name`, searching from `start` to the end of
    /// the range, then from its beginning. (An element's attribute names are unique, so where
    /// the search starts changes only how long it takes.)
    @inline(__always)
    func attribute(named name: NameID, in range: Range<Int>, from start: Int?) -> Int? {
        attributes.withUnsafeBufferPointer { all in
            let first = start ?? range.lowerBound
            var i = first
            while i < range.upperBound {
                if all[i].name == name { return i }
                i &+= 1
            }
            i = range.lowerBound
            while i < first {
                if all[i].name == name { return i }
                i &+= 1
            }
            return nil
        }
    }

    // MARK: - Text

    /// The raw UTF-8 bytes of `element`'s own text, untrimmed.
    @inline(__always)
    func textBytes(of element: Int32) -> ArraySlice<UInt8> {
        let record = elements[Int(element)]
        let start = Int(record.textStart)
        return text[start ..< start + Int(record.textLength)]
    }

    /// The raw UTF-8 bytes of an attribute's value.
    @inline(__always)
    func valueBytes(ofAttribute index: Int) -> ArraySlice<UInt8> {
        let record = attributes[index]
        let start = Int(record.valueStart)
        return text[start ..< start + Int(record.valueLength)]
    }

    /// Whether `element` is empty: no text, no children, no attributes (`<ele/>`).
    func isEmpty(_ element: Int32) -> Bool {
        let record = elements[Int(element)]
        return record.textLength == 0 && !hasChildren(element) && attributeRange(of: element).isEmpty
    }

    /// The raw UTF-8 bytes of a run of mixed content.
    @inline(__always)
    func runBytes(_ run: TextRun) -> ArraySlice<UInt8> {
        let start = Int(elements[Int(run.element)].textStart) + Int(run.offset)
        return text[start ..< start + Int(run.length)]
    }

    // MARK: - Mixed content

    /// The indices in `runs` of `element`'s text runs, in document order: empty unless the
    /// element has mixed content (child elements and text of its own).
    func textRuns(of element: Int32) -> Range<Int> {
        guard !runs.isEmpty, hasChildren(element), elements[Int(element)].textLength > 0 else { return 0 ..< 0 }
        // `runs` is ordered by the elements' `end`; of the elements that share this one's end,
        // its descendants come first (they end first) and its ancestors after it.
        let end = elements[Int(element)].end
        var low = 0
        var high = runs.count
        while low < high {
            let middle = (low + high) / 2
            if elements[Int(runs[middle].element)].end < end { low = middle + 1 } else { high = middle }
        }
        while low < runs.count && runs[low].element != element {
            if elements[Int(runs[low].element)].end != end { return 0 ..< 0 }
            low += 1
        }
        var upper = low
        while upper < runs.count && runs[upper].element == element { upper += 1 }
        return low ..< upper
    }

    // MARK: - Truncation (streaming)

    /// The lengths of the arrays now: where whatever is appended next begins.
    var mark: DocumentMark {
        DocumentMark(elements: elements.count, attributes: attributes.count, text: text.count, runs: runs.count)
    }

    /// Removes everything appended at or after `mark`: elements, attributes, text bytes and runs.
    /// Capacity is kept, so a streaming parse reuses the same storage for every record.
    /// Nobody else may hold the arrays when this runs, or it copies them (copy-on-write).
    @inline(__always)
    mutating func truncate(to mark: DocumentMark) {
        if elements.count > mark.elements { elements.removeLast(elements.count - mark.elements) }
        if attributes.count > mark.attributes { attributes.removeLast(attributes.count - mark.attributes) }
        if text.count > mark.text { text.removeLast(text.count - mark.text) }
        if runs.count > mark.runs { runs.removeLast(runs.count - mark.runs) }
    }
}

/// The lengths of the document's arrays at the point where an element began: everything from
/// there on belongs to that element's subtree, so truncating to the mark removes the subtree.
struct DocumentMark: Equatable {
    var elements: Int
    var attributes: Int
    var text: Int
    var runs: Int
}
