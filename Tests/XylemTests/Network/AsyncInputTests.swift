// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
@testable import Xylem

private typealias Point = StreamingFixtures.Point
private let pointPath = "gpx/trk/trkseg/trkpt"

/// Async byte input: every entry point reads an `AsyncSequence` of chunks or of `UInt8` with
/// the results and errors of the same document read from a `Data` or a file.
@Suite("Async byte input", .serialized, .bothParsers)
struct AsyncInputTests {
    /// `data` as an async sequence of chunks of `size` bytes, then `error` if one is given.
    static func chunks(_ data: Data, size: Int, error: (any Error)? = nil) -> AsyncThrowingStream<Data, any Error> {
        AsyncThrowingStream { continuation in
            var start = 0
            while start < data.count {
                continuation.yield(data.subdata(in: start ..< min(data.count, start + size)))
                start += size
            }
            continuation.finish(throwing: error)
        }
    }

    /// `data` as an async sequence of `UInt8`.
    static func bytes(_ data: Data) -> AsyncStream<UInt8> {
        AsyncStream { continuation in
            for byte in data { continuation.yield(byte) }
            continuation.finish()
        }
    }

    struct Broken: Error, Equatable { let at: Int }

    @Test(arguments: TestTiers.heavy ? [1, 7, 4_096, 200_000] : [7, 4_096, 200_000])  // 1: heavy
    func recordsEqualThoseOfTheFile(chunkSize: Int) async throws {
        let data = Data(StreamingFixtures.gpx(points: 2_000, padding: 40).utf8)
        let url = try StreamingFixtures.temporaryFile(data, name: "a.gpx")
        let decoder = XMLDecoder.underTest()
        var fromFile: [Point] = [], fromChunks: [Point] = []
        for try await point in decoder.records(Point.self, at: pointPath, from: .file(url)) { fromFile.append(point) }
        for try await point in decoder.records(
            Point.self, at: pointPath, from: .chunks(Self.chunks(data, size: chunkSize)))
        {
            fromChunks.append(point)
        }
        #expect(fromFile.count == 2_000)
        #expect(fromChunks == fromFile)
    }

    @Test func bytesOfAUInt8SequenceGiveTheSameRecords() async throws {
        let data = Data(StreamingFixtures.gpx(points: 700).utf8)
        var points: [Point] = []
        let sequence = XMLDecoder.underTest().records(Point.self, at: pointPath, from: .bytes(Self.bytes(data)))
        for try await point in sequence { points.append(point) }
        #expect(points == (0 ..< 700).map(StreamingFixtures.point))
        #expect(sequence.summary?.recordsRead == 700)
        // Read once, as an InputStream.
        await #expect(throws: XMLStreamReuseError.self) { for try await _ in sequence {} }
    }

    @Test func everyEntryPointMatchesTheDataPath() async throws {
        let text = StreamingFixtures.gpx(points: 300)
        let data = Data(text.utf8)
        let decoder = XMLDecoder.underTest()
        struct Track: Decodable, Equatable {
            let trk: Segments; struct Segments: Decodable, Equatable { let name: String }
        }

        #expect(
            try await decoder.decode(Track.self, from: .chunks(Self.chunks(data, size: 333)))
                == decoder.decode(Track.self, from: data))
        #expect(try await decoder.decode(Track.self, from: .bytes(Self.bytes(data))).trk.name == "Pu Si Lung")

        var each: [Point] = []
        let summary = try await decoder.decodeEach(
            Point.self, at: pointPath, from: .chunks(Self.chunks(data, size: 1_000))
        ) {
            each.append($0)
        }
        let expected = try await decoder.decodeEach(Point.self, at: pointPath, from: .data(data)) { _ in }
        #expect(each == (0 ..< 300).map(StreamingFixtures.point))
        #expect(summary == expected)

        var names: [String] = []
        var reader = XMLStreamReader(decoder: decoder)
        reader.onRecord(at: "gpx/trk/name") { names.append(try $0.decode(String.self)) }
        reader.onRecord(at: "gpx/metadata/name") { names.append(try $0.decode(String.self)) }
        let read = try await reader.read(from: .bytes(Self.bytes(data)))
        #expect(names == ["Generated", "Pu Si Lung"])
        #expect(read.recordsRead == 2)

