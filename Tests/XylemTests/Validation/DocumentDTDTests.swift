// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

#if canImport(CLibXML2)
import Foundation
import Testing
@testable import Xylem

/// `XMLSchema.documentDTD`: each document against its own DOCTYPE's internal subset.
@Suite("Validation: a document's own DTD")
struct DocumentDTDTests {
    static let doctype = """
        <!DOCTYPE orders [
          <!ELEMENT orders (order+)>
          <!ELEMENT order (item, quantity)>
          <!ATTLIST order id ID #REQUIRED status (open|shipped) "open" after IDREF #IMPLIED>
          <!ELEMENT item (#PCDATA)>
          <!ELEMENT quantity (#PCDATA)>
        ]>
        """

    static func document(_ orders: [String]) -> String {
        doctype + "\n<orders>\n" + orders.joined(separator: "\n") + "\n</orders>\n"
    }

    static func order(
        _ id: String, _ extra: String = "", content: String = "<item>x</item><quantity>1</quantity>"
    )
        -> String
    {
        "<order id=\"\(id)\"\(extra)>\(content)</order>"
    }

    static func decoder(_ strategy: XMLDecoder.ViolationStrategy = .stopAtFirst) -> XMLDecoder {
        let decoder = XMLDecoder.underTest()
        decoder.parser = .libxml2
        decoder.schema = .documentDTD
        decoder.violationStrategy = strategy
        return decoder
    }

    static func violations(_ text: String, limit: Int = 100) async throws -> [XMLValidationError.Violation] {
        try await XMLSchema.documentDTD.validate(.data(Data(text.utf8)), limit: limit)
    }

