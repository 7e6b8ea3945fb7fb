// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@testable import Xylem

/// What `XMLInput` says about itself before it is read: the size progress reports, and the
/// file it names (the model generator names a sample after it).
@Suite("XMLInput")
struct XMLInputTests {
    @Test func theSizeIsKnownForDataStringsAndFilesOnly() throws {
        let text = "<a>é</a>"
        let url = try StreamingFixtures.temporaryFile(Data(text.utf8), name: "input.xml")
        #expect(XMLInput.data(Data(text.utf8)).totalBytes == 9)
        #expect(XMLInput.string(text).totalBytes == 9)  // bytes, not characters
        #expect(XMLInput.file(url).totalBytes == 9)
        #expect(XMLInput.stream(InputStream(data: Data(text.utf8))).totalBytes == nil)
        #expect(XMLInput.bytes(AsyncStream<UInt8> { $0.finish() }).totalBytes == nil)
        #expect(XMLInput.chunks(AsyncStream<[UInt8]> { $0.finish() }).totalBytes == nil)
        #expect(XMLInput.feed(XMLByteFeed()).totalBytes == nil)
        #expect(XMLInput.request(URLRequest(url: URL(string: "http://127.0.0.1:9/a.xml")!)).totalBytes == nil)
    }

    @Test func onlyAFileInputNamesAFile() throws {
        let url = try StreamingFixtures.temporaryFile(Data("<a/>".utf8), name: "named.xml")
        #expect(XMLInput.file(url).fileURL == url)
        #expect(XMLInput.data(Data("<a/>".utf8)).fileURL == nil)
        #expect(XMLInput.string("<a/>").fileURL == nil)
        #expect(XMLInput.stream(InputStream(url: url)!).fileURL == nil)
        #expect(XMLInput.request(URLRequest(url: url)).fileURL == nil)
    }
}
