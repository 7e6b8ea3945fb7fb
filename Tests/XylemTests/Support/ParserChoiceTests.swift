// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
@testable import Xylem

@Suite("Parser choice")
struct ParserChoiceTests {
    /// Only libxml2 expands internal entities; XMLParser's parse refuses them: whether a parse
    /// with expansion succeeds tells which parser ran it.
    private static let note = #"<!DOCTYPE note [<!ENTITY c "&#169;">]><note year="&c; 2026"><b>Xylem</b></note>"#

    @Test("A user's decoders, trees and fragments parse with XMLParser unless told otherwise")
    func theDefaultIsFoundation() throws {
        #expect(XMLDecoder().parser == .foundation)
        let expanding = XMLLimits(entityExpansion: .internalEntities())
        let refused = #expect(throws: XMLSyntaxError.self) { try XMLTree(string: Self.note, limits: expanding) }
        #expect(refused?.kind == .entityDeclaration)
        #expect(throws: XMLSyntaxError.self) { try XMLFragment(xml: Self.note, limits: expanding) }
    }

    @Test("Each both-parsers run parses with its parser: the decoders, trees, fragments and readers it makes")
    func everyRunParsesWithItsParser() async throws {
        let test = try #require(Test.current)
        let runs = Locked<[XMLDecoder.Parser]>([])
        try await BothParsers().provideScope(for: test, testCase: Test.Case.current) {
            let parser = XMLDecoder.Parser.underTest
            runs.withLock { $0.append(parser) }
            let expanding = XMLLimits(entityExpansion: .internalEntities())
            let expands = parser == .libxml2
            let decoder = XMLDecoder.underTest()
            #expect(decoder.parser == parser)
            decoder.entityExpansion = .internalEntities()
            struct Note: Decodable { let b: String }
            #expect((try? decoder.decode(Note.self, from: Self.note))?.b == (expands ? "Xylem" : nil))
            #expect(((try? XMLTree.underTest(string: Self.note, limits: expanding)) != nil) == expands)
            #expect(((try? XMLTree.underTest(data: Data(Self.note.utf8), limits: expanding)) != nil) == expands)
            let fromInput = try? await XMLTree.underTest(from: .string(Self.note), limits: expanding)
            #expect((fromInput != nil) == expands)
            #expect(((try? XMLFragment.underTest(xml: Self.note, limits: expanding)) != nil) == expands)
            var reader = XMLStreamReader(decoder: decoder)
            var names: [String] = []
            reader.onRecord(at: "note/b") { names.append(try $0.decode(String.self)) }
            #expect(((try? await reader.read(from: .string(Self.note))) != nil) == expands)
            #expect(names == (expands ? ["Xylem"] : []))
        }
        #expect(runs.withLock { $0 } == BothParsers.parsers)
        #if os(Linux)
        if ProcessInfo.processInfo.environment["XYLEM_TEST_PARSERS"] == nil {
            #expect(BothParsers.parsers == [.foundation, .libxml2])
        }
        #endif
    }

    @Test("libxml2 is built in on Linux")
    func libxml2IsAvailable() {
        #if os(Linux)
        #expect(XMLDecoder.Parser.libxml2.isAvailable)
        #endif
        #expect(XMLDecoder.Parser.foundation.isAvailable)
    }

    @Test("A failure in a both-parsers run is followed by an issue that names the parser")
    func failingRunNamesItsParser() async throws {
        for parser in BothParsers.parsers {
            let comments = Locked<[String]>([])
            await withKnownIssue {
                await BothParsers.run(
                    { #expect(XMLDecoder.Parser.underTest != parser, "planted failure") }, with: parser)
            } matching: { issue in
                comments.withLock { $0.append(issue.comments.map(\.rawValue).joined(separator: " ")) }
                return true
            }
            let seen = comments.withLock { $0 }
            #expect(seen.count == 2, "\(seen)")
            #expect(seen.last?.contains("XMLDecoder.Parser.\(parser.rawValue)") == true, "\(seen)")
        }
    }

    @Test("A run that passes records nothing, and a thrown error is recorded with the parser's name")
    func thrownErrorNamesItsParser() async throws {
        struct Planted: Error {}
        await BothParsers.run({ #expect(Bool(true)) }, with: .foundation)
        let comments = Locked<[String]>([])
        await withKnownIssue {
            await BothParsers.run({ throw Planted() }, with: .foundation)
        } matching: { issue in
            comments.withLock { $0.append(issue.comments.map(\.rawValue).joined(separator: " ")) }
            return true
        }
        #expect(
            comments.withLock { $0.contains { $0.contains("Thrown in the run with XMLDecoder.Parser.foundation") } })
    }
}
