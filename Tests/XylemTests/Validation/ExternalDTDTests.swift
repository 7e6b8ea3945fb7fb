// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

#if canImport(CLibXML2)
import Foundation
import Testing
@testable import Xylem

/// `XMLSchema.documentDTD(catalog:limits:)`: a document's external DTD, read from the local
/// file the catalog maps its identifier to, and from nowhere else.
@Suite("Validation: a document's external DTD")
struct ExternalDTDTests {
    static let dtd = """
        <!ELEMENT orders (order+)>
        <!ELEMENT order (item, quantity)>
        <!ATTLIST order id ID #REQUIRED status (open|shipped) "open">
        <!ELEMENT item (#PCDATA)>
        <!ELEMENT quantity (#PCDATA)>
        """
    static let system = "http://example.com/dtd/orders.dtd"

    /// A folder with `orders.dtd` (and `files`), and a catalog that maps `system` to it.
    static func folder(_ files: [String: String] = [:]) throws -> (URL, XMLCatalog) {
        let folder = TestScratch.directory.appendingPathComponent("xylem-external-dtd-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, text) in files.merging(["orders.dtd": dtd], uniquingKeysWith: { first, _ in first }) {
            try Data(text.utf8).write(to: folder.appendingPathComponent(name))
        }
        var catalog = XMLCatalog()
        catalog.map(system, to: folder.appendingPathComponent("orders.dtd"))
        return (folder, catalog)
    }

    static func document(
        _ doctype: String = #"<!DOCTYPE orders SYSTEM "\#(system)">"#, status: String = "open"
    )
        -> String
    {
        """
        \(doctype)
        <orders>
        <order id="o1"><item>Coffee</item><quantity>1</quantity></order>
        <order id="o2" status="\(status)"><item>Tea</item><quantity>2</quantity></order>
        </orders>
        """
    }

    static func violations(_ text: String, _ schema: XMLSchema) async throws -> [XMLValidationError.Violation] {
        try await schema.validate(.data(Data(text.utf8)), limit: 100)
    }

