// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
@testable import Xylem

private typealias Point = StreamingFixtures.Point
private let pointPath = "gpx/trk/trkseg/trkpt"

/// `XMLDecoder.recordConcurrency`: records decoded on several threads arrive as with one, in
/// order, with the same error after the same records, and the workers stop with the loop.
@Suite("Streaming (records on every core)", .serialized, .bothParsers, OwnParserThreads())
struct StreamingParallelTests {
    /// What a sequence delivered: the records, then its error (nil at a normal end).
    private struct Outcome<Element> {
        var elements: [Element] = []
        var error: (any Error)?
    }

    private func read<Element: Sendable>(
        _ records: XMLRecordSequence<Element>
    ) async -> Outcome<Element> {
        var outcome = Outcome<Element>()
        do {
            for try await element in records { outcome.elements.append(element) }
        } catch {
            outcome.error = error
        }
        return outcome
    }

    private func decoder(_ concurrency: Int) -> XMLDecoder {
        let decoder = XMLDecoder.underTest()
        decoder.recordConcurrency = concurrency
        return decoder
    }

    /// Waits (up to 5 s) for the parser and decoding threads this test started to end.
    private func threadsEnd() async throws -> Bool {
        for _ in 0 ..< 500 {
            if OwnParserThreads.running == 0 { return true }
            try await Task.sleep(nanoseconds: 10_000_000)
        }
        return false
    }

    /// Busy work that takes long for some records and none for others, so that the workers
    /// finish their units out of order.
    private static func unevenWork(_ index: Int) -> Int {
        let rounds = index % 97 == 0 ? 50_000 : index % 5 == 0 ? 1_000 : 0
        var value = index
        for round in 0 ..< rounds { value = value &* 31 &+ round }
        return value
    }

    @Test func theDefaultIsOneThreadPerProcessorAndOneMeansTheParserThreadAlone() async throws {
        #expect(XMLDecoder.underTest().recordConcurrency == ProcessInfo.processInfo.activeProcessorCount)
        let data = Data(StreamingFixtures.gpx(points: 300).utf8)
        for concurrency in [1, 0, -3] {
            let watch = QueueWatch()
            let watched = decoder(concurrency)
            watched.recordQueueWatch = watch
            let outcome = await read(watched.records(Point.self, at: pointPath, from: .data(data)))
            #expect(outcome.elements == (0 ..< 300).map(StreamingFixtures.point))
            #expect(watch.mostInFlight == 0)  // no units: the parser thread decoded them
        }
        #expect(try await threadsEnd())
    }

    @Test(arguments: [2, 3, 8])
    func manyRecordsOfUnevenCostArriveInDocumentOrder(concurrency: Int) async throws {
        let count = 20_000
        let url = try StreamingFixtures.temporaryFile(StreamingFixtures.gpx(points: count))
        for bufferSize in [1, 7, 64] {
            let records = decoder(concurrency).records(at: pointPath, from: .file(url), bufferSize: bufferSize) {
                record in (record.index, Self.unevenWork(record.index), try record.decode(Point.self))
            }
            var seen = 0
            for try await (index, work, point) in records {
                #expect(index == seen && work == Self.unevenWork(seen) && point == StreamingFixtures.point(seen))
                seen += 1
            }
            #expect(seen == count)
        }
        #expect(try await threadsEnd())
    }

    @Test(arguments: [2, 4])
    func aRecordThatDoesNotDecodeEndsTheSequenceAsWithOneThread(concurrency: Int) async throws {
        for bad in [0, 1, 777, 5_000, 11_999] {
            let data = Data(StreamingFixtures.gpx(points: 12_000, bad: bad).utf8)
            let one = await read(decoder(1).records(Point.self, at: pointPath, from: .data(data)))
            let many = await read(decoder(concurrency).records(Point.self, at: pointPath, from: .data(data)))
            #expect(many.elements == (0 ..< bad).map(StreamingFixtures.point))
            #expect(many.elements == one.elements)
            let error = try #require(many.error as? XMLRecordError)
            #expect(error.index == bad && error.line == StreamingFixtures.line(ofPoint: bad))
            #expect("\(error)" == "\(try #require(one.error))")
        }
        #expect(try await threadsEnd())
    }

