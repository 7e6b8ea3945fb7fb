// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation

// `localizedDescription` of Xylem's own errors is their message, not Foundation's "The operation
// could not be completed. (Xylem.XMLSyntaxError error 1.)": an app that shows
// `error.localizedDescription` (or logs a DecodingError's underlying error that way) shows
// what went wrong and where. (The other rooms' errors say so next to their types:
// Streaming/StreamingErrors.swift, Encoder/XMLStreamWriter+Error.swift.)

extension XMLSyntaxError: LocalizedError {
    /// The message, with the line and column.
    public var errorDescription: String? { description }
}

extension XMLValidationError: LocalizedError {
    /// The first violation and how many there are.
    public var errorDescription: String? { description }
}

/// A coding path as error messages print it, `items.item[3].title`: the text key `""` as
/// `""`, never an empty step that would print `item..` (see `KeySpelling`).
func describeCodingPath(_ path: [any CodingKey]) -> String {
    var text = ""
    for key in path {
        if let index = key.intValue {
            text += "[\(index)]"
        } else {
            if !text.isEmpty { text += "." }
            text += key.stringValue.isEmpty ? "\"\"" : key.stringValue
        }
    }
    return text
}

/// A value's text for an error message, quoted and shortened.
func quoted(_ bytes: ArraySlice<UInt8>) -> String {
    let text = String(decoding: bytes.prefix(80), as: UTF8.self)
    return (bytes.count > 80 ? "\"\(text)...\"" : "\"\(text)\"")
}
