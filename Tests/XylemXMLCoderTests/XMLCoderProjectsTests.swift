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
}