        let tree = try await XMLTree.underTest(from: .chunks(Self.chunks(data, size: 64)))
        #expect(tree.elementCount == (try XMLTree.underTest(data: data)).elementCount)
        #expect(tree.query(pointPath).count == 300)
        let byteTree = try await XMLTree.underTest(from: .bytes(Self.bytes(data)))
        #expect(byteTree.root.name == "gpx")
    }

    @Test func streamedTextArrivesWhole() async throws {
        let payload = StreamingFixtures.randomBytes(300_000, seed: 28)
        let document = Data(
            "<attachment><name>x.bin</name><base64>\(payload.base64EncodedString(options: .lineLength76Characters))</base64></attachment>"
                .utf8)
        var base64 = Base64StreamDecoder()
        var decoded = Data()
        try await XMLDecoder.underTest().streamText(
            at: "attachment/base64", from: .chunks(Self.chunks(document, size: 10_000))
        ) {
            chunk in
            decoded += try base64.decode(chunk.bytes)
            if chunk.isLast { decoded += try base64.finish() }
        }
        #expect(decoded == payload)
    }

    @Test func malformedXMLFailsAsFromData() async throws {
        let data = Data(StreamingFixtures.gpx(points: 50).utf8.dropLast(20))  // cut inside </trk>
        let decoder = XMLDecoder.underTest()
        func syntaxError(_ body: () async throws -> Void) async -> XMLSyntaxError? {
            do { try await body() } catch let DecodingError.dataCorrupted(context) {
                return context.underlyingError as? XMLSyntaxError
            } catch { Issue.record("unexpected \(error)") }
            return nil
        }
        let fromData = await syntaxError {
            _ = try await decoder.decodeEach(Point.self, at: pointPath, from: .data(data)) { _ in }
        }
        var delivered = 0
        let fromChunks = await syntaxError {
            for try await _ in decoder.records(Point.self, at: pointPath, from: .chunks(Self.chunks(data, size: 100))) {
                delivered += 1
            }
        }
        #expect(delivered == 50)
        #expect(fromChunks != nil)
        #expect(fromChunks?.reason == fromData?.reason)
        #expect(fromChunks?.line == fromData?.line)
        let whole = await syntaxError {
            _ = try await decoder.decode(Point.self, from: .chunks(Self.chunks(data, size: 100)))
        }
        #expect(whole?.reason == fromData?.reason)
    }

    @Test func aRecordThatDoesNotDecodeStopsTheStreamAfterTheOnesBefore() async throws {
        let data = Data(StreamingFixtures.gpx(points: 100, bad: 60).utf8)
        var delivered = 0
        await #expect {
            for try await _ in XMLDecoder.underTest().records(
                Point.self, at: pointPath, from: .chunks(Self.chunks(data, size: 512)))
            {
                delivered += 1
            }
        } throws: { error in
            (error as? XMLRecordError)?.index == 60
                && (error as? XMLRecordError)?.line == StreamingFixtures.line(ofPoint: 60)
        }
        #expect(delivered == 60)
    }

    @Test func theSequencesOwnErrorComesAfterTheRecordsBeforeIt() async throws {
        let data = Data(StreamingFixtures.gpx(points: 400).utf8)
        let cut = data.count / 2
        let sequence = Self.chunks(data.prefix(cut), size: 1_000, error: Broken(at: cut))
        var delivered = 0
        await #expect(throws: Broken(at: cut)) {
            for try await _ in XMLDecoder.underTest().records(Point.self, at: pointPath, from: .chunks(sequence)) {
                delivered += 1
            }
        }
        #expect(delivered > 100 && delivered < 400)
        await #expect(throws: Broken(at: cut)) {
            _ = try await XMLTree.underTest(
                from: .chunks(Self.chunks(data.prefix(cut), size: 1_000, error: Broken(at: cut))))
        }
    }

    @Test func limitsApplyAsToAFile() async throws {
        let deep = Data(
            ("<a>" + String(repeating: "<b>", count: 40) + String(repeating: "</b>", count: 40) + "</a>").utf8)
        let decoder = XMLDecoder.underTest()
        decoder.limits = XMLLimits(maximumDepth: 10)
        await #expect {
            _ = try await decoder.decode([String: String].self, from: .chunks(Self.chunks(deep, size: 5)))
        } throws: { error in
            guard case DecodingError.dataCorrupted(let context) = error else { return false }
            return (context.underlyingError as? XMLSyntaxError)?.limit == .depth
        }
        await #expect {
            _ = try await XMLTree.underTest(
                from: .chunks(Self.chunks(deep, size: 5)), limits: XMLLimits(maximumDepth: 10))
        } throws: { error in
            (error as? XMLSyntaxError)?.limit == .depth
        }
    }

    @Test func aDocumentInAnotherEncodingIsConvertedAsFromData() async throws {
        let text = "<?xml version=\"1.0\" encoding=\"UTF-16\"?><r><name>Été à Hà Nội</name></r>"
        let utf16 = Data([0xFF, 0xFE]) + text.data(using: .utf16LittleEndian)!
        struct R: Decodable { let name: String }
        let decoded = try await XMLDecoder.underTest().decode(R.self, from: .chunks(Self.chunks(utf16, size: 3)))
        #expect(decoded.name == "Été à Hà Nội")
    }

    @Test func aSlowLoopHoldsTheSequenceBack() async throws {
        let track = GeneratedTrack(points: 500_000)  // about 40 MB if it were all pulled
        let started = AsyncStream<Void>.makeStream()
        let consumer = Task {
            var count = 0
            for try await _ in XMLDecoder.underTest().records(Point.self, at: pointPath, from: .chunks(track)) {
                count += 1
                if count == 1 { started.continuation.yield() }
                if count == 1 { try await Task.sleep(nanoseconds: 300_000_000) }
                if count == 2 { try await Task.sleep(nanoseconds: 10_000_000_000) }
            }
            return count
        }
        for await _ in started.stream { break }
        try await Task.sleep(nanoseconds: 200_000_000)
        // Pulled while the loop sleeps: the channel (512 KiB) and the records decoded ahead.
        let pulled = track.bytesPulled
        #expect(pulled > 0 && pulled < 2 * 1024 * 1024)
        consumer.cancel()
        await #expect(throws: CancellationError.self) { _ = try await consumer.value }
        // The producer, waiting for room, stopped: nothing more is pulled.
        try await Task.sleep(nanoseconds: 100_000_000)
        #expect(track.bytesPulled == pulled)
    }

    @Test func cancellingTheLoopCancelsTheTaskThatWaitsForTheSequence() async throws {
        let (stream, continuation) = AsyncStream<Data>.makeStream()
        let ended = AsyncStream<AsyncStream<Data>.Continuation.Termination>.makeStream()
        continuation.onTermination = { reason in ended.continuation.yield(reason) }
        continuation.yield(Data(StreamingFixtures.gpx(points: 10).utf8.prefix(700)))  // and no more
        let started = AsyncStream<Void>.makeStream()
        let consumer = Task {
            for try await _ in XMLDecoder.underTest().records(Point.self, at: pointPath, from: .chunks(stream)) {
                started.continuation.yield()
            }
        }
        for await _ in started.stream { break }
        consumer.cancel()
        await #expect(throws: CancellationError.self) { try await consumer.value }
        var reason: AsyncStream<Data>.Continuation.Termination?
        for await termination in ended.stream {
            reason = termination
            break
        }
        #expect(reason == .cancelled)
    }
}

