// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import Xylem

/// The spellings renamed before 1.0 still compile and still do what the new ones do. (Each test
/// is deprecated itself, so that using the old names warns nowhere.)
@Suite("Deprecated names")
struct DeprecatedNamesTests {
    struct Reply: Codable, Equatable {
        let loginResult: String
        let items: [String]?
    }

    @Test @available(*, deprecated)
    func capitalizedIsConvertToCapitalized() throws {
        let encoder = XMLEncoder()
        encoder.declaration = nil
        encoder.keyEncodingStrategy = .capitalized
        let xml = try encoder.encodeToString(Reply(loginResult: "ok", items: nil), root: "r")
        #expect(xml == "<r><LoginResult>ok</LoginResult></r>")
        guard case .convertToCapitalized = XMLEncoder.KeyEncodingStrategy.capitalized else {
            Issue.record("capitalized is not convertToCapitalized")
            return
        }
    }

    @Test @available(*, deprecated)
    func oldDecoderStrategyNamesSetTheNewOnes() throws {
        let decoder = XMLDecoder()
        decoder.whitespaceStrategy = .preserve
        decoder.emptyElementStrategy = .null
        decoder.repeatedElementStrategy = .useFirst
        decoder.missingCollectionStrategy = .throw
        guard case .preserve = decoder.whitespaceDecodingStrategy, case .null = decoder.emptyElementDecodingStrategy,
            case .useFirst = decoder.repeatedElementDecodingStrategy,
            case .throw = decoder.missingCollectionDecodingStrategy
        else {
            Issue.record("an old name did not set its new one")
            return
        }
        let types: [Any.Type] = [
            XMLDecoder.WhitespaceStrategy.self, XMLDecoder.EmptyElementStrategy.self,
            XMLDecoder.RepeatedElementStrategy.self, XMLDecoder.MissingCollectionStrategy.self,
        ]
        let renamed: [Any.Type] = [
            XMLDecoder.WhitespaceDecodingStrategy.self, XMLDecoder.EmptyElementDecodingStrategy.self,
            XMLDecoder.RepeatedElementDecodingStrategy.self, XMLDecoder.MissingCollectionDecodingStrategy.self,
        ]
        #expect(zip(types, renamed).allSatisfy { $0 == $1 })
        // Read through an old name, a value decodes as the new name says.
        struct Name: Decodable { let name: String }
        #expect(try decoder.decode(Name.self, from: "<a><name> x </name><name>y</name></a>").name == " x ")
    }

    @Test @available(*, deprecated)
    func listIsListItem() throws {
        let xml = "<feed><item>1</item></feed>"
        let hinted = try XMLTree(string: xml).jsonData(.init(listHints: [.list("item")]))
        #expect(hinted == (try XMLTree(string: xml).jsonData(.init(listHints: [.listItem("item")]))))
        #expect(ListHint.Role.list == .listItem)
        let rule = ListHint.rule { path in path.last == "item" ? .list : nil }
        #expect(try XMLTree(string: xml).jsonData(.init(listHints: [rule])) == hinted)
    }

    @Test @available(*, deprecated)
    func streamWriterErrorsAsBefore() throws {
        let writer = try XMLStreamWriter(stream: .toMemory())
        #expect(throws: XMLStreamWriterError.noOpenElement("item")) { try writer.write(1, as: "item") }
        #expect(throws: XMLStreamWriterError.noOpenElement(nil)) { try writer.close() }
        #expect(throws: XMLStreamWriterError.noRoot) { try writer.finish() }
        try writer.open("root")
        try writer.close()
        #expect(throws: XMLStreamWriterError.secondRoot("other")) { try writer.open("other") }
        try writer.finish()
        #expect(throws: XMLStreamWriterError.finished) { try writer.open("again") }
    }
}
