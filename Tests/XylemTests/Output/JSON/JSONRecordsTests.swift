// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import Xylem

/// `XMLDecoder.jsonRecords`: the records' JSON converted on `recordConcurrency` threads is
/// what `XMLStreamReader.onJSON` writes on one, line for line, with the same error after the
/// same lines, whatever the parser.
@Suite("JSON records on every core")
struct JSONRecordsTests {
    static let parsers = XMLDecoder.Parser.allCases.filter(\.isAvailable)

    /// `count` records whose names keep changing: every 500th record brings an element name
    /// and an attribute name not seen before, so each thread's name tables grow as it goes.
    /// Non-ASCII text, entities, CDATA, prefixed names and repeated children throughout.
    static func document(records count: Int, brokenAt broken: Int? = nil) -> String {
        var xml = "<?xml version=\"1.0\"?>\n<export xmlns:geo=\"urn:geo\"><meta><made>2026</made></meta><rows>\n"
        for n in 0 ..< count {
            let extra = n >= 500 ? "<field\(n / 500) note\(n / 500)=\"é\(n)\">new \(n)</field\(n / 500)>" : ""
            let end = n == broken ? "</nome>" : "</name>"
            xml +=
                "<row id=\"\(n)\" geo:lat=\"\(Double(n) / 7)\"><name>제\(n % 20)회 선거 &amp; «Ünïcødé» 🌿 \(n)\(end)"
                + "<tag>a</tag><tag>b\(n % 3)</tag><note><![CDATA[<b>\(n)</b>]]></note>\(extra)<empty/></row>\n"
        }
        return xml + "</rows></export>\n"
    }

    /// The lines and the error `onJSON` gives on one thread.
    static func serial(
        _ xml: String, at path: String, options: XMLTree.JSONOptions, parser: XMLDecoder.Parser
    ) async -> (lines: [Data], error: String?) {
        let decoder = XMLDecoder.underTest()
        decoder.parser = parser
        var reader = XMLStreamReader(decoder: decoder)
        var lines: [Data] = []
        reader.onJSON(at: path, options: options) { lines.append($0) }
        do {
            try await reader.read(from: .data(Data(xml.utf8)))
            return (lines, nil)
        } catch {
            return (lines, "\(error)")
        }
    }

    /// The lines and the error `jsonRecords` gives with `concurrency` threads.
    static func parallel(
        _ xml: String, at path: String, options: XMLTree.JSONOptions, parser: XMLDecoder.Parser, concurrency: Int
    ) async -> (lines: [Data], error: String?) {
        let decoder = XMLDecoder.underTest()
        decoder.parser = parser
        decoder.recordConcurrency = concurrency
        var lines: [Data] = []
        do {
            for try await line in decoder.jsonRecords(
                at: path, from: .data(Data(xml.utf8)), options: options, bufferSize: 16)
            {
                lines.append(line)
            }
            return (lines, nil)
        } catch {
            return (lines, "\(error)")
        }
    }

    @Test(arguments: [1, 3])
    func everyLineIsOnJSONsLineInDocumentOrder(concurrency: Int) async throws {
        let xml = Self.document(records: 6_000)
        let options = XMLTree.JSONOptions(
            attributePrefix: "_", namespaceStrategy: .stripPrefixes, listHints: [.listItem("export/rows/row/empty")])
        for parser in Self.parsers {
            let expected = await Self.serial(xml, at: "export/rows/row", options: options, parser: parser)
            let actual = await Self.parallel(
                xml, at: "export/rows/row", options: options, parser: parser, concurrency: concurrency)
            #expect(expected.error == nil && actual.error == nil, "\(parser)")
            #expect(actual.lines.count == 6_000, "\(parser)")
            #expect(actual.lines == expected.lines, "\(parser)")
        }
        let last = try #require(
            await Self.parallel(
                xml, at: "export/rows/row", options: options, parser: .foundation, concurrency: concurrency
            ).lines.last)
        #expect(
            String(decoding: last, as: UTF8.self)
                == ##"{"_id":"5999","_lat":"857.0","name":"제19회 선거 & «Ünïcødé» 🌿 5999","tag":["a","b2"],"##
                + ##""note":"<b>5999</b>","field11":{"_note11":"é5999","#text":"new 5999"},"empty":[null]}"##)
    }

    @Test(arguments: [1, 2])
    func malformedXMLInTheMiddleEndsAfterTheSameLinesWithTheSameError(concurrency: Int) async {
        let xml = Self.document(records: 6_000, brokenAt: 3_777)
        for parser in Self.parsers {
            let expected = await Self.serial(xml, at: "export/rows/row", options: .init(), parser: parser)
            let actual = await Self.parallel(
                xml, at: "export/rows/row", options: .init(), parser: parser, concurrency: concurrency)
            #expect(expected.lines.count == 3_777, "\(parser)")
            #expect(actual.lines == expected.lines, "\(parser)")
            #expect(actual.error != nil && actual.error == expected.error, "\(parser)")
            #expect(actual.error?.contains("at line 3780, column 87") == true, "\(parser): \(actual.error ?? "")")
        }
    }

    @Test func aPathThatMatchesNothingSaysWhy() async throws {
        let records = XMLDecoder.underTest().jsonRecords(
            at: "export/rows/line", from: .data(Data(Self.document(records: 3).utf8)))
        var count = 0
        for try await _ in records { count += 1 }
        #expect(count == 0)
        #expect(
            records.summary?.unmatchedPaths.map(\.description) == [
                "no <line> under export/rows: its children there are row"
            ])
    }

    /// One reader read twice: the second parse's names get ids of their own, so a writer kept
    /// from the first (the `onJSON` closure's) must not spell them with the first's keys.
    @Test(arguments: parsers)
    func aReaderReadAgainSpellsTheNewDocumentsNames(parser: XMLDecoder.Parser) async throws {
        let decoder = XMLDecoder.underTest()
        decoder.parser = parser
        var reader = XMLStreamReader(decoder: decoder)
        var lines: [String] = []
        reader.onJSON(at: "list/item") { lines.append(String(decoding: $0, as: UTF8.self)) }
        try await reader.read(from: .string(#"<list><item a="1"><first>x</first></item><item><first/></item></list>"#))
        try await reader.read(from: .string(#"<list><item z="2"><other>y</other></item></list>"#))
        #expect(lines == [#"{"@a":"1","first":"x"}"#, #"{"first":null}"#, #"{"@z":"2","other":"y"}"#])
    }
}
