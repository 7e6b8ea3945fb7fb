// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import XylemModels

#if os(macOS) || os(Linux)  // runs the built executables: Foundation's Process is macOS and Linux only

// The generated models for the project's own samples, compiled in a package of their own
// against the library and run: every sample decodes, with both parsers, and writes back as a
// document that reads the same. Building that package takes minutes the first time (it builds
// the library once more), so the test runs when XYLEM_MODELS_ROUNDTRIP=1 is set, as `.ci/run`
// does in a step of its own; the package's build folder is kept between runs.

@Suite("Models: round trip of the generated models")
struct RoundTripTests {
    /// One model set per root element; samples of one root share it.
    static let modelSets: [(name: String, rootType: String, files: [String])] = [
        (
            "Election", "ElectionResponse",
            ["Examples/Data/election-schedule.xml", "Tests/JSONFixtures/documents/election.xml"]
        ),
        ("GPX", "GPX", ["Examples/Data/pu-si-lung.gpx", "Tests/JSONFixtures/documents/track.gpx"]),
        ("RSS", "RSS", ["Examples/Data/xicara-de-cafe.rss", "Tests/JSONFixtures/documents/podcast.rss"]),
        ("Atom", "AtomFeed", ["Tests/JSONFixtures/documents/atom.xml"]),
        (
            "SOAP", "SOAPEnvelope",
            ["Tests/JSONFixtures/documents/soap.xml", "Tests/JSONFixtures/documents/soap-fault.xml"]
        ),
        ("Namespaces", "NamespacedRoot", ["Tests/JSONFixtures/documents/namespaces.xml"]),
        ("Mixed", "MixedDoc", ["Tests/JSONFixtures/documents/mixed.xml"]),
        ("Weather", "WeatherResponse", ["Tests/JSONFixtures/documents/weather.xml"]),
        ("Repeated", "Library", ["Tests/JSONFixtures/documents/repeated.xml"]),
        ("CDATA", "CDATADoc", ["Tests/JSONFixtures/documents/cdata.xml"]),
        ("Escaping", "EscapingDoc", ["Tests/JSONFixtures/documents/escaping.xml"]),
        ("Plist", "PropertyList", ["Tests/XylemModelsTests/Samples/settings.plist"]),
        // Namespaces (issue 36): a default namespace below the root, KML inside Atom, one prefix
        // bound to two URIs by two samples, two prefixes for one URI with names that would
        // shadow Foundation's and SwiftUI's types, and a relative namespace name.
        ("DefaultBelowRoot", "KMLRoot", ["Tests/XylemModelsTests/Samples/default-below-root.xml"]),
        ("KMLInAtom", "TrailFeed", ["Tests/XylemModelsTests/Samples/kml-in-atom.xml"]),
        (
            "OnePrefixTwoURIs", "PrefixRoot",
            ["Tests/XylemModelsTests/Samples/prefix-one.xml", "Tests/XylemModelsTests/Samples/prefix-two.xml"]
        ),
        (
            "WPS", "WPSCapabilities",
            [
                "Tests/XylemModelsTests/Samples/wps-capabilities.xml",
                "Tests/XylemModelsTests/Samples/wps-capabilities-ns0.xml",
            ]
        ),
        ("RelativeNamespace", "ExtendedGPX", ["Tests/XylemModelsTests/Samples/relative-namespace.gpx"]),
    ]

    /// Appended to a model set's file: code that fails to compile when a generated type hides
    /// a type of Foundation by its short name.
    static let foundationStillVisible = """

        private func foundationTypesStayVisible() -> [Any] { [Process(), Operation(), Unit(symbol: "m"), CharacterSet(), Link()] }
        private struct Link {}

        """

    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    @Test(
        "the models of every sample compile with zero warnings, decode it with both parsers and write it back",
        .enabled(if: ProcessInfo.processInfo.environment["XYLEM_MODELS_ROUNDTRIP"] == "1"))
    func samplesRoundTrip() async throws {
        let work = RoundTripHarness.workFolder("xylem-models-roundtrip", packageRoot: Self.packageRoot)
        let sources = work.appendingPathComponent("Sources/ModelsRoundTrip")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        try write(
            RoundTripHarness.manifest(xylemPath: Self.packageRoot.path),
            to: work.appendingPathComponent("Package.swift"))
        try write(RoundTripHarness.support, to: sources.appendingPathComponent("Support.swift"))
        var calls: [(function: String, files: [String])] = []
        for set in Self.modelSets {
            var generator = ModelGenerator(options: .init(rootTypeName: set.rootType, accessLevel: .fileprivate))
            let files = set.files.map { Self.packageRoot.appendingPathComponent($0) }
            for file in files { try await generator.add(.file(file)) }
            let function = "check\(set.name)"
            try write(
                try generator.source() + RoundTripHarness.check(function: function, rootType: set.rootType)
                    + (set.name == "WPS" ? Self.foundationStillVisible : ""),
                to: sources.appendingPathComponent("\(set.name).swift"))
            calls.append((function, files.map(\.path)))
        }
        try write(RoundTripHarness.main(calls), to: sources.appendingPathComponent("main.swift"))

        let build = try RoundTripHarness.run([
            "swift", "build", "--package-path", work.path, "-Xswiftc", "-warnings-as-errors",
        ])
        #expect(build.status == 0, "\(build.output)")
        guard build.status == 0 else { return }
        let binary = work.appendingPathComponent(".build/debug/ModelsRoundTrip")
        let result = try RoundTripHarness.run([binary.path])
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.contains("all samples round-trip"))
    }

    /// Writes only what changed, so that the package's next build is incremental.
    private func write(_ text: String, to url: URL) throws {
        if let existing = try? String(contentsOf: url, encoding: .utf8), existing == text { return }
        try text.write(to: url, atomically: true, encoding: .utf8)
    }
}

#endif
