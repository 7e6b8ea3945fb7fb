// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import Xylem

/// A prefix bound to another namespace on some element (UBL's NS4 example re-declares `Sally`
/// on one element; SOAP toolkits reuse `ns1`): under `.mapURIs` each name is read in the
/// namespace its prefix is bound to where it is used, in a whole document, in a record stream,
/// for elements, attributes, `allKeys` and list hints alike.
@Suite("One prefix, two namespaces, under .mapURIs", .bothParsers)
struct PrefixScopeTests {
    struct Invoice: Decodable, Equatable {
        let party: String
        let code: String?
        enum CodingKeys: String, CodingKey { case party = "cac:Party", code = "cbc:Code" }
    }

    static func decoder() -> XMLDecoder {
        let decoder = XMLDecoder.underTest()
        decoder.namespaceStrategy = .mapURIs(["urn:agg": "cac", "urn:basic": "cbc"])
        return decoder
    }

    static let rebound = """
        <Invoice xmlns:Sally="urn:agg">
          <Sally:Party>P</Sally:Party>
          <Sally:Code xmlns:Sally="urn:basic">380</Sally:Code>
        </Invoice>
        """

    @Test func aPrefixReboundOnAnElementIsReadInItsOwnNamespace() throws {
        #expect(try Self.decoder().decode(Invoice.self, from: Self.rebound) == Invoice(party: "P", code: "380"))
    }

    @Test func theSameWrittenNameMeansTwoKeysInTwoScopes() throws {
        struct Both: Decodable, Equatable {
            let aggregate: String
            let basic: String
            let inner: Inner
            struct Inner: Decodable, Equatable {
                let basic: String
                enum CodingKeys: String, CodingKey { case basic = "cbc:Code" }
            }
            enum CodingKeys: String, CodingKey { case aggregate = "cac:Code", basic = "cbc:Code", inner = "cac:Inner" }
        }
        let xml = """
            <r xmlns:s="urn:agg"><s:Code>A</s:Code><s:Inner><s:Code xmlns:s="urn:basic">B1</s:Code></s:Inner>\
            <t:x xmlns:t="urn:other"/><s:Code xmlns:s="urn:basic">B</s:Code></r>
            """
        let both = try Self.decoder().decode(Both.self, from: xml)
        #expect(both == Both(aggregate: "A", basic: "B", inner: .init(basic: "B1")))
    }

    @Test func attributesAreReadByTheBindingInScope() throws {
        struct Line: Decodable, Equatable {
            let first: String
            let second: String
            enum CodingKeys: String, CodingKey { case first = "@cac:id", second = "@cbc:id" }
        }
        struct Lines: Decodable, Equatable {
            let line: [Line]
            enum CodingKeys: String, CodingKey { case line = "cac:Line" }
        }
        let xml = """
            <r xmlns:s="urn:agg"><s:Line s:id="1" xmlns:b="urn:basic" b:id="2"/>\
            <s:Line xmlns:b="urn:agg" b:id="3"><x xmlns:b="urn:basic"/></s:Line></r>
            """
        // The second line binds `b` to urn:agg, so its `b:id` is `@cac:id`, and it has no `@cbc:id`.
        let error = try #require(throws: DecodingError.self) { try Self.decoder().decode(Lines.self, from: xml) }
        guard case .keyNotFound(let key, _) = error else { Issue.record("\(error)"); return }
        #expect(key.stringValue == "@cbc:id")
        let one = xml.replacingOccurrences(
            of: #"<s:Line xmlns:b="urn:agg" b:id="3">"#, with: #"<s:Line s:id="3" xmlns:b="urn:basic" b:id="4">"#)
        #expect(
            try Self.decoder().decode(Lines.self, from: one).line == [
                Line(first: "1", second: "2"), Line(first: "3", second: "4"),
            ])
    }

    @Test func allKeysListsEachNameByItsOwnNamespace() throws {
        let keys = try Self.decoder().decode(KeyList.self, from: Self.rebound).keys
        #expect(keys == ["cac:Party", "cbc:Code"])
    }

    @Test func listHintsNameElementsByTheBindingInScope() throws {
        struct Order: Decodable, Equatable {
            let lines: [String]
            enum CodingKeys: String, CodingKey { case lines = "cbc:Lines" }
        }
        let decoder = Self.decoder()
        decoder.listHints = [.wrapper("cbc:Lines", item: "cbc:Line")]
        let xml = """
            <Order xmlns:s="urn:agg"><s:Lines xmlns:s="urn:basic"><s:Line>one</s:Line></s:Lines></Order>
            """
        #expect(try decoder.decode(Order.self, from: xml) == Order(lines: ["one"]))
    }

