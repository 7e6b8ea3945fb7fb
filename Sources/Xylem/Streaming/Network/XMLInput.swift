// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Where the bytes of an XML document come from: the one input every operation takes
/// (`XMLDecoder.decode(_:from:)`, `decodeEach`, `records`, `streamText`,
/// `XMLStreamReader.read(from:)`, `XMLTree(from:)`, `XMLSchema.validate(_:)`, the model
/// generator's samples).
///
/// A value describes the bytes; each operation reads it anew (data, a file, a request sent
/// again), except the single-pass inputs (a stream, an async sequence, a feed), whose second
/// read throws `XMLStreamReuseError` where a record sequence is iterated again.
///
/// Inputs readable now (`.data`, `.string`, `.file`, `.stream`) are parsed on the caller's
/// thread; inputs that arrive over time on a parser thread of their own while the calling task
/// waits suspended.
///
/// ```
/// let order = try await XMLDecoder().decode(Order.self, from: .file(url))
/// ```
public struct XMLInput: Sendable {
    enum Origin: @unchecked Sendable {
        /// Bytes readable now: data, a string's UTF-8, or an `InputStream`, which is not
        /// `Sendable` and is read once, by one parse (a record sequence's box guards a second).
        case now(ByteSource)
        /// A file: checked for reading (`FileCheck`) before each parse opens it.
        case file(URL)
        case arriving(AsyncByteInput)
    }

    let origin: Origin

    /// A document held in memory.
    public static func data(_ data: Data) -> XMLInput {
        XMLInput(origin: .now(.data(data)))
    }

    /// A document held in a `String`, read as its UTF-8 (an encoding declaration naming another
    /// encoding does not change how a Swift string's characters are read).
    public static func string(_ string: String) -> XMLInput {
        XMLInput(origin: .now(.text(Data(string.utf8))))
    }

    /// A file, streamed from disk in chunks (never loaded whole). Only file URLs are read: a
    /// remote URL is a `.request`.
    public static func file(_ url: URL) -> XMLInput {
        XMLInput(origin: .file(url))
    }

    /// An `InputStream`, read once, by one parse, on the thread of that parse.
    public static func stream(_ stream: InputStream) -> XMLInput {
        XMLInput(origin: .now(.stream(stream)))
    }

    /// An async sequence of bytes (as `URLSession.AsyncBytes` on Apple platforms), iterated once,
    /// gathered into 16 KiB pieces before they are parsed; the task iterating it is suspended
    /// while 512 KiB wait to be parsed.
    public static func bytes<S: AsyncSequence & Sendable>(_ bytes: S) -> XMLInput where S.Element == UInt8 {
        XMLInput(origin: .arriving(AsyncByteInput(bytes: bytes)))
    }

    /// An async sequence of chunks of bytes (`Data`, `[UInt8]`, any sequence of bytes), iterated
    /// once, each chunk parsed as it arrives.
    public static func chunks<S: AsyncSequence & Sendable>(_ chunks: S) -> XMLInput
    where S.Element: Sequence, S.Element.Element == UInt8 {
        XMLInput(origin: .arriving(AsyncByteInput(chunks: chunks)))
    }

    /// Bytes pushed into an `XMLByteFeed` (from a delegate, a socket, a callback API); read once.
    public static func feed(_ feed: XMLByteFeed) -> XMLInput {
        XMLInput(origin: .arriving(feed.input))
    }

    /// The body of `request`'s response, parsed while it downloads; the request is sent again
    /// for each read. Auth, proxies, cookies and timeouts come from `session`'s configuration.
    /// A status other than 2xx throws `XMLDownloadError`.
    public static func request(_ request: URLRequest, session: URLSession = .shared) -> XMLInput {
        XMLInput(origin: .arriving(URLDownload.input(request, session: session)))
    }

    /// The input's size in bytes when it is known before reading (data, a string, a regular
    /// file), as progress reports it; nil for a stream and for bytes that arrive.
    public var totalBytes: Int? {
        switch origin {
        case .now(let source): return source.knownSize
        case .file(let url): return ByteSource.file(url).knownSize
        case .arriving: return nil
        }
    }

    /// The file this input reads, for `.file`; nil for every other input.
    public var fileURL: URL? {
        if case .file(let url) = origin { return url }
        return nil
    }

    /// Runs `parse` over the input: on the caller's thread for an input readable now (a file
    /// checked for reading first, `FileCheck`, as every file entry point does), on a parser
    /// thread for bytes that arrive (`AsyncParse`) while the calling task waits suspended.
    /// `counter` counts that thread (`XMLDecoder.threadCounter`).
    func read<R>(counter: ThreadCounter? = nil, _ parse: (ByteSource) throws -> R) async throws -> R {
        switch origin {
        case .now(let source): return try parse(source)
        case .file(let url): return try parse(FileCheck.source(url))
        case .arriving(let input): return try await AsyncParse.run(input, counter: counter, parse)
        }
    }
}
