// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
@testable import Xylem

/// The rules shared by the decoder, the encoder and XML to JSON (Sources/Xylem/Coding).
@Suite("Coding rules", .bothParsers)
struct CodingRulesTests {
    @Test func anIndexKeyIsSpelledAsJSONEncoderSpellsIt() {
        for index in [0, 7, 9, 10, 42, 99, 100, 12_345, 999_999_999, 1_000_000_000, Int.max, -1, Int.min] {
            let key = IndexKey(intValue: index)
            #expect(key?.stringValue == "Index \(index)")
            #expect(key?.intValue == index)
        }
    }

    @Test func sharedTypesKeepTheirNestedNames() {
        let strategy: XMLDecoder.NamespaceStrategy = .stripPrefixes
        let shared: XMLNamespaceStrategy = strategy
        let options = XMLTree.JSONOptions(namespaceStrategy: shared)
        if case .stripPrefixes = options.namespaceStrategy {} else { Issue.record("not the same type") }

        let hint: XMLDecoder.ListHint = .wrapper("items")
        let topLevel: ListHint = hint
        #expect([topLevel].role(at: ["response", "items"]) == .wrapper)
    }

    @Test func keySpellings() {
        #expect(KeySpelling.of("") == .text)
        #expect(KeySpelling.of("@id") == .attribute("id"))
        #expect(KeySpelling.of("itunes:author") == .element)
        #expect(KeySpelling.of("_0") == .element)
    }

    @Test(
        arguments: [
            ("itunes:author", "itunes", "author"),
            ("title", nil, "title"),
            ("a:b:c", "a", "b:c"),
        ] as [(String, String?, String)])
    func prefixesSplitAtTheFirstColon(name: String, prefix: String?, local: String) {
        let split = splitPrefix(Substring(name))
        #expect(split.prefix.map(String.init) == prefix)
        #expect(String(split.local) == local)
    }

    @Test(arguments: [
        (XMLDecoder.KeyDecodingStrategy.convertFromSnakeCase, "first_name", "firstName"),
        (.convertFromSnakeCase, "_private_id_", "_privateId_"),
        (.convertFromKebabCase, "servlet-name", "servletName"),
        (.convertFromCapitalized, "URLValue", "urlValue"),
        (.convertFromCapitalized, "ID", "id"),
        (.convertFromUppercase, "EMPLOYEE_ID", "employeeId"),
        (.convertFromUppercase, "ROW", "row"),
        (.convertFromUppercase, "_ROW_ID_", "_rowId_"),
        (.useDefaultKeys, "first_name", "first_name"),
    ])
    func namesBecomeKeys(strategy: XMLDecoder.KeyDecodingStrategy, name: String, key: String) {
        #expect(strategy.key(forLocalName: name) == key)
    }
}
