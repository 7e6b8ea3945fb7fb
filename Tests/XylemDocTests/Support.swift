// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import Xylem

// The suite that holds the doc tests. Their files are generated at build time by DocTestPlugin:
// one `@Test` per Markdown page (README.md, Docs/*.md, the DocC catalogs' articles) that runs
// the page's ```swift blocks in order. Each generated file adds its test to this suite with `extension DocPages`.
//
// Every page runs once per XML parser the build has: the decoders, trees and readers its
// examples make without naming a parser use `.foundation`, then `.libxml2` (the XylemTests
// suites do the same with their `BothParsers` trait). The library reads no test state: the
// generator writes the examples' `XMLDecoder()` as `XMLDecoder.underTest()`, `XMLTree(string:`
// as `XMLTree.underTest(string:`, and so on (DocTestGenerator's `withParserUnderTest`), and
// those read the run's parser from `ParserUnderTest`, a task-local of this target.
@Suite("Docs", EveryParser()) struct DocPages {}

struct EveryParser: SuiteTrait, TestTrait, TestScoping {
    var isRecursive: Bool { true }

    func provideScope(
        for test: Test, testCase: Test.Case?,
        performing function: @Sendable () async throws -> Void
    ) async throws {
        guard !test.isSuite else { return try await function() }
        for parser in XMLDecoder.Parser.allCases where parser.isAvailable {
            try await ParserUnderTest.$current.withValue(parser) {
                try await function()
            }
        }
    }
}

/// The parser of the current run of a page.
enum ParserUnderTest {
    @TaskLocal static var current: XMLDecoder.Parser = .foundation
}

extension XMLDecoder.Parser {
    /// The parser of the current run of a page (`ParserUnderTest`).
    static var underTest: Self { ParserUnderTest.current }
}

// What the generated code calls in place of the page's calls that take the default parser.

extension XMLDecoder {
    /// `XMLDecoder()` with the run's parser.
    static func underTest() -> XMLDecoder {
        let decoder = XMLDecoder()
        decoder.parser = .underTest
        return decoder
    }
}

extension XMLTree {
    /// `XMLTree(data:limits:parser:)` with the run's parser.
    static func underTest(
        data: Data, limits: XMLLimits = .default, parser: XMLDecoder.Parser = .underTest
    ) throws(XMLSyntaxError) -> XMLTree {
        try XMLTree(data: data, limits: limits, parser: parser)
    }

    /// `XMLTree(string:limits:parser:)` with the run's parser.
    static func underTest(
        string: String, limits: XMLLimits = .default, parser: XMLDecoder.Parser = .underTest
    ) throws(XMLSyntaxError) -> XMLTree {
        try XMLTree(string: string, limits: limits, parser: parser)
    }

    /// `XMLTree(from:progress:limits:parser:)` with the run's parser.
    static func underTest(
        from input: XMLInput, progress: ((XMLStreamProgress) -> Void)? = nil,
        limits: XMLLimits = .default, parser: XMLDecoder.Parser = .underTest
    ) async throws -> XMLTree {
        try await XMLTree(from: input, progress: progress, limits: limits, parser: parser)
    }
}

extension XMLFragment {
    /// `XMLFragment(xml:limits:parser:)` with the run's parser.
    static func underTest(
        xml: String, limits: XMLLimits = .default, parser: XMLDecoder.Parser = .underTest
    ) throws(XMLSyntaxError) -> XMLFragment {
        try XMLFragment(xml: xml, limits: limits, parser: parser)
    }
}

extension XMLSplitter {
    /// `XMLSplitter(records:parts:decoder:)` with a decoder of the run's parser.
    static func underTest(records path: String, parts: Int, decoder: XMLDecoder = .underTest()) -> XMLSplitter {
        XMLSplitter(records: path, parts: parts, decoder: decoder)
    }
}
