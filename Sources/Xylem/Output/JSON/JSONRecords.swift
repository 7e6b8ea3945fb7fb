// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation

// NDJSON on every core: the JSON of every record at a path as a record sequence, so the
// records are converted on `recordConcurrency` threads while the parser reads on, as
// `records` decodes them. Each thread keeps a writer of its own (its name and path caches
// grow with the document, as `onJSON`'s does on one thread).

extension XMLDecoder {
    /// The JSON value of every element at `path` in `input`, as an async sequence in document
    /// order: NDJSON when you write each one followed by a line break. The input is parsed on
    /// a parser thread while the records are converted on `recordConcurrency` threads, each
    /// with its own name tables, as `records(_:at:from:bufferSize:progress:)` decodes them:
    ///
    /// ```
    /// for try await json in decoder.jsonRecords(at: "gpx/trk/trkseg/trkpt", from: .file(url)) {
    ///     output.write(json + [0x0A])
    /// }
    /// ```
    ///
    /// Each value is what `XMLRecord.jsonData(_:)` gives for the record, and the values are
    /// those `XMLStreamReader.onJSON(at:options:_:)` hands over one at a time on the calling
    /// thread. Malformed XML throws `DecodingError.dataCorrupted` after every record before it.
    ///
    /// - parameter path: Element names from the root, separated by `/`; `*` matches any one
    ///   name, `|` separates alternatives.
    /// - parameter input: The document.
    /// - parameter options: As for `XMLTree.jsonData(_:)`; leave `prettyPrinted` off for
    ///   NDJSON. List hints are matched against the record's path from the root.
    /// - parameter bufferSize: The most records converted ahead of the loop (default 64).
    /// - parameter progress: Called on the parser thread before each chunk is read and once at
    ///   the end.
    /// - returns: A sequence that parses the input each time it is iterated.
    public func jsonRecords(
        at path: String, from input: XMLInput, options: XMLTree.JSONOptions = XMLTree.JSONOptions(),
        bufferSize: Int = 64, progress: (@Sendable (XMLStreamProgress) -> Void)? = nil
    ) -> XMLRecordSequence<Data> {
        XMLRecordSequence(
            decoder: self, source: input.sourceBox, path: path, bufferSize: bufferSize, progress: progress,
            makeTransform: {
                var writer = JSONWriter(options: options)
                return { record in writer.data(of: record) }
            })
    }
}

extension JSONWriter {
    /// The JSON value of `record` alone, from a writer that serves one parse's records in
    /// document order (its caches hold that parse's names). Record 0 starts a parse: a writer
    /// kept from an earlier one (`XMLStreamReader.read` called again) starts over, since the
    /// new parse's name ids are not the old one's.
    mutating func data(of record: borrowing XMLRecord) -> Data {
        if record.index == 0, wroteRecords { self = JSONWriter(options: options) }
        wroteRecords = true
        // The records handed over together share one decoder, whose document cannot change
        // while it lives, so under `.mapURIs` a batch is looked at whole once. (Weak: a later
        // batch's decoder may reuse a freed one's address, never its identity.)
        let sameDocument = batch === record.decoder
        batch = record.decoder
        out.removeAll(keepingCapacity: true)
        writeElement(record.element, record.decoder.document, sameDocument: sameDocument)
        return Data(out)
    }
}
