// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
@testable import Xylem

private typealias Point = StreamingFixtures.Point
private let pointPath = "gpx/trk/trkseg/trkpt"

/// `records(...)`: the async sequence, its parser thread and its bounded buffer.
@Suite("Streaming (async)", .serialized, .bothParsers, OwnParserThreads())
struct StreamingAsyncTests {
    /// Waits (up to 5 s) for every record parser thread this test started to end (other
    /// suites' threads, running side by side, are counted apart: `OwnParserThreads`).
    private func parserThreadsEnd() async throws -> Bool {
        for _ in 0 ..< 500 {
            if OwnParserThreads.running == 0 { return true }
            try await Task.sleep(nanoseconds: 10_000_000)
        }
        return false
    }

    @Test func deliversEveryRecordInOrder() async throws {
        let text = StreamingFixtures.gpx(points: 3_000)
        let url = try StreamingFixtures.temporaryFile(text)
        let decoder = XMLDecoder.underTest()
        var fromFile: [Point] = [], fromData: [Point] = [], fromStream: [Point] = []
        for try await point in decoder.records(Point.self, at: pointPath, from: .file(url)) { fromFile.append(point) }
        for try await point in decoder.records(Point.self, at: pointPath, from: .data(Data(text.utf8)), bufferSize: 1) {
            fromData.append(point)
        }
        let stream = try #require(InputStream(url: url))
        for try await point in decoder.records(Point.self, at: pointPath, from: .stream(stream)) {
            fromStream.append(point)
        }
        let expected = (0 ..< 3_000).map(StreamingFixtures.point)
        #expect(fromFile == expected)
        #expect(fromData == expected)
        #expect(fromStream == expected)
        #expect(try await parserThreadsEnd())
    }

    @Test func aStreamSequenceIsSinglePassWhileFileAndDataSequencesRepeat() async throws {
        let text = StreamingFixtures.gpx(points: 200)
        let url = try StreamingFixtures.temporaryFile(text)
        let decoder = XMLDecoder.underTest()
        func count<S: AsyncSequence>(_ sequence: S) async throws -> Int {
            var count = 0
            for try await _ in sequence { count += 1 }
            return count
        }
        let fromStream = decoder.records(Point.self, at: pointPath, from: .stream(try #require(InputStream(url: url))))
        #expect(try await count(fromStream) == 200)
        let reuse = await #expect(throws: XMLStreamReuseError.self) { try await count(fromStream) }
        #expect(reuse?.kind == .alreadyIterated)
        // Two iterations at once: one reads the stream, the other throws at its first record.
        let shared = decoder.records(Point.self, at: pointPath, from: .stream(try #require(InputStream(url: url))))
        func outcome() async -> Result<Int, any Error> {
            do { return .success(try await count(shared)) } catch { return .failure(error) }
        }
        async let first = outcome()
        async let second = outcome()
        let results = await [first, second]
        #expect(results.compactMap { try? $0.get() } == [200])
        #expect(
            results.filter { if case .failure(let error) = $0 { error is XMLStreamReuseError } else { false } }.count
                == 1)

        let fromFile = decoder.records(Point.self, at: pointPath, from: .file(url))
        let fromData = decoder.records(Point.self, at: pointPath, from: .data(Data(text.utf8)))
        for sequence in [fromFile, fromData] {
            #expect(try await count(sequence) == 200)
            #expect(try await count(sequence) == 200)
        }
        #expect(XMLStreamReuseError().description.contains(".file, .data or .request"))
        #expect(try await parserThreadsEnd())
    }

    @Test(.timeLimit(.minutes(1)), arguments: [1, 2, 3, 5, 64])
    func everyBufferSizeDeliversEverythingWithoutDeadlock(bufferSize: Int) async throws {
        let data = Data(StreamingFixtures.gpx(points: 500).utf8)
        for round in 0 ..< 3 {
            var count = 0
            for try await point in XMLDecoder.underTest().records(
                Point.self, at: pointPath, from: .data(data), bufferSize: bufferSize)
            {
                #expect(point == StreamingFixtures.point(count))
                count += 1
                if (count + round) % 7 == 0 { await Task.yield() }
                if round == 2 && count % 50 == 0 { try await Task.sleep(nanoseconds: 200_000) }
            }
            #expect(count == 500)
        }
        #expect(try await parserThreadsEnd())
    }

    @Test func leavingTheLoopStopsTheParserThreadAndClosesTheFile() async throws {
        let url = try StreamingFixtures.temporaryFile(StreamingFixtures.gpx(points: 50_000))
        let decoded = SharedCounter()
        var seen = 0
        let decoder = XMLDecoder.underTest()
        decoder.recordConcurrency = 1  // the parser thread decodes (StreamingParallelTests: more)
        let records = decoder.records(at: pointPath, from: .file(url), bufferSize: 16) { record in
            decoded.increment()
            return try record.decode(Point.self)
        }
        for try await point in records {
            #expect(point == StreamingFixtures.point(seen))
            seen += 1
            // The parser thread, waiting for room in the buffer, counts on this test's counter
            // (`XMLDecoder.underTest()` gave the decoder it): the check after the loop is real.
            if seen == 1 { #expect(OwnParserThreads.running == 1) }
            if seen == 10 { break }
        }
        #expect(try await parserThreadsEnd())
        #expect(StreamingFixtures.openDescriptors(of: url) == 0)
        #expect(decoded.current <= 10 + 16 + 1)  // stopped within the buffer, not at the end
    }

    @Test func cancellingTheTaskStopsTheParser() async throws {
        let url = try StreamingFixtures.temporaryFile(StreamingFixtures.gpx(points: 50_000))
        let consumer = Task {
            var seen = 0
            for try await _ in XMLDecoder.underTest().records(
                Point.self, at: pointPath, from: .file(url), bufferSize: 4)
            {
                seen += 1
                try await Task.sleep(nanoseconds: 1_000_000)
            }
            return seen
        }
        try await Task.sleep(nanoseconds: 50_000_000)
        consumer.cancel()
        await #expect(throws: CancellationError.self) { try await consumer.value }
        #expect(try await parserThreadsEnd())
        #expect(StreamingFixtures.openDescriptors(of: url) == 0)
    }

    @Test func aSlowConsumerHoldsTheParserBack() async throws {
        let bufferSize = 8
        let decoded = SharedCounter()
        var consumed = 0
        var mostAhead = 0
        let data = Data(StreamingFixtures.gpx(points: 400).utf8)
        let decoder = XMLDecoder.underTest()
        decoder.recordConcurrency = 1  // the parser thread decodes (StreamingParallelTests: more)
        let records = decoder.records(at: pointPath, from: .data(data), bufferSize: bufferSize) { record in
            decoded.increment()
            return try record.decode(Point.self)
        }
        for try await _ in records {
            consumed += 1
            mostAhead = max(mostAhead, decoded.current - consumed)
            if consumed % 20 == 0 { try await Task.sleep(nanoseconds: 5_000_000) }
        }
        #expect(consumed == 400)
        // Decoded and not yet consumed: the buffer, plus the one record the parser is holding.
        #expect(mostAhead <= bufferSize + 1)
        #expect(mostAhead >= bufferSize / 2)
    }

    @Test func anErrorArrivesAfterTheRecordsBeforeIt() async throws {
        var delivered: [Point] = []
        do {
            for try await point in XMLDecoder.underTest().records(
                Point.self, at: pointPath, from: .data(Data(StreamingFixtures.gpx(points: 300, bad: 250).utf8)))
            {
                delivered.append(point)
            }
            Issue.record("Expected an error")
        } catch let error as XMLRecordError {
            #expect(error.index == 250)
            #expect(error.line == StreamingFixtures.line(ofPoint: 250))
        }
        #expect(delivered == (0 ..< 250).map(StreamingFixtures.point))
        #expect(try await parserThreadsEnd())
    }

    @Test func malformedInputAndBadPathsThrowFromNext() async throws {
        await #expect(throws: DecodingError.self) {
            for try await _ in XMLDecoder.underTest().records(
                Int.self, at: "a/b", from: .data(Data("<a><b>1</b>".utf8)))
            {}
        }
        await #expect(throws: XMLPathError.self) {
            for try await _ in XMLDecoder.underTest().records(
                Int.self, at: "a//b", from: .data(Data("<a><b>1</b></a>".utf8)))
            {}
        }
        let remote = await #expect(throws: CocoaError.self) {
            for try await _ in XMLDecoder.underTest().records(
                Int.self, at: "a/b", from: .file(URL(string: "https://example.com/a.xml")!))
            {}
        }
        #expect(remote?.code == .fileReadUnsupportedScheme)
        let missing = await #expect(throws: CocoaError.self) {
            for try await _ in XMLDecoder.underTest().records(
                Int.self, at: "a/b", from: .file(URL(fileURLWithPath: "/nonexistent/a.xml")))
            {}
        }
        #expect(missing?.code == .fileReadNoSuchFile)
        #expect(try await parserThreadsEnd())
    }

