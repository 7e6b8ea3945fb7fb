// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// What the test suites change for the task that runs a test, in one value, so that no
/// production signature carries a parameter that only tests pass. Production code reads it
/// where a parse starts (`XMLDecoder.Parser.defaultChoice`, `CheckedInput`, `StreamThreads`);
/// only tests set it: `TestSeam.$current.withValue(TestSeam.current.changed { $0.parser = .libxml2 }) { ... }`.
/// (A parser thread is no task: it reads the defaults, and its parse is started with what the
/// starting task read.)
struct TestSeam: Sendable {
    /// The parser used when none is chosen (nil: `.foundation`): the suites run every test
    /// once per parser without changing its code.
    var parser: XMLDecoder.Parser?
    /// The largest chunk `CheckedInput` hands the parser (see `CheckedInput.chunkLimit`): the
    /// chunk-invariance tests set it small.
    var chunkLimit = (first: Int.max, rest: Int.max)
    /// Counts the parser threads of record sequences and async parses (`StreamThreads`): one
    /// for the whole process unless a test sets its own, so that the threads of tests running
    /// side by side are not counted as its own.
    var threads = ThreadCounter()
    /// Notes how many units of records a record sequence's workers held at once
    /// (`RecordWorkers`): the test of the bound sets one.
    var recordQueue: QueueWatch?

    /// The current task's seam.
    @TaskLocal static var current = TestSeam()

    /// A copy with `change` made to it.
    func changed(_ change: (inout TestSeam) -> Void) -> TestSeam {
        var copy = self
        change(&copy)
        return copy
    }
}

/// Threads started and not yet finished (`TestSeam.threads`).
final class ThreadCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var running = 0

    /// Threads started under this counter and not yet finished.
    var count: Int { lock.withLock { running } }

    /// Counts `delta` threads started (positive) or finished (negative).
    func add(_ delta: Int) { lock.withLock { running += delta } }
}

/// The most units of records a record sequence's workers held at once (`TestSeam.recordQueue`).
final class QueueWatch: @unchecked Sendable {
    private let lock = NSLock()
    private var most = 0

    /// The high-water mark of the units submitted and not yet delivered.
    var mostInFlight: Int { lock.withLock { most } }

    func note(_ inFlight: Int) {
        lock.withLock { most = max(most, inFlight) }
    }
}
