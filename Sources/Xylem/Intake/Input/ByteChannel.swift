// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Bytes that arrive over time (an async sequence, a `URLSession` download, an `XMLByteFeed`),
/// handed from whoever receives them to the parser thread, which reads them through
/// `SourceReader` as it reads a file.
///
/// Bounded: once `capacity` bytes wait, the producer is told to stop (`write` suspends its
/// task; `append` returns false and the producer suspends its source until `onSpace`), and it
/// may go on when the parser has read them down to half. The parser thread blocks (on the
/// condition: it is a dedicated thread, never the cooperative pool) while nothing waits.
///
/// Ending: the producer calls `finish` (the end of the bytes, or why they stopped); the
/// reader calls `close` when the parse is over (or stopped), which drops what is left and
/// calls `onClose`, so that the producer stops too (cancels its task or its download).
final class ByteChannel: @unchecked Sendable {
    /// The most bytes that wait before the producer is held back.
    let capacity: Int

    private let condition = NSCondition()
    // Guarded by `condition`.
    private var chunks: [[UInt8]] = []
    /// The first chunk with bytes not read yet, and the read position in it.
    private var head = 0
    private var offset = 0
    private var buffered = 0
    private var received = 0
    private var length: Int?
    private var finished = false
    private var upstreamFailure: (any Error)?
    private var cancelled = false
    private var closed = false
    /// The producer was told the channel is full and waits for `onSpace` or `spaceWaiter`.
    private var full = false
    private var spaceWaiter: CheckedContinuation<Void, any Error>?
    private var startRead = false
    private var seenFailure: (any Error)?
    private var onSpaceHandler: (@Sendable () -> Void)?
    private var onCloseHandler: (@Sendable () -> Void)?

    /// - parameter capacity: The bytes that may wait before the producer is held back.
    init(capacity: Int = 512 * 1024) {
        self.capacity = max(1, capacity)
    }

    // MARK: - Producer

    /// Called (on the reading thread) when a full channel has been read down to half: resume
    /// the source that `append` told to stop.
    func onSpace(_ handler: @escaping @Sendable () -> Void) { condition.withLock { onSpaceHandler = handler } }

    /// Called once when the reader closes the channel (the parse is over or was stopped):
    /// stop producing. Called at once when the channel is already closed.
    func onClose(_ handler: @escaping @Sendable () -> Void) {
        condition.lock()
        if closed {
            condition.unlock()
            handler()
            return
        }
        onCloseHandler = handler
        condition.unlock()
    }

    /// The document's size announced by the producer (an HTTP `Content-Length`), for progress.
    var expectedLength: Int? {
        get { condition.withLock { length } }
        set { condition.withLock { length = newValue } }
    }

    /// Bytes handed in so far.
    var bytesReceived: Int { condition.withLock { received } }

    /// Whether the reader has closed the channel: nothing more is wanted.
    var isClosed: Bool { condition.withLock { closed } }

    /// Adds bytes without waiting. Returns false when the channel is now full (stop the source
    /// until `onSpace`) or closed (bytes dropped).
    @discardableResult
    func append(_ bytes: UnsafeRawBufferPointer) -> Bool {
        guard !bytes.isEmpty else { return condition.withLock { !closed && !full } }
        condition.lock()
        defer { condition.unlock() }
        guard !closed, !finished else { return false }
        chunks.append([UInt8](bytes))
        buffered += bytes.count
        received += bytes.count
        condition.signal()
        if buffered >= capacity { full = true }
        return !full
    }

    /// Blocks the calling thread while the channel is full and open (a producer that has no
    /// other way to stop its source: see `URLDownload`).
    func waitForRoom() {
        condition.lock()
        while full && !closed { condition.wait() }
        condition.unlock()
    }

