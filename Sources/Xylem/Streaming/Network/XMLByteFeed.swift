// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The push interface: bytes handed over by code that receives them in callbacks (a
/// `URLSessionDataDelegate`, a socket or server framework handler), read by a record sequence
/// or an `XMLStreamReader` while they arrive.
///
/// ```
/// let feed = XMLByteFeed()
/// // In the delegate: feed.append(data) for each chunk, then feed.finish() (or finish(throwing:)).
/// for try await item in decoder.records(Item.self, at: "rss/channel/item", from: feed) { ... }
/// ```
///
/// `append` never blocks: it returns false once `bufferSize` bytes wait to be parsed. Pause
/// your source then, if it can be paused, and resume it in `onRoom`, which is called when
/// the parser has read the feed down to half. (Bytes appended while it is full are kept: the
/// bound is yours to keep.) When the reading side is over (the loop was left, its task
/// cancelled, the parse failed) `onCancel` is called and later bytes are dropped: stop your
/// source there. A feed is read once.
public final class XMLByteFeed: Sendable {
    let channel: ByteChannel
    private let taken = NSLock()
    nonisolated(unsafe) private var isTaken = false

    /// A feed to append the document's bytes to.
    ///
    /// - parameter bufferSize: The bytes that may wait to be parsed before `append` returns
    ///   false (default 512 KiB).
    public init(bufferSize: Int = 512 * 1024) {
        channel = ByteChannel(capacity: bufferSize)
    }

    /// Appends the next bytes of the document (a `Data`, an `[UInt8]`, ...).
    ///
    /// - returns: false when the feed is full (pause your source until `onRoom`) or nobody
    ///   reads it any more (the bytes were dropped; `onCancel` was called).
    @discardableResult
    public func append<Bytes: Sequence>(_ bytes: Bytes) -> Bool where Bytes.Element == UInt8 {
        if let room = bytes.withContiguousStorageIfAvailable({ channel.append(UnsafeRawBufferPointer($0)) }) {
            return room
        }
        return Array(bytes).withUnsafeBytes { channel.append($0) }
    }

    /// The document is complete: the reader parses what is left and ends.
    public func finish() {
        channel.finish()
    }

    /// The bytes stopped because of `error`: the reader throws it after the records read before it.
    public func finish(throwing error: any Error) {
        channel.finish(throwing: error)
    }

    /// Calls `handler` (on the parser's thread) each time a full feed has been read down to
    /// half: resume the source you paused when `append` returned false.
    public func onRoom(_ handler: @escaping @Sendable () -> Void) {
        channel.onSpace(handler)
    }

    /// Calls `handler` once when the reading side is over, or at once if it already is: stop
    /// appending (cancel the download).
    public func onCancel(_ handler: @escaping @Sendable () -> Void) {
        channel.onClose(handler)
    }

    /// The input of the entry points that read a feed: its one channel, read once (a second
    /// reader gets `XMLStreamReuseError`).
    var input: AsyncByteInput {
        AsyncByteInput(repeatable: false) { [self] in
            let first = taken.withLock {
                defer { isTaken = true }
                return !isTaken
            }
            guard first else { throw XMLStreamReuseError() }
            return channel
        }
    }
}

extension XMLDecoder {
    /// The elements at `path` of a document pushed into `feed`, decoded as `T`, as an async
    /// sequence: each record is handed over as soon as its end tag has been appended. See
    /// `records(_:at:contentsOf:bufferSize:progress:)`; single-pass.
    public func records<T: Decodable & Sendable>(
        _ type: T.Type, at path: String, from feed: XMLByteFeed,
        bufferSize: Int = 64,
        progress: (@Sendable (XMLStreamProgress) -> Void)? = nil
    ) -> XMLRecordSequence<T> {
        records(at: path, source: SourceBox(feed.input), bufferSize: bufferSize, progress: progress) {
            try $0.decode(type)
        }
    }

    /// The elements at `path` of a document pushed into `feed`, each turned into an `Element`
    /// by `transform` on the parser thread. See `records(at:contentsOf:bufferSize:progress:transform:)`.
    public func records<Element: Sendable>(
        at path: String, from feed: XMLByteFeed, bufferSize: Int = 64,
        progress: (@Sendable (XMLStreamProgress) -> Void)? = nil,
        transform: @escaping @Sendable (borrowing XMLRecord) throws -> Element
    ) -> XMLRecordSequence<Element> {
        records(
            at: path, source: SourceBox(feed.input), bufferSize: bufferSize, progress: progress, transform: transform)
    }

    /// Decodes a value of `type` from the root element of a document pushed into `feed`,
    /// parsed while it is appended.
    ///
    /// - throws: As `decode(_:from:)` with `Data`; the error given to `finish(throwing:)`.
    public func decode<T: Decodable>(_ type: T.Type, from feed: XMLByteFeed) async throws -> T {
        try await decode(type, input: feed.input)
    }
}

extension XMLStreamReader {
    /// Reads a document pushed into `feed` while it is appended; the closures run on the
    /// parser thread while the calling task waits suspended.
    ///
    /// - returns: What was read, as `read(contentsOf:)`.
    /// - throws: As `read(contentsOf:)`; the error given to `finish(throwing:)`.
    @discardableResult
    public func read(from feed: XMLByteFeed) async throws -> XMLStreamSummary {
        try await read(feed.input)
    }
}
