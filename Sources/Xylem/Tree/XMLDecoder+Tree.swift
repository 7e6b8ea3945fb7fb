// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

extension XMLDecoder {
    /// Decodes a value of `type` from one element of an `XMLTree`, with every option of this
    /// decoder, exactly as `decode(_:from:)` decodes a root element: look around a document
    /// first, then decode the part you need.
    ///
    /// ```
    /// let tree = try XMLTree(data: data)
    /// for item in tree.query("response/body/items/item") {
    ///     let schedule = try decoder.decode(Schedule.self, from: item)
    /// }
    /// ```
    ///
    /// The coding path of an error starts at `node`; list hints given as paths are still
    /// matched from the top of the document.
    ///
    /// - throws: `DecodingError` when the element does not fit `type`, with its line and column.
    public func decode<T: Decodable>(_ type: T.Type, from node: XMLTree.Node) throws -> T {
        try decode(type, from: node.storage.document, element: node.index)
    }
}
