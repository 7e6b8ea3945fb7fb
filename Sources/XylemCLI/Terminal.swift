// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Xylem
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Standard output, buffered: JSON and outlines are written in 64 KiB blocks.
final class Output {
    private var buffer: [UInt8] = []
    private static let blockSize = 64 * 1024

    init() {
        buffer.reserveCapacity(Self.blockSize)
    }

    func write(_ bytes: [UInt8]) {
        buffer.append(contentsOf: bytes)
        if buffer.count >= Self.blockSize { flush() }
    }

    func write(_ data: Data) {
        // Through its bytes: appending a `Data` as a sequence goes byte by byte.
        data.withUnsafeBytes { buffer.append(contentsOf: $0) }
        if buffer.count >= Self.blockSize { flush() }
    }

    func write(_ text: String) {
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= Self.blockSize { flush() }
    }

    func flush() {
        Terminal.write(buffer, to: STDOUT_FILENO)
        buffer.removeAll(keepingCapacity: true)
    }
}

/// Standard error, standard input, and error messages.
enum Terminal {
    /// Writes all of `bytes` to a file descriptor. A closed pipe (`xylem dump big.xml | head`)
    /// ends the process at once, by SIGPIPE, as it ends `cat` (the shell shows status 141).
    static func write(_ bytes: [UInt8], to descriptor: Int32) {
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count, let base = raw.baseAddress {
                let written = posixWrite(descriptor, base + offset, raw.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    if errno == EPIPE { brokenPipe() }
                    return
                }
                offset += written
            }
        }
    }

    /// Restores SIGPIPE's default action (ending the process), which a parent may have set to
    /// be ignored; called once at the start.
    static func restoreBrokenPipeSignal() {
        signal(SIGPIPE, SIG_DFL)
    }

    /// A write failed with EPIPE: SIGPIPE is blocked, so it did not end the process. End it as
    /// the signal would have, quietly, with the status a shell gives for it (128 + 13).
    private static func brokenPipe() -> Never {
        exit(128 + SIGPIPE)
    }

    /// Prints `xylem: message` on standard error.
    static func error(_ message: String) {
        write(Array("xylem: \(message)\n".utf8), to: STDERR_FILENO)
    }

    /// `FILE:LINE:COLUMN: message`, or `FILE: message` when there is no position.
    static func describe(_ error: XMLSyntaxError, file: String?) -> String {
        let name = file == "-" || file == nil ? "<stdin>" : file ?? ""
        guard error.line > 0 else { return "\(name): \(error.message)" }
        let column = error.column > 0 ? ":\(error.column)" : ""
        return "\(name):\(error.line)\(column): \(error.message)"
    }

    /// `FILE: Cannot open FILE: reason` for a file the streaming reader cannot read, as the
    /// tree says it.
    static func describe(_ error: CocoaError, file: String?) -> String {
        let name = file ?? "-"
        guard let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain
        else {
            return "\(name): \(error.localizedDescription)"
        }
        return "\(name): Cannot open \(name): \(String(cString: strerror(Int32(underlying.code))))"
    }

    /// Standard input as a stream.
    static func standardInput() -> InputStream {
        InputStream(fileAtPath: "/dev/stdin") ?? InputStream(data: Data())
    }

    /// Whether progress may be drawn on standard error: only when it is a terminal, and standard
    /// output is not a pipe (a pager such as `less` draws on that terminal too) nor, when output
    /// is written while the input is read (`writesWhileReading`), the same terminal.
    static func showsProgress(writesWhileReading: Bool) -> Bool {
        guard isatty(STDERR_FILENO) == 1 else { return false }
        if isatty(STDOUT_FILENO) == 1 { return !writesWhileReading }
        var status = stat()
        guard fstat(STDOUT_FILENO, &status) == 0 else { return false }
        let kind = status.st_mode & S_IFMT
        return kind != S_IFIFO && kind != S_IFSOCK
    }
}

/// A progress line on standard error while a big input is read: only when standard error is a
/// terminal that the output does not go to (`Terminal.showsProgress`) and the input is over 4 MiB; redrawn at most ten times a second; erased at the end.
/// Sendable: a record sequence (`json --records`) reports progress from its parser thread, while
/// `finish` runs on the calling task; the lock keeps a line from being drawn after it is erased.
final class ProgressLine: @unchecked Sendable {
    private let label: String
    private let enabled: Bool
    private let lock = NSLock()
    // Guarded by `lock`.
    private var shown = false
    private var finished = false
    private var lastDraw: UInt64 = 0
    private static let threshold = 4 << 20

    /// - parameter writesWhileReading: whether output is written while the input is read
    ///   (streamed), rather than after it.
    init(file: String, writesWhileReading: Bool) {
        label = file == "-" ? "<stdin>" : file
        enabled = Terminal.showsProgress(writesWhileReading: writesWhileReading)
    }

    func update(_ progress: XMLStreamProgress) {
        guard enabled, max(progress.totalBytes ?? 0, progress.bytesRead) >= Self.threshold else { return }
        lock.lock()
        defer { lock.unlock() }
        let now = DispatchTime.now().uptimeNanoseconds
        guard !finished else { return }
        guard !shown || now - lastDraw >= 100_000_000 || progress.bytesRead == progress.totalBytes else { return }
        lastDraw = now
        shown = true
        let read = Self.megabytes(progress.bytesRead)
        var line = "\r\u{1B}[Kxylem: reading \(label): "
        if let total = progress.totalBytes, let fraction = progress.fractionCompleted {
            line += "\(Int(fraction * 100))% (\(read) of \(Self.megabytes(total)) MB)"
        } else {
            line += "\(read) MB"
        }
        if progress.recordsRead > 0 { line += ", \(progress.recordsRead) records" }
        Terminal.write(Array(line.utf8), to: STDERR_FILENO)
    }

    /// Erases the line; it is not drawn again.
    func finish() {
        lock.lock()
        defer { lock.unlock() }
        if shown { Terminal.write(Array("\r\u{1B}[K".utf8), to: STDERR_FILENO) }
        shown = false
        finished = true
    }

    private static func megabytes(_ bytes: Int) -> String {
        let tenths = bytes * 10 / 1_000_000
        return "\(tenths / 10).\(tenths % 10)"
    }
}

/// The C `write`, under a name that does not collide with `Terminal.write`.
@inline(__always) private func posixWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(fd, buffer, count)
}
