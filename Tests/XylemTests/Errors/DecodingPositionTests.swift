// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import Xylem

/// Every positioned `DecodingError` carries an `XMLDecodingPosition` as its context's
/// `underlyingError`: its numbers are the message's, the position is added once however many
/// `init(from:)` levels the error passes up through, and an underlying error of the user's own
/// is kept inside it. Each test runs with every parser the build has.
@Suite("Errors: XMLDecodingPosition")
struct DecodingPositionTests {
    static let parsers = XMLDecoder.Parser.allCases.filter(\.isAvailable)

    /// A user's error, Equatable so that it can be compared where it comes back.
    struct Rejected: Error, Equatable {
        let reason: String
    }

    /// The error decoding `type` from `xml` throws, with its context.
    private func failure<T: Decodable>(
        _ type: T.Type, _ xml: String, _ parser: XMLDecoder.Parser, configure: (XMLDecoder) -> Void = { _ in }
    ) throws -> (DecodingError, DecodingError.Context) {
        let decoder = XMLDecoder.underTest()
        decoder.parser = parser
        configure(decoder)
        let error = try #require(throws: DecodingError.self) { try decoder.decode(T.self, from: xml) }
        return (error, try #require(Self.context(of: error)))
    }

    static func context(of error: DecodingError) -> DecodingError.Context? {
        switch error {
        case .dataCorrupted(let context), .typeMismatch(_, let context), .valueNotFound(_, let context),
            .keyNotFound(_, let context):
            return context
        @unknown default:
            return nil
        }
    }

    /// The position in `context`, checked against the message: it names "line L, column C"
    /// exactly once, with the position's numbers.
    private func position(_ context: DecodingError.Context) throws -> XMLDecodingPosition {
        let position = try #require(context.underlyingError as? XMLDecodingPosition, "\(context)")
        let message = context.debugDescription
        #expect(message.components(separatedBy: ", column ").count == 2, "one position: \(message)")
        #expect(message.contains("line \(position.line), column \(position.column)"), "\(message)")
        return position
    }

    // MARK: - Xylem's own errors

    @Test(arguments: parsers) func aValueErrorHasTheMessagesNumbers(_ parser: XMLDecoder.Parser) throws {
        struct Item: Decodable { let num: Int }
        struct Items: Decodable { let item: [Item] }
        let xml = "<items>\n  <item><num>1</num></item>\n  <item><num>x1</num></item>\n</items>"
        let (error, context) = try failure(Items.self, xml, parser)
        guard case .dataCorrupted = error else { Issue.record("\(error)"); return }
        let position = try position(context)
        #expect(position == XMLDecodingPosition(line: 3, column: 13))
        #expect(position.underlyingError == nil)
        #expect(context.codingPath.map(\.stringValue) == ["item", "Index 1", "num"])
    }

    @Test(arguments: parsers) func everyKindOfPositionedErrorCarriesIt(_ parser: XMLDecoder.Parser) throws {
        struct Pair: Decodable { let a: Int; let b: String }
        struct Wrapper: Decodable { let pair: Pair }
        // keyNotFound: the element that lacks the key.
        let (missing, missingContext) = try failure(Wrapper.self, "<r>\n<pair><a>1</a></pair></r>", parser)
        guard case .keyNotFound = missing else { Issue.record("\(missing)"); return }
        #expect(try position(missingContext) == XMLDecodingPosition(line: 2, column: 6))
        // valueNotFound: an empty element for an Int.
        let (empty, emptyContext) = try failure(Wrapper.self, "<r><pair>\n<a/><b>x</b></pair></r>", parser)
        guard case .valueNotFound = empty else { Issue.record("\(empty)"); return }
        // (The column of an empty-element tag is its "/", where the parser reports its end.)
        #expect(try position(emptyContext) == XMLDecodingPosition(line: 2, column: 3))
        // typeMismatch: an element with children where an Int is read.
        let (children, childrenContext) = try failure(
            Wrapper.self, "<r><pair>\n\n<a><x/></a><b>x</b></pair></r>", parser)
        guard case .typeMismatch = children else { Issue.record("\(children)"); return }
        #expect(try position(childrenContext) == XMLDecodingPosition(line: 3, column: 3))
    }

    @Test(arguments: parsers) func severalElementsPointAtTheSecond(_ parser: XMLDecoder.Parser) throws {
        struct Doc: Decodable { let title: String }
        let (error, context) = try failure(Doc.self, "<d>\n<title>a</title>\n  <title>b</title>\n</d>", parser)
        guard case .typeMismatch = error else { Issue.record("\(error)"); return }
        #expect(try position(context) == XMLDecodingPosition(line: 3, column: 9))
    }

    // MARK: - Once, through nested init(from:) levels

    /// Three levels of types with their own `init(from:)` around a value that does not fit.
    struct Level3: Decodable {
        let n: Int
        init(from decoder: any Decoder) throws {
            n = try decoder.container(keyedBy: AnyKey.self).decode(Int.self, forKey: AnyKey("n"))
        }
    }
    struct Level2: Decodable {
        let inner: Level3
        init(from decoder: any Decoder) throws {
            inner = try decoder.container(keyedBy: AnyKey.self).decode(Level3.self, forKey: AnyKey("inner"))
        }
    }
    struct Level1: Decodable {
        let items: [Level2]
        init(from decoder: any Decoder) throws {
            items = try decoder.container(keyedBy: AnyKey.self).decode([Level2].self, forKey: AnyKey("item"))
        }
    }
    struct AnyKey: CodingKey {
        let stringValue: String
        init(_ name: String) { stringValue = name }
        init?(stringValue: String) { self.stringValue = stringValue }
        var intValue: Int? { nil }
        init?(intValue: Int) { nil }
    }

    @Test(arguments: parsers) func nestedInitsAddNoSecondPosition(_ parser: XMLDecoder.Parser) throws {
        let xml = """
            <r>
              <item><inner><n>1</n></inner></item>
              <item><inner><n>2</n></inner></item>
              <item><inner>
                <n>zz</n></inner></item>
            </r>
            """
        let (error, context) = try failure(Level1.self, xml, parser)
        guard case .dataCorrupted = error else { Issue.record("\(error)"); return }
        #expect(try position(context) == XMLDecodingPosition(line: 5, column: 7))
        #expect(context.codingPath.map(\.stringValue) == ["item", "Index 2", "inner", "n"])
    }

    /// A type whose `init(from:)` rejects what it read, with an underlying error of its own,
    /// inside two levels of `init(from:)` and an array.
    struct Checked: Decodable {
        init(from decoder: any Decoder) throws {
            let text = try decoder.singleValueContainer().decode(String.self)
            guard text == "ok" else {
                throw DecodingError.dataCorrupted(
                    .init(
                        codingPath: decoder.codingPath, debugDescription: "Not ok: \(text)",
                        underlyingError: Rejected(reason: text)))
            }
        }
    }
    struct Holder: Decodable {
        let checks: [Checked]
        init(from decoder: any Decoder) throws {
            checks = try decoder.container(keyedBy: AnyKey.self).decode([Checked].self, forKey: AnyKey("check"))
        }
    }
    struct Outer: Decodable {
        let holder: Holder
        init(from decoder: any Decoder) throws {
            holder = try decoder.container(keyedBy: AnyKey.self).decode(Holder.self, forKey: AnyKey("holder"))
        }
    }

    @Test(arguments: parsers) func aUsersErrorGetsOnePositionAndKeepsItsUnderlyingError(
        _ parser: XMLDecoder.Parser
    ) throws {
        let xml = "<o>\n<holder>\n  <check>ok</check>\n  <check>bad</check>\n</holder>\n</o>"
        let (error, context) = try failure(Outer.self, xml, parser)
        guard case .dataCorrupted = error else { Issue.record("\(error)"); return }
        let position = try position(context)
        #expect(position.line == 4)
        #expect(position.column == 9)
        #expect(position.underlyingError as? Rejected == Rejected(reason: "bad"))
        #expect(context.debugDescription == "Not ok: bad at line 4, column 9")
        #expect(context.codingPath.map(\.stringValue) == ["holder", "check", "Index 1"])
    }

    @Test(arguments: parsers) func aUsersErrorWithoutUnderlyingErrorGetsAPosition(_ parser: XMLDecoder.Parser) throws {
        enum Status: String, Decodable { case open, closed }
        struct Ticket: Decodable { let status: Status }
        let (error, context) = try failure(
            [Ticket].self, "<t>\n<ticket><status>open</status></ticket>\n<ticket><status>lost</status></ticket></t>",
            parser)
        guard case .dataCorrupted = error else { Issue.record("\(error)"); return }
        // The raw-value enum's own error, from the `init(from:)` Swift writes.
        #expect(try position(context) == XMLDecodingPosition(line: 3, column: 16))
    }

    @Test(arguments: parsers) func aRethrownPositionedErrorPassesUnchanged(_ parser: XMLDecoder.Parser) throws {
        /// Tries the element as an Int, then as a Bool, and rethrows the first error.
        struct Either: Decodable {
            init(from decoder: any Decoder) throws {
                let container = try decoder.singleValueContainer()
                do {
                    _ = try container.decode(Int.self)
                } catch {
                    guard (try? container.decode(Bool.self)) != nil else { throw error }
                }
            }
        }
        struct Doc: Decodable { let value: [Either] }
        let (_, context) = try failure(Doc.self, "<d><value>1</value>\n<value>?</value></d>", parser)
        #expect(try position(context) == XMLDecodingPosition(line: 2, column: 7))
    }

    @Test(arguments: parsers) func aCustomStrategysErrorKeepsItsUnderlyingError(_ parser: XMLDecoder.Parser) throws {
        struct Event: Decodable { let at: Date }
        let (_, context) = try failure(Event.self, "<e>\n  <at>someday</at></e>", parser) {
            $0.dateDecodingStrategy = .custom { decoder in
                let text = try decoder.singleValueContainer().decode(String.self)
                throw DecodingError.dataCorrupted(
                    .init(
                        codingPath: decoder.codingPath, debugDescription: "No date",
                        underlyingError: Rejected(reason: text)))
            }
        }
        let position = try position(context)
        #expect(position.line == 2)
        #expect(position.underlyingError as? Rejected == Rejected(reason: "someday"))
    }

    // MARK: - Errors with no element to point at

    @Test(arguments: parsers) func aSyntaxErrorKeepsItsOwnUnderlyingError(_ parser: XMLDecoder.Parser) throws {
        struct Doc: Decodable { let a: String? }
        let (_, context) = try failure(Doc.self, "<d><a></d>", parser)
        #expect(context.underlyingError is XMLSyntaxError)
    }

    // MARK: - The type

    @Test func equalityAndDescription() {
        let plain = XMLDecodingPosition(line: 3, column: 7)
        #expect(plain.description == "line 3, column 7")
        #expect(plain.localizedDescription == "line 3, column 7")
        #expect(plain == XMLDecodingPosition(line: 3, column: 7))
        #expect(plain != XMLDecodingPosition(line: 3, column: 8))
        let wrapped = XMLDecodingPosition(line: 3, column: 7, underlyingError: Rejected(reason: "x"))
        #expect(wrapped == XMLDecodingPosition(line: 3, column: 7, underlyingError: Rejected(reason: "x")))
        #expect(wrapped != XMLDecodingPosition(line: 3, column: 7, underlyingError: Rejected(reason: "y")))
        #expect(wrapped != plain)
        #expect(wrapped.description == #"line 3, column 7: Rejected(reason: "x")"#)
        // An underlying error that is not Equatable compares by type and description.
        struct Opaque: Error { let n: Int }
        #expect(
            XMLDecodingPosition(line: 1, column: 1, underlyingError: Opaque(n: 1))
                == XMLDecodingPosition(line: 1, column: 1, underlyingError: Opaque(n: 1)))
        #expect(
            XMLDecodingPosition(line: 1, column: 1, underlyingError: Opaque(n: 1))
                != XMLDecodingPosition(line: 1, column: 1, underlyingError: Opaque(n: 2)))
    }
}
