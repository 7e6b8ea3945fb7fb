// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
@testable import Xylem

// Records are handed over in batches (see RecordRouter): held while the parser reads on, then
// handed over together. These tests pin what a closure can observe of that: document order
// across routes, nothing held back past the next chunk, a failing record stopping the ones
// after it, and nothing piling up in the document, whatever surrounds the records.

private typealias Point = StreamingFixtures.Point
private let pointPath = "gpx/trk/trkseg/trkpt"

@Suite struct StreamingBatchTests {
    private func decoder(_ parser: XMLDecoder.Parser) -> XMLDecoder {
        let decoder = XMLDecoder.underTest()
        decoder.parser = parser
        return decoder
    }

    @Test(arguments: XMLDecoder.Parser.allCases)
    func recordsAreHandedOverBeforeTheNextChunkIsRead(parser: XMLDecoder.Parser) async throws {
        // A slow input must not hold back records already read: at every progress report (made
        // before each chunk is read), the records whose end tag lies in the bytes read so far
        // have been handed over, give or take what the parser keeps back at a chunk's end.
        let text = StreamingFixtures.gpx(points: 20_000)
        let bytes = Array(text.utf8)
        let endTag = Array("</trkpt>".utf8)
        var endsBefore: [Int] = []  // endsBefore[k]: end tags finished within k * 1024 bytes
        var found = 0
        var i = 0
        for block in 0 ... bytes.count / 1024 + 1 {
            let limit = min(bytes.count, block * 1024)
            while i + endTag.count <= limit {
                if bytes[i] == endTag[0] && Array(bytes[i ..< i + endTag.count]) == endTag { found += 1 }
                i += 1
            }
            endsBefore.append(found)
        }
        var handedOver = 0
        var checked = 0
        var reader = XMLStreamReader(decoder: decoder(parser))
        reader.progress = { step in
            let block = step.bytesRead / 1024
            #expect(handedOver <= endsBefore[min(block + 1, endsBefore.count - 1)])
            #expect(handedOver >= endsBefore[max(0, block - 1)])
            checked += 1
        }
        reader.onRecord(at: pointPath) { record in
            let point = try record.decode(Point.self)
            #expect(point == StreamingFixtures.point(record.index))
            handedOver += 1
        }
        try await reader.read(from: .data(Data(text.utf8)))
        #expect(handedOver == 20_000)
        #expect(checked > 5)
    }

    @Test(arguments: XMLDecoder.Parser.allCases)
    func routesAndTextStreamsKeepDocumentOrder(parser: XMLDecoder.Parser) async throws {
        var text = "<feed>"
        for k in 0 ..< 3_000 {
            text += "<entry><id>\(k)</id></entry><note>n\(k)</note>"
            if k % 500 == 0 { text += "<blob>\(String(repeating: "b", count: 70_000))</blob>" }
        }
        text += "</feed>"
        var events: [String] = []
        struct Entry: Decodable { let id: Int }
        var reader = XMLStreamReader(decoder: decoder(parser))
        reader.onRecord(at: "feed/entry") { events.append("e\(try $0.decode(Entry.self).id)") }
        reader.onRecord(at: "feed/note") { events.append(try $0.decode(String.self)) }
        reader.onText(at: "feed/blob") { chunk in
            if chunk.isLast { events.append("blob\(chunk.elementIndex)") }
        }
        try await reader.read(from: .data(Data(text.utf8)))
        var expected: [String] = []
        for k in 0 ..< 3_000 {
            expected += ["e\(k)", "n\(k)"]
            if k % 500 == 0 { expected.append("blob\(k / 500)") }
        }
        #expect(events == expected)
    }

    @Test(arguments: XMLDecoder.Parser.allCases, [1_234, 2_999])
    func aFailingRecordStopsTheRecordsAfterIt(parser: XMLDecoder.Parser, bad: Int) async throws {
        // 1,234 is handed over before the second chunk is read, 2,999 when its segment closes
        // (from inside the parser, which is stopped).
        let data = Data(StreamingFixtures.gpx(points: 3_000, bad: bad).utf8)
        var calls = 0
        var reader = XMLStreamReader(decoder: decoder(parser))
        reader.onRecord(at: pointPath) { record in
            calls += 1
            _ = try record.decode(Point.self)
        }
        let error = try await #require(throws: XMLRecordError.self) { try await reader.read(from: .data(data)) }
        #expect(error.index == bad)
        #expect(calls == bad + 1)
    }

