// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

extension XMLRecord {
    /// The record and everything below it as XML text, as `XMLTree.Node.outerXML` writes the
    /// same element of a whole document's tree: escaped, with the namespace declarations of
    /// its enclosing elements that it uses written on its start tag (the stream keeps its
    /// ancestors' attributes), so each record's text stands on its own.
    ///
    /// With it a file of any size can be filtered or rewritten record by record in flat memory:
    ///
    /// ```
    /// var reader = XMLStreamReader()
    /// reader.onRecord(at: "rss/channel/item") { record in
    ///     if record.node.firstChild(named: "category")?.text == "Swift" { output.write(record.outerXML) }
    /// }
    /// ```
    ///
    /// Comments, processing instructions and whitespace between elements are not kept (see
    /// Xylem.docc/Tree.md, "A subtree as XML").
    public var outerXML: String { decoder.document.outerXML(of: element) }

    /// The record's content as XML text, without its own tags (`XMLTree.Node.innerXML`).
    public var innerXML: String { decoder.document.innerXML(of: element) }
}
