// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import Xylem

@Suite("Errors", .bothParsers)
struct ErrorTests {
    let decoder = XMLDecoder.underTest()

    struct Loose: Decodable { let a: String? }

    /// Decoding `xml` must fail with an XMLSyntaxError wrapped in `.dataCorrupted`.
    private func syntaxError(_ xml: Data, file: String = #fileID, line: Int = #line) throws -> XMLSyntaxError {
        let error = try #require(throws: DecodingError.self) { try decoder.decode(Loose.self, from: xml) }
        guard case .dataCorrupted(let context) = error, let syntax = context.underlyingError as? XMLSyntaxError else {
            Issue.record("expected a syntax error, got \(error)")
            throw error
        }
        #expect(context.codingPath.isEmpty)
        // No echo: printed, the error says the problem once (its kind, then the details).
        #expect(!context.debugDescription.contains(syntax.message))
        #expect(String(describing: error).components(separatedBy: syntax.message).count == 2)
        return syntax
    }

    private func syntaxError(_ xml: String) throws -> XMLSyntaxError { try syntaxError(Data(xml.utf8)) }

    @Test func typeMismatchNamesThePathAndLine() throws {
        let xml = Fixtures.threeElections.replacingOccurrences(of: "<num>2</num>", with: "<num>x1</num>")
        let line =
            try #require(xml.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("x1") })
            + 1
        let error = try #require(throws: DecodingError.self) {
            try decoder.decode(Models.ElectionResponse.self, from: xml)
        }
        guard case .dataCorrupted(let context) = error else { Issue.record("\(error)"); return }
        #expect(context.codingPath.map(\.stringValue) == ["body", "items", "item", "Index 1", "num"])
        #expect(context.codingPath[3].intValue == 1)
        #expect(context.debugDescription.contains("Expected Int at line \(line), column 13"))
        #expect(context.debugDescription.contains("\"x1\""))
    }

    @Test func keyNotFoundNamesTheContainer() throws {
        struct Point: Decodable { let lat: Double; let lon: Double; let speed: Double }
        struct Seg: Decodable { let trkpt: [Point] }
        struct Trk: Decodable { let trkseg: Seg }
        struct GPX: Decodable { let trk: Trk }
        let error = try #require(throws: DecodingError.self) { try decoder.decode(GPX.self, from: Fixtures.gpx) }
        guard case .keyNotFound(let key, let context) = error else { Issue.record("\(error)"); return }
        #expect(key.stringValue == "speed")
        #expect(context.codingPath.map(\.stringValue) == ["trk", "trkseg", "trkpt", "Index 0"])
        #expect(context.debugDescription.contains("<trkpt> at line 6"))
    }

    @Test func aMissingNestedStructIsKeyNotFound() throws {
        struct Inner: Decodable { let x: Int }
        struct Outer: Decodable { let inner: Inner }
        let error = try #require(throws: DecodingError.self) { try decoder.decode(Outer.self, from: "<o/>") }
        guard case .keyNotFound(let key, let context) = error else { Issue.record("\(error)"); return }
        #expect(key.stringValue == "inner")
        #expect(context.codingPath.isEmpty)
    }

    @Test func truncatedDocument() throws {
        let error = try syntaxError("<a>\n<b>x</b>\n<c>")
        #expect(error.kind == .unexpectedEnd)
        #expect(error.message.contains("<c>"))
        #expect(error.line == 3)
    }

    @Test func truncatedAtEveryByteOffsetNeverSucceeds() throws {
        let document = Array(Fixtures.gpx.utf8)
        struct Anything: Decodable {}
        for length in 0 ..< document.count - 1 {
            let prefix = Data(document[0 ..< length])
            // Whitespace after the root is the only thing that may be cut off.
            if String(decoding: document[length...], as: UTF8.self).allSatisfy(\.isWhitespace) { continue }
            #expect(throws: DecodingError.self, "prefix of \(length) bytes") {
                try decoder.decode(Anything.self, from: prefix)
            }
        }
    }

    @Test func contentAfterTheRoot() throws {
        #expect(try syntaxError("<a/><b/>").kind == .contentAfterRoot)
        #expect(try syntaxError("<a/>junk").kind == .contentAfterRoot)
        #expect(try decoder.decode(Loose.self, from: "<r><a>x</a></r>\n<!-- trailing comment -->\n").a == "x")
    }

    @Test(arguments: ["", "<", "<a", "   ", "\n\n"])
    func tinyInputs(input: String) throws {
        let error = try syntaxError(input)
        #expect([.noRootElement, .unexpectedEnd, .malformed].contains(error.kind))
    }

    @Test func notXML() throws {
        let error = try syntaxError("hello world, this is not xml")
        #expect(error.kind == .malformed)
        #expect(error.message == "The input is empty or is not XML")
        #expect(try syntaxError("{\"json\": true}").line == 1)
    }

    @Test func mismatchedTags() throws {
        let error = try syntaxError("<a>\n  <b></a>")
        #expect(error.kind == .malformed)
        #expect(error.message == "The end tag does not match the open element")
        #expect(error.line == 2)
    }

    @Test func undeclaredEntity() throws {
        let error = try syntaxError("<a>&nbsp;</a>")
        #expect(error.kind == .malformed)
        #expect(error.message.hasPrefix("Reference to an undeclared entity"))
    }

    @Test(arguments: [
        Data("<a\u{FF}></a>".utf8.map { $0 == 0xC3 ? 0xFF : $0 }),
        Data([0x3C, 0x61, 0xFF, 0x3E, 0x3C, 0x2F, 0x61, 0xFF, 0x3E]),
        Data([0x3C, 0x61, 0x20, 0x78, 0xC0, 0x3D, 0x22, 0x31, 0x22, 0x2F, 0x3E]),
        Data([0x3C, 0x61, 0x3E, 0x0A, 0x0A, 0x78, 0xED, 0xA0, 0x80, 0x3C, 0x2F, 0x61, 0x3E]),
        Data([0x3C, 0x61, 0x3E, 0x78, 0xE2, 0x82]),
    ])
    func invalidUTF8IsAnErrorNeverACrash(input: Data) throws {
        let error = try syntaxError(input)
        #expect(error.kind == .invalidUTF8)
        #expect(try #require(error.byteOffset) >= 2)
    }

    @Test func invalidUTF8ReportsOffsetAndLine() throws {
        let error = try syntaxError(Data([0x3C, 0x61, 0x3E, 0x0A, 0x0A, 0x78, 0xFE, 0x3C, 0x2F, 0x61, 0x3E]))
        #expect(error.kind == .invalidUTF8)
        #expect(error.byteOffset == 6)
        #expect(error.line == 3)
        #expect(error.column == 2)
    }

    @Test func entityDeclarationsAreRefused() throws {
        let error = try syntaxError("<?xml version=\"1.0\"?>\n<!DOCTYPE a [\n  <!ENTITY e \"Hello\">\n]>\n<a>[&e;]</a>")
        #expect(error.kind == .entityDeclaration)
        #expect(error.line == 3)
        // Refused by default with either parser; the message says how to opt in.
        #expect(error.message.contains("refused by default"))
        #expect(error.message.contains("entityExpansion = .internalEntities()"))
        let laughs = "<!DOCTYPE l [<!ENTITY a \"aaaa\"><!ENTITY b \"&a;&a;&a;&a;\">]><l>&b;</l>"
        #expect(try syntaxError(laughs).kind == .entityDeclaration)
    }

    @Test func aDoctypeWithoutEntitiesIsFine() throws {
        let xml =
            "<?xml version=\"1.0\"?>\n<!DOCTYPE a [\n  <!ELEMENT a (#PCDATA)>\n]>\n<!-- <!ENTITY not really> -->\n<a><a>x</a></a>"
        #expect(try decoder.decode(Loose.self, from: xml).a == "x")
        let publicID =
            "<!DOCTYPE html PUBLIC \"-//W3C//DTD XHTML 1.0 Strict//EN\" \"http://www.w3.org/TR/xhtml1/DTD/xhtml1-strict.dtd\"><html><a>y</a></html>"
        #expect(try decoder.decode(Loose.self, from: publicID).a == "y")
    }

    @Test func anEntityDefinedOnlyInAnExternalDTDIsAnError() throws {
        let error = try syntaxError("<!DOCTYPE a SYSTEM \"defs.dtd\"><a>[&e;]</a>")
        #expect(error.kind == .malformed)
        #expect(error.message.hasPrefix("Reference to an undeclared entity"))
    }

    /// Files that cannot be read throw Foundation's own error, as `Data(contentsOf:)` does,
    /// from every entry point that takes a URL.
    @Test func unreadableFilesThrowFoundationsFileErrors() async throws {
        let missing = URL(fileURLWithPath: "/nonexistent/xylem.xml")
        let entryPoints: [(String, (URL) async throws -> Void)] = [
            ("decode", { _ = try self.decoder.decode(Loose.self, contentsOf: $0) }),
            ("decodeEach", { try await self.decoder.decodeEach(Loose.self, at: "a", from: .file($0)) { _ in } }),
            ("streamText", { try await self.decoder.streamText(at: "a", from: .file($0)) { _ in } }),
            ("XMLStreamReader", { try await XMLStreamReader(decoder: .underTest()).read(from: .file($0)) }),
            ("XMLTree", { _ = try await XMLTree.underTest(from: .file($0)) }),
        ]
        for (name, read) in entryPoints {
            let error = try await #require(throws: CocoaError.self, "\(name)") { try await read(missing) }
            #expect(error.code == .fileReadNoSuchFile, "\(name)")
            #expect(error.filePath == missing.path, "\(name)")
            #expect((error.userInfo[NSUnderlyingErrorKey] as? NSError)?.code == Int(ENOENT), "\(name)")

            let remote = try await #require(throws: CocoaError.self) {
                try await read(URL(string: "https://example.com/feed.xml")!)
            }
            #expect(remote.code == .fileReadUnsupportedScheme, "\(name)")
            let directory = try await #require(throws: CocoaError.self) {
                try await read(FileManager.default.temporaryDirectory)
            }
            #expect(directory.code == .fileReadUnknown, "\(name)")
        }
    }

    @Test func aFileWithoutReadPermission() throws {
        let url = TestScratch.directory.appendingPathComponent("xylem-\(UUID()).xml")
        try Data("<a/>".utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: url.path)
        if geteuid() == 0 {
            // root reads it anyway; what Foundation would say for EACCES is checked below.
            _ = try decoder.decode(Loose.self, contentsOf: url)
        } else {
            let error = try #require(throws: CocoaError.self) { try decoder.decode(Loose.self, contentsOf: url) }
            #expect(error.code == .fileReadNoPermission)
            #expect(error.filePath == url.path)
        }
    }

    @Test func undeclaredPrefixesAreTolerated() throws {
        struct R: Decodable { let value: String; enum CodingKeys: String, CodingKey { case value = "x:value" } }
        #expect(try decoder.decode(R.self, from: "<r><x:value>1</x:value></r>").value == "1")
    }
}
