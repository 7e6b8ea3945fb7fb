// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

// Not part of XMLCoder's ported suite: what open-source projects written for XMLCoder do, and
// XMLCoder 0.18.2 answers (each expectation was checked against XMLCoder itself), written as
// those projects write it, in the Swift 5 language mode this target builds in.
import Foundation
import Testing
import XylemXMLCoder

/// A project's own type named like XMLCoder's, which is why it writes `XMLCoder.XMLDecoder`
/// (as this file does throughout).
private struct XMLDecoder {}

@Suite struct XMLCoderProjectsTests {
    struct Sheet: Codable, Equatable {
        @XMLCoder.Attribute var name: String
        @XMLCoder.Element var title: String
    }

    struct Cell: Codable, XMLCoder.DynamicNodeEncoding {
        let ref: String
        static func nodeEncoding(for key: CodingKey) -> XMLCoder.XMLEncoder.NodeEncoding { .attribute }
    }

    /// `XMLCoder.XMLDecoder` and the module's other names, qualified, where the project has
    /// an `XMLDecoder` of its own.
    @Test func moduleQualifiedNames() throws {
        let encoder = XMLCoder.XMLEncoder()
        encoder.outputFormatting = XMLCoder.XMLEncoder.OutputFormatting.sortedKeys
        let header = XMLCoder.XMLHeader(version: 1.0)
        let data = try encoder.encode(Sheet(name: "a", title: "b"), withRootKey: "sheet", header: header)
        #expect(String(decoding: data, as: UTF8.self) == "<?xml version=\"1.0\"?>\n<sheet name=\"a\"><title>b</title></sheet>")
        #expect(String(decoding: try encoder.encode(Cell(ref: "A1"), withRootKey: "c"), as: UTF8.self) == #"<c ref="A1" />"#)
        let decoder = XMLCoder.XMLDecoder()
        decoder.keyDecodingStrategy = XMLCoder.XMLDecoder.KeyDecodingStrategy.useDefaultKeys
        #expect(try decoder.decode(Sheet.self, from: data) == Sheet(name: "a", title: "b"))
        #expect(XMLDecoder.self != XMLCoder.XMLDecoder.self as Any.Type)
    }

    /// Where one value is read and the element has several children of its name, XMLCoder
    /// reads the first (Xylem's own decoder says so with an error, unless told `.useFirst`).
    @Test func firstOfRepeatedElements() throws {
        struct Route: Decodable, Equatable {
            let name: String
            let stop: Stop
        }
        struct Stop: Decodable, Equatable {
            let id: Int
        }
        let xml = "<route><name>A</name><stop><id>1</id></stop><name>B</name><stop><id>2</id></stop></route>"
        #expect(try XMLCoder.XMLDecoder().decode(Route.self, from: Data(xml.utf8)) == Route(name: "A", stop: Stop(id: 1)))
    }

