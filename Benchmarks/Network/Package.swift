// swift-tools-version: 6.0
// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0
import Foundation
import PackageDescription

// SwiftPM names a path dependency after its directory, so find out what the checkout is called.
let xylemPackage = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().lastPathComponent.lowercased()

// Streaming from the network, measured: `Benchmarks/Network/run.sh` (memory, throughput, main actor).
// A package of its own that depends on nothing but the library, so it builds without the peers.
let package = Package(
    name: "XylemNetworkBenchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [.package(path: "../..")],
    targets: [
        .executableTarget(
            name: "xylem-network-bench",
            dependencies: [.product(name: "Xylem", package: xylemPackage)],
            path: "Sources/xylem-network-bench"
        )
    ],
    swiftLanguageModes: [.v6]
)
