// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

#if canImport(CLibXML2)
import Foundation
import Testing
@testable import Xylem

/// The order documents of `OrderSchema`, against the same rules written in RELAX NG.
enum OrderGrammar {
    static let text = """
        <grammar xmlns="http://relaxng.org/ns/structure/1.0"
                 datatypeLibrary="http://www.w3.org/2001/XMLSchema-datatypes">
          <start>
            <element name="orders">
              <oneOrMore><ref name="order"/></oneOrMore>
            </element>
          </start>
          <define name="order">
            <element name="order">
              <attribute name="id"><data type="int"/></attribute>
              <optional><attribute name="status"><choice><value>open</value><value>shipped</value></choice></attribute></optional>
              <element name="item"><text/></element>
              <element name="quantity"><data type="positiveInteger"/></element>
            </element>
          </define>
        </grammar>
        """

    static let schema: XMLSchema = try! XMLSchema(data: Data(text.utf8), language: .relaxNG)

    static func decoder(_ strategy: XMLDecoder.ViolationStrategy = .stopAtFirst) -> XMLDecoder {
        validatingDecoder(schema, strategy)
    }
}

@Suite("Validation: RELAX NG")
struct RelaxNGTests {
    @Test func aValidDocumentDecodes() throws {
        #expect(OrderGrammar.schema.language == .relaxNG)
        let orders = try OrderGrammar.decoder().decode(OrderSchema.Orders.self, from: OrderSchema.document(count: 3))
        #expect(orders.order.map(\.quantity) == [1, 2, 3])
    }

