// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
@testable import Xylem

/// Issue 25, item 6: `allKeys` of a dictionary's container lists the element's attributes,
/// spelled `"@name"`, after its children's names; namespace declarations are left out.
@Suite("Attributes as dynamic keys", .bothParsers)
struct AttributeKeyTests {
    @Test(arguments: Position.allCases)
    func aDictionaryReadsAttributes(position: Position) throws {
        #expect(try position.decode([String: String].self, #"<v x="1" y="2"/>"#) == ["@x": "1", "@y": "2"])
        #expect(
            try position.decode([String: String].self, #"<v xmlns="urn:a" xmlns:p="urn:p" p:x="1"><a>t</a></v>"#)
                == ["a": "t", "@p:x": "1"])
    }

    @Test func allKeysListsChildrenThenAttributesInDocumentOrder() throws {
        struct Keys: Decodable {
            let keys: [String]
            init(from decoder: any Decoder) throws {
                keys = try decoder.container(keyedBy: AnyKey.self).allKeys.map(\.stringValue)
            }
        }
        let keys = try XMLDecoder.underTest().decode(
            Keys.self, from: #"<r b="1" xmlns:q="urn:q" a="2"><c/><d/><c/></r>"#
        ).keys
        #expect(keys.prefix(2) == ["c", "d"])
        // In document order where the parser keeps it (libxml2; XMLParser hands a dictionary).
        if XMLDecoder.Parser.underTest == .libxml2 { #expect(keys.suffix(2) == ["@b", "@a"]) }
        #expect(Set(keys.suffix(2)) == ["@b", "@a"])
    }

    @Test func keyStrategiesApplyToAttributeKeys() throws {
        let decoder = XMLDecoder.underTest()
        decoder.namespaceStrategy = .stripPrefixes
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        #expect(
            try decoder.decode(
                [String: Int].self, from: #"<r xmlns:g="urn:g" g:item_count="3"><page_size>5</page_size></r>"#)
                == ["pageSize": 5, "@itemCount": 3])
    }
}
