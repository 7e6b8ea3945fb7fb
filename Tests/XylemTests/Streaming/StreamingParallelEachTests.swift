// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
@testable import Xylem

private typealias Point = StreamingFixtures.Point
private let pointPath = "gpx/trk/trkseg/trkpt"

/// `decodeEach` with `XMLDecoder.recordConcurrency` above 1: it reads through a record sequence
/// (a parser thread, decoding threads), and its body sees what it sees with 1: the same
/// records in document order, the same summary, the same error after the same records.
@Suite("Streaming (decodeEach on every core)", .serialized, .bothParsers, OwnParserThreads())
struct StreamingParallelEachTests {
    /// What a `decodeEach` call delivered: the records, then its summary or its error.
    private struct Outcome {
        var points: [Point] = []
        var summary: XMLStreamSummary?
        var error: (any Error)?
    }

    private func each(
        _ concurrency: Int, _ input: XMLInput, progress: ((XMLStreamProgress) -> Void)? = nil,
        stopAt stop: Int? = nil
    ) async -> Outcome {
        struct Stop: Error {}
        let decoder = XMLDecoder.underTest()
        decoder.recordConcurrency = concurrency
        var outcome = Outcome()
        do {
            outcome.summary = try await decoder.decodeEach(Point.self, at: pointPath, from: input, progress: progress) {
                if outcome.points.count == stop { throw Stop() }
                outcome.points.append($0)
            }
        } catch {
            outcome.error = error
        }
        return outcome
    }

    /// Runs `body` with a watch on the record units in flight (none: the calling thread or the
    /// parser thread decoded every record).
    private func watching(_ body: () async throws -> Void) async rethrows -> Int {
        let watch = QueueWatch()
        try await UnderTest.$recordQueueWatch.withValue(watch) {
            try await body()
        }
        return watch.mostInFlight
    }

    private func threadsEnd() async throws -> Bool {
        for _ in 0 ..< 500 {
            if OwnParserThreads.running == 0 { return true }
            try await Task.sleep(nanoseconds: 10_000_000)
        }
        return false
    }

    @Test(arguments: [2, 3])
    func everyRecordArrivesInDocumentOrderWithTheSameSummary(concurrency: Int) async throws {
        let count = 20_000
        let text = StreamingFixtures.gpx(points: count)
        let url = try StreamingFixtures.temporaryFile(text)
        for input in [XMLInput.file(url), .data(Data(text.utf8))] {
            let one = await each(1, input)
            var many = Outcome()
            let units = await watching { many = await each(concurrency, input) }
            #expect(units >= 2)  // decoded in units on the workers
            #expect(many.error == nil)
            #expect(many.points == (0 ..< count).map(StreamingFixtures.point))
            let summary = try #require(many.summary)
            #expect(summary.recordsRead == count && summary.bytesRead == text.utf8.count)
            #expect(summary.description == one.summary?.description)
        }
        #expect(try await threadsEnd())
        #expect(StreamingFixtures.openDescriptors(of: url) == 0)
    }

    @Test func oneThreadANonSendableTypeOrAProgressClosureDecodesOnTheCallingThread() async throws {
        let data = Data(StreamingFixtures.gpx(points: 3_000).utf8)
        for concurrency in [1, 0] {
            var outcome = Outcome()
            #expect(await watching { outcome = await each(concurrency, .data(data)) } == 0)
            #expect(outcome.points == (0 ..< 3_000).map(StreamingFixtures.point))
        }
        // A record type that is not `Sendable` is decoded where `body` runs.
        final class Box: Decodable {
            let lat: Double
        }
        let decoder = XMLDecoder.underTest()
        decoder.recordConcurrency = 2
        var lats: [Double] = []
        let units = await watching {
            _ = try? await decoder.decodeEach(Box.self, at: pointPath, from: .data(data)) { lats.append($0.lat) }
        }
        #expect(units == 0)
        #expect(lats == (0 ..< 3_000).map { StreamingFixtures.point($0).lat })
        var reports = 0
        var outcome = Outcome()
        #expect(await watching { outcome = await each(2, .data(data), progress: { _ in reports += 1 }) } == 0)
        #expect(outcome.points.count == 3_000 && reports > 0)
        #expect(try await threadsEnd())
    }

    @Test(arguments: [2, 4])
    func aRecordThatDoesNotDecodeEndsTheCallAsWithOneThread(concurrency: Int) async throws {
        for bad in [0, 777, 11_999] {
            let data = Data(StreamingFixtures.gpx(points: 12_000, bad: bad).utf8)
            let one = await each(1, .data(data))
            let many = await each(concurrency, .data(data))
            #expect(many.points == (0 ..< bad).map(StreamingFixtures.point))
            #expect(many.points == one.points)
            let error = try #require(many.error as? XMLRecordError)
            #expect(error.index == bad && error.line == StreamingFixtures.line(ofPoint: bad))
            #expect("\(error)" == "\(try #require(one.error))")
        }
        #expect(try await threadsEnd())
    }

    @Test func malformedXMLAfterARecordEndsTheCallAsWithOneThread() async throws {
        let text = StreamingFixtures.gpx(points: 8_000)
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let line = StreamingFixtures.line(ofPoint: 4_321) - 1
        lines[line] = lines[line].replacing("</trkpt>", with: "</trkpt")
        let data = Data(lines.joined(separator: "\n").utf8)
        let one = await each(1, .data(data))
        let many = await each(2, .data(data))
        #expect(many.points == (0 ..< 4_321).map(StreamingFixtures.point))
        guard case .dataCorrupted(let context) = try #require(many.error as? DecodingError) else {
            Issue.record("Expected DecodingError.dataCorrupted, got \(String(describing: many.error))")
            return
        }
        #expect(context.underlyingError is XMLSyntaxError)
        #expect("\(many.error!)" == "\(one.error!)")
        #expect(try await threadsEnd())
    }

    @Test func theBodysErrorStopsTheParseAndClosesTheFile() async throws {
        let url = try StreamingFixtures.temporaryFile(StreamingFixtures.gpx(points: 50_000))
        let outcome = await each(2, .file(url), stopAt: 1_000)
        #expect(outcome.points == (0 ..< 1_000).map(StreamingFixtures.point))
        #expect(outcome.error != nil && outcome.summary == nil)
        #expect(try await threadsEnd())
        #expect(StreamingFixtures.openDescriptors(of: url) == 0)
    }

    @Test func anInvalidPathOrAMissingFileThrowsAsWithOneThread() async throws {
        let data = Data(StreamingFixtures.gpx(points: 10).utf8)
        let decoder = XMLDecoder.underTest()
        decoder.recordConcurrency = 2
        await #expect(throws: XMLPathError.self) {
            try await decoder.decodeEach(Point.self, at: "gpx//trkpt", from: .data(data)) { _ in }
        }
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent("xylem-no-such-\(UUID()).xml")
        let one = await each(1, .file(missing))
        let many = await each(2, .file(missing))
        #expect((many.error as? CocoaError)?.code == .fileReadNoSuchFile)
        #expect((one.error as? CocoaError)?.code == .fileReadNoSuchFile)
        #expect((many.error as? CocoaError)?.filePath == missing.path)
        #expect(try await threadsEnd())
    }
}
