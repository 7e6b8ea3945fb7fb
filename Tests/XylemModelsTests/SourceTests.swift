// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import Xylem
@testable import XylemModels

@Suite("Models: the Swift source")
struct SourceTests {
    private func source(_ samples: String..., options: ModelGenerator.Options = .init()) throws -> String {
        var generator = ModelGenerator(options: options)
        for sample in samples { try generator.add(XMLTree(string: sample)) }
        return try generator.source()
    }

    @Test("CodingKeys only for names that differ from their keys, plain names grouped on one line")
    func codingKeys() throws {
        let plain = try source("<note><to>Tove</to><body>Hi</body></note>")
        #expect(
            plain.contains("struct Note: Codable, Equatable, Sendable {\n    let to: String\n    let body: String\n}"))
        #expect(!plain.contains("CodingKeys"))
        let keyed = try source(
            #"<trkpt lat="25.5" lon="121.5"><ele>10.5</ele><time>2024-05-14T09:30:00Z</time></trkpt>"#)
        #expect(
            keyed.contains(
                """
                    enum CodingKeys: String, CodingKey {
                        case lat = "@lat"
                        case lon = "@lon"
                        case ele, time
                    }
                """))
        #expect(keyed.contains("let time: Date"))
        #expect(keyed.contains("decoder.dateDecodingStrategy = .iso8601"))
    }

    @Test(
        "keywords are backquoted; an attribute beside a child of its name is nameAttribute; text beside attributes is value"
    )
    func names() throws {
        let text = try source(#"<r default="1" key="2"><key>k</key><class c="x">t</class></r>"#)
        #expect(text.contains("let `default`: Int"))
        #expect(text.contains("case `default` = \"@default\""))
        #expect(text.contains("let keyAttribute: Int"))
        #expect(text.contains("case keyAttribute = \"@key\""))
        #expect(text.contains("struct Class: Codable"))
        #expect(text.contains("case value = \"\""))
    }

    @Test("types: optional when absent or empty, arrays when repeated, list wrappers as arrays with their hint")
    func propertyTypes() throws {
        let text = try source(
            "<r><a>1</a><b>x</b><items><item>1</item></items></r>",
            "<r><b>y</b><b>z</b><items/></r>")
        #expect(text.contains("let a: Int?"))
        #expect(text.contains("let b: [String]"))
        #expect(text.contains("let items: [Int]"))
        #expect(text.contains("decoder.listHints = [.wrapper(\"items\")]"))
        #expect(text.contains("encoder.listHints = [.wrapper(\"items\")]"))
    }

    @Test("a type that would contain itself holds an array of itself")
    func recursion() throws {
        let text = try source("<r><box><box>in</box><label>l</label></box></r>")
        #expect(text.contains("let box: [Box]"))
    }

    @Test("types whose names would hide Swift's get a suffix; --root-type names the root")
    func typeNames() throws {
        let text = try source("<r><Date><day>1</day></Date></r>", options: .init(rootTypeName: "Calendar"))
        #expect(text.contains("struct DateElement: Codable"))
        #expect(text.contains("struct Calendar: Codable"))
        #expect(
            text.contains(
                "extension Calendar {\n    /// The element the models read and write: `<r>`.\n    static let rootElement = \"r\""
            ))
    }

    @Test(
        "no type hides one of Foundation, the standard library, SwiftUI or Xylem",
        arguments: [
            "Process", "CharacterSet", "Operation", "Unit", "Link", "Text", "Image", "Data", "Date", "Task", "List",
            "Calendar",
        ])
    func shadowing(name: String) throws {
        let text = try source(#"<r><\#(name) a="x"/></r>"#)
        #expect(text.contains("struct \(name)Element: Codable"))
        #expect(!text.contains("struct \(name):"))
        #expect(Naming.reservedTypeNames.contains(name))
    }

    @Test("an RFC 2822 date is a Date read and written with .rfc2822; beside ISO 8601 dates it stays a String")
    func rfc2822Dates() throws {
        let rss = try source("<rss><item><pubDate>Tue, 14 May 2024 09:30:00 GMT</pubDate></item></rss>")
        #expect(rss.contains("let pubDate: Date"))
        #expect(rss.contains("decoder.dateDecodingStrategy = .rfc2822"))
        #expect(rss.contains("encoder.dateEncodingStrategy = .rfc2822"))
        let both = try source(
            "<rss><item><pubDate>Tue, 14 May 2024 09:30:00 GMT</pubDate><updated>2024-05-14T09:30:00Z</updated></item></rss>"
        )
        #expect(both.contains("let pubDate: String"))
        #expect(both.contains("let updated: Date"))
        #expect(both.contains("decoder.dateDecodingStrategy = .iso8601"))
    }

    @Test(
        "names are namespace URI and local name: any prefix, one prefix for two URIs, a default namespace below the root"
    )
    func namespaces() throws {
        let prefixes = try source(
            #"<a:r xmlns:a="urn:one"><a:x>1</a:x></a:r>"#, #"<b:r xmlns:b="urn:one"><b:x>2</b:x></b:r>"#)
        #expect(prefixes.contains(#"static let rootElement = "a:r""#))
        #expect(prefixes.contains(#"decoder.namespaceStrategy = .mapURIs(["urn:one": "a"])"#))
        let chosen = try source(
            #"<b:r xmlns:b="urn:one"><b:x>2</b:x></b:r>"#,
            options: .init(namespaceStrategy: .mapURIs(["urn:one": "one"])))
        #expect(chosen.contains(#"static let rootElement = "one:r""#))
        let twoURIs = try source(#"<r xmlns:x="urn:one"><x:v>1</x:v></r>"#, #"<r xmlns:x="urn:two"><x:v>a</x:v></r>"#)
        #expect(twoURIs.contains(#"decoder.namespaceStrategy = .mapURIs(["urn:one": "x", "urn:two": "x2"])"#))
        #expect(twoURIs.contains("let v: Int?") && twoURIs.contains("let x2V: String?"))
        let kml = try source(#"<r><k xmlns="urn:kml"><v>1</v></k></r>"#)
        #expect(
            kml.contains(#"case k = "kml:k""#)
                && kml.contains(#"encoder.namespaceStrategy = .mapURIs(["urn:kml": "kml"])"#))
        let atom = try source(#"<feed xmlns="http://www.w3.org/2005/Atom"><title>t</title></feed>"#)
        #expect(atom.contains(#"encoder.rootAttributes = ["xmlns": "http://www.w3.org/2005/Atom"]"#))
        #expect(!atom.contains("mapURIs"))
        let stripped = try source(
            #"<a:r xmlns:a="urn:one"><a:x>1</a:x></a:r>"#, options: .init(namespaceStrategy: .stripPrefixes))
        #expect(
            stripped.contains(#"static let rootElement = "r""#)
                && stripped.contains("decoder.namespaceStrategy = .stripPrefixes"))
        var generator = ModelGenerator()
        try generator.add(XMLTree(string: #"<r xmlns="urn:one"/>"#))
        #expect(throws: ModelGenerationError.differentRoots("{urn:one}r", "{urn:two}r")) {
            try generator.add(XMLTree(string: #"<r xmlns="urn:two"/>"#))
        }
    }

    @Test("a list wrapper absent somewhere is an optional list: no empty wrapper is written for it")
    func optionalWrappers() throws {
        let text = try source(
            "<r><layer><keywords><keyword>a</keyword><keyword>b</keyword></keywords></layer><layer/></r>")
        #expect(text.contains("let keywords: [String]?"))
        let always = try source(
            "<r><layer><keywords><keyword>a</keyword><keyword>b</keyword></keywords></layer><layer><keywords/></layer></r>"
        )
        #expect(always.contains("let keywords: [String]\n"))
    }

    @Test("the header says how the file was generated; fileprivate models for several sets in one module")
    func header() throws {
        let text = try source(
            "<r/>", options: .init(command: "xylem models r.xml", accessLevel: .fileprivate, sampleNames: ["r.xml"]))
        #expect(text.hasPrefix("// Generated by `xylem models r.xml` from r.xml.\n"))
        #expect(
            text.contains("fileprivate struct R: Codable, Equatable, Sendable {\n    fileprivate let value: String"))
        #expect(text.contains("fileprivate extension R {"))
    }

    @Test("records: every record of a file, the record type with its path and a decodeEach snippet")
    func records() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "xylem-models-records-\(UUID().uuidString).xml")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data("<t><row><id>1</id></row><row><id>2</id><note>n</note></row></t>".utf8).write(to: file)
        var generator = ModelGenerator()
        #expect(try await generator.add(.file(file), records: "t/row") == 2)
        let text = try generator.source()
        #expect(
            text.contains("struct Row: Codable, Equatable, Sendable {\n    let id: String\n    let note: String?\n}"))
        #expect(text.contains("static let recordPath = \"t/row\""))
        #expect(text.contains("try await decoder.decodeEach(Row.self, at: Row.recordPath, from: .file(url))"))
        let feed = FileManager.default.temporaryDirectory.appendingPathComponent(
            "xylem-models-feed-\(UUID().uuidString).xml")
        defer { try? FileManager.default.removeItem(at: feed) }
        try Data(
            #"<rss xmlns:itunes="urn:i"><channel><item><itunes:duration>12</itunes:duration></item></channel></rss>"#
                .utf8
        ).write(to: feed)
        var items = ModelGenerator()
        try await items.add(.file(feed), records: "rss/channel/item")
        #expect(try items.shape().namespaces == ["xmlns:itunes": "urn:i"])
        #expect(try items.source().contains(#"decoder.namespaceStrategy = .mapURIs(["urn:i": "itunes"])"#))
        #expect(try items.source().contains(#"encoder.namespaceStrategy = .mapURIs(["urn:i": "itunes"])"#))
        #expect(try items.source().contains("let itunesDuration: Int") == false)
        #expect(try items.source().contains("let duration: Int"))

        var missing = ModelGenerator()
        await #expect(throws: ModelGenerationError.noRecords(path: "t/col")) {
            try await missing.add(.file(file), records: "t/col")
        }
    }
}

@Suite("Models: decoder setup")
struct SetupTests {
    @Test("an attribute value with edge whitespace, or xml:space=\"preserve\", makes the decoder preserve whitespace")
    func whitespace() throws {
        for sample in [#"<r v="  padded  "/>"#, #"<r><t xml:space="preserve"> </t></r>"#] {
            var generator = ModelGenerator()
            try generator.add(XMLTree(string: sample))
            #expect(try generator.shape().preservesWhitespace)
            #expect(try generator.source().contains("decoder.whitespaceDecodingStrategy = .preserve"))
        }
        var plain = ModelGenerator()
        try plain.add(XMLTree(string: #"<r v="x"/>"#))
        #expect(try !plain.source().contains("whitespaceDecodingStrategy"))
    }
}

@Suite("Models: type names")
struct TypeNameTests {
    @Test("unprefixed elements choose type names first; a prefixed one on a clash takes its prefix")
    func prefixedClash() throws {
        var generator = ModelGenerator()
        try generator.add(
            XMLTree(string: #"<rss xmlns:itunes="urn:i"><itunes:owner href="a"/><owner><url>u</url></owner></rss>"#))
        let text = try generator.source()
        #expect(text.contains("struct Owner: Codable"))
        #expect(text.contains("struct ItunesOwner: Codable"))
        #expect(text.contains("let itunesOwner: ItunesOwner"))
        #expect(text.contains("case itunesOwner = \"itunes:owner\""))
    }
}
