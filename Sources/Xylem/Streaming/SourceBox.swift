// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A sequence's byte source, handed to the parser thread at each iteration, and the summary of
/// its latest complete iteration. A file or a `Data`
/// is read afresh each time, and a request is sent again; an `InputStream` or an async
/// sequence can be read once, so only the first iteration gets it, and any later one throws
/// `XMLStreamReuseError` (an `InputStream` is not `Sendable`: this box is what keeps two
/// parser threads from reading it at once).
final class SourceBox: @unchecked Sendable {
    private let origin: Origin
    private let lock = NSLock()
    private var streamTaken = false
    private var summary: XMLStreamSummary?

    /// The summary of the latest iteration that read its input to the end.
    var lastSummary: XMLStreamSummary? {
        get { lock.withLock { summary } }
        set { lock.withLock { summary = newValue } }
    }

    private enum Origin {
        case bytes(ByteSource)
        /// Bytes that arrive over time: each iteration starts the producer on a new channel.
        case arriving(AsyncByteInput)
    }

    init(_ source: ByteSource) {
        origin = .bytes(source)
    }

    init(_ input: AsyncByteInput) {
        origin = .arriving(input)
    }

    /// The source for one iteration: a file is checked for reading each time (`FileCheck`).
    func take() throws -> ByteSource {
        let source: ByteSource
        switch origin {
        case .bytes(let bytes): source = bytes
        case .arriving(let input):
            if !input.repeatable { try takeOnce() }
            return .channel(try input.open())
        }
        switch source {
        case .file(let url):
            return try FileCheck.source(url)
        case .stream:
            try takeOnce()
            return source
        case .data, .text, .channel:
            return source
        }
    }

    /// Marks the single-pass input taken; throws `XMLStreamReuseError` when it already was.
    private func takeOnce() throws {
        let first = lock.withLock {
            defer { streamTaken = true }
            return !streamTaken
        }
        guard first else { throw XMLStreamReuseError() }
    }
}

extension XMLInput {
    /// What the record sequence reads each time it is iterated.
    var sourceBox: SourceBox {
        switch origin {
        case .now(let source): return SourceBox(source)
        case .file(let url): return SourceBox(.file(url))
        case .arriving(let input): return SourceBox(input)
        }
    }
}
