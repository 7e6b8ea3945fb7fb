// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// A call to an `XMLStreamWriter` that does not fit the document written so far.
///
/// ```
/// do {
///     try writer.close()
/// } catch let error as XMLStreamWriterError where error.reason == .noOpenElement(nil) {
///     print(error)   // No element is open to close
/// }
/// ```
public struct XMLStreamWriterError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Which call did not fit.
    public enum Reason: Sendable, Equatable {
        /// `write(_:as:)` (with the record's name) or `close()` (nil) with no element open.
        case noOpenElement(String?)
        /// `open(_:attributes:)` after the root element was closed (with the element's name).
        case secondRoot(String)
        /// `finish()` before any element was opened.
        case noRoot
        /// A call after `finish()`.
        case finished
    }

    /// Which call did not fit.
    public let reason: Reason

    /// Creates the error (only the writer makes one: the initializer is internal).
    init(_ reason: Reason) {
        self.reason = reason
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
