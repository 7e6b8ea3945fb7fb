// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
@testable import Xylem

/// Issue 25, item 11: errors about values name the fix, as the key errors do.
@Suite("Value errors that name the fix", .bothParsers)
struct ValueErrorTests {
    enum Status: String, Decodable, CaseIterable { case active, suspended, closed }

    private func message<T: Decodable>(
        _ type: T.Type, _ xml: String, _ configure: (XMLDecoder) -> Void = { _ in }
    ) -> String {
        let decoder = XMLDecoder.underTest()
        configure(decoder)
        do {
            _ = try decoder.decode(type, from: xml)
            return "no error"
        } catch {
            return ExamplesTests.context(of: error)?.debugDescription ?? "\(error)"
        }
    }

    @Test(arguments: Position.allCases)
    func aRawValueEnumListsItsValues(position: Position) throws {
        let error = try #require(throws: DecodingError.self) { try position.decode(Status.self, "<v>open</v>") }
        guard case .dataCorrupted(let context) = error else { Issue.record("\(error)"); return }
        #expect(context.codingPath.map(\.stringValue) == position.path)
        #expect(context.debugDescription.contains(#"accepts "active", "suspended" and "closed""#))
        #expect(context.debugDescription.contains("line 1"))
    }

    @Test func aBoolNamesTheStrategyThatReadsIt() {
        #expect(message(Bool.self, "<v>yes</v>").contains("set boolDecodingStrategy = .lenient"))
        #expect(message(Bool.self, "<v>Y</v>").contains(".lenient"))
        #expect(message(Bool.self, "<v>oui</v>").contains(#".accepting(true: ["oui"]"#))
        #expect(message(Bool.self, "<v>oui</v>") { $0.boolDecodingStrategy = .lenient }.contains(".accepting"))
    }

    @Test func aDateSaysWhatWasExpectedAndWhatReadsIt() {
        let compact = message(Date.self, "<v>20240501</v>")
        #expect(compact.contains("expects ISO 8601"))
        #expect(compact.contains(#".fixedPattern("yyyyMMdd""#))
        #expect(
            message(Date.self, "<v>Wed, 01 May 2024 09:30:00 +0900</v>").contains("set dateDecodingStrategy = .rfc2822")
        )
        #expect(message(Date.self, "<v>1714555800</v>").contains(".secondsSince1970"))
        #expect(message(Date.self, "<v>1714555800000</v>").contains(".millisecondsSince1970"))
        let rfc = message(Date.self, "<v>2024-05-01T09:30:00Z</v>") { $0.dateDecodingStrategy = .rfc2822 }
        #expect(rfc.contains("expects RFC 2822") && rfc.contains("set dateDecodingStrategy = .iso8601"))
        let fixed = message(Date.self, "<v>2024-05-01</v>") {
            $0.dateDecodingStrategy = .fixedPattern("yyyyMMdd", timeZone: .gmt)
        }
        #expect(fixed.contains(#"expects "yyyyMMdd""#) && fixed.contains(".iso8601"))
        // Still said: a date-time without an offset.
        #expect(message(Date.self, "<v>2024-05-01T09:30:00</v>").contains("without a zone offset"))
    }

    @Test func attributeNamesAreQuoted() {
        struct Doc: Decodable { let name: String }
        let text = message(Doc.self, #"<r id="1" kind="x"><title/></r>"#)
        // (XMLParser hands attributes over in no fixed order.)
        #expect(
            text.contains(#"its attributes are "id" and "kind""#)
                || text.contains(#"its attributes are "kind" and "id""#))
    }

    @Test func localizedDescriptionIsTheMessage() throws {
        let error = try #require(throws: DecodingError.self) {
            try XMLDecoder.underTest().decode([String].self, from: "<r><a></r>")
        }
        guard case .dataCorrupted(let context) = error, let syntax = context.underlyingError else {
            Issue.record("\(error)"); return
        }
        #expect(syntax.localizedDescription == "\(syntax)")
        #expect(syntax.localizedDescription.contains("line 1"))
        let path = XMLPathError(.emptyStep, path: "a//b", message: "an empty step")
        #expect(path.localizedDescription == path.description)
    }

    @Test func theTextKeyPrintsAsQuotes() {
        #expect(
            describeCodingPath([AnyKey("items"), AnyKey("item"), IndexKey(index: 3), AnyKey("")])
                == #"items.item[3].."""#.replacingOccurrences(of: "..", with: "."))
    }
}
