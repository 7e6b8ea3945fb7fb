// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
import Xylem
@testable import large_attachment
@testable import podcast_feed

extension NetworkSuites {
    /// The examples that take an http(s) URL, against a local server: the same results as from
    /// their files.
    @Suite("Examples from the network", .serialized, .bothParsers)
    struct NetworkExamplesTests {
        @Test(.heavy) func anAttachmentIsDecodedToDiskWhileItDownloads() async throws {
            let server = try LocalHTTPServer()
            defer { server.stop() }
            let folder = try StreamingFixtures.temporaryFile(Data(), name: "unused").deletingLastPathComponent()
            let payload = StreamingFixtures.randomBytes(3_000_000, seed: 2_811)
            let payloadFile = folder.appendingPathComponent("payload.bin")
            try payload.write(to: payloadFile)
            let document = folder.appendingPathComponent("attachment.xml")
            try writeAttachmentDocument(payload: payloadFile, to: document, filename: "payload.bin")
            server.serve(
                "/attachment.xml", .init(body: try Data(contentsOf: document), framing: .chunked, pieceSize: 32 * 1024))

            let output = folder.appendingPathComponent("out.bin")
            let summary = try await extractAttachment(from: server.url("/attachment.xml"), to: output)
            #expect(summary.filename == "payload.bin")
            #expect(try Data(contentsOf: output) == payload)
            #expect(
                summary == (try await extractAttachment(from: document, to: folder.appendingPathComponent("file.bin"))))

            await #expect(throws: XMLDownloadError.self) {
                _ = try await extractAttachment(from: server.url("/missing.xml"), to: output)
            }
        }

        @Test func aFeedIsDecodedWhileItDownloads() async throws {
            let server = try LocalHTTPServer()
            defer { server.stop() }
            let data = try ExamplesTests.data("xicara-de-cafe.rss")
            server.serve("/feed.rss", .init(body: data, pieceSize: 2_000, pause: 0.001))
            let downloaded = try await loadFeed(from: URLRequest(url: server.url("/feed.rss")))
            #expect(downloaded.report == (try loadFeed(data: data)).report)
            #expect(!downloaded.episodes.isEmpty)
        }
    }
}
