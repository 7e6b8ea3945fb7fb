// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// How far a streaming read has come: reported before each 128 KiB chunk is read and once at
/// the end.
///
/// To drive a Foundation `Progress`:
/// ```
/// let progress = Progress(totalUnitCount: -1)
/// try await decoder.decodeEach(TrackPoint.self, at: path, from: .file(url), progress: { step in
///     progress.totalUnitCount = Int64(step.totalBytes ?? -1)
///     progress.completedUnitCount = Int64(step.bytesRead)
/// }) { point in ... }
/// ```
public struct XMLStreamProgress: Sendable, Equatable {
    /// Bytes of input read and parsed so far.
    public let bytesRead: Int
    /// The input's size: known for `Data` and regular files, nil for other streams.
    public let totalBytes: Int?
    /// Records handed over so far (all paths together).
    public let recordsRead: Int

    /// Creates a progress report (only the streaming reader makes one: the initializer is internal).
    init(bytesRead: Int, totalBytes: Int?, recordsRead: Int) {
        self.bytesRead = bytesRead
        self.totalBytes = totalBytes
        self.recordsRead = recordsRead
    }

    /// `bytesRead / totalBytes` between 0 and 1, or nil when the size is unknown.
    public var fractionCompleted: Double? {
        guard let totalBytes else { return nil }
        return totalBytes > 0 ? min(1, Double(bytesRead) / Double(totalBytes)) : 1
    }
}
