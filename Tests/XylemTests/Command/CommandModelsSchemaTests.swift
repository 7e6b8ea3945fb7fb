// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing

#if os(macOS) || os(Linux)  // runs the built executables: Foundation's Process is macOS and Linux only

/// `xylem models SCHEMA --element NAME=TYPE`, run as the built executable (the generator itself is
/// tested in XylemModelsTests, SchemaTypedRootTests).
@Suite
struct CommandModelsSchemaTests {
    static let schema = """
        <xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:m="urn:example:measures"
            targetNamespace="urn:example:measures">
          <xs:simpleType name="Code"><xs:restriction base="xs:string"/></xs:simpleType>
        </xs:schema>
        """

    @Test
    func elementWithATypeWritesTheRootTypeOfAnUndeclaredElement() throws {
        let path = try CommandTests.file(Self.schema, "measures.xsd")
        // A namespace name may hold `=`: the name ends at the first `=` after its `}`.
        guard let result = try CommandTests.run(["models", path, "--element", "{urn:a=b}code=m:Code"]) else { return }
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("struct Code: Codable, Equatable, Sendable {"))
        #expect(result.stdout.contains(#"try typeAttribute.encode("m:Code", forKey: SchemaAnyKey("@xsi:type"))"#))
        #expect(result.stdout.contains(#""urn:a=b": ""#))
    }

    @Test
    func elementWithATypeRefusesWhatItCannotDo() throws {
        let path = try CommandTests.file(Self.schema, "measures.xsd")
        let cases: [([String], String)] = [
            (
                ["models", path, "--element", "code=Nope"],
                "No global type Nope in the schemas; they define: {urn:example:measures}Code"
            ),
            (
                ["models", path, "--element", "code=Code", "--element", "code=Code"],
                "--element names code with a type twice"
            ),
            (["models", path, "--element", "code"], "--element NAME=TYPE"),
        ]
        for (arguments, message) in cases {
            guard let result = try CommandTests.run(arguments) else { return }
            #expect(result.status == 2, "\(arguments)")
            #expect(result.stderr.contains(message), "\(arguments): \(result.stderr)")
        }
        guard let help = try CommandTests.run(["models", "--help"]) else { return }
        #expect(help.stdout.contains("--element NAME=TYPE"))
    }

    /// The sample options a schema has no use for are refused, not ignored: the file written
    /// without them would look like their result.
    @Test
    func sampleOptionsAreRefusedForASchema() throws {
        let path = try CommandTests.file(
            #"<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema"><xs:element name="reading" type="xs:string"/></xs:schema>"#,
            "reading.xsd")
        let cases: [([String], String)] = [
            (
                ["models", path, "--root-type", "Reading"],
                "xylem: --root-type is for samples: from a schema, each root type is named after its global element "
                    + "(choose the elements with --element NAME) (see xylem --help)\n"
            ),
            (
                ["models", path, "--map-uri", "m=urn:example:measures"],
                "xylem: --strip-prefixes and --map-uri are for samples: models from a schema read and write each "
                    + "name in its namespace, with the schema's prefix for it (see xylem --help)\n"
            ),
            (["models", path, "--strip-prefixes"], "--strip-prefixes and --map-uri are for samples"),
        ]
        for (arguments, message) in cases {
            guard let result = try CommandTests.run(arguments) else { return }
            #expect(result.status == 2, "\(arguments)")
            #expect(result.stdout == "")
            #expect(result.stderr.contains(message), "\(arguments): \(result.stderr)")
        }
        guard let help = try CommandTests.run(["models", "--help"]) else { return }
        #expect(help.stdout.contains("(--root-type, --map-uri and --strip-prefixes are for samples, not schemas.)"))
        guard let plain = try CommandTests.run(["models", path]) else { return }
        #expect(plain.status == 0 && plain.stdout.contains(#"static let rootElement = "reading""#))
    }
}

#endif
