// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A value shared between concurrent closures, guarded by an `NSLock`: the test support's lock
/// on every platform `Package.swift` declares (Synchronization's `Mutex` and `Atomic` need
/// macOS 15, iOS 18, tvOS 18 and watchOS 11).
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with the value, the lock held.
    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
