// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation

// `localizedDescription` of the streaming room's errors is their message (see
// Errors/ErrorDescriptions.swift).

extension XMLPathError: LocalizedError {
    /// The message.
    public var errorDescription: String? { description }
}

extension XMLRecordError: LocalizedError {
    /// The message, with the record's index, name and line.
    public var errorDescription: String? { description }
}

extension XMLStreamReuseError: LocalizedError {
    /// The message.
    public var errorDescription: String? { description }
}

extension Base64StreamError: LocalizedError {
    /// The message.
    public var errorDescription: String? { description }
}

extension XMLDownloadError: LocalizedError {
    /// The message, with the URL.
    public var errorDescription: String? { description }
}
