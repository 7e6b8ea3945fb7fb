// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The records at a path, as an `AsyncSequence`: `for try await point in decoder.records(...)`.
///
/// Iterating starts a dedicated parser thread (Swift's cooperative pool is never blocked) and
/// `XMLDecoder.recordConcurrency` threads that decode the records it reads, at most
/// `bufferSize` records ahead of the loop and two units of records per thread (see
/// `recordConcurrency`): a slow loop holds the parser back instead of letting records pile
/// up. Records arrive in document order whatever thread decoded them. Leaving the loop (`break`, `return`, a thrown error) or
/// cancelling its task stops the parser within one record or one 128 KiB chunk and closes the
/// input; the thread then ends. Each iteration parses the input again (a `URLRequest` is sent
/// again). A sequence over an `InputStream`, an async sequence of bytes or an `XMLByteFeed` is
/// single-pass, since these can be read once: a second iteration throws `XMLStreamReuseError`
/// from its first `next()`.
///
/// Errors arrive after every record before them: a record that does not decode throws
/// `XMLRecordError` from `next()`, malformed XML throws `DecodingError.dataCorrupted`.
public struct XMLRecordSequence<Element: Sendable>: AsyncSequence, Sendable {
    let decoder: XMLDecoder
    let source: SourceBox
    let path: String
    let bufferSize: Int
    let progress: (@Sendable (XMLStreamProgress) -> Void)?
    /// Makes the transform of one thread that decodes records, once per thread and iteration:
    /// a transform with a cache (the JSON writer's name tables, `jsonRecords`) keeps it to
    /// itself, and sees the documents of one parse only.
    let makeTransform: @Sendable () -> (borrowing XMLRecord) throws -> Element

    /// What the latest iteration whose parser read the input to its end decoded (nil before
    /// one has; a loop left early may or may not have let the parser finish): after a loop that
    /// got no records, `summary?.unmatchedPaths` says whether the path matched nothing, which
    /// step never matched, and what names were there instead.
    public var summary: XMLStreamSummary? { source.lastSummary }

    /// Starts nothing yet: the parser thread starts at the first `next()`.
    public func makeAsyncIterator() -> Iterator {
        Iterator(run: Run(sequence: self))
    }

    /// Hands out the records; dropping it stops the parser.
    public struct Iterator: AsyncIteratorProtocol {
        let run: Run
        /// The records taken from the pump at once, handed out one by one.
        private var batch: [Element] = []
        private var position = 0

        init(run: Run) {
            self.run = run
        }

        /// The next record, or nil after the last one.
        public mutating func next() async throws -> Element? {
            if let ready = nextInBatch() { return ready }
            return refill(try await run.pump.nextBatch())
        }

        /// The next record, or nil after the last one, without leaving the caller's actor
        /// while records taken from the parser are at hand: a `for try await` loop on the main
        /// actor (or any actor) hops to wait for the parser once per batch, not once per record
        /// (`next()` is nonisolated, and each call from an actor hops off it and back).
        @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
        public mutating func next(isolation actor: isolated (any Actor)?) async throws(any Error) -> Element? {
            if let ready = nextInBatch() { return ready }
            return refill(try await run.pump.nextBatch())
        }

        private mutating func nextInBatch() -> Element? {
            if position < batch.count {
                defer { position += 1 }
                return batch[position]
            }
            run.startIfNeeded()
            batch = []
            position = 0
            return nil
        }

        private mutating func refill(_ next: [Element]?) -> Element? {
            guard let next else { return nil }
            batch = next
            position = 1
            return next[0]
        }
    }

    /// One iteration's parser and pump; stops the parser when the iterator goes away.
    final class Run {
        let pump: RecordPump<Element>
        private let sequence: XMLRecordSequence
        private var started = false

        init(sequence: XMLRecordSequence) {
            self.sequence = sequence
            self.pump = RecordPump(capacity: sequence.bufferSize)
        }

        deinit { pump.cancel() }

