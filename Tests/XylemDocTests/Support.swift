// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Testing
@testable import Xylem

// The suite that holds the doc tests. Their files are generated at build time by DocTestPlugin:
// one `@Test` per Markdown page (README.md, Docs/*.md, the DocC catalogs' articles) that runs
// the page's ```swift blocks in order. Each generated file adds its test to this suite with `extension DocPages`.
//
// Every page runs once per XML parser the build has: the decoders and trees its examples make
// without naming a parser use `.foundation`, then `.libxml2` (the XylemTests suites do the
// same with their `BothParsers` trait).
@Suite("Docs", EveryParser()) struct DocPages {}

struct EveryParser: SuiteTrait, TestTrait, TestScoping {
    var isRecursive: Bool { true }

    func provideScope(
        for test: Test, testCase: Test.Case?,
        performing function: @Sendable () async throws -> Void
    ) async throws {
        guard !test.isSuite else { return try await function() }
        for parser in XMLDecoder.Parser.allCases where parser.isAvailable {
            try await TestSeam.$current.withValue(TestSeam.current.changed { $0.parser = parser }) {
                try await function()
            }
        }
    }
}
