// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Where the bytes of an XML document come from: the one input every operation takes
/// (`decode`, `decodeEach`, `records`, `streamText`, `XMLStreamReader.read`, `XMLTree(from:)`).
///
/// A value describes the bytes; each operation reads it anew (data, a file, a request sent
/// again), except the single-pass inputs (a stream, an async sequence, a feed), whose second
/// read throws `XMLStreamReuseError` where a record sequence is iterated again.
///
/// Inputs readable now (`.data`, `.string`, `.file`, `.stream`) are parsed on the caller's
/// thread; inputs that arrive over time on a parser thread of their own while the calling task
/// waits suspended.
///
/// ```
/// let order = try await XMLDecoder().decode(Order.self, from: .file(url))
/// ```
public struct XMLInput: Sendable {
    enum Origin: @unchecked Sendable {
        /// `isUTF8Text`: the bytes are a Swift `String`'s, UTF-8 whatever the declaration says.
        case data(Data, isUTF8Text: Bool)
        case file(URL)
        /// Not `Sendable`: read once, by one parse (a record sequence's box guards a second).
        case stream(InputStream)
        case arriving(AsyncByteInput)
    }

    let origin: Origin

    /// A document held in memory.
    public static func data(_ data: Data) -> XMLInput {
        XMLInput(origin: .data(data, isUTF8Text: false))
    }

    /// A document held in a `String`, read as its UTF-8 (an encoding declaration naming another
    /// encoding does not change how a Swift string's characters are read).
    public static func string(_ string: String) -> XMLInput {
        XMLInput(origin: .data(Data(string.utf8), isUTF8Text: true))
    }

    /// A file, streamed from disk in chunks (never loaded whole). Only file URLs are read: a
    /// remote URL is a `.request`.
    public static func file(_ url: URL) -> XMLInput {
        XMLInput(origin: .file(url))
    }

    /// An `InputStream`, read once, by one parse, on the thread of that parse.
    public static func stream(_ stream: InputStream) -> XMLInput {
        XMLInput(origin: .stream(stream))
    }

    /// An async sequence of bytes (as `URLSession.AsyncBytes` on Apple platforms), iterated once,
    /// gathered into 16 KiB pieces before they are parsed; the task iterating it is suspended
    /// while 512 KiB wait to be parsed.
    public static func bytes<S: AsyncSequence & Sendable>(_ bytes: S) -> XMLInput where S.Element == UInt8 {
        XMLInput(origin: .arriving(AsyncByteInput(bytes: bytes)))
    }

    /// An async sequence of chunks of bytes (`Data`, `[UInt8]`, any sequence of bytes), iterated
    /// once, each chunk parsed as it arrives.
    public static func chunks<S: AsyncSequence & Sendable>(_ chunks: S) -> XMLInput
    where S.Element: Sequence, S.Element.Element == UInt8 {
        XMLInput(origin: .arriving(AsyncByteInput(chunks: chunks)))
    }

    /// Bytes pushed into an `XMLByteFeed` (from a delegate, a socket, a callback API); read once.
    public static func feed(_ feed: XMLByteFeed) -> XMLInput {
        XMLInput(origin: .arriving(feed.input))
    }

    /// The body of `request`'s response, parsed while it downloads; the request is sent again
    /// for each read. Auth, proxies, cookies and timeouts come from `session`'s configuration.
    /// A status other than 2xx throws `XMLDownloadError`.
    public static func request(_ request: URLRequest, session: URLSession = .shared) -> XMLInput {
        XMLInput(origin: .arriving(URLDownload.input(request, session: session)))
    }

    /// The input's size in bytes when it is known before reading (data, a string, a regular
    /// file), as progress reports it; nil for a stream and for bytes that arrive.
    public var totalBytes: Int? {
        switch origin {
        case .data(let data, _): return data.count
        case .file(let url): return ByteSource.file(url).knownSize
        case .stream, .arriving: return nil
        }
    }

    /// What the record sequence reads each time it is iterated.
    var sourceBox: SourceBox {
        switch origin {
        case .data(let data, _): return SourceBox(.data(data))
        case .file(let url): return SourceBox(.file(url))
        case .stream(let stream): return SourceBox(.stream(stream))
        case .arriving(let input): return SourceBox(input)
        }
    }

    /// Runs `now` on the caller's thread for an input readable now, or `later` for bytes that
    /// arrive. A file is checked for reading first (`FileCheck`), as every file entry point does.
    func run<R>(
        now: (ByteSource, _ isUTF8Text: Bool) throws -> R,
        later: (AsyncByteInput) async throws -> R
    ) async throws -> R {
        switch origin {
        case .data(let data, let isUTF8Text): return try now(.data(data), isUTF8Text)
        case .file(let url): return try now(FileCheck.source(url), false)
        case .stream(let stream): return try now(.stream(stream), false)
        case .arriving(let input): return try await later(input)
        }
    }
}

// MARK: - One method per operation

