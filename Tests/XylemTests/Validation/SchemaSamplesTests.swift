// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

#if canImport(CLibXML2)
import Foundation
import Testing
@testable import Xylem

/// The real schemas of `../shared/xsd/samples`: UBL 2.1 and IP-XACT (IEEE 1685-2022, circular
/// includes). Skipped, with a notice, where that material is absent.
@Suite("Validation: UBL 2.1 and IP-XACT")
struct SchemaSamplesTests {
    @Test func ublInvoicesValidateAndACorruptedCopyFailsAtTheRightLine() async throws {
        guard let ubl = sharedXSD("samples/ubl", for: "ublInvoices") else { return }
        let schema = try XMLSchema(contentsOf: ubl.appendingPathComponent("schemas/maindoc/UBL-Invoice-2.1.xsd"))
        let sample = ubl.appendingPathComponent("samples/UBL-Invoice-2.1-Example.xml")
        await #expect(try schema.validate(.file(sample)).isEmpty)
        let text = try String(contentsOf: sample, encoding: .utf8)
        var lines = text.components(separatedBy: "\n")

        // A missing required element: the invoice's cbc:ID (line 6). The next element is where
        // it is found missing.
        #expect(lines[5].contains("<cbc:ID>TOSL108</cbc:ID>"))
        var missing = lines
        missing[5] = ""
        let violations = try await schema.validate(.data(Data(missing.joined(separator: "\n").utf8)))
        #expect(violations.first?.line == 7)
        #expect(violations.first?.message.contains("ID") == true)

        // A bad value: an issue date that is no date.
        let date = try #require(lines.firstIndex { $0.contains("<cbc:IssueDate>") })
        lines[date] = "\t<cbc:IssueDate>2009-13-45</cbc:IssueDate>"
        let decoder = XMLDecoder.underTest()
        decoder.parser = .libxml2
        decoder.schema = schema
        struct Invoice: Decodable { let ID: String }
        let error = #expect(throws: DecodingError.self) {
            try decoder.decode(Invoice.self, from: Data(lines.joined(separator: "\n").utf8))
        }
        let first = try #require(error.flatMap(validationError)?.violations.first)
        #expect(first.line == date + 1)
        #expect(first.path == "/Invoice/cbc:IssueDate")
    }

    @Test(arguments: ["Invoice", "Order", "CreditNote", "DespatchAdvice", "Quotation", "Statement", "Waybill"])
    func ublSamplesValidate(document: String) async throws {
        guard let ubl = sharedXSD("samples/ubl", for: "ublSamplesValidate") else { return }
        let schema = try XMLSchema(contentsOf: ubl.appendingPathComponent("schemas/maindoc/UBL-\(document)-2.1.xsd"))
        let samples = try FileManager.default.contentsOfDirectory(atPath: ubl.appendingPathComponent("samples").path)
            .filter { $0.hasPrefix("UBL-\(document)-2.1") && $0.hasSuffix(".xml") }
        for sample in samples {
            let violations = try await schema.validate(.file(ubl.appendingPathComponent("samples/\(sample)")))
            #expect(violations.isEmpty, "\(sample): \(violations)")
        }
    }

    @Test func ipxactExamplesGetXmllintsVerdicts() async throws {
        guard let ipxact = sharedXSD("samples/ipxact", for: "ipxactExamples") else { return }
        let schema = try XMLSchema(contentsOf: ipxact.appendingPathComponent("schemas/index.xsd"))
        let examples = try #require(
            FileManager.default.enumerator(atPath: ipxact.appendingPathComponent("examples").path)
        )
        .compactMap { $0 as? String }.filter { $0.hasSuffix(".xml") }.sorted()
        #expect(examples.count == 251)
        // Three examples repeat a key (`constraintSetKey`) or miss a keyref's key; xmllint --schema
        // --stream gives the same messages at the same lines.
        let keyBreakers: Set<String> = ["uartHier.xml", "uart.xml", "uartSpirit.xml"]
        for example in examples {
            let violations = try await schema.validate(.file(ipxact.appendingPathComponent("examples/\(example)")))
            let name = (example as NSString).lastPathComponent
            if keyBreakers.contains(name) {
                #expect(violations.allSatisfy { $0.message.contains("key-sequence") }, "\(example)")
                #expect(!violations.isEmpty, "\(example)")
            } else {
                #expect(violations.isEmpty, "\(example): \(violations.prefix(3))")
            }
        }
    }

    @Test func anIpxactCorruptedCopyFailsAtTheRightLine() async throws {
        guard let ipxact = sharedXSD("samples/ipxact", for: "ipxactCorrupted") else { return }
        let schema = try XMLSchema(contentsOf: ipxact.appendingPathComponent("schemas/index.xsd"))
        let examples = try #require(
            FileManager.default.enumerator(atPath: ipxact.appendingPathComponent("examples").path)
        )
        .compactMap { $0 as? String }.filter { $0.hasSuffix(".xml") }.sorted()
        // The first example with a <ipxact:direction> (an enumeration: in, out, inout, phantom).
        for example in examples {
            let url = ipxact.appendingPathComponent("examples/\(example)")
            var lines = try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
            guard let index = lines.firstIndex(where: { $0.contains("<ipxact:direction>") }) else { continue }
            lines[index] = lines[index].replacingOccurrences(
                of: #"<ipxact:direction>[a-z]*<"#, with: "<ipxact:direction>sideways<",
                options: .regularExpression)
            let violations = try await schema.validate(.data(Data(lines.joined(separator: "\n").utf8)))
            #expect(violations.first?.line == index + 1, "\(example)")
            #expect(violations.first?.message.contains("sideways") == true)
            return
        }
        Issue.record("no example has an ipxact:direction")
    }
}
#endif