/// A GPX track generated as it is iterated, in chunks of 100 points, that counts what was
/// pulled.
private final class GeneratedTrack: AsyncSequence, @unchecked Sendable {
    typealias Element = [UInt8]
    private let points: Int
    private let lock = NSLock()
    private var pulled = 0

    init(points: Int) {
        self.points = points
    }

    var bytesPulled: Int { lock.withLock { pulled } }

    struct AsyncIterator: AsyncIteratorProtocol {
        let track: GeneratedTrack
        /// The next point to write; -1 before the start tags, `Int.max` after the end tags.
        var position = -1

        mutating func next() async throws -> [UInt8]? {
            let text: String
            if position < 0 {
                text = "<gpx><trk><trkseg>"
                position = 0
            } else if position < track.points {
                let end = Swift.min(track.points, position + 100)
                text = (position ..< end).map { index in
                    let p = StreamingFixtures.point(index)
                    return "<trkpt lat=\"\(p.lat)\" lon=\"\(p.lon)\"><ele>\(p.ele)</ele></trkpt>\n"
                }.joined()
                position = end
            } else if position < Int.max {
                text = "</trkseg></trk></gpx>"
                position = Int.max
            } else {
                return nil
            }
            let bytes = Array(text.utf8)
            track.lock.withLock { track.pulled += bytes.count }
            return bytes
        }
    }

    func makeAsyncIterator() -> AsyncIterator { AsyncIterator(track: self) }
}
