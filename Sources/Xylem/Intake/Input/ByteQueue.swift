// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Checked bytes waiting to be handed to a parser, taken from the front in pieces of at most
/// the parser's buffer size (converted text, a chunk held back to be cut).
struct ByteQueue {
    /// The bytes, those already taken included (appended to, and checked in place, by the
    /// converter); `start` is the first one not taken yet.
    var bytes: [UInt8] = []
    private(set) var start = 0

    /// Whether every byte has been taken.
    var isEmpty: Bool { start == bytes.count }

    /// Moves up to `length` bytes from the front into `buffer`; returns how many.
    mutating func take(into buffer: UnsafeMutablePointer<UInt8>, _ length: Int) -> Int {
        let count = min(length, bytes.count - start)
        bytes.withUnsafeBufferPointer { all in _ = memcpy(buffer, all.baseAddress! + start, count) }
        start += count
        if start == bytes.count {
            bytes.removeAll(keepingCapacity: true)
            start = 0
        }
        return count
    }
}
