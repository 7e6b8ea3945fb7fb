// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

#if canImport(CLibXML2)
import Foundation
import Testing
@testable import Xylem

/// Issue 40's measure: the real UBL and IP-XACT samples validate through `decoder.schema`, and a
/// corrupted copy of each (a required element missing, a bad value) fails at the right line and
/// column. Read from `../shared/xsd/samples`; skipped, with a notice, where that is absent.
@Suite("Validation: corrupted UBL and IP-XACT samples")
struct SchemaCorruptedSamplesTests {
    /// Reads nothing: the decode validates the whole document in the same pass.
    struct Anything: Decodable {}

    static func decoder(_ schema: XMLSchema) -> XMLDecoder {
        let decoder = XMLDecoder.underTest()
        decoder.parser = .libxml2
        decoder.schema = schema
        return decoder
    }

    /// The first violation of `text`, which must not be valid.
    static func firstViolation(_ decoder: XMLDecoder, _ text: String) throws -> XMLValidationError.Violation {
        let error = #expect(throws: DecodingError.self) { try decoder.decode(Anything.self, from: Data(text.utf8)) }
        return try #require(error.flatMap(validationError)?.violations.first)
    }

    /// The 1-based column of the last character of `markup` on `line`: where libxml2's parser
    /// stands when the validator finds an element is not the one expected (the `>` of its
    /// start tag, before the parser moves past it).
    static func column(ofEndOf markup: String, in line: String) -> Int? {
        line.range(of: markup).map { line.distance(from: line.startIndex, to: $0.upperBound) }
    }

    @Test func aUBLInvoiceWithoutItsIDOrWithABadAmountFailsAtItsLineAndColumn() throws {
        guard let ubl = sharedXSD("samples/ubl", for: "ublCorrupted") else { return }
        let decoder = Self.decoder(
            try XMLSchema(contentsOf: ubl.appendingPathComponent("schemas/maindoc/UBL-Invoice-2.1.xsd")))
        let sample = ubl.appendingPathComponent("samples/UBL-Invoice-2.1-Example.xml")
        _ = try decoder.decode(Anything.self, contentsOf: sample)
        let lines = try String(contentsOf: sample, encoding: .utf8).components(separatedBy: "\n")

        // The required cbc:ID (line 6) removed: found missing at the next element, cbc:IssueDate.
        var missing = lines
        missing.remove(at: 5)
        let absent = try Self.firstViolation(decoder, missing.joined(separator: "\n"))
        #expect(absent.line == 6)
        #expect(absent.column == Self.column(ofEndOf: "<cbc:IssueDate>", in: missing[5]))
        #expect(absent.path == "/Invoice/cbc:IssueDate")
        #expect(absent.message.contains("ID"))

        // A bad value: a payable amount that is no decimal.
        var bad = lines
        let index = try #require(bad.firstIndex { $0.contains("<cbc:PayableAmount") })
        bad[index] = bad[index].replacingOccurrences(
            of: #">[0-9.]+<"#, with: ">12,50<", options: .regularExpression)
        let value = try Self.firstViolation(decoder, bad.joined(separator: "\n"))
        #expect(value.line == index + 1)
        // A bad value is known at its element's end: the parser stands past the end tag.
        #expect(value.column == Self.column(ofEndOf: "</cbc:PayableAmount>", in: bad[index]).map { $0 + 1 })
        #expect(value.path.hasSuffix("/cbc:PayableAmount"))
        #expect(value.message.contains("12,50"))
    }

    @Test func anIpxactComponentWithoutItsLibraryOrWithABadDirectionFailsAtItsLineAndColumn() throws {
        guard let ipxact = sharedXSD("samples/ipxact", for: "ipxactCorrupted") else { return }
        let decoder = Self.decoder(try XMLSchema(contentsOf: ipxact.appendingPathComponent("schemas/index.xsd")))
        let example = ipxact.appendingPathComponent("examples/Leon2/NXP.com/uart_scml/uart_scml.xml")
        _ = try decoder.decode(Anything.self, contentsOf: example)
        let lines = try String(contentsOf: example, encoding: .utf8).components(separatedBy: "\n")

        // The required ipxact:library removed: found missing at the next element, ipxact:name.
        let library = try #require(lines.firstIndex { $0.contains("<ipxact:library>") })
        var missing = lines
        missing.remove(at: library)
        let absent = try Self.firstViolation(decoder, missing.joined(separator: "\n"))
        #expect(absent.line == library + 1)
        #expect(absent.column == Self.column(ofEndOf: "<ipxact:name>", in: missing[library]))
        #expect(absent.path.hasSuffix("/ipxact:name"))
        #expect(absent.message.contains("library"))

        // A bad enumeration value: a port's direction (in, out, inout, phantom).
        var bad = lines
        let direction = try #require(bad.firstIndex { $0.contains("<ipxact:direction>") })
        bad[direction] = bad[direction].replacingOccurrences(
            of: #"<ipxact:direction>[a-z]*<"#, with: "<ipxact:direction>sideways<", options: .regularExpression)
        let value = try Self.firstViolation(decoder, bad.joined(separator: "\n"))
        #expect(value.line == direction + 1)
        #expect(value.column == Self.column(ofEndOf: "</ipxact:direction>", in: bad[direction]).map { $0 + 1 })
        #expect(value.path.hasSuffix("/ipxact:direction"))
        #expect(value.message.contains("sideways"))
    }
}
#endif