    @Test func theCatalogsCopyIsReadAndChecked() async throws {
        let (_, catalog) = try Self.folder()
        let schema = XMLSchema.documentDTD(catalog: catalog)
        #expect(schema.language == .dtd)
        #expect(try await Self.violations(Self.document(), schema).isEmpty)
        let lost = try await Self.violations(Self.document(status: "lost"), schema)
        #expect(lost.map(\.line) == [4], "\(lost)")
        #expect(lost.first?.message.contains("not among the enumerated set") == true, "\(lost)")
        // The same through a decoder, and the internal subset's declarations join the external ones.
        struct Order: Decodable { let item: String }
        struct Orders: Decodable { let order: [Order] }
        let decoder = XMLDecoder.underTest()
        decoder.parser = .libxml2
        decoder.schema = schema
        let both = Self.document(#"<!DOCTYPE orders SYSTEM "\#(Self.system)" [<!ATTLIST item lang CDATA #IMPLIED>]>"#)
        #expect(
            try decoder.decode(Orders.self, from: both.replacingOccurrences(of: "<item>", with: #"<item lang="en">"#))
                .order.count == 2)
        let undeclared = both.replacingOccurrences(of: "<item>Tea", with: #"<item kind="x">Tea"#)
        let error = #expect(throws: DecodingError.self) { try decoder.decode(Orders.self, from: undeclared) }
        #expect(error.flatMap(validationError)?.violations.first?.line == 4)
    }

    @Test func aPublicIdentifierAndACatalogFileMapTheDTD() async throws {
        let (folder, _) = try Self.folder()
        let catalogFile = folder.appendingPathComponent("catalog.xml")
        try Data(
            """
            <catalog xmlns="urn:oasis:names:tc:entity:xmlns:xml:catalog">
              <public publicId="-//Example//DTD Orders//EN" uri="orders.dtd"/>
            </catalog>
            """.utf8
        ).write(to: catalogFile)
        let catalog = try XMLCatalog(contentsOf: catalogFile)
        let doctype = #"<!DOCTYPE orders PUBLIC "-//Example//DTD Orders//EN" "http://example.com/elsewhere.dtd">"#
        let schema = XMLSchema.documentDTD(catalog: catalog)
        #expect(try await Self.violations(Self.document(doctype), schema).isEmpty)
        #expect(try await Self.violations(Self.document(doctype, status: "lost"), schema).map(\.line) == [4])
    }

    @Test func anIdentifierTheCatalogDoesNotMapIsAViolationThatNamesIt() async throws {
        let (folder, catalog) = try Self.folder()
        // Neither fetched nor read as a path on its own: a local file the catalog does not map either.
        for doctype in [
            #"<!DOCTYPE orders SYSTEM "http://example.com/other.dtd">"#,
            #"<!DOCTYPE orders SYSTEM "\#(folder.appendingPathComponent("orders.dtd").path)">"#,
            #"<!DOCTYPE orders SYSTEM "orders.dtd">"#,
        ] {
            for schema in [XMLSchema.documentDTD, .documentDTD(catalog: catalog)] {
                let found = try await Self.violations(Self.document(doctype), schema)
                #expect(found.count == 1, "\(doctype): \(found)")
                #expect(found.first?.line == 2, "\(found)")
                let identifier = doctype.split(separator: "\"")[1]
                #expect(found.first?.message.contains("SYSTEM \"\(identifier)\"") == true, "\(found)")
                #expect(found.first?.message.contains("the catalog maps neither") == true, "\(found)")
            }
        }
        var remote = XMLCatalog()
        remote.map(Self.system, to: try #require(URL(string: "https://example.com/copy.dtd")))
        let notLocal = try await Self.violations(Self.document(), .documentDTD(catalog: remote))
        #expect(notLocal.first?.message.contains("not a local file") == true, "\(notLocal)")
    }

    @Test func theDTDIsReadWithinTheLimitsOfASchemaDocument() async throws {
        let (folder, catalog) = try Self.folder([
            "remote.dtd": #"<!ENTITY % more SYSTEM "http://example.com/more.ent"> %more;"# + "\n" + Self.dtd,
            "local.dtd": #"<!ENTITY % more SYSTEM "orders.dtd"> %more;"#,
            "broken.dtd": "<!ELEMENT orders (order+>",
            "twice.dtd": Self.dtd + "\n<!ELEMENT item (#PCDATA)>",
        ])
        func schema(_ file: String, _ limits: XMLSchema.Limits = .default) -> XMLSchema {
            var mapped = catalog
            mapped.map(Self.system, to: folder.appendingPathComponent(file))
            return .documentDTD(catalog: mapped, limits: limits)
        }
        // A local parameter entity is followed relative to the DTD; a remote one is never fetched.
        #expect(try await Self.violations(Self.document(), schema("local.dtd")).isEmpty)
        let remote = try await Self.violations(Self.document(), schema("remote.dtd"))
        #expect(remote.first?.message.contains("http://example.com/more.ent") == true, "\(remote)")
        #expect(remote.first?.message.contains("is refused") == true, "\(remote)")
        let small = try await Self.violations(
            Self.document(), schema("orders.dtd", XMLSchema.Limits(maximumDocumentSize: 20)))
        #expect(small.first?.message.contains("maximumDocumentSize") == true, "\(small)")
        let broken = try await Self.violations(Self.document(), schema("broken.dtd"))
        #expect(broken.first?.message.contains("is not a usable DTD") == true, "\(broken)")
        let twice = try await Self.violations(Self.document(), schema("twice.dtd"))
        #expect(twice.first?.message.contains("Redefinition of element item") == true, "\(twice)")
        let missing = try await Self.violations(Self.document(), schema("missing.dtd"))
        #expect(missing.first?.message.contains("no such file") == true, "\(missing)")
    }

    @Test func theCommandTakesTheCatalog() throws {
        let (folder, _) = try Self.folder()
        let catalog = folder.appendingPathComponent("catalog.txt")
        try Data("\(Self.system)=orders.dtd\n".utf8).write(to: catalog)
        let good = try CommandTests.file(Self.document())
        let bad = try CommandTests.file(Self.document(status: "lost"))
        guard let result = try CommandTests.run(["validate", "--dtd", "--catalog", catalog.path, good, bad]) else {
            return
        }
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("\(bad):4:"), "\(result.stdout)")
        #expect(result.stdout.split(separator: "\n").count == 1, "\(result.stdout)")
        guard let unmapped = try CommandTests.run(["validate", "--dtd", good]) else { return }
        #expect(unmapped.status == 1)
        #expect(unmapped.stdout.contains(Self.system), "\(unmapped.stdout)")
    }
}
#endif
