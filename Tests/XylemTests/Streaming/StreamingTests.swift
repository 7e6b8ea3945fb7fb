// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
@testable import Xylem

private typealias Point = StreamingFixtures.Point
private let pointPath = "gpx/trk/trkseg/trkpt"

@Suite("Streaming", .bothParsers)
struct StreamingTests {
    // MARK: - Records

    @Test func decodesEveryRecordFromDataFileAndStream() async throws {
        let text = StreamingFixtures.gpx(points: 50)
        let expected = (0 ..< 50).map(StreamingFixtures.point)
        let url = try StreamingFixtures.temporaryFile(text)
        let decoder = XMLDecoder.underTest()
        var fromData: [Point] = [], fromFile: [Point] = [], fromStream: [Point] = []
        try await decoder.decodeEach(Point.self, at: pointPath, from: .data(Data(text.utf8))) { fromData.append($0) }
        try await decoder.decodeEach(Point.self, at: pointPath, from: .file(url)) { fromFile.append($0) }
        let stream = try #require(InputStream(url: url))
        try await decoder.decodeEach(Point.self, at: pointPath, from: .stream(stream)) { fromStream.append($0) }
        #expect(fromData == expected)
        #expect(fromFile == expected)
        #expect(fromStream == expected)
    }

    @Test(arguments: ["gpx/*/trkseg/trkpt", "*/trk/*/trkpt", "/gpx/trk/trkseg/trkpt", "nothing|gpx/trk/trkseg/*"])
    func pathsWithWildcardsAndAlternatives(path: String) async throws {
        var count = 0
        try await XMLDecoder.underTest().decodeEach(
            Point.self, at: path, from: .data(Data(StreamingFixtures.gpx(points: 5).utf8))
        ) { point in
            #expect(point == StreamingFixtures.point(count))
            count += 1
        }
        #expect(count == 5)
    }

