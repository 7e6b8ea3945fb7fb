// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import Xylem

/// Errors that say how to fix the model: the name that nearly matched, the type that was
/// expected, the cases a choice enum has. Each message is checked by its key parts.
@Suite("Diagnostics", .bothParsers)
struct DiagnosticTests {
    /// The error `body` throws, which must be a `DecodingError`.
    private func failure(_ body: () throws -> Void) throws -> (DecodingError, DecodingError.Context) {
        let error = try #require(throws: DecodingError.self) { try body() }
        switch error {
        case .keyNotFound(_, let context), .typeMismatch(_, let context), .valueNotFound(_, let context),
            .dataCorrupted(let context):
            return (error, context)
        @unknown default:
            throw error
        }
    }

    private func keyNotFound<T: Decodable>(
        _ type: T.Type, _ xml: String, decoder: XMLDecoder = XMLDecoder.underTest(),
        key: String, path: [String]
    ) throws -> String {
        let (error, context) = try failure { _ = try decoder.decode(type, from: xml) }
        guard case .keyNotFound(let missing, _) = error else { Issue.record("\(error)"); return "" }
        #expect(missing.stringValue == key)
        #expect(context.codingPath.map(\.stringValue) == path)
        #expect(context.debugDescription.contains(" at line "))
        return context.debugDescription
    }

    // MARK: - Near misses

