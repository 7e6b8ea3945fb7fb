// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// One pass over an XML document of any size, in bounded memory: elements at the paths you
/// register are handed to your closures in document order once their end tag is read
/// (`onRecord`: in batches, at the latest before the next 128 KiB chunk of input is read), or
/// their text is handed over in chunks while it is read (`onText`).
/// Everything else is dropped once it is complete.
///
/// ```
/// var trackName: String?
/// var points: [TrackPoint] = []
/// var reader = XMLStreamReader()
/// reader.onRecord(at: "gpx/trk/name") { trackName = try $0.decode(String.self) }
/// reader.onRecord(at: "gpx/trk/trkseg/trkpt") { points.append(try $0.decode(TrackPoint.self)) }
/// try reader.read(contentsOf: url)
/// ```
///
/// The decoder's `limits` apply, except `maximumDocumentSize`: the reader holds only the records
/// of the chunk being read, whatever the input's size. Text streamed with `onText` is not held and not limited.
///
/// Closures run on the calling thread, inside `read`. Throwing from one stops the parse (no
/// later record or text is handed over), closes the input, and `read` rethrows that error. From async code, prefer
/// `XMLDecoder.records(_:at:contentsOf:bufferSize:progress:)`, which parses on its own thread.
///
/// Paths are element names from the root, separated by `/`; `*` matches any one name and `|`
/// separates alternatives. Inside a matched element nothing else matches: a record is handed
/// over whole. When the root element shows that no path can match (none starts with its name
/// or `*`), the read stops there and returns its summary, which says so: the rest of the
/// input is not read.
public struct XMLStreamReader {
    private let decoder: XMLDecoder
    private var routes: [(path: String, route: Route)] = []

    /// Called before each 128 KiB chunk of input is read, and once at the end.
    public var progress: ((XMLStreamProgress) -> Void)?

    /// Creates a reader whose records decode with `decoder`'s options.
    public init(decoder: XMLDecoder = XMLDecoder()) {
        self.decoder = decoder
    }

    /// Hands every element at `path` to `body`, as an `XMLRecord`, when its end tag is read.
    ///
    /// - parameter path: Element names from the root (`"rss/channel/item"`); `*` and `|`
    ///   allowed. An invalid path makes `read` throw `XMLPathError`.
    /// - parameter body: Decodes the record, or not; throwing stops the parse.
    public mutating func onRecord(at path: String, _ body: @escaping (borrowing XMLRecord) throws -> Void) {
        routes.append((path, .record(body)))
    }

    /// Streams the text of every element at `path` to `body` in chunks, without ever holding
    /// the whole text (a multi-megabyte base64 attachment, say). Each element's last chunk
    /// has `isLast` set.
    ///
    /// - parameter path: As in `onRecord(at:_:)`.
    /// - parameter body: Receives each chunk; throwing stops the parse.
    public mutating func onText(at path: String, _ body: @escaping (XMLTextChunk) throws -> Void) {
        routes.append((path, .text(body)))
    }

    /// Adds a route of any kind (the outline's has no path of its own: `*`).
    mutating func addRoute(at path: String, _ route: Route) {
        routes.append((path, route))
    }

    // MARK: - Reading

    /// Reads a file, streamed from disk in 128 KiB chunks.
    ///
    /// - returns: What was read: the elements handed over, the bytes, and the paths that
    ///   matched nothing with the names found where they stopped matching (a mistyped path
    ///   delivers nothing but is not an error).
    /// - throws: The first error one of your closures threw (decoding errors as
    ///   `XMLRecordError`); `DecodingError.dataCorrupted` with an `XMLSyntaxError` for
    ///   malformed XML (elements before the error were already handed over); `CocoaError`
    ///   for a file that cannot be read, as `Data(contentsOf:)` throws it; `XMLPathError` for
    ///   an invalid path.
    @discardableResult
    public func read(contentsOf url: URL) throws -> XMLStreamSummary {
        try read(FileCheck.source(url))
    }

    /// Reads a document held in memory, in chunks (the data is never copied whole).
    ///
    /// - returns: What was read, as `read(contentsOf:)`.
    /// - throws: As `read(contentsOf:)`.
    @discardableResult
    public func read(from data: Data) throws -> XMLStreamSummary {
        try read(.data(data))
    }

    /// Reads a document from a stream, which is opened, read to its end (or until a closure
    /// throws) and closed.
    ///
    /// - returns: What was read, as `read(contentsOf:)`.
    /// - throws: As `read(contentsOf:)`.
    @discardableResult
    public func read(from stream: InputStream) throws -> XMLStreamSummary {
        try read(.stream(stream))
    }

    func read(_ source: ByteSource) throws -> XMLStreamSummary {
        try StreamRunner.run(source, decoder: decoder, routes: routes, progress: progress).summary
    }
}
