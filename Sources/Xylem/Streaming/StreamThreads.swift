import Foundation

/// Counts the parser threads of record sequences that are still running (for tests: a
/// sequence left early must not leave one behind).
enum StreamThreads {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var running = 0

    /// Parser threads started and not yet finished.
    static var count: Int { lock.withLock { running } }

    /// Starts `body` on a new thread, counted until it returns.
    static func start(_ body: @escaping @Sendable () -> Void) {
        lock.withLock { running += 1 }
        let thread = Thread {
            body()
            lock.withLock { running -= 1 }
        }
        thread.name = "Xylem record parser"
        thread.start()
    }
}
