// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
@testable import Xylem

/// `XMLDecoder.EntityExpansion`: internal entities are refused by default, and expanded within
/// `EntityExpansionLimits` when asked for, with the libxml2 parser; the attacks are refused
/// with the limit they hit named.
@Suite struct EntityExpansionTests {
    static let expanding = XMLLimits(entityExpansion: .internalEntities())

    static func tree(
        _ xml: String, _ limits: XMLLimits = expanding, parser: XMLDecoder.Parser = .libxml2
    ) throws -> XMLTree {
        try XMLTree(string: xml, limits: limits, parser: parser)
    }

    /// The reason `xml` is refused for, or nil when it is read.
    static func refusal(
        _ xml: String, _ limits: XMLLimits = expanding, parser: XMLDecoder.Parser = .libxml2
    ) -> XMLSyntaxError? {
        do {
            _ = try tree(xml, limits, parser: parser)
            return nil
        } catch let error as XMLSyntaxError {
            return error
        } catch {
            Issue.record("not a syntax error: \(error)")
            return nil
        }
    }

    static let copyright = #"<!DOCTYPE d [<!ENTITY c "&#169;">]><d a="&c; 2026">&c; Xylem</d>"#

    @Test(arguments: XMLDecoder.Parser.allCases) func entitiesAreRefusedByDefault(parser: XMLDecoder.Parser) {
        let error = Self.refusal(Self.copyright, .default, parser: parser)
        #expect(error?.kind == .entityDeclaration)
        #expect(error?.message.contains("entityExpansion = .internalEntities()") == true)
    }

    @Test func internalEntitiesAreExpandedInTextAndAttributes() throws {
        let root = try Self.tree(Self.copyright).root
        #expect(root.text == "© Xylem")
        #expect(root.attributes["a"] == "© 2026")
    }