    /// Adds a chunk, then suspends the calling task while the channel is full.
    ///
    /// - throws: `ByteChannelClosed` once the reader has closed the channel: stop producing.
    func write(_ chunk: [UInt8]) async throws {
        let room = chunk.withUnsafeBytes { append($0) }
        if room { return }
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            condition.lock()
            if closed {
                condition.unlock()
                continuation.resume(throwing: ByteChannelClosed())
            } else if !full {
                condition.unlock()
                continuation.resume()
            } else {
                spaceWaiter = continuation
                condition.unlock()
            }
        }
    }

    /// The end of the bytes: `error` nil when they are all there, else why they stopped (the
    /// reader throws it after the bytes before it). Ignored after the first call or a `close`.
    func finish(throwing error: (any Error)? = nil) {
        condition.withLock {
            guard !finished, !closed else { return }
            finished = true
            upstreamFailure = error
            condition.broadcast()
        }
    }

    // MARK: - Reader (the parser thread)

    /// Stops the reader with `CancellationError` at its next read, whatever is still waiting
    /// (the consuming task was cancelled).
    func cancel() {
        condition.withLock {
            cancelled = true
            condition.broadcast()
        }
    }

    /// The error from the producer (or the cancellation) that made a `read` throw, if one did:
    /// what the caller rethrows instead of the `.unreadable` syntax error.
    var failure: (any Error)? { condition.withLock { seenFailure } }

    /// Fills `buffer` with up to `length` bytes, waiting until some are there; 0 only at the end.
    /// The first read waits for the first `>` (or 1 KiB, or the end), so that the chunk the
    /// encoding is sniffed from holds the whole XML declaration, as a file's first chunk does.
    func read(into buffer: UnsafeMutablePointer<UInt8>, _ length: Int) throws(XMLSyntaxError) -> Int {
        condition.lock()
        while !cancelled && !finished && !readyToRead { condition.wait() }
        if cancelled || (buffered == 0 && upstreamFailure != nil) {
            let failure: any Error = cancelled ? CancellationError() : upstreamFailure!
            seenFailure = failure
            condition.unlock()
            throw XMLSyntaxError(reason: .unreadable, line: 0, column: 0, message: "The input failed: \(failure)")
        }
        startRead = true
        let count = take(into: buffer, length)
        var resume: CheckedContinuation<Void, any Error>?
        var onSpace: (@Sendable () -> Void)?
        if full && buffered <= capacity / 2 {
            full = false
            condition.broadcast()
            resume = spaceWaiter
            spaceWaiter = nil
            onSpace = onSpaceHandler
        }
        condition.unlock()
        resume?.resume()
        onSpace?()
        return count
    }

    /// Whether a read can take bytes now (lock held): any byte, but for the first read.
    private var readyToRead: Bool {
        guard buffered > 0 else { return false }
        if startRead || buffered >= 1024 { return true }
        return chunks[head...].contains { $0.contains(UInt8(ascii: ">")) }
    }

    /// Moves up to `length` waiting bytes into `buffer` (lock held).
    private func take(into buffer: UnsafeMutablePointer<UInt8>, _ length: Int) -> Int {
        var count = 0
        while count < length && head < chunks.count {
            let n = chunks[head].withUnsafeBufferPointer { chunk in
                let n = min(length - count, chunk.count - offset)
                (buffer + count).update(from: chunk.baseAddress! + offset, count: n)
                return n
            }
            count += n
            offset += n
            if offset == chunks[head].count {
                chunks[head] = []
                head += 1
                offset = 0
            }
        }
        if head == chunks.count {
            chunks.removeAll(keepingCapacity: true)
            head = 0
        }
        buffered -= count
        return count
    }

    /// The parse is over (or stopped): drops what waits, wakes a waiting producer and calls
    /// `onClose`. Idempotent.
    func close() {
        condition.lock()
        guard !closed else { return condition.unlock() }
        closed = true
        chunks = []
        head = 0
        buffered = 0
        let waiter = spaceWaiter
        spaceWaiter = nil
        let onClose = onCloseHandler
        onCloseHandler = nil
        onSpaceHandler = nil
        condition.broadcast()
        condition.unlock()
        waiter?.resume(throwing: ByteChannelClosed())
        onClose?()
    }
}

/// Thrown to a channel's producer once the reader has closed it: nothing more is wanted.
struct ByteChannelClosed: Error {}
