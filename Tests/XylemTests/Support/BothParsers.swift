import Foundation
import Testing
@testable import Xylem

/// Runs every test of a suite (or one test) once per XML parser: the decoders, trees and
/// streaming readers the test makes without naming a parser use `.foundation` in the first
/// run and `.libxml2` in the second, so one test body checks both event sources.
///
/// A failure does not say which run it came from: run one parser alone with
/// `XYLEM_TEST_PARSERS=libxml2 swift test --filter ...` to see which one fails.
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

    func provideScope(for test: Test, testCase: Test.Case?,
                      performing function: @Sendable () async throws -> Void) async throws {
        // Suites get the trait too; only a test (or test case) runs its body per parser.
        guard testCase != nil || !test.isSuite else { return try await function() }
        for parser in Self.parsers {
            try await XMLDecoder.Parser.$testOverride.withValue(parser) { try await function() }
        }
    }
}

extension Trait where Self == BothParsers {
    /// Runs the suite or test once per XML parser (see `BothParsers`).
    static var bothParsers: BothParsers { BothParsers() }
}
