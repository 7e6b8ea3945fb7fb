// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

#if canImport(CLibXML2)
import Foundation
import Testing
@testable import Xylem

/// Schemas are input too: what `XMLSchema` reads, follows and refuses.
@Suite("Validation: compiling schemas")
struct SchemaLoadingTests {
    /// A fresh folder with `files` (name: text) written into it.
    static func folder(_ files: [String: String]) throws -> URL {
        let folder = TestScratch.directory.appendingPathComponent("schemas-\(UUID().uuidString)")
        for (name, text) in files {
            let url = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return folder
    }

    static func schema(_ body: String, namespace: String? = nil) -> String {
        let target = namespace.map { #" targetNamespace="\#($0)" xmlns:t="\#($0)""# } ?? ""
        return #"<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema"\#(target)>\#(body)</xs:schema>"#
    }

    @Test func localIncludesAndImportsAreFollowed() async throws {
        let folder = try Self.folder([
            "main.xsd": Self.schema(
                #"""
                <xs:import namespace="urn:parts" schemaLocation="sub/parts.xsd"/>
                <xs:include schemaLocation="types.xsd"/>
                <xs:element name="box" xmlns:p="urn:parts"><xs:complexType><xs:sequence>
                  <xs:element ref="p:part"/><xs:element name="weight" type="weight"/>
                </xs:sequence></xs:complexType></xs:element>
                """#),
            "types.xsd": Self.schema(
                #"<xs:simpleType name="weight"><xs:restriction base="xs:decimal"><xs:minInclusive value="0"/></xs:restriction></xs:simpleType>"#
            ),
            "sub/parts.xsd": Self.schema(#"<xs:element name="part" type="xs:string"/>"#, namespace: "urn:parts"),
        ])
        let schema = try XMLSchema(contentsOf: folder.appendingPathComponent("main.xsd"))
        await #expect(
            try schema.validate(.data(Data(#"<box><part xmlns="urn:parts">a</part><weight>2.5</weight></box>"#.utf8)))
                .isEmpty)
        let violations = try await schema.validate(
            .data(Data("<box>\n<part xmlns=\"urn:parts\">a</part>\n<weight>-1</weight></box>".utf8)))
        #expect(violations.map(\.line) == [3])
        #expect(violations.first?.path == "/box/weight")

        // From Data, relative locations resolve against the base URL.
        let data = try Data(contentsOf: folder.appendingPathComponent("main.xsd"))
        let fromData = try XMLSchema(data: data, baseURL: folder.appendingPathComponent("main.xsd"))
        await #expect(
            try fromData.validate(.data(Data(#"<box><part xmlns="urn:parts">a</part><weight>1</weight></box>"#.utf8)))
                .isEmpty)
    }

    /// W3C schG8: an import whose file does not exist is skipped with a warning, as libxml2's own
    /// loader (and xmllint) skip it, even after a namespace warning came first; a missing include
    /// stays an error.
    @Test func aMissingImportIsSkippedAfterAnEarlierWarning() async throws {
        let folder = try Self.folder([
            "main.xsd": #"""
            <xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" targetNamespace="ns-a" xmlns="ns-a">
              <xs:import namespace="ns-b" schemaLocation="not-there.xsd"/>
              <xs:import namespace="ns-c" schemaLocation="c.xsd"/>
              <xs:element name="root"><xs:complexType><xs:sequence>
                <xs:any namespace="##any" processContents="strict"/>
              </xs:sequence></xs:complexType></xs:element>
            </xs:schema>
            """#,
            "c.xsd": Self.schema(#"<xs:element name="n" type="xs:int"/>"#, namespace: "ns-c"),
            "include.xsd": Self.schema(#"<xs:include schemaLocation="not-there.xsd"/>"#),
        ])
        let schema = try XMLSchema(contentsOf: folder.appendingPathComponent("main.xsd"))
        await #expect(
            try schema.validate(.data(Data(#"<a:root xmlns:a="ns-a"><n xmlns="ns-c">1</n></a:root>"#.utf8))).isEmpty)
        let violations = try await schema.validate(
            .data(Data(#"<a:root xmlns:a="ns-a"><n xmlns="ns-c">x</n></a:root>"#.utf8)))
        #expect(violations.count == 1)
        #expect(throws: XMLSchemaError.self) {
            try XMLSchema(contentsOf: folder.appendingPathComponent("include.xsd"))
        }
    }

    @Test func includesInACircleAreReadOnceEach() async throws {
        let folder = try Self.folder([
            "a.xsd": Self.schema(#"<xs:include schemaLocation="b.xsd"/><xs:element name="a" type="xs:int"/>"#),
            "b.xsd": Self.schema(#"<xs:include schemaLocation="a.xsd"/><xs:element name="b" type="xs:int"/>"#),
        ])
        let schema = try XMLSchema(contentsOf: folder.appendingPathComponent("a.xsd"))
        #expect(try await schema.validate(.data(Data("<b>1</b>".utf8))).isEmpty)
    }

    @Test func aSchemaThatIncludesItselfIsRefused() throws {
        let folder = try Self.folder([
            "self.xsd": Self.schema(#"<xs:include schemaLocation="self.xsd"/><xs:element name="a"/>"#)
        ])
        let error = #expect(throws: XMLSchemaError.self) {
            try XMLSchema(contentsOf: folder.appendingPathComponent("self.xsd"))
        }
        #expect(error?.kind == .invalidSchema)
        #expect(error?.diagnostics.contains { $0.contains("itself") } == true)
    }

    @Test func aRemoteLocationIsNeverFetched() throws {
        let server = try LocalHTTPServer()
        defer { server.stop() }
        server.serve(
            "/parts.xsd", .init(body: Data(Self.schema(#"<xs:element name="part"/>"#, namespace: "urn:parts").utf8)))
        let remote = server.url("/parts.xsd").absoluteString
        let main = Self.schema(#"<xs:import namespace="urn:parts" schemaLocation="\#(remote)"/><xs:element name="a"/>"#)
        let error = #expect(throws: XMLSchemaError.self) { try XMLSchema(data: Data(main.utf8)) }
        #expect(error?.kind == .remoteLocation)
        #expect(error?.location == remote)
        #expect(error?.message.contains("XMLCatalog") == true)
        // An include fails the same way, and so does an external entity in a schema document.
        let include = Self.schema(#"<xs:include schemaLocation="\#(remote)"/>"#)
        #expect(throws: XMLSchemaError.self) { try XMLSchema(data: Data(include.utf8)) }
        let entity =
            #"<!DOCTYPE xs:schema [<!ENTITY e SYSTEM "\#(remote)">]>"#
            + Self.schema("<xs:annotation><xs:documentation>&e;</xs:documentation></xs:annotation>")
        #expect(throws: XMLSchemaError.self) { try XMLSchema(data: Data(entity.utf8)) }
        #expect(server.connections.isEmpty)

        // The catalog maps it to a local copy.
        let folder = try Self.folder(["parts.xsd": Self.schema(#"<xs:element name="part"/>"#, namespace: "urn:parts")])
        var catalog = XMLCatalog()
        catalog.mapPrefix(server.url("/").absoluteString, to: folder)
        _ = try XMLSchema(data: Data(main.utf8), catalog: catalog)
        var exact = XMLCatalog()
        exact.map(remote, to: folder.appendingPathComponent("parts.xsd"))
        _ = try XMLSchema(data: Data(main.utf8), catalog: exact)
        #expect(server.connections.isEmpty)
    }

    @Test func aCatalogFileIsRead() throws {
        let folder = try Self.folder([
            "local/parts.xsd": Self.schema(#"<xs:element name="part"/>"#, namespace: "urn:parts"),
            "catalog.xml": #"""
            <catalog xmlns="urn:oasis:names:tc:entity:xmlns:xml:catalog">
              <uri name="http://example.com/exact.xsd" uri="local/parts.xsd"/>
              <rewriteURI uriStartString="http://example.com/schemas/" rewritePrefix="local/"/>
            </catalog>
            """#,
        ])
        let catalog = try XMLCatalog(contentsOf: folder.appendingPathComponent("catalog.xml"))
        #expect(
            catalog.resolve("http://example.com/exact.xsd")?.path
                == folder.appendingPathComponent("local/parts.xsd").path)
        #expect(
            catalog.resolve("http://example.com/schemas/parts.xsd")?.path
                == folder.appendingPathComponent("local/parts.xsd").path)
        #expect(catalog.resolve("http://example.org/other.xsd") == nil)
        let main = Self.schema(
            #"<xs:import namespace="urn:parts" schemaLocation="http://example.com/schemas/parts.xsd"/><xs:element name="a"/>"#
        )
        _ = try XMLSchema(data: Data(main.utf8), catalog: catalog)

        let bad = try Self.folder(["c.xml": #"<catalog><delegateURI uriStartString="x" catalog="y"/></catalog>"#])
        let error = #expect(throws: XMLSchemaError.self) {
            try XMLCatalog(contentsOf: bad.appendingPathComponent("c.xml"))
        }
        #expect(error?.kind == .invalidCatalog)
    }

    /// `XMLSchema.Limits`: every bound of a compilation can be set.
    @Test func limitsAreTheCallers() throws {
        let folder = try Self.folder([
            "main.xsd": Self.schema(#"<xs:include schemaLocation="a.xsd"/><xs:element name="m" type="t"/>"#),
            "a.xsd": Self.schema(
                #"<xs:complexType name="t"><xs:attribute name="x"/><xs:attribute name="y"/></xs:complexType>"#),
        ])
        let main = folder.appendingPathComponent("main.xsd")
        _ = try XMLSchema(contentsOf: main, limits: .default)
        #expect(XMLSchema.Limits.default == XMLSchema.Limits())

        var one = XMLSchema.Limits()
        one.maximumDocumentCount = 1
        let count = #expect(throws: XMLSchemaError.self) { try XMLSchema(contentsOf: main, limits: one) }
        #expect(count?.kind == .locationRefused)
        #expect(
            count?.message.contains("XMLSchema.Limits.maximumDocumentCount (1)") == true, "\(String(describing: count))"
        )

        var small = XMLSchema.Limits()
        small.maximumDocumentSize = 100
        let size = #expect(throws: XMLSchemaError.self) { try XMLSchema(contentsOf: main, limits: small) }
        #expect(size?.kind == .locationRefused)
        let data = #expect(throws: XMLSchemaError.self) {
            try XMLSchema(data: Data(contentsOf: main), baseURL: main, limits: small)
        }
        #expect(data?.kind == .locationRefused)

        var attributes = XMLSchema.Limits()
        attributes.document.maximumAttributes = 1
        let tooMany = #expect(throws: XMLSchemaError.self) { try XMLSchema(contentsOf: main, limits: attributes) }
        #expect(tooMany?.kind == .limitExceeded)
        #expect(tooMany?.limit == .attributes)

        // Entities refused: a schema that refers to one is refused, one that declares none compiles.
        var noEntities = XMLSchema.Limits()
        noEntities.document.entityExpansion = .never
        let entity = #"<!DOCTYPE xs:schema [<!ENTITY n "a">]>"# + Self.schema(#"<xs:element name="&n;"/>"#)
        _ = try XMLSchema(data: Data(entity.utf8))
        let refused = #expect(throws: XMLSchemaError.self) {
            try XMLSchema(data: Data(entity.utf8), limits: noEntities)
        }
        #expect(refused?.kind == .limitExceeded)
        #expect(refused?.message.contains(".never") == true, "\(String(describing: refused))")
        _ = try XMLSchema(contentsOf: main, limits: noEntities)
        // The same bounds for a RELAX NG grammar.
        let grammar = #"<element name="a" xmlns="http://relaxng.org/ns/structure/1.0"><empty/></element>"#
        var tiny = XMLSchema.Limits()
        tiny.maximumDocumentSize = 10
        #expect(throws: XMLSchemaError.self) {
            try XMLSchema(data: Data(grammar.utf8), language: .relaxNG, limits: tiny)
        }
    }

    /// The other catalog format `xylem models` has always read: `URL=PATH` lines.
    @Test func aCatalogOfLinesIsRead() throws {
        let folder = try Self.folder([
            "local/parts.xsd": Self.schema(#"<xs:element name="part"/>"#, namespace: "urn:parts"),
            "catalog.txt": "# local copies\n\nhttp://example.com/parts.xsd = local/parts.xsd\n",
            "bad.txt": "http://example.com/parts.xsd local/parts.xsd\n",
        ])
        let catalog = try XMLCatalog(contentsOf: folder.appendingPathComponent("catalog.txt"))
        #expect(catalog.locations.count == 1)
        #expect(
            catalog.resolve("http://example.com/parts.xsd")?.path
                == folder.appendingPathComponent("local/parts.xsd").path)
        let main = Self.schema(
            #"<xs:import namespace="urn:parts" schemaLocation="http://example.com/parts.xsd"/><xs:element name="a"/>"#)
        _ = try XMLSchema(data: Data(main.utf8), catalog: catalog)
        let error = #expect(throws: XMLSchemaError.self) {
            try XMLCatalog(contentsOf: folder.appendingPathComponent("bad.txt"))
        }
        #expect(error?.kind == .invalidCatalog)
        #expect(error?.message.contains("bad.txt:1:") == true)
    }

    @Test func devicesAndHugeDocumentsAreRefused() throws {
        let device = Self.schema(#"<xs:include schemaLocation="/dev/zero"/>"#)
        let error = #expect(throws: XMLSchemaError.self) { try XMLSchema(data: Data(device.utf8)) }
        #expect(error?.kind == .locationRefused)
        #expect(error?.location == "/dev/zero")

        let folder = TestScratch.directory.appendingPathComponent("huge-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let huge = folder.appendingPathComponent("huge.xsd")
        #expect(FileManager.default.createFile(atPath: huge.path, contents: nil))
        let handle = try FileHandle(forWritingTo: huge)
        try handle.truncate(atOffset: UInt64(XMLSchema.maximumDocumentSize + 1))  // sparse: no disk used
        try handle.close()
        let include = Self.schema(#"<xs:include schemaLocation="huge.xsd"/>"#)
        let tooLarge = #expect(throws: XMLSchemaError.self) {
            try XMLSchema(data: Data(include.utf8), baseURL: folder.appendingPathComponent("main.xsd"))
        }
        #expect(tooLarge?.kind == .locationRefused)
        #expect(tooLarge?.location == huge.path)
        #expect(throws: XMLSchemaError.self) { try XMLSchema(contentsOf: huge) }
    }

    @Test func entityExpansionInASchemaIsBounded() throws {
        var entities = #"<!ENTITY e0 "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa">"#
        for i in 1 ... 12 { entities += "<!ENTITY e\(i) \"" + String(repeating: "&e\(i - 1);", count: 10) + "\">" }
        let bomb =
            "<!DOCTYPE xs:schema [\(entities)]>"
            + Self.schema("<xs:annotation><xs:documentation>&e12;</xs:documentation></xs:annotation>")
        let error = #expect(throws: XMLSchemaError.self) { try XMLSchema(data: Data(bomb.utf8)) }
        // Refused by the budget a document's entities have (SchemaHostileTests has more).
        #expect(error?.kind == .limitExceeded)
        #expect(error?.limit == .entityExpansionSize)
    }

    @Test func anInvalidSchemaGetsLibxml2sMessages() throws {
        let error = #expect(throws: XMLSchemaError.self) {
            try XMLSchema(data: Data(Self.schema(#"<xs:element name="a" type="nowhere"/>"#).utf8))
        }
        #expect(error?.kind == .invalidSchema)
        #expect(error?.diagnostics.contains { $0.contains("nowhere") } == true)
        #expect(throws: XMLSchemaError.self) { try XMLSchema(data: Data("<xs:schema".utf8)) }
        #expect(throws: XMLSchemaError.self) { try XMLSchema(data: Data("<notASchema/>".utf8)) }
        let missing = #expect(throws: XMLSchemaError.self) {
            try XMLSchema(contentsOf: URL(fileURLWithPath: "/nonexistent/schema.xsd"))
        }
        #expect(missing?.kind == .unreadable)
        #expect(missing?.location == "/nonexistent/schema.xsd")
    }

    /// The description says each diagnostic once: the message already quotes the first one
    /// (a document that is no schema) or is it (a remote location), and it is not repeated.
    @Test func theDescriptionSaysEachMessageOnce() throws {
        let notASchema = #expect(throws: XMLSchemaError.self) { try XMLSchema(data: Data("<notASchema/>".utf8)) }
        let first = try #require(notASchema?.diagnostics.first)
        #expect(notASchema?.message.hasSuffix(": " + first) == true)
        #expect(notASchema.map { $0.description.components(separatedBy: first).count - 1 } == 1)

        let remote = "http://127.0.0.1:9/parts.xsd"
        let main = Self.schema(#"<xs:import namespace="urn:parts" schemaLocation="\#(remote)"/><xs:element name="a"/>"#)
        let refused = #expect(throws: XMLSchemaError.self) { try XMLSchema(data: Data(main.utf8)) }
        #expect(refused?.kind == .remoteLocation)
        let message = try #require(refused?.message)
        #expect(refused?.description.hasPrefix(message + "\n") == true)
        #expect(refused.map { $0.description.components(separatedBy: message).count - 1 } == 1)
        // libxml2's own line about the import is still there.
        #expect(refused?.description.contains("Failed to parse the XML resource") == true)
    }

    /// A short fuzz of the schema reader: mutations of a real schema must compile or throw,
    /// never crash (a crash ends the test process). 300 runs; `XYLEM_SCHEMA_FUZZ_RUNS` sets
    /// another count for a longer run by hand.
    @Test func mutatedSchemasCompileOrThrow() async throws {
        let seed = Array(OrderSchema.text.utf8)
        var generator = SystemRandomNumberGenerator()
        let pieces = Array(
            #"<xs:element name="x"/><xs:include schemaLocation="a.xsd"/>&#0;&amp;<![CDATA[ ]]>"xs:ref=minOccurs="2" <!ENTITY a "b">"#
                .utf8)
        var compiled = 0
        let runs = ProcessInfo.processInfo.environment["XYLEM_SCHEMA_FUZZ_RUNS"].flatMap(Int.init) ?? 300
        for _ in 0 ..< runs {
            var bytes = seed
            for _ in 0 ..< Int.random(in: 1 ... 8, using: &generator) {
                let at = Int.random(in: 0 ..< bytes.count, using: &generator)
                switch Int.random(in: 0 ..< 4, using: &generator) {
                case 0: bytes[at] = UInt8.random(in: 0 ... 255, using: &generator)
                case 1: bytes.remove(at: at)
                case 2:
                    let start = Int.random(in: 0 ..< pieces.count, using: &generator)
                    bytes.insert(contentsOf: pieces[start ..< min(pieces.count, start + 12)], at: at)
                default:
                    let end = min(bytes.count, at + Int.random(in: 1 ... 40, using: &generator))
                    bytes.insert(contentsOf: bytes[at ..< end], at: at)
                }
            }
            if let schema = try? XMLSchema(data: Data(bytes)) {
                compiled += 1
                _ = try? await schema.validate(.data(Data(OrderSchema.document(count: 3, bad: 2).utf8)))
            }
        }
        print("schema fuzz: \(runs) mutated schemas, \(compiled) compiled, no crash")
    }
}
#endif
