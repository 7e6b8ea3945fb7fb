// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation

// Every entry point, for bytes that arrive over time: an `AsyncSequence` of `UInt8` (as
// `URLSession.AsyncBytes`) or of chunks (`Data`, `[UInt8]`, any sequence of bytes: an
// `AsyncStream<Data>`, a server framework's request body). Parsing runs on a parser thread of
// its own and reads the bytes as they come, with the same results, errors and limits as a file.
// A sequence is iterated once (a record sequence made from one is single-pass).

// MARK: - Records

extension XMLDecoder {
    /// The elements at `path` in bytes that arrive over time, decoded as `T`, as an async
    /// sequence: each record is handed over as soon as its end tag has arrived, while the rest
    /// of the document is on its way. Bytes are gathered into 16 KiB pieces before they are
    /// parsed; give a sequence of chunks when bytes trickle in and each record must go out
    /// at once.
    ///
    /// The sequence is iterated when the loop starts, by a task of its own that is suspended
    /// while 512 KiB wait to be parsed (a slow loop holds the input back instead of letting it
    /// pile up). Leaving the loop or cancelling its task stops the parse and cancels that task.
    /// Single-pass: a second iteration throws `XMLStreamReuseError`. Errors come after the
    /// records before them; the sequence's own error is rethrown as it is.
    ///
    /// - parameter type: The record type, as in `records(_:at:contentsOf:bufferSize:progress:)`.
    /// - parameter path: The records' path, as in `records(_:at:contentsOf:bufferSize:progress:)`.
    /// - parameter bytes: The document's bytes.
    /// - parameter bufferSize: The most records decoded ahead of the loop (default 64).
    /// - parameter progress: Called on the parser thread before each chunk is parsed, with the
    ///   bytes parsed so far (`totalBytes` is nil: a sequence has no known size).
    public func records<T: Decodable & Sendable, S: AsyncSequence & Sendable>(
        _ type: T.Type, at path: String, from bytes: S, bufferSize: Int = 64,
        progress: (@Sendable (XMLStreamProgress) -> Void)? = nil
    ) -> XMLRecordSequence<T> where S.Element == UInt8 {
        records(
            at: path, source: SourceBox(AsyncByteInput(bytes: bytes)), bufferSize: bufferSize,
            progress: progress
        ) { try $0.decode(type) }
    }

    /// The elements at `path` in chunks of bytes that arrive over time (`Data`, `[UInt8]`, ...),
    /// decoded as `T`, as an async sequence. Each chunk is parsed as it arrives. See
    /// `records(_:at:from:bufferSize:progress:)` for a sequence of `UInt8`.
    public func records<T: Decodable & Sendable, S: AsyncSequence & Sendable>(
        _ type: T.Type, at path: String, from chunks: S, bufferSize: Int = 64,
        progress: (@Sendable (XMLStreamProgress) -> Void)? = nil
    ) -> XMLRecordSequence<T> where S.Element: Sequence, S.Element.Element == UInt8 {
        records(
            at: path, source: SourceBox(AsyncByteInput(chunks: chunks)), bufferSize: bufferSize,
            progress: progress
        ) { try $0.decode(type) }
    }

    /// The elements at `path` in bytes that arrive over time, each turned into an `Element` by
    /// `transform` on the parser thread. See `records(at:contentsOf:bufferSize:progress:transform:)`
    /// and `records(_:at:from:bufferSize:progress:)`.
    public func records<Element: Sendable, S: AsyncSequence & Sendable>(
        at path: String, from bytes: S, bufferSize: Int = 64,
        progress: (@Sendable (XMLStreamProgress) -> Void)? = nil,
        transform: @escaping @Sendable (borrowing XMLRecord) throws -> Element
    ) -> XMLRecordSequence<Element> where S.Element == UInt8 {
        records(
            at: path, source: SourceBox(AsyncByteInput(bytes: bytes)), bufferSize: bufferSize,
            progress: progress, transform: transform)
    }

