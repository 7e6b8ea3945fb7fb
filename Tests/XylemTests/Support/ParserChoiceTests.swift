// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
@testable import Xylem

@Suite("Parser choice")
struct ParserChoiceTests {
    @Test("The test override picks the parser of decoders, trees and streams made without one")
    func overrideReachesEveryEntryPoint() async throws {
        for parser in BothParsers.parsers {
            TestSeam.$current.withValue(TestSeam.current.changed { $0.parser = parser }) {
                #expect(XMLDecoder().parser == parser)
            }
        }
        #expect(XMLDecoder().parser == .foundation)
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
                await BothParsers.run({ #expect(XMLDecoder().parser != parser, "planted failure") }, with: parser)
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
