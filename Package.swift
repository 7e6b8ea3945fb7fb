// swift-tools-version: 6.0
// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0
import PackageDescription

let package = Package(
    name: "Xylem",
    // Swift concurrency (the record sequences, async and network input) back-deploys to these;
    // `XMLRecordSequence.Iterator.next(isolation:)` and the Int128 scalars carry `@available`
    // for the newer releases they need. The point releases are FileHandle's throwing
    // `write(contentsOf:)` (XMLStreamWriter, the shards): the older `write(_:)` raises an
    // Objective-C exception, a crash, when the disk is full.
    platforms: [.macOS("10.15.4"), .iOS("13.4"), .tvOS("13.4"), .watchOS("6.2")],
    products: [
        // What a dependent sees: the three libraries and the command. The examples are
        // executable targets of this package only (`swift run election-schedule` here).
        .library(name: "Xylem", targets: ["Xylem"]),
        .executable(name: "xylem", targets: ["XylemCLI"]),
        .library(name: "XylemModels", targets: ["XylemModels"]),
        .library(name: "XylemXMLCoder", targets: ["XylemXMLCoder"]),
    ],
    targets: [
        // The library: no package dependencies. On Linux it also links the system's libxml2
        // (the engine under Foundation's XMLParser there) for its second event source,
        // `XMLDecoder.Parser.libxml2`; Apple platforms build without it.
        .target(
            name: "Xylem",
            dependencies: [
                .target(name: "CLibXML2", condition: .when(platforms: [.linux])),
                .target(name: "CIconv", condition: .when(platforms: [.macOS, .iOS, .tvOS, .watchOS, .visionOS])),
            ],
            path: "Sources/Xylem"
        ),
        // iconv, which converts documents in other encodings to UTF-8: Apple platforms link
        // libiconv through this module; glibc and musl have it in the C library.
        .systemLibrary(name: "CIconv", path: "Sources/CIconv"),
        .systemLibrary(
            name: "CLibXML2",
            path: "Sources/CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"])]
        ),

        // The `xylem` command (json, dump, query, models); it depends on nothing but the library
        // and its model generator.
        .executableTarget(name: "XylemCLI", dependencies: ["Xylem", "XylemModels"], path: "Sources/XylemCLI"),

        // Runnable examples (`swift run election-schedule`, ...), sharing their command-line code.
        .target(name: "ExampleSupport", dependencies: ["Xylem"], path: "Examples/Support"),
        .executableTarget(
            name: "election-schedule", dependencies: ["Xylem", "ExampleSupport"], path: "Examples/ElectionSchedule"),
        .executableTarget(name: "gpx-track", dependencies: ["Xylem", "ExampleSupport"], path: "Examples/GPXTrack"),
        .executableTarget(
            name: "podcast-feed", dependencies: ["Xylem", "ExampleSupport"], path: "Examples/PodcastFeed"),
        .executableTarget(name: "large-attachment", dependencies: ["Xylem"], path: "Examples/LargeAttachment"),
        .executableTarget(name: "tree-browser", dependencies: ["Xylem"], path: "Examples/TreeBrowser"),

        // Docs are code: every ```swift block in README.md, Docs/*.md and the DocC catalogs
        // (Sources/<target>/<target>.docc, the user guides) becomes a test.
        .executableTarget(name: "DocTestGenerator", path: "Plugins/DocTestGenerator"),
        .plugin(
            name: "DocTestPlugin", capability: .buildTool(), dependencies: ["DocTestGenerator"],
            path: "Plugins/DocTestPlugin"),

        .testTarget(
            name: "XylemTests",
            dependencies: [
                "Xylem", "ExampleSupport", "election-schedule", "gpx-track", "podcast-feed", "large-attachment",
            ],
            path: "Tests/XylemTests"
        ),
        .testTarget(
            name: "XylemDocTests",
            dependencies: ["Xylem", "XylemModels"],
            path: "Tests/XylemDocTests",
            plugins: ["DocTestPlugin"]
        ),

        // `xylem models`: Swift models generated from sample documents, through the library's
        // public API only (the library does not know it exists).
        .target(name: "XylemModels", dependencies: ["Xylem"], path: "Sources/XylemModels"),
        .testTarget(
            name: "XylemModelsTests", dependencies: ["XylemModels", "Xylem"], path: "Tests/XylemModelsTests",
            exclude: ["Samples"]),

        // XMLCoder 0.18's public API on Xylem's engine: `import XylemXMLCoder` in place of
        // `import XMLCoder` (its DocC article MigratingFromXMLCoder.md). Its tests are XMLCoder 0.18's own suite,
        // ported as written: Swift 5 code, so built in the Swift 5 language mode XMLCoder builds them in.
        .target(name: "XylemXMLCoder", dependencies: ["Xylem"], path: "Sources/XylemXMLCoder"),
        .testTarget(
            name: "XylemXMLCoderTests",
            dependencies: ["XylemXMLCoder"],
            path: "Tests/XylemXMLCoderTests",
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
    ],
    swiftLanguageModes: [.v6]
)
