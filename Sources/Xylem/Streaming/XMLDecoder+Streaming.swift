// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation

// MARK: - A whole document, from any input

extension XMLDecoder {
    /// Decodes a value of `type` from the root element of `input`: a file streamed from disk,
    /// an `InputStream`, bytes that arrive (an async sequence, an `XMLByteFeed`), or a
    /// `URLRequest`'s response, parsed while it downloads.
    ///
    /// ```
    /// let feed = try await XMLDecoder().decode(Feed.self, from: .request(URLRequest(url: url)))
    /// ```
    ///
    /// Input readable now (`.data`, `.string`, `.file`, `.stream`) is parsed on the calling
    /// task's thread, as the synchronous `decode(_:from:)` does; bytes that arrive are parsed on
    /// a parser thread of their own while the calling task waits suspended, in bounded memory.
    ///
    /// - throws: As `decode(_:from:)` with `Data`: `DecodingError` with the coding path, line
    ///   and column; `CocoaError` for a file that cannot be read; the input's own error as it is
    ///   (a network failure, `XMLDownloadError` for a status outside 200-299, the error given to
    ///   `XMLByteFeed.finish(throwing:)`); `CancellationError` when the task is cancelled while
    ///   bytes arrive.
    public func decode<T: Decodable>(_ type: T.Type, from input: XMLInput) async throws -> T {
        try await input.read(counter: threadCounter) { source in try decode(type, source: source) }
    }
}

// MARK: - Records, one at a time

extension XMLDecoder {
    /// Decodes every element at `path` in `input` as a `T`, one at a time, in document order,
    /// in bounded memory whatever the input's size.
    ///
    /// ```
    /// try await decoder.decodeEach(TrackPoint.self, at: "gpx/trk/trkseg/trkpt", from: .file(url)) { point in
    ///     distance.add(point)
    /// }
    /// ```
    ///
    /// With `recordConcurrency` above 1 (the default on a machine with several cores), a
    /// `Sendable` record type and no `progress`, the input is parsed on a parser thread and the records decoded on
    /// `recordConcurrency` threads, as `records(_:at:from:bufferSize:progress:)` does, while
    /// `body` is called on the calling task, in document order. Otherwise (`recordConcurrency`
    /// 1, a type that is not `Sendable`, or a `progress` closure, which is then called where the
    /// parse runs), input readable
    /// now (`.data`, `.string`, `.file`, `.stream`) is parsed, and `body` called, on the calling
    /// task's thread; bytes that arrive are parsed, and `body` called, on a parser thread of
    /// their own while the calling task waits suspended. Either way the same records reach
    /// `body` and the same error ends the call at the same record.
    ///
    /// - parameter type: The record type; it decodes each element as `decode` decodes a root.
    /// - parameter path: Element names from the root, separated by `/`; `*` matches any one
    ///   name, `|` separates alternatives.
    /// - parameter input: The document (a file is read in 128 KiB chunks; data is never copied
    ///   whole).
    /// - parameter progress: Called before each chunk is read and once at the end.
    /// - parameter body: Called with each record; throwing stops the parse (no later record is
    ///   handed over) and closes the input.
    /// - returns: The records delivered and the bytes read; when the path matched nothing, the
    ///   step that never matched and the names found there instead (see `XMLStreamSummary`).
    /// - throws: Your closure's error; `XMLRecordError` when a record does not decode (with its
    ///   index and line; earlier records were already handed over);
    ///   `DecodingError.dataCorrupted` with an `XMLSyntaxError` for malformed XML; `CocoaError`
    ///   for a file that cannot be read, as `Data(contentsOf:)` throws it; `XMLPathError` for
    ///   an invalid path; the input's own error, as `decode(_:from:)` with an `XMLInput`.
    @discardableResult
    public func decodeEach<T: Decodable>(
        _ type: T.Type, at path: String, from input: XMLInput,
        progress: ((XMLStreamProgress) -> Void)? = nil,
        _ body: (T) throws -> Void
    ) async throws -> XMLStreamSummary {
        try await input.read(counter: threadCounter) { source in
            try decodeEach(type, at: path, source: source, progress: progress, body)
        }
    }

