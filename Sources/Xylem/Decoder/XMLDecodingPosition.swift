// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation

// Where in the document a DecodingError happened, as a value: the one field of
// `DecodingError.Context` that can carry a type is `underlyingError`, so the position rides
// there, and whatever underlying error the context had rides inside it. The decoder also reads
// it back: an error that carries one already names its position, and no outer `init(from:)`
// level adds a second (DocumentDecoder.located).

/// The line and column in the document of a `DecodingError` that `XMLDecoder` throws.
///
/// Every `DecodingError` that points at an element of the document carries one as its context's
/// `underlyingError`: a value that does not fit its type, a missing key, several elements where
/// one is expected, and an error that your own `init(from:)` throws (it gets the position of the
/// element being decoded). The numbers are the ones the error's `debugDescription` spells
/// ("at line 6, column 17"), so code can read them without parsing the message:
///
/// ```
/// do {
///     _ = try XMLDecoder().decode(Feed.self, from: data)
/// } catch DecodingError.dataCorrupted(let context) {
///     if let position = context.underlyingError as? XMLDecodingPosition {
///         print("line \(position.line), column \(position.column)")
///     }
/// }
/// ```
///
/// The context's own underlying error, if it had one (an error your `init(from:)` put there),
/// is kept in `underlyingError`. Errors about the document as a whole keep their own
/// underlying error instead: an `XMLSyntaxError` (which has its own `line` and `column`), an
/// `XMLValidationError`.
public struct XMLDecodingPosition: Error, Sendable, Equatable, CustomStringConvertible {
    /// The line of the element's start tag, counting from 1.
    public let line: Int
    /// The column at the end of the element's start tag, counting from 1: its `>`, or the `/`
    /// of an empty-element tag such as `<a/>` (where the parser reports the tag's end).
    public let column: Int
    /// The underlying error of the `DecodingError.Context` this position was added to: an
    /// error of your own that an `init(from:)` passed as the context's `underlyingError`, or nil.
    public let underlyingError: (any Error)?

    /// A position, with the underlying error it carries.
    public init(line: Int, column: Int, underlyingError: (any Error)? = nil) {
        self.line = line
        self.column = column
        self.underlyingError = underlyingError
    }

    /// "line 6, column 17", followed by the underlying error when there is one.
    public var description: String {
        let place = "line \(line), column \(column)"
        return underlyingError.map { "\(place): \($0)" } ?? place
    }

    /// Two positions are equal when their lines, columns and underlying errors are: underlying
    /// errors of an `Equatable` type compare with `==`, others by type and description.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.line == rhs.line && lhs.column == rhs.column && same(lhs.underlyingError, rhs.underlyingError)
    }

    private static func same(_ lhs: (any Error)?, _ rhs: (any Error)?) -> Bool {
        switch (lhs, rhs) {
        case (nil, nil): return true
        case (let lhs?, let rhs?):
            // (Through `Any`: Swift 6.3 warns that a cast of `any Error` to `any Equatable` always succeeds.)
            if let equatable = (lhs as Any) as? any Equatable { return equal(equatable, rhs) }
            return ObjectIdentifier(type(of: lhs)) == ObjectIdentifier(type(of: rhs))
                && String(reflecting: lhs) == String(reflecting: rhs)
        default: return false
        }
    }

    private static func equal<E: Equatable>(_ lhs: E, _ rhs: Any) -> Bool { (rhs as? E) == lhs }
}

extension XMLDecodingPosition: LocalizedError {
    /// The line and column, and the underlying error when there is one.
    public var errorDescription: String? { description }
}
