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
    /// `XMLByteFeed`: the push interface for code that receives chunks in callbacks.
    @Suite("Byte feed", .serialized, .bothParsers)
    struct ByteFeedTests {
        /// Feeds `feed` from a URLSession delegate, as the guide's example does.
        final class FeedingDelegate: NSObject, URLSessionDataDelegate, @unchecked Sendable {
            let feed: XMLByteFeed

            init(_ feed: XMLByteFeed) {
                self.feed = feed
            }

            func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
                feed.append(data)
            }

            func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
                if let error { feed.finish(throwing: error) } else { feed.finish() }
            }
        }

        #if canImport(FoundationNetworking)
        /// The guide's delegate queue on Linux: each callback runs where it is handed over.
        final class InlineQueue: OperationQueue, @unchecked Sendable {
            override func addOperation(_ block: @escaping @Sendable () -> Void) { block() }
        }
        static let delegateQueue: OperationQueue? = InlineQueue()
        #else
        static let delegateQueue: OperationQueue? = nil
        #endif

        @Test func recordsOfADocumentFedByADelegate() async throws {
            let server = try LocalHTTPServer()
            defer { server.stop() }
            let data = Data(StreamingFixtures.gpx(points: 1_500).utf8)
            server.serve("/feed.gpx", .init(body: data, framing: .chunked, pieceSize: 4_000, pause: 0.001))
            let feed = XMLByteFeed()
            let session = URLSession(
                configuration: .default, delegate: FeedingDelegate(feed), delegateQueue: Self.delegateQueue)
            session.dataTask(with: server.url("/feed.gpx")).resume()
            session.finishTasksAndInvalidate()
            var points: [Point] = []
            for try await point in XMLDecoder.underTest().records(Point.self, at: pointPath, from: .feed(feed)) {
                points.append(point)
            }
            #expect(points == (0 ..< 1_500).map(StreamingFixtures.point))
        }

        /// A source that cannot pause appends everything at once: memory stays at the feed's
        /// buffer, the rest waits on disk, and every record comes out in order.
        @Test func aProducerThatNeverPausesKeepsMemoryAtTheBufferSize() async throws {
            let data = Data(StreamingFixtures.gpx(points: 20_000).utf8)  // about 1.6 MB
            let feed = XMLByteFeed(bufferSize: 64 * 1024)
            var refused = 0
            var start = 0
            while start < data.count {
                let end = min(data.count, start + 8_000)
                if !feed.append(data[start ..< end]) { refused += 1 }
                start = end
            }
            feed.finish()
            #expect(refused > 0)  // it said "full", and the bytes were kept all the same
            #expect(feed.channel.memoryHighWater <= 64 * 1024)
            #expect(feed.channel.bytesSpilled > data.count / 2)
            var points: [Point] = []
            for try await point in XMLDecoder.underTest().records(Point.self, at: pointPath, from: .feed(feed)) {
                points.append(point)
            }
            #expect(points == (0 ..< 20_000).map(StreamingFixtures.point))
        }

        @Test(.heavy) func aProducerThatPausesWhenTheFeedIsFullDeliversEverything() async throws {
            let data = Data(StreamingFixtures.gpx(points: 20_000).utf8)
            let feed = XMLByteFeed(bufferSize: 16 * 1024)
            let room = DispatchSemaphore(value: 0)
            feed.onRoom { room.signal() }
            let producer = Thread {
                var start = 0
                while start < data.count {
                    let end = min(data.count, start + 3_000)
                    if !feed.append(data[start ..< end]) { room.wait() }
                    start = end
                }
                feed.finish()
            }
            producer.start()
            var count = 0
            var reader = XMLStreamReader(decoder: .underTest())
            reader.onRecord(at: pointPath) { record in
                let point = try record.decode(Point.self)
                #expect(point == StreamingFixtures.point(count))
                count += 1
            }
            let summary = try await reader.read(from: .feed(feed))
            #expect(count == 20_000)
            #expect(summary.bytesRead == data.count)
        }

        @Test func leavingTheLoopCallsOnCancelAndLaterBytesAreDropped() async throws {
            let feed = XMLByteFeed()
            let cancelled = AsyncStream<Void>.makeStream()
            feed.onCancel { cancelled.continuation.yield() }
            feed.append(Data(StreamingFixtures.gpx(points: 100).utf8.prefix(2_000)))
            for try await _ in XMLDecoder.underTest().records(Point.self, at: pointPath, from: .feed(feed)) { break }
            for await _ in cancelled.stream { break }
            #expect(!feed.append([UInt8](repeating: 0x20, count: 10)))
            // A feed is read once.
            await #expect(throws: XMLStreamReuseError.self) {
                for try await _ in XMLDecoder.underTest().records(Point.self, at: pointPath, from: .feed(feed)) {}
            }
        }

        @Test func theErrorGivenToFinishComesAfterTheRecords() async throws {
            struct Lost: Error, Equatable {}
            let feed = XMLByteFeed()
            let text = StreamingFixtures.gpx(points: 100)
            feed.append(Array(text.utf8.prefix(text.utf8.count / 2)))
            feed.finish(throwing: Lost())
            var count = 0
            await #expect(throws: Lost()) {
                for try await _ in XMLDecoder.underTest().records(Point.self, at: pointPath, from: .feed(feed)) {
                    count += 1
                }
            }
            #expect(count > 20 && count < 100)
            let whole = XMLByteFeed()
            whole.append(Data("<point><lat>1</lat><lon>2</lon><ele>3</ele></point>".utf8))
            whole.finish()
            #expect(
                try await XMLDecoder.underTest().decode(Point.self, from: .feed(whole)) == Point(lat: 1, lon: 2, ele: 3)
            )
        }
    }
}
