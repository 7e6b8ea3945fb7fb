// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

/// What the builder needs from the parser that feeds it, whichever it is: where the parser is
/// (for errors) and a way to stop it from inside an event (a failed limit, a streaming consumer
/// that threw or went away).
protocol EventSource: AnyObject {
    /// The 1-based line of the current event.
    var line: Int { get }
    /// The 1-based column of the current event.
    var column: Int { get }
    /// Stops the parse: no more events arrive once the current one returns.
    func stopParsing()
}
