// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The package's root folder, found from this file's own path (Tests/XylemTests/Support), so
/// that tests in any folder reach the repository's data files (Examples/Data, Tests/JSONFixtures,
/// Tests/W3C) from any checkout.
let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // Tests/XylemTests/Support
    .deletingLastPathComponent()  // Tests/XylemTests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()  // the package root
