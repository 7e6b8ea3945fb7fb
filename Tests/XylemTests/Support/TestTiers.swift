// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing

/// The two tiers of the test suite (CONTRIBUTING.md, Tests): `swift test` runs the quick tier;
/// `XYLEM_HEAVY_TESTS=1 swift test` also runs the heavy tests, as `.ci/run` and the GitHub
/// workflow do. A heavy test runs the code of a quick one on much more data (every W3C document
/// cut every few bytes, 50 to 100 MB documents, 100,000 dates), so each behaviour keeps a test
/// in the quick tier.
enum TestTiers {
    /// Whether the heavy tests run (`XYLEM_HEAVY_TESTS=1`).
    static let heavy = ProcessInfo.processInfo.environment["XYLEM_HEAVY_TESTS"] == "1"
}

extension Trait where Self == ConditionTrait {
    /// Runs the test or suite only in the heavy tier (`XYLEM_HEAVY_TESTS=1`).
    static var heavy: Self {
        .enabled(if: TestTiers.heavy, "a heavy test: XYLEM_HEAVY_TESTS=1 swift test runs it, as .ci/run does")
    }
}