    @Test func aValidDocumentDecodesWithItsDefaults() throws {
        #expect(XMLSchema.documentDTD.language == .dtd)
        struct Order: Decodable {
            let id: String; let status: String; let quantity: Int
            enum CodingKeys: String, CodingKey { case id = "@id", status = "@status", quantity }
        }
        struct Orders: Decodable { let order: [Order] }
        let text = Self.document([Self.order("o1"), Self.order("o2", #" status="shipped" after="o1""#)])
        let orders = try Self.decoder().decode(Orders.self, from: text)
        #expect(orders.order.map(\.status) == ["open", "shipped"])
    }

    @Test func contentAttributesAndIDsAreChecked() async throws {
        // Lines: the DOCTYPE's 7, then <orders> on 8, the orders from 9.
        let text = Self.document([
            Self.order("o1"),
            Self.order("o2", content: "<quantity>1</quantity>"),  // item missing
            Self.order("o3", #" status="lost""#),  // not in the enumeration
            "<order><item>x</item><quantity>1</quantity></order>",  // id required
            Self.order("o1"),  // a second o1
            Self.order("o6", #" after="o9""#),  // no o9
            Self.order("o7", content: "<item>x</item><quantity>1</quantity><note/>"),  // undeclared
        ])
        let found = try await Self.violations(text)
        #expect(found.map(\.line) == [10, 11, 12, 13, 15, 15, 14], "\(found)")
        #expect(found[0].path == "/orders/order/quantity")  // libxml2: "Misplaced quantity"
        #expect(found[1].message.contains("lost"), "\(found[1])")
        #expect(found[2].message.contains("id"), "\(found[2])")
        #expect(found[3].message.contains("o1"), "\(found[3])")
        #expect(found.last?.message.contains("o9") == true, "\(found)")
    }

    /// What libxml2 checks only while it builds a tree or parses with validation on: the
    /// declarations themselves, and comments in an EMPTY element (W3C suite: sun/invalid/id04,
    /// attr16, el05, errata-2e E15b, E15c), and a token twice in an enumeration or a notation
    /// list (E2a), which libxml2's parser drops and reports as an error of its own.
    @Test func declarationsAndEmptyElementsAreChecked() async throws {
        for (doctype, body, message) in [
            ("<!ATTLIST a id ID \"x\">", "<a/>", "must be #IMPLIED or #REQUIRED"),
            ("<!ATTLIST a v (x|y) \"z\">", "<a/>", "is not among the enumerated set"),
            ("<!ELEMENT b (#PCDATA|a|a)*>", "<a/>", "duplicate references of a"),
            ("", "<a><!-- c --></a>", "declared EMPTY"),
            ("", "<a><?pi x?></a>", "declared EMPTY"),
            ("<!ATTLIST a v (one|two|one) \"one\">", "<a/>", "lists the value \"one\" twice"),
            ("<!NOTATION n SYSTEM \"n\"><!ATTLIST a v NOTATION (n|n) #IMPLIED>", "<a/>", "lists the value \"n\" twice"),
        ] {
            let text = "<!DOCTYPE a [<!ELEMENT a EMPTY>\(doctype)]>\n\(body)"
            let found = try await Self.violations(text)
            #expect(!found.isEmpty, "\(text): \(found)")
            #expect(found.first?.message.contains(message) == true, "\(text): \(found)")
        }
        #expect(try await Self.violations("<!DOCTYPE a [<!ELEMENT a EMPTY>]>\n<a/>").isEmpty)
        // The repeated token is reported where it is declared, and only with validation: the
        // document is well-formed, and decodes without a schema.
        let repeated = "<!DOCTYPE a [\n<!ELEMENT a EMPTY>\n<!ATTLIST a v (one|one) #IMPLIED>\n]>\n<a v=\"one\"/>"
        #expect(try await Self.violations(repeated).map(\.line) == [3])
        #expect(try XMLTree.underTest(string: repeated).root.attribute("v") == "one")
    }

    @Test func anIDREFMayComeBeforeItsID() async throws {
        let text = Self.document([Self.order("o1", #" after="o2""#), Self.order("o2")])
        #expect(try await Self.violations(text).isEmpty)
    }

    @Test func streamingDeliversTheRecordsBeforeTheViolation() async throws {
        struct Order: Decodable { let id: String; enum CodingKeys: String, CodingKey { case id = "@id" } }
        let orders = (1 ... 500).map { Self.order("o\($0)", $0 == 321 ? #" status="lost""# : "") }
        var delivered: [String] = []
        let error = await #expect(throws: DecodingError.self) {
            try await Self.decoder().decodeEach(
                Order.self, at: "orders/order", from: .data(Data(Self.document(orders).utf8))
            ) {
                delivered.append($0.id)
            }
        }
        #expect(delivered == (1 ..< 321).map { "o\($0)" })
        #expect(error.flatMap(validationError)?.violations.first?.line == 8 + 321)
    }

    @Test func aDocumentWithoutItsDeclarationsIsAViolationThatSaysWhy() async throws {
        let none = try await Self.violations("<orders/>")
        #expect(none.count == 1)
        #expect(none.first?.message.contains("no DOCTYPE") == true)
        let external = try await Self.violations(#"<!DOCTYPE orders SYSTEM "http://example.com/orders.dtd"><orders/>"#)
        #expect(external.count == 1)
        #expect(external.first?.message.contains("http://example.com/orders.dtd") == true)
        #expect(external.first?.message.contains("the catalog maps neither") == true)
        // Many elements, one violation: nothing is checked after it.
        #expect(try await Self.violations("<orders><order/><order/></orders>").count == 1)
    }

    @Test func entityDeclarationsKeepTheirRules() async throws {
        let text = """
            <!DOCTYPE a [<!ELEMENT a (#PCDATA)><!ENTITY e "text">]>
            <a>&e;</a>
            """
        // Refused by default, as without validation.
        await #expect(throws: DecodingError.self) { try await Self.violations(text) }
        let decoder = Self.decoder()
        decoder.entityExpansion = .internalEntities()
        #expect(try decoder.decode(String.self, from: text) == "text")
    }

    @Test func foundationsParserGivesTheSameClearError() throws {
        let decoder = XMLDecoder.underTest()
        decoder.schema = .documentDTD
        let error = #expect(throws: XMLSchemaError.self) { try decoder.decode(String.self, from: "<a/>") }
        #expect(error?.kind == .requiresLibXML2Parser)
        #expect(error?.message.contains("own DTD") == true)
        #expect(throws: XMLSchemaError.self) { try XMLSchema(data: Data("<!ELEMENT a EMPTY>".utf8), language: .dtd) }
    }
}
#endif