    /// The elements at `path` in chunks of bytes that arrive over time, each turned into an
    /// `Element` by `transform` on the parser thread. See
    /// `records(at:contentsOf:bufferSize:progress:transform:)`.
    public func records<Element: Sendable, S: AsyncSequence & Sendable>(
        at path: String, from chunks: S, bufferSize: Int = 64,
        progress: (@Sendable (XMLStreamProgress) -> Void)? = nil,
        transform: @escaping @Sendable (borrowing XMLRecord) throws -> Element
    ) -> XMLRecordSequence<Element> where S.Element: Sequence, S.Element.Element == UInt8 {
        records(
            at: path, source: SourceBox(AsyncByteInput(chunks: chunks)), bufferSize: bufferSize,
            progress: progress, transform: transform)
    }
}

// MARK: - Whole documents

extension XMLDecoder {
    /// Decodes a value of `type` from the root element of a document whose bytes arrive over
    /// time, parsed while they arrive (on a parser thread of its own; the calling task waits
    /// suspended). Cancelling the task stops the parse and throws `CancellationError`.
    ///
    /// - throws: As `decode(_:from:)` with `Data`; the sequence's own error, as it is, when it
    ///   fails.
    public func decode<T: Decodable, S: AsyncSequence & Sendable>(_ type: T.Type, from bytes: S) async throws -> T
    where S.Element == UInt8 {
        try await decode(type, input: AsyncByteInput(bytes: bytes))
    }

    /// Decodes a value of `type` from a document that arrives in chunks. See
    /// `decode(_:from:)` for a sequence of `UInt8`.
    public func decode<T: Decodable, S: AsyncSequence & Sendable>(_ type: T.Type, from chunks: S) async throws -> T
    where S.Element: Sequence, S.Element.Element == UInt8 {
        try await decode(type, input: AsyncByteInput(chunks: chunks))
    }
}

// MARK: - One pass with closures

extension XMLDecoder {
    /// Decodes every element at `path` of a document whose bytes arrive over time, one at a
    /// time, as `decodeEach(_:at:from:progress:_:)` does for a `Data`. The parse and your
    /// closures run on a parser thread of its own while the calling task waits suspended
    /// (never at the same time as the caller). Cancelling the task stops the parse.
    ///
    /// - returns: As `decodeEach(_:at:contentsOf:progress:_:)`.
    /// - throws: As `decodeEach(_:at:contentsOf:progress:_:)`; the sequence's own error, after
    ///   the records before it.
    @discardableResult
    public func decodeEach<T: Decodable, S: AsyncSequence & Sendable>(
        _ type: T.Type, at path: String, from bytes: S, progress: ((XMLStreamProgress) -> Void)? = nil,
        _ body: (T) throws -> Void
    ) async throws -> XMLStreamSummary where S.Element == UInt8 {
        try await decodeEach(type, at: path, input: AsyncByteInput(bytes: bytes), progress: progress, body)
    }

    /// `decodeEach` over a document that arrives in chunks. See
    /// `decodeEach(_:at:from:progress:_:)` for a sequence of `UInt8`.
    @discardableResult
    public func decodeEach<T: Decodable, S: AsyncSequence & Sendable>(
        _ type: T.Type, at path: String, from chunks: S, progress: ((XMLStreamProgress) -> Void)? = nil,
        _ body: (T) throws -> Void
    ) async throws -> XMLStreamSummary where S.Element: Sequence, S.Element.Element == UInt8 {
        try await decodeEach(type, at: path, input: AsyncByteInput(chunks: chunks), progress: progress, body)
    }

    /// Streams the text of every element at `path` of a document whose bytes arrive over time
    /// to `body`, in chunks, as `streamText(at:from:progress:_:)` does for a `Data` (a base64
    /// attachment decoded to disk while it downloads). Runs as `decodeEach(_:at:from:progress:_:)`.
    @discardableResult
    public func streamText<S: AsyncSequence & Sendable>(
        at path: String, from bytes: S, progress: ((XMLStreamProgress) -> Void)? = nil,
        _ body: (XMLTextChunk) throws -> Void
    ) async throws -> XMLStreamSummary where S.Element == UInt8 {
        try await streamText(at: path, input: AsyncByteInput(bytes: bytes), progress: progress, body)
    }

    /// `streamText` over a document that arrives in chunks. See
    /// `streamText(at:from:progress:_:)` for a sequence of `UInt8`.
    @discardableResult
    public func streamText<S: AsyncSequence & Sendable>(
        at path: String, from chunks: S, progress: ((XMLStreamProgress) -> Void)? = nil,
        _ body: (XMLTextChunk) throws -> Void
    ) async throws -> XMLStreamSummary where S.Element: Sequence, S.Element.Element == UInt8 {
        try await streamText(at: path, input: AsyncByteInput(chunks: chunks), progress: progress, body)
    }
}

