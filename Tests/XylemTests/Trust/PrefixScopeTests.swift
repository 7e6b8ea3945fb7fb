// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import Xylem

/// `.mapURIs` reads each prefix by its first declaration in the document. A document that binds
/// the same prefix to another namespace somewhere (UBL's NS4 example re-declares `Sally` on one
/// element; SOAP toolkits reuse `ns1`) is refused with an error that names the prefix, both
/// namespaces and the place, instead of reading that element in the wrong namespace and missing it.
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

    @Test func aPrefixUsedInTheScopeOfAnotherNamespaceIsAnError() throws {
        let error = try #require(throws: DecodingError.self) {
            try Self.decoder().decode(Invoice.self, from: Self.rebound)
        }
        guard case .dataCorrupted(let context) = error else { Issue.record("\(error)"); return }
        #expect(context.debugDescription.contains(#"The prefix "Sally" is bound to "urn:basic" at line 3"#))
        #expect(context.debugDescription.contains(#"but first to "urn:agg""#))
        #expect(context.debugDescription.contains(".keepPrefixes"))
    }

    @Test func aRecordStreamStopsAtTheSameError() async throws {
        let document = "<list>" + Self.rebound.replacingOccurrences(of: "Invoice", with: "item") + "</list>"
        let error = await #expect(throws: XMLRecordError.self) {
            try await Self.decoder().decodeEach(Invoice.self, at: "list/item", from: .string(document)) { _ in }
        }
        #expect(error.map { String(describing: $0) }?.contains(#"The prefix "Sally" is bound to "urn:basic""#) == true)
    }

    /// A stream whose records each declare the prefix they use: the first records bind `s` to
    /// one namespace, the later ones to the other. A record handed over after the first ones
    /// are gone is read in its own namespaces; where records of both kinds are handed over
    /// together, every record before the first of the other kind is delivered, read right, and
    /// the stream ends with the error at that record. Never a record read in the wrong namespace.
    @Test func aStreamNeverReadsARecordInAnotherRecordsNamespace() async throws {
        struct Item: Decodable, Equatable {
            let party: String?
            let code: String?
            enum CodingKeys: String, CodingKey { case party = "cac:Value", code = "cbc:Value" }
        }
        let first = (0 ..< 3_000).map { #"<item xmlns:s="urn:agg"><s:Value>p\#($0)</s:Value></item>"# }
        let later = (0 ..< 3_000).map { #"<item xmlns:s="urn:basic"><s:Value>c\#($0)</s:Value></item>"# }
        let document = "<list>" + (first + later).joined() + "</list>"
        var items: [Item] = []
        do {
            try await Self.decoder().decodeEach(Item.self, at: "list/item", from: .string(document)) {
                items.append($0)
            }
            #expect(items.count == 6_000)
        } catch {
            #expect(items.count == 3_000)
            #expect(String(describing: error).contains(#"Record 3000 (<item>"#))
        }
        #expect(items.prefix(3_000).allSatisfy { $0.party != nil && $0.code == nil })
        #expect(items.dropFirst(3_000).allSatisfy { $0.code != nil && $0.party == nil })
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
