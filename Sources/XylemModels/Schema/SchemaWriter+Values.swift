// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation

// Two helpers of the generated models that hold what a plain value would lose: a union's
// QName with its namespace, and a nilled element's attributes (read from a copy of the
// element without `xsi:nil`).

extension SchemaWriter {
    /// A union that takes a prefixed name as a QName: the name with its namespace, so that the
    /// prefix is declared where it is written, or the text of another member.
    mutating func writeUnionValue() {
        let name = SchemaScalar.unionValueName
        let level = access  // a value the models hold: as visible as they are
        line("")
        line("/// The value of a union with a QName member: a prefixed name whose prefix is declared is the")
        line("/// QName (its namespace kept, its prefix declared where it is written); any other text is")
        line("/// another member's value, as written.")
        line("\(level)enum \(name): Codable, Equatable, Sendable {")
        line("case name(XMLQName)", 1)
        line("case text(String)", 1)
        line("")
        line("\(level)init(from decoder: any Decoder) throws {", 1)
        line("let text = try decoder.singleValueContainer().decode(String.self)", 2)
        line("if text.contains(\":\"), let name = try? XMLQName(from: decoder) {", 2)
        line("self = .name(name)", 3)
        line("} else {", 2)
        line("self = .text(text)", 3)
        line("}", 2)
        line("}", 1)
        line("")
        line("\(level)func encode(to encoder: any Encoder) throws {", 1)
        line("switch self {", 2)
        line("case .name(let name): try name.encode(to: encoder)", 2)
        line("case .text(let text):", 2)
        line("var container = encoder.singleValueContainer()", 3)
        line("try container.encode(text)", 3)
        line("}", 2)
        line("}", 1)
        line("}")
    }

    /// The reading of a nilled element whose type keeps its attributes: a copy of the element
    /// without `xsi:nil`, read with a flag in `userInfo` that says its value is nil.
    mutating func writeValueless() {
        line("/// Set in `userInfo` while a nilled element's copy is read: its value is nil.", 1)
        line("static let valueless = CodingUserInfoKey(rawValue: \"SchemaNilled.valueless\")!", 1)
        line("")
        line("/// Whether the element being read is a nilled element's copy, whose value is nil.", 1)
        line("static func isValueless(_ decoder: any Decoder) -> Bool { decoder.userInfo[valueless] != nil }", 1)
        line("")
        line("/// A nilled element read as `T`: a copy of it without `xsi:nil` and content (its attributes", 1)
        line("/// and the namespace declarations in scope), read with `valueless` set.", 1)
        line(
            "static func attributes<T: Decodable>(of decoder: any Decoder, as type: T.Type, reading makeDecoder: () -> XMLDecoder) throws -> T {",
            1)
        line("let element = try XMLFragment(from: decoder)", 2)
        line("let scope = element.namespaces", 2)
        line("var text = \"<\" + element.name", 2)
        line("for (name, value) in element.node.attributes.sorted(by: { $0.key < $1.key }) {", 2)
        line("if let colon = name.firstIndex(of: \":\"), name[name.index(after: colon)...] == \"nil\",", 3)
        line("scope[String(name[..<colon])] == \"http://www.w3.org/2001/XMLSchema-instance\" { continue }", 4)
        line("var escaped = \"\"", 3)
        line("for character in value.unicodeScalars {", 3)
        line("switch character {", 4)
        line("case \"&\": escaped += \"&amp;\"", 4)
        line("case \"<\": escaped += \"&lt;\"", 4)
        line("case \"\\\"\": escaped += \"&quot;\"", 4)
        line("case \"\\t\", \"\\n\", \"\\r\": escaped += \"&#\\(character.value);\"", 4)
        line("default: escaped.unicodeScalars.append(character)", 4)
        line("}", 4)
        line("}", 3)
        line("text += \" \\(name)=\\\"\\(escaped)\\\"\"", 3)
        line("}", 2)
        line("let reader = makeDecoder()", 2)
        line("reader.userInfo[valueless] = true", 2)
        line("return try reader.decode(T.self, from: text + \"/>\")", 2)
        line("}", 1)
        line("")
    }
}
