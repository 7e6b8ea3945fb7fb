// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
@testable import Xylem

/// Text streamed in chunks, the streaming base64 decoder, and the large-attachment example.
@Suite("Streaming text", .bothParsers)
struct StreamingTextTests {
    // MARK: - Base64StreamDecoder

    /// Decodes `text` cut into two pieces at `cut`.
    private func decode(_ text: String, cutAt cut: Int) throws -> Data {
        let bytes = Data(text.utf8)
        var decoder = Base64StreamDecoder()
        var output = try decoder.decode(bytes.prefix(cut))
        output += try decoder.decode(bytes.dropFirst(cut))
        output += try decoder.finish()
        return output
    }

    @Test(arguments: ["", "f", "fo", "foo", "foob", "fooba", "foobar", "Xylem streams base64 in quads split anywhere."])
    func everySplitOfEveryPaddingDecodes(plain: String) throws {
        let encoded = Data(plain.utf8).base64EncodedString()
        let wrapped = encoded.enumerated().map { index, character in
            index % 5 == 4 ? "\(character)\r\n " : "\(character)"
        }.joined()
        for text in [encoded, wrapped, "\n  " + encoded.replacingOccurrences(of: "=", with: "") + "\n"] {
            for cut in 0 ... text.utf8.count {
                #expect(try decode(text, cutAt: cut) == Data(plain.utf8), "cut at \(cut) of \(text.debugDescription)")
            }
        }
    }

    @Test(arguments: [
        ("Zm9v*YmFy", 4, Base64StreamError.Kind.invalidCharacter), ("Zm9vYg==Zg==", 8, .dataAfterPadding),
        ("Zm9vY", 5, .unexpectedEnd), ("Zm9vYg=", 7, .unexpectedEnd), ("Z===", 1, .invalidCharacter),
    ])
    func invalidBase64SaysWhere(text: String, offset: Int, kind: Base64StreamError.Kind) {
        let error = #expect(throws: Base64StreamError.self) { _ = try decode(text, cutAt: 3) }
        #expect(error?.offset == offset)
        #expect(error?.kind == kind)
    }

    // MARK: - streamText

    @Test func textArrivesInChunksAndIsNotKeptInTheDocument() async throws {
        let payload = StreamingFixtures.randomBytes(300_000, seed: 5)
        let document = StreamingFixtures.attachment(payload).replacingOccurrences(
            of: "</attachment>", with: "<after>1</after></attachment>")
        var text = Data()
        var chunks = 0
        var textInDocumentAfter = -1
        var reader = XMLStreamReader(decoder: .underTest())
        reader.onText(at: "attachment/base64") { chunk in
            #expect(chunk.elementIndex == 0)
            #expect(chunk.bytes.count == 65_536 || chunk.isLast)
            text += chunk.bytes
            chunks += 1
        }
        reader.onRecord(at: "attachment/after") { record in
            textInDocumentAfter = record.decoder.document.text.count
        }
        try await reader.read(from: .data(Data(document.utf8)))
        #expect(chunks >= 6)
        #expect(textInDocumentAfter >= 0 && textInDocumentAfter < 100)
        #expect(Data(base64Encoded: text, options: .ignoreUnknownCharacters) == payload)
        #expect(text.first == 0x0A && text.last == 0x20)  // untrimmed: the line break and the indentation
    }

    @Test func everyElementAtThePathWithEntitiesAndCDATA() async throws {
        let document = "<r><t>a &amp; b</t><x><t>not me</t></x><t><![CDATA[<c>]]>d</t><t/></r>"
        var chunks: [(String, Int, Bool)] = []
        try await XMLDecoder.underTest().streamText(at: "r/t", from: .data(Data(document.utf8))) { chunk in
            chunks.append((String(decoding: chunk.bytes, as: UTF8.self), chunk.elementIndex, chunk.isLast))
        }
        #expect(chunks.map(\.0) == ["a & b", "<c>d", ""])
        #expect(chunks.map(\.1) == [0, 1, 2])
        #expect(chunks.allSatisfy { $0.2 })
    }

    @Test func largeAttachmentRoundTripIsByteIdentical() async throws {
        let payload = StreamingFixtures.randomBytes(2_000_000, seed: 42)
        let url = try StreamingFixtures.temporaryFile(StreamingFixtures.attachment(payload, filename: "r&amp;d.bin"))
        var filename: String?
        var output = Data()
        var base64 = Base64StreamDecoder()
        var reader = XMLStreamReader(decoder: .underTest())
        reader.onRecord(at: "attachment/filename") { filename = try $0.decode(String.self) }
        reader.onText(at: "attachment/base64") { chunk in
            output += try base64.decode(chunk.bytes)
            if chunk.isLast { output += try base64.finish() }
        }
        try await reader.read(from: .file(url))
        #expect(filename == "r&d.bin")
        #expect(output == payload)
    }

    @Test func throwingFromTheTextClosureStops() async throws {
        struct Full: Error {}
        let url = try StreamingFixtures.temporaryFile(
            StreamingFixtures.attachment(StreamingFixtures.randomBytes(1_000_000, seed: 1)))
        var chunks = 0
        await #expect(throws: Full.self) {
            try await XMLDecoder.underTest().streamText(at: "attachment/base64", from: .file(url)) { _ in
                chunks += 1
                throw Full()
            }
        }
        #expect(chunks == 1)
        #expect(StreamingFixtures.openDescriptors(of: url) == 0)
    }

    // MARK: - The large-attachment example

    #if os(macOS) || os(Linux)  // runs the built executable: Foundation's Process is macOS and Linux only
    /// The example's executable, built next to this test binary.
    private func example() throws -> URL {
        let binary = try #require(CommandTests.products, "build the package (swift build --build-tests) first")
            .appendingPathComponent("large-attachment")
        try #require(
            FileManager.default.isExecutableFile(atPath: binary.path),
            "build the package (swift build --build-tests) first")
        return binary
    }

    private func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = try example()
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }

    @Test func theExampleDecodesItsSampleData() throws {
        let sample = ExamplesTests.dataFile("attachment.xml")
        let output = TestScratch.directory.appendingPathComponent("xylem-leaf-\(UUID().uuidString).svg")
        let result = try run([sample.path, output.path])
        #expect(result.status == 0)
        #expect(result.output.contains("Attachment: xylem-leaf.svg"))
        let text = try String(contentsOf: sample, encoding: .utf8)
        let base64 = try #require(
            text.components(separatedBy: "<base64>").last?.components(separatedBy: "</base64>").first)
        let expected = try #require(Data(base64Encoded: base64, options: .ignoreUnknownCharacters))
        #expect(try Data(contentsOf: output) == expected)
        #expect(String(decoding: expected, as: UTF8.self).hasPrefix("<svg"))
    }

    @Test func theExampleEncodesAndDecodesByteIdentically() throws {
        let payload = try StreamingFixtures.temporaryFile(
            StreamingFixtures.randomBytes(1_500_001, seed: 9), name: "payload.bin")
        let folder = payload.deletingLastPathComponent()
        let document = folder.appendingPathComponent("doc.xml"), output = folder.appendingPathComponent("out.bin")
        #expect(try run(["--encode", payload.path, document.path]).status == 0)
        let result = try run([document.path, output.path])
        #expect(result.status == 0)
        #expect(result.output.contains("Wrote 1500001 bytes"))
        #expect(try Data(contentsOf: output) == Data(contentsOf: payload))
        #expect(try run([]).status == 2)
        #expect(try run([ExamplesTests.dataFile("election-schedule.xml").path, output.path]).status == 1)
    }
    #endif
}
