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

    func write(_ data: Data) {
        buffer.append(contentsOf: data)
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
    /// Writes all of `bytes` to a file descriptor (a broken pipe ends the process, as usual).
    static func write(_ bytes: [UInt8], to descriptor: Int32) {
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count, let base = raw.baseAddress {
                let written = posixWrite(descriptor, base + offset, raw.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return
                }
                offset += written
            }
        }
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

    /// Standard input as a stream.
    static func standardInput() -> InputStream {
        InputStream(fileAtPath: "/dev/stdin") ?? InputStream(data: Data())
    }

    /// Whether standard error is a terminal (progress is shown only there).
    static var standardErrorIsTerminal: Bool { isatty(STDERR_FILENO) == 1 }
}

/// A progress line on standard error while a big input is read: only when standard error is a
/// terminal and the input is over 4 MiB; redrawn at most ten times a second; erased at the end.
final class ProgressLine {
    private let label: String
    private let enabled = Terminal.standardErrorIsTerminal
    private var shown = false
    private var lastDraw: UInt64 = 0
    private static let threshold = 4 << 20

    init(file: String) {
        label = file == "-" ? "<stdin>" : file
    }

    func update(_ progress: XMLStreamProgress) {
        guard enabled, max(progress.totalBytes ?? 0, progress.bytesRead) >= Self.threshold else { return }
        let now = DispatchTime.now().uptimeNanoseconds
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

    func finish() {
        if shown { Terminal.write(Array("\r\u{1B}[K".utf8), to: STDERR_FILENO) }
        shown = false
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