    @Test func aRecordStreamReadsEachRecordInItsNamespaces() async throws {
        let document = "<list>" + Self.rebound.replacingOccurrences(of: "Invoice", with: "item") + "</list>"
        var items: [Invoice] = []
        try await Self.decoder().decodeEach(Invoice.self, at: "list/item", from: .string(document)) { items.append($0) }
        #expect(items == [Invoice(party: "P", code: "380")])
    }

    /// A stream whose records each declare the prefix they use: the first records bind `s` to
    /// one namespace, the later ones to the other; records of both kinds are handed over
    /// together in some batches. Every record is read in its own namespaces.
    @Test func aStreamReadsEveryRecordInItsOwnNamespaces() async throws {
        struct Item: Decodable, Equatable {
            let party: String?
            let code: String?
            enum CodingKeys: String, CodingKey { case party = "cac:Value", code = "cbc:Value" }
        }
        let first = (0 ..< 3_000).map { #"<item xmlns:s="urn:agg"><s:Value>p\#($0)</s:Value></item>"# }
        let later = (0 ..< 3_000).map { #"<item xmlns:s="urn:basic"><s:Value>c\#($0)</s:Value></item>"# }
        let document = "<list>" + (first + later).joined() + "</list>"
        var items: [Item] = []
        try await Self.decoder().decodeEach(Item.self, at: "list/item", from: .string(document)) { items.append($0) }
        #expect(items.count == 6_000)
        #expect(items.prefix(3_000).enumerated().allSatisfy { $0.element == Item(party: "p\($0.offset)", code: nil) })
        #expect(
            items.dropFirst(3_000).enumerated().allSatisfy { $0.element == Item(party: nil, code: "c\($0.offset)") })
    }

    /// A declaration on an element still open around the records (`<group>` here) is in scope
    /// for every record inside it, although the stream has not seen that element's end yet.
    @Test func aDeclarationOnAnOpenAncestorIsInScopeForTheRecords() async throws {
        struct Item: Decodable, Equatable {
            let party: String?
            let code: String?
            enum CodingKeys: String, CodingKey { case party = "cac:Value", code = "cbc:Value" }
        }
        let items = (0 ..< 50).map { "<item><s:Value>c\($0)</s:Value></item>" }.joined()
        let document = #"<list xmlns:s="urn:agg"><group xmlns:s="urn:basic">"# + items + "</group></list>"
        var read: [Item] = []
        try await Self.decoder().decodeEach(Item.self, at: "list/group/item", from: .string(document)) {
            read.append($0)
        }
        #expect(read == (0 ..< 50).map { Item(party: nil, code: "c\($0)") })
    }

    @Test func keepPrefixesReadsTheSameDocument() throws {
        struct Written: Decodable, Equatable {
            let party: String
            let code: String
            enum CodingKeys: String, CodingKey { case party = "Sally:Party", code = "Sally:Code" }
        }
        #expect(try XMLDecoder.underTest().decode(Written.self, from: Self.rebound) == Written(party: "P", code: "380"))
    }

    @Test func aPrefixDeclaredAgainWithTheSameNamespaceIsFine() throws {
        let xml = """
            <Invoice xmlns:Sally="urn:agg"><Sally:Party xmlns:Sally="urn:agg">P</Sally:Party>\
            <x:Code xmlns:x="urn:basic">380</x:Code></Invoice>
            """
        #expect(try Self.decoder().decode(Invoice.self, from: xml) == Invoice(party: "P", code: "380"))
    }

    @Test func aRebindingNoNameUsesIsFine() throws {
        let xml = """
            <Invoice xmlns:Sally="urn:agg"><Sally:Party>P</Sally:Party>\
            <x:Code xmlns:x="urn:basic" xmlns:Sally="urn:basic">380</x:Code></Invoice>
            """
        #expect(try Self.decoder().decode(Invoice.self, from: xml) == Invoice(party: "P", code: "380"))
    }

    @Test func twoNamespacesTheMapLeavesOutReadAsWritten() throws {
        // Neither namespace is mapped: both keep the document's prefix, as under .keepPrefixes.
        let decoder = XMLDecoder.underTest()
        decoder.namespaceStrategy = .mapURIs(["urn:other": "o"])
        struct Written: Decodable, Equatable {
            let party: String
            let code: String
            enum CodingKeys: String, CodingKey { case party = "Sally:Party", code = "Sally:Code" }
        }
        #expect(try decoder.decode(Written.self, from: Self.rebound) == Written(party: "P", code: "380"))
    }
}

/// The keys a keyed container lists for the element, in order.
private struct KeyList: Decodable {
    let keys: [String]
    init(from decoder: any Decoder) throws {
        struct AnyKey: CodingKey {
            var stringValue: String
            var intValue: Int? { nil }
            init(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }
        keys = try decoder.container(keyedBy: AnyKey.self).allKeys.map(\.stringValue)
    }
}
