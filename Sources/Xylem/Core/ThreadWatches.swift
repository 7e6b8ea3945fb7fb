// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation

// What a decoder can carry to have its threads watched (`XMLDecoder.threadCounter` and
// `recordQueueWatch`, internal). A decoder a user makes carries neither: nothing is counted. The
// tests set them through `@testable import`, on the decoders they make, so that what a test
// watches is its own even while other suites run side by side.

/// Threads started and not yet finished: the parser threads of record sequences and async
/// parses, and the decoding threads of record sequences (`StreamThreads`).
final class ThreadCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var running = 0

    /// Threads started under this counter and not yet finished.
    var count: Int { lock.withLock { running } }

    /// Counts `delta` threads started (positive) or finished (negative).
    func add(_ delta: Int) { lock.withLock { running += delta } }
}

/// The most units of records a record sequence's workers held at once (`RecordWorkers`).
final class QueueWatch: @unchecked Sendable {
    private let lock = NSLock()
    private var most = 0

    /// The high-water mark of the units submitted and not yet delivered.
    var mostInFlight: Int { lock.withLock { most } }

    func note(_ inFlight: Int) {
        lock.withLock { most = max(most, inFlight) }
    }
}
