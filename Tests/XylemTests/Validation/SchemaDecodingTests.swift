// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

#if canImport(CLibXML2)
import Foundation
import Testing
@testable import Xylem

@Suite("Validation: decoding against a schema in one pass")
struct SchemaDecodingTests {
    @Test func aValidDocumentDecodes() throws {
        let orders = try OrderSchema.decoder().decode(OrderSchema.Orders.self, from: OrderSchema.document(count: 3))
        #expect(orders.order.map(\.quantity) == [1, 2, 3])
    }

    @Test func theFirstViolationThrowsWithItsPositionAndPath() throws {
        let error = #expect(throws: DecodingError.self) {
            try OrderSchema.decoder().decode(OrderSchema.Orders.self, from: OrderSchema.document(count: 5, bad: 3))
        }
        let invalid = try #require(error.flatMap(validationError))
        #expect(invalid.violations.count == 1)
        #expect(invalid.kind == .schemaViolation)
        #expect(invalid.localizedDescription == invalid.description)
        let first = try #require(invalid.violations.first)
        #expect(first.line == 4)  // the root's line, then orders 1 and 2
        #expect(first.path == "/orders/order/quantity")
        #expect(first.message.contains("quantity"))
        #expect(first.message.contains("-1"))
        guard case .dataCorrupted(let context)? = error else { return }
        #expect(context.codingPath.isEmpty)
        #expect(context.debugDescription.contains("line 4"))
        #expect(context.debugDescription.contains("/orders/order/quantity"))
    }

    @Test func aBadEnumerationValueIsAViolationOfTheAttribute() throws {
        let error = #expect(throws: DecodingError.self) {
            try OrderSchema.decoder().decode(
                OrderSchema.Orders.self, from: OrderSchema.document(count: 4, badStatus: 2))
        }
        let first = try #require(error.flatMap(validationError)?.violations.first)
        #expect(first.line == 3)
        #expect(first.path == "/orders/order")
        #expect(first.message.contains("status"))
    }

    @Test func collectingGathersEveryViolationUpToTheLimit() throws {
        var text = "<orders>\n"
        for i in 1 ... 10 { text += "<order id=\"\(i)\"><item>x</item><quantity>0</quantity></order>\n" }
        text += "</orders>"
        let all = #expect(throws: DecodingError.self) {
            try OrderSchema.decoder(.collect(limit: 100)).decode(OrderSchema.Orders.self, from: text)
        }
        let collected = try #require(all.flatMap(validationError))
        #expect(collected.violations.map(\.line) == Array(2 ... 11))
        #expect(!collected.isTruncated)

        let bounded = #expect(throws: DecodingError.self) {
            try OrderSchema.decoder(.collect(limit: 4)).decode(OrderSchema.Orders.self, from: text)
        }
        let four = try #require(bounded.flatMap(validationError))
        #expect(four.violations.map(\.line) == [2, 3, 4, 5])
        #expect(four.isTruncated)
    }

    /// The validator sits in front of the source's callbacks: its entity lookups still reach it.
    @Test func internalEntitiesExpandWhileValidating() throws {
        let decoder = OrderSchema.decoder()
        decoder.entityExpansion = .internalEntities()
        let text =
            #"<!DOCTYPE orders [<!ENTITY n "7">]>"#
            + OrderSchema.document(count: 1).replacingOccurrences(
                of: "<quantity>1<", with: "<quantity>&n;<")
        #expect(try decoder.decode(OrderSchema.Orders.self, from: text).order.first?.quantity == 7)
        for grammar in [OrderGrammar.schema, XMLSchema.documentDTD] {
            decoder.schema = grammar
            _ = try? decoder.decode(OrderSchema.Orders.self, from: text)  // no crash; verdicts elsewhere
        }
    }

    @Test func stoppingAtAViolationNeverReachesALaterSyntaxError() throws {
        let text = OrderSchema.document(count: 3, bad: 1) + "<oops"
        let error = #expect(throws: DecodingError.self) {
            try OrderSchema.decoder().decode(OrderSchema.Orders.self, from: text)
        }
        #expect(error.flatMap(validationError)?.violations.first?.line == 2)
    }

    @Test func collectingPastAViolationReportsALaterSyntaxError() throws {
        // The parser reached it: the document is not XML, which is more than invalid.
        let text = OrderSchema.document(count: 3, bad: 1) + "<oops"
        let error = #expect(throws: DecodingError.self) {
            try OrderSchema.decoder(.collect(limit: 10)).decode(OrderSchema.Orders.self, from: text)
        }
        guard case .dataCorrupted(let context)? = error else { Issue.record("not dataCorrupted"); return }
        #expect(context.underlyingError is XMLSyntaxError)
        // A truncated document too (the builder, kept from the events after the violation, is
        // not what reports it).
        let truncated = String(OrderSchema.document(count: 3, bad: 1).dropLast(12))
        let cut = #expect(throws: DecodingError.self) {
            try OrderSchema.decoder(.collect(limit: 10)).decode(OrderSchema.Orders.self, from: truncated)
        }
        guard case .dataCorrupted(let cutContext)? = cut else { Issue.record("not dataCorrupted"); return }
        #expect(cutContext.underlyingError is XMLSyntaxError)
        // And a valid end after a violation is the violation.
        let invalid = #expect(throws: DecodingError.self) {
            try OrderSchema.decoder(.collect(limit: 10)).decode(
                OrderSchema.Orders.self, from: OrderSchema.document(count: 3, bad: 1))
        }
        #expect(invalid.flatMap(validationError)?.violations.first?.line == 2)
    }

    @Test func aSyntaxErrorBeforeAnyViolationStaysASyntaxError() throws {
        let error = #expect(throws: DecodingError.self) {
            try OrderSchema.decoder().decode(OrderSchema.Orders.self, from: "<orders><order id=\"1\"></orders>")
        }
        guard case .dataCorrupted(let context)? = error else { Issue.record("not dataCorrupted"); return }
        #expect(context.underlyingError is XMLSyntaxError)
    }

    @Test func withFoundationsParserItIsAClearError() async throws {
        let decoder = OrderSchema.decoder()
        decoder.parser = .foundation
        let error = #expect(throws: XMLSchemaError.self) {
            try decoder.decode(OrderSchema.Orders.self, from: OrderSchema.document(count: 1))
        }
        #expect(error?.kind == .requiresLibXML2Parser)
        #expect(error?.message.contains(".libxml2") == true)
        await #expect(throws: XMLSchemaError.self) {
            try await decoder.decodeEach(
                OrderSchema.Order.self, at: "orders/order", from: .data(Data(OrderSchema.document(count: 1).utf8))
            ) { _ in }
        }
    }

    @Test func theOptionsReadBack() {
        let decoder = XMLDecoder.underTest()
        #expect(decoder.schema == nil)
        #expect(decoder.violationStrategy == .stopAtFirst)
        decoder.schema = OrderSchema.schema
        decoder.violationStrategy = .collect(limit: 7)
        #expect(decoder.schema === OrderSchema.schema)
        #expect(decoder.violationStrategy == .collect(limit: 7))
        decoder.violationStrategy = .collect(limit: 0)
        #expect(decoder.violationStrategy == .stopAtFirst)
    }

    @Test func fromAFileWithoutLoadingItWhole() throws {
        let file = TestScratch.directory.appendingPathComponent("orders-\(UUID().uuidString).xml")
        try Data(OrderSchema.document(count: 2000, bad: 1500).utf8).write(to: file)
        let error = #expect(throws: DecodingError.self) {
            try OrderSchema.decoder().decode(OrderSchema.Orders.self, contentsOf: file)
        }
        #expect(error.flatMap(validationError)?.violations.first?.line == 1501)
    }

    @Test func oneSchemaServesManyTasksAtOnce() async throws {
        try await withThrowingTaskGroup(of: Bool.self) { group in
            for i in 0 ..< 16 {
                group.addTask {
                    let bad = i.isMultiple(of: 2) ? 7 : nil
                    do {
                        _ = try OrderSchema.decoder().decode(
                            OrderSchema.Orders.self, from: OrderSchema.document(count: 200, bad: bad))
                        return bad == nil
                    } catch {
                        return bad != nil && validationError(error)?.violations.first?.line == 8
                    }
                }
            }
            for try await right in group { #expect(right) }
        }
    }

    /// W3C msData/attributeGroup/attgD003: an element with 2,000 attributes, twice
    /// `XMLLimits.maximumAttributes`. The limit stays: the document is refused with the limit
    /// named, at the element's line, before libxml2 reads the start tag; raised to 2,000, the
    /// same document validates (and a bad value among the attributes is a violation).
    @Test func twoThousandAttributesNeedTheLimitRaised() throws {
        let declarations = (1 ... 2_000).map { #"<xs:attribute name="att\#($0)" type="xs:int"/>"# }.joined()
        let schema = try XMLSchema(
            data: Data(
                #"""
                <xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema">
                  <xs:attributeGroup name="attG">\#(declarations)</xs:attributeGroup>
                  <xs:complexType name="attgRef"><xs:attributeGroup ref="attG"/></xs:complexType>
                  <xs:element name="doc"><xs:complexType><xs:choice>
                    <xs:element name="elem" type="attgRef"/>
                  </xs:choice></xs:complexType></xs:element>
                </xs:schema>
                """#.utf8))
        func document(_ value: (Int) -> String) -> Data {
            Data(("<doc>\n\t<elem" + (1 ... 2_000).map { " att\($0)=\"\(value($0))\"" }.joined() + "/>\n</doc>").utf8)
        }
        struct Doc: Decodable {
            struct Elem: Decodable {
                let first: Int
                let last: Int
                enum CodingKeys: String, CodingKey { case first = "@att1", last = "@att2000" }
            }
            let elem: Elem
        }
        let decoder = XMLDecoder.underTest()
        decoder.parser = .libxml2
        decoder.schema = schema
        let refused = #expect(throws: DecodingError.self) {
            try decoder.decode(Doc.self, from: document { _ in "123" })
        }
        guard case .dataCorrupted(let context)? = refused else { return }
        let error = try #require(context.underlyingError as? XMLSyntaxError)
        #expect(error.kind == .limitExceeded)
        #expect(error.limit == .attributes)
        #expect(error.line == 2)
        #expect(error.message.contains("XMLLimits.maximumAttributes (1000)"))

        decoder.limits.maximumAttributes = 2_000
        let doc = try decoder.decode(Doc.self, from: document { String($0) })
        #expect(doc.elem.first == 1 && doc.elem.last == 2_000)
        let invalid = #expect(throws: DecodingError.self) {
            try decoder.decode(Doc.self, from: document { $0 == 1_500 ? "x" : "1" })
        }
        let violation = try #require(invalid.flatMap(validationError)?.violations.first)
        #expect(violation.line == 2)
        #expect(violation.message.contains("att1500"))
    }
}
#endif
