// swift-tools-version: 6.0
// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0
import Foundation
import PackageDescription

// SwiftPM names a path dependency after its directory, so find out what the checkout is called.
let xylemPackage = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().lastPathComponent.lowercased()

// The benchmark harness for Xylem: `swift run -c release --package-path Benchmarks xylem-bench`.
// A separate package so the library itself keeps zero dependencies; the peers are only needed here.
let package = Package(
    name: "XylemBenchmarks",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "xylem-bench", targets: ["xylem-bench"])
    ],
    dependencies: [
        .package(path: ".."),
        .package(url: "https://github.com/CoreOffice/XMLCoder.git", from: "0.18.2"),
        .package(url: "https://github.com/drmohundro/SWXMLHash.git", from: "8.1.1"),
    ],
    targets: [
        .executableTarget(
            name: "xylem-bench",
            dependencies: [
                .product(name: "Xylem", package: xylemPackage),
                .product(name: "XylemXMLCoder", package: xylemPackage),
                .product(name: "XMLCoder", package: "XMLCoder"),
                .product(name: "SWXMLHash", package: "SWXMLHash"),
                "BenchLibXML2",
            ],
            path: "Sources/xylem-bench"
        ),
        // libxml2's own SAX2 push parser, for the `libxml2-sax-empty` reference row (LibXML2Floor.swift).
        .systemLibrary(
            name: "BenchLibXML2",
            path: "Sources/BenchLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]
        ),
    ],
    swiftLanguageModes: [.v6]
)
