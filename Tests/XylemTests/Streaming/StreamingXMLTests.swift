// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import Xylem

/// `XMLRecord.outerXML` and `innerXML`: a streamed record's XML is the tree's, and records can
/// be filtered into a new document.
@Suite(.bothParsers)
struct StreamingXMLTests {
    @Test("A record's XML is the tree's XML of the same element, at every path of every document")
    func recordXMLIsTheTreesXML() async throws {
        for url in StreamingOutlineTests.documents {
            let tree = try await XMLTree.underTest(from: .file(url))
            for path in StreamingOutlineTests.paths(tree) {
                var streamed: [String] = []
                var reader = XMLStreamReader(decoder: .underTest())
                reader.onRecord(at: path) { record in streamed.append(record.outerXML + "\u{0}" + record.innerXML) }
                try await reader.read(from: .file(url))
                let expected = tree.query(path).map { $0.outerXML + "\u{0}" + $0.innerXML }
                // Foundation's attribute dictionary has another order in every parse: compare what the XML reads as.
                #expect(
                    try streamed.map(Self.reading) == expected.map(Self.reading), "\(url.lastPathComponent) \(path)")
            }
        }
    }

    /// The shape of the tree that outer and inner XML (joined by a NUL, which XML cannot hold)
    /// read as, the inner XML inside a wrapper.
    static func reading(_ xml: String) throws -> [String] {
        let parts = xml.split(separator: "\u{0}", maxSplits: 1, omittingEmptySubsequences: false)
        return try TreeXMLTests.shape(of: XMLTree.underTest(string: String(parts[0])))
            + TreeXMLTests.shape(of: XMLTree.underTest(string: "<w>" + parts[1] + "</w>"))
    }

    @Test
    func eachRecordCarriesTheDeclarationsOfItsAncestors() async throws {
        let feed = """
            <rss xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd" version="2.0">
              <channel xmlns:media="http://search.yahoo.com/mrss/">
                <item><title>One &amp; two</title><itunes:duration>61</itunes:duration></item>
                <item><title>Three</title><media:content url="a.mp3"/></item>
              </channel>
            </rss>
            """
        var xml: [String] = []
        var reader = XMLStreamReader(decoder: .underTest())
        reader.onRecord(at: "rss/channel/item") { xml.append($0.outerXML) }
        try await reader.read(from: .data(Data(feed.utf8)))
        #expect(
            xml == [
                #"<item xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd"><title>One &amp; two</title><itunes:duration>61</itunes:duration></item>"#,
                #"<item xmlns:media="http://search.yahoo.com/mrss/"><title>Three</title><media:content url="a.mp3"/></item>"#,
            ])
    }

    @Test
    func recordsFilteredIntoANewDocumentReadBack() async throws {
        let gpx = try Data(contentsOf: packageRoot.appendingPathComponent("Examples/Data/pu-si-lung.gpx"))
        let path = "gpx/trk/trkseg/trkpt"
        var kept = "<trkseg>"
        var reader = XMLStreamReader(decoder: .underTest())
        reader.onRecord(at: path) { record in
            if record.index % 3 == 0 { kept += record.outerXML }
        }
        try await reader.read(from: .data(gpx))
        kept += "</trkseg>"
        let original = try XMLTree.underTest(data: gpx).query(path)
        let filtered = try XMLTree.underTest(string: kept).root.children
        #expect(!filtered.isEmpty)
        let expected = original.enumerated().filter { $0.offset % 3 == 0 }.map(\.element)
        #expect(filtered.map { $0.attributes.filter { $0.key != "xmlns" } } == expected.map(\.attributes))
        #expect(filtered.map(\.childTexts) == expected.map(\.childTexts))
        #expect(filtered.allSatisfy { $0.attribute("xmlns") == "http://www.topografix.com/GPX/1/1" })
    }
}
