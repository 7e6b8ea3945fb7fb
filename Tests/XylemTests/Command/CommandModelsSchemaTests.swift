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
}

#endif
