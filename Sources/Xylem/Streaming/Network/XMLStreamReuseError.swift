// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A record sequence that reads an `InputStream`, an async sequence or an `XMLByteFeed` was
/// iterated a second time. These can be read only once, so the second iteration ends at once
/// with this error; build the sequence from a file URL, a `Data` or a `URLRequest` to iterate
/// it more than once.
public struct XMLStreamReuseError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What was read twice: an extensible set of static members, compared with `==` (new kinds may be
    /// added).
    public struct Kind: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
        /// The kind's name, such as `"alreadyIterated"`.
        public let rawValue: String

        /// A kind by name (Xylem's kinds are the static members).
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The kind's name.
        public var description: String { rawValue }

        /// A single-pass input (an `InputStream`, an async sequence, an `XMLByteFeed`) was read
        /// a second time.
        public static let alreadyIterated = Kind(rawValue: "alreadyIterated")
    }

    /// What was read twice; compare it with a static member of `Kind`.
    public let kind: Kind

    /// Creates the error (only the record sequence makes one: the initializer is internal).
    init(_ kind: Kind = .alreadyIterated) {
        self.kind = kind
    }

    /// What happened and what to do instead.
    public var description: String {
        "This record sequence reads an input that can be read only once (.stream, .bytes, .chunks or .feed), and it "
            + "was already iterated; create the sequence from .file, .data or .request to iterate it again"
    }
}
