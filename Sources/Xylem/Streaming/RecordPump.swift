// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The bounded hand-over between the parser thread (producer) and an async consumer.
///
/// One producer at a time: the parser thread, or (with `XMLDecoder.recordConcurrency` above 1)
/// whichever of `RecordWorkers`'s threads holds the turn to deliver.
///
/// Both sides move records in batches, so that neither takes the lock per record: the producer
/// decodes into a private batch and appends it to `shared` under the lock; the consumer takes
/// everything in `shared` at once and hands it out from its iterator. The bound counts all of
/// it: records in the producer's batch + in `shared` + taken by the consumer and not yet
/// consumed (`held`) never pass `capacity`. When they would, the producer waits on the
/// condition (a dedicated thread, never the cooperative pool). When `shared` is empty the
/// consumer suspends on a continuation that the next hand-over resumes. The producer hands
/// over every `capacity / 2` records, and before each 128 KiB chunk of input is read.
final class RecordPump<Element: Sendable>: @unchecked Sendable {
    private let condition = NSCondition()
    let capacity: Int
    private let batchSize: Int

    // Guarded by `condition`.
    private var shared: [Element] = []
    /// Records the consumer took at its last refill: all count as unconsumed until the next.
    private var held = 0
    private var producerWaits = false
    private var cancelled = false
    /// Set once parsing is over: success, or the error to throw after the last record.
    private var end: Result<Void, any Error>?
    private var waiter: CheckedContinuation<[Element], any Error>?
    private var cancelHandler: (@Sendable () -> Void)?

    // Producer thread only.
    private var batch: [Element] = []
    /// An upper bound of `shared.count + held` (the consumer only ever lowers it).
    private var knownOutstanding = 0

    /// - parameter capacity: The most records decoded and not yet consumed (at least 1).
    init(capacity: Int) {
        self.capacity = max(1, capacity)
        self.batchSize = max(1, self.capacity / 2)
        batch.reserveCapacity(batchSize)
    }

    // MARK: - Producer (the parser thread)

    /// Adds a decoded record, waiting while `capacity` records are decoded and not consumed.
    /// Returns false when the consumer has gone away: stop parsing.
    func put(_ element: Element) -> Bool {
        if batch.count >= batchSize || knownOutstanding + batch.count >= capacity {
            guard handOver(waitForRoom: true) else { return false }
        }
        batch.append(element)
        return true
    }

    /// Hands `elements` over at once (a unit decoded by `RecordWorkers`, whose worker holding
    /// the turn is then the producer), waiting while `capacity` records are not consumed:
    /// the consumer may so hold up to `capacity - 1` records and one unit. One hand-over per
    /// unit, not per `capacity / 2` records: the consumer, faster than the parse, waits at
    /// every hand-over, and waking it costs more than decoding a few dozen small records.
    /// Not mixed with `put`. Returns false when the consumer has gone away.
    func putAll(_ elements: [Element]) -> Bool {
        condition.lock()
        while shared.count + held >= capacity && !cancelled {
            producerWaits = true
            condition.wait()
        }
        producerWaits = false
        guard !cancelled else {
            condition.unlock()
            return false
        }
        shared += elements
        let resume = takeForWaiter()
        condition.unlock()
        resume?()
        return true
    }

    /// Hands the batch over without waiting (before the parser reads more input, so a slow
    /// input never holds back records already decoded). Returns false once cancelled.
    func flush() -> Bool {
        handOver(waitForRoom: false)
    }

    /// Parsing is over: hands over what is left, then `result` (nil or an error) after it.
    func finish(_ result: Result<Void, any Error>) {
        condition.lock()
        shared += batch
        batch.removeAll()
        end = result
        let resume = takeForWaiter()
        condition.unlock()
        resume?()
    }

    private func handOver(waitForRoom: Bool) -> Bool {
        condition.lock()
        shared += batch
        batch.removeAll(keepingCapacity: true)
        if let resume = takeForWaiter() {
            // Resume the consumer before waiting for room: it is what makes room.
            condition.unlock()
            resume()
            condition.lock()
        }
        while waitForRoom && shared.count + held >= capacity && !cancelled {
            producerWaits = true
            condition.wait()
        }
        producerWaits = false
        knownOutstanding = shared.count + held
        let goOn = !cancelled
        condition.unlock()
        return goOn
    }

    // MARK: - Consumer

    /// The next records (all that are ready, at least one); nil at the end; throws the parse's
    /// error after the last good record, or `CancellationError` when the task is cancelled.
    /// Every record of the previous batch must have been consumed.
    func nextBatch() async throws -> [Element]? {
        if Task.isCancelled {
            cancel()
            throw CancellationError()
        }
        if let ready = takeLocking() { return try ready.get() }
        return try await withTaskCancellationHandler {
            let batch = try await withCheckedThrowingContinuation {
                (continuation: CheckedContinuation<[Element], any Error>) in
                condition.lock()
                if let ready = take() {
                    condition.unlock()
                    continuation.resume(with: ready.map { $0 ?? [] })
                } else {
                    waiter = continuation
                    condition.unlock()
                }
            }
            return batch.isEmpty ? nil : batch
        } onCancel: {
            cancel()
        }
    }

    /// Stops the producer: called when the consumer's task is cancelled or its iterator is
    /// dropped (the `for try await` loop was left).
    func cancel() {
        condition.lock()
        cancelled = true
        let waiting = waiter
        waiter = nil
        let handler = cancelHandler
        cancelHandler = nil
        condition.broadcast()
        condition.unlock()
        waiting?.resume(throwing: CancellationError())
        handler?()
    }

    /// Whether the consumer has gone away (for a producer that is not the one calling `put`).
    var isCancelled: Bool {
        condition.lock()
        defer { condition.unlock() }
        return cancelled
    }

    /// Calls `handler` once when the consumer goes away, or at once if it already has: a
    /// parser that waits for input (bytes arriving over time) is woken by it, not by `put`.
    func onCancel(_ handler: @escaping @Sendable () -> Void) {
        condition.lock()
        guard !cancelled else {
            condition.unlock()
            return handler()
        }
        cancelHandler = handler
        condition.unlock()
    }

    /// `take()` under the lock (a synchronous function: async code may not lock).
    private func takeLocking() -> Result<[Element]?, any Error>? {
        condition.lock()
        defer { condition.unlock() }
        return take()
    }

    /// What the consumer can have right now (lock held): records, the end, or nil to wait.
    private func take() -> Result<[Element]?, any Error>? {
        held = 0
        if !shared.isEmpty {
            let taken = shared
            shared.removeAll()
            held = taken.count
            if producerWaits { condition.signal() }
            return .success(taken)
        }
        if producerWaits { condition.signal() }
        if cancelled { return .failure(CancellationError()) }
        switch end {
        case .failure(let error):
            end = .success(())  // thrown once; then the sequence is over
            return .failure(error)
        case .success:
            return .success(nil)
        case nil:
            return nil
        }
    }

    /// The waiting consumer's records, taken under the lock, to resume after unlocking.
    private func takeForWaiter() -> (() -> Void)? {
        guard let waiting = waiter, let ready = take() else { return nil }
        waiter = nil
        return { waiting.resume(with: ready.map { $0 ?? [] }) }
    }
}
