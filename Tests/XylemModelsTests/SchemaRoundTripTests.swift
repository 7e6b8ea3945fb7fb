// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import XylemModels

// The models of the fixture schemas compiled in a package of their own (Swift 6, warnings as
// errors) and run: each document decodes, encodes, decodes again to an equal value, and the
// written document is valid against its schema (xmllint, when installed). Gated like
// RoundTripTests, whose step in `.ci/run` runs it too (XYLEM_MODELS_ROUNDTRIP=1).

@Suite("Models: round trip of models generated from schemas")
struct SchemaRoundTripTests {
    static let cases: [(name: String, schema: String, element: String, document: String)] = [
        ("Track", SchemaFixtures.track, "track", SchemaFixtures.trackDocument),
        ("Order", SchemaFixtures.order, "order", SchemaFixtures.orderDocument),
        ("Record", SchemaFixtures.record, "record", SchemaFixtures.recordDocument),
        ("Shapes", SchemaFixtures.shapes, "drawing", SchemaFixtures.shapesDocument),
        ("Nest", SchemaStorageTests.nest, "nest", SchemaStorageTests.nestDocument),
        ("Names", SchemaFixtures.names, "catalog", SchemaFixtures.namesDocument),
        ("Typed", SchemaFixtures.typed, "item", SchemaFixtures.typedDocument),
        ("Composed", SchemaFixtures.composed, "page", SchemaFixtures.composedDocument),
        ("Overriding", SchemaFixtures.overriding, "box", SchemaFixtures.overridingDocument),
        ("Nils", SchemaFixtures.nils, "readings", SchemaFixtures.nilsDocument),
        ("NilRoot", SchemaFixtures.nils, "readings", SchemaFixtures.nilRootDocument),
        ("NilsAbsent", SchemaFixtures.nils, "readings", SchemaFixtures.nilsAbsentDocument),
        ("NilAttributes", SchemaNilAttributesTests.ledger, "ledger", SchemaNilAttributesTests.ledgerDocument),
        (
            "UnionNames", SchemaUnionAndVersionTests.unionNames, "codes",
            SchemaUnionAndVersionTests.unionNamesDocument
        ),
        ("Versioned", SchemaUnionAndVersionTests.versioned, "doc", SchemaUnionAndVersionTests.versionedDocument),
        ("Amounts", SchemaDecimalTests.amounts, "invoice", SchemaDecimalTests.amountsDocument),
        // `NAME=TYPE`: a root element no global element declares, read as a global type.
        ("TypedCode", SchemaTypedRootTests.measures, "code=Code", SchemaTypedRootTests.codeDocument),
        (
            "TypedReading", SchemaTypedRootTests.measures, "{urn:example:measures}reading=m:Reading",
            SchemaTypedRootTests.readingDocument
        ),
    ]

    /// Other documents of the cases' schemas, written beside them.
    static let files = [
        "Composed-common.xsd": SchemaFixtures.composedCommon, "Overriding-base.xsd": SchemaFixtures.overridingBase,
    ]

    /// Cases whose schemas use XSD 1.1, which libxml2's validator does not compile, and cases
    /// whose root no global element declares, which libxml2 does not validate by its `xsi:type`
    /// ("No matching global declaration available for the validation root"; the W3C harness
    /// judges such documents with xmlschema).
    static let notByLibxml2: Set<String> = ["Overriding", "Versioned", "TypedCode", "TypedReading"]

    /// Checks of what a case's value holds beyond the round trip, compiled beside its models:
    /// a function `verify<Name>(_ input: String) -> String?` (nil: as expected).
    static let verifications: [String: String] = [
        "Shapes": verifyShapes, "Nest": SchemaStorageTests.verifyNest, "Names": verifyNames, "Typed": verifyTyped,
        "Overriding": SchemaFixtures.verifyOverriding,
        "Nils": verifyNils, "NilAttributes": SchemaNilAttributesTests.verify,
        "TypedCode": SchemaTypedRootTests.verifyCode,
        "TypedReading": SchemaTypedRootTests.verifyReading, "UnionNames": SchemaUnionAndVersionTests.verifyUnionNames,
        "Versioned": SchemaUnionAndVersionTests.verifyVersioned, "Amounts": SchemaDecimalTests.verifyAmounts,
    ]

