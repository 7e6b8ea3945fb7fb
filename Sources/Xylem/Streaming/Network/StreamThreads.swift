// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Counts the parser threads of record sequences and async parses that are still running (for
/// tests: a sequence left early must not leave one behind). A thread is counted by the counter
/// of the task that started it (`TestSeam.threads`): tests run side by side, so each test that
/// checks counts its own threads.
enum StreamThreads {
    /// Threads started by the current task's counter and not yet finished.
    static var count: Int { TestSeam.current.threads.count }

    /// Starts `body` on a new thread, counted by `counter` until it returns (a thread that
    /// starts threads is no task: it passes on the counter its own starter read).
    static func start(
        _ name: String = "Xylem record parser", counter: ThreadCounter = TestSeam.current.threads,
        _ body: @escaping @Sendable () -> Void
    ) {
        counter.add(1)
        let thread = Thread {
            body()
            counter.add(-1)
        }
        thread.name = name
        thread.start()
    }
}
