// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation
@testable import Xylem

/// What the running test hands the decoders, trees and readers it makes: the parser of the
/// current `BothParsers` run and, inside `OwnParserThreads`, the test's own thread counter (and
/// a watch on the record units in flight, where a test sets one).
/// Task-locals of the test target: the library reads no test state, each test passes these on
/// explicitly (`XMLDecoder.underTest()`, `XMLTree.underTest(string:)`, `parser: .underTest`).
/// Scripts/convert-test-seam.py wrote those calls where the tests had relied on the defaults.
enum UnderTest {
    /// The parser of the current run (`.foundation` outside `BothParsers`).
    @TaskLocal static var parser: XMLDecoder.Parser = .foundation
    /// The counter the decoders of the current test count their threads with (`OwnParserThreads`).
    @TaskLocal static var threads: ThreadCounter?
    /// The watch the decoders of the current test note their record units in flight on.
    @TaskLocal static var recordQueueWatch: QueueWatch?
}

extension XMLDecoder.Parser {
    /// The parser of the current test run (`UnderTest.parser`).
    static var underTest: Self { UnderTest.parser }
}

extension XMLDecoder {
    /// A decoder with the default options but the current run's parser, whose threads count
    /// on the test's own counter and whose record units are watched when the test has them
    /// (`UnderTest`).
    static func underTest() -> XMLDecoder {
        let decoder = XMLDecoder()
        decoder.parser = .underTest
        decoder.threadCounter = UnderTest.threads
        decoder.recordQueueWatch = UnderTest.recordQueueWatch
        return decoder
    }
}

extension XMLTree {
    /// `XMLTree(data:limits:parser:)` with the current run's parser.
    static func underTest(
        data: Data, limits: XMLLimits = .default, parser: XMLDecoder.Parser = .underTest
    ) throws(XMLSyntaxError) -> XMLTree {
        try XMLTree(data: data, limits: limits, parser: parser)
    }

    /// `XMLTree(string:limits:parser:)` with the current run's parser.
    static func underTest(
        string: String, limits: XMLLimits = .default, parser: XMLDecoder.Parser = .underTest
    ) throws(XMLSyntaxError) -> XMLTree {
        try XMLTree(string: string, limits: limits, parser: parser)
    }

    /// `XMLTree(from:progress:limits:parser:)` with the current run's parser.
    static func underTest(
        from input: XMLInput, progress: ((XMLStreamProgress) -> Void)? = nil,
        limits: XMLLimits = .default, parser: XMLDecoder.Parser = .underTest
    ) async throws -> XMLTree {
        try await XMLTree(from: input, progress: progress, limits: limits, parser: parser)
    }
}

extension XMLFragment {
    /// `XMLFragment(xml:limits:parser:)` with the current run's parser.
    static func underTest(
        xml: String, limits: XMLLimits = .default, parser: XMLDecoder.Parser = .underTest
    ) throws(XMLSyntaxError) -> XMLFragment {
        try XMLFragment(xml: xml, limits: limits, parser: parser)
    }
}

extension XMLSplitter {
    /// `XMLSplitter(records:parts:decoder:)` with a decoder of the current run's parser.
    static func underTest(records path: String, parts: Int, decoder: XMLDecoder = .underTest()) -> XMLSplitter {
        XMLSplitter(records: path, parts: parts, decoder: decoder)
    }
}
