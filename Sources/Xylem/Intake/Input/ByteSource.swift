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

/// Where the bytes of a document come from. Every source is read in chunks: a `Data` is never
/// copied whole, a file is never loaded whole.
enum ByteSource {
    case data(Data)
    /// A Swift `String`'s UTF-8: read as UTF-8 whatever the XML declaration's `encoding` says.
    case text(Data)
    case file(URL)
    case stream(InputStream)
    /// Bytes that arrive over time (an async sequence, a download, a push feed).
    case channel(ByteChannel)

    /// The input's size when it can be known before reading.
    var knownSize: Int? {
        switch self {
        case .data(let data), .text(let data): return data.count
        case .file(let url):
            return url.withUnsafeFileSystemRepresentation { path in
                var info = stat()
                guard let path, stat(path, &info) == 0 else { return nil }
                return regularFileSize(info)
            }
        case .stream, .channel: return nil
        }
    }

    /// The whole input, when it is in memory (to quote the text around an error).
    var bytesInMemory: Data? {
        switch self {
        case .data(let data), .text(let data): return data
        case .file, .stream, .channel: return nil
        }
    }

    /// Whether the bytes are a Swift string's (`CheckedInput` then ignores a declared encoding).
    var isUTF8Text: Bool {
        if case .text = self { return true }
        return false
    }
}

/// Reads the raw bytes of a `ByteSource`, chunk by chunk, into a buffer it is given.
final class SourceReader {
    private let source: ByteSource
    private var offset = 0
    private var descriptor: Int32 = -1
    /// The input's size in bytes, when it is known (a `Data`, a regular file once opened).
    private(set) var totalBytes: Int?
    /// Bytes read so far.
    private(set) var bytesRead = 0

    init(_ source: ByteSource) {
        self.source = source
    }

    func open() throws(XMLSyntaxError) {
        switch source {
        case .data(let data), .text(let data): totalBytes = data.count
        case .file(let url):
            descriptor = url.withUnsafeFileSystemRepresentation { path in
                guard let path else { return -1 }
                return posixOpen(path)
            }
            guard descriptor >= 0 else {
                throw XMLSyntaxError(
                    reason: .unreadable, line: 0, column: 0,
                    message: "Cannot open \(url.path): \(String(cString: strerror(errno)))")
            }
            totalBytes = posixFileSize(descriptor)
        case .stream(let stream): stream.open()
        case .channel: break
        }
    }

    func close() {
        switch source {
        case .data, .text: break
        case .file: if descriptor >= 0 { _ = posixClose(descriptor); descriptor = -1 }
        case .stream(let stream): stream.close()
        case .channel(let channel): channel.close()
        }
    }

    /// Fills `buffer` with up to `length` bytes; 0 only at the end of the input.
    func read(into buffer: UnsafeMutablePointer<UInt8>, _ length: Int) throws(XMLSyntaxError) -> Int {
        let count: Int
        switch source {
        case .data(let data), .text(let data):
            count = max(0, min(length, data.count - offset))
            guard count > 0 else { return 0 }
            let start = offset
            data.withUnsafeBytes { bytes in
                if let base = bytes.baseAddress { memcpy(buffer, base + start, count) }
            }
            offset += count
        case .file:
            guard descriptor >= 0 else { return 0 }
            var total = 0
            while total < length {
                let n = posixRead(descriptor, buffer + total, length - total)
                if n < 0 {
                    if errno == EINTR { continue }
                    throw XMLSyntaxError(
                        reason: .unreadable, line: 0, column: 0,
                        message: "Cannot read the file: \(String(cString: strerror(errno)))")
                }
                if n == 0 { break }
                total += n
            }
            count = total
        case .stream(let stream):
            var total = 0
            while total < length {
                let n = stream.read(buffer + total, maxLength: length - total)
                if n < 0 {
                    throw XMLSyntaxError(
                        reason: .unreadable, line: 0, column: 0,
                        message: "Read error: \(stream.streamError.map { "\($0)" } ?? "unknown")")
                }
                if n == 0 { break }
                total += n
            }
            count = total
        case .channel(let channel):
            // What has arrived, without waiting for a full buffer: records go out while the
            // rest is on its way.
            count = try channel.read(into: buffer, length)
            totalBytes = channel.expectedLength
        }
        bytesRead += count
        return count
    }
}

// The C calls under names that do not collide with InputStream's own `open`, `close` and `read`.
@inline(__always) private func posixOpen(_ path: UnsafePointer<CChar>) -> Int32 { open(path, O_RDONLY) }
@inline(__always) private func posixClose(_ fd: Int32) -> Int32 { close(fd) }
/// The size of an open regular file, nil for a pipe or a device.
private func posixFileSize(_ fd: Int32) -> Int? {
    var info = stat()
    guard fstat(fd, &info) == 0 else { return nil }
    return regularFileSize(info)
}

/// The size `info` gives when it describes a regular file (the one rule for both reads).
private func regularFileSize(_ info: stat) -> Int? {
    (info.st_mode & S_IFMT) == S_IFREG ? Int(info.st_size) : nil
}
@inline(__always) private func posixRead(_ fd: Int32, _ buffer: UnsafeMutablePointer<UInt8>, _ count: Int) -> Int {
    read(fd, buffer, count)
}