    @Test(
        "schema models compile with zero warnings, read their documents and write valid ones",
        .enabled(if: ProcessInfo.processInfo.environment["XYLEM_MODELS_ROUNDTRIP"] == "1"))
    func schemaModelsRoundTrip() throws {
        // Files of earlier cases are removed from the kept package (`RoundTripHarness.workFolder`).
        let work = RoundTripHarness.workFolder("xylem-schema-roundtrip", packageRoot: RoundTripTests.packageRoot)
        let sources = work.appendingPathComponent("Sources/ModelsRoundTrip")
        let data = work.appendingPathComponent("data")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        let current = Set(Self.cases.map { "\($0.name).swift" } + ["Support.swift", "main.swift"])
        for file in try FileManager.default.contentsOfDirectory(atPath: sources.path) where !current.contains(file) {
            try FileManager.default.removeItem(at: sources.appendingPathComponent(file))
        }
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
        try write(
            RoundTripHarness.manifest(xylemPath: RoundTripTests.packageRoot.path),
            to: work.appendingPathComponent("Package.swift"))
        try write(Self.support, to: sources.appendingPathComponent("Support.swift"))
        for (name, text) in Self.files { try write(text, to: data.appendingPathComponent(name)) }
        var main = "import Foundation\n\nvar failures: [String] = []\n"
        for item in Self.cases {
            let schema = data.appendingPathComponent("\(item.name).xsd")
            let document = data.appendingPathComponent("\(item.name).xml")
            try write(item.schema, to: schema)
            try write(item.document, to: document)
            var generator = ModelGenerator(options: .init(accessLevel: .fileprivate))
            if let equals = item.element.lastIndex(of: "=") {
                generator.options.elementTypes = [
                    String(item.element[..<equals]): String(item.element[item.element.index(after: equals)...])
                ]
            } else {
                generator.options.elements = [item.element]
            }
            try generator.add(schemasAt: [schema])
            let source = try generator.source()
            let root = try #require(source.firstMatch(of: /fileprivate extension (\w+) \{/)?.output.1)
            try write(
                source + """

                    func check\(item.name)(_ input: String, _ output: String) -> String? {
                        check(\(root).self, root: \(root).rootElement, input: input, output: output,
                              decoder: \(root).makeDecoder, encoder: \(root).makeEncoder)
                    }

                    \(Self.verifications[item.name] ?? "")
                    """, to: sources.appendingPathComponent("\(item.name).swift"))
            let output = data.appendingPathComponent("\(item.name)-written.xml").path
            main +=
                "if let failure = check\(item.name)(\(swiftLiteral(document.path)), \(swiftLiteral(output))) { failures.append(\"\(item.name): \\(failure)\") }\n"
            if Self.verifications[item.name] != nil {
                main +=
                    "if let failure = verify\(item.name)(\(swiftLiteral(document.path))) { failures.append(\"\(item.name): \\(failure)\") }\n"
            }
        }
        main += """
            for failure in failures { print("FAIL", failure) }
            print(failures.isEmpty ? "all documents round-trip" : "\\(failures.count) failures")
            exit(failures.isEmpty ? 0 : 1)

            """
        try write(main, to: sources.appendingPathComponent("main.swift"))

        let build = try RoundTripHarness.run([
            "swift", "build", "--package-path", work.path, "-Xswiftc", "-warnings-as-errors",
        ])
        #expect(build.status == 0, "\(build.output)")
        guard build.status == 0 else { return }
        let result = try RoundTripHarness.run([work.appendingPathComponent(".build/debug/ModelsRoundTrip").path])
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.contains("all documents round-trip"))

