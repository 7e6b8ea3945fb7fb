// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

#if canImport(CLibXML2)
import Foundation
import Testing
@testable import Xylem

/// Validation while streaming records: the records before the first violation are delivered,
/// in order, and none after it.
@Suite("Validation: streaming records against a schema")
struct SchemaStreamingTests {
    /// Enough orders to span several 128 KiB chunks, with the bad one in the middle of a chunk.
    static let count = 6_000
    static let bad = 4_321

    @Test func decodeEachDeliversTheValidRecordsBeforeTheViolationOnly() async throws {
        var delivered: [Int] = []
        let error = await #expect(throws: DecodingError.self) {
            try await OrderSchema.decoder().decodeEach(
                OrderSchema.Order.self, at: "orders/order",
                from: .data(Data(OrderSchema.document(count: Self.count, bad: Self.bad).utf8))
            ) {
                delivered.append($0.id)
            }
        }
        #expect(delivered == Array(1 ..< Self.bad))
        let first = try #require(error.flatMap(validationError)?.violations.first)
        #expect(first.line == Self.bad + 1)
        #expect(first.path == "/orders/order/quantity")
    }

    @Test func aViolationAtARecordsEndTagKeepsThatRecord() async throws {
        // Order 3 lacks its quantity: only its end tag shows it.
        let text =
            "<orders>\n"
            + (1 ... 5).map { i in
                i == 3
                    ? "<order id=\"3\"><item>x</item></order>"
                    : "<order id=\"\(i)\"><item>x</item><quantity>1</quantity></order>"
            }.joined(separator: "\n") + "\n</orders>"
        var delivered: [Int] = []
        let error = await #expect(throws: DecodingError.self) {
            try await OrderSchema.decoder().decodeEach(OrderSchema.Order.self, at: "orders/order", from: .data(Data(text.utf8))) {
                delivered.append($0.id)
            }
        }
        #expect(delivered == [1, 2])
        #expect(error.flatMap(validationError)?.violations.first?.line == 4)
        #expect(error.flatMap(validationError)?.violations.first?.path == "/orders/order")
    }

    @Test func collectingDeliversNothingAfterTheFirstViolation() async throws {
        var delivered: [Int] = []
        let text = OrderSchema.document(count: 50, bad: 10).replacingOccurrences(
            of: "<quantity>30<", with: "<quantity>x<")
        let error = await #expect(throws: DecodingError.self) {
            try await OrderSchema.decoder(.collect(limit: 10)).decodeEach(
                OrderSchema.Order.self, at: "orders/order", from: .data(Data(text.utf8))
            ) {
                delivered.append($0.id)
            }
        }
        #expect(delivered == Array(1 ..< 10))
        #expect(error.flatMap(validationError)?.violations.map(\.line) == [11, 31])
    }

    @Test func recordsEndWithTheViolation() async throws {
        let file = TestScratch.directory.appendingPathComponent("orders-\(UUID().uuidString).xml")
        try Data(OrderSchema.document(count: Self.count, bad: Self.bad).utf8).write(to: file)
        var delivered: [Int] = []
        do {
            for try await order in OrderSchema.decoder().records(
                OrderSchema.Order.self, at: "orders/order", from: .file(file))
            {
                delivered.append(order.id)
            }
            Issue.record("no error")
        } catch {
            #expect(validationError(error)?.violations.first?.line == Self.bad + 1)
        }
        #expect(delivered == Array(1 ..< Self.bad))
    }

    @Test func aValidStreamDeliversEveryRecord() async throws {
        var count = 0
        let summary = try await OrderSchema.decoder().decodeEach(
            OrderSchema.Order.self, at: "orders/order",
            from: .data(Data(OrderSchema.document(count: Self.count).utf8))
        ) { _ in count += 1 }
        #expect(count == Self.count)
        #expect(summary.recordsRead == Self.count)
    }

    @Test func validateReturnsTheViolationsWithoutDecoding() async throws {
        let schema = OrderSchema.schema
        await #expect(try schema.validate(.data(Data(OrderSchema.document(count: 10).utf8))).isEmpty)
        let text = OrderSchema.document(count: 10, bad: 2, badStatus: 7)
        let violations = try await schema.validate(.data(Data(text.utf8)))
        #expect(violations.map(\.line) == [3, 8])
        await #expect(try schema.validate(.data(Data(text.utf8)), limit: 1).map(\.line) == [3])
        await #expect(try schema.validate(.stream(InputStream(data: Data(text.utf8)))).count == 2)
        let file = TestScratch.directory.appendingPathComponent("v-\(UUID().uuidString).xml")
        try Data(text.utf8).write(to: file)
        await #expect(try schema.validate(.file(file)) == violations)
        // Not well-formed: a syntax error, not violations.
        let error = await #expect(throws: DecodingError.self) { try await schema.validate(.data(Data("<orders><order>".utf8))) }
        guard case .dataCorrupted(let context)? = error else { return }
        #expect(context.underlyingError is XMLSyntaxError)
        await #expect(throws: CocoaError.self) { try await schema.validate(.file(URL(fileURLWithPath: "/nonexistent.xml"))) }
    }
}
#endif
