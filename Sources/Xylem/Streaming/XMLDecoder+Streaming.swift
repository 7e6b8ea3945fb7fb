// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation

// MARK: - Records, one at a time

extension XMLDecoder {
    /// Decodes every element at `path` in a file as a `T`, one at a time, in document order,
    /// in bounded memory whatever the file's size.
    ///
    /// ```
    /// try decoder.decodeEach(TrackPoint.self, at: "gpx/trk/trkseg/trkpt", contentsOf: url) { point in
    ///     distance.add(point)
    /// }
    /// ```
    ///
    /// - parameter type: The record type; it decodes each element as `decode` decodes a root.
    /// - parameter path: Element names from the root, separated by `/`; `*` matches any one
    ///   name, `|` separates alternatives.
    /// - parameter url: A file URL, read in 128 KiB chunks.
    /// - parameter progress: Called before each chunk is read and once at the end.
    /// - parameter body: Called with each record; throwing stops the parse (no later record is
    ///   handed over) and closes the file.
    /// - returns: The records delivered and the bytes read; when the path matched nothing, the
    ///   step that never matched and the names found there instead (see `XMLStreamSummary`).
    /// - throws: Your closure's error; `XMLRecordError` when a record does not decode (with its
    ///   index and line; earlier records were already handed over);
    ///   `DecodingError.dataCorrupted` with an `XMLSyntaxError` for malformed XML; `CocoaError`
    ///   for a file that cannot be read, as `Data(contentsOf:)` throws it; `XMLPathError` for
    ///   an invalid path.
    @discardableResult
    public func decodeEach<T: Decodable>(
        _ type: T.Type, at path: String, contentsOf url: URL,
        progress: ((XMLStreamProgress) -> Void)? = nil,
        _ body: (T) throws -> Void
    ) throws -> XMLStreamSummary {
        try decodeEach(type, at: path, source: FileCheck.source(url), progress: progress, body)
    }

    /// Decodes every element at `path` in a document held in memory as a `T`, one at a time.
    ///
    /// - parameter type: As in `decodeEach(_:at:contentsOf:progress:_:)`.
    /// - parameter path: As in `decodeEach(_:at:contentsOf:progress:_:)`.
    /// - parameter data: The document's bytes, parsed in chunks (never copied whole).
    /// - parameter progress: As in `decodeEach(_:at:contentsOf:progress:_:)`.
    /// - parameter body: As in `decodeEach(_:at:contentsOf:progress:_:)`.
    /// - returns: As `decodeEach(_:at:contentsOf:progress:_:)`.
    /// - throws: As `decodeEach(_:at:contentsOf:progress:_:)`.
    @discardableResult
    public func decodeEach<T: Decodable>(
        _ type: T.Type, at path: String, from data: Data,
        progress: ((XMLStreamProgress) -> Void)? = nil,
        _ body: (T) throws -> Void
    ) throws -> XMLStreamSummary {
        try decodeEach(type, at: path, source: .data(data), progress: progress, body)
    }

    /// Decodes every element at `path` in a stream as a `T`, one at a time. The stream is
    /// opened, read until the end or until `body` throws, and closed.
    ///
    /// - returns: As `decodeEach(_:at:contentsOf:progress:_:)`.
    /// - throws: As `decodeEach(_:at:contentsOf:progress:_:)`.
    @discardableResult
    public func decodeEach<T: Decodable>(
        _ type: T.Type, at path: String, from stream: InputStream,
        progress: ((XMLStreamProgress) -> Void)? = nil,
        _ body: (T) throws -> Void
    ) throws -> XMLStreamSummary {
        try decodeEach(type, at: path, source: .stream(stream), progress: progress, body)
    }

    func decodeEach<T: Decodable>(
        _ type: T.Type, at path: String, source: ByteSource,
        progress: ((XMLStreamProgress) -> Void)?,
        _ body: (T) throws -> Void
    ) throws -> XMLStreamSummary {
        try withoutActuallyEscaping(body) { body in
            var reader = XMLStreamReader(decoder: self)
            reader.progress = progress
            reader.onRecord(at: path) { record in try body(record.decode(type)) }
            return try reader.read(source)
        }
    }
}

// MARK: - Text, in chunks

extension XMLDecoder {
    /// Streams the text of every element at `path` in a file to `body`, in chunks of 64 KiB,
    /// without ever holding the whole text: for payloads too large to keep, such as a
    /// base64 attachment (decode it with `Base64StreamDecoder`).
    ///
    /// ```
    /// var base64 = Base64StreamDecoder()
    /// try decoder.streamText(at: "attachment/base64", contentsOf: url) { chunk in
    ///     try output.write(contentsOf: base64.decode(chunk.bytes))
    ///     if chunk.isLast { try output.write(contentsOf: base64.finish()) }
    /// }
    /// ```
    ///
    /// To read other elements in the same pass (the attachment's file name), use an
    /// `XMLStreamReader` with `onText` and `onRecord`.
    ///
    /// - parameter path: As in `decodeEach`.
    /// - parameter url: A file URL, read in 128 KiB chunks.
    /// - parameter progress: Called before each chunk is read and once at the end.
    /// - parameter body: Receives each chunk (see `XMLTextChunk`); throwing stops the parse.
    /// - returns: As `XMLStreamReader.read(contentsOf:)`.
    /// - throws: As `XMLStreamReader.read(contentsOf:)`.
    @discardableResult
    public func streamText(
        at path: String, contentsOf url: URL, progress: ((XMLStreamProgress) -> Void)? = nil,
        _ body: (XMLTextChunk) throws -> Void
    ) throws -> XMLStreamSummary {
        try streamText(at: path, source: FileCheck.source(url), progress: progress, body)
    }

    /// Streams the text of every element at `path` in a document held in memory to `body`.
    ///
    /// - returns: As `XMLStreamReader.read(contentsOf:)`.
    /// - throws: As `XMLStreamReader.read(contentsOf:)`.
    @discardableResult
    public func streamText(
        at path: String, from data: Data, progress: ((XMLStreamProgress) -> Void)? = nil,
        _ body: (XMLTextChunk) throws -> Void
    ) throws -> XMLStreamSummary {
        try streamText(at: path, source: .data(data), progress: progress, body)
    }

    /// Streams the text of every element at `path` in a stream to `body`.
    ///
    /// - returns: As `XMLStreamReader.read(contentsOf:)`.
    /// - throws: As `XMLStreamReader.read(contentsOf:)`.
    @discardableResult
    public func streamText(
        at path: String, from stream: InputStream, progress: ((XMLStreamProgress) -> Void)? = nil,
        _ body: (XMLTextChunk) throws -> Void
    ) throws -> XMLStreamSummary {
        try streamText(at: path, source: .stream(stream), progress: progress, body)
    }

    func streamText(
        at path: String, source: ByteSource, progress: ((XMLStreamProgress) -> Void)?,
        _ body: (XMLTextChunk) throws -> Void
    ) throws -> XMLStreamSummary {
        try withoutActuallyEscaping(body) { body in
            var reader = XMLStreamReader(decoder: self)
            reader.progress = progress
            reader.onText(at: path, body)
            return try reader.read(source)
        }
    }
}
