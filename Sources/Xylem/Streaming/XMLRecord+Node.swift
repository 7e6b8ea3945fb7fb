// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

extension XMLRecord {
    /// The record as a tree node, to read it without a model: its `text`, `attributes`,
    /// `children`, `query(_:)`, its outline with `dump()`, exactly as the same element of an
    /// `XMLTree` of the whole document gives them.
    ///
    /// ```
    /// var reader = XMLStreamReader()
    /// reader.onRecord(at: "rss/channel/item") { record in
    ///     print(record.node.firstChild(named: "title")?.text ?? "")
    /// }
    /// ```
    ///
    /// Below the record the node is complete. Above it, the enclosing elements (`parent`) hold
    /// their attributes, but not their text or their other children: those were dropped once
    /// read, or are not read yet. Read what you need inside the closure: a node kept after it
    /// keeps the stream's document of that moment alive, which the reader then copies once, the
    /// next time it drops the records it has read.
    public var node: XMLTree.Node {
        XMLTree.Node(storage: TreeStorage(document: decoder.document), index: element)
    }
}
