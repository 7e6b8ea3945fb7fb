// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import Xylem
import XylemModels

// `public` models (`xylem models --access public`): each generated file compiled as a module of
// its own (Swift 6, warnings as errors), and a program in another module that builds values with
// the public memberwise initializers, writes and reads them. Gated like SchemaRoundTripTests.

@Suite("Models: public models used from another module")
struct PublicModelsTests {
    /// The program: values built with the initializers (a variant of `xsi:type`, a value of
    /// any simple type, a nested optional held on the heap, a sample-inferred type), written and read back.
    static let program = #"""
        import Foundation
        import Xylem
        import TypedModels
        import RecordModels
        import SampleModels

        var failures: [String] = []
        do {
            let item = Item.book(Book(title: "Swift", pages: 320, note: [SchemaTypedValue(value: "3.0")]))
            let written = try Item.makeEncoder().encode(item, root: Item.rootElement)
            let read = try Item.makeDecoder().decode(Item.self, from: written)
            if read != item { failures.append("typed: \(read)") }

            let record = Record(version: "2", title: "Crate", count: 3, owner: Owner(id: 1, name: "Ada"), tag: [])
            let again = try Record.makeDecoder().decode(
                Record.self, from: try Record.makeEncoder().encode(record, root: Record.rootElement))
            if again != record || again.owner?.name != "Ada" { failures.append("record: \(again)") }

            let note = Note(id: "n7", to: "Ada", body: "Hello")
            let text = String(decoding: try Note.makeEncoder().encode(note, root: Note.rootElement), as: UTF8.self)
            if try Note.makeDecoder().decode(Note.self, from: text) != note { failures.append("sample: \(text)") }
        } catch {
            failures.append("\(error)")
        }
        print(failures.isEmpty ? "public models work" : "FAIL \(failures)")
        exit(failures.isEmpty ? 0 : 1)

        """#

    @Test(
        "public models compile in their own module, and another module builds their values",
        .enabled(if: ProcessInfo.processInfo.environment["XYLEM_MODELS_ROUNDTRIP"] == "1"))
    func publicModelsFromAnotherModule() async throws {
        let root = RoundTripTests.packageRoot
        let work = RoundTripHarness.workFolder("xylem-public-models", packageRoot: root)
        let folder = work.appendingPathComponent("schemas")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var sources: [String: String] = [:]
        for (module, schema, element) in [
            ("TypedModels", SchemaFixtures.typed, "item"), ("RecordModels", SchemaFixtures.record, "record"),
        ] {
            let file = folder.appendingPathComponent("\(module).xsd")
            try Data(schema.utf8).write(to: file)
            var generator = ModelGenerator(options: .init(accessLevel: .public))
            generator.options.elements = [element]
            try generator.add(schemasAt: [file])
            sources[module] = try generator.source()
        }
        var inferred = ModelGenerator(options: .init(rootTypeName: "Note", accessLevel: .public))
        _ = try await inferred.add(.string(#"<note id="n7"><to>Ada</to><body>Hello</body></note>"#))
        sources["SampleModels"] = try inferred.source()
        #expect(
            sources["TypedModels"]?.contains("public init(title: String, pages: Int32, note: [SchemaTypedValue])")
                == true)
        #expect(sources["SampleModels"]?.contains("public init(id: String, to: String, body: String)") == true)

        let package = xylemPackage(root: root, modules: sources.keys.sorted())
        try Data(package.utf8).write(to: work.appendingPathComponent("Package.swift"))
        for (module, source) in sources {
            let target = work.appendingPathComponent("Sources/\(module)")
            try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
            try Data(source.utf8).write(to: target.appendingPathComponent("\(module).swift"))
        }
        let app = work.appendingPathComponent("Sources/App")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        try Data(Self.program.utf8).write(to: app.appendingPathComponent("main.swift"))

        let build = try RoundTripHarness.run([
            "swift", "build", "--package-path", work.path, "-Xswiftc", "-warnings-as-errors",
        ])
        #expect(build.status == 0, "\(build.output)")
        guard build.status == 0 else { return }
        let result = try RoundTripHarness.run([work.appendingPathComponent(".build/debug/App").path])
        #expect(result.status == 0 && result.output.contains("public models work"), "\(result.output)")
    }

    /// A package with one library target per model module and the program that uses them.
    private func xylemPackage(root: URL, modules: [String]) -> String {
        let xylem = #".product(name: "Xylem", package: \#(swiftLiteral(root.lastPathComponent.lowercased())))"#
        let targets = modules.map { #".target(name: "\#($0)", dependencies: [\#(xylem)])"# }
        let uses = modules.map { #""\#($0)""# }.joined(separator: ", ")
        return """
            // swift-tools-version: 6.0
            import PackageDescription

            let package = Package(
                name: "PublicModels",
                dependencies: [.package(path: \(swiftLiteral(root.path)))],
                targets: [
                    \(targets.joined(separator: ",\n        ")),
                    .executableTarget(name: "App", dependencies: [\(uses), \(xylem)]),
                ],
                swiftLanguageModes: [.v6]
            )

            """
    }
}
