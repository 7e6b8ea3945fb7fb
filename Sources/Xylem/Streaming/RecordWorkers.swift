// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Thrown by the router when a `Route.fannedOut` submit says to stop: the fan-out knows the real
/// outcome (`RecordWorkers.finish`), so this error is never seen outside.
struct FanOutStopped: Error {}

/// Decodes a record sequence's records on `XMLDecoder.recordConcurrency` threads while the
/// parser thread parses on, and hands them to the pump in document order.
///
///     parser thread ──units──▶ queue ──▶ worker 1 ─┐
///      (router: held records,            worker 2 ─┼─▶ finished[sequence] ──in order──▶ pump
///       a copy of the document)          ...      ─┘   (whichever worker holds the turn)
///
/// A unit is consecutive records of one hand-over: `bufferSize / 2` of them, or more small ones
/// up to about 64 KiB of document (`unitEnd`), with the copy of the document they live in
/// (shared by the units of one hand-over: a copy-on-write copy costs a reference; the router's
/// truncation then copies only what it keeps, the open elements). Each worker has its own
/// `DecodingSession`; a unit's records share one decoder, as the parser thread's records do
/// when it decodes them itself. A unit reaches the pump in one hand-over (`putAll`).
///
/// Order: units are numbered as submitted. A worker that finishes a unit stores it; the one
/// that finishes the next unit due takes the turn to deliver (`delivering`) and hands over every
/// stored unit that is due, one after another, so records reach the pump in document order,
/// whichever worker decoded them.
///
/// Errors: a unit whose transform throws at a record delivers the records before it, then the
/// error; units after it are dropped undecoded or undelivered, and the parser stops at its
/// next submit. The parser's own error (malformed XML) comes after every record it submitted,
/// so it is thrown only when no record failed: the same records, then the same error, as when
/// the parser thread decodes them itself.
///
/// Memory: at most `maxInFlight` units (2 per worker) are queued, decoding, or decoded and
/// not yet in the pump; the parser waits for room (back-pressure), as the pump holds the
/// delivering worker back while `bufferSize` records wait for the loop. Records decoded ahead
/// of the loop are so bounded by `bufferSize - 1` and `2 × recordConcurrency + 1` units, and
/// documents by one copy per unit in flight.
final class RecordWorkers<Element: Sendable>: @unchecked Sendable {
    private struct Unit {
        let sequence: Int
        let document: Document
        let records: ArraySlice<(element: Int32, index: Int)>
    }

    /// A decoded unit: its elements, and the error at the record after the last of them.
    private struct Outcome {
        var elements: [Element]
        var error: (any Error)?
    }

    private let condition = NSCondition()
    private let pump: RecordPump<Element>
    /// Makes each worker's transform (`XMLRecordSequence.makeTransform`).
    private let makeTransform: @Sendable () -> (borrowing XMLRecord) throws -> Element
    private let options: DecodingOptions
    private let workers: Int
    /// The records in one unit, unless they are small (`unitEnd`).
    let unitSize: Int
    /// The most units submitted and not yet delivered.
    let maxInFlight: Int
    private let watch: QueueWatch?

    // Guarded by `condition`.
    private var queue: [Unit] = []
    private var submitted = 0
    /// The sequence number of the next unit to deliver.
    private var due = 0
    /// Units decoded and not yet delivered, by sequence number (the reorder buffer).
    private var finished: [Int: Outcome] = [:]
    /// Units submitted and neither delivered nor dropped.
    private var inFlight = 0
    /// A worker is handing units to the pump (the turn).
    private var delivering = false
    /// The earliest unit whose decode threw: no unit after it is delivered.
    private var failedAt: Int?
    /// Its error, once every record before it was delivered.
    private var failure: (any Error)?
    /// The consumer went away: everything stops.
    private var gone = false
    /// The parser submits no more units.
    private var closed = false
    private var running = 0
    /// Who waits on `condition`: the parser for room, and workers for units.
    private var parserWaits = false
    private var idleWorkers = 0

    /// - parameter workers: How many threads decode (at least 2: with 1, the parser thread
    ///   decodes itself and no `RecordWorkers` is made).
    init(
        workers: Int, pump: RecordPump<Element>, options: DecodingOptions, watch: QueueWatch?,
        makeTransform: @escaping @Sendable () -> (borrowing XMLRecord) throws -> Element
    ) {
        self.workers = max(1, workers)
        self.pump = pump
        self.options = options
        self.makeTransform = makeTransform
        self.watch = watch
        unitSize = max(1, pump.capacity / 2)
        maxInFlight = 2 * self.workers
    }

    /// Starts the worker threads, counted by `counter` (`StreamThreads`).
    func start(counter: ThreadCounter?) {
        condition.withLock { running = workers }
        for _ in 0 ..< workers {
            StreamThreads.start("Xylem record decoder", counter: counter) { self.work() }
        }
    }

    // MARK: - The parser thread

    /// Queues `records` (held records of one hand-over, with their indices) for decoding, with
    /// the document they live in, waiting while `maxInFlight` units are in flight. Returns
    /// false when the parse should stop: a record failed, or the consumer went away.
    func submit(_ document: Document, _ records: [(element: Int32, index: Int)]) -> Bool {
        var start = records.startIndex
        while start < records.endIndex {
            let end = unitEnd(from: start, of: records, in: document)
            condition.lock()
            while inFlight >= maxInFlight && !gone && failedAt == nil {
                parserWaits = true
                condition.wait()
            }
            parserWaits = false
            guard !gone && failedAt == nil else {
                condition.unlock()
                return false
            }
            queue.append(Unit(sequence: submitted, document: document, records: records[start ..< end]))
            submitted += 1
            inFlight += 1
            watch?.note(inFlight)
            // Only workers wait here while the parser submits: one unit, one worker.
            if idleWorkers > 0 { condition.signal() }
            condition.unlock()
            start = end
        }
        return true
    }