    @Test(arguments: XMLDecoder.Parser.allCases)
    func recordsBeforeASyntaxErrorAreHandedOverFirst(parser: XMLDecoder.Parser) async throws {
        let text = StreamingFixtures.gpx(points: 3_000)
        let cut = text.range(of: "<trkpt", options: .backwards)!.lowerBound
        let broken = text[..<cut] + "<trkpt lat=\"1\" lon=\"2\"><ele>3</oops></trkpt>"
        var count = 0
        var reader = XMLStreamReader(decoder: decoder(parser))
        reader.onRecord(at: pointPath) { record in
            _ = try record.decode(Point.self)
            count += 1
        }
        await #expect(throws: DecodingError.self) { try await reader.read(from: .data(Data(broken.utf8))) }
        #expect(count == 2_999)
    }

    @Test(arguments: XMLDecoder.Parser.allCases)
    func mixedTextAroundRecordsStaysWithItsElement(parser: XMLDecoder.Parser) async throws {
        // The records' parent has text of its own between them: it is appended to the document
        // after the held records, so they must be handed over (and dropped) before it. The
        // parent and its text are read back whole by the tree built from the same document shape.
        var text = "<root><list>head "
        for k in 0 ..< 4_000 { text += "<r><v>\(k)</v></r>" + (k % 3 == 0 ? "and \(k) " : "\n  ") }
        text += "tail</list><after>done</after></root>"
        struct R: Decodable { let v: Int }
        var values: [Int] = []
        var after: String?
        var largest = 0
        var reader = XMLStreamReader(decoder: decoder(parser))
        reader.onRecord(at: "root/list/r") { record in
            largest = max(largest, record.decoder.document.elements.count)
            values.append(try record.decode(R.self).v)
        }
        reader.onRecord(at: "root/after") { after = try $0.decode(String.self) }
        try await reader.read(from: .data(Data(text.utf8)))
        #expect(values == Array(0 ..< 4_000))
        #expect(after == "done")
        #expect(largest < 400)  // handed over before each run of the list's text, not held

        // The same text, streamed as the list's records by a path one level up, keeps every run.
        struct OwnText: Decodable {
            let text: String
            enum CodingKeys: String, CodingKey { case text = "" }
        }
        var listText: String?
        var whole = XMLStreamReader(decoder: decoder(parser))
        whole.onRecord(at: "root/list") { listText = try $0.decode(OwnText.self).text }
        try await whole.read(from: .data(Data(text.utf8)))
        let tree = try XMLTree(data: Data(text.utf8), parser: parser)
        #expect(listText == tree.root.children.first?.text)
        #expect(listText?.hasPrefix("head and 0 ") == true && listText?.hasSuffix("and 3999 tail") == true)
    }

    @Test(arguments: XMLDecoder.Parser.allCases)
    func recordsOfTwoLevelsDoNotPileUp(parser: XMLDecoder.Parser) async throws {
        // Records of one path are followed by an open element holding records of another: the
        // first ones stay in the document (stranded) until that element is dropped.
        var text = "<root>"
        for k in 0 ..< 6_000 { text += "<a>\(k)</a><x><b>\(k)</b><pad>\(String(repeating: "p", count: 40))</pad></x>" }
        text += "</root>"
        var events: [String] = []
        var largest = 0
        var reader = XMLStreamReader(decoder: decoder(parser))
        reader.onRecord(at: "root/a") { record in
            largest = max(largest, record.decoder.document.elements.count)
            events.append("a\(try record.decode(Int.self))")
        }
        reader.onRecord(at: "root/x/b") { record in
            largest = max(largest, record.decoder.document.elements.count)
            events.append("b\(try record.decode(Int.self))")
        }
        try await reader.read(from: .data(Data(text.utf8)))
        #expect(events == (0 ..< 6_000).flatMap { ["a\($0)", "b\($0)"] })
        // One 128 KiB chunk holds about 1,600 of these pairs: a few elements each, never all.
        #expect(largest < 8_000)
    }
}