    @Test func aTransformsOwnErrorEndsTheSequenceAfterTheRecordsBeforeIt() async throws {
        struct Refused: Error, Equatable { let index: Int }
        let data = Data(StreamingFixtures.gpx(points: 6_000).utf8)
        for failing in [3, 2_500, 5_999] {
            let outcome = await read(
                decoder(2).records(at: pointPath, from: .data(data), bufferSize: 16) { record in
                    if record.index == failing || record.index == failing + 1 { throw Refused(index: record.index) }
                    _ = Self.unevenWork(record.index)
                    return try record.decode(Point.self)
                })
            #expect(outcome.elements == (0 ..< failing).map(StreamingFixtures.point))
            #expect(outcome.error as? Refused == Refused(index: failing))
        }
        #expect(try await threadsEnd())
    }

    @Test(arguments: [2, 3])
    func malformedXMLAfterARecordEndsTheSequenceAsWithOneThread(concurrency: Int) async throws {
        let text = StreamingFixtures.gpx(points: 8_000)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        for broken in [0, 100, 4_321, 7_999] {
            // The point's line loses its end tag's `>`: everything before it is well-formed.
            var damaged = lines
            let line = StreamingFixtures.line(ofPoint: broken) - 1
            damaged[line] = damaged[line].replacing("</trkpt>", with: "</trkpt")
            let data = Data(damaged.joined(separator: "\n").utf8)
            let one = await read(decoder(1).records(Point.self, at: pointPath, from: .data(data)))
            let many = await read(decoder(concurrency).records(Point.self, at: pointPath, from: .data(data)))
            #expect(many.elements == (0 ..< broken).map(StreamingFixtures.point))
            #expect(many.elements == one.elements)
            guard case .dataCorrupted(let context) = try #require(many.error as? DecodingError) else {
                Issue.record("Expected DecodingError.dataCorrupted, got \(String(describing: many.error))")
                continue
            }
            #expect(context.underlyingError is XMLSyntaxError)
            #expect("\(many.error!)" == "\(one.error!)")
        }
        #expect(try await threadsEnd())
    }

    @Test func aBadRecordBeforeMalformedXMLWinsAsWithOneThread() async throws {
        var text = StreamingFixtures.gpx(points: 5_000, bad: 1_200)
        text = text.replacing("</trkseg>", with: "</trksegment>")
        let data = Data(text.utf8)
        let one = await read(decoder(1).records(Point.self, at: pointPath, from: .data(data)))
        let many = await read(decoder(2).records(Point.self, at: pointPath, from: .data(data)))
        #expect(many.elements == (0 ..< 1_200).map(StreamingFixtures.point))
        #expect(many.elements == one.elements)
        #expect((many.error as? XMLRecordError)?.index == 1_200)
        #expect((one.error as? XMLRecordError)?.index == 1_200)
        #expect(try await threadsEnd())
    }

    @Test func leavingTheLoopOrCancellingStopsTheWorkers() async throws {
        let url = try StreamingFixtures.temporaryFile(StreamingFixtures.gpx(points: 100_000))
        let decoded = SharedCounter()
        var seen = 0
        let records = decoder(2).records(at: pointPath, from: .file(url), bufferSize: 16) { record in
            decoded.increment()
            return try record.decode(Point.self)
        }
        for try await point in records {
            #expect(point == StreamingFixtures.point(seen))
            seen += 1
            if seen == 1_000 { break }
        }
        #expect(try await threadsEnd())
        #expect(StreamingFixtures.openDescriptors(of: url) == 0)
        #expect(decoded.current < 20_000)  // stopped within its units, not at the end

        let consumer = Task {
            var seen = 0
            for try await _ in decoder(3).records(Point.self, at: pointPath, from: .file(url), bufferSize: 4) {
                seen += 1
                try await Task.sleep(nanoseconds: 1_000_000)
            }
            return seen
        }
        try await Task.sleep(nanoseconds: 50_000_000)
        consumer.cancel()
        await #expect(throws: CancellationError.self) { try await consumer.value }
        #expect(try await threadsEnd())
        #expect(StreamingFixtures.openDescriptors(of: url) == 0)
    }

    @Test(arguments: [2, 3])
    func aSlowLoopHoldsTheWorkersAndTheParserBack(concurrency: Int) async throws {
        let bufferSize = 8
        let decoded = SharedCounter()
        let watch = QueueWatch()
        var consumed = 0
        var mostAhead = 0
        // Records of about 20 KiB: a unit is `bufferSize / 2` of them (64 KiB of document or more).
        let data = Data(StreamingFixtures.gpx(points: 200, padding: 20_000, paddingInside: true).utf8)
        let watched = decoder(concurrency)
        watched.recordQueueWatch = watch
        let records = watched.records(at: pointPath, from: .data(data), bufferSize: bufferSize) { record in
            decoded.increment()
            return try record.decode(Point.self)
        }
        for try await _ in records {
            consumed += 1
            mostAhead = max(mostAhead, decoded.current - consumed)
            if consumed == 1 {
                // The loop holds the first record until the workers have filled the queue (on a
                // loaded machine a few sleeps may not be enough for that; a broken queue never
                // fills, and the bound below says so after 5 s).
                let deadline = Date().addingTimeInterval(5)
                while watch.mostInFlight < 2 && Date() < deadline { try await Task.sleep(nanoseconds: 1_000_000) }
                mostAhead = max(mostAhead, decoded.current - consumed)
            }
            if consumed % 25 == 0 { try await Task.sleep(nanoseconds: 2_000_000) }
        }
        #expect(consumed == 200)
        // At most two units per worker are queued, decoding or waiting for the loop.
        #expect(watch.mostInFlight <= 2 * concurrency)
        #expect(watch.mostInFlight >= 2)
        // Decoded and not consumed: the loop's buffer (less one record, plus a unit), and the
        // units in flight.
        let unit = bufferSize / 2
        #expect(mostAhead <= bufferSize - 1 + unit + 2 * concurrency * unit)
        #expect(try await threadsEnd())
    }

    @Test func smallRecordsAreDecodedInUnitsOfAbout64KiB() async throws {
        let watch = QueueWatch()
        let data = Data(StreamingFixtures.gpx(points: 30_000).utf8)
        let decoded = SharedCounter()
        var consumed = 0
        var mostAhead = 0
        let watched = decoder(2)
        watched.recordQueueWatch = watch
        let records = watched.records(at: pointPath, from: .data(data), bufferSize: 2) { record in
            decoded.increment()
            return try record.decode(Point.self)
        }
        for try await _ in records {
            consumed += 1
            mostAhead = max(mostAhead, decoded.current - consumed)
            if consumed % 3_000 == 0 { try await Task.sleep(nanoseconds: 20_000_000) }
        }
        #expect(consumed == 30_000)
        #expect(watch.mostInFlight <= 4)
        // A point is about 80 bytes of document: a unit is 64 KiB of them (about 800), so the
        // loop waits for the workers about once per unit, not once per record; decoded ahead
        // are at most the loop's buffer (1 record and a unit) and 4 units.
        #expect(mostAhead > 100)
        #expect(mostAhead < 1 + 5 * (64 * 1024 / 64 + 1))
        #expect(try await threadsEnd())
    }

    @MainActor @Test func aMainActorLoopGetsEveryRecord() async throws {
        let data = Data(StreamingFixtures.gpx(points: 5_000).utf8)
        var points: [Point] = []
        for try await point in decoder(2).records(Point.self, at: pointPath, from: .data(data)) {
            MainActor.assertIsolated()
            points.append(point)
        }
        #expect(points == (0 ..< 5_000).map(StreamingFixtures.point))
    }
}