    @Test func alternativesAndProgressThroughATransform() async throws {
        enum Part: Sendable, Equatable { case name(String), point(Int, Point) }
        let progressReports = SharedCounter()
        let text = StreamingFixtures.gpx(points: 3)
        let parts = XMLDecoder.underTest().records(
            at: "gpx/trk/name|gpx/trk/trkseg/trkpt", from: .data(Data(text.utf8)),
            progress: { _ in progressReports.increment() }
        ) { record in
            record.name == "name"
                ? Part.name(try record.decode(String.self)) : .point(record.index, try record.decode(Point.self))
        }
        var received: [Part] = []
        for try await part in parts { received.append(part) }
        // `index` counts the matches of the whole path, alternatives together.
        #expect(
            received == [
                .name("Pu Si Lung"), .point(1, StreamingFixtures.point(0)),
                .point(2, StreamingFixtures.point(1)), .point(3, StreamingFixtures.point(2)),
            ])
        #expect(progressReports.current >= 2)
    }
}

/// Gives each test its own count of parser threads (`UnderTest.threads`, which the decoders
/// the test makes with `XMLDecoder.underTest()` count their threads on), so that the threads of
/// suites running at the same time do not count as this test's.
struct OwnParserThreads: SuiteTrait, TestTrait, TestScoping {
    var isRecursive: Bool { true }

    func provideScope(
        for test: Test, testCase: Test.Case?,
        performing function: @Sendable () async throws -> Void
    ) async throws {
        guard testCase != nil || !test.isSuite else { return try await function() }
        try await UnderTest.$threads.withValue(ThreadCounter()) {
            try await function()
        }
    }

    /// The threads the current test's decoders started and that have not ended.
    static var running: Int {
        guard let counter = UnderTest.threads else {
            Issue.record("The suite counts its threads without the OwnParserThreads trait")
            return 0
        }
        return counter.count
    }
}
