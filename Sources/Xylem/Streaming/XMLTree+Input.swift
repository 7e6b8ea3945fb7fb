// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation

// The tree of any input. Here, not in Tree/, because reading an input that arrives over time is
// the streaming room's (`AsyncParse`); the tree itself knows only the document it is given.

extension XMLTree {
    /// Parses `input` into a tree: a file streamed from disk in 128 KiB chunks (never loaded
    /// whole), a stream, bytes that arrive, a `URLRequest`'s response while it downloads.
    ///
    /// ```
    /// let tree = try await XMLTree(from: .file(url))
    /// ```
    ///
    /// For a document already in memory, in synchronous code, `init(data:)` and `init(string:)`
    /// give the same tree.
    ///
    /// - parameter input: The document.
    /// - parameter progress: Called before each chunk is read and once at the end, with the
    ///   bytes read so far and the input's size when it is known (`recordsRead` is always 0: a
    ///   tree has no records).
    /// - parameter limits: As in `init(data:limits:parser:)`.
    /// - parameter parser: As in `init(data:limits:parser:)`.
    /// - throws: `XMLSyntaxError` when the document is not well-formed or is refused, with its
    ///   line and column; `CocoaError` when a file cannot be read, as `Data(contentsOf:)` throws
    ///   it (`.fileReadNoSuchFile`, `.fileReadNoPermission`, `.fileReadUnsupportedScheme` for a URL
    ///   that is not a file URL, ...), with the path; the input's own error as it is (a network
    ///   failure, `XMLDownloadError`).
    public init(
        from input: XMLInput, progress: ((XMLStreamProgress) -> Void)? = nil,
        limits: XMLLimits = .default, parser: XMLDecoder.Parser = .foundation
    ) async throws {
        let document = try await input.read { source in
            try Self.parse(source, progress: progress, limits: limits, parser: parser)
        }
        self.init(document: document)
    }
}
