// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import Xylem

/// What a streaming read returns: the records and bytes it read, and for a path that matched
/// nothing, the step that never matched and the names found there instead.
@Suite("Streaming summaries", .bothParsers)
struct StreamingSummaryTests {
    struct Node: Decodable { let id: Int }

    static let osm = Data(
        """
        <osm version="0.6">
          <bounds minlat="1" maxlat="2"/>
          <node id="1"/><node id="2"/>
          <way id="3"><nd ref="1"/></way>
          <relation id="4"/>
        </osm>
        """.utf8)

    @Test func aMatchingPathReportsRecordsAndBytes() async throws {
        var ids: [Int] = []
        let summary = try await XMLDecoder.underTest().decodeEach(Node.self, at: "osm/node", from: .data(Self.osm)) {
            ids.append($0.id)
        }
        #expect(ids == [1, 2])
        #expect(summary.recordsRead == 2)
        #expect(summary.bytesRead == Self.osm.count)
        #expect(summary.unmatchedPaths.isEmpty)
        #expect(summary.description == "2 records from \(Self.osm.count) bytes")
    }

    @Test func aMistypedStepSaysWhatWasThereInstead() async throws {
        let summary = try await XMLDecoder.underTest().decodeEach(Node.self, at: "osm/nodes", from: .data(Self.osm)) {
            _ in
            Issue.record("nothing matches osm/nodes")
        }
        #expect(summary.recordsRead == 0)
        let miss = try #require(summary.unmatchedPaths.first)
        #expect(miss.path == "osm/nodes")
        #expect(miss.step == 1)
        #expect(miss.namesFound == ["bounds", "node", "way", "relation"])
        #expect(!miss.moreNamesFound)
        #expect(miss.description == "no <nodes> under osm: its children there are bounds, node, way, relation")
        #expect(summary.description.hasPrefix("0 records from"))
        #expect(summary.description.contains("no <nodes> under osm"))
    }

    @Test func aWrongRootIsNamed() async throws {
        let summary = try await XMLDecoder.underTest().decodeEach(
            Node.self, at: "gpx/trk/trkseg/trkpt", from: .data(Self.osm)
        ) {
            _ in
        }
        let miss = try #require(summary.unmatchedPaths.first)
        #expect(miss.step == 0)
        #expect(miss.namesFound == ["osm"])
        #expect(miss.description == "no <gpx> at the root: the root is <osm>")
    }

    @Test func anEmptyFeedWithTheRightPathIsNotAnError() async throws {
        let feed = Data("<rss><channel><title>Quiet</title></channel></rss>".utf8)
        let summary = try await XMLDecoder.underTest().decodeEach(Node.self, at: "rss/channel/item", from: .data(feed))
        { _ in }
        #expect(summary.recordsRead == 0)
        #expect(
            summary.unmatchedPaths.map(\.description) == ["no <item> under rss/channel: its children there are title"])
        let empty = try await XMLDecoder.underTest().decodeEach(
            Node.self, at: "rss/channel/item", from: .data(Data("<rss><channel/></rss>".utf8))
        ) { _ in }
        #expect(
            empty.unmatchedPaths.map(\.description) == ["no <item> under rss/channel: no element there has children"])
    }

    @Test func deepStepsWildcardsAndManyNames() async throws {
        var xml = "<a><b>"
        for index in 0 ..< 12 { xml += "<c\(index)/>" }
        xml += "</b><b><z/></b></a>"
        let summary = try await XMLDecoder.underTest().decodeEach(Node.self, at: "a/*/d", from: .data(Data(xml.utf8))) {
            _ in
        }
        let miss = try #require(summary.unmatchedPaths.first)
        #expect(miss.step == 2)
        #expect(miss.namesFound == ["c0", "c1", "c2", "c3", "c4", "c5", "c6", "c7"])
        #expect(miss.moreNamesFound)
        #expect(miss.description.hasPrefix("no <d> under a/*: its children there are c0, c1"))
        #expect(miss.description.hasSuffix("c7, ..."))
        let star = try await XMLDecoder.underTest().decodeEach(Node.self, at: "a/q/*", from: .data(Data(xml.utf8))) {
            _ in
        }
        #expect(star.unmatchedPaths.map(\.description) == ["no <q> under a: its children there are b"])
    }

    @Test func eachAlternativeCountsOnItsOwn() async throws {
        var reader = XMLStreamReader(decoder: .underTest())
        var ways = 0
        reader.onRecord(at: "osm/way|osm/ways") { _ in ways += 1 }
        reader.onText(at: "osm/relation") { _ in }
        let summary = try await reader.read(from: .data(Self.osm))
        #expect(ways == 1)
        #expect(summary.recordsRead == 2)  // the way, and the relation's text
        #expect(summary.unmatchedPaths.map(\.path) == ["osm/ways"])

        let text = try await XMLDecoder.underTest().streamText(at: "osm/bounds", from: .data(Self.osm)) { _ in }
        #expect(text.recordsRead == 1 && text.unmatchedPaths.isEmpty)
    }

    @Test func aRecordSequenceKeepsTheSummaryOfItsLastCompleteIteration() async throws {
        let decoder = XMLDecoder.underTest()
        let nodes = decoder.records(Node.self, at: "osm/nodes", from: .data(Self.osm))
        #expect(nodes.summary == nil)
        for try await _ in nodes { Issue.record("nothing matches osm/nodes") }
        let summary = try #require(nodes.summary)
        #expect(summary.recordsRead == 0)
        #expect(summary.unmatchedPaths.first?.namesFound == ["bounds", "node", "way", "relation"])

        let good = decoder.records(Node.self, at: "osm/node", from: .data(Self.osm))
        var count = 0
        for try await _ in good { count += 1 }
        #expect(count == 2 && good.summary?.recordsRead == 2)
    }
}
