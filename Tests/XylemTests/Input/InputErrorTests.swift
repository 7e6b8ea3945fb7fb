// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
@testable import Xylem

/// The errors about the input as a whole (Errors/InputErrors.swift), checked where the public
/// API cannot reach them: a permission error cannot be caused when the tests run as root.
@Suite("Input errors", .bothParsers)
struct InputErrorTests {
    @Test(arguments: [
        (ENOENT, CocoaError.Code.fileReadNoSuchFile), (ENOTDIR, .fileReadNoSuchFile),
        (EACCES, .fileReadNoPermission), (EPERM, .fileReadNoPermission),
        (ENAMETOOLONG, .fileReadInvalidFileName), (EISDIR, .fileReadUnknown), (EIO, .fileReadUnknown),
    ])
    func errnoBecomesFoundationsFileError(code: Int32, expected: CocoaError.Code) {
        let url = URL(fileURLWithPath: "/data/feed.xml")
        let error = FileCheck.error(errno: code, url: url)
        #expect(error.code == expected)
        #expect(error.filePath == "/data/feed.xml")
        #expect(error.url == url)
        #expect((error.userInfo[NSUnderlyingErrorKey] as? NSError)?.code == Int(code))
    }

    @Test(
        arguments: [
            ("<book>\n  <title>Dune</book>", 2, 21, "<title>Dune</book>"),
            (
                "<a>" + String(repeating: "x", count: 100) + "</b>" + String(repeating: "y", count: 100) + "</a>", 1,
                108,
                "..." + String(repeating: "x", count: 36) + "</b>" + String(repeating: "y", count: 40) + "..."
            ),
            ("<a>\n  <b>여름</c>\n</a>", 2, 15, "<b>여름</c>"),
            ("<a/>", 3, 1, nil),
        ] as [(String, Int, Int, String?)])
    func theTextAroundASyntaxError(document: String, line: Int, column: Int, expected: String?) {
        #expect(XMLSyntaxError.context(in: Data(document.utf8), line: line, column: column) == expected)
    }

    @Test func aDecodingErrorShowsTheTextAroundTheProblem() async throws {
        struct Book: Decodable { let title: String }
        let error = try #require(throws: DecodingError.self) {
            try XMLDecoder.underTest().decode(Book.self, from: "<book>\n  <title>Dune</book>")
        }
        guard case .dataCorrupted(let context) = error, let syntax = context.underlyingError as? XMLSyntaxError else {
            Issue.record("\(error)"); return
        }
        #expect(syntax.context == "<title>Dune</book>")
        #expect(context.debugDescription == "The given data was not well-formed XML near \"<title>Dune</book>\"")
        // A streaming read from memory shows it too.
        let streamed = try await #require(throws: DecodingError.self) {
            try await XMLDecoder.underTest().decodeEach(
                Book.self, at: "book", from: .data(Data("<book>\n  <title>Dune</book>".utf8))
            ) { _ in }
        }
        guard case .dataCorrupted(let streamedContext) = streamed else { Issue.record("\(streamed)"); return }
        #expect((streamedContext.underlyingError as? XMLSyntaxError)?.context == "<title>Dune</book>")
        // A file's bytes are not kept: no context.
        let url = TestScratch.directory.appendingPathComponent("xylem-\(UUID()).xml")
        try Data("<book>\n  <title>Dune</book>".utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let fromFile = try #require(throws: DecodingError.self) {
            try XMLDecoder.underTest().decode(Book.self, contentsOf: url)
        }
        guard case .dataCorrupted(let fileContext) = fromFile else { Issue.record("\(fromFile)"); return }
        #expect((fileContext.underlyingError as? XMLSyntaxError)?.context == nil)
        #expect(fileContext.debugDescription == "The given data was not well-formed XML")
    }
}