        func startIfNeeded() {
            guard !started else { return }
            started = true
            let pump = self.pump
            let sequence = self.sequence
            StreamThreads.start(counter: sequence.decoder.threadCounter) {
                let workers = RecordWorkers.forSequence(sequence, pump: pump)
                let result: Result<Void, any Error>
                var source: ByteSource?
                do {
                    let route: Route
                    if let workers {
                        route = .fannedOut { document, records in workers.submit(document, records) }
                    } else {
                        let transform = sequence.makeTransform()
                        route = .record { record in
                            guard pump.put(try transform(record)) else { throw ConsumerGone() }
                        }
                    }
                    let taken = try sequence.source.take()
                    source = taken
                    // A parser waiting for bytes that arrive over time is woken when the loop goes.
                    if case .channel(let channel) = taken { pump.onCancel { channel.cancel() } }
                    let run = try StreamRunner.run(
                        taken, decoder: sequence.decoder,
                        routes: [(sequence.path, route)], progress: sequence.progress,
                        beforeRead: { workers?.proceeds ?? pump.flush() })
                    if run.completed { sequence.source.lastSummary = run.summary }
                    result = .success(())
                } catch is ConsumerGone {
                    result = .success(())
                } catch {
                    result = .failure(error)
                }
                // With workers, the outcome is theirs until every record submitted is delivered.
                let outcome = workers?.finish(result) ?? result
                source?.closeChannel()
                pump.finish(outcome.mapError { source?.failure(replacing: $0) ?? $0 })
            }
        }
    }
}

/// Thrown inside the parser thread when the consumer has gone away.
private struct ConsumerGone: Error {}

// MARK: - Creating record sequences

extension XMLDecoder {
    /// The elements at `path` in `input`, decoded as `T`, as an async sequence, parsed on a
    /// parser thread while the loop runs:
    ///
    /// ```
    /// for try await point in decoder.records(TrackPoint.self, at: "gpx/trk/trkseg/trkpt", from: .file(url)) {
    ///     ...
    /// }
    /// ```
    ///
    /// Each record is handed over as soon as its end tag is read, while the rest of the input is
    /// still being read (or downloaded). Leaving the loop or cancelling its task stops the parse
    /// (and the download). Iterating the sequence again reads the input again (a file, data, a
    /// request sent again); a single-pass input (`.stream`, `.bytes`, `.chunks`, `.feed`) throws
    /// `XMLStreamReuseError` then. Errors come after the records before them.
    ///
    /// - parameter type: The record type.
    /// - parameter path: Element names from the root, separated by `/`; `*` matches any one
    ///   name, `|` separates alternatives.
    /// - parameter input: The document.
    /// - parameter bufferSize: The most records decoded ahead of the loop (default 64).
    /// - parameter progress: Called on the parser thread before each chunk is read and once at
    ///   the end.
    /// - returns: A sequence that parses the input each time it is iterated.
    public func records<T: Decodable & Sendable>(
        _ type: T.Type, at path: String, from input: XMLInput,
        bufferSize: Int = 64,
        progress: (@Sendable (XMLStreamProgress) -> Void)? = nil
    ) -> XMLRecordSequence<T> {
        records(at: path, source: input.sourceBox, bufferSize: bufferSize, progress: progress) {
            try $0.decode(type)
        }
    }

    /// The elements at `path` in `input`, each turned into an `Element` by `transform`: to read
    /// a record's index or line, decode an ancestor's attributes, or tell the alternatives of a
    /// path apart:
    ///
    /// ```
    /// enum FeedPart: Sendable { case title(String), item(Item) }
    /// for try await part in decoder.records(at: "rss/channel/title|rss/channel/item", from: .file(url), transform: { record in
    ///     record.name == "title" ? .title(try record.decode(String.self)) : .item(try record.decode(Item.self))
    /// }) { ... }
    /// ```
    ///
    /// - parameter path: The records' path, as in `records(_:at:from:bufferSize:progress:)`.
    /// - parameter input: The document.
    /// - parameter bufferSize: The most records turned into elements ahead of the loop (default 64).
    /// - parameter progress: As in `records(_:at:from:bufferSize:progress:)`.
    /// - parameter transform: Runs for each record on a thread that decodes records (the parser
    ///   thread when `recordConcurrency` is 1), one record at a time per thread; its errors end the
    ///   sequence after the records before it.
    public func records<Element: Sendable>(
        at path: String, from input: XMLInput, bufferSize: Int = 64,
        progress: (@Sendable (XMLStreamProgress) -> Void)? = nil,
        transform: @escaping @Sendable (borrowing XMLRecord) throws -> Element
    ) -> XMLRecordSequence<Element> {
        records(at: path, source: input.sourceBox, bufferSize: bufferSize, progress: progress, transform: transform)
    }

    func records<Element: Sendable>(
        at path: String, source: SourceBox, bufferSize: Int,
        progress: (@Sendable (XMLStreamProgress) -> Void)?,
        transform: @escaping @Sendable (borrowing XMLRecord) throws -> Element
    ) -> XMLRecordSequence<Element> {
        XMLRecordSequence(
            decoder: self, source: source, path: path, bufferSize: bufferSize,
            progress: progress, makeTransform: { transform })
    }
}
