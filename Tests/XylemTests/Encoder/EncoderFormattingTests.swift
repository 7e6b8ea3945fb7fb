// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import Xylem

/// The output options: declaration, pretty printing, sorted keys, root attributes; userInfo and
/// sharing one encoder between tasks.
@Suite("Encoder: output")
struct EncoderFormattingTests {
    struct Link: Codable, Equatable {
        let rel: String
        let href: String
        enum CodingKeys: String, CodingKey { case rel = "@rel", href = "@href" }
    }

    struct Entry: Codable, Equatable {
        let title: String
        let link: Link
        let author: [String]
        let id: Int
    }

    static let entry = Entry(
        title: "Cups & saucers", link: Link(rel: "self", href: "https://e.com/1"), author: ["Kim", "Lee"], id: 1)

    @Test func prettyPrintingIndentsElementsOnly() throws {
        let encoder = XMLEncoder()
        encoder.outputFormatting = .prettyPrinted
        let xml = try encoder.encodeToString(Self.entry, root: "entry")
        #expect(
            xml == """
                <?xml version="1.0" encoding="UTF-8"?>
                <entry>
                  <title>Cups &amp; saucers</title>
                  <link rel="self" href="https://e.com/1"/>
                  <author>Kim</author>
                  <author>Lee</author>
                  <id>1</id>
                </entry>

                """)
        encoder.prettyPrintIndentation = .tabs(1)
        #expect(
            try encoder.encodeToString(["a": ["b": 1]], root: "r").contains(
                "\n<r>\n\t<a>\n\t\t<b>1</b>\n\t</a>\n</r>\n"))
        #expect(try roundTrip(Self.entry, root: "entry", encoder: encoder) == Self.entry)
    }

    @Test func sortedKeysOrderAttributesAndChildrenButNotListItems() throws {
        struct Mixed: Encodable {
            let zeta: Int
            let alpha: [String]
            let mid: Link
            let beta: String
            let list: [String: Int]
            enum CodingKeys: String, CodingKey { case zeta, alpha, mid, beta = "@beta", list }
        }
        let encoder = XMLEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        encoder.declaration = nil
        let xml = try encoder.encodeToString(
            Mixed(zeta: 1, alpha: ["z", "a"], mid: Link(rel: "r", href: "h"), beta: "b", list: ["y": 1, "x": 2]),
            root: "m")
        #expect(
            xml == """
                <m beta="b">
                  <alpha>z</alpha>
                  <alpha>a</alpha>
                  <list>
                    <x>2</x>
                    <y>1</y>
                  </list>
                  <mid href="h" rel="r"/>
                  <zeta>1</zeta>
                </m>

                """)

        enum Shape: Encodable { case square(side: Int), circle(r: Int) }
        encoder.listHints = [.wrapper("shapes")]
        let shapes = try encoder.parsed(["shapes": [Shape.square(side: 1), .circle(r: 2)]], root: "d")
        #expect(shapes.child("shapes").children.map(\.name) == ["square", "circle"])
    }

    @Test func aLateAttributeIsSortedToo() throws {
        struct Late: Encodable {
            let b: Int, c: Int, a: Int
            enum CodingKeys: String, CodingKey { case b, c = "@c", a = "@a" }
        }
        let encoder = XMLEncoder()
        encoder.outputFormatting = .sortedKeys
        encoder.declaration = nil
        #expect(try encoder.encodeToString(Late(b: 1, c: 2, a: 3), root: "l") == #"<l a="3" c="2"><b>1</b></l>"#)
    }

    @Test func theDeclarationAndStandalone() throws {
        let encoder = XMLEncoder()
        encoder.declaration = XMLEncoder.Declaration(standalone: true)
        #expect(
            try encoder.encodeToString(1, root: "n").hasPrefix(
                #"<?xml version="1.0" encoding="UTF-8" standalone="yes"?>"#))
        encoder.declaration = XMLEncoder.Declaration(standalone: false)
        #expect(try encoder.encodeToString(1, root: "n").contains(#"standalone="no""#))
        encoder.declaration = nil
        #expect(try encoder.encodeToString(1, root: "n") == "<n>1</n>")
    }

    @Test func rootAttributesGoOnTheRootInAFixedOrder() throws {
        let encoder = XMLEncoder()
        encoder.declaration = nil
        encoder.rootAttributes = [
            "version": "2.0", "xmlns:itunes": "urn:i", "xmlns": "urn:rss", "xmlns:content": "urn:c", "a": "&",
        ]
        let xml = try encoder.encodeToString(["channel": ["title": "t"]], root: "rss")
        #expect(
            xml
                == #"<rss xmlns="urn:rss" xmlns:content="urn:c" xmlns:itunes="urn:i" a="&amp;" version="2.0"><channel><title>t</title></channel></rss>"#
        )
        #expect(try encoder.encodeToString("text", root: "rss").hasPrefix(#"<rss xmlns="urn:rss""#))
    }

    @Test func userInfoReachesEncodeTo() throws {
        struct Reading: Encodable {
            static let unit = CodingUserInfoKey(rawValue: "unit")!
            let value: Double
            func encode(to encoder: any Encoder) throws {
                var container = encoder.singleValueContainer()
                try container.encode("\(value) \(encoder.userInfo[Self.unit] as? String ?? "m")")
            }
        }
        let encoder = XMLEncoder()
        encoder.userInfo[Reading.unit] = "ft"
        #expect(try encoder.parsed(Reading(value: 3), root: "ele").text == "3.0 ft")
    }

    @Test func oneEncoderServesManyTasks() async throws {
        let encoder = XMLEncoder()
        encoder.outputFormatting = .sortedKeys
        let results = try await withThrowingTaskGroup(of: Bool.self) { group in
            for index in 0 ..< 200 {
                group.addTask {
                    struct Plain: Codable { let title: String; let id: Int }
                    return try XMLDecoder.underTest().decode(
                        Plain.self, from: encoder.encode(Plain(title: "\(index)", id: index), root: "p")
                    ).id == index
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.count == 200 && results.allSatisfy { $0 })
    }
}
