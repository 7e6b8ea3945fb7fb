// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Xylem

// xylem-network-bench generate PATH MEGABYTES
// xylem-network-bench records (--file PATH | --url URL --size BYTES) [--delay-us N] [--loop detached|main|main-per-record]
//     --delay-us: a pause of N microseconds every 100 records (a consumer slower than the network)
//
// Prints one line: records, seconds, MB/s. Peak memory comes from `/usr/bin/time -v` (run.sh).

struct Point: Decodable, Sendable {
    let lat: Double
    let lon: Double
    let ele: Double
    let time: String
}

/// Writes a GPX track of about `megabytes` MB.
func generate(_ path: String, megabytes: Int) throws {
    _ = FileManager.default.createFile(atPath: path, contents: nil)
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
    defer { try? handle.close() }
    try handle.write(
        contentsOf: Data(
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<gpx version=\"1.1\"><trk><name>bench</name><trkseg>\n".utf8))
    var written = 0, index = 0
    while written < megabytes * 1_000_000 {
        var chunk = ""
        for _ in 0 ..< 1_000 {
            chunk +=
                "<trkpt lat=\"\(22.5 + Double(index % 10_000) / 10_000)\" lon=\"\(102.8 - Double(index % 7_000) / 10_000)\">"
                + "<ele>\(1_300 + index % 500).5</ele><time>2014-05-01T02:\(10 + index % 50):15Z</time></trkpt>\n"
            index += 1
        }
        let bytes = Data(chunk.utf8)
        try handle.write(contentsOf: bytes)
        written += bytes.count
    }
    try handle.write(contentsOf: Data("</trkseg></trk></gpx>\n".utf8))
}

/// Forces the per-record hop of an iterator that has only `next()` (what `records` did before
/// its iterator implemented `next(isolation:)`).
struct PerRecord<Base: AsyncIteratorProtocol>: AsyncIteratorProtocol {
    var base: Base
    mutating func next() async throws -> Base.Element? { try await base.next() }
}

func consume<S: AsyncSequence>(_ sequence: S, delay: UInt32) async throws -> (count: Int, check: Double)
where S.Element == Point {
    var count = 0, check = 0.0
    for try await point in sequence {
        count += 1
        check += point.ele
        if delay > 0 && count % 100 == 0 { usleep(delay) }  // a slow consumer: a pause every 100 records
    }
    return (count, check)
}

@MainActor
func consumeOnMainActor(_ sequence: XMLRecordSequence<Point>, perRecord: Bool) async throws -> Int {
    var count = 0
    if perRecord {
        var iterator = PerRecord(base: sequence.makeAsyncIterator())
        while try await iterator.next() != nil { count += 1 }
    } else {
        for try await _ in sequence { count += 1 }
    }
    return count
}

/// Appends what a data task receives to a feed, as Streaming.md's XMLByteFeed example does.
final class FeedDelegate: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    let feed: XMLByteFeed
    init(_ feed: XMLByteFeed) { self.feed = feed }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        feed.append(data)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        if let error { feed.finish(throwing: error) } else { feed.finish() }
    }
}

/// A delegate queue that runs each callback where it is handed over (on Linux, libcurl's
/// thread), as the Streaming guide's Linux variant of the feed example does.
final class InlineQueue: OperationQueue, @unchecked Sendable {
    override func addOperation(_ block: @escaping @Sendable () -> Void) { block() }
}

let arguments = CommandLine.arguments
func option(_ name: String) -> String? {
    arguments.firstIndex(of: name).flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
}

switch arguments.dropFirst().first {
case "generate":
    try generate(arguments[2], megabytes: Int(arguments[3]) ?? 200)
case "records":
    let decoder = XMLDecoder()
    if option("--parser") == "libxml2" { decoder.parser = .libxml2 }
    let sequence: XMLRecordSequence<Point>
    let size: Int
    if let path = option("--file") {
        sequence = decoder.records(Point.self, at: "gpx/trk/trkseg/trkpt", from: .file(URL(fileURLWithPath: path)))
        size = (try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
    } else if let url = option("--url").flatMap(URL.init(string:)) {
        sequence = decoder.records(Point.self, at: "gpx/trk/trkseg/trkpt", from: .request(URLRequest(url: url)))
        size = Int(option("--size") ?? "0") ?? 0
    } else if let url = option("--feed").flatMap(URL.init(string:)) {
        // The guide's XMLByteFeed example: a URLSession delegate appends every chunk it gets.
        let feed = XMLByteFeed()
        let queue: OperationQueue? = option("--feed-queue") == "inline" ? InlineQueue() : nil
        let session = URLSession(configuration: .default, delegate: FeedDelegate(feed), delegateQueue: queue)
        let task = session.dataTask(with: url)
        feed.onCancel { task.cancel() }
        task.resume()
        session.finishTasksAndInvalidate()
        sequence = decoder.records(Point.self, at: "gpx/trk/trkseg/trkpt", from: .feed(feed))
        size = Int(option("--size") ?? "0") ?? 0
    } else {
        print("records needs --file PATH, --url URL or --feed URL")
        exit(2)
    }
    let delay = UInt32(option("--delay-us") ?? "0") ?? 0
    let start = Date()
    let count: Int
    switch option("--loop") ?? "detached" {
    case "main": count = try await consumeOnMainActor(sequence, perRecord: false)
    case "main-per-record": count = try await consumeOnMainActor(sequence, perRecord: true)
    default: count = try await Task.detached { try await consume(sequence, delay: delay).count }.value
    }
    let seconds = Date().timeIntervalSince(start)
    print(String(format: "records %d  seconds %.2f  MB/s %.1f", count, seconds, Double(size) / 1_000_000 / seconds))
default:
    print(
        "usage: xylem-network-bench generate PATH MB | records (--file PATH | --url URL --size BYTES | --feed URL --size BYTES [--feed-queue inline]) [--delay-us N] [--loop detached|main|main-per-record] [--parser libxml2]"
    )
}