    @Test func aBadValueThrowsWithItsLineAndPath() throws {
        let error = #expect(throws: DecodingError.self) {
            try OrderGrammar.decoder().decode(OrderSchema.Orders.self, from: OrderSchema.document(count: 5, bad: 3))
        }
        let invalid = try #require(error.flatMap(validationError))
        #expect(invalid.violations.count == 1)
        let first = try #require(invalid.violations.first)
        #expect(first.line == 4)
        #expect(first.path == "/orders/order/quantity")
        #expect(first.message.contains("quantity"), "\(first)")
    }

    @Test func aWrongElementAndABadAttributeAreViolations() async throws {
        let schema = OrderGrammar.schema
        let misplaced = "<orders>\n<order id=\"1\"><quantity>1</quantity><item>x</item></order>\n</orders>"
        let violations = try await schema.validate(.data(Data(misplaced.utf8)))
        #expect(violations.first?.line == 2)
        #expect(violations.first?.path.hasPrefix("/orders/order") == true, "\(violations)")
        let status = OrderSchema.document(count: 4, badStatus: 2)
        let bad = try await schema.validate(.data(Data(status.utf8)))
        #expect(bad.first?.line == 3, "\(bad)")
        #expect(bad.first?.path == "/orders/order")
        let unknownRoot = try await schema.validate(.data(Data("<order id=\"1\"/>".utf8)))
        #expect(unknownRoot.count == 1)
        #expect(unknownRoot.first?.path == "/order")
    }

    @Test func aMissingChildIsFoundAtItsParentsEndTag() async throws {
        let text = "<orders>\n<order id=\"1\">\n<item>x</item>\n</order>\n</orders>"
        let violations = try await OrderGrammar.schema.validate(.data(Data(text.utf8)))
        #expect(violations.first?.line == 4, "\(violations)")
        #expect(violations.first?.path == "/orders/order")
    }

    @Test func decodeEachDeliversTheValidRecordsBeforeTheViolationOnly() async throws {
        var delivered: [Int] = []
        let error = await #expect(throws: DecodingError.self) {
            try await OrderGrammar.decoder().decodeEach(
                OrderSchema.Order.self, at: "orders/order",
                from: .data(Data(OrderSchema.document(count: 6_000, bad: 4_321).utf8))
            ) { delivered.append($0.id) }
        }
        #expect(delivered == Array(1 ..< 4_321))
        #expect(error.flatMap(validationError)?.violations.first?.line == 4_322)
    }

    @Test func collectingGathersEveryViolationUpToTheLimit() async throws {
        var text = "<orders>\n"
        for i in 1 ... 10 { text += "<order id=\"\(i)\"><item>x</item><quantity>0</quantity></order>\n" }
        text += "</orders>"
        let all = try await OrderGrammar.schema.validate(.data(Data(text.utf8)))
        #expect(all.map(\.line) == Array(2 ... 11))
        let four = try await OrderGrammar.schema.validate(.data(Data(text.utf8)), limit: 4)
        #expect(four.map(\.line) == [2, 3, 4, 5])
    }

    @Test func namespacesAndQNameValuesAreResolvedOnTheOpenElements() async throws {
        let grammar = """
            <element name="doc" ns="urn:d" xmlns="http://relaxng.org/ns/structure/1.0"
                     datatypeLibrary="http://www.w3.org/2001/XMLSchema-datatypes">
              <oneOrMore><element name="ref"><attribute name="to"><data type="QName"/></attribute>
                <attribute name="x:mark" xmlns:x="urn:x"><text/></attribute><empty/></element></oneOrMore>
            </element>
            """
        let schema = try XMLSchema(data: Data(grammar.utf8), language: .relaxNG)
        let valid = #"<d:doc xmlns:d="urn:d" xmlns:p="urn:p"><d:ref to="p:a" xmlns:x="urn:x" x:mark="1"/></d:doc>"#
        await #expect(try schema.validate(.data(Data(valid.utf8))).isEmpty)
        let unbound = #"<d:doc xmlns:d="urn:d"><d:ref to="q:a" xmlns:x="urn:x" x:mark="1"/></d:doc>"#
        await #expect(try schema.validate(.data(Data(unbound.utf8))).count == 1)
        let wrongNamespace = #"<doc xmlns="urn:e"><ref to="a" xmlns:x="urn:x" x:mark="1"/></doc>"#
        await #expect(try schema.validate(.data(Data(wrongNamespace.utf8))).count == 1)
    }

    /// An `interleave` at the root: libxml2 checks the whole document at its end tag.
    @Test func anElementCheckedWholeIsCheckedAtItsEndTag() async throws {
        let grammar = """
            <element name="card" xmlns="http://relaxng.org/ns/structure/1.0">
              <interleave><element name="name"><text/></element><element name="mail"><text/></element></interleave>
            </element>
            """
        let schema = try XMLSchema(data: Data(grammar.utf8), language: .relaxNG)
        await #expect(try schema.validate(.data(Data("<card><mail>m</mail><name>n</name></card>".utf8))).isEmpty)
        await #expect(
            try schema.validate(.data(Data("<card><mail>m<![CDATA[x]]></mail>\n<name>n</name></card>".utf8))).isEmpty)
        let missing = try await schema.validate(.data(Data("<card>\n<mail>m</mail>\n</card>".utf8)))
        #expect(missing.map(\.line) == [3], "\(missing)")
        #expect(missing.first?.path == "/card")
    }

    @Test func textWhereNoneIsAllowedIsAViolation() async throws {
        let grammar =
            #"<element name="a" xmlns="http://relaxng.org/ns/structure/1.0"><element name="b"><empty/></element></element>"#
        let schema = try XMLSchema(data: Data(grammar.utf8), language: .relaxNG)
        await #expect(try schema.validate(.data(Data("<a>\n  <b/>\n</a>".utf8))).isEmpty)
        let text = try await schema.validate(.data(Data("<a>\n  words <b/>\n</a>".utf8)))
        #expect(text.count == 1, "\(text)")
        #expect(text.first?.line == 2)
    }

    @Test func foundationsParserGivesTheSameClearError() throws {
        let decoder = XMLDecoder.underTest()
        decoder.parser = .foundation
        decoder.schema = OrderGrammar.schema
        let error = #expect(throws: XMLSchemaError.self) {
            try decoder.decode(OrderSchema.Orders.self, from: OrderSchema.document(count: 1))
        }
        #expect(error?.kind == .requiresLibXML2Parser)
        #expect(error?.message.contains("RELAX NG") == true)
        #expect(error?.message.contains(".libxml2") == true)
    }

    @Test func anInvalidGrammarIsRefusedWithLibxml2sMessages() throws {
        let error = #expect(throws: XMLSchemaError.self) {
            try XMLSchema(
                data: Data(#"<element xmlns="http://relaxng.org/ns/structure/1.0"><text/></element>"#.utf8),
                language: .relaxNG)
        }
        #expect(error?.kind == .invalidSchema)
        #expect(error?.message.contains("RELAX NG") == true)
        #expect(error?.diagnostics.isEmpty == false)
        // An XML Schema is not a RELAX NG grammar.
        #expect(throws: XMLSchemaError.self) { try XMLSchema(data: Data(OrderSchema.text.utf8), language: .relaxNG) }
    }
}
#endif

#if canImport(CLibXML2)
/// RELAX NG grammars are input too: `include` and `externalRef` go through the same loader as
/// XML Schema's `include` and `import` (local files only, bounded, the catalog for the rest).
@Suite("Validation: RELAX NG grammars as input")
struct RelaxNGLoadingTests {
    static let rng = "http://relaxng.org/ns/structure/1.0"

