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
/// for try await item in decoder.records(Item.self, at: "rss/channel/item", from: .feed(feed)) { ... }
/// ```
///
/// `append` never blocks: it returns false once `bufferSize` bytes wait to be parsed. Pause
/// your source then, if it can be paused, and resume it in `onRoom`, which is called when
/// the parser has read the feed down to half. (Bytes appended while it is full are kept in
/// order in an unlinked temporary file, read back as the parser catches up and gone when the
/// read ends: memory stays at `bufferSize` even for a source that cannot pause, such as a
/// `URLSessionDataDelegate` on Linux, where blocking the delegate would hold back every
/// download of the process. There, give the session a delegate queue that runs each callback
/// at once, or chunks pile up in the queue before they reach `append`: the Streaming guide's
/// "Pushing chunks" shows it.) When the reading side is over (the loop was left, its task
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
        // A source that cannot pause (a URLSession delegate on Linux, whose queue every
        // download shares) must not grow memory: what it appends past the buffer waits on disk.
        channel = ByteChannel(capacity: bufferSize, overflow: .temporaryFile())
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