    @Test func entitiesHoldMarkupAndOtherEntities() throws {
        let xml = """
            <!DOCTYPE r [
              <!ENTITY name "Xylem">
              <!ENTITY b "<b x='1' y='&name;'>&name; &amp; co</b>">
              <!ENTITY amp2 "&#38;#38;">
            ]>
            <r>&b;<k xmlns:xml="http://www.w3.org/XML/1998/namespace" xml:lang="en">&amp2;</k>&b;</r>
            """
        let root = try Self.tree(xml).root
        #expect(
            root.outerXML == #"<r><b x="1" y="Xylem">Xylem &amp; co</b>"#
                + #"<k xmlns:xml="http://www.w3.org/XML/1998/namespace" xml:lang="en">&amp;</k><b x="1" y="Xylem">Xylem &amp; co</b></r>"#
        )
    }

    @Test func theDecoderHasTheOption() throws {
        struct D: Decodable {
            let a: String; let value: String
            enum CodingKeys: String, CodingKey { case a = "@a", value = "" }
        }
        let decoder = XMLDecoder.underTest()
        #expect(decoder.entityExpansion == .never)
        decoder.parser = .libxml2
        decoder.entityExpansion = .internalEntities()
        #expect(decoder.limits.entityExpansion == .internalEntities())
        let d = try decoder.decode(D.self, from: Data(Self.copyright.utf8))
        #expect(d.a == "© 2026" && d.value == "© Xylem")
    }

    /// Foundation's XMLParser drops the text after each reference: the option is refused with it,
    /// the message saying which parser expands entities.
    @Test func xmlParserCannotExpandThem() {
        let error = Self.refusal(Self.copyright, parser: .foundation)
        #expect(error?.kind == .entityDeclaration)
        #expect(error?.message.contains("XMLDecoder.Parser.libxml2") == true)
    }

    // MARK: - Attacks

    static let billionLaughs: String = {
        var xml = "<?xml version=\"1.0\"?>\n<!DOCTYPE lolz [\n <!ENTITY lol \"lol\">\n"
        for level in 1 ... 9 {
            let previous = level == 1 ? "lol" : "lol\(level - 1)"
            xml += " <!ENTITY lol\(level) \"" + String(repeating: "&\(previous);", count: 10) + "\">\n"
        }
        return xml + "]>\n<lolz>&lol9;</lolz>"
    }()

    @Test func theBillionLaughsIsRefusedBeforeItsFirstExpansion() {
        let error = Self.refusal(Self.billionLaughs)
        #expect(error?.limit == .entityExpansionSize)
        #expect(error?.message.contains("EntityExpansionLimits.maximumExpandedSize") == true)
        #expect(error?.line == 14)
    }

    /// A 40 KB entity referenced 2,000 times in a 50 KB document (80 MB of text): within the
    /// size limit for the first few, refused by the ratio.
    @Test func theQuadraticBlowupIsRefusedByTheRatio() {
        let xml =
            "<!DOCTYPE r [<!ENTITY a \"" + String(repeating: "a", count: 40_000) + "\">]><r>"
            + String(repeating: "&a;", count: 2_000) + "</r>"
        let error = Self.refusal(xml)
        #expect(error?.limit == .entityAmplification)
        #expect(error?.message.contains("EntityExpansionLimits.maximumAmplification (10)") == true)
    }

    @Test func theTotalSizeIsBounded() {
        let xml =
            "<!DOCTYPE r [<!ENTITY a \"" + String(repeating: "a", count: 1_000) + "\">]><r>"
            + String(repeating: "&a;", count: 20) + "</r>"
        let small = XMLLimits(
            entityExpansion: .internalEntities(.init(maximumExpandedSize: 10_000, maximumAmplification: 1_000)))
        #expect(Self.refusal(xml, small)?.limit == .entityExpansionSize)
        let roomy = XMLLimits(entityExpansion: .internalEntities(.init(maximumExpandedSize: 20_000)))
        #expect(Self.refusal(xml, roomy) == nil)
    }

    @Test func nestingIsBounded() throws {
        var xml = "<!DOCTYPE r [<!ENTITY e0 \"x\">"
        for level in 1 ..< 20 { xml += "<!ENTITY e\(level) \"&e\(level - 1);\">" }
        let deep = xml + "]><r>&e19;</r>"
        #expect(Self.refusal(deep)?.limit == .entityDepth)
        #expect(try Self.tree(xml + "]><r>&e15;</r>").root.text == "x")  // depth 16
        // A chain of thousands is measured without deep recursion.
        var long = "<!DOCTYPE r [<!ENTITY e0 \"x\">"
        for level in 1 ..< 5_000 { long += "<!ENTITY e\(level) \"&e\(level - 1);\">" }
        #expect(Self.refusal(long + "]><r>&e4999;</r>")?.limit == .entityDepth)
    }

    /// libxml2 reads a carriage return (`&#13;`) in an entity's text as a line end when it
    /// expands it in text: refused there; in an attribute value it is a space either way.
    @Test func aCarriageReturnInAnEntityIsRefusedInText() throws {
        let declared = #"<!DOCTYPE d [<!ENTITY e "&#13;&#10;"><!ENTITY f "[&e;]">]>"#
        #expect(Self.refusal(declared + "<d>x&e;y</d>")?.kind == .entityDeclaration)
        #expect(Self.refusal(declared + "<d>x&f;y</d>")?.message.contains("carriage return") == true)
        #expect(try Self.tree(declared + #"<d a="x&e;y"/>"#).root.attributes["a"] == "x  y")
    }

    @Test func loopsAreRejected() {
        let xml = #"<!DOCTYPE r [<!ENTITY a "&b;"><!ENTITY b "x&a;">]><r>&a;</r>"#
        #expect(Self.refusal(xml) != nil)
    }

    @Test func externalEntitiesAreNeverRead() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("xylem-entity-\(UUID()).txt")
        try Data("secret".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let xml = "<!DOCTYPE r [<!ENTITY x SYSTEM \"\(file.absoluteString)\"><!ENTITY y \"[&x;]\">]><r>"
        let direct = Self.refusal(xml + "&x;</r>")
        #expect(direct?.kind == .entityDeclaration)
        #expect(direct?.message.contains("external entity") == true)
        #expect(Self.refusal(xml + "&y;</r>")?.kind == .entityDeclaration)
        #expect(Self.refusal(xml + "<a v='&x;'/></r>") != nil)
        // Declared and not used: read.
        #expect(try Self.tree(xml + "ok</r>").root.text == "ok")
    }

    @Test func parameterEntitiesAreNotExpanded() {
        let xml = #"<!DOCTYPE r [<!ENTITY % p "<!ATTLIST r a CDATA 'x'>"> %p;]><r/>"#
        #expect(Self.refusal(xml)?.kind == .entityDeclaration)
    }

    @Test func elementsInEntitiesAreHeldToTheAttributeLimit() {
        let attributes = (0 ..< 20).map { "a\($0)='1'" }.joined(separator: " ")
        let xml = "<!DOCTYPE r [<!ENTITY e \"<b \(attributes)/>\">]><r>&e;</r>"
        let limits = XMLLimits(maximumAttributes: 10, entityExpansion: .internalEntities())
        #expect(Self.refusal(xml, limits)?.limit == .attributes)
    }
}

