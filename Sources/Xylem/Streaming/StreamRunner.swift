// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Runs one streaming parse: the shared body of `XMLStreamReader` and the async record sequence.
enum StreamRunner {
    /// Parses `source`, handing matched elements to `routes`.
    ///
    /// - parameter beforeRead: called before each chunk is read (after `progress`); returning
    ///   false stops the parse quietly.
    /// - returns: What was read, and whether the input was read to its end (false when
    ///   `beforeRead` stopped the parse).
    static func run(
        _ source: ByteSource, decoder: XMLDecoder, routes: [(path: String, route: Route)],
        progress: ((XMLStreamProgress) -> Void)?,
        beforeRead: (() -> Bool)? = nil
    ) throws -> (summary: XMLStreamSummary, completed: Bool) {
        var compiled: [(path: RecordPath, route: Route)] = []
        for (path, route) in routes { compiled.append((try RecordPath(path), route)) }
        let router = RecordRouter(decoder: decoder, routes: compiled)
        // The decoder's limits, but not its document size: a streaming read holds one chunk's records.
        let options = decoder.options
        let builder = DocumentBuilder(observer: router, limits: options.limits.streaming)
        let validator = try options.validation?.makeValidator(
            parser: options.parser, violationLimit: options.violationLimit)
        builder.validator = validator
        var reporter = ProgressReporter(progress)
        var completed: Bool
        do {
            completed = try DocumentParser.run(source, parser: options.parser, into: builder) { bytesRead, totalBytes in
                builder.outsideEvents(parseEnded: false)
                if router.failure != nil { return false }
                reporter.reading(bytesRead, of: totalBytes, records: router.recordCount)
                return beforeRead?() ?? true
            }
        } catch  where router.nothingCanMatch {
            completed = false
        } catch {
            // Records that ended before the error are handed over first: one of them may fail.
            builder.outsideEvents(parseEnded: true)
            if let failure = router.failure { throw failure }
            // The violation unless the parser found the document malformed (see XMLDecoder.decode).
            if let validator, let failure = validator.failure, !validator.sawMalformedInput {
                throw DecodingError.validation(failure)
            }
            throw DecodingError.syntax(error, text: source.bytesInMemory)
        }
        // The records that ended before a violation are valid: they are handed over first.
        builder.outsideEvents(parseEnded: true)
        // A read that stopped at its root, where no path can match, is complete: nothing more
        // could come (RecordRouter.stopIfNothingCanMatch); its bytes are those read so far.
        let stoppedAtRoot = router.nothingCanMatch
        if let failure = router.failure, !stoppedAtRoot { throw failure }
        if let failure = validator?.failure { throw DecodingError.validation(failure) }
        let bytesRead = completed ? reporter.finish(records: router.recordCount) : reporter.bytesRead
        completed = completed || stoppedAtRoot
        let summary = withExtendedLifetime(builder) {
            router.summary(bytesRead: bytesRead, names: builder.document.names)
        }
        return (summary, completed)
    }
}
