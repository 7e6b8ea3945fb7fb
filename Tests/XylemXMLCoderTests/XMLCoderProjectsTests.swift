// Not part of XMLCoder's ported suite: what open-source projects written for XMLCoder do, and
// XMLCoder 0.18.2 answers (each expectation was checked against XMLCoder itself), written as
// those projects write it, in the Swift 5 language mode this target builds in.
import Foundation
import Testing
import XylemXMLCoder

/// A project's own type named like XMLCoder's, which is why it writes `XMLCoder.XMLDecoder`.
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
}
