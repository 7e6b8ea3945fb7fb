// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import Xylem

/// XML to JSON of a document that binds one prefix to two namespaces (UBL's NS4 example
/// re-declares a prefix on one element; SOAP toolkits reuse `ns1` per element): under
/// `.mapURIs` every name is spelled by the binding of its prefix where it is used, as the
/// decoder reads it (Trust/PrefixScopeTests.swift), in a whole tree, a node, a record and a
/// record stream, for elements, attributes and the grouping of repeated children.
@Suite("JSON: one prefix, two namespaces, under .mapURIs", .bothParsers)
struct JSONPrefixScopeTests {
    static let mapped = XMLTree.JSONOptions(namespaceStrategy: .mapURIs(["urn:agg": "cac", "urn:basic": "cbc"]))

    static func json(_ xml: String, _ options: XMLTree.JSONOptions = mapped) throws -> String {
        String(decoding: try XMLTree.underTest(string: xml).jsonData(options), as: UTF8.self)
    }

    @Test func aPrefixReboundOnAnElementIsSpelledByItsOwnNamespace() throws {
        let xml = #"<Invoice xmlns:s="urn:agg"><s:Party>P</s:Party><s:Code xmlns:s="urn:basic">380</s:Code></Invoice>"#
        let expected =
            ##"{"Invoice":{"@xmlns:s":"urn:agg","cac:Party":"P","cbc:Code":{"@xmlns:s":"urn:basic","#text":"380"}}}"##
        #expect(try Self.json(xml) == expected)
        // Written in pieces, and pretty printed, the same names.
        let tree = try XMLTree.underTest(string: xml)
        var pieces = Data()
        try tree.writeJSON(Self.mapped) { pieces.append($0) }
        #expect(String(decoding: pieces, as: UTF8.self) == expected)
        var pretty = Self.mapped
        pretty.prettyPrinted = true
        #expect(try Self.json(xml, pretty).contains(#""cbc:Code": {"#))
        // The other strategies do not read namespaces: the written prefix, or none.
        #expect(
            try Self.json(xml, .init())
                == ##"{"Invoice":{"@xmlns:s":"urn:agg","s:Party":"P","s:Code":{"@xmlns:s":"urn:basic","#text":"380"}}}"##
        )
        #expect(
            try Self.json(xml, .init(namespaceStrategy: .stripPrefixes))
                == ##"{"Invoice":{"@xmlns:s":"urn:agg","Party":"P","Code":{"@xmlns:s":"urn:basic","#text":"380"}}}"##)
    }

    @Test func repeatedChildrenAreGroupedByTheirKeyInScope() throws {
        // `s:Code` is two keys here, and `b:Code` shares one of them: three written spellings,
        // two groups, each where its key first appears.
        let xml = """
            <r xmlns:s="urn:agg"><s:Code>A1</s:Code><b:Code xmlns:b="urn:basic">B1</b:Code>\
            <s:Code xmlns:s="urn:basic">B2</s:Code><x/><s:Code>A2</s:Code></r>
            """
        #expect(
            try Self.json(xml)
                == ##"{"r":{"@xmlns:s":"urn:agg","cac:Code":["A1","A2"],"cbc:Code":[{"@xmlns:b":"urn:basic","#text":"B1"},{"@xmlns:s":"urn:basic","#text":"B2"}],"x":null}}"##
        )
        // A whole subtree in the other namespace: its names, nested, read in it.
        let nested = """
            <r xmlns:s="urn:agg"><s:Code>A</s:Code><s:Lines xmlns:s="urn:basic"><s:Line><s:Code>1</s:Code></s:Line>\
            <s:Line><s:Code>2</s:Code></s:Line></s:Lines><s:Code>A2</s:Code></r>
            """
        #expect(
            try Self.json(nested)
                == ##"{"r":{"@xmlns:s":"urn:agg","cac:Code":["A","A2"],"cbc:Lines":{"@xmlns:s":"urn:basic","cbc:Line":[{"cbc:Code":"1"},{"cbc:Code":"2"}]}}}"##
        )
    }

    @Test func attributesAreSpelledSortedAndDeduplicatedByTheBindingInScope() throws {
        let xml = """
            <r xmlns:s="urn:agg"><s:Line s:id="1" xmlns:b="urn:basic" b:id="2"/>\
            <s:Line xmlns:b="urn:agg2" s:id="4" b:id="3"/><e xmlns:s="urn:basic" s:z="1" a="2" s:a="3"/></r>
            """
        // The second line binds `b` to urn:agg2, which the map spells `cac` too: its `b:id` and
        // `s:id` are both `@cac:id`, and the one whose written name sorts first is kept, as for
        // two names of one key anywhere. `<e>`'s `s:` attributes are keys no name of the
        // document converts to.
        let options = XMLTree.JSONOptions(
            namespaceStrategy: .mapURIs(["urn:agg": "cac", "urn:agg2": "cac", "urn:basic": "cbc"]))
        #expect(
            try Self.json(xml, options)
                == ##"{"r":{"@xmlns:s":"urn:agg","cac:Line":[{"@cac:id":"1","@cbc:id":"2","@xmlns:b":"urn:basic"},{"@cac:id":"3","@xmlns:b":"urn:agg2"}],"e":{"@a":"2","@cbc:a":"3","@cbc:z":"1","@xmlns:s":"urn:basic"}}}"##
        )
        #expect(
            try Self.json(#"<r xmlns:s="urn:agg"><e xmlns:s="urn:basic" s:only="1"/></r>"#)
                == ##"{"r":{"@xmlns:s":"urn:agg","e":{"@cbc:only":"1","@xmlns:s":"urn:basic"}}}"##)
    }

    @Test func aNodeIsSpelledByTheBindingsOfItsAncestors() throws {
        let xml = """
            <r xmlns:s="urn:agg"><s:Wrap xmlns:s="urn:basic"><s:Line s:n="1"><s:Code>1</s:Code><s:Code>2</s:Code></s:Line>\
            </s:Wrap><s:Line s:n="2"><s:Code>3</s:Code></s:Line></r>
            """
        let tree = try XMLTree.underTest(string: xml)
        let lines = tree.query("r/s:Wrap/s:Line|r/s:Line")
        #expect(
            lines.map { String(decoding: $0.jsonData(Self.mapped), as: UTF8.self) } == [
                #"{"@cbc:n":"1","cbc:Code":["1","2"]}"#, #"{"@cac:n":"2","cac:Code":"3"}"#,
            ])
    }

    @Test func listHintsMatchNamesAsWrittenInEitherNamespace() throws {
        let xml = #"<r xmlns:s="urn:agg"><s:Code>A</s:Code><w xmlns:s="urn:basic"><s:Code>B</s:Code></w></r>"#
        var options = Self.mapped
        options.listHints = [.listItem("s:Code")]
        #expect(
            try Self.json(xml, options)
                == ##"{"r":{"@xmlns:s":"urn:agg","cac:Code":["A"],"w":{"@xmlns:s":"urn:basic","cbc:Code":["B"]}}}"##)
        options.listHints = [.wrapper("r/w")]
        #expect(
            try Self.json(xml, options)
                == ##"{"r":{"@xmlns:s":"urn:agg","cac:Code":"A","w":{"@xmlns:s":"urn:basic","cbc:Code":["B"]}}}"##)
    }

    /// Records that declare the prefix they use, bound to one namespace in the first records
    /// and to the other later, and records under wrappers that bind it: thousands of records,
    /// so that they come in several batches, some with records of both kinds.
    @Test func aRecordStreamSpellsEveryRecordByItsOwnBindings() async throws {
        var xml = #"<list><meta xmlns:s="urn:agg"><s:Value>m</s:Value></meta>"#
        var expected: [String] = []
        for index in 0 ..< 3_000 {
            xml += #"<item xmlns:s="urn:basic" s:n="\#(index)"><s:Value>c\#(index)</s:Value></item>"#
            expected.append(##"{"@cbc:n":"\##(index)","@xmlns:s":"urn:basic","cbc:Value":"c\##(index)"}"##)
        }
        for index in 0 ..< 3_000 {
            let inner = index % 7 == 0 ? #"<s:Value xmlns:s="urn:basic">b</s:Value>"# : ""
            xml += #"<item xmlns:s="urn:agg" s:n="\#(index)"><s:Value>p\#(index)</s:Value>\#(inner)</item>"#
            let basic = index % 7 == 0 ? ##","cbc:Value":{"@xmlns:s":"urn:basic","#text":"b"}"## : ""
            expected.append(##"{"@cac:n":"\##(index)","@xmlns:s":"urn:agg","cac:Value":"p\##(index)"\##(basic)}"##)
        }
        for (uri, key) in [("urn:basic", "cbc"), ("urn:agg", "cac"), ("urn:basic", "cbc")] {
            xml += #"<group xmlns:s="\#(uri)">"#
            for index in 0 ..< 1_500 {
                xml += #"<s:item s:n="\#(index)"><s:Value>g\#(index)</s:Value><s:Value/></s:item>"#
                expected.append(##"{"@\##(key):n":"\##(index)","\##(key):Value":["g\##(index)",null]}"##)
            }
            xml += "</group>"
        }
        xml += "</list>"
        var lines: [String] = []
        var reader = XMLStreamReader(decoder: .underTest())
        reader.onJSON(at: "list/item|list/group/s:item", options: Self.mapped) {
            lines.append(String(decoding: $0, as: UTF8.self))
        }
        try await reader.read(from: .string(xml))
        #expect(lines.count == expected.count)
        Self.expectSame(lines, expected)
        // A record's own `jsonData`, and the same elements of the whole tree, agree (a sample:
        // each call with a fresh writer looks at its whole document).
        var records: [String] = []
        var one = XMLStreamReader(decoder: .underTest())
        one.onRecord(at: "list/item|list/group/s:item") { record in
            guard record.index % 100 == 0 else { return }
            records.append(String(decoding: record.jsonData(Self.mapped), as: UTF8.self))
        }
        try await one.read(from: .string(xml))
        Self.expectSame(records, expected.enumerated().filter { $0.offset % 100 == 0 }.map(\.element))
        let nodes = try XMLTree.underTest(string: xml).query("list/item|list/group/s:item").enumerated().filter {
            $0.offset % 500 == 0
        }
        Self.expectSame(
            nodes.map { String(decoding: $0.element.jsonData(Self.mapped), as: UTF8.self) },
            expected.enumerated().filter { $0.offset % 500 == 0 }.map(\.element))
    }

    /// The first line that differs, not thousands.
    static func expectSame(_ lines: [String], _ expected: [String], sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(lines.count == expected.count, sourceLocation: sourceLocation)
        if let index = zip(lines, expected).enumerated().first(where: { $0.element.0 != $0.element.1 })?.offset {
            #expect(lines[index] == expected[index], "record \(index)", sourceLocation: sourceLocation)
        }
    }

    /// What the decoder reads from the document and what `JSONDecoder` reads from its JSON,
    /// with the same keys, are the same.
    @Test func theJSONHasTheKeysTheDecoderReads() throws {
        struct Line: Codable, Equatable {
            let id: String
            let code: String
            enum CodingKeys: String, CodingKey { case id = "@cbc:id", code = "cbc:Code" }
        }
        struct Party: Codable, Equatable {
            let id: String
            let name: String
            enum CodingKeys: String, CodingKey { case id = "@cac:id", name = "cac:Name" }
        }
        struct Invoice: Codable, Equatable {
            let party: Party
            let basic: [Line]
            let aggregate: Line
            enum CodingKeys: String, CodingKey { case party = "cac:Party", basic = "cbc:Line", aggregate = "cac:Line" }
        }
        let xml = """
            <Invoice xmlns:s="urn:agg"><s:Party s:id="p1"><s:Name>P</s:Name></s:Party>\
            <s:Line xmlns:s="urn:basic" s:id="l1"><s:Code>380</s:Code></s:Line>\
            <s:Line xmlns:b="urn:basic" b:id="l2"><b:Code>381</b:Code></s:Line>\
            <b:Line xmlns:b="urn:basic" b:id="l3"><b:Code>382</b:Code></b:Line></Invoice>
            """
        let decoder = XMLDecoder.underTest()
        decoder.namespaceStrategy = Self.mapped.namespaceStrategy
        let decoded = try decoder.decode(Invoice.self, from: xml)
        let json = try XMLTree.underTest(string: xml).jsonData(Self.mapped)
        let fromJSON = try JSONDecoder().decode([String: Invoice].self, from: json)["Invoice"]
        #expect(fromJSON == decoded)
        #expect(decoded.basic.map(\.code) == ["380", "382"] && decoded.aggregate.code == "381")
    }
}