    /// Where the unit that begins at `start` ends: after `unitSize` records, or later for
    /// small records, until the unit holds about `unitBytes` of document (a unit must be worth
    /// waking a thread for: a GPX point decodes in about a third of a microsecond).
    private func unitEnd(
        from start: Int, of records: [(element: Int32, index: Int)], in document: Document
    ) -> Int {
        var end = start
        var bytes = 0
        while end < records.endIndex && (end - start < unitSize || bytes < Self.unitBytes) {
            bytes += Self.size(of: records[end].element, in: document)
            end += 1
        }
        return end
    }

    /// About how many bytes of document a unit of small records holds.
    static var unitBytes: Int { 64 * 1024 }

    /// About the size of `element`'s subtree in `document`: its element records and its text.
    @inline(__always)
    private static func size(of element: Int32, in document: Document) -> Int {
        let record = document.elements[Int(element)]
        let next = Int(record.end)
        let textEnd = next < document.elements.count ? Int(document.elements[next].textStart) : document.text.count
        return (next - Int(element)) * MemoryLayout<ElementRecord>.stride + max(0, textEnd - Int(record.textStart))
    }

    /// Whether parsing should go on (asked before each chunk of input is read): false once a
    /// record failed or the consumer went away.
    var proceeds: Bool {
        if pump.isCancelled { return false }
        return condition.withLock { !gone && failedAt == nil }
    }

    /// Parsing is over with `parsed` (its error, or success): waits for the workers to deliver
    /// what is due and end, and returns what the loop gets after the last record.
    func finish(_ parsed: Result<Void, any Error>) -> Result<Void, any Error> {
        condition.lock()
        defer { condition.unlock() }
        closed = true
        condition.broadcast()
        while running > 0 { condition.wait() }
        if gone { return .failure(CancellationError()) }
        if let failure { return .failure(failure) }
        return parsed
    }

    // MARK: - The workers

    private func work() {
        let session = DecodingSession(options: options)
        let transform = makeTransform()
        while let unit = next() {
            complete(unit.sequence, decode(unit, session: session, transform: transform))
        }
        condition.withLock {
            running -= 1
            condition.broadcast()
        }
    }

    /// The next unit to decode; nil once the parser is done and the queue empty, or the
    /// consumer gone. Units after a failed one are dropped.
    private func next() -> Unit? {
        condition.lock()
        defer { condition.unlock() }
        while true {
            if gone { return nil }
            if !queue.isEmpty {
                let unit = queue.removeFirst()
                if let failedAt, unit.sequence > failedAt {
                    inFlight -= 1
                    wakeParser()
                    continue
                }
                return unit
            }
            if closed { return nil }
            idleWorkers += 1
            condition.wait()
            idleWorkers -= 1
        }
    }

    private func decode(
        _ unit: Unit, session: DecodingSession, transform: (borrowing XMLRecord) throws -> Element
    ) -> Outcome {
        let decoder = DocumentDecoder.forRecords(of: unit.document, session: session)
        defer { decoder.finish() }
        var outcome = Outcome(elements: [], error: nil)
        outcome.elements.reserveCapacity(unit.records.count)
        for (element, index) in unit.records {
            let record = XMLRecord(index: index, element: element, decoder: decoder)
            do {
                outcome.elements.append(try transform(record))
            } catch {
                outcome.error = error
                break
            }
        }
        return outcome
    }

    /// Wakes the parser if it waits for room (lock held). Idle workers wake with it: the one
    /// condition serves both, and the parser waits only while every unit is taken.
    private func wakeParser() {
        if parserWaits { condition.broadcast() }
    }

    /// Stores a decoded unit, and delivers every unit due unless another worker is doing so.
    private func complete(_ sequence: Int, _ outcome: Outcome) {
        condition.lock()
        defer { condition.unlock() }
        if gone || failure != nil || failedAt.map({ sequence > $0 }) == true {
            inFlight -= 1
            wakeParser()
            return
        }
        if outcome.error != nil {
            failedAt = sequence
            wakeParser()  // it stops
        }
        finished[sequence] = outcome
        guard !delivering else { return }
        delivering = true
        while !gone && failure == nil, let ready = finished.removeValue(forKey: due) {
            condition.unlock()
            let accepted = pump.putAll(ready.elements)
            condition.lock()
            due += 1
            inFlight -= 1
            if !accepted {
                gone = true
                condition.broadcast()  // idle workers end
            } else if let error = ready.error {
                failure = error
            }
            wakeParser()
        }
        if gone || failure != nil {
            inFlight -= finished.count
            finished.removeAll()
        }
        delivering = false
    }
}

extension RecordWorkers {
    /// The workers for one iteration of `sequence`, started, or nil when its decoder's
    /// `recordConcurrency` is 1 (the parser thread decodes the records itself).
    static func forSequence(
        _ sequence: XMLRecordSequence<Element>, pump: RecordPump<Element>
    ) -> RecordWorkers? {
        let options = sequence.decoder.options
        guard options.recordConcurrency > 1 else { return nil }
        let workers = RecordWorkers(
            workers: options.recordConcurrency, pump: pump, options: options, watch: options.recordQueueWatch,
            makeTransform: sequence.makeTransform)
        workers.start(counter: options.threadCounter)
        return workers
    }
}