extension XMLStreamReader {
    /// Reads a document whose bytes arrive over time. The parse and your closures run on a
    /// parser thread of its own while the calling task waits suspended (never at the same time
    /// as the caller); cancelling the task stops the parse and throws `CancellationError`.
    ///
    /// - returns: What was read, as `read(contentsOf:)`.
    /// - throws: As `read(contentsOf:)`; the sequence's own error, after the records before it.
    @discardableResult
    public func read<S: AsyncSequence & Sendable>(from bytes: S) async throws -> XMLStreamSummary
    where S.Element == UInt8 {
        try await read(AsyncByteInput(bytes: bytes))
    }

    /// Reads a document that arrives in chunks. See `read(from:)` for a sequence of `UInt8`.
    @discardableResult
    public func read<S: AsyncSequence & Sendable>(from chunks: S) async throws -> XMLStreamSummary
    where S.Element: Sequence, S.Element.Element == UInt8 {
        try await read(AsyncByteInput(chunks: chunks))
    }
}

extension XMLTree {
    /// Parses a document whose bytes arrive over time, while they arrive (on a parser thread
    /// of its own; the calling task waits suspended).
    ///
    /// - parameter bytes: The document's bytes, iterated once.
    /// - parameter progress: As in `init(contentsOf:progress:limits:parser:)`; the size is unknown.
    /// - parameter limits: As in `init(data:limits:parser:)`.
    /// - parameter parser: As in `init(data:limits:parser:)`.
    /// - throws: `XMLSyntaxError`, as `init(data:)`; the sequence's own error, as it is;
    ///   `CancellationError` when the task is cancelled.
    public init<S: AsyncSequence & Sendable>(
        bytes: S, progress: ((XMLStreamProgress) -> Void)? = nil,
        limits: XMLLimits = .default,
        parser: XMLDecoder.Parser = .defaultChoice
    ) async throws where S.Element == UInt8 {
        try await self.init(input: AsyncByteInput(bytes: bytes), progress: progress, limits: limits, parser: parser)
    }

    /// Parses a document that arrives in chunks. See `init(bytes:progress:limits:parser:)`.
    public init<S: AsyncSequence & Sendable>(
        chunks: S, progress: ((XMLStreamProgress) -> Void)? = nil,
        limits: XMLLimits = .default,
        parser: XMLDecoder.Parser = .defaultChoice
    ) async throws
    where S.Element: Sequence, S.Element.Element == UInt8 {
        try await self.init(input: AsyncByteInput(chunks: chunks), progress: progress, limits: limits, parser: parser)
    }
}

// MARK: - The shared bodies, for every kind of async input

extension XMLDecoder {
    func decode<T: Decodable>(_ type: T.Type, input: AsyncByteInput) async throws -> T {
        try await AsyncParse.run(input) { source in try decode(type, source: source) }
    }

    func decodeEach<T: Decodable>(
        _ type: T.Type, at path: String, input: AsyncByteInput,
        progress: ((XMLStreamProgress) -> Void)?, _ body: (T) throws -> Void
    ) async throws -> XMLStreamSummary {
        try await AsyncParse.run(input) { source in
            try decodeEach(type, at: path, source: source, progress: progress, body)
        }
    }

    func streamText(
        at path: String, input: AsyncByteInput, progress: ((XMLStreamProgress) -> Void)?,
        _ body: (XMLTextChunk) throws -> Void
    ) async throws -> XMLStreamSummary {
        try await AsyncParse.run(input) { source in try streamText(at: path, source: source, progress: progress, body) }
    }
}

extension XMLStreamReader {
    func read(_ input: AsyncByteInput) async throws -> XMLStreamSummary {
        try await AsyncParse.run(input) { source in try read(source) }
    }
}

extension XMLTree {
    init(
        input: AsyncByteInput, progress: ((XMLStreamProgress) -> Void)?, limits: XMLLimits,
        parser: XMLDecoder.Parser
    ) async throws {
        self.init(
            document: try await AsyncParse.run(input) { source in
                try Self.parse(source, progress: progress, limits: limits, parser: parser)
            })
    }
}