/// The W3C suite with internal entities expanded: every well-formed document refused by default
/// only because it declares entities is read, as the suite's canonical output of it reads
/// (when the catalog gives one); every not-well-formed document is still rejected.
@Suite struct EntityExpansionConformanceTests {
    /// The document as lines, without positions: name, parent, end, attributes (by name: the
    /// canonical form sorts them), text.
    static func shape(_ document: Document) -> [String] {
        document.elements.indices.map { i in
            let element = Int32(i)
            let record = document.elements[i]
            let attributes = document.attributeRange(of: element).map { index in
                document.names[document.attributes[index].name] + "="
                    + String(decoding: document.valueBytes(ofAttribute: index), as: UTF8.self)
            }.sorted()
            return "\(document.names[record.name]) \(record.parent) \(record.end) \(attributes) "
                + "\"\(String(decoding: document.textBytes(of: element), as: UTF8.self))\""
        }
    }

    /// Documents refused with entities expanded, and why.
    static let refusedOnPurpose: [String: String] = [
        "ibm-invalid-P76-ibm76i01.xml": "refers to a parameter entity (not expanded)",
        "rmt-e3e-13": "refers to a parameter entity (not expanded)",
        "valid-sa-068": "an entity holds &#13; and is used in text, where libxml2 would read it as a line feed",
    ]

    @Test func documentsThatDeclareEntitiesReadAsTheirCanonicalForm() throws {
        let cases = try ConformanceTests.cases(applicableOnly: true).filter { $0.type != "not-wf" }
        var refusedByDefault = 0, read = 0, matched = 0
        var wrong: [String] = []
        for test in cases {
            do {
                _ = try DocumentParser.parse(.file(test.url), parser: .libxml2)
                continue
            } catch {
                guard error.kind == .entityDeclaration else { continue }
            }
            refusedByDefault += 1
            do {
                let document = try DocumentParser.parse(
                    .file(test.url), limits: EntityExpansionTests.expanding, parser: .libxml2)
                read += 1
                guard let output = test.output else { continue }
                let expected = try DocumentParser.parse(.file(output), parser: .libxml2)
                if Self.shape(document) == Self.shape(expected) {
                    matched += 1
                } else {
                    wrong.append("\(test.id): \(Self.shape(document)) != \(Self.shape(expected))")
                }
            } catch {
                if Self.refusedOnPurpose[test.id] != nil, error.kind == .entityDeclaration {
                    continue
                }
                wrong.append("\(test.id): \(error)")
            }
        }
        print(
            "W3C, internal entities expanded: \(refusedByDefault) documents refused by default, \(read) read, "
                + "\(matched) the same as their canonical output")
        #expect(refusedByDefault >= 70 && read == refusedByDefault - Self.refusedOnPurpose.count)
        #expect(wrong.isEmpty, "\(wrong.count):\n\(wrong.joined(separator: "\n"))")
    }

    @Test(arguments: XMLDecoder.Parser.allCases) func notWellFormedDocumentsAreStillRejected(
        parser: XMLDecoder.Parser
    ) throws {
        var accepted: [String] = []
        for test in try ConformanceTests.cases(applicableOnly: true) where test.type == "not-wf" {
            do {
                _ = try DocumentParser.parse(.file(test.url), limits: EntityExpansionTests.expanding, parser: parser)
                // (A colon in an entity's name breaks a namespace constraint only, as in the
                // instruction and notation names ConformanceTests accepts on purpose.)
                if ConformanceTests.deliberate[test.id] == nil && test.id != "rmt-ns10-043" { accepted.append(test.id) }
            } catch {}
        }
        #expect(accepted.isEmpty, "\(accepted)")
    }
}
