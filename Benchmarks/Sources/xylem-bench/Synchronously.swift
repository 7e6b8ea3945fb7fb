// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Dispatch

/// Runs an `async` Xylem operation to its end from the synchronous measuring code. For input
/// readable now (`.data`), Xylem's operations parse on the calling task's thread without
/// suspending, so what this adds is one task start and one semaphore wait per run, not per record.
@discardableResult
func synchronously<T>(_ body: @escaping () async throws -> T) throws -> T {
    nonisolated(unsafe) var result: Result<T, any Error>?
    nonisolated(unsafe) let body = body
    let done = DispatchSemaphore(value: 0)
    Task {
        do { result = .success(try await body()) } catch { result = .failure(error) }
        done.signal()
    }
    done.wait()
    guard let result else { preconditionFailure("the task signalled without a result") }
    return try result.get()
}