extension XMLDecoder {
    /// Decodes a value of `type` from the root element of `input`.
    ///
    /// ```
    /// let feed = try await XMLDecoder().decode(Feed.self, from: .request(URLRequest(url: url)))
    /// ```
    ///
    /// - throws: `DecodingError` with the coding path, line and column when the document does
    ///   not fit `type`; `XMLSyntaxError` for malformed XML; Foundation's error for a file that
    ///   cannot be read; the input's own error (a network failure, `XMLDownloadError`) as it is;
    ///   `CancellationError` when the task is cancelled while bytes arrive.
    public func decode<T: Decodable>(_ type: T.Type, from input: XMLInput) async throws -> T {
        try await input.run(
            now: { source, isUTF8Text in try decode(type, source: source, isUTF8Text: isUTF8Text) },
            later: { try await decode(type, input: $0) })
    }

    /// Decodes every element at `path` of `input`, one at a time, and hands each to `body`;
    /// only one record is in memory at a time.
    ///
    /// - parameter type: The record type.
    /// - parameter path: Element names from the root, separated by `/`; `*` matches any one
    ///   name, `|` separates alternatives.
    /// - parameter input: The document.
    /// - parameter progress: Called before each chunk is parsed, with the bytes parsed so far.
    /// - parameter body: Called with each record, on the thread of the parse; throwing stops it.
    /// - returns: How many records were read, and the document's size.
    /// - throws: As `decode(_:from:)`, after the records before the error.
    @discardableResult
    public func decodeEach<T: Decodable>(
        _ type: T.Type, at path: String, from input: XMLInput,
        progress: ((XMLStreamProgress) -> Void)? = nil, _ body: (T) throws -> Void
    ) async throws -> XMLStreamSummary {
        try await input.run(
            now: { source, _ in try decodeEach(type, at: path, source: source, progress: progress, body) },
            later: { try await decodeEach(type, at: path, input: $0, progress: progress, body) })
    }

    /// Streams the text of every element at `path` of `input` to `body`, in chunks (a base64
    /// attachment decoded to disk while it is read), never holding it whole.
    ///
    /// - returns: What was read, as `decodeEach(_:at:from:progress:_:)`.
    @discardableResult
    public func streamText(
        at path: String, from input: XMLInput, progress: ((XMLStreamProgress) -> Void)? = nil,
        _ body: (XMLTextChunk) throws -> Void
    ) async throws -> XMLStreamSummary {
        try await input.run(
            now: { source, _ in try streamText(at: path, source: source, progress: progress, body) },
            later: { try await streamText(at: path, input: $0, progress: progress, body) })
    }

    /// The elements at `path` in `input`, decoded as `T`, as an async sequence, parsed on a
    /// parser thread while the loop runs (at most `bufferSize` records ahead of it). Leaving
    /// the loop or cancelling its task stops the parse. Iterating again reads the input again;
    /// a single-pass input (stream, async sequence, feed) throws `XMLStreamReuseError` then.
    ///
    /// - parameter bufferSize: The most records decoded ahead of the loop (default 64).
    /// - parameter progress: Called on the parser thread before each chunk is read.
    public func records<T: Decodable & Sendable>(
        _ type: T.Type, at path: String, from input: XMLInput, bufferSize: Int = 64,
        progress: (@Sendable (XMLStreamProgress) -> Void)? = nil
    ) -> XMLRecordSequence<T> {
        records(at: path, source: input.sourceBox, bufferSize: bufferSize, progress: progress) {
            try $0.decode(type)
        }
    }

    /// The elements at `path` in `input`, each turned into an `Element` by `transform` on the
    /// parser thread (to read a record's line, an ancestor's attributes, or tell a path's
    /// alternatives apart). See `records(_:at:from:bufferSize:progress:)`.
    public func records<Element: Sendable>(
        at path: String, from input: XMLInput, bufferSize: Int = 64,
        progress: (@Sendable (XMLStreamProgress) -> Void)? = nil,
        transform: @escaping @Sendable (borrowing XMLRecord) throws -> Element
    ) -> XMLRecordSequence<Element> {
        records(at: path, source: input.sourceBox, bufferSize: bufferSize, progress: progress, transform: transform)
    }
}

extension XMLStreamReader {
    /// Reads `input` once, calling every handler registered on this reader.
    ///
    /// - returns: What was read: record counts and the document's size.
    /// - throws: As `XMLDecoder.decode(_:from:)`, after the records before the error.
    @discardableResult
    public func read(from input: XMLInput) async throws -> XMLStreamSummary {
        try await input.run(now: { source, _ in try read(source) }, later: { try await read($0) })
    }
}

extension XMLTree {
    /// Parses `input` into a tree.
    ///
    /// - parameter progress: Called before each chunk is parsed.
    /// - parameter limits: The input's limits (size, depth, attributes).
    /// - parameter parser: The event source.
    /// - throws: `XMLSyntaxError`; Foundation's error for a file that cannot be read; the
    ///   input's own error as it is.
    public init(
        from input: XMLInput, progress: ((XMLStreamProgress) -> Void)? = nil,
        limits: XMLLimits = .default, parser: XMLDecoder.Parser = .defaultChoice
    ) async throws {
        let document = try await input.run(
            now: { source, _ in try Self.parse(source, progress: progress, limits: limits, parser: parser) },
            later: { input in
                try await AsyncParse.run(input) { source in
                    try Self.parse(source, progress: progress, limits: limits, parser: parser)
                }
            })
        self.init(document: document)
    }
}
