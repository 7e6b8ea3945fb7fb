// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation

// MARK: - XML to JSON
//
// The convention is Python xmltodict's, so that `tree.jsonData()` is what `xmltodict.parse(xml)`
// gives (Xylem.docc/JSON.md has the table and the differences). The writer is JSONWriter.swift.

extension XMLTree {
    /// How `jsonData(_:)` writes JSON. The defaults give xmltodict's output.
    public struct JSONOptions: Sendable {
        /// Put before attribute names: `"@id"`. Default: `"@"`. (With an empty prefix, an
        /// attribute and a child element of the same name give the same key twice.)
        public var attributePrefix: String
        /// The key of an element's text when it also has attributes or children. Default:
        /// `"#text"`.
        public var textKey: String
        /// Line breaks and two spaces of indentation per level, as Python's
        /// `json.dumps(..., indent=2)`. Default: false (no whitespace at all).
        public var prettyPrinted: Bool
        /// How prefixed names become keys, as in `XMLDecoder`. Default: `.keepPrefixes`
        /// (names as written, `"itunes:author"`). With `.stripPrefixes`, `<a:x>` and `<b:x>`
        /// are both `"x"`, and repeat each other.
        public var namespaceStrategy: XMLNamespaceStrategy
        /// Which elements are lists even when they are alone (`.listItem("item")`, as xmltodict's
        /// `force_list`), and which wrap lists (`.wrapper("items")`: every child of `<items>`
        /// is an array, whatever its count). Names and paths are matched as written. Default:
        /// none.
        public var listHints: [ListHint]

        /// Creates options; every parameter has the default given at its property.
        public init(
            attributePrefix: String = "@", textKey: String = "#text", prettyPrinted: Bool = false,
            namespaceStrategy: XMLNamespaceStrategy = .keepPrefixes, listHints: [ListHint] = []
        ) {
            self.attributePrefix = attributePrefix
            self.textKey = textKey
            self.prettyPrinted = prettyPrinted
            self.namespaceStrategy = namespaceStrategy
            self.listHints = listHints
        }
    }

    /// The document as JSON, in xmltodict's convention: `{"root": value}`, where an element's
    /// value is
    ///
    /// - `null` when it is empty (`<a/>`, or only whitespace);
    /// - its text as a string when it has only text (trimmed);
    /// - otherwise an object: its attributes as `"@name"` (sorted by name: XMLParser on Linux
    ///   does not report their order), then its children by name in the order each name first
    ///   appears (an array when the name repeats, or when a list hint says so), then its text as
    ///   `"#text"`.
    ///
    /// ```
    /// let tree = try XMLTree(string: #"<a x="1"><b>t</b><b/><c>u</c></a>"#)
    /// tree.jsonData()   // {"a":{"@x":"1","b":["t",null],"c":"u"}}
    /// ```
    ///
    /// Everything is a string or `null`: XML does not say what is a number.
    public func jsonData(_ options: JSONOptions = JSONOptions()) -> Data {
        var writer = JSONWriter(options: options)
        writer.writeDocument(storage.document)
        return Data(writer.out)
    }
}

extension XMLTree {
    /// The document's JSON, exactly as `jsonData(_:)` gives it, handed to `body` in pieces of
    /// about 64 KiB while it is written: the JSON of a big document is never held whole, next
    /// to the tree (`xylem json FILE` writes a 200 MB file's JSON to standard output this way).
    ///
    /// ```
    /// let tree = try XMLTree(string: #"<a x="1"><b>t</b><b/><c>u</c></a>"#)
    /// var json = Data()
    /// try tree.writeJSON { json.append($0) }   // or FileHandle.write(contentsOf:)
    /// #expect(json == tree.jsonData())
    /// ```
    ///
    /// - parameter options: As for `jsonData(_:)`.
    /// - parameter body: Receives each piece, in order; throwing stops the writing.
    /// - throws: The error `body` threw; no piece is handed over after it.
    public func writeJSON(_ options: JSONOptions = JSONOptions(), to body: (Data) throws -> Void) throws {
        var failure: (any Error)?
        withoutActuallyEscaping(body) { body in
            var writer = JSONWriter(options: options)
            writer.sink = { out in
                if failure == nil {
                    do { try body(Data(out)) } catch { failure = error }
                }
                out.removeAll(keepingCapacity: true)
            }
            writer.writeDocument(storage.document)
            writer.sink?(&writer.out)
        }
        if let failure { throw failure }
    }
}

extension XMLTree.Node {
    /// This element's JSON value alone: what its name maps to in the document's JSON (an
    /// object, a string or `null`; never wrapped in an array, whatever the list hints say about
    /// the element itself). Hint paths are still matched from the top of the document.
    public func jsonData(_ options: XMLTree.JSONOptions = XMLTree.JSONOptions()) -> Data {
        var writer = JSONWriter(options: options)
        writer.writeElement(index, storage.document)
        return Data(writer.out)
    }
}

extension XMLRecord {
    /// The record's JSON value, as `XMLTree.Node.jsonData(_:)` gives it for the same element
    /// (unlike xmltodict's streaming callback, text is trimmed and kept under `"#text"` next to
    /// attributes). For many records, `XMLStreamReader.onJSON(at:options:_:)` is faster: it
    /// reuses its name tables from one record to the next.
    public func jsonData(_ options: XMLTree.JSONOptions = XMLTree.JSONOptions()) -> Data {
        var writer = JSONWriter(options: options)
        writer.writeElement(element, decoder.document)
        return Data(writer.out)
    }
}

extension XMLStreamReader {
    /// Hands the JSON value of every element at `path` to `body`, one record at a time, in
    /// bounded memory: NDJSON when you write each one followed by a line break.
    ///
    /// ```
    /// var reader = XMLStreamReader()
    /// reader.onJSON(at: "gpx/trk/trkseg/trkpt") { json in output.write(json + [0x0A]) }
    /// try await reader.read(from: .file(url))
    /// ```
    ///
    /// - parameter path: As in `onRecord(at:_:)`.
    /// - parameter options: As for `XMLTree.jsonData(_:)`; leave `prettyPrinted` off for
    ///   NDJSON. List hints are matched against the record's path from the root.
    /// - parameter body: Receives each record's JSON (see `XMLRecord.jsonData(_:)`); throwing
    ///   stops the parse.
    public mutating func onJSON(
        at path: String, options: XMLTree.JSONOptions = XMLTree.JSONOptions(),
        _ body: @escaping (Data) throws -> Void
    ) {
        var writer = JSONWriter(options: options)
        // Under `.mapURIs` the writer looks at each document it writes from whole once (whether
        // it binds a prefix to two namespaces): the records handed over together share one
        // decoder, whose document cannot change while it lives, so a batch is looked at once.
        // (Weak: a later batch's decoder may have a freed one's address, never its identity.)
        var mapsURIs = false
        if case .mapURIs = options.namespaceStrategy { mapsURIs = true }
        weak var batch: AnyObject?
        onRecord(at: path) { record in
            var sameDocument = false
            if mapsURIs {
                sameDocument = batch === record.decoder
                if !sameDocument { batch = record.decoder }
            }
            writer.out.removeAll(keepingCapacity: true)
            writer.writeElement(record.element, record.decoder.document, sameDocument: sameDocument)
            try body(Data(writer.out))
        }
    }
}
