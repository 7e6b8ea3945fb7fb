// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

#if os(Linux)
import Foundation
import Testing
import Xylem

/// `xylem validate`, run as the built executable.
@Suite
struct CommandValidateTests {
    static let schema = """
        <xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema">
          <xs:element name="point"><xs:complexType>
            <xs:sequence><xs:element name="ele" type="xs:decimal"/></xs:sequence>
            <xs:attribute name="lat" type="xs:decimal" use="required"/>
          </xs:complexType></xs:element>
        </xs:schema>
        """

    @Test func validFilesExitZeroSilently() throws {
        let schema = try CommandTests.file(Self.schema, "s.xsd")
        let a = try CommandTests.file(#"<point lat="1"><ele>2</ele></point>"#)
        let b = try CommandTests.file(#"<point lat="3"><ele>4</ele></point>"#)
        guard let result = try CommandTests.run(["validate", "--schema", schema, a, b]) else { return }
        #expect(result.status == 0)
        #expect(result.stdout == "")
        #expect(result.stderr == "")
    }

    @Test func violationsArePrintedOneALineAndExitOne() throws {
        let schema = try CommandTests.file(Self.schema, "s.xsd")
        let good = try CommandTests.file(#"<point lat="1"><ele>2</ele></point>"#)
        let bad = try CommandTests.file("<point>\n<ele>high</ele>\n</point>")
        guard let result = try CommandTests.run(["validate", "--schema=\(schema)", good, bad]) else { return }
        #expect(result.status == 1)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 2)
        #expect(lines.allSatisfy { $0.hasPrefix(bad + ":") })
        #expect(lines[0].hasPrefix("\(bad):1:7: ") && lines[0].contains("lat"))
        #expect(lines[1].hasPrefix("\(bad):2:") && lines[1].contains("high"))
        guard let one = try CommandTests.run(["validate", "--schema", schema, "--max-errors", "1", bad]) else { return }
        #expect(one.stdout.split(separator: "\n").count == 1)
        guard let stdin = try CommandTests.run(["validate", "--schema", schema, "-"], input: "<point/>") else { return }
        #expect(stdin.status == 1)
        #expect(stdin.stdout.hasPrefix("<stdin>:1:"))
    }

    static let grammar = """
        <element name="point" xmlns="http://relaxng.org/ns/structure/1.0"
                 datatypeLibrary="http://www.w3.org/2001/XMLSchema-datatypes">
          <attribute name="lat"><data type="decimal"/></attribute>
          <element name="ele"><data type="decimal"/></element>
        </element>
        """

    @Test func aRelaxNGGrammarValidatesTheSameWay() throws {
        let grammar = try CommandTests.file(Self.grammar, "g.rng")
        let good = try CommandTests.file(#"<point lat="1"><ele>2</ele></point>"#)
        let bad = try CommandTests.file("<point lat=\"1\">\n<ele>high</ele>\n</point>")
        guard let result = try CommandTests.run(["validate", "--relaxng", grammar, good, bad]) else { return }
        #expect(result.status == 1)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 1, "\(lines)")
        #expect(lines.first?.hasPrefix("\(bad):2:") == true && lines.first?.contains("high") == true, "\(lines)")
        guard let valid = try CommandTests.run(["validate", "--relaxng=\(grammar)", good]) else { return }
        #expect(valid.status == 0)
        #expect(valid.stdout == "")
        // One schema: not both; an XML Schema given as a grammar is refused.
        let schema = try CommandTests.file(Self.schema, "s.xsd")
        for arguments in [
            ["validate", "--relaxng", grammar, "--schema", schema, good], ["validate", "--relaxng", schema, good],
        ] {
            guard let refused = try CommandTests.run(arguments) else { return }
            #expect(refused.status == 2, "\(arguments)")
            #expect(refused.stderr.hasPrefix("xylem: "), "\(arguments)")
        }
    }

    @Test func aDocumentsOwnDTDValidatesTheSameWay() throws {
        let doctype =
            "<!DOCTYPE point [<!ELEMENT point (ele)><!ATTLIST point lat CDATA #REQUIRED><!ELEMENT ele (#PCDATA)>]>\n"
        let good = try CommandTests.file(doctype + #"<point lat="1"><ele>2</ele></point>"#)
        let bad = try CommandTests.file(doctype + "<point>\n<ele>2</ele></point>")
        guard let result = try CommandTests.run(["validate", "--dtd", good, bad]) else { return }
        #expect(result.status == 1)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 1, "\(lines)")
        #expect(lines.first?.hasPrefix("\(bad):2:") == true && lines.first?.contains("lat") == true, "\(lines)")
        guard let valid = try CommandTests.run(["validate", "--dtd", good]) else { return }
        #expect(valid.status == 0)
        guard let refused = try CommandTests.run(["validate", "--dtd=x", good]) else { return }
        #expect(refused.status == 2)
    }

    @Test func unreadableOrMalformedInputAndUsageErrorsExitTwo() throws {
        let schema = try CommandTests.file(Self.schema, "s.xsd")
        let bad = try CommandTests.file("<point>")
        for arguments in [
            ["validate", "--schema", schema, bad], ["validate", "--schema", schema, "/nonexistent.xml"],
            ["validate", "--schema", "/nonexistent.xsd", bad], ["validate", bad], ["validate", "--schema", schema],
            ["validate", "--schema", schema, "--parser", "foundation", bad],
        ] {
            guard let result = try CommandTests.run(arguments) else { return }
            #expect(result.status == 2, "\(arguments)")
            #expect(result.stderr.hasPrefix("xylem: "), "\(arguments)")
        }
        let notSchema = try CommandTests.file("<a/>", "n.xsd")
        guard let result = try CommandTests.run(["validate", "--schema", notSchema, bad]) else { return }
        #expect(result.status == 2)
        #expect(result.stderr.contains("not a usable XML Schema"))
        guard let help = try CommandTests.run(["validate", "--help"]) else { return }
        #expect(help.status == 0)
        #expect(help.stdout.contains("xylem validate --schema S.xsd FILE..."))
    }

    @Test func aCatalogMapsRemoteLocations() throws {
        let folder = TestScratch.directory.appendingPathComponent("cli-catalog-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(
            #"<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema"><xs:simpleType name="lat"><xs:restriction base="xs:decimal"/></xs:simpleType></xs:schema>"#
                .utf8
        )
        .write(to: folder.appendingPathComponent("types.xsd"))
        let main =
            #"<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema"><xs:include schemaLocation="http://example.com/types.xsd"/><xs:element name="p" type="lat"/></xs:schema>"#
        let schema = try CommandTests.file(main, "main.xsd")
        let document = try CommandTests.file("<p>1.5</p>")
        guard let refused = try CommandTests.run(["validate", "--schema", schema, document]) else { return }
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("http://example.com/types.xsd"))
        let catalog = folder.appendingPathComponent("catalog.xml")
        try Data(
            #"<catalog xmlns="urn:oasis:names:tc:entity:xmlns:xml:catalog"><uri name="http://example.com/types.xsd" uri="types.xsd"/></catalog>"#
                .utf8
        )
        .write(to: catalog)
        guard let mapped = try CommandTests.run(["validate", "--schema", schema, "--catalog", catalog.path, document])
        else { return }
        #expect(mapped.status == 0, "\(mapped.stderr)")
        // The catalog may be URL=PATH lines too, as the help says.
        let lines = folder.appendingPathComponent("catalog.txt")
        try Data("http://example.com/types.xsd=types.xsd\n".utf8).write(to: lines)
        guard let fromLines = try CommandTests.run(["validate", "--schema", schema, "--catalog", lines.path, document])
        else { return }
        #expect(fromLines.status == 0, "\(fromLines.stderr)")
        guard let help = try CommandTests.run(["validate", "--help"]) else { return }
        #expect(help.stdout.contains("or URL=PATH lines, that maps remote schema locations"))
    }
}
#endif
