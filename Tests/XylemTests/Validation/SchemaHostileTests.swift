// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

#if canImport(CLibXML2)
import Foundation
import Testing
@testable import Xylem

/// Hostile schemas: entities that expand without end, elements with too many attributes,
/// includes and imports in a circle, a remote DTD, a location too long for any file system.
/// Each is refused with a clear error, fast, or (imports in a circle, which XSD allows) compiles.
@Suite("Validation: hostile schemas")
struct SchemaHostileTests {
    static func folder(_ files: [String: String]) throws -> URL { try SchemaLoadingTests.folder(files) }
    static func schema(_ body: String, namespace: String? = nil) -> String {
        SchemaLoadingTests.schema(body, namespace: namespace)
    }

    /// Seconds `body` takes on this thread's clock.
    static func seconds(_ body: () throws -> Void) rethrows -> Double {
        let start = ContinuousClock.now
        try body()
        let elapsed = ContinuousClock.now - start
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }

    /// A 100-byte entity referenced a million times took libxml2's schema parser 31 s; the
    /// budget of a document stops it at its first references past the limits.
    @Test func anEntityReferencedAMillionTimesIsRefusedFast() throws {
        let references = String(repeating: "&e;", count: 1_000_000)
        let text =
            #"<!DOCTYPE xs:schema [<!ENTITY e "\#(String(repeating: "a", count: 100))">]>"#
            + Self.schema(
                "<xs:annotation><xs:documentation>\(references)</xs:documentation></xs:annotation>"
                    + #"<xs:element name="a"/>"#)
        var error: XMLSchemaError?
        let elapsed = Self.seconds {
            error = #expect(throws: XMLSchemaError.self) { try XMLSchema(data: Data(text.utf8)) }
        }
        #expect(error?.kind == .limitExceeded)
        #expect(error?.limit == .entityAmplification || error?.limit == .entityExpansionSize)
        #expect(error?.message.contains("EntityExpansionLimits") == true)
        #expect(elapsed < 5, "took \(elapsed) s")
    }

    @Test func anEntityRepeatedInAnAttributeIsRefused() throws {
        let references = String(repeating: "&k;", count: 10_000)
        let text =
            #"<!DOCTYPE xs:schema [<!ENTITY k "\#(String(repeating: "b", count: 1_000))">]>"#
            + Self.schema(#"<xs:element name="a" type="xs:string" default="\#(references)"/>"#)
        let error = #expect(throws: XMLSchemaError.self) { try XMLSchema(data: Data(text.utf8)) }
        #expect(error?.kind == .limitExceeded)
        #expect(error?.limit == .entityAmplification || error?.limit == .entityExpansionSize)
    }

    /// The same refusal in an included document, which libxml2 parses with a context of its own.
    @Test func anIncludedDocumentHasTheSameBudget() throws {
        let references = String(repeating: "&e;", count: 200_000)
        let folder = try Self.folder([
            "main.xsd": Self.schema(#"<xs:include schemaLocation="bomb.xsd"/><xs:element name="a"/>"#),
            "bomb.xsd": #"<!DOCTYPE xs:schema [<!ENTITY e "\#(String(repeating: "a", count: 100))">]>"#
                + Self.schema("<xs:annotation><xs:documentation>\(references)</xs:documentation></xs:annotation>"),
        ])
        let error = #expect(throws: XMLSchemaError.self) {
            try XMLSchema(contentsOf: folder.appendingPathComponent("main.xsd"))
        }
        #expect(error?.kind == .limitExceeded)
        #expect(error?.location == folder.appendingPathComponent("bomb.xsd").path)
    }

    /// A few entities of ordinary size, as the schema for schemas and the W3C suite use them,
    /// are expanded: in text and in attribute values.
    @Test func ordinaryEntitiesAreExpanded() throws {
        let text =
            #"<!DOCTYPE xs:schema [<!ENTITY max "3"><!ENTITY doc "A short note">]>"#
            + Self.schema(
                #"<xs:annotation><xs:documentation>&doc; &doc;</xs:documentation></xs:annotation>"#
                    + #"<xs:element name="a"><xs:simpleType><xs:restriction base="xs:int">"#
                    + #"<xs:maxInclusive value="&max;"/></xs:restriction></xs:simpleType></xs:element>"#)
        let decoder = XMLDecoder.underTest()
        decoder.parser = .libxml2
        decoder.schema = try XMLSchema(data: Data(text.utf8))
        #expect(try decoder.decode(Int.self, from: Data("<a>3</a>".utf8)) == 3)
        let error = #expect(throws: DecodingError.self) { try decoder.decode(Int.self, from: Data("<a>4</a>".utf8)) }
        #expect(error.flatMap(validationError)?.violations.first?.message.contains("3") == true)
    }

    /// An external entity in a schema document is never read, as in a document.
    @Test func anExternalEntityIsNotRead() throws {
        let folder = try Self.folder([
            "secret.txt": "secret",
            "main.xsd": #"<!DOCTYPE xs:schema [<!ENTITY s SYSTEM "secret.txt">]>"#
                + Self.schema("<xs:annotation><xs:documentation>&s;</xs:documentation></xs:annotation>"),
        ])
        let error = #expect(throws: XMLSchemaError.self) {
            try XMLSchema(contentsOf: folder.appendingPathComponent("main.xsd"))
        }
        #expect(error?.kind == .locationRefused)
        #expect(error?.message.contains("external entity") == true)
    }

    @Test func anElementWithTooManyAttributesIsRefusedBeforeLibxml2ReadsIt() throws {
        let attributes = (1 ... 1_001).map { #" a\#($0)="x""# }.joined()
        let text = Self.schema("\n\n<xs:element name=\"a\"\(attributes)/>")
        let error = #expect(throws: XMLSchemaError.self) { try XMLSchema(data: Data(text.utf8)) }
        #expect(error?.kind == .limitExceeded)
        #expect(error?.limit == .attributes)
        #expect(error?.message.contains(":3:") == true)  // the line of the element
        #expect(error?.message.contains("XMLLimits.maximumAttributes") == true)
    }

    // MARK: - Locations

    /// XSD allows imports in a circle (IP-XACT has them): libxml2 reads each location once.
    @Test func importsInACircleCompile() throws {
        let folder = try Self.folder([
            "a.xsd": Self.schema(
                #"<xs:import namespace="urn:b" schemaLocation="b.xsd"/>"#
                    + #"<xs:element name="a" xmlns:b="urn:b"><xs:complexType><xs:sequence>"#
                    + #"<xs:element ref="b:b"/></xs:sequence></xs:complexType></xs:element>"#
                    + #"<xs:element name="n" type="xs:int"/>"#, namespace: "urn:a"),
            "b.xsd": Self.schema(
                #"<xs:import namespace="urn:a" schemaLocation="a.xsd"/>"#
                    + #"<xs:element name="b" xmlns:a="urn:a"><xs:complexType><xs:sequence>"#
                    + #"<xs:element ref="a:n"/></xs:sequence></xs:complexType></xs:element>"#, namespace: "urn:b"),
        ])
        let decoder = XMLDecoder.underTest()
        decoder.parser = .libxml2
        decoder.schema = try XMLSchema(contentsOf: folder.appendingPathComponent("a.xsd"))
        struct A: Decodable { struct B: Decodable { let n: Int }; let b: B }
        let valid = #"<a xmlns="urn:a"><b xmlns="urn:b"><n xmlns="urn:a">7</n></b></a>"#
        #expect(try decoder.decode(A.self, from: Data(valid.utf8)).b.n == 7)
        let invalid = #"<a xmlns="urn:a"><b xmlns="urn:b"><n xmlns="urn:a">seven</n></b></a>"#
        let error = #expect(throws: DecodingError.self) { try decoder.decode(A.self, from: Data(invalid.utf8)) }
        #expect(error.flatMap(validationError)?.violations.first?.path == "/a/b/n")
    }

    /// A schema that imports its own location (for another namespace) ends, with an error.
    @Test func aSchemaThatImportsItselfEnds() throws {
        let folder = try Self.folder([
            "self.xsd": Self.schema(
                #"<xs:import namespace="urn:other" schemaLocation="self.xsd"/><xs:element name="a"/>"#,
                namespace: "urn:self")
        ])
        let error = #expect(throws: XMLSchemaError.self) {
            try XMLSchema(contentsOf: folder.appendingPathComponent("self.xsd"))
        }
        #expect(error?.kind == .invalidSchema)
    }

    /// A remote external DTD is never fetched: libxml2 reads no external subset of a schema
    /// document; an entity only it could declare is refused, not read as empty text.
    @Test func aRemoteDTDIsNeverFetched() throws {
        let server = try LocalHTTPServer()
        defer { server.stop() }
        server.serve("/schema.dtd", .init(body: Data(#"<!ENTITY max "3">"#.utf8)))
        let dtd = server.url("/schema.dtd").absoluteString
        let unused = #"<!DOCTYPE xs:schema SYSTEM "\#(dtd)">"# + Self.schema(#"<xs:element name="a" type="xs:int"/>"#)
        let decoder = XMLDecoder.underTest()
        decoder.parser = .libxml2
        decoder.schema = try XMLSchema(data: Data(unused.utf8))
        #expect(try decoder.decode(Int.self, from: Data("<a>3</a>".utf8)) == 3)

        let used =
            #"<!DOCTYPE xs:schema SYSTEM "\#(dtd)">"#
            + Self.schema(#"<xs:element name="a" type="xs:int" fixed="&max;"/>"#)
        let error = #expect(throws: XMLSchemaError.self) { try XMLSchema(data: Data(used.utf8)) }
        #expect(error?.message.contains("&max;") == true, "\(String(describing: error))")
        #expect(server.connections.isEmpty)
    }

    /// A location longer than any path a file system takes is refused with a clear error.
    @Test func aHugeLocationIsRefused() throws {
        let location = String(repeating: "x/", count: 50_000) + "parts.xsd"
        for text in [
            Self.schema(#"<xs:include schemaLocation="\#(location)"/>"#),
            Self.schema(#"<xs:import namespace="urn:p" schemaLocation="\#(location)"/><xs:element name="a"/>"#),
            Self.schema(#"<xs:include schemaLocation="http://example.com/\#(location)"/>"#),
        ] {
            var result: Result<XMLSchema, any Error>?
            let elapsed = Self.seconds { result = Result { try XMLSchema(data: Data(text.utf8)) } }
            #expect(elapsed < 5)
            switch result {
            case .success: break  // an import that is not found is skipped, as XSD allows
            case .failure(let error):
                let error = try #require(error as? XMLSchemaError)
                #expect([.invalidSchema, .remoteLocation, .locationRefused].contains(error.kind))
                #expect(
                    error.message.count < 1_000,
                    "\(error.kind) \(error.message.prefix(300)) \(error.diagnostics.map { $0.prefix(200) })")
            case nil: Issue.record("no result")
            }
        }
    }
}
#endif
