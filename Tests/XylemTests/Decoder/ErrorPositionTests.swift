// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import Xylem

/// Every decoding error names its position once: an error Xylem wrote carries it already, one a
/// type's own `init(from:)` threw gets the position of the element it was decoding. Which is
/// which is known from where the error was made, not from its words.
@Suite("Error positions", .bothParsers)
struct ErrorPositionTests {
    /// A type that rejects its value with an error of its own, whose words happen to say "at line".
    private struct Revision: Decodable {
        init(from decoder: any Decoder) throws {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: decoder.codingPath,
                    debugDescription: "Revisions start at line 1 of the changelog"))
        }
    }

    /// A type that tries one key, then another, and rethrows the first error when both fail.
    private struct Either: Decodable {
        enum CodingKeys: String, CodingKey { case a, b }
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            do {
                _ = try container.decode(Int.self, forKey: .a)
            } catch let first {
                do { _ = try container.decode(Int.self, forKey: .b) } catch { throw first }
            }
        }
    }

    private func message(_ body: () throws -> Void) throws -> String {
        let error = try #require(throws: DecodingError.self) { try body() }
        switch error {
        case .keyNotFound(_, let context), .typeMismatch(_, let context), .valueNotFound(_, let context),
            .dataCorrupted(let context):
            return context.debugDescription
        @unknown default:
            throw error
        }
    }

    @Test("A type's own error gets the element's position, whatever its words")
    func ownErrorIsLocated() throws {
        struct Release: Decodable { let revision: Revision }
        let text = try message {
            _ = try XMLDecoder.underTest().decode(Release.self, from: "<release>\n  <revision>7</revision>\n</release>")
        }
        #expect(text.hasPrefix("Revisions start at line 1 of the changelog at line 2, column "))
    }

    @Test("An error Xylem wrote keeps its one position when a type rethrows it after another failure")
    func rethrownErrorIsNotLocatedAgain() throws {
        struct Outer: Decodable { let either: Either }
        let text = try message {
            _ = try XMLDecoder.underTest().decode(
                Outer.self, from: "<outer>\n  <either><a>x</a><b>y</b></either>\n</outer>")
        }
        #expect(text.hasPrefix("Expected Int at line 2, column "))
        #expect(text.components(separatedBy: " at line ").count == 2, "\(text)")
    }
}
