// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

extension XMLTree {
    /// One item of an element's content, in document order: a child element or a run of text
    /// (see `Node.content`).
    public enum Content: Sendable, Hashable, CustomStringConvertible {
        /// A child element.
        case element(Node)
        /// A run of the element's own text, as written between its child elements.
        case text(String)

        /// The child's `description` (`<b> at line 1`), or the text in quotes.
        public var description: String {
            switch self {
            case .element(let node): return node.description
            case .text(let text): return "\"\(text)\""
            }
        }
    }
}

extension XMLTree.Node {
    /// The element's content in document order: its child elements and the runs of its own text
    /// between them. `<p>Hello <b>bold</b> world</p>` has three items: the text `"Hello "`, the
    /// element `<b>`, the text `" world"`.
    ///
    /// A run keeps the whitespace at its edges, which separates it from the elements around it;
    /// the content as a whole is trimmed (leading whitespace of the first item, trailing
    /// whitespace of the last). Whitespace that stands alone between two child elements is
    /// indentation, except in an element that has text elsewhere: there it is a `" "` item, so
    /// that `<p><b>a</b> <i>b</i> c</p>` keeps its words apart. An element without text of its
    /// own has only its children as content; a leaf has its text.
    public var content: [XMLTree.Content] {
        document.content(of: index, trimmingEnds: true).map { item in
            switch item {
            case .element(let child): return .element(XMLTree.Node(storage: storage, index: child))
            case .text(let range): return .text(documentString(document.text[range]))
            case .space: return .text(" ")
            }
        }
    }

    /// All the text inside the element, in document order: its own text and that of every
    /// element below it, `"Hello bold world"` for `<p>Hello <b>bold</b> world</p>`.
    ///
    /// Text is joined as written, so a word split by markup (`<b>bold</b>er`) stays one word.
    /// Whitespace between elements that the document uses as indentation counts as one space,
    /// so `<name><first>Ada</first> <last>Lovelace</last></name>` reads `"Ada Lovelace"`. The
    /// result is trimmed.
    public var innerText: String {
        var out: [UInt8] = []
        document.appendInnerText(of: index, to: &out)
        return String(decoding: trimmed(out[...]), as: UTF8.self)
    }
}
