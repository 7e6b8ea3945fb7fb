// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The one folder every file the tests write goes into, removed when the test process exits, so
/// that a test run leaves nothing behind in the temporary directory.
enum TestScratch {
    static let directory: URL = {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("xylem-tests-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        atexit { try? FileManager.default.removeItem(at: TestScratch.directory) }
        return url
    }()
}