        // The written documents are valid against their schemas (libxml2's validator).
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/xmllint") else { return }
        for item in Self.cases where !Self.notByLibxml2.contains(item.name) {
            let valid = try RoundTripHarness.run([
                "xmllint", "--noout", "--schema", data.appendingPathComponent("\(item.name).xsd").path,
                data.appendingPathComponent("\(item.name)-written.xml").path,
            ])
            #expect(valid.status == 0, "\(item.name): \(valid.output)")
        }
    }

    /// The shapes' `xsi:type`s pick the derived types' cases (their own fields read), and are
    /// written back; a type the schema does not derive is an error; empty elements with a
    /// `default` or `fixed` value read it.
    static let verifyShapes = #"""
        func verifyShapes(_ input: String) -> String? {
            do {
                let text = try String(contentsOfFile: input, encoding: .utf8)
                let value = try Drawing.makeDecoder().decode(Drawing.self, from: text)
                guard value.shape.count == 3, case .shapeType(let plain) = value.shape[0], plain.id == "a",
                      case .circleType(let disc) = value.shape[1], disc.name == "disc", disc.radius == 2.5,
                      disc.filled == true, case .ring(let ring) = value.shape[2], ring.radius == 3, ring.inner == 1,
                      case .shapeType(let paper)? = value.background, paper.name == "paper"
                else { return "xsi:type read as \(value.shape), \(String(describing: value.background))" }
                guard value.scale == XMLDecimal("1.0"), value.unit == .mm, value.label == "draft" else {
                    return "defaults read as \(String(describing: value.scale)), \(value.unit), \(String(describing: value.label))"
                }
                let written = String(decoding: try Drawing.makeEncoder().encode(value, root: Drawing.rootElement), as: UTF8.self)
                guard written.contains(#"xsi:type="s:Circle""#), written.contains(#"xsi:type="s:Ring""#),
                      written.components(separatedBy: "xsi:type=").count == 3
                else { return "written as \(written)" }
                do {
                    _ = try Drawing.makeDecoder().decode(Drawing.self, from: text.replacingOccurrences(of: "d:Circle", with: "d:Square"))
                    return "an xsi:type the schema does not derive was read"
                } catch DecodingError.dataCorrupted(let context) {
                    guard context.debugDescription.contains("{urn:example:shapes}Square"), context.codingPath.count == 2 else {
                        return "the unknown xsi:type's error: \(context)"
                    }
                }
                return nil
            } catch {
                return "\(error)"
            }
        }
        """#

    /// The qualified names keep their namespaces whatever the prefixes, and the written
    /// document declares every prefix it uses (the round trip and xmllint check the rest); an
    /// undeclared prefix is an error.
    static let verifyNames = #"""
        func verifyNames(_ input: String) -> String? {
            do {
                let text = try String(contentsOfFile: input, encoding: .utf8)
                let value = try Catalog.makeDecoder().decode(Catalog.self, from: text)
                let a = "urn:example:a"
                guard value.code == [XMLQName(namespace: a, localName: "widget"), XMLQName(namespace: a, localName: "gadget")],
                      value.code[1].prefix == "z", value.ref == XMLQName(namespace: "urn:example:b", localName: "thing"),
                      value.codes.names.map(\.namespace) == [a, "urn:example:b", "urn:example:names"],
                      value.plain == XMLQName(localName: "local")
                else { return "read as \(value)" }
                let written = String(decoding: try Catalog.makeEncoder().encode(value, root: Catalog.rootElement), as: UTF8.self)
                guard written.contains("z:gadget"), written.contains("xmlns:z=\"urn:example:a\"") else { return "written as \(written)" }
                do {
                    _ = try Catalog.makeDecoder().decode(Catalog.self, from: text.replacingOccurrences(of: "a:widget", with: "q:widget"))
                    return "an undeclared prefix was read"
                } catch DecodingError.dataCorrupted(let context) {
                    guard context.debugDescription.contains("prefix q") else { return "the undeclared prefix's error: \(context)" }
                }
                return nil
            } catch {
                return "\(error)"
            }
        }
        """#

    /// The root's `xsi:type` picks its case (the declared type is abstract) and is written back;
    /// an element of any simple type keeps the type its `xsi:type` names.
    static let verifyTyped = #"""
        func verifyTyped(_ input: String) -> String? {
            do {
                let text = try String(contentsOfFile: input, encoding: .utf8)
                let value = try Item.makeDecoder().decode(Item.self, from: text)
                guard case .book(let book) = value, book.title == "Moby-Dick", book.pages == 635, book.note.count == 2,
                      book.note[0] == SchemaTypedValue(value: "3.0", type: XMLQName(namespace: "http://www.w3.org/2001/XMLSchema", localName: "decimal")),
                      book.note[1] == SchemaTypedValue(value: "plain")
                else { return "read as \(value)" }
                let written = String(decoding: try Item.makeEncoder().encode(value, root: Item.rootElement), as: UTF8.self)
                guard written.components(separatedBy: "xsi:type=").count == 3, written.contains(":Book\""),
                      written.contains(":decimal\"")
                else { return "written as \(written)" }
                do {
                    _ = try Item.makeDecoder().decode(Item.self, from: text.replacingOccurrences(of: #" xsi:type="t:Book""#, with: ""))
                    return "the abstract type was read without xsi:type"
                } catch DecodingError.dataCorrupted(let context) {
                    guard context.debugDescription.contains("abstract") else { return "the missing xsi:type's error: \(context)" }
                }
                return nil
            } catch {
                return "\(error)"
            }
        }
        """#

    /// `xsi:nil` where the schema declares an element nillable: a repeated element's item, a
    /// choice's item and the root are nil, written back as `xsi:nil`; a nilled element whose type
    /// has attributes keeps them (`NillableFlag`, SchemaNilAttributesTests). Whitespace in
    /// element-only content is no item.
    static let verifyNils = #"""
        func verifyNils(_ input: String) -> String? {
            do {
                let text = try String(contentsOfFile: input, encoding: .utf8)
                let value = try Readings.makeDecoder().decode(Readings.self, from: text)
                guard let readings = value.value, readings.value == [1, nil, 3],
                      readings.notes?.content == [.note("hi"), .note(nil), .flag(NillableFlag(source: "x", value: true)), .flag(NillableFlag())]
                else { return "read as \(value)" }
                let written = String(decoding: try Readings.makeEncoder().encode(value, root: Readings.rootElement), as: UTF8.self)
                guard written.components(separatedBy: "xsi:nil=\"true\"").count == 4 else { return "written as \(written)" }
                // `unit` is optional and not nillable: nil leaves it out.
                guard !written.contains("<unit") else { return "an absent optional written as \(written)" }
                let root = try Readings.makeDecoder().decode(Readings.self, from: #"<readings xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:nil="true"/>"#)
                guard root.value == nil else { return "the nil root read as \(root)" }
                let nilRoot = String(decoding: try Readings.makeEncoder().encode(root, root: Readings.rootElement), as: UTF8.self)
                guard nilRoot.contains("<readings") && nilRoot.contains("xsi:nil=\"true\"/>") else { return "the nil root written as \(nilRoot)" }
                // Element-only content: whitespace is no item, other text is an error.
                let spaced = try Readings.makeDecoder().decode(Readings.self, from: "<readings><value>1</value><notes>\n  </notes></readings>")
                guard spaced.value?.notes?.content == [] else { return "whitespace read as \(spaced)" }
                do {
                    _ = try Readings.makeDecoder().decode(Readings.self, from: "<readings><value>1</value><notes> text </notes></readings>")
                    return "text in element-only content was read"
                } catch DecodingError.dataCorrupted(let context) {
                    guard context.debugDescription.contains("not an element the schema allows") else { return "the text's error: \(context)" }
                }
                let sourced = try Readings.makeDecoder().decode(Readings.self, from: text.replacingOccurrences(of: #"<flag xsi:nil"#, with: #"<flag source="y" xsi:nil"#))
                guard sourced.value?.notes?.content.last == .flag(NillableFlag(source: "y")) else { return "a nilled flag's attribute read as \(sourced)" }
                return nil
            } catch {
                return "\(error)"
            }
        }
        """#

    static let support = #"""
        import Foundation
        import Xylem

        /// Decodes `input` with both parsers, writes the value to `output`, and decodes it again:
        /// nil when every value is equal.
        func check<T: Codable & Equatable>(_ type: T.Type, root: String, input: String, output: String,
                                           decoder makeDecoder: () -> XMLDecoder, encoder makeEncoder: () -> XMLEncoder) -> String? {
            do {
                var values: [T] = []
                for parser in [XMLDecoder.Parser.foundation, .libxml2] where parser.isAvailable {
                    let decoder = makeDecoder()
                    decoder.parser = parser
                    let value = try decoder.decode(T.self, from: Data(contentsOf: URL(fileURLWithPath: input)))
                    let written = try makeEncoder().encode(value, root: root)
                    try written.write(to: URL(fileURLWithPath: output))
                    guard try decoder.decode(T.self, from: written) == value else { return "\(parser): the written document reads differently" }
                    values.append(value)
                }
                return values.dropFirst().allSatisfy { $0 == values[0] } ? nil : "the parsers read different values"
            } catch {
                return "\(error)"
            }
        }
        """#

    private func write(_ text: String, to url: URL) throws {
        if let existing = try? String(contentsOf: url, encoding: .utf8), existing == text { return }
        try text.write(to: url, atomically: true, encoding: .utf8)
    }
}
