// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Bytes that arrive over time, as every async entry point takes them: how to start the
/// producer that fills a `ByteChannel` for one parse. The producer stops when the channel is
/// closed (the parse is over or was stopped).
struct AsyncByteInput: Sendable {
    /// Whether a second parse may start the producer again (a request is sent again); an async
    /// sequence or a push feed is read once, as an `InputStream` is.
    let repeatable: Bool
    /// The channel for one parse, its producer started; throws `XMLStreamReuseError` for an
    /// input that was already read.
    let open: @Sendable () throws -> ByteChannel

    init(repeatable: Bool, open: @escaping @Sendable () throws -> ByteChannel) {
        self.repeatable = repeatable
        self.open = open
    }

    /// A producer that fills a new channel of the default capacity.
    init(repeatable: Bool, start: @escaping @Sendable (ByteChannel) -> Void) {
        self.init(repeatable: repeatable) {
            let channel = ByteChannel()
            start(channel)
            return channel
        }
    }

    /// An async sequence of chunks (`Data`, `[UInt8]`, any sequence of bytes), each handed to
    /// the parser as it comes; the task iterating it suspends while the channel is full.
    init<S: AsyncSequence & Sendable>(chunks: S) where S.Element: Sequence, S.Element.Element == UInt8 {
        self.init(repeatable: false) { channel in
            Self.produce(into: channel) {
                for try await chunk in chunks {
                    let bytes = [UInt8](chunk)
                    if !bytes.isEmpty { try await channel.write(bytes) }
                }
            }
        }
    }

    /// The bytes of an async sequence of `UInt8` (as `URLSession.AsyncBytes`), gathered into
    /// pieces of `pieceSize` before the parser gets them (one hand-over per byte would cost
    /// more than parsing it).
    init<S: AsyncSequence & Sendable>(bytes: S) where S.Element == UInt8 {
        self.init(repeatable: false) { channel in
            Self.produce(into: channel) {
                var piece: [UInt8] = []
                piece.reserveCapacity(Self.pieceSize)
                for try await byte in bytes {
                    piece.append(byte)
                    if piece.count == Self.pieceSize {
                        try await channel.write(piece)
                        piece.removeAll(keepingCapacity: true)
                    }
                }
                if !piece.isEmpty { try await channel.write(piece) }
            }
        }
    }

    /// How many bytes of a `UInt8` sequence are handed over together.
    static let pieceSize = 16 * 1024

    /// Runs `body` in a task of its own, then finishes `channel` with its outcome; closing the
    /// channel cancels the task.
    private static func produce(into channel: ByteChannel, _ body: @escaping @Sendable () async throws -> Void) {
        let task = Task.detached {
            do {
                try await body()
                channel.finish()
            } catch {
                channel.finish(throwing: error)
            }
        }
        channel.onClose { task.cancel() }
    }
}

extension ByteSource {
    /// `error`, or the producer's error that caused it (a network failure, an HTTP status,
    /// a cancellation) when the input is a channel whose read failed.
    func failure(replacing error: any Error) -> any Error {
        if case .channel(let channel) = self, let failure = channel.failure { return failure }
        return error
    }

    /// Closes a channel input (idempotent; its producer stops): every parse of one ends so.
    func closeChannel() {
        if case .channel(let channel) = self { channel.close() }
    }
}

/// Runs one parse of an async input on a parser thread of its own, while the calling task
/// waits suspended (Swift's cooperative pool is never blocked, neither by the parse nor by
/// waiting for bytes). Cancelling the task stops the parse at its next read and throws
/// `CancellationError`.
enum AsyncParse {
    /// Starts `input`'s producer and runs `work` over its channel. `work` runs on the parser
    /// thread while the caller is suspended, so it (and the closures it calls) never runs
    /// at the same time as the caller.
    ///
    /// - parameter counter: counts the parser thread (`StreamThreads`).
    /// - throws: What `work` throws, or, when reading the input failed, the producer's error.
    static func run<R>(
        _ input: AsyncByteInput, counter: ThreadCounter?, _ work: (ByteSource) throws -> R
    ) async throws -> R {
        let channel = try input.open()
        return try await withoutActuallyEscaping(work) { work in
            let box = ThreadWork(work)
            let result: Result<R, any Error> = await withTaskCancellationHandler {
                await withCheckedContinuation { (continuation: CheckedContinuation<ThreadResult<R>, Never>) in
                    StreamThreads.start(counter: counter) {
                        let result = box.run(.channel(channel))
                        channel.close()
                        continuation.resume(returning: result)
                    }
                }.value
            } onCancel: {
                channel.cancel()
            }
            return try result.get()
        }
    }
}

/// The caller's closure, handed to the parser thread while the caller waits for it (so it is
/// never run concurrently with the caller), and dropped once run (`withoutActuallyEscaping`
/// checks that nothing keeps it).
private final class ThreadWork<R>: @unchecked Sendable {
    private var work: ((ByteSource) throws -> R)?

    init(_ work: @escaping (ByteSource) throws -> R) {
        self.work = work
    }

    func run(_ source: ByteSource) -> ThreadResult<R> {
        defer { work = nil }
        do {
            return ThreadResult(value: .success(try work!(source)))
        } catch {
            return ThreadResult(value: .failure(source.failure(replacing: error)))
        }
    }
}

/// A parse's result, handed back from the parser thread to the suspended caller, which alone
/// uses it from then on.
private struct ThreadResult<R>: @unchecked Sendable {
    let value: Result<R, any Error>
}
