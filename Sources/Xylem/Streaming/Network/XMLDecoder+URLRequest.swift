// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

// Every entry point, straight from a URL: the request is sent with `URLSession` (a session of
// its own, `URLSessionConfiguration.default`; FoundationNetworking on Linux) and the body is
// parsed as it arrives, on a parser thread of its own, in bounded memory: when the parser is
// slower than the network, the download is suspended instead of buffered (512 KiB at most wait
// to be parsed). Cancelling the consuming task (or leaving a `records` loop) cancels the
// download. A status outside 200-299, and a connection that fails or ends before the body
// does, throw `XMLDownloadError` (after the records read before it).

extension XMLDecoder {
    /// The elements at `path` of the document at a URL, decoded as `T` while it downloads,
    /// as an async sequence:
    ///
    /// ```
    /// let request = URLRequest(url: URL(string: "https://example.com/feed.xml")!)
    /// for try await item in decoder.records(Item.self, at: "rss/channel/item", from: request) {
    ///     ...
    /// }
    /// ```
    ///
    /// Each iteration sends the request again. See `records(_:at:contentsOf:bufferSize:progress:)`.
    ///
    /// - parameter type: The record type, as in `records(_:at:contentsOf:bufferSize:progress:)`.
    /// - parameter path: The records' path, as in `records(_:at:contentsOf:bufferSize:progress:)`.
    /// - parameter request: The request whose response body is the document.
    /// - parameter bufferSize: The most records decoded ahead of the loop (default 64).
    /// - parameter progress: Called on the parser thread before each chunk is parsed, with the
    ///   bytes parsed so far and the body's `Content-Length` when the server gave one.
    public func records<T: Decodable & Sendable>(
        _ type: T.Type, at path: String, from request: URLRequest,
        bufferSize: Int = 64,
        progress: (@Sendable (XMLStreamProgress) -> Void)? = nil
    ) -> XMLRecordSequence<T> {
        records(
            at: path, source: SourceBox(URLDownload.input(request, session: .shared)), bufferSize: bufferSize,
            progress: progress
        ) { try $0.decode(type) }
    }

    /// The elements at `path` of the document at a URL, each turned into an `Element` by
    /// `transform` on the parser thread while it downloads. See
    /// `records(at:contentsOf:bufferSize:progress:transform:)` and `records(_:at:from:bufferSize:progress:)`.
    public func records<Element: Sendable>(
        at path: String, from request: URLRequest, bufferSize: Int = 64,
        progress: (@Sendable (XMLStreamProgress) -> Void)? = nil,
        transform: @escaping @Sendable (borrowing XMLRecord) throws -> Element
    ) -> XMLRecordSequence<Element> {
        records(
            at: path, source: SourceBox(URLDownload.input(request, session: .shared)), bufferSize: bufferSize,
            progress: progress, transform: transform)
    }

    /// Decodes a value of `type` from the root element of the document at a URL, parsed while
    /// it downloads.
    ///
    /// - throws: `XMLDownloadError` for a status outside 200-299 or a failed connection; as
    ///   `decode(_:from:)` with `Data` otherwise; `CancellationError` when the task is cancelled.
    public func decode<T: Decodable>(_ type: T.Type, from request: URLRequest) async throws -> T {
        try await decode(type, input: URLDownload.input(request, session: .shared))
    }

    /// Decodes every element at `path` of the document at a URL while it downloads, one at a
    /// time; your closure runs on the parser thread while the calling task waits suspended.
    /// See `decodeEach(_:at:from:progress:_:)`.
    ///
    /// - returns: As `decodeEach(_:at:contentsOf:progress:_:)`.
    /// - throws: As `decodeEach(_:at:contentsOf:progress:_:)`; `XMLDownloadError` after the
    ///   records before it.
    @discardableResult
    public func decodeEach<T: Decodable>(
        _ type: T.Type, at path: String, from request: URLRequest,
        progress: ((XMLStreamProgress) -> Void)? = nil,
        _ body: (T) throws -> Void
    ) async throws -> XMLStreamSummary {
        try await decodeEach(type, at: path, input: URLDownload.input(request, session: .shared), progress: progress, body)
    }

    /// Streams the text of every element at `path` of the document at a URL to `body` while
    /// it downloads (a base64 attachment decoded to disk as it arrives). See
    /// `streamText(at:contentsOf:progress:_:)`.
    ///
    /// - returns: As `XMLStreamReader.read(contentsOf:)`.
    /// - throws: As `XMLStreamReader.read(contentsOf:)`; `XMLDownloadError`.
    @discardableResult
    public func streamText(
        at path: String, from request: URLRequest, progress: ((XMLStreamProgress) -> Void)? = nil,
        _ body: (XMLTextChunk) throws -> Void
    ) async throws -> XMLStreamSummary {
        try await streamText(at: path, input: URLDownload.input(request, session: .shared), progress: progress, body)
    }
}

extension XMLStreamReader {
    /// Reads the document at a URL while it downloads; the closures run on the parser thread
    /// while the calling task waits suspended.
    ///
    /// - returns: What was read, as `read(contentsOf:)`.
    /// - throws: As `read(contentsOf:)`; `XMLDownloadError` after the records before it.
    @discardableResult
    public func read(from request: URLRequest) async throws -> XMLStreamSummary {
        try await read(URLDownload.input(request, session: .shared))
    }
}

extension XMLTree {
    /// Parses the document at a URL while it downloads.
    ///
    /// - parameter request: The request whose response body is the document.
    /// - parameter progress: Called before each chunk is parsed, with the body's
    ///   `Content-Length` as `totalBytes` when the server gave one.
    /// - parameter limits: As in `init(data:limits:parser:)`.
    /// - parameter parser: As in `init(data:limits:parser:)`.
    /// - throws: `XMLDownloadError`; `XMLSyntaxError`, as `init(data:)`; `CancellationError`.
    public init(
        request: URLRequest, progress: ((XMLStreamProgress) -> Void)? = nil, limits: XMLLimits = .default,
        parser: XMLDecoder.Parser = .defaultChoice
    ) async throws {
        try await self.init(input: URLDownload.input(request, session: .shared), progress: progress, limits: limits, parser: parser)
    }
}