    /// Decodes every element at `path` in `input` as a `T`, one at a time, in document order,
    /// in bounded memory, as `decodeEach(_:at:from:progress:_:)` does for any type; a `Sendable`
    /// type may also be decoded on `recordConcurrency` threads (see there).
    ///
    /// - parameter type: The record type.
    /// - parameter path: Element names from the root, as in `decodeEach(_:at:from:progress:_:)`.
    /// - parameter input: The document.
    /// - parameter progress: Called before each chunk is read and once at the end (the records
    ///   are then decoded where the parse runs).
    /// - parameter body: Called with each record, on the calling task; throwing stops the parse.
    /// - returns: As `decodeEach(_:at:from:progress:_:)`.
    /// - throws: As `decodeEach(_:at:from:progress:_:)`.
    @discardableResult
    public func decodeEach<T: Decodable & Sendable>(
        _ type: T.Type, at path: String, from input: XMLInput,
        progress: ((XMLStreamProgress) -> Void)? = nil,
        _ body: (T) throws -> Void
    ) async throws -> XMLStreamSummary {
        if progress == nil && options.recordConcurrency > 1 {
            return try await decodeEachOnEveryCore(type, at: path, from: input, body)
        }
        return try await input.read(counter: threadCounter) { source in
            try decodeEach(type, at: path, source: source, progress: progress, body)
        }
    }

    /// `decodeEach` over a record sequence (its parser thread and decoding threads, Streaming/
    /// RecordWorkers.swift), with `body` called here.
    private func decodeEachOnEveryCore<T: Decodable & Sendable>(
        _ type: T.Type, at path: String, from input: XMLInput, _ body: (T) throws -> Void
    ) async throws -> XMLStreamSummary {
        let sequence = records(at: path, source: input.sourceBox, bufferSize: 64, progress: nil) { record in
            try record.decode(type)
        }
        var delivered = 0
        for try await record in sequence {
            try body(record)
            delivered += 1
        }
        // Set by the parser thread before it finished the sequence, which ended normally.
        return sequence.summary ?? XMLStreamSummary(recordsRead: delivered, bytesRead: 0, unmatchedPaths: [])
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
    /// Streams the text of every element at `path` in `input` to `body`, in chunks of 64 KiB,
    /// without ever holding the whole text: for payloads too large to keep, such as a
    /// base64 attachment (decode it with `Base64StreamDecoder`).
    ///
    /// ```
    /// var base64 = Base64StreamDecoder()
    /// try await decoder.streamText(at: "attachment/base64", from: .file(url)) { chunk in
    ///     try output.write(contentsOf: base64.decode(chunk.bytes))
    ///     if chunk.isLast { try output.write(contentsOf: base64.finish()) }
    /// }
    /// ```
    ///
    /// To read other elements in the same pass (the attachment's file name), use an
    /// `XMLStreamReader` with `onText` and `onRecord`. `body` runs where `decodeEach`'s does.
    ///
    /// - parameter path: As in `decodeEach(_:at:from:progress:_:)`.
    /// - parameter input: The document.
    /// - parameter progress: Called before each chunk is read and once at the end.
    /// - parameter body: Receives each chunk (see `XMLTextChunk`); throwing stops the parse.
    /// - returns: As `XMLStreamReader.read(from:)`.
    /// - throws: As `XMLStreamReader.read(from:)`.
    @discardableResult
    public func streamText(
        at path: String, from input: XMLInput, progress: ((XMLStreamProgress) -> Void)? = nil,
        _ body: (XMLTextChunk) throws -> Void
    ) async throws -> XMLStreamSummary {
        try await input.read(counter: threadCounter) { source in
            try streamText(at: path, source: source, progress: progress, body)
        }
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
