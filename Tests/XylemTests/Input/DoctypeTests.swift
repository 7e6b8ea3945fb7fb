// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import Xylem

/// Document type declarations: XMLParser on Linux crashed on ordinary ones (an attribute
/// declared `#IMPLIED` or `#REQUIRED`, a notation with only a public identifier). Xylem hands
/// the DTD to the parser while it has no delegate: libxml2 still reads every declaration.
@Suite("Document type declarations", .bothParsers)
struct DoctypeTests {
    struct Item: Decodable, Equatable {
        let id: String
        let kind: String?
        let tokens: String?
        let value: String
        enum CodingKeys: String, CodingKey { case id, kind, tokens, value = "" }
    }

    static let crashers = [
        "<!ATTLIST item id CDATA #REQUIRED kind CDATA #IMPLIED>",
        "<!NOTATION gif PUBLIC \"-//W3C//NOTATION GIF//EN\">",
        "<!ATTLIST item id ID #REQUIRED kind (a|b) #IMPLIED tokens NMTOKENS #IMPLIED>",
        "<!ELEMENT item (#PCDATA)><!-- a ] or > in a comment --><?pi?><?pi data?>",
        "<!ATTLIST item kind CDATA \"in a literal: ]> \">",
    ]

    static func document(_ subset: String, body: String = "<item id=\"7\">x</item>") -> String {
        "<?xml version=\"1.0\"?>\n<!DOCTYPE item [\n\(subset)\n]>\n" + body
    }

    /// Each declaration that crashed the process, through every entry point.
    @Test(arguments: crashers)
    func declarationsThatCrashedXMLParserAreRead(subset: String) async throws {
        let xml = Data(Self.document(subset).utf8)
        #expect(try XMLDecoder.underTest().decode(Item.self, from: xml).id == "7")
        #expect(try XMLTree.underTest(data: xml).root.attributes["id"] == "7")
        var seen = 0
        var reader = XMLStreamReader(decoder: .underTest())
        reader.onRecord(at: "item") { _ in seen += 1 }
        try await reader.read(from: .data(xml))
        #expect(seen == 1)
    }

    /// A non-validating processor applies the defaults and the value normalization the
    /// internal subset declares; so does Xylem (libxml2 reads the declarations).
    @Test func attributeDefaultsAndNormalizationApply() throws {
        let xml = Self.document(
            "<!ATTLIST item kind CDATA \"plain\" tokens NMTOKENS #IMPLIED>",
            body: "<item id=\"7\" tokens=\"  a   b \">x</item>")
        let item = try XMLDecoder.underTest().decode(Item.self, from: xml)
        #expect(item == Item(id: "7", kind: "plain", tokens: "a b", value: "x"))
    }

    /// A DTD larger than a chunk, and documents whose DTD ends at every offset around the
    /// 128 KiB chunk boundary: the root element is never parsed without the delegate.
    @Test(arguments: [-3, -2, -1, 0, 1, 2, 3, 131_072])
    func aDTDAcrossChunkBoundaries(shift: Int) throws {
        let declaration = "<!ATTLIST item kind CDATA #IMPLIED>\n"
        var subset = ""
        while subset.utf8.count < 131_072 - 80 + shift { subset += declaration }
        let head = Self.document("").utf8.count - "<item id=\"7\">x</item>".utf8.count
        let padding = max(0, 131_072 - head - subset.utf8.count + shift)
        let xml = Self.document(subset + String(repeating: " ", count: padding))
        #expect(try XMLDecoder.underTest().decode(Item.self, from: xml).value == "x")
        #expect(try XMLTree.underTest(data: Data(xml.utf8)).root.text == "x")
    }

    /// Malformed declarations are still errors (libxml2 checks them; the parse stops).
    @Test(arguments: [
        "<!ATTLIST item id CDATA#IMPLIED>", "<!NOTATION gif>", "<!ELEMENT item (#PCDATA>",
        "<!ATTLIST item id CDATA \"x>",
        "<!-- unclosed", "<!ELEMENT item ANY", "garbage",
    ])
    func malformedDeclarationsAreErrors(subset: String) throws {
        let xml = Data(Self.document(subset).utf8)
        #expect(throws: DecodingError.self) { try XMLDecoder.underTest().decode(Item.self, from: xml) }
        #expect(throws: XMLSyntaxError.self) { _ = try XMLTree.underTest(data: xml) }
    }

    /// Processing instructions without data, anywhere, are read (and ignored).
    @Test func processingInstructionsWithoutDataAnywhere() throws {
        let xml = "<?pi?>\n<!DOCTYPE item [<?pi?>]><?pi?><item id=\"7\">x<?pi?>y</item><?pi?>"
        #expect(try XMLDecoder.underTest().decode(Item.self, from: xml).value == "xy")
    }
}