    @Test func aPrefixedNameSuggestsTheKeyAndTheStrategies() throws {
        struct Envelope: Decodable { let body: String }
        let message = try keyNotFound(
            Envelope.self,
            """
            <soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/">
              <soap:Body>ok</soap:Body>
            </soap:Envelope>
            """, key: "body", path: [])
        #expect(message.contains(#"No element or attribute named "body" in <soap:Envelope> at line 1,"#))
        #expect(message.contains(#"it has the element <soap:Body>: use the key "soap:Body""#))
        #expect(
            message.contains("set namespaceStrategy = .stripPrefixes and keyDecodingStrategy = .convertFromCapitalized")
        )
    }

    @Test(arguments: [
        ("<r><Title>x</Title></r>", "title", "<Title>", "Title", "keyDecodingStrategy = .convertFromCapitalized"),
        ("<r><TITLE>x</TITLE></r>", "title", "<TITLE>", "TITLE", "keyDecodingStrategy = .convertFromCapitalized"),
        (
            "<r><FIRST_NAME>x</FIRST_NAME></r>", "firstName", "<FIRST_NAME>", "FIRST_NAME",
            "keyDecodingStrategy = .convertFromSnakeCase"
        ),
        (
            "<r><first_name>x</first_name></r>", "firstName", "<first_name>", "first_name",
            "keyDecodingStrategy = .convertFromSnakeCase"
        ),
        (
            "<r><first-name>x</first-name></r>", "firstName", "<first-name>", "first-name",
            "keyDecodingStrategy = .convertFromKebabCase"
        ),
        (
            "<r itunes:author='x' xmlns:itunes='urn:i'/>", "author", "attribute itunes:author", "itunes:author",
            "namespaceStrategy = .stripPrefixes"
        ),
        ("<r><FirstName_x>x</FirstName_x></r>", "firstNameX", "<FirstName_x>", "FirstName_x", ""),
    ])
    func nearMissesSuggestTheKeyAndTheSetting(
        xml: String, key: String, found: String, suggestedKey: String, setting: String
    ) throws {
        struct Any1: Decodable {
            let value: String
            struct Key: CodingKey {
                let stringValue: String
                var intValue: Int? { nil }
                init(stringValue: String) { self.stringValue = stringValue }
                init?(intValue: Int) { nil }
            }
            init(from decoder: any Decoder) throws {
                let key = try #require(decoder.userInfo[CodingUserInfoKey(rawValue: "key")!] as? String)
                value = try decoder.container(keyedBy: Key.self).decode(String.self, forKey: Key(stringValue: key))
            }
        }
        let decoder = XMLDecoder.underTest()
        decoder.userInfo[CodingUserInfoKey(rawValue: "key")!] = key
        let message = try keyNotFound(Any1.self, xml, decoder: decoder, key: key, path: [])
        #expect(
            message.contains(
                "it has the \(found.hasPrefix("<") ? "element " : "")\(found): use the key \"\(suggestedKey)\""))
        if setting.isEmpty {
            #expect(!message.contains("or set"))
        } else {
            #expect(message.contains("or set \(setting)"))
        }
    }

    @Test func attributeKeysSuggestAttributeKeys() throws {
        struct Tag: Decodable {
            let id: String
            enum CodingKeys: String, CodingKey { case id = "@id" }
        }
        let attribute = try keyNotFound(Tag.self, "<tag ID='7'/>", key: "@id", path: [])
        #expect(
            attribute.contains(
                #"it has the attribute ID: use the key "@ID", or set keyDecodingStrategy = .convertFromCapitalized"#))
        let element = try keyNotFound(Tag.self, "<tag><id>7</id></tag>", key: "@id", path: [])
        #expect(element.contains(#"it has the element <id>: use the key "id""#))
    }

    @Test func aNearMissUnderAStrategyAlreadySet() throws {
        struct Row: Decodable { let firstName: String }
        let decoder = XMLDecoder.underTest()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        let message = try keyNotFound(
            Row.self, "<row><first-name>Kim</first-name></row>", decoder: decoder, key: "firstName", path: [])
        #expect(message.contains(#"use the key "first-name", or set keyDecodingStrategy = .convertFromKebabCase"#))
    }

    @Test func aKeyOneLevelDownSuggestsAWrapperHint() throws {
        struct Item: Decodable { let name: String }
        // (An array property would read a missing key as empty: the near miss is for one value.)
        struct Body: Decodable { let item: Item; let totalCount: Int }
        struct Response: Decodable { let body: Body }
        let message = try keyNotFound(
            Response.self,
            """
            <response>
              <body>
                <items><item><name>a</name></item><item><name>b</name></item></items>
                <totalCount>2</totalCount>
              </body>
            </response>
            """, key: "item", path: ["body"])
        #expect(message.contains("<body> at line 2,"))
        #expect(message.contains("<item> is one level down, in its child <items>"))
        #expect(message.contains(#"listHints = [.wrapper("items")]"#))
    }

    @Test func withNothingCloseTheNamesThereAreListed() throws {
        struct Feed: Decodable { let entries: String }
        var xml = "<feed version='2' lang='ko'>"
        for index in 0 ..< 10 { xml += "<c\(index)/>" }
        let many = try keyNotFound(Feed.self, xml + "</feed>", key: "entries", path: [])
        #expect(many.contains("its children are <c0>, <c1>, <c2>, <c3>, <c4>, <c5>, <c6>, <c7>, ... (10 in all)"))
        #expect(many.contains("it has 2 attributes"))
        let few = try keyNotFound(
            Feed.self, "<feed version='2'><title/><item/><item/></feed>", key: "entries", path: [])
        #expect(few.contains("its children are <title> and <item>; its attributes are \"version\""))
        let none = try keyNotFound(Feed.self, "<feed>text only</feed>", key: "entries", path: [])
        #expect(none.contains("it has no child elements or attributes"))
    }

    /// A JSON habit: the text beside attributes named `value` or `text`. The message names
    /// the key that reads it, `""`; an element without text, or with children, gets no such hint.
    @Test func aMissingKeyOnAnElementWithTextNamesTheEmptyKey() throws {
        struct Price: Decodable { let currency: String; let value: Decimal }
        let message = try keyNotFound(
            Price.self, #"<price currency="EUR">12.50</price>"#, key: "value", path: [])
        #expect(message.contains(#"its attributes are "currency""#))
        #expect(message.contains(#"it has text of its own: read it with the key "" (in CodingKeys, case value = "")"#))
        struct Prefixed: Decodable {
            let text: String
            enum CodingKeys: String, CodingKey { case text = "p:text" }
        }
        let prefixed = try keyNotFound(Prefixed.self, "<t>hello</t>", key: "p:text", path: [])
        #expect(prefixed.contains(#"(in CodingKeys, case value = "")"#))
        let empty = try keyNotFound(Price.self, #"<price currency="EUR"> </price>"#, key: "value", path: [])
        #expect(!empty.contains("text of its own"))
        let withChildren = try keyNotFound(
            Price.self, #"<price currency="EUR">12<b/></price>"#, key: "value", path: [])
        #expect(!withChildren.contains("text of its own"))
    }

    /// Issue 36, item 14: an item that lacks a key its siblings have is not a wrapper: the
    /// hint is the optional property, never `.wrapper("entry")`, which would read its children
    /// as the entries.
    @Test func anItemThatLacksAKeyItsSiblingsHaveSuggestsAnOptional() throws {
        struct Entry: Decodable { let title: String; let summary: String }
        struct Feed: Decodable { let entry: [Entry] }
        let atom = """
            <feed xmlns="http://www.w3.org/2005/Atom"><title>News</title>
              <entry><title>A</title><summary>first</summary></entry>
              <entry><title>B</title></entry>
            </feed>
            """
        let message = try keyNotFound(Feed.self, atom, key: "summary", path: ["entry", "Index 1"])
        #expect(!message.contains("listHints"))
        #expect(
            message.contains(
                #"other <entry> elements have "summary": declare the property optional if it may be absent"#))
        // The only <entry>, with one child: still not a wrapper (a list of one entry).
        let single = try keyNotFound(
            Feed.self, "<feed><entry><title>B</title></entry></feed>", key: "summary", path: ["entry", "Index 0"])
        #expect(!single.contains("listHints"))
    }

    @Test func anArrayItemThatLooksLikeAWrapperSuggestsTheHint() throws {
        struct Item: Decodable { let name: String }
        struct Body: Decodable { let items: [Item] }
        let message = try keyNotFound(
            Body.self, "<body><items><item><name>a</name></item><item/></items></body>",
            key: "name", path: ["items", "Index 0"])
        #expect(
            message.contains(
                #"its children are <item>: if <items> wraps a list of <item>, set listHints = [.wrapper("items")]"#))
        // Not for a single value, nor for children of several names.
        struct Single: Decodable { let items: Item }
        let single = try keyNotFound(Single.self, "<body><items><item/></items></body>", key: "name", path: ["items"])
        #expect(!single.contains("wraps a list"))
    }

    /// One rule per shape: the same message at the root, in a property and in an array item.
    @Test func theSameSuggestionAtTheRootInAPropertyAndInAnArrayItem() throws {
        struct Person: Decodable { let firstName: String }
        struct Team: Decodable { let lead: Person; let member: [Person] }
        let root = try keyNotFound(
            Person.self, "<person><first_name>A</first_name></person>", key: "firstName", path: [])
        let property = try keyNotFound(
            Team.self, "<team><lead><first_name>A</first_name></lead></team>",
            key: "firstName", path: ["lead"])
        let item = try keyNotFound(
            Team.self,
            """
            <team><lead><firstName>A</firstName></lead><member><first_name>B</first_name></member></team>
            """, key: "firstName", path: ["member", "Index 0"])
        for message in [root, property, item] {
            #expect(message.contains(#"use the key "first_name", or set keyDecodingStrategy = .convertFromSnakeCase"#))
        }
    }

    // MARK: - Type names

    @Test func aScalarWithChildElementsNamesTheTypeAndTheChildren() throws {
        struct Stats: Decodable { let count: Int }
        let (error, context) = try failure {
            _ = try XMLDecoder.underTest().decode(
                Stats.self, from: "<stats>\n  <count><min>1</min><max>9</max></count>\n</stats>")
        }
        guard case .typeMismatch(let type, _) = error else { Issue.record("\(error)"); return }
        #expect(type is Int.Type)
        #expect(context.codingPath.map(\.stringValue) == ["count"])
        #expect(context.debugDescription.contains("Expected Int at line 2,"))
        #expect(context.debugDescription.contains("but found the element <count> with children (<min> and <max>)"))
    }

    @Test func twoElementsForOneStringSayHowManyAndWhere() throws {
        struct Book: Decodable { let title: String }
        struct Shelf: Decodable { let book: [Book] }
        let xml = """
            <shelf>
              <book>
                <title>Dune</title>
                <title>Der Wüstenplanet</title>
              </book>
            </shelf>
            """
        let (error, context) = try failure { _ = try XMLDecoder.underTest().decode(Shelf.self, from: xml) }
        guard case .typeMismatch(let type, _) = error else { Issue.record("\(error)"); return }
        #expect(type is String.Type)
        #expect(context.codingPath.map(\.stringValue) == ["book", "Index 0", "title"])
        #expect(context.debugDescription.contains("Expected one <title> but found 2 (lines 3 and 4)"))
        #expect(context.debugDescription.contains("the second at line 4,"))
        #expect(context.debugDescription.contains("[String]"))
        #expect(context.debugDescription.contains("repeatedElementDecodingStrategy = .useFirst"))
    }

    @Test func severalElementsForOneStructNameItsArrayType() throws {
        struct Person: Decodable { let name: String }
        struct Book: Decodable { let author: Person }
        let (error, context) = try failure {
            _ = try XMLDecoder.underTest().decode(
                Book.self, from: "<book><author><name>A</name></author><author><name>B</name></author><author/></book>")
        }
        guard case .typeMismatch(let type, _) = error else { Issue.record("\(error)"); return }
        #expect(type is Person.Type)
        #expect(context.codingPath.map(\.stringValue) == ["author"])
        #expect(context.debugDescription.contains("Expected one <author> but found 3 (lines 1, 1 and 1)"))
        #expect(context.debugDescription.contains("declare the property as [Person]"))
    }

    // MARK: - Choices

    enum Shape: Decodable, Equatable {
        case circle(radius: Double)
        case square(side: Double)
    }

    @Test func aChoiceThatFindsNoCaseSaysWhatItSawAndExpected() throws {
        struct Drawing: Decodable { let shape: Shape }
        let (error, context) = try failure {
            _ = try XMLDecoder.underTest().decode(
                Drawing.self, from: "<drawing>\n  <shape><triangle a='1'/><fill/></shape>\n</drawing>")
        }
        guard case .typeMismatch(let type, _) = error else { Issue.record("\(error)"); return }
        #expect(type is Shape.Type)
        #expect(context.codingPath.map(\.stringValue) == ["shape"])
        let message = context.debugDescription
        #expect(message.contains("No case of Shape matches <shape> at line 2,"))
        #expect(message.contains("neither are its children <triangle> and <fill>"))
        #expect(message.contains("the cases are circle and square"))
        #expect(!message.contains("Invalid number of keys"))
    }

    @Test func aChoiceNearMissNamesTheSetting() throws {
        let (_, context) = try failure {
            _ = try XMLDecoder.underTest().decode(
                [Shape].self, from: "<shapes><shape><Circle radius='1'/></shape></shapes>")
        }
        #expect(context.codingPath.map(\.stringValue) == ["Index 0"])
        #expect(
            context.debugDescription.contains(
                #"<Circle> would be the case circle with keyDecodingStrategy = .convertFromCapitalized, or with the key "Circle" for it"#
            ))
        // At the root, the same rule and message.
        let (_, root) = try failure {
            _ = try XMLDecoder.underTest().decode(Shape.self, from: "<shape><Circle radius='1'/></shape>")
        }
        #expect(root.debugDescription.contains("No case of Shape matches <shape> at line 1,"))
        #expect(root.debugDescription.contains("<Circle> would be the case circle"))
        // And a choice that does find its case still decodes.
        #expect(
            try XMLDecoder.underTest().decode(Shape.self, from: "<shape><circle radius='2'/></shape>")
                == .circle(radius: 2))
    }

    @Test func aChoiceWithoutChildren() throws {
        let (_, context) = try failure { _ = try XMLDecoder.underTest().decode(Shape.self, from: "<polygon/>") }
        #expect(context.debugDescription.contains("<polygon> is not a case, and it has no children"))
    }
}
