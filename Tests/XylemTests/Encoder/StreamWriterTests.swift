// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import Xylem

@testable import gpx_track

/// `XMLStreamWriter`: documents written piece by piece, read back with `decodeEach`.
@Suite("Encoder: streaming writer")
struct StreamWriterTests {
    static func temporaryFile(_ name: String) -> URL {
        TestScratch.directory.appendingPathComponent("xylem-\(UUID().uuidString)-\(name)")
    }

    @Test func aTrackWrittenPointByPointDecodesBackWithDecodeEach() async throws {
        let file = Self.temporaryFile("track.gpx")
        defer { try? FileManager.default.removeItem(at: file) }
        let count = 20_000
        let bytes = try writeSyntheticTrack(to: file, points: count)
        #expect(bytes == (try Data(contentsOf: file)).count)
        #expect(bytes > 64 * 1024)  // written out in several pieces

        var index = 0
        try await XMLDecoder.underTest().decodeEach(GPXPoint.self, at: "gpx/trk/trkseg/trkpt", from: .file(file)) {
            point in
            let expected = syntheticPoint(index, of: count)
            #expect(
                point.lat == expected.lat && point.lon == expected.lon && point.ele == expected.ele
                    && point.time == expected.time)
            index += 1
        }
        #expect(index == count)
        let root = try ParsedElement.parse(Data(contentsOf: file))
        #expect(root.attributes["version"] == "1.1")
        #expect(root.child("trk").child("trkseg").children.first?.attributes.keys.sorted() == ["lat", "lon"])
        #expect(try summarize(contentsOf: file).pointCount == count)
    }

    struct Item: Codable, Equatable {
        let id: Int
        let title: String
    }

    @Test func wrappersRecordsAndPrettyPrintingToAStream() async throws {
        let encoder = XMLEncoder()
        encoder.outputFormatting = .prettyPrinted
        encoder.rootAttributes = ["xmlns:itunes": "http://www.itunes.com/dtds/podcast-1.0.dtd"]
        let stream = OutputStream.toMemory()
        let writer = try XMLStreamWriter(stream: stream, encoder: encoder)
        try writer.open("rss", attributes: ["version": "2.0"])
        try writer.open("channel")
        try writer.write("Xícara & Café", as: "title")
        try writer.write(Item(id: 1, title: "<one>"), as: "item")
        try writer.write(Item(id: 2, title: "two"), as: "item")
        try writer.write(120, as: "itunes:duration")
        try writer.finish()
        let data = try #require(stream.property(forKey: .dataWrittenToMemoryStreamKey) as? Data)
        #expect(
            String(decoding: data, as: UTF8.self) == """
                <?xml version="1.0" encoding="UTF-8"?>
                <rss xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd" version="2.0">
                  <channel>
                    <title>Xícara &amp; Café</title>
                    <item>
                      <id>1</id>
                      <title>&lt;one&gt;</title>
                    </item>
                    <item>
                      <id>2</id>
                      <title>two</title>
                    </item>
                    <itunes:duration>120</itunes:duration>
                  </channel>
                </rss>

                """)
        var items: [Item] = []
        try await XMLDecoder.underTest().decodeEach(Item.self, at: "rss/channel/item", from: .data(data)) {
            items.append($0)
        }
        #expect(items == [Item(id: 1, title: "<one>"), Item(id: 2, title: "two")])
    }

    @Test func aFailedRecordLeavesNothingBehind() throws {
        let file = Self.temporaryFile("items.xml")
        defer { try? FileManager.default.removeItem(at: file) }
        #expect(FileManager.default.createFile(atPath: file.path, contents: nil))
        let handle = try FileHandle(forWritingTo: file)
        let writer = try XMLStreamWriter(fileHandle: handle)
        try writer.open("items")
        try writer.write(Item(id: 1, title: "ok"), as: "item")
        expectEncodingError(path: ["item", "Index 1", "title"], ["U+0007"]) {
            try writer.write(Item(id: 2, title: "bell\u{7}"), as: "item")
        }
        try writer.write(Item(id: 3, title: "ok too"), as: "item")
        try writer.finish()
        try handle.close()
        let root = try ParsedElement.parse(Data(contentsOf: file))
        #expect(root.children.map { $0.child("id").text } == ["1", "3"])
    }

    @Test func callsThatDoNotFitTheDocumentAreErrors() throws {
        let writer = try XMLStreamWriter(stream: .toMemory())
        func error(_ call: () throws -> Void) throws -> XMLStreamWriterError {
            try #require(throws: XMLStreamWriterError.self) { try call() }
        }
        let write = try error { try writer.write(1, as: "item") }
        #expect(write.kind == .noOpenElement && write.elementName == "item")
        #expect(write.localizedDescription == "No element is open to write <item> into: open the root element first")
        let close = try error { try writer.close() }
        #expect(close.kind == .noOpenElement && close.elementName == nil)
        #expect(close.localizedDescription == "No element is open to close")
        #expect(close != write)
        #expect(try error { try writer.finish() }.kind == .noRoot)
        try writer.open("root")
        try writer.close()
        let secondRoot = try error { try writer.open("other") }
        #expect(secondRoot.kind == .secondRoot && secondRoot.elementName == "other")
        #expect(secondRoot.description.contains("second root"))
        try writer.finish()
        #expect(try error { try writer.open("again") }.kind == .finished)
    }

    @Test func namesAndAttributesAreChecked() throws {
        let encoder = XMLEncoder()
        encoder.declaration = nil
        encoder.rootAttributes = ["version": "1"]
        let stream = OutputStream.toMemory()
        let writer = try XMLStreamWriter(stream: stream, encoder: encoder)
        expectEncodingError(path: [], ["\"bad name\" is not an XML element name"]) { try writer.open("bad name") }
        expectEncodingError(path: ["note"], ["U+0000"]) { try writer.open("root", attributes: ["note": "\u{0}"]) }
        expectEncodingError(path: ["x:id"], ["prefix \"x\""]) { try writer.open("root", attributes: ["x:id": "1"]) }
        try writer.open("root", attributes: ["xmlns:x": "urn:x", "x:id": "1"])
        try writer.write("v", as: "x:value")
        try writer.finish()
        let data = try #require(stream.property(forKey: .dataWrittenToMemoryStreamKey) as? Data)
        #expect(
            String(decoding: data, as: UTF8.self)
                == #"<root version="1" xmlns:x="urn:x" x:id="1"><x:value>v</x:value></root>"#)
    }
}
