// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@testable import Xylem

private typealias Point = StreamingFixtures.Point
private let pointPath = "gpx/trk/trkseg/trkpt"

extension NetworkSuites {
    /// Straight from a URL: `URLSession` against a real HTTP server on 127.0.0.1 (`LocalHTTPServer`).
    @Suite("Network input", .serialized, .bothParsers)
    struct NetworkInputTests {
        let server: LocalHTTPServer

        init() throws {
            server = try LocalHTTPServer()
        }

        /// A GPX document with `count` points, and its points as the file path reads them.
        private func document(points count: Int, padding: Int = 0) async throws -> (data: Data, points: [Point]) {
            let data = Data(StreamingFixtures.gpx(points: count, padding: padding).utf8)
            let url = try StreamingFixtures.temporaryFile(data, name: "served.gpx")
            var points: [Point] = []
            try await XMLDecoder.underTest().decodeEach(Point.self, at: pointPath, from: .file(url)) {
                points.append($0)
            }
            return (data, points)
        }

        @Test(arguments: [LocalHTTPServer.Response.Framing.contentLength, .chunked])
        func recordsArriveWhileTheDocumentDownloads(framing: LocalHTTPServer.Response.Framing) async throws {
            defer { server.stop() }
            let (data, expected) = try await document(points: 3_000)
            server.serve(
                "/track.gpx",
                .init(body: data, framing: framing, pieceSize: 8 * 1024, pause: 0.002, holdLastPiece: true))
            var points: [Point] = []
            var sentAtFirstRecord: Int?
            for try await point in XMLDecoder.underTest().records(
                Point.self, at: pointPath, from: .request(URLRequest(url: server.url("/track.gpx"))))
            {
                if points.isEmpty {
                    sentAtFirstRecord = server.connections.last?.bodyBytesSent
                    server.openGate()  // the server holds its last piece until now (or 10 s)
                }
                points.append(point)
            }
            #expect(points == expected)
            #expect(try #require(sentAtFirstRecord) < data.count)
            // The client can read the last byte before the server's thread records the end.
            #expect(server.wait { $0.last?.finished == true })
        }

        @Test(arguments: [LocalHTTPServer.Response.Framing.contentLength, .chunked])
        func aDroppedConnectionGivesTheRecordsBeforeItThenAnError(
            framing: LocalHTTPServer.Response.Framing
        ) async throws {
            defer { server.stop() }
            let (data, expected) = try await document(points: 2_000)
            let drop = data.count / 2
            server.serve(
                "/cut.gpx", .init(body: data, framing: framing, pieceSize: 16 * 1024, pause: 0.001, dropAfter: drop))
            let url = server.url("/cut.gpx")
            var points: [Point] = []
            await #expect {
                for try await point in XMLDecoder.underTest().records(
                    Point.self, at: pointPath, from: .request(URLRequest(url: url)))
                {
                    points.append(point)
                }
            } throws: { error in
                guard let error = error as? XMLDownloadError, error.kind == .connectionFailed else { return false }
                return error.urlErrorCode != nil && error.statusCode == nil && error.url == url
                    && error.bytesReceived == drop && error.description.contains(url.absoluteString)
            }
            #expect(points.count > 500 && points.count < 2_000)
            #expect(points == Array(expected.prefix(points.count)))
        }