    @Test func pathsMatchWholeNamesFromTheRoot() async throws {
        let data = Data("<a><b><c>1</c></b><c>2</c><x><c>3</c></x></a>".utf8)
        var values: [Int] = []
        try await XMLDecoder.underTest().decodeEach(Int.self, at: "a/c", from: .data(data)) { values.append($0) }
        #expect(values == [2])
        values = []
        try await XMLDecoder.underTest().decodeEach(Int.self, at: "a/*/c", from: .data(data)) { values.append($0) }
        #expect(values == [1, 3])
        values = []
        try await XMLDecoder.underTest().decodeEach(Int.self, at: "c", from: .data(data)) { values.append($0) }
        #expect(values.isEmpty)
        values = []
        try await XMLDecoder.underTest().decodeEach(Int.self, at: "root", from: .data(Data("<root>42</root>".utf8))) {
            values.append($0)
        }
        #expect(values == [42])  // the root itself as the record
        await #expect(throws: DecodingError.self) {
            try await XMLDecoder.underTest().decodeEach(
                Int.self, at: "root", from: .data(Data("<root>1</root><root>2</root>".utf8))
            ) { _ in }
        }
    }

    @Test(arguments: [
        ("", XMLPathError.Kind.emptyPath), ("a//b", .emptyStep), ("a/b/", .emptyStep), ("a/b*", .partialWildcard),
        ("a|", .emptyPath), ("a/b[1]", .invalidStep), ("a/b[@id='1']", .invalidStep), ("a/@id", .invalidStep),
        ("a/b c", .invalidStep),
    ])
    func invalidPathsThrow(path: String, kind: XMLPathError.Kind) async {
        let error = await #expect(throws: XMLPathError.self) {
            try await XMLDecoder.underTest().decodeEach(Int.self, at: path, from: .data(Data("<a><b>1</b></a>".utf8))) {
                _ in
            }
        }
        #expect(error?.kind == kind)
        #expect(error?.path == path)
    }

    /// Issue 36, item 12: when the root shows that no path can match, the read stops there: the
    /// rest (here malformed, and 1 MB long) is never read, and the summary says why.
    @Test func aRootNoPathCanMatchStopsTheRead() async throws {
        let junk = String(repeating: "<b>x</b>", count: 128 * 1024)
        let data = Data("<a>\(junk)<unclosed></a>".utf8)
        let summary = try await XMLDecoder.underTest().decodeEach(
            Int.self, at: "rss/item|feed/entry", from: .data(data)
        ) { _ in }
        #expect(summary.recordsRead == 0)
        #expect(summary.bytesRead < data.count)
        #expect(
            summary.unmatchedPaths.map(\.description) == [
                "no <rss> at the root: the root is <a>",
                "no <feed> at the root: the root is <a>",
            ])
        // A path that may still match reads on, and finds the error.
        await #expect(throws: DecodingError.self) {
            try await XMLDecoder.underTest().decodeEach(Int.self, at: "rss/item|a/c", from: .data(data)) { _ in }
        }
        await #expect(throws: DecodingError.self) {
            try await XMLDecoder.underTest().decodeEach(Int.self, at: "*/c", from: .data(data)) { _ in }
        }
    }

    @Test func recordsDecodeWithTheDecodersStrategies() async throws {
        struct Item: Decodable, Equatable { let itemName: String }
        let decoder = XMLDecoder.underTest()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        var items: [Item] = []
        try await decoder.decodeEach(
            Item.self, at: "list/item",
            from: .data(Data("<list><item><item_name>a</item_name></item><item item_name='b'/></list>".utf8))
        ) {
            items.append($0)
        }
        #expect(items == [Item(itemName: "a"), Item(itemName: "b")])
    }

    /// One decoder serves every record of a stream, borrowing the document for each: names that
    /// first appear late (mapped by the key strategy, `xsi:nil`), a record that fails, and the
    /// records after it all see their own document.
    @Test func everyRecordSeesTheDocumentAsItIsThen() async throws {
        struct Item: Decodable, Equatable { let itemName: String; let price: Double?; let extraNote: String? }
        let xml = """
            <list xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
            <item><item_name>a</item_name><price>1.5</price></item>
            <item><item_name>b</item_name><price xsi:nil="true"/><extra_note>late name</extra_note></item>
            <item><item_name>c</item_name><price>x</price></item>
            <item><item_name>d</item_name><price>4</price><extra_note>again</extra_note></item>
            </list>
            """
        let decoder = XMLDecoder.underTest()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        var reader = XMLStreamReader(decoder: decoder)
        var items: [Item] = [], failures: [String] = []
        reader.onRecord(at: "list/item") { record in
            do {
                items.append(try record.decode(Item.self))
            } catch {
                failures.append("\(record.index) \(record.name) \(record.line)")
            }
        }
        try await reader.read(from: .data(Data(xml.utf8)))
        #expect(
            items == [
                Item(itemName: "a", price: 1.5, extraNote: nil),
                Item(itemName: "b", price: nil, extraNote: "late name"),
                Item(itemName: "d", price: 4, extraNote: "again"),
            ])
        #expect(failures == ["2 item 4"])
    }

    @Test func preservedWhitespaceReachesTheRecords() async throws {
        let decoder = XMLDecoder.underTest()
        decoder.whitespaceDecodingStrategy = .preserve
        var texts: [String] = []
        try await decoder.decodeEach(
            String.self, at: "p/r/t", from: .data(Data("<p><r><t>a</t></r><r><t> </t></r><r><t>\n b</t></r></p>".utf8))
        ) {
            texts.append($0)
        }
        #expect(texts == ["a", " ", "\n b"])
    }

    // MARK: - Early stop

    @Test func throwingFromTheClosureStopsAtOnceAndClosesTheFile() async throws {
        struct Enough: Error {}
        let url = try StreamingFixtures.temporaryFile(StreamingFixtures.gpx(points: 20_000))
        var seen = 0
        var lastProgress: XMLStreamProgress?
        await #expect(throws: Enough.self) {
            try await XMLDecoder.underTest().decodeEach(
                Point.self, at: pointPath, from: .file(url), progress: { lastProgress = $0 }
            ) {
                _ in
                seen += 1
                #expect(StreamingFixtures.openDescriptors(of: url) == 1)
                if seen == 3 { throw Enough() }
            }
        }
        #expect(seen == 3)
        let progress = try #require(lastProgress)
        #expect(progress.bytesRead < progress.totalBytes ?? 0)  // stopped in the first chunk
        #expect(StreamingFixtures.openDescriptors(of: url) == 0)
    }

    // MARK: - Errors in the middle

    @Test func aRecordThatDoesNotDecodeSaysWhichAndKeepsTheOnesBefore() async throws {
        var delivered: [Point] = []
        let data = Data(StreamingFixtures.gpx(points: 10, bad: 6).utf8)
        do {
            try await XMLDecoder.underTest().decodeEach(Point.self, at: pointPath, from: .data(data)) {
                delivered.append($0)
            }
            Issue.record("Expected an error")
        } catch let error as XMLRecordError {
            #expect(error.kind == .decodingFailed)
            #expect(error.index == 6)
            #expect(error.name == "trkpt")
            #expect(error.line == StreamingFixtures.line(ofPoint: 6))
            guard case .dataCorrupted(let context) = error.underlying as? DecodingError else {
                Issue.record("Expected dataCorrupted, got \(error.underlying)")
                return
            }
            #expect(context.codingPath.map(\.stringValue) == ["lat"])
            #expect(error.description.hasPrefix("Record 6 (<trkpt> at line 13)"))
        }
        #expect(delivered == (0 ..< 6).map(StreamingFixtures.point))
    }

    @Test func malformedXMLAfterSomeRecordsKeepsThem() async throws {
        var text = StreamingFixtures.gpx(points: 8)
        text = text.replacingOccurrences(of: "<ele>5.0</ele></trkpt>", with: "<ele>5.0</elevation></trkpt>")
        var delivered = 0
        do {
            try await XMLDecoder.underTest().decodeEach(Point.self, at: pointPath, from: .data(Data(text.utf8))) { _ in
                delivered += 1
            }
            Issue.record("Expected an error")
        } catch DecodingError.dataCorrupted(let context) {
            let syntax = try #require(context.underlyingError as? XMLSyntaxError)
            #expect(syntax.line == StreamingFixtures.line(ofPoint: 5))
        }
        #expect(delivered == 5)
    }

    // MARK: - Chunk boundaries and bounded memory

    @Test func recordsSplitAcross128KiBChunksDecodeWhole() async throws {
        // 3,000-byte records: dozens of them straddle a chunk boundary of the ~2.5 MB file.
        let text = StreamingFixtures.gpx(points: 800, padding: 3_000, paddingInside: true)
        struct Big: Decodable { let lat: Double; let lon: Double; let ele: Double; let desc: String }
        let url = try StreamingFixtures.temporaryFile(text)
        var count = 0
        try await XMLDecoder.underTest().decodeEach(Big.self, at: pointPath, from: .file(url)) { big in
            let expected = StreamingFixtures.point(count)
            #expect(big.lat == expected.lat && big.lon == expected.lon && big.ele == expected.ele)
            #expect(
                big.desc.utf8.count == 3_000 && big.desc.hasPrefix("abcdefghij") && big.desc.hasSuffix("abcdefghij"))
            count += 1
        }
        #expect(count == 800)
    }

    @Test(arguments: XMLDecoder.Parser.allCases)
    func theDocumentHoldsOnlyTheOpenElementsAndTheRecordsOfOneChunk(parser: XMLDecoder.Parser) async throws {
        // 2,000 points with 2 KB of non-record content after each: 4 MB that must not pile up.
        // Records are handed over at the latest before the next 128 KiB chunk is read, so the
        // document holds the open elements and at most one chunk's records, never the padding.
        let data = Data(StreamingFixtures.gpx(points: 2_000, padding: 2_000).utf8)
        let recordsPerChunk = 131_072 / (data.count / 2_000) + 2
        var largest = (elements: 0, attributes: 0, text: 0)
        var count = 0
        let decoder = XMLDecoder.underTest()
        decoder.parser = parser
        var reader = XMLStreamReader(decoder: decoder)
        reader.onRecord(at: pointPath) { record in
            let document = record.decoder.document
            largest.elements = max(largest.elements, document.elements.count)
            largest.attributes = max(largest.attributes, document.attributes.count)
            largest.text = max(largest.text, document.text.count)
            let point = try record.decode(Point.self)
            #expect(point == StreamingFixtures.point(record.index))
            count += 1
        }
        try await reader.read(from: .data(data))
        #expect(count == 2_000)
        #expect(largest.elements <= 3 + 2 * recordsPerChunk)  // gpx, trk, trkseg; trkpt, ele
        #expect(largest.attributes <= 3 + 2 * recordsPerChunk)  // version, creator, id; lat, lon
        #expect(largest.text < 300 + 64 * recordsPerChunk)  // three numbers each; 2 KB if the padding stayed
    }

    // MARK: - Progress

    @Test func progressCountsBytesAndRecordsUpToTheTotal() async throws {
        let text = StreamingFixtures.gpx(points: 12_000)  // ~700 KB: six chunks
        let url = try StreamingFixtures.temporaryFile(text)
        let size = text.utf8.count
        var reports: [XMLStreamProgress] = []
        try await XMLDecoder.underTest().decodeEach(
            Point.self, at: pointPath, from: .file(url), progress: { reports.append($0) }
        ) { _ in
        }
        #expect(reports.count >= size / (128 * 1024))
        #expect(reports.first?.bytesRead == 0)
        #expect(reports.allSatisfy { $0.totalBytes == size })
        #expect(
            zip(reports, reports.dropFirst()).allSatisfy {
                $0.bytesRead <= $1.bytesRead && $0.recordsRead <= $1.recordsRead
            })
        #expect(reports.dropFirst().allSatisfy { $0.bytesRead % (128 * 1024) == 0 || $0.bytesRead == size })
        #expect(reports.last == XMLStreamProgress(bytesRead: size, totalBytes: size, recordsRead: 12_000))
        #expect(reports.last?.fractionCompleted == 1)

        var fromStream: XMLStreamProgress?
        let stream = try #require(InputStream(url: url))
        try await XMLDecoder.underTest().decodeEach(
            Point.self, at: pointPath, from: .stream(stream), progress: { fromStream = $0 }
        ) { _ in }
        #expect(fromStream == XMLStreamProgress(bytesRead: size, totalBytes: nil, recordsRead: 12_000))
        #expect(fromStream?.fractionCompleted == nil)
    }

    // MARK: - Data outside the records

    @Test func otherPathsAndAncestorsInTheSamePass() async throws {
        struct Segment: Decodable { let id: Int }
        struct Document: Decodable { let creator: String }
        var events: [String] = []
        var reader = XMLStreamReader(decoder: .underTest())
        reader.onRecord(at: "gpx/trk/name") { events.append("name " + (try $0.decode(String.self))) }
        reader.onRecord(at: pointPath) { record in
            let segment = try record.decode(Segment.self, ancestor: "trkseg")
            let gpx = try record.decode(Document.self, ancestor: "gpx")
            events.append("point \(record.index) of \(segment.id) by \(gpx.creator)")
        }
        try await reader.read(from: .data(Data(StreamingFixtures.gpx(points: 2).utf8)))
        #expect(
            events == [
                "name Pu Si Lung", "point 0 of 7 by Xylem streaming tests", "point 1 of 7 by Xylem streaming tests",
            ])
    }

    @Test func anAncestorThatIsNotThereThrows() async throws {
        var reader = XMLStreamReader(decoder: .underTest())
        reader.onRecord(at: pointPath) { _ = try $0.decode(String.self, ancestor: "rte") }
        let error = await #expect(throws: XMLRecordError.self) {
            try await reader.read(from: .data(Data(StreamingFixtures.gpx(points: 1).utf8)))
        }
        #expect(error?.kind == .noEnclosingElement)
        #expect(error?.description.contains("No enclosing element named <rte>") == true)
    }
}
