// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
@testable import Xylem

/// `XMLSplitter`: shards that are well-formed, wrapped in the original's enclosing elements,
/// balanced by bytes, and whose records, in order, are the original's.
@Suite("Streaming: split into shards", .bothParsers)
struct StreamingSplitTests {
    static let path = "gpx/trk/trkseg/trkpt"

    /// A GPX file with namespaces (a default one and an extension prefix declared on the root),
    /// `segments` track segments of `points` points each, and content that is not records.
    static func gpx(segments: Int, points: Int) -> String {
        var text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <gpx xmlns="http://www.topografix.com/GPX/1/1" xmlns:x="urn:example:ext" version="1.1" creator="t &amp; u">
              <metadata><name>Generated</name></metadata>
              <trk>
                <name>Loop</name>

            """
        var n = 0
        for segment in 0 ..< segments {
            text += "    <trkseg id=\"s\(segment)\">\n"
            for _ in 0 ..< points {
                text +=
                    "      <trkpt lat=\"\(Double(n) / 1000)\" lon=\"\(-Double(n) / 1000)\"><ele>\(n % 2000)</ele><extensions><x:hr>\(n % 190)</x:hr></extensions></trkpt>\n"
                n += 1
            }
            text += "    </trkseg>\n"
        }
        return text + "  </trk>\n</gpx>\n"
    }

    /// The records at `path` in `url`, each as a fragment.
    func records(_ url: URL) async throws -> [XMLFragment] {
        var result: [XMLFragment] = []
        try await XMLDecoder.underTest().decodeEach(XMLFragment.self, at: Self.path, from: .file(url)) {
            result.append($0)
        }
        return result
    }

    func folder() throws -> URL {
        let url = TestScratch.directory.appendingPathComponent("split-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test
    func shardsHoldTheRecordsInOrderWrappedInTheSameElements() async throws {
        let file = try StreamingFixtures.temporaryFile(Self.gpx(segments: 3, points: 1500), name: "track.gpx")
        let shards = try XMLSplitter.underTest(records: Self.path, parts: 4).split(contentsOf: file, into: try folder())
        #expect(
            shards.map(\.url.lastPathComponent) == [
                "track-1-of-4.gpx", "track-2-of-4.gpx", "track-3-of-4.gpx", "track-4-of-4.gpx",
            ])
        var all: [XMLFragment] = []
        for shard in shards {
            let data = try Data(contentsOf: shard.url)
            #expect(data.count == shard.byteCount)
            #expect(LibXML2Lint.problem(with: data) == nil)
            let tree = try XMLTree.underTest(data: data)
            await #expect(tree.root.attributes == (try XMLTree.underTest(from: .file(file))).root.attributes)
            #expect(tree.query("gpx/trk/trkseg").allSatisfy { $0.attribute("id")?.hasPrefix("s") == true })
            #expect(tree.query("gpx/metadata").isEmpty)
            let records = try await records(shard.url)
            #expect(records.count == shard.recordCount)
            #expect(shard.firstRecord == all.count)
            all += records
        }
        await #expect(all == (try records(file)))
        // The same model decodes the shards: the extension's prefix is declared around them.
        struct Point: Decodable {
            let lat: Double
            let hr: Int
            enum CodingKeys: String, CodingKey { case lat, extensions }
            enum Extensions: String, CodingKey { case hr = "x:hr" }
            init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                lat = try container.decode(Double.self, forKey: .lat)
                hr = try container.nestedContainer(keyedBy: Extensions.self, forKey: .extensions).decode(
                    Int.self, forKey: .hr)
            }
        }
        var points: [Point] = []
        for shard in shards {
            try await XMLDecoder.underTest().decodeEach(Point.self, at: Self.path, from: .file(shard.url)) {
                points.append($0)
            }
        }
        #expect(points.count == 4500)
        #expect(points[4499].lat == 4.499 && points[4499].hr == 4499 % 190)
    }

    @Test
    func shardsAreRoughlyEqualInBytes() throws {
        let file = try StreamingFixtures.temporaryFile(Self.gpx(segments: 2, points: 8000), name: "big.gpx")
        let shards = try XMLSplitter.underTest(records: Self.path, parts: 3).split(contentsOf: file, into: try folder())
        let sizes = shards.map(\.byteCount)
        let total = sizes.reduce(0, +)
        for size in sizes { #expect(abs(size - total / 3) < total / 3 / 10, "\(sizes)") }
    }

    @Test
    func fewerRecordsThanPartsGivesEmptyShardsAtTheEnd() throws {
        let file = try StreamingFixtures.temporaryFile(Self.gpx(segments: 1, points: 2), name: "small.gpx")
        let shards = try XMLSplitter.underTest(records: Self.path, parts: 4).split(contentsOf: file, into: try folder())
        #expect(shards.map(\.recordCount).reduce(0, +) == 2)
        #expect(shards.last?.recordCount == 0)
        #expect(shards.last?.firstRecord == 2)
        for shard in shards {
            let data = try Data(contentsOf: shard.url)
            #expect(LibXML2Lint.problem(with: data) == nil)
            #expect(try XMLTree.underTest(data: data).query("gpx/trk/trkseg").count == 1)
        }
    }

    @Test
    func onePartIsTheRecordsOfTheWholeFile() async throws {
        let file = try StreamingFixtures.temporaryFile(Self.gpx(segments: 2, points: 10), name: "one.gpx")
        let shards = try XMLSplitter.underTest(records: Self.path, parts: 1).split(contentsOf: file, into: try folder())
        #expect(shards.count == 1)
        await #expect(try records(shards[0].url) == (try records(file)))
        #expect(try await XMLTree.underTest(from: .file(shards[0].url)).query("gpx/trk/trkseg").count == 2)
    }

    @Test
    func reportsProgressAndThrowsClearErrors() throws {
        let file = try StreamingFixtures.temporaryFile(Self.gpx(segments: 1, points: 5), name: "e.gpx")
        let directory = try folder()
        var splitter = XMLSplitter.underTest(records: Self.path, parts: 2)
        nonisolated(unsafe) var reported: [Int] = []
        splitter.progress = { reported.append($0.bytesRead) }
        try splitter.split(contentsOf: file, into: directory)
        #expect(reported.last == (try Data(contentsOf: file)).count)
        let noParts = #expect(throws: XMLSplitError.self) {
            try XMLSplitter.underTest(records: Self.path, parts: 0).split(contentsOf: file, into: directory)
        }
        #expect(noParts?.kind == .invalidParts)
        #expect(noParts?.parts == 0)
        #expect(noParts?.localizedDescription == "Cannot split into 0 parts: give 1 or more")
        #expect {
            try XMLSplitter.underTest(records: "gpx/trk/seg/trkpt", parts: 2).split(contentsOf: file, into: directory)
        } throws: { error in
            guard let error = error as? XMLSplitError, error.kind == .noRecords else { return false }
            return error.summary?.unmatchedPaths.first?.path == "gpx/trk/seg/trkpt"
        }
        #expect(throws: XMLPathError.self) {
            try XMLSplitter.underTest(records: "gpx//trkpt", parts: 2).split(contentsOf: file, into: directory)
        }
        let broken = try StreamingFixtures.temporaryFile("<gpx><trk><trkseg><trkpt/></trk>", name: "broken.gpx")
        #expect {
            try XMLSplitter.underTest(records: Self.path, parts: 2).split(contentsOf: broken, into: directory)
        } throws: { error in
            guard case DecodingError.dataCorrupted(let context) = error else { return false }
            return context.underlyingError is XMLSyntaxError
        }
    }
}
