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

    @Test(arguments: [1, 7, 4_096, 200_000])
    func recordsEqualThoseOfTheFile(chunkSize: Int) async throws {
        let data = Data(StreamingFixtures.gpx(points: 2_000, padding: 40).utf8)
        let url = try StreamingFixtures.temporaryFile(data, name: "a.gpx")
        let decoder = XMLDecoder()
        var fromFile: [Point] = [], fromChunks: [Point] = []
        for try await point in decoder.records(Point.self, at: pointPath, contentsOf: url) { fromFile.append(point) }
        for try await point in decoder.records(Point.self, at: pointPath, from: Self.chunks(data, size: chunkSize)) {
            fromChunks.append(point)
        }
        #expect(fromFile.count == 2_000)
        #expect(fromChunks == fromFile)
    }

    @Test func bytesOfAUInt8SequenceGiveTheSameRecords() async throws {
        let data = Data(StreamingFixtures.gpx(points: 700).utf8)
        var points: [Point] = []
        let sequence = XMLDecoder().records(Point.self, at: pointPath, from: Self.bytes(data))
        for try await point in sequence { points.append(point) }
        #expect(points == (0 ..< 700).map(StreamingFixtures.point))
        #expect(sequence.summary?.recordsRead == 700)
        // Read once, as an InputStream.
        await #expect(throws: XMLStreamReuseError.self) { for try await _ in sequence {} }
    }

    @Test func everyEntryPointMatchesTheDataPath() async throws {
        let text = StreamingFixtures.gpx(points: 300)
        let data = Data(text.utf8)
        let decoder = XMLDecoder()
        struct Track: Decodable, Equatable { let trk: Segments; struct Segments: Decodable, Equatable { let name: String } }

        #expect(try await decoder.decode(Track.self, from: Self.chunks(data, size: 333)) == decoder.decode(Track.self, from: data))
        #expect(try await decoder.decode(Track.self, from: Self.bytes(data)).trk.name == "Pu Si Lung")

        var each: [Point] = []
        let summary = try await decoder.decodeEach(Point.self, at: pointPath, from: Self.chunks(data, size: 1_000)) { each.append($0) }
        let expected = try decoder.decodeEach(Point.self, at: pointPath, from: data) { _ in }
        #expect(each == (0 ..< 300).map(StreamingFixtures.point))
        #expect(summary == expected)

        var names: [String] = []
        var reader = XMLStreamReader(decoder: decoder)
        reader.onRecord(at: "gpx/trk/name") { names.append(try $0.decode(String.self)) }
        reader.onRecord(at: "gpx/metadata/name") { names.append(try $0.decode(String.self)) }
        let read = try await reader.read(from: Self.bytes(data))
        #expect(names == ["Generated", "Pu Si Lung"])
        #expect(read.recordsRead == 2)

        let tree = try await XMLTree(chunks: Self.chunks(data, size: 64))
        #expect(tree.elementCount == (try XMLTree(data: data)).elementCount)
        #expect(tree.query(pointPath).count == 300)
        let byteTree = try await XMLTree(bytes: Self.bytes(data))
        #expect(byteTree.root.name == "gpx")
    }

    @Test func streamedTextArrivesWhole() async throws {
        let payload = StreamingFixtures.randomBytes(300_000, seed: 28)
        let document = Data("<attachment><name>x.bin</name><base64>\(payload.base64EncodedString(options: .lineLength76Characters))</base64></attachment>".utf8)
        var base64 = Base64StreamDecoder()
        var decoded = Data()
        try await XMLDecoder().streamText(at: "attachment/base64", from: Self.chunks(document, size: 10_000)) { chunk in
            decoded += try base64.decode(chunk.bytes)
            if chunk.isLast { decoded += try base64.finish() }
        }
        #expect(decoded == payload)
    }

    @Test func malformedXMLFailsAsFromData() async throws {
        let data = Data(StreamingFixtures.gpx(points: 50).utf8.dropLast(20))    // cut inside </trk>
        let decoder = XMLDecoder()
        func syntaxError(_ body: () async throws -> Void) async -> XMLSyntaxError? {
            do { try await body() } catch let DecodingError.dataCorrupted(context) { return context.underlyingError as? XMLSyntaxError }
            catch { Issue.record("unexpected \(error)") }
            return nil
        }
        let fromData = await syntaxError { _ = try decoder.decodeEach(Point.self, at: pointPath, from: data) { _ in } }
        var delivered = 0
        let fromChunks = await syntaxError {
            for try await _ in decoder.records(Point.self, at: pointPath, from: Self.chunks(data, size: 100)) { delivered += 1 }
        }
        #expect(delivered == 50)
        #expect(fromChunks != nil)
        #expect(fromChunks?.reason == fromData?.reason)
        #expect(fromChunks?.line == fromData?.line)
        let whole = await syntaxError { _ = try await decoder.decode(Point.self, from: Self.chunks(data, size: 100)) }
        #expect(whole?.reason == fromData?.reason)
    }

    @Test func aRecordThatDoesNotDecodeStopsTheStreamAfterTheOnesBefore() async throws {
        let data = Data(StreamingFixtures.gpx(points: 100, bad: 60).utf8)
        var delivered = 0
        await #expect {
            for try await _ in XMLDecoder().records(Point.self, at: pointPath, from: Self.chunks(data, size: 512)) { delivered += 1 }
        } throws: { error in
            (error as? XMLRecordError)?.index == 60 && (error as? XMLRecordError)?.line == StreamingFixtures.line(ofPoint: 60)
        }
        #expect(delivered == 60)
    }

    @Test func theSequencesOwnErrorComesAfterTheRecordsBeforeIt() async throws {
        let data = Data(StreamingFixtures.gpx(points: 400).utf8)
        let cut = data.count / 2
        let sequence = Self.chunks(data.prefix(cut), size: 1_000, error: Broken(at: cut))
        var delivered = 0
        await #expect(throws: Broken(at: cut)) {
            for try await _ in XMLDecoder().records(Point.self, at: pointPath, from: sequence) { delivered += 1 }
        }
        #expect(delivered > 100 && delivered < 400)
        await #expect(throws: Broken(at: cut)) {
            _ = try await XMLTree(chunks: Self.chunks(data.prefix(cut), size: 1_000, error: Broken(at: cut)))
        }
    }

    @Test func limitsApplyAsToAFile() async throws {
        let deep = Data(("<a>" + String(repeating: "<b>", count: 40) + String(repeating: "</b>", count: 40) + "</a>").utf8)
        let decoder = XMLDecoder()
        decoder.limits = XMLLimits(maximumDepth: 10)
        let expected: XMLSyntaxError.Reason = .limitExceeded(.depth)
        await #expect {
            _ = try await decoder.decode([String: String].self, from: Self.chunks(deep, size: 5))
        } throws: { error in
            guard case DecodingError.dataCorrupted(let context) = error else { return false }
            return (context.underlyingError as? XMLSyntaxError)?.reason == expected
        }
        await #expect {
            _ = try await XMLTree(chunks: Self.chunks(deep, size: 5), limits: XMLLimits(maximumDepth: 10))
        } throws: { error in
            (error as? XMLSyntaxError)?.reason == expected
        }
    }

    @Test func aDocumentInAnotherEncodingIsConvertedAsFromData() async throws {
        let text = "<?xml version=\"1.0\" encoding=\"UTF-16\"?><r><name>Été à Hà Nội</name></r>"
        let utf16 = Data([0xFF, 0xFE]) + text.data(using: .utf16LittleEndian)!
        struct R: Decodable { let name: String }
        let decoded = try await XMLDecoder().decode(R.self, from: Self.chunks(utf16, size: 3))
        #expect(decoded.name == "Été à Hà Nội")
    }
}