        @Test func aBodyThatEndsEarlyWithoutFramingIsATruncatedDocument() async throws {
            defer { server.stop() }
            let (data, _) = try await document(points: 1_000)
            server.serve("/short.gpx", .init(body: data, framing: .untilClose, dropAfter: data.count - 100))
            var count = 0
            await #expect {
                for try await _ in XMLDecoder.underTest().records(
                    Point.self, at: pointPath, from: .request(URLRequest(url: server.url("/short.gpx"))))
                {
                    count += 1
                }
            } throws: { error in
                guard case DecodingError.dataCorrupted(let context) = error else { return false }
                return context.underlyingError is XMLSyntaxError
            }
            #expect(count > 990 && count <= 1_000)
        }

        @Test func aStatusOutside200To299IsAnErrorWithTheStatusAndTheURL() async throws {
            defer { server.stop() }
            let missing = server.url("/missing.xml")
            let expected = XMLDownloadError(
                reason: .httpStatus(404), url: missing, bytesReceived: 0, expectedLength: nil)
            await #expect(throws: expected) {
                for try await _ in XMLDecoder.underTest().records(
                    Point.self, at: pointPath, from: .request(URLRequest(url: missing)))
                {}
            }
            await #expect(throws: expected) {
                _ = try await XMLDecoder.underTest().decode(Point.self, from: .request(URLRequest(url: missing)))
            }
            await #expect(throws: expected) {
                _ = try await XMLTree.underTest(from: .request(URLRequest(url: missing)))
            }
            server.serve("/error.xml", .init(body: Data("<oops/>".utf8), status: 503))
            await #expect(
                throws: XMLDownloadError(
                    reason: .httpStatus(503), url: server.url("/error.xml"), bytesReceived: 0,
                    expectedLength: nil)
            ) {
                _ = try await XMLTree.underTest(from: .request(URLRequest(url: server.url("/error.xml"))))
            }
            #expect(expected.kind == .httpStatus && expected.statusCode == 404 && expected.urlErrorCode == nil)
            #expect(expected.description.contains("404") && expected.description.contains(missing.absoluteString))
        }

        @Test func cancellingTheConsumerClosesTheConnection() async throws {
            defer { server.stop() }
            let (data, _) = try await document(points: 50_000)
            server.serve("/long.gpx", .init(body: data, framing: .chunked, pieceSize: 4 * 1024, pause: 0.002))
            let request = URLRequest(url: server.url("/long.gpx"))
            let started = AsyncStream<Void>.makeStream()
            let consumer = Task {
                var count = 0
                for try await _ in XMLDecoder.underTest().records(Point.self, at: pointPath, from: .request(request)) {
                    count += 1
                    if count == 10 { started.continuation.yield() }
                }
                return count
            }
            for await _ in started.stream { break }
            consumer.cancel()
            await #expect(throws: CancellationError.self) { _ = try await consumer.value }
            #expect(server.wait { $0.last?.clientWentAway == true })
            #expect(server.connections.last?.bodyBytesSent ?? 0 < data.count)
        }

        @Test(.heavy) func aSlowConsumerKeepsTheDownloadOutOfMemory() async throws {
            defer { server.stop() }
            let (data, expected) = try await document(points: 20_000, padding: 600)  // about 14 MB
            server.serve("/big.gpx", .init(body: data, pieceSize: 64 * 1024))
            let watch = ChannelWatch()
            var points: [Point] = []
            var sentWhileStalled = 0
            for try await point in XMLDecoder.underTest().records(
                Point.self, at: pointPath, from: watch.input(.request(URLRequest(url: server.url("/big.gpx")))))
            {
                if points.isEmpty {
                    try await Task.sleep(nanoseconds: 1_000_000_000)
                    sentWhileStalled = server.connections.last?.bodyBytesSent ?? 0
                }
                points.append(point)
            }
            #expect(points == expected)
            let channel = try #require(watch.channels.first)
            #if canImport(FoundationNetworking)
            // corelibs: the delegate never waits (that would hold back every transfer of the
            // process), so the server is not held back; what the parser has not reached waits
            // on disk, and memory holds at most the channel's capacity.
            #expect(channel.bytesSpilled > 0)
            #expect(channel.memoryHighWater <= channel.capacity)
            #else
            // The task is suspended: what the server could write is the channel (512 KiB) and
            // the buffers of URLSession and the kernel.
            #expect(sentWhileStalled < 8 * 1024 * 1024)
            #endif
        }

        @Test func theCallersSessionSendsTheRequest() async throws {
            defer { server.stop() }
            let (data, expected) = try await document(points: 200)
            server.serve("/track.gpx", .init(body: data))
            // What only this session's configuration adds to a request.
            let configuration = URLSessionConfiguration.ephemeral
            configuration.httpAdditionalHeaders = ["X-Xylem-Probe": "from-the-callers-configuration"]
            let session = URLSession(configuration: configuration)
            defer { session.finishTasksAndInvalidate() }
            var points: [Point] = []
            let input = XMLInput.request(URLRequest(url: server.url("/track.gpx")), session: session)
            for try await point in XMLDecoder.underTest().records(Point.self, at: pointPath, from: input) {
                points.append(point)
            }
            #expect(points == expected)
            let head = try #require(server.connections.last?.requestHead)
            #expect(head.lowercased().contains("x-xylem-probe: from-the-callers-configuration"))
            // The default session does not send it.
            try await XMLDecoder.underTest().decodeEach(
                Point.self, at: pointPath, from: .request(URLRequest(url: server.url("/track.gpx")))
            ) { _ in }
            #expect(server.connections.last?.requestHead.lowercased().contains("x-xylem-probe") == false)
        }

        /// One download whose records loop has stopped does not hold back another: the second
        /// finishes while the first is still stalled, and the stalled one's memory stays at its
        /// channel's capacity (on Linux the rest waits on disk; on Apple platforms its task is
        /// suspended).
        @Test func aStalledConsumerDoesNotHoldBackAnotherDownload() async throws {
            defer { server.stop() }
            let (data, expected) = try await document(points: 8_000, padding: 200)  // about 3 MB
            server.serve("/stalled.gpx", .init(body: data, pieceSize: 64 * 1024))
            server.serve("/other.gpx", .init(body: data, pieceSize: 64 * 1024))
            let watch = ChannelWatch()
            let (released, release) = AsyncStream<Void>.makeStream()
            let (firstRecord, gotFirstRecord) = AsyncStream<Void>.makeStream()
            let stalled = Task {
                var points: [Point] = []
                let input = watch.input(.request(URLRequest(url: server.url("/stalled.gpx"))))
                for try await point in XMLDecoder.underTest().records(Point.self, at: pointPath, from: input) {
                    if points.isEmpty {
                        gotFirstRecord.yield()
                        for await _ in released { break }  // stalled until the other download is done
                    }
                    points.append(point)
                }
                return points
            }
            // The stalled loop has its first record: its download is under way. (Awaited, not
            // polled: a polling wait would hold one of the two cooperative threads of this machine.)
            let giveUp = Task {
                try await Task.sleep(nanoseconds: 30_000_000_000)
                gotFirstRecord.finish()
            }
            var started = false
            for await _ in firstRecord {
                started = true
                break
            }
            giveUp.cancel()
            #expect(started, "the stalled loop got no record in 30 s")
            // Were the other download held back behind the stalled one, it would wait forever:
            // after 20 s the stalled loop is let go, so the test fails on the time instead.
            let watchdog = Task {
                try await Task.sleep(nanoseconds: 20_000_000_000)
                release.yield()
            }
            defer { watchdog.cancel() }
            let start = Date()
            var others = 0
            for try await _ in XMLDecoder.underTest().records(
                Point.self, at: pointPath, from: .request(URLRequest(url: server.url("/other.gpx"))))
            {
                others += 1
            }
            let otherSeconds = Date().timeIntervalSince(start)
            #expect(others == expected.count)
            #expect(otherSeconds < 20, "the other download took \(otherSeconds) s while one consumer was stalled")
            #if canImport(FoundationNetworking)
            // corelibs: the stalled download went on, to disk; memory held the channel's capacity.
            let channel = try #require(watch.channels.first)
            #expect(channel.memoryHighWater <= channel.capacity)
            #endif
            release.yield()
            release.finish()
            #expect(try await stalled.value == expected)
        }

        @Test func progressReportsTheContentLengthWhenTheServerGivesOne() async throws {
            defer { server.stop() }
            let (data, _) = try await document(points: 3_000)
            server.serve("/sized.gpx", .init(body: data, framing: .contentLength, pieceSize: 32 * 1024))
            server.serve("/chunked.gpx", .init(body: data, framing: .chunked, pieceSize: 32 * 1024))
            for (path, total) in [("/sized.gpx", Optional(data.count)), ("/chunked.gpx", nil)] {
                var steps: [XMLStreamProgress] = []
                let summary = try await XMLDecoder.underTest().decodeEach(
                    Point.self, at: pointPath, from: .request(URLRequest(url: server.url(path))),
                    progress: { steps.append($0) }
                ) { _ in }
                #expect(summary.recordsRead == 3_000)
                #expect(summary.bytesRead == data.count)
                #expect(steps.last?.bytesRead == data.count)
                #expect(steps.last?.totalBytes == total)
                #expect(steps.count > 1)
            }
        }

        @Test func everyEntryPointReadsARequest() async throws {
            defer { server.stop() }
            let (data, expected) = try await document(points: 200)
            server.serve("/doc.gpx", .init(body: data, framing: .chunked, pieceSize: 1_000))
            let request = URLRequest(url: server.url("/doc.gpx"))
            let decoder = XMLDecoder.underTest()
            struct Track: Decodable, Equatable { let trk: Name; struct Name: Decodable, Equatable { let name: String } }
            #expect(
                try await decoder.decode(Track.self, from: .request(request)) == decoder.decode(Track.self, from: data))
            var each: [Point] = []
            try await decoder.decodeEach(Point.self, at: pointPath, from: .request(request)) { each.append($0) }
            #expect(each == expected)
            var names: [String] = []
            var reader = XMLStreamReader(decoder: decoder)
            reader.onRecord(at: "gpx/trk/name") { names.append(try $0.decode(String.self)) }
            try await reader.read(from: .request(request))
            #expect(names == ["Pu Si Lung"])
            var text = Data()
            try await decoder.streamText(at: "gpx/metadata/desc", from: .request(request)) { text += $0.bytes }
            #expect(text == Data(String(repeating: "m", count: 200).utf8))
            #expect(try await XMLTree.underTest(from: .request(request)).query(pointPath).count == 200)
            // A record sequence made from a request sends it again at each iteration.
            let sequence = decoder.records(Point.self, at: pointPath, from: .request(request))
            for _ in 0 ..< 2 {
                var count = 0
                for try await _ in sequence { count += 1 }
                #expect(count == 200)
            }
        }
    }
}

/// Keeps the channels an input opens, to check their counters (memory, spill) after a parse.
final class ChannelWatch: @unchecked Sendable {
    private let lock = NSLock()
    private var opened: [ByteChannel] = []

    /// The channels opened so far, in order.
    var channels: [ByteChannel] { lock.withLock { opened } }

    /// `input` (bytes that arrive), with each channel it opens kept here.
    func input(_ input: XMLInput) -> XMLInput {
        guard case .arriving(let arriving) = input.origin else { return input }
        return XMLInput(
            origin: .arriving(
                AsyncByteInput(repeatable: arriving.repeatable) { [self] in
                    let channel = try arriving.open()
                    lock.withLock { opened.append(channel) }
                    return channel
                }))
    }
}
