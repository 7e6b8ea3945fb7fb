// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

#if canImport(Combine)
import Combine
import Foundation

/// `XMLDecoder` in Combine pipelines: `.decode(type: Feed.self, decoder: XMLDecoder())` decodes
/// the `Data` of a publisher such as `URLSession.dataTaskPublisher(for:).map(\.data)`.
extension XMLDecoder: TopLevelDecoder {
    /// The input `decode(_:from:)` reads in a Combine pipeline: the document's bytes.
    public typealias Input = Data
}
#endif
