// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A call to an `XMLStreamWriter` that does not fit the document written so far.
///
/// ```
/// do {
///     try writer.close()
/// } catch let error as XMLStreamWriterError where error.kind == .noOpenElement {
///     print(error)   // No element is open to close
/// }
/// ```
public struct XMLStreamWriterError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Which call did not fit: an extensible set of static members, compared with `==` (new
    /// kinds may be added).
    public struct Kind: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
        /// The kind's name, such as `"noOpenElement"`.
        public let rawValue: String

        /// A kind by name (Xylem's kinds are the static members).
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The kind's name.
        public var description: String { rawValue }

        /// `write(_:as:)` (the record's name in `elementName`) or `close()` (no name) with no
        /// element open.
        public static let noOpenElement = Kind(rawValue: "noOpenElement")
        /// `open(_:attributes:)` after the root element was closed (the element's name in
        /// `elementName`).
        public static let secondRoot = Kind(rawValue: "secondRoot")
        /// `finish()` before any element was opened.
        public static let noRoot = Kind(rawValue: "noRoot")
        /// A call after `finish()`.
        public static let finished = Kind(rawValue: "finished")
    }

    /// Which call did not fit, as the writer reports it. Internal: the public view is `kind`
    /// and `elementName`.
    enum Reason: Sendable, Equatable {
        case noOpenElement(String?)
        case secondRoot(String)
        case noRoot
        case finished
    }

    /// Which call did not fit (internal; see `kind`).
    let reason: Reason

    /// Creates the error (only the writer makes one: the initializer is internal).
    init(_ reason: Reason) {
        self.reason = reason
    }

    /// Which call did not fit; compare it with a static member of `Kind`.
    public var kind: Kind {
        switch reason {
        case .noOpenElement: .noOpenElement
        case .secondRoot: .secondRoot
        case .noRoot: .noRoot
        case .finished: .finished
        }
    }

    /// The name of the element the call wanted to write: the record's name for a `write(_:as:)`
    /// with no element open, the second root's for `.secondRoot`; nil otherwise.
    public var elementName: String? {
        switch reason {
        case .noOpenElement(let name): name
        case .secondRoot(let name): name
        case .noRoot, .finished: nil
        }
    }

    /// What went wrong, in a sentence.
    public var description: String {
        switch reason {
        case .noOpenElement(let name?): return "No element is open to write <\(name)> into: open the root element first"
        case .noOpenElement(nil): return "No element is open to close"
        case .secondRoot(let name): return "The root element is already closed: <\(name)> would be a second root"
        case .noRoot: return "Nothing was written: open the root element before finishing"
        case .finished: return "The writer has finished its document"
        }
    }
}

// `localizedDescription` of the stream writer's error is its message (see
// Errors/ErrorDescriptions.swift).

extension XMLStreamWriterError: LocalizedError {
    /// The message.
    public var errorDescription: String? { description }
}
