// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

// The errors about the input as a whole, thrown before any value is reached: a document that is
// not XML, wrapped the way JSONDecoder wraps invalid JSON, and a file that cannot be read,
// reported with Foundation's own error, as `Data(contentsOf:)` reports it.

extension DecodingError {
    /// A document Xylem could not read, as `dataCorrupted` with an empty coding path. The
    /// description says what kind of problem it is, and where the text is at hand (`data`, the
    /// document in memory) the text around it; the `XMLSyntaxError` underneath has the reason, the line
    /// and the column. (Printing the error shows both, so they do not repeat each other.)
    static func syntax(_ error: XMLSyntaxError, text data: Data? = nil) -> DecodingError {
        var error = error
        if let data,
            let context = XMLSyntaxError.context(in: data, line: error.line, column: error.column)
        {
            error = XMLSyntaxError(
                reason: error.reason, line: error.line, column: error.column, message: error.message,
                context: context)
        }
        let near = error.context.map { " near \"\($0)\"" } ?? ""
        return .dataCorrupted(
            .init(codingPath: [], debugDescription: error.reason.summary + near, underlyingError: error))
    }
}

extension XMLSyntaxError {
    /// Up to 40 characters of line `line` either side of byte column `column` of UTF-8 `data`,
    /// trimmed, with "..." where the line was cut; nil when there is no such line or it is not
    /// UTF-8 (a document in another encoding: its positions are the transcoded text's).
    static func context(in data: Data, line: Int, column: Int) -> String? {
        guard line > 0 else { return nil }
        return data.withUnsafeBytes { raw -> String? in
            let bytes = raw.bindMemory(to: UInt8.self)
            var start = 0, currentLine = 1
            while currentLine < line {
                guard let feed = bytes[start...].firstIndex(of: 0x0A) else { return nil }
                start = feed + 1
                currentLine += 1
            }
            // Only a window around the column is looked at: the line may be megabytes long.
            let limit = min(bytes.count, start + max(0, column - 1) + 160)
            let end = bytes[start ..< limit].firstIndex(of: 0x0A) ?? limit
            let at = min(end, start + max(0, column - 1))
            var from = max(start, at - 160), to = end
            // Whole characters only: 40 either side of the column, counted in UTF-8 scalars.
            func isContinuation(_ index: Int) -> Bool { index < bytes.count && bytes[index] & 0xC0 == 0x80 }
            while from < at && isContinuation(from) { from += 1 }
            while to > at && isContinuation(to) { to -= 1 }
            // (`String(bytes:encoding:)`, not `String(validating:as:)`, which needs macOS 15.)
            guard let text = String(bytes: UnsafeBufferPointer(rebasing: bytes[from ..< to]), encoding: .utf8) else {
                return nil
            }
            let split = text.utf8.index(text.utf8.startIndex, offsetBy: at - from)
            let before = text[..<split].suffix(40), after = text[split...].prefix(40)
            let snippet = String(before + after).trimmingCharacters(in: .whitespacesAndNewlines)
            guard !snippet.isEmpty else { return nil }
            let cutBefore = from > start || text[..<before.startIndex].contains { !$0.isWhitespace }
            let cutAfter =
                (to == limit && limit < bytes.count && bytes[limit] != 0x0A)
                || text[after.endIndex...].contains { !$0.isWhitespace }
            return (cutBefore ? "..." : "") + snippet + (cutAfter ? "..." : "")
        }
    }
}

extension XMLSyntaxError.Reason {
    /// One sentence for the kind of problem, without the details (`XMLSyntaxError.message`),
    /// and without a final period: Swift adds one when it prints the error.
    var summary: String {
        switch self {
        case .parser, .unexpectedEnd, .noRootElement, .contentAfterRoot, .invalidUTF8, .invalidEncoding,
            .conflictingEncoding:
            return "The given data was not well-formed XML"
        case .entityDeclaration, .unsupportedEncoding:
            return "The given data uses an XML feature that Xylem does not read"
        case .documentTooLarge, .limitExceeded:
            return "The given data exceeds the decoder's limits"
        case .unreadable:
            return "The given data could not be read"
        }
    }
}
