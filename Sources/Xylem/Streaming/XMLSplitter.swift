// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Splits an XML file into shards for parallel workers: `parts` well-formed documents, each a
/// contiguous share of the records at a path, wrapped in the same enclosing elements (their
/// names, attributes and namespace declarations) as in the original. The same model and path
/// decode every shard, and the records of the shards, in order, are the original's.
///
/// ```
/// let splitter = XMLSplitter(records: "gpx/trk/trkseg/trkpt", parts: 4)
/// let shards = try splitter.split(contentsOf: trackURL, into: outputDirectory)
/// // track-1-of-4.gpx ... track-4-of-4.gpx, each about a quarter of the file
/// ```
///
/// One pass in flat memory: the file is streamed as `XMLStreamReader` reads it, and each record
/// is written to its shard as soon as it is read (through a 1 MiB buffer). Shards are balanced
/// by bytes: knowing the file's size, each aims at a `parts`-th of it, and a record is never
/// split, so a shard ends after the record that reaches its share.
///
/// What a shard holds: the XML declaration (UTF-8), then for each record the elements around
/// it, opened where they change (records under two `<trkseg>` elements are written under two
/// copies of it), and the record as `XMLRecord.outerXML` writes it. The enclosing elements' other
/// content (a GPX file's `<metadata>`, a track's `<name>`), comments and processing instructions
/// are not in any shard. A file with fewer records than parts gives empty shards at the end
/// (the enclosing elements of the last record, without records).
public struct XMLSplitter {
    /// The records' path, as `XMLStreamReader.onRecord(at:_:)` takes it.
    public let path: String
    /// How many shards to write.
    public let parts: Int
    private let decoder: XMLDecoder

    /// Called before each 128 KiB chunk of input is read, and once at the end.
    public var progress: ((XMLStreamProgress) -> Void)?

    /// A splitter of the records at `path` into `parts` shards.
    ///
    /// - parameter path: The records' path, as `XMLStreamReader.onRecord(at:_:)` takes it.
    /// - parameter parts: How many shards to write.
    /// - parameter decoder: Its parser and limits read the file.
    public init(records path: String, parts: Int, decoder: XMLDecoder = XMLDecoder()) {
        self.path = path
        self.parts = parts
        self.decoder = decoder
    }

    /// Reads `file` once and writes the shards into `directory` (which must exist), named after
    /// the file: `track.gpx` gives `track-1-of-4.gpx` to `track-4-of-4.gpx` (the number padded
    /// to the width of `parts`). Existing files of those names are replaced.
    ///
    /// - returns: The shards, in order.
    /// - throws: `XMLSplitError` for fewer than one part or a path that matched no record;
    ///   `XMLPathError` for an invalid path; `DecodingError.dataCorrupted` with an
    ///   `XMLSyntaxError` for malformed XML (the shards written so far are left as they are);
    ///   `CocoaError` when the file cannot be read or a shard cannot be written.
    @discardableResult
    public func split(contentsOf file: URL, into directory: URL) throws -> [XMLShard] {
        guard parts >= 1 else { throw XMLSplitError.invalidParts(parts) }
        let source = try FileCheck.source(file)
        let size = (try FileManager.default.attributesOfItem(atPath: file.path)[.size] as? NSNumber)?.intValue ?? 0
        let split = ShardSplit(
            parts: parts, inputSize: size, names: ShardNames(file: file, parts: parts, directory: directory))
        let userProgress = progress
        let (summary, _) = try StreamRunner.run(
            source, decoder: decoder,
            routes: [
                (
                    path,
                    .record { record in
                        try split.add(record.element, of: record.decoder.document)
                    }
                )
            ],
            progress: { step in
                split.inputRead(step.bytesRead)
                userProgress?(step)
            })
        guard summary.recordsRead > 0 else { throw XMLSplitError.noRecords(summary) }
        return try split.finish()
    }
}

/// One shard that `XMLSplitter` wrote.
public struct XMLShard: Sendable, Equatable {
    /// The shard's file.
    public let url: URL
    /// The index of its first record among the original's records (from 0); for an empty
    /// shard, the number of records before it (all of them).
    public let firstRecord: Int
    /// How many records it holds.
    public let recordCount: Int
    /// Its size in bytes.
    public let byteCount: Int

    /// Creates a shard's description; used by the splitter and by tests.
    public init(url: URL, firstRecord: Int, recordCount: Int, byteCount: Int) {
        self.url = url
        self.firstRecord = firstRecord
        self.recordCount = recordCount
        self.byteCount = byteCount
    }
}

/// Why `XMLSplitter` wrote no shards.
///
/// ```
/// do {
///     try splitter.split(contentsOf: file, into: directory)
/// } catch let error as XMLSplitError where error.kind == .noRecords {
///     print(error.summary?.unmatchedPaths ?? [])
/// }
/// ```
public struct XMLSplitError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Why no shards were written: an extensible set of static members, compared with `==`
    /// (new kinds may be added).
    public struct Kind: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
        /// The kind's name, such as `"noRecords"`.
        public let rawValue: String

        /// A kind by name (Xylem's kinds are the static members).
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The kind's name.
        public var description: String { rawValue }

        /// The number of parts, in `parts`, is less than 1.
        public static let invalidParts = Kind(rawValue: "invalidParts")
        /// No element matched the records' path; `summary` says where it stopped matching.
        public static let noRecords = Kind(rawValue: "noRecords")
    }

    /// Why no shards were written; compare it with a static member of `Kind`.
    public let kind: Kind
    /// For `.invalidParts`: the number of parts asked for. Nil for the other kinds.
    public let parts: Int?
    /// For `.noRecords`: the read's summary, whose `unmatchedPaths` say where the path stopped
    /// matching. Nil for the other kinds.
    public let summary: XMLStreamSummary?

    /// Creates the error (only the splitter makes one: the initializer is internal).
    init(kind: Kind, parts: Int? = nil, summary: XMLStreamSummary? = nil) {
        self.kind = kind
        self.parts = parts
        self.summary = summary
    }

    /// Fewer than one part asked for.
    static func invalidParts(_ parts: Int) -> XMLSplitError { XMLSplitError(kind: .invalidParts, parts: parts) }

    /// No record matched the path.
    static func noRecords(_ summary: XMLStreamSummary) -> XMLSplitError {
        XMLSplitError(kind: .noRecords, summary: summary)
    }

    /// What went wrong and how to fix it.
    public var description: String {
        if kind == .invalidParts, let parts { return "Cannot split into \(parts) parts: give 1 or more" }
        if kind == .noRecords, let summary { return "No record matched, so no shard was written: \(summary)" }
        return "No shard was written (\(kind))"
    }
}

extension XMLSplitError: LocalizedError {
    /// The message.
    public var errorDescription: String? { description }
}
