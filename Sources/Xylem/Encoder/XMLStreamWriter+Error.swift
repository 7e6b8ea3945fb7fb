import Foundation

// `localizedDescription` of the stream writer's error is its message (see
// Errors/ErrorDescriptions.swift).

extension XMLStreamWriterError: LocalizedError {
    /// The message.
    public var errorDescription: String? { description }
}
