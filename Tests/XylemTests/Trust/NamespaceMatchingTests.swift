// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import Xylem

/// Issue 25, item 8: namespace-aware matching for default namespaces under `.mapURIs`, and for
/// list hints under `.stripPrefixes` and `.mapURIs`.
@Suite("Namespace-aware matching", .bothParsers)
struct NamespaceMatchingTests {
    struct Item: Decodable, Equatable {
        let title: String
        let tags: [String]
        enum CodingKeys: String, CodingKey { case title = "a:title", tags = "a:tag" }
    }

    static func mapping() -> XMLDecoder {
        let decoder = XMLDecoder.underTest()
        decoder.namespaceStrategy = .mapURIs(["urn:a": "a"])
        return decoder
    }

    @Test(arguments: Position.allCases)
    func aDefaultNamespaceMatchesTheMappedPrefix(position: Position) throws {
        let expected = Item(title: "T", tags: ["x", "y"])
        #expect(
            try position.decode(
                Item.self, #"<v xmlns="urn:a"><title>T</title><tag>x</tag><tag>y</tag></v>"#,
                with: Self.mapping()) == expected)
        // The prefixed form, as before.
        #expect(
            try position.decode(
                Item.self, #"<v xmlns:z="urn:a"><z:title>T</z:title><z:tag>x</z:tag><z:tag>y</z:tag></v>"#,
                with: Self.mapping()) == expected)
    }

    @Test func onlyElementsInScopeMatch() throws {
        struct Doc: Decodable {
            let inner: Item?
            let outer: String?
            enum CodingKeys: String, CodingKey { case inner = "a:inner", outer = "a:outer" }
        }
        let doc = try Self.mapping().decode(
            Doc.self, from: #"<r><outer>o</outer><inner xmlns="urn:a"><title>T</title></inner></r>"#)
        #expect(doc.inner == Item(title: "T", tags: []))
        #expect(doc.outer == nil)  // not in urn:a
        // Another default namespace does not match.
        #expect(throws: DecodingError.self) {
            try Self.mapping().decode(Item.self, from: #"<v xmlns="urn:b"><title>T</title></v>"#)
        }
    }

    /// A choice enum's case is picked by the item's own name the same way: an unprefixed item in
    /// a mapped default namespace is the case with the mapped prefix, an item in no namespace
    /// the unprefixed case.
    @Test func aChoiceItemInADefaultNamespaceIsTheMappedCase() throws {
        enum Part: Decodable, Equatable {
            case title(String)
            case plain(String)
            enum CodingKeys: String, CodingKey { case title = "a:title", plain = "title" }
        }
        struct Parts: Decodable, Equatable { let part: [Part] }
        let decoder = Self.mapping()
        #expect(
            try decoder.decode(
                [Part].self,
                from: #"<v xmlns:a="urn:a"><a:title>A</a:title><title xmlns="urn:a">B</title><title>C</title></v>"#)
                == [.title("A"), .title("B"), .plain("C")])
        #expect(
            try decoder.decode([Part].self, from: #"<v xmlns="urn:a"><title>B</title><title xmlns="">C</title></v>"#)
                == [.title("B"), .plain("C")])
        // A mapped prefix bound to another namespace is no case.
        #expect(throws: DecodingError.self) {
            try decoder.decode(
                [Part].self,
                from: #"<v xmlns="urn:b" xmlns:a="urn:a"><a:title>A</a:title><b:title xmlns:b="urn:c">B</b:title></v>"#)
        }
    }

    @Test func listHintsMatchLocalNamesWhenPrefixesAreStripped() throws {
        struct Doc: Decodable { let items: [String] }
        let decoder = XMLDecoder.underTest()
        decoder.namespaceStrategy = .stripPrefixes
        decoder.listHints = [.wrapper("items")]
        #expect(
            try decoder.decode(Doc.self, from: #"<r xmlns:p="urn:p"><p:items><p:i>1</p:i><p:i>2</p:i></p:items></r>"#)
                .items == ["1", "2"])
    }

    @Test func listHintsMatchMappedNames() throws {
        struct Doc: Decodable {
            let items: [String]
            enum CodingKeys: String, CodingKey { case items = "a:items" }
        }
        let decoder = Self.mapping()
        decoder.listHints = [.wrapper("a:items")]
        #expect(
            try decoder.decode(Doc.self, from: #"<r xmlns:q="urn:a"><q:items><q:i>1</q:i><q:i>2</q:i></q:items></r>"#)
                .items == ["1", "2"])
    }
}
