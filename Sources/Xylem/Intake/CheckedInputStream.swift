import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Where the bytes of a document come from. Every source is read in chunks, straight into the
/// buffer XMLParser hands us: a `Data` is never copied whole, a file is never loaded whole.
enum ByteSource {
    case data(Data)
    case file(URL)
    case stream(InputStream)

    /// The input's size when it can be known before reading.
    var knownSize: Int? {
        switch self {
        case .data(let data): return data.count
        case .file(let url): return (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? nil
        case .stream: return nil
        }
    }
}

/// The `InputStream` XMLParser reads from (`XMLParser(stream:)` pulls 128 KiB at a time).
///
/// It reads from a `ByteSource` and passes every chunk through an `InputGuard` before
/// returning it, so invalid UTF-8 and entity declarations are stopped before libxml2 sees them.
/// A rejected chunk ends the parse: `read` returns -1 and `failure` says why.
final class CheckedInputStream: InputStream {
    private let source: ByteSource
    private var guardrail: InputGuard
    private var offset = 0
    private var descriptor: Int32 = -1
    private var finished = false
    private var atFirstChunk = true
    private let isUTF8Text: Bool
    /// Why reading stopped early, if it did.
    private(set) var failure: XMLSyntaxError?
    /// Whether `beforeRead` asked to stop (a streaming consumer went away or failed).
    private(set) var stopped = false
    /// The input's size in bytes, when it is known (a `Data`, a regular file once opened).
    private(set) var totalBytes: Int?
    /// Streaming only: called before each chunk is read, with the bytes handed to the parser so
    /// far (all of them parsed by then); returning false ends the input and so the parse.
    var beforeRead: ((_ bytesRead: Int) -> Bool)?

    /// - parameter isUTF8Text: the bytes are a Swift String's UTF-8, whatever the XML
    ///   declaration says.
    /// - parameter limits: the attribute count and the document size are checked here, on the
    ///   bytes, before the parser reads them.
    init(_ source: ByteSource, isUTF8Text: Bool = false, allowsEntityDeclarations: Bool = false,
         limits: XMLLimits = .default) {
        self.source = source
        self.isUTF8Text = isUTF8Text
        self.guardrail = InputGuard(allowsEntityDeclarations: allowsEntityDeclarations, limits: limits)
        super.init(data: Data())
    }

    /// Bytes handed to the parser so far.
    var bytesRead: Int { guardrail.bytesChecked }

    override func open() {
        switch source {
        case .data(let data): totalBytes = data.count
        case .file(let url):
            descriptor = url.withUnsafeFileSystemRepresentation { path in
                guard let path else { return -1 }
                return posixOpen(path)
            }
            if descriptor < 0 {
                failure = XMLSyntaxError(reason: .unreadable, line: 0, column: 0,
                                         message: "Cannot open \(url.path): \(String(cString: strerror(errno)))")
            } else {
                totalBytes = posixFileSize(descriptor)
            }
        case .stream(let stream): stream.open()
        }
    }

    override func close() {
        switch source {
        case .data: break
        case .file: if descriptor >= 0 { _ = posixClose(descriptor); descriptor = -1 }
        case .stream(let stream): stream.close()
        }
    }

    override var hasBytesAvailable: Bool { !finished && failure == nil }
    override var streamStatus: Stream.Status { failure != nil ? .error : (finished ? .atEnd : .open) }
    override var streamError: Error? { failure }

    override func read(_ buffer: UnsafeMutablePointer<UInt8>, maxLength length: Int) -> Int {
        if failure != nil || stopped { return -1 }
        if let beforeRead, !beforeRead(guardrail.bytesChecked) {
            stopped = true
            return -1
        }
        let count = fill(buffer, length)
        if failure != nil { return -1 }
        if atFirstChunk {
            atFirstChunk = false
            DeclarationRewriter.rewrite(UnsafeMutableBufferPointer(start: buffer, count: count), forceUTF8: isUTF8Text)
        }
        do {
            if count > 0 {
                try guardrail.check(UnsafeBufferPointer(start: buffer, count: count))
            } else {
                finished = true
                try guardrail.finish()
            }
        } catch {
            failure = error
            return -1
        }
        return count
    }

    /// Fills `buffer` with up to `length` bytes; 0 only at the end of the input.
    private func fill(_ buffer: UnsafeMutablePointer<UInt8>, _ length: Int) -> Int {
        switch source {
        case .data(let data):
            let count = min(length, data.count - offset)
            guard count > 0 else { return 0 }
            let start = offset
            data.withUnsafeBytes { bytes in
                if let base = bytes.baseAddress { memcpy(buffer, base + start, count) }
            }
            offset += count
            return count
        case .file:
            guard descriptor >= 0 else { return 0 }
            var total = 0
            while total < length {
                let n = posixRead(descriptor, buffer + total, length - total)
                if n < 0 {
                    if errno == EINTR { continue }
                    failure = XMLSyntaxError(reason: .unreadable, line: 0, column: 0,
                                             message: "Cannot read the file: \(String(cString: strerror(errno)))")
                    return 0
                }
                if n == 0 { break }
                total += n
            }
            return total
        case .stream(let stream):
            var total = 0
            while total < length {
                let n = stream.read(buffer + total, maxLength: length - total)
                if n < 0 {
                    failure = XMLSyntaxError(reason: .unreadable, line: 0, column: 0,
                                             message: "Read error: \(stream.streamError.map { "\($0)" } ?? "unknown")")
                    return 0
                }
                if n == 0 { break }
                total += n
            }
            return total
        }
    }
}

// The C calls under names that do not collide with InputStream's own `open`, `close` and `read`.
@inline(__always) private func posixOpen(_ path: UnsafePointer<CChar>) -> Int32 { open(path, O_RDONLY) }
@inline(__always) private func posixClose(_ fd: Int32) -> Int32 { close(fd) }
/// The size of a regular file, nil for a pipe or a device.
private func posixFileSize(_ fd: Int32) -> Int? {
    var info = stat()
    guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
    return Int(info.st_size)
}
@inline(__always) private func posixRead(_ fd: Int32, _ buffer: UnsafeMutablePointer<UInt8>, _ count: Int) -> Int {
    read(fd, buffer, count)
}
