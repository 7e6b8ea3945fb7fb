// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
@testable import Xylem

/// Runs every test of a suite (or one test) once per XML parser: the decoders, trees and
/// streaming readers the test makes with the run's parser (`UnderTest`: `XMLDecoder.underTest()`,
/// `parser: .underTest`) use `.foundation` in the first run and `.libxml2` in the second, so one
/// test body checks both event sources.
///
/// A run that fails is followed by one more issue that names its parser (a thrown error is
/// recorded with the parser's name, and the other parser still runs); to run one parser alone:
/// `XYLEM_TEST_PARSERS=libxml2 swift test --filter ...`.
struct BothParsers: SuiteTrait, TestTrait, TestScoping {
    var isRecursive: Bool { true }

    /// The parsers to run: all that are built in, or those named in `XYLEM_TEST_PARSERS`
    /// (comma-separated).
    static let parsers: [XMLDecoder.Parser] = {
        let available = XMLDecoder.Parser.allCases.filter(\.isAvailable)
        guard let names = ProcessInfo.processInfo.environment["XYLEM_TEST_PARSERS"] else { return available }
        return names.split(separator: ",").compactMap { XMLDecoder.Parser(rawValue: String($0)) }
            .filter(available.contains)
    }()

    func provideScope(
        for test: Test, testCase: Test.Case?,
        performing function: @Sendable () async throws -> Void
    ) async throws {
        // Suites get the trait too; only a test (or test case) runs its body per parser.
        guard testCase != nil || !test.isSuite else { return try await function() }
        for parser in Self.parsers {
            await Self.run(function, with: parser)
        }
    }

    /// Runs `function` with `parser`, and records which parser it was when the run fails. The
    /// known-issue scope only watches: its matcher notes each failure and matches none, so every
    /// issue is recorded as it would be without it.
    static func run(_ function: @Sendable () async throws -> Void, with parser: XMLDecoder.Parser) async {
        let failed = Locked(false)  // set by the known-issue matcher, which is @Sendable
        await withKnownIssue(isIntermittent: true) {
            do {
                try await UnderTest.$parser.withValue(parser) {
                    try await function()
                }
            } catch {
                Issue.record(error, "Thrown in the run with XMLDecoder.Parser.\(parser.rawValue)")
            }
        } matching: { issue in
            if issue.isFailure { failed.withLock { $0 = true } }
            return false
        }
        if failed.withLock({ $0 }) {
            let alone = "XYLEM_TEST_PARSERS=\(parser.rawValue) runs that parser alone"
            Issue.record("The failures above came from the run with XMLDecoder.Parser.\(parser.rawValue) (\(alone))")
        }
    }
}

extension Trait where Self == BothParsers {
    /// Runs the suite or test once per XML parser (see `BothParsers`).
    static var bothParsers: BothParsers { BothParsers() }
}
