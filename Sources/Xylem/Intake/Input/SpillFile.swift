// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The bytes a `ByteChannel` could not keep in memory, first in, first out, in a temporary file
/// that has no name: it is unlinked right after `mkstemp` creates it (Glibc does not export
/// `O_TMPFILE`, and this works on every platform), so the disk space goes back to the system
/// when the file is closed, also when the process dies. Not thread-safe: its channel's lock
/// guards it.
///
/// The file holds the bytes from `readOffset` to `writeOffset`; it is truncated to nothing each
/// time the reader catches up, so it holds at most what the parser has not reached yet.
final class SpillFile {
    private let descriptor: Int32
    private var readOffset = 0
    private var writeOffset = 0

    /// Creates the file in `directory` (the temporary directory, `TMPDIR`, by default).
    ///
    /// - throws: A `CocoaError` with the `POSIXError` of `mkstemp` when it cannot be made.
    init(directory: String = NSTemporaryDirectory()) throws {
        let base = directory.hasSuffix("/") ? directory : directory + "/"
        var template = Array((base + "xylem-spill-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { throw Self.failure(.fileWriteUnknown, path: base) }
        unlink(template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) })
        self.descriptor = descriptor
    }

    deinit {
        close(descriptor)
    }

    /// The bytes written and not read yet.
    var count: Int { writeOffset - readOffset }

    /// Appends `bytes` at the end.
    ///
    /// - throws: A `CocoaError` (`.fileWriteOutOfSpace` when the disk is full) with the
    ///   `POSIXError` of `pwrite`.
    func write(_ bytes: UnsafeRawBufferPointer) throws {
        var done = 0
        while done < bytes.count {
            let n = pwrite(descriptor, bytes.baseAddress! + done, bytes.count - done, off_t(writeOffset + done))
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else {
                throw Self.failure(errno == ENOSPC ? .fileWriteOutOfSpace : .fileWriteUnknown, path: nil)
            }
            done += n
        }
        writeOffset += bytes.count
    }

    /// Moves up to `length` of the oldest bytes into `buffer`; returns how many (0 when empty).
    ///
    /// - throws: A `CocoaError` with the `POSIXError` of `pread`.
    func read(into buffer: UnsafeMutableRawPointer, _ length: Int) throws -> Int {
        let wanted = min(length, count)
        var done = 0
        while done < wanted {
            let n = pread(descriptor, buffer + done, wanted - done, off_t(readOffset + done))
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { throw Self.failure(.fileReadUnknown, path: nil) }
            done += n
        }
        readOffset += done
        if readOffset == writeOffset {
            // Caught up: give the disk space back and start again at the beginning.
            readOffset = 0
            writeOffset = 0
            _ = ftruncate(descriptor, 0)
        }
        return done
    }

    /// Foundation's error for a failed file operation, with `errno` as its underlying error.
    private static func failure(_ code: CocoaError.Code, path: String?) -> CocoaError {
        let number = errno
        var info: [String: Any] = [
            NSUnderlyingErrorKey: POSIXError(POSIXErrorCode(rawValue: number) ?? .EIO),
            NSLocalizedDescriptionKey:
                "The bytes waiting to be parsed could not be kept in a temporary file: \(String(cString: strerror(number)))",
        ]
        if let path { info[NSFilePathErrorKey] = path }
        return CocoaError(code, userInfo: info)
    }
}
