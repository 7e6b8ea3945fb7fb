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
/// A producer that cannot stop its source (a `URLSession` delegate on Linux, whose queue every
/// download of the process shares; an `XMLByteFeed` whose caller goes on appending) gets a
/// channel that overflows to a temporary file (`.temporaryFile`): memory holds at most
/// `capacity` bytes, the rest waits on disk in order (`SpillFile`) and is read back when the
/// parser has taken what is in memory. Bytes go to memory only while nothing waits on disk, so
/// memory always holds older bytes than the file.
///
/// Ending: the producer calls `finish` (the end of the bytes, or why they stopped); the
/// reader calls `close` when the parse is over (or stopped), which drops what is left and
/// calls `onClose`, so that the producer stops too (cancels its task or its download).
final class ByteChannel: @unchecked Sendable {
    /// Where the bytes that arrive while the channel is full wait.
    enum Overflow {
        /// In memory, with the others: the producer is expected to stop when told.
        case memory
        /// In an unlinked temporary file in `directory`: memory stays at `capacity`.
        case temporaryFile(directory: String = NSTemporaryDirectory())
    }

    /// The most bytes that wait before the producer is held back.
    let capacity: Int
    private let overflow: Overflow

    private let condition = NSCondition()
    // Guarded by `condition`.
    private var chunks: [[UInt8]] = []
    /// The first chunk with bytes not read yet, and the read position in it.
    private var head = 0
    private var offset = 0
    private var buffered = 0
    /// The bytes after those in memory, with `.temporaryFile`: made at the first byte that does
    /// not fit.
    private var spill: SpillFile?
    private var spilled = 0
    private var highWater = 0
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

    /// - parameter capacity: The bytes that may wait before the producer is held back (and, with
    ///   `.temporaryFile`, the most that wait in memory).
    init(capacity: Int = 512 * 1024, overflow: Overflow = .memory) {
        self.capacity = max(1, capacity)
        self.overflow = overflow
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

    /// Whether the channel takes no more bytes: the reader closed it, or it was finished (by
    /// the producer, or because the overflow file failed): stop the source.
    var isOver: Bool { condition.withLock { closed || finished } }

    /// The most bytes that have waited in memory at once (the bound the tests check).
    var memoryHighWater: Int { condition.withLock { highWater } }

    /// The bytes that went to the overflow file so far.
    var bytesSpilled: Int { condition.withLock { spilled } }

    /// The bytes that wait to be read, in memory and on disk (lock held).
    private var pending: Int { buffered + (spill?.count ?? 0) }

    /// Adds bytes without waiting. Returns false when the channel is now full (stop the source
    /// until `onSpace`) or closed (bytes dropped).
    @discardableResult
    func append(_ bytes: UnsafeRawBufferPointer) -> Bool {
        guard !bytes.isEmpty else { return condition.withLock { !closed && !full } }
        condition.lock()
        defer { condition.unlock() }
        guard !closed, !finished else { return false }
        received += bytes.count
        switch overflow {
        case .memory:
            chunks.append([UInt8](bytes))
            buffered += bytes.count
        case .temporaryFile(let directory):
            // Memory first, up to `capacity`, while nothing waits on disk (the order).
            let inMemory = (spill?.count ?? 0) > 0 ? 0 : min(bytes.count, max(0, capacity - buffered))
            if inMemory > 0 {
                chunks.append([UInt8](UnsafeRawBufferPointer(rebasing: bytes[..<inMemory])))
                buffered += inMemory
            }
            if inMemory < bytes.count {
                do {
                    if spill == nil { spill = try SpillFile(directory: directory) }
                    try spill!.write(UnsafeRawBufferPointer(rebasing: bytes[inMemory...]))
                    spilled += bytes.count - inMemory
                } catch {
                    // The reader gets what came before, then this error.
                    finished = true
                    upstreamFailure = error
                    condition.broadcast()
                    return false
                }
            }
        }
        highWater = max(highWater, buffered)
        condition.signal()
        if pending >= capacity { full = true }
        return !full
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
        if cancelled || (pending == 0 && upstreamFailure != nil) {
            return try fail(cancelled ? CancellationError() : upstreamFailure!)
        }
        startRead = true
        var count = take(into: buffer, length)
        if count < length && head == chunks.count, let spill, spill.count > 0 {
            // Memory is empty: the next bytes are the oldest on disk.
            do {
                count += try spill.read(into: buffer + count, length - count)
            } catch {
                return try fail(error)
            }
        }
        var resume: CheckedContinuation<Void, any Error>?
        var onSpace: (@Sendable () -> Void)?
        if full && pending <= capacity / 2 {
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

    /// Ends a read with `failure` (lock held; unlocks): the reader's syntax error, the cause kept
    /// for `failure`.
    private func fail(_ failure: any Error) throws(XMLSyntaxError) -> Int {
        seenFailure = failure
        condition.unlock()
        throw XMLSyntaxError(reason: .unreadable, line: 0, column: 0, message: "The input failed: \(failure)")
    }

    /// Whether a read can take bytes now (lock held): any byte, but for the first read.
    private var readyToRead: Bool {
        guard pending > 0 else { return false }
        if startRead || pending >= 1024 { return true }
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
        spill = nil  // closes the file: the disk space goes back
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
