// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation

// MARK: - The tree
//
// `XMLTree` is the flat document (Document/Document.swift) with a public face, for looking
// around a document before writing a model, or instead of one. Building it *is* the document
// build the decoder runs: no second pass, no copy, no object per element. A node is a reference
// to the shared storage plus an element index, so walking the tree allocates nothing but the
// arrays a lookup returns, and names are compared as interned ids.
//
//   XMLTree ──> TreeStorage (class, immutable) ──> Document: elements, attributes, text, names
//                  ^
//   Node(storage, index: 3) ── name, text, attributes, children, parent, query(...), dump()

/// An XML document as a tree of nodes you can walk, query with slash paths, print, decode from
/// and convert to JSON.
///
/// ```
/// let tree = try XMLTree(string: "<response><items><item>1</item><item>2</item></items></response>")
/// let items = tree.query("response/items/item")
/// print(items.map(\.text))       // ["1", "2"]
/// print(tree.dump())             // an indented outline
/// ```
///
/// The tree is a value: copies share one immutable parsed document, and the tree and its nodes
/// are `Sendable`. It is built with the decoder's own parser and checks (see `XMLSyntaxError`);
/// element text is kept as UTF-8 bytes until you ask for it.
public struct XMLTree: Sendable {
    let storage: TreeStorage

    init(document: Document) {
        storage = TreeStorage(document: document)
    }

    /// Parses the XML document in `data`.
    ///
    /// - parameter data: The document's bytes, in any encoding XMLParser reads (UTF-8 unless a
    ///   BOM or the XML declaration says otherwise). Read in chunks; never copied whole.
    /// - parameter limits: Bounds on depth, attributes, value length and size (`XMLLimits`).
    /// - parameter parser: The XML parser that reads the document (`XMLDecoder.Parser`); the
    ///   tree is the same with either. Default: `.foundation`.
    /// - throws: `XMLSyntaxError` when the document is not well-formed or is refused, with its
    ///   line and column. (The tree throws it as it is; `XMLDecoder` wraps the same error in
    ///   `DecodingError.dataCorrupted` because it is decoding a value.)
    public init(
        data: Data, limits: XMLLimits = .default,
        parser: XMLDecoder.Parser = .foundation
    ) throws(XMLSyntaxError) {
        self.init(document: try DocumentParser.parse(.data(data), limits: limits, parser: parser))
    }

    /// Parses the XML document in `string`. An XML declaration's `encoding` is ignored in
    /// favour of the string's own UTF-8.
    ///
    /// - parameter string: The document.
    /// - parameter limits: As in `init(data:limits:parser:)`.
    /// - parameter parser: As in `init(data:limits:parser:)`.
    /// - throws: `XMLSyntaxError`, as `init(data:)`.
    public init(
        string: String, limits: XMLLimits = .default,
        parser: XMLDecoder.Parser = .foundation
    ) throws(XMLSyntaxError) {
        self.init(
            document: try DocumentParser.parse(
                .text(Data(string.utf8)), limits: limits,
                parser: parser))
    }

    static func parse(
        _ source: ByteSource, progress: ((XMLStreamProgress) -> Void)?,
        limits: XMLLimits, parser: XMLDecoder.Parser
    ) throws(XMLSyntaxError) -> Document {
        guard let progress else {
            return try DocumentParser.parse(source, limits: limits, parser: parser)
        }
        let builder = DocumentBuilder(limits: limits)
        var reporter = ProgressReporter(progress)
        try DocumentParser.run(source, parser: parser, into: builder) { bytesRead, totalBytes in
            reporter.reading(bytesRead, of: totalBytes, records: 0)
            return true
        }
        _ = reporter.finish(records: 0)
        return withExtendedLifetime(builder) { builder.document }
    }

    // MARK: - Looking around

    /// The root element.
    public var root: Node { Node(storage: storage, index: 0) }

    /// The number of elements in the document.
    public var elementCount: Int { storage.document.elements.count }

    /// Every element at a slash path from the top of the document, in document order: the
    /// first step is the root's name (`"response/body/items/item"`), `*` matches any one name
    /// and `|` separates alternatives (`"rss/channel/title|rss/channel/item/title"`), as in the
    /// streaming reader. A leading `/` is allowed.
    ///
    /// - returns: The matches; none when nothing matches or the path is not valid (an empty
    ///   step as in `"a//b"`, or `*` inside a name).
    public func query(_ path: String) -> [Node] {
        storage.document.query(path, from: nil).map { Node(storage: storage, index: $0) }
    }

    /// An indented outline of the whole document, one element per line (see `Node.dump()`).
    public func dump() -> String { root.dump() }
}

/// The parsed document that a tree and all its nodes share. Never mutated after parsing.
final class TreeStorage: Sendable {
    let document: Document

    init(document: Document) {
        self.document = document
    }
}
