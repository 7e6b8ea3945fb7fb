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
/// try await reader.read(from: .file(url))
/// ```
///
/// The decoder's `limits` apply, except `maximumDocumentSize`: the reader holds only the records
/// of the chunk being read, whatever the input's size. Text streamed with `onText` is not held and not limited.
///
/// Closures run inside `read`, on the calling task's thread for input readable now. Throwing
/// from one stops the parse (no later record or text is handed over), closes the input, and
/// `read` rethrows that error. To consume records in a loop while the parse runs on a thread of
/// its own, use `XMLDecoder.records(_:at:from:bufferSize:progress:)`.
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

    /// Reads `input` once, calling the closures registered on this reader: on the calling
    /// task's thread for input readable now (`.data`, `.string`, `.file`, `.stream`), on a
    /// parser thread of its own for bytes that arrive, while the calling task waits suspended.
    ///
    /// - returns: What was read: the elements handed over, the bytes, and the paths that
    ///   matched nothing with the names found where they stopped matching (a mistyped path
    ///   delivers nothing but is not an error).
    /// - throws: The first error one of your closures threw (decoding errors as
    ///   `XMLRecordError`); `DecodingError.dataCorrupted` with an `XMLSyntaxError` for
    ///   malformed XML (elements before the error were already handed over); `CocoaError`
    ///   for a file that cannot be read, as `Data(contentsOf:)` throws it; `XMLPathError` for
    ///   an invalid path; the input's own error, as `XMLDecoder.decode(_:from:)` with an
    ///   `XMLInput`.
    @discardableResult
    public func read(from input: XMLInput) async throws -> XMLStreamSummary {
        try await input.read(counter: decoder.threadCounter) { source in try read(source) }
    }

    func read(_ source: ByteSource) throws -> XMLStreamSummary {
        try StreamRunner.run(source, decoder: decoder, routes: routes, progress: progress).summary
    }
}
