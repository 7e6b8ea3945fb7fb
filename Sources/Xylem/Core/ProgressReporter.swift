// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

/// Hands a parse's progress to the caller's closure, for the tree and the streaming reader
/// alike: before each chunk is read and once at the end, never the same figures twice.
struct ProgressReporter {
    private let progress: ((XMLStreamProgress) -> Void)?
    /// The bytes read before the latest chunk (whether or not anyone is told).
    private(set) var bytesRead = 0
    /// The input's size, when it is known.
    private(set) var totalBytes: Int?
    private var reported = (bytes: -1, records: -1)

    init(_ progress: ((XMLStreamProgress) -> Void)?) {
        self.progress = progress
    }

    /// Before a chunk is read: `bytesRead` so far of `totalBytes`, with `records` handed over.
    mutating func reading(_ bytesRead: Int, of totalBytes: Int?, records: Int) {
        self.bytesRead = bytesRead
        self.totalBytes = totalBytes
        report(bytesRead, records: records)
    }

    /// After the input was read to its end: reports the whole input as read and returns its size.
    mutating func finish(records: Int) -> Int {
        let bytes = totalBytes ?? bytesRead
        report(bytes, records: records)
        return bytes
    }

    private mutating func report(_ bytes: Int, records: Int) {
        guard let progress, bytes != reported.bytes || records != reported.records else { return }
        reported = (bytes, records)
        progress(XMLStreamProgress(bytesRead: bytes, totalBytes: totalBytes, recordsRead: records))
    }
}