    /// `.iso8601` writes whole seconds, as XMLCoder's `ISO8601DateFormatter` does (ICU rounds to
    /// milliseconds, then drops the fraction); it still reads fractions.
    @Test(arguments: [
        (1_715_677_200.75, "2024-05-14T09:00:00Z"),
        (59.9999, "1970-01-01T00:01:00Z"),
        (-0.25, "1969-12-31T23:59:59Z"),
        (1_715_677_200, "2024-05-14T09:00:00Z"),
    ])
    func iso8601WritesWholeSeconds(seconds: Double, written: String) throws {
        struct Event: Codable {
            let at: Date
            let also: [Date?]
        }
        let encoder = XMLEncoder()
        encoder.dateEncodingStrategy = .iso8601
        let date = Date(timeIntervalSince1970: seconds)
        let data = try encoder.encode(Event(at: date, also: [date]), withRootKey: "event")
        #expect(String(decoding: data, as: UTF8.self) == "<event><at>\(written)</at><also>\(written)</also></event>")
        let decoder = XMLCoder.XMLDecoder()
        decoder.dateDecodingStrategy = .iso8601
        #expect(try decoder.decode(Event.self, from: Data("<event><at>2024-05-14T09:00:00.5Z</at></event>".utf8)).at
            == Date(timeIntervalSince1970: 1_715_677_200.5))
    }

    /// A value that encodes two arrays into its encoder (two `unkeyedContainer()`s, as
    /// MusicXML's models write an element's children): XMLCoder writes the second list's items
    /// after the first's.
    @Test func secondListOfOneValue() throws {
        struct Pitch: Encodable {
            let step: String
        }
        struct Chords: Encodable {
            let first: [Pitch]
            let second: [Pitch]
            func encode(to encoder: Encoder) throws {
                try first.encode(to: encoder)
                try second.encode(to: encoder)
            }
        }
        struct Words: Encodable {
            func encode(to encoder: Encoder) throws {
                try ["a", "b"].encode(to: encoder)
                var more = encoder.unkeyedContainer()
                try more.encode("c")
            }
        }
        struct Measure: Encodable {
            let note: Chords
            let word: Words
            let rest: Int
        }
        let data = try XMLEncoder().encode(Measure(note: Chords(first: [Pitch(step: "C")], second: [Pitch(step: "D"), Pitch(step: "E")]),
                                                   word: Words(), rest: 1), withRootKey: "measure")
        #expect(String(decoding: data, as: UTF8.self) == "<measure>"
            + "<note><step>C</step></note><note><step>D</step></note><note><step>E</step></note>"
            + "<word>a</word><word>b</word><word>c</word><rest>1</rest></measure>")
    }

    /// `.convertFromCapitalized` lowers the first letter only, as XMLCoder: `SRS` is `sRS`
    /// (also for `@Attribute`), `URLValue` is `uRLValue`; a prefixed name keeps its case.
    @Test func convertFromCapitalizedLowersTheFirstLetter() throws {
        struct Layer: Decodable, Equatable {
            @Attribute var sRS: String
            let uRLValue: String
            let name: String
            let titles: [String]
            enum CodingKeys: String, CodingKey {
                case sRS, uRLValue, name = "ows:Name", titles = "title"
            }
        }
        let decoder = XMLCoder.XMLDecoder()
        decoder.keyDecodingStrategy = .convertFromCapitalized
        let xml = #"<Layer SRS="EPSG:4326" xmlns:ows="urn:ows"><URLValue>u</URLValue><ows:Name>n</ows:Name><Title>a</Title><Title>b</Title></Layer>"#
        let layer = try decoder.decode(Layer.self, from: Data(xml.utf8))
        #expect(layer == Layer(sRS: "EPSG:4326", uRLValue: "u", name: "n", titles: ["a", "b"]))
    }

    /// A key that no name reads as is reported in XMLCoder's keys, never in Xylem's spelling
    /// (`"@srs"`), which an `@Attribute` property does not use.
    @Test func missingAttributeSaysWhatTheElementHas() throws {
        struct Layer: Decodable {
            @Attribute var srs: String
        }
        for strategy in [XMLCoder.XMLDecoder.KeyDecodingStrategy.useDefaultKeys, .convertFromCapitalized] {
            let decoder = XMLCoder.XMLDecoder()
            decoder.keyDecodingStrategy = strategy
            #expect {
                try decoder.decode(Layer.self, from: Data(#"<Layer SRS="EPSG:4326"/>"#.utf8))
            } throws: { error in
                guard case DecodingError.keyNotFound(let key, let context) = error else { return false }
                return key.stringValue == "srs" && !context.debugDescription.contains("@")
                    && context.debugDescription.contains("line 1")
                    && (context.debugDescription.contains("SRS (attribute SRS)") || context.debugDescription.contains("sRS (attribute SRS)"))
            }
        }
    }

    /// `shouldProcessNamespaces` takes the prefix off element names only: an attribute is
    /// still `r:id` (an XLSX workbook's relationships).
    @Test func shouldProcessNamespacesKeepsAttributePrefixes() throws {
        struct Workbook: Decodable, Equatable {
            let sheets: Sheets
        }
        struct Sheets: Decodable, Equatable {
            let sheet: [Sheet]
        }
        struct Sheet: Decodable, Equatable {
            let name: String
            let id: String
            enum CodingKeys: String, CodingKey {
                case name
                case id = "r:id"
            }
        }
        let xml = """
        <x:workbook xmlns:x="http://schemas.openxmlformats.org/spreadsheetml/2006/main"
                    xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">
          <x:sheets><x:sheet name="One" r:id="rId1"/><x:sheet name="Two" r:id="rId2"/></x:sheets>
        </x:workbook>
        """
        let decoder = XMLCoder.XMLDecoder()
        decoder.shouldProcessNamespaces = true
        let workbook = try decoder.decode(Workbook.self, from: Data(xml.utf8))
        #expect(workbook.sheets.sheet == [Sheet(name: "One", id: "rId1"), Sheet(name: "Two", id: "rId2")])
    }

    /// A `.custom` key strategy gets each name as XMLCoder gives it, prefix included
    /// (`xmlns:o`, `o:response`) after the container's coding path, and its answer is the key.
    @Test func customKeyStrategyGetsWholeNames() throws {
        struct Reply: Decodable, Equatable {
            let response: Response?
        }
        struct Response: Decodable, Equatable {
            let status: String
        }
        var seen: [String] = []
        let decoder = XMLCoder.XMLDecoder()
        decoder.keyDecodingStrategy = .custom { path in
            seen.append(path.map(\.stringValue).joined(separator: "/"))
            let name = path.last!.stringValue
            return XMLKey(stringValue: String(name.split(separator: ":").last!))!
        }
        let xml = #"<o:reply xmlns:o="urn:transit"><o:response><o:status>ok</o:status></o:response></o:reply>"#
        #expect(try decoder.decode(Reply.self, from: Data(xml.utf8)) == Reply(response: Response(status: "ok")))
        // (The path holds the names the keys read: `o:response`, where XMLCoder's has `response`.)
        #expect(seen.contains("o:response") && seen.contains("o:response/o:status") && seen.contains("xmlns:o") == false)
    }

    struct XMLKey: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// The key `""` read as `String?` is nil when the element has no text (XMLCoder reads the
    /// element's text nodes; an empty element has none), and beside child elements it is the
    /// first run of text, as XMLCoder keeps it.
    @Test func ownTextAsXMLCoderReadsIt() throws {
        struct Field: Decodable, Equatable {
            let kind: String?
            let text: String?
            enum CodingKeys: String, CodingKey { case kind, text = "" }
        }
        struct Required: Decodable, Equatable {
            let text: String
            enum CodingKeys: String, CodingKey { case text = "" }
        }
        let decoder = XMLCoder.XMLDecoder()
        #expect(try decoder.decode(Field.self, from: Data(#"<field kind="a"/>"#.utf8)) == Field(kind: "a", text: nil))
        #expect(try decoder.decode(Field.self, from: Data("<field>  </field>".utf8)) == Field(kind: nil, text: nil))
        #expect(try decoder.decode(Field.self, from: Data("<field><b>x</b></field>".utf8)) == Field(kind: nil, text: nil))
        #expect(try decoder.decode(Field.self, from: Data("<field>one</field>".utf8)) == Field(kind: nil, text: "one"))
        #expect(try decoder.decode(Field.self, from: Data("<field>first<b>x</b>second</field>".utf8)) == Field(kind: nil, text: "first"))
        #expect(try decoder.decode(Field.self, from: Data("<field>\n  first\n  <b>x</b>second</field>".utf8)) == Field(kind: nil, text: "first"))
        #expect(try decoder.decode(Required.self, from: Data("<field/>".utf8)) == Required(text: ""))
        #expect(try decoder.decode(Required.self, from: Data("<field>a &amp; b<b>x</b>c</field>".utf8)) == Required(text: "a & b"))
        // XMLCoder reads "" here (the first node is the element): the first run is kept instead.
        #expect(try decoder.decode(Required.self, from: Data("<field><b>x</b>second</field>".utf8)) == Required(text: "second"))
    }

    /// Names that XMLCoder's conversions make one key: a single value reads the first (XMLCoder's
    /// answer); a list, which XMLCoder gathers from all of them, is an error that names both;
    /// a list key that is a child's name as written but not as converted is a near miss, not
    /// an empty list; without shouldProcessNamespaces the hint names XMLCoder's option.
    @Test func namesThatConvertToOneKey() throws {
        struct Single: Decodable, Equatable {
            let item: String
        }
        struct Listed: Decodable {
            let item: [String]
        }
        struct Prefixed: Decodable {
            let item: [String]
            enum CodingKeys: String, CodingKey { case item = "a:item" }
        }
        let xml = Data(#"<r xmlns:a="urn:a" xmlns:b="urn:b"><a:item>1</a:item><b:item>2</b:item><a:item>3</a:item></r>"#.utf8)
        let decoder = XMLCoder.XMLDecoder()
        decoder.shouldProcessNamespaces = true
        #expect(try decoder.decode(Single.self, from: xml) == Single(item: "1"))
        #expect {
            try decoder.decode(Listed.self, from: xml)
        } throws: { error in
            guard case DecodingError.dataCorrupted(let context) = error else { return false }
            return context.codingPath.map(\.stringValue) == ["item"] && context.debugDescription.contains("a:item and b:item")
        }
        #expect {
            try decoder.decode(Prefixed.self, from: xml)
        } throws: { error in
            guard case DecodingError.keyNotFound(let key, let context) = error else { return false }
            return key.stringValue == "a:item" && context.debugDescription.contains(#"read as the key "item""#)
        }
        // Without shouldProcessNamespaces, <a:item> and <b:item> are other elements than the key
        // `item` (different prefixes are never near misses, issue 36 item 4): an empty list.
        #expect(try XMLCoder.XMLDecoder().decode(Listed.self, from: xml).item.isEmpty)
    }

    /// `@Element` reads a child element only, as XMLCoder (an attribute of its name is not it).
    @Test func elementWrapperReadsElementsOnly() throws {
        struct Book: Decodable {
            @Element var title: String?
            @ElementAndAttribute var id: String
        }
        let decoder = XMLCoder.XMLDecoder()
        let attributes = try decoder.decode(Book.self, from: Data(#"<book title="a" id="1"/>"#.utf8))
        #expect(attributes.title == nil && attributes.id == "1")
        let elements = try decoder.decode(Book.self, from: Data(#"<book id="1"><title>b</title></book>"#.utf8))
        #expect(elements.title == "b" && elements.id == "1")
    }
}
