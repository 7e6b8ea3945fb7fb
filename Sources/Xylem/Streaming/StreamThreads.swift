import Foundation

/// Counts the parser threads of record sequences and async parses that are still running (for
/// tests: a sequence left early must not leave one behind). A thread is counted by the counter
/// of the task that started it: tests run side by side, so each test that checks counts its
/// own threads (`StreamThreads.$counter.withValue(...)`).
enum StreamThreads {
    /// Parser threads started and not yet finished.
    final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var running = 0

        /// Threads started under this counter and not yet finished.
        var count: Int { lock.withLock { running } }

        fileprivate func add(_ delta: Int) { lock.withLock { running += delta } }
    }

    /// The counter the current task's threads are counted by: one for the whole process unless
    /// a test sets its own.
    @TaskLocal static var counter = Counter()

    /// Threads started by the current task's counter and not yet finished.
    static var count: Int { counter.count }

    /// Starts `body` on a new thread, counted until it returns.
    static func start(_ body: @escaping @Sendable () -> Void) {
        let counter = self.counter
        counter.add(1)
        let thread = Thread {
            body()
            counter.add(-1)
        }
        thread.name = "Xylem record parser"
        thread.start()
    }
}