    @Test func localIncludesAndExternalRefsAreFollowed() async throws {
        let folder = try SchemaLoadingTests.folder([
            "main.rng": #"""
            <grammar xmlns="\#(Self.rng)">
              <include href="parts/defs.rng"/>
              <start><element name="box"><ref name="part"/><externalRef href="parts/weight.rng"/></element></start>
            </grammar>
            """#,
            "parts/defs.rng":
                #"<grammar xmlns="\#(Self.rng)"><define name="part"><element name="part"><text/></element></define></grammar>"#,
            "parts/weight.rng": #"<element name="weight" xmlns="\#(Self.rng)"><empty/></element>"#,
        ])
        let schema = try XMLSchema(contentsOf: folder.appendingPathComponent("main.rng"), language: .relaxNG)
        await #expect(try schema.validate(.data(Data("<box><part>a</part><weight/></box>".utf8))).isEmpty)
        let violations = try await schema.validate(.data(Data("<box>\n<weight/></box>".utf8)))
        #expect(violations.map(\.line) == [2])
        // From Data, relative locations resolve against the base URL.
        let data = try Data(contentsOf: folder.appendingPathComponent("main.rng"))
        let fromData = try XMLSchema(data: data, language: .relaxNG, baseURL: folder.appendingPathComponent("main.rng"))
        await #expect(try fromData.validate(.data(Data("<box><part>a</part><weight/></box>".utf8))).isEmpty)
    }

    @Test func aGrammarThatIncludesItselfIsRefused() throws {
        let folder = try SchemaLoadingTests.folder([
            "self.rng":
                #"<grammar xmlns="\#(Self.rng)"><include href="self.rng"/><start><element name="a"><empty/></element></start></grammar>"#,
            "loop.rng": #"<element name="a" xmlns="\#(Self.rng)"><externalRef href="loop.rng"/></element>"#,
        ])
        for name in ["self.rng", "loop.rng"] {
            let error = #expect(throws: XMLSchemaError.self) {
                try XMLSchema(contentsOf: folder.appendingPathComponent(name), language: .relaxNG)
            }
            #expect(error?.kind == .invalidSchema)
            #expect(error?.diagnostics.contains { $0.contains("recursion") } == true, "\(String(describing: error))")
        }
    }

    @Test func aRemoteLocationIsNeverFetched() throws {
        let server = try LocalHTTPServer()
        defer { server.stop() }
        server.serve("/defs.rng", .init(body: Data(#"<grammar xmlns="\#(Self.rng)"/>"#.utf8)))
        let remote = server.url("/defs.rng").absoluteString
        for text in [
            #"<grammar xmlns="\#(Self.rng)"><include href="\#(remote)"/><start><element name="a"><empty/></element></start></grammar>"#,
            #"<element name="a" xmlns="\#(Self.rng)"><externalRef href="\#(remote)"/></element>"#,
        ] {
            let error = #expect(throws: XMLSchemaError.self) {
                try XMLSchema(data: Data(text.utf8), language: .relaxNG)
            }
            #expect(error?.kind == .remoteLocation)
            #expect(error?.location == remote)
            #expect(error?.message.contains("XMLCatalog") == true)
        }
        #expect(server.connections.isEmpty)

        // Mapped by the catalog to a local copy, it is read from there.
        let folder = try SchemaLoadingTests.folder([
            "copy.rng":
                #"<grammar xmlns="\#(Self.rng)"><define name="x"><element name="x"><empty/></element></define></grammar>"#
        ])
        var catalog = XMLCatalog()
        catalog.map(remote, to: folder.appendingPathComponent("copy.rng"))
        let mapped =
            #"<grammar xmlns="\#(Self.rng)"><include href="\#(remote)"/><start><element name="a"><ref name="x"/></element></start></grammar>"#
        let schema = try XMLSchema(data: Data(mapped.utf8), language: .relaxNG, catalog: catalog)
        #expect(schema.language == .relaxNG)
        #expect(server.connections.isEmpty)
    }

    @Test func aGrammarPastTheDocumentLimitsIsRefused() throws {
        let references = String(repeating: "&e;", count: 200_000)
        let bomb =
            #"<!DOCTYPE grammar [<!ENTITY e "\#(String(repeating: "a", count: 100))">]>"#
            + #"<element name="a" xmlns="\#(Self.rng)"><value>\#(references)</value></element>"#
        let error = #expect(throws: XMLSchemaError.self) { try XMLSchema(data: Data(bomb.utf8), language: .relaxNG) }
        #expect(error?.kind == .limitExceeded, "\(String(describing: error))")
        // The same in an included grammar, which libxml2 reads with a parser of its own.
        let folder = try SchemaLoadingTests.folder([
            "main.rng":
                #"<grammar xmlns="\#(Self.rng)"><include href="bomb.rng"/><start><ref name="a"/></start></grammar>"#,
            "bomb.rng": #"<!DOCTYPE grammar [<!ENTITY e "\#(String(repeating: "a", count: 100))">]>"#
                + #"<grammar xmlns="\#(Self.rng)"><define name="a"><element name="a"><value>\#(references)</value></element></define></grammar>"#,
        ])
        let included = #expect(throws: XMLSchemaError.self) {
            try XMLSchema(contentsOf: folder.appendingPathComponent("main.rng"), language: .relaxNG)
        }
        #expect(included?.kind == .limitExceeded, "\(String(describing: included))")
    }
}
#endif
