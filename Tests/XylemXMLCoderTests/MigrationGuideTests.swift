// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

// The examples of XylemXMLCoder.docc/MigratingFromXMLCoder.md's first section ("Step 1: change the import"),
// which the doc tests cannot run: they import XylemXMLCoder, whose XMLEncoder and XMLDecoder
// would shadow Xylem's in the one file the doc tests are generated into. Not part of XMLCoder's
// ported suite.
import Testing
import Foundation
import XylemXMLCoder

@Suite struct MigrationGuideTests {
    struct Book: Codable, Equatable {
        @Attribute var id: Int
        let title: String
    }

    @Test func changeTheImport() throws {
        let encoder = XMLEncoder()
        encoder.outputFormatting = .prettyPrinted
        let data = try encoder.encode(Book(id: 7, title: "Dune"), withRootKey: "book",
                                      header: XMLHeader(version: 1.0, encoding: "UTF-8"))
        #expect(String(decoding: data, as: UTF8.self) == """
        <?xml version="1.0" encoding="UTF-8"?>
        <book id="7">
            <title>Dune</title>
        </book>
        """)
        #expect(try XMLDecoder().decode(Book.self, from: data) == Book(id: 7, title: "Dune"))
    }

    /// In a file that imports XylemXMLCoder, the unqualified names are the compatibility classes
    /// (they shadow Xylem's), and Xylem's stay reachable by their module's name.
    @Test func namesShadowXylems() throws {
        #expect(XMLEncoder.self == XylemXMLCoder.XMLEncoder.self)
        #expect(XMLDecoder.self == XylemXMLCoder.XMLDecoder.self)
        #expect(ObjectIdentifier(XMLDecoder.self) != ObjectIdentifier(Xylem.XMLDecoder.self))
        let xylem = Xylem.XMLDecoder()
        #expect(try xylem.decode(Book.self, from: #"<book id="7"><title>Dune</title></book>"#) == Book(id: 7, title: "Dune"))
    }

    /// XMLCoder's defaults: dates as seconds since 1970 both ways (`.deferredToDate` writes
    /// `Date`'s own number), `yes`/`no` Booleans, no XML declaration unless a header is given.
    @Test func xmlCodersDefaults() throws {
        struct Event: Codable, Equatable {
            let on: Bool
            let at: Date
        }
        let event = try XMLDecoder().decode(Event.self, from: Data("<event><on>yes</on><at>1715677200</at></event>".utf8))
        #expect(event == Event(on: true, at: Date(timeIntervalSince1970: 1_715_677_200)))
        let written = String(decoding: try XMLEncoder().encode(Event(on: false, at: Date(timeIntervalSinceReferenceDate: 5)), withRootKey: "event"), as: UTF8.self)
        #expect(written == "<event><on>false</on><at>5.0</at></event>")
    }

    /// Errors stay Xylem's: the case and the coding path.
    @Test func errorsHaveTheCodingPath() throws {
        struct Point: Decodable {
            let x: Int
        }
        #expect {
            try XMLDecoder().decode(Point.self, from: Data("<p><x>one</x></p>".utf8))
        } throws: { error in
            guard case DecodingError.dataCorrupted(let context) = error else { return false }
            return context.codingPath.map(\.stringValue) == ["x"]
        }
    }
}

extension MigrationGuideTests {
    /// `nestedUnkeyedContainer(forKey:)` reads a wrapper's children when a list hint says it
    /// wraps a list (XMLCoder reads a lone element's children without one).
    @Test func nestedUnkeyedContainerWithAListHint() throws {
        struct Basket: Decodable {
            let items: [String]
            enum CodingKeys: String, CodingKey { case items }
            init(from decoder: any Decoder) throws {
                var list = try decoder.container(keyedBy: CodingKeys.self).nestedUnkeyedContainer(forKey: .items)
                var items: [String] = []
                while !list.isAtEnd { items.append(try list.decode(String.self)) }
                self.items = items
            }
        }
        let xml = Data("<basket><items><item>a</item><item>b</item></items></basket>".utf8)
        let decoder = XMLDecoder()
        decoder.listHints = [.wrapper("items")]
        #expect(try decoder.decode(Basket.self, from: xml).items == ["a", "b"])
    }
}
