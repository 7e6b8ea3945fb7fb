// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import Xylem

/// Escaping, characters XML cannot hold, CDATA and names.
@Suite("Encoder: text and names")
struct EncoderTextTests {
    struct Note: Codable, Equatable {
        let title: String
        let body: String
        let tag: String
        enum CodingKeys: String, CodingKey { case title = "@title", body, tag = "" }
    }

    static let markup = [
        "Fish & Chips", "a < b > c", "]]>", "x]]>y]]>", "\"quoted\" and 'single'", "tab\there", "line\nbreak",
        "carriage\rreturn", "crlf\r\n", "&amp; already escaped", "emoji 🐟🍟", "한국어 텍스트", "中文", "<![CDATA[x]]>",
        "  leading and trailing  ",
    ]

    @Test(arguments: markup)
    func textAndAttributesReadBackExactly(text: String) throws {
        let note = Note(title: text, body: text, tag: "")
        let encoder = XMLEncoder()
        let data = try encoder.encode(note, root: "note")
        let parsed = try ParsedElement.parse(data)
        #expect(parsed.attributes["title"] == text)
        #expect(parsed.child("body").text == text)
        #expect(!String(decoding: data, as: UTF8.self).contains("]]>"))
        let decoder = XMLDecoder.underTest()
        decoder.whitespaceDecodingStrategy = .preserve
        #expect(try decoder.decode(Note.self, from: data) == note)
    }

    @Test func escapesAreTheIssuesList() throws {
        let encoder = XMLEncoder()
        encoder.declaration = nil
        let xml = try encoder.encodeToString(Note(title: "&<>\"\t\r\n", body: "&<>\"\t\r\n", tag: "]]>"), root: "n")
        #expect(xml == "<n title=\"&amp;&lt;&gt;&quot;&#9;&#13;&#10;\"><body>&amp;&lt;&gt;\"\t&#13;\n</body>]]&gt;</n>")
    }

    static let forbidden: [Unicode.Scalar] = [
        "\u{0}", "\u{1}", "\u{8}", "\u{B}", "\u{C}", "\u{E}", "\u{1F}", "\u{FFFE}", "\u{FFFF}",
    ]

    @Test(arguments: forbidden)
    func charactersXMLCannotHoldAreErrorsWithTheCodingPath(scalar: Unicode.Scalar) {
        let bad = "before" + String(Character(scalar)) + "after"
        let code = "U+" + String(format: "%04X", scalar.value)
        expectEncodingError(path: ["body"], [code, "XML 1.0 cannot hold"]) {
            _ = try XMLEncoder().encode(Note(title: "t", body: bad, tag: ""), root: "note")
        }
        expectEncodingError(path: ["@title"], [code]) {
            _ = try XMLEncoder().encode(Note(title: bad, body: "b", tag: ""), root: "note")
        }
        expectEncodingError(path: [""], [code]) {
            _ = try XMLEncoder().encode(Note(title: "t", body: "b", tag: bad), root: "note")
        }
        let cdata = XMLEncoder()
        cdata.stringEncodingStrategy = .cdata { _ in true }
        expectEncodingError(path: ["items", "Index 1"], [code]) {
            _ = try cdata.encode(["items": ["ok", bad]], root: "list")
        }
    }

    @Test func otherNonASCIICharactersPass() throws {
        // U+FFFD, U+FEFF and other EF-led sequences are text; only U+FFFE and U+FFFF are not.
        let text = "\u{FFFD}\u{FEFF}\u{EFFF}\u{10FFFF}"
        #expect(try roundTrip(["v": text], root: "r") == ["v": text])
    }

    @Test(arguments: markup)
    func cdataSectionsReadBackExactly(text: String) throws {
        let encoder = XMLEncoder()
        encoder.stringEncodingStrategy = .cdata { $0.last?.stringValue == "body" }
        let data = try encoder.encode(Note(title: text, body: text, tag: text), root: "note")
        let xml = String(decoding: data, as: UTF8.self)
        #expect(xml.contains("<body><![CDATA["))
        let parsed = try ParsedElement.parse(data)
        #expect(parsed.child("body").text == text)
        #expect(parsed.attributes["title"] == text)
        #expect(parsed.text == text)  // not chosen: escaped
    }

    // MARK: - Names

    static let invalidKeys: [(String, String)] = [
        ("my key", "\" \" (U+0020) cannot be in a name"),
        ("1st", "\"1\" (U+0031) cannot start a name"),
        ("a:b:c", "more than one colon"),
        (":a", "a colon at the start or the end"),
        ("a:", "a colon at the start or the end"),
        ("@", "an empty name"),
        ("x/y", "\"/\" (U+002F) cannot be in a name"),
    ]

    @Test(arguments: invalidKeys)
    func keysThatAreNotNamesAreErrors(key: String, problem: String) {
        expectEncodingError(path: ["items", key], ["not an XML name", problem]) {
            _ = try XMLEncoder().encode(["items": [key: 1]], root: "r")
        }
    }

    /// The fix the message gives depends on where the name came from: a CodingKeys value is
    /// the model's to change; a dictionary's key is data (an `[Int: T]` key never is a name).
    @Test func theFixForANameThatIsNotOneNamesItsOrigin() {
        struct Item: Encodable {
            let title = "x"
            enum CodingKeys: String, CodingKey { case title = "my title" }
        }
        expectEncodingError(path: ["my title"], ["not an XML name", "give it another string value in CodingKeys"]) {
            _ = try XMLEncoder().encode(Item(), root: "r")
        }
        let dictionaryFix = "a dictionary's keys are element names: use keys XML allows, or an array of entries"
        expectEncodingError(path: ["items", "my key"], [dictionaryFix]) {
            _ = try XMLEncoder().encode(["items": ["my key": 1]], root: "r")
        }
        expectEncodingError(path: ["items", "1"], ["\"1\" is not an XML name", dictionaryFix]) {
            _ = try XMLEncoder().encode(["items": [1: "a"]], root: "r")
        }
    }

    @Test func unicodeNamesAreNames() throws {
        let value = ["이름": "김민지", "straße": "x", "_id": "1", "a.b-c": "2"]
        let parsed = try XMLEncoder().parsed(value, root: "데이터")
        #expect(parsed.name == "데이터")
        #expect(parsed.children.map(\.name) == ["_id", "a.b-c", "straße", "이름"])
    }

    @Test func theRootNameIsChecked() {
        expectEncodingError(path: [], ["\"my root\" is not an XML element name"]) {
            _ = try XMLEncoder().encode(1, root: "my root")
        }
        expectEncodingError(path: [], ["prefix \"soap\"", "rootAttributes"]) {
            _ = try XMLEncoder().encode(1, root: "soap:Envelope")
        }
    }
}
