// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import Xylem

/// Issue 11, item 5: only collection types gather same-named siblings; every other type, also
/// one that asks for an unkeyed container, is one element, whose unkeyed container reads that
/// element's children. The same at the root, in a property and in an array item.
@Suite("Collections", .bothParsers)
struct CollectionTests {
    /// A plist `<dict>`: alternating `<key>` and value elements, read with an unkeyed container.
    struct PlistDict: Decodable, Equatable {
        var entries: [String: String] = [:]

        init(_ entries: [String: String]) { self.entries = entries }

        init(from decoder: any Decoder) throws {
            var container = try decoder.unkeyedContainer()
            while !container.isAtEnd {
                let key = try container.decode(String.self)
                entries[key] = try container.decode(String.self)
            }
        }
    }

    /// A pair of numbers read with an unkeyed container: `<point><c>1</c><c>2</c></point>`.
    struct Pair: Decodable, Equatable {
        let x: Double
        let y: Double

        init(x: Double, y: Double) {
            self.x = x
            self.y = y
        }

        init(from decoder: any Decoder) throws {
            var container = try decoder.unkeyedContainer()
            x = try container.decode(Double.self)
            y = try container.decode(Double.self)
        }
    }

    @Test(arguments: Position.allCases)
    func aTypeThatAsksForAnUnkeyedContainerIsOneElement(position: Position) throws {
        let dict = "<v><key>CFBundleName</key><string>Xylem</string><key>CFBundleVersion</key><string>1.0</string></v>"
        #expect(
            try position.decode(PlistDict.self, dict) == PlistDict(["CFBundleName": "Xylem", "CFBundleVersion": "1.0"]))
        #expect(try position.decode(Pair.self, "<v><c>1.5</c><c>-2</c></v>") == Pair(x: 1.5, y: -2))
        #expect(try position.decode(PlistDict.self, "<v/>") == PlistDict([:]))
    }

    @Test func aPlistDecodesWithoutHints() throws {
        struct Plist: Decodable { let dict: PlistDict }
        let plist = try XMLDecoder.underTest().decode(
            Plist.self,
            from: """
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0">
                <dict>
                    <key>CFBundleIdentifier</key>
                    <string>org.example.xylem</string>
                    <key>CFBundleShortVersionString</key>
                    <string>2.4</string>
                </dict>
                </plist>
                """)
        #expect(plist.dict.entries == ["CFBundleIdentifier": "org.example.xylem", "CFBundleShortVersionString": "2.4"])
    }

    @Test func oneElementIsOneValueAlsoWhenSeveralShareItsName() throws {
        struct R: Decodable { let v: Pair }
        let error = try #require(throws: DecodingError.self) {
            try XMLDecoder.underTest().decode(R.self, from: "<r><v><c>1</c><c>2</c></v>\n<v><c>3</c><c>4</c></v></r>")
        }
        guard case .typeMismatch(_, let context) = error else { Issue.record("\(error)"); return }
        #expect(context.codingPath.map(\.stringValue) == ["v"])
        #expect(context.debugDescription.contains("found 2"))
        #expect(context.debugDescription.contains("line 2"))
    }

    @Test func collectionTypesGatherSiblings() throws {
        struct R: Decodable {
            let array: [Int]
            let contiguous: ContiguousArray<Int>
            let set: Set<String>
            let optional: [Int]?
            let missing: Set<Int>?
            let pairs: [Pair]
        }
        let r = try XMLDecoder.underTest().decode(
            R.self,
            from: """
                <r><array>1</array><array>2</array><contiguous>3</contiguous><contiguous>4</contiguous>
                <set>a</set><set>b</set><set>a</set><optional>5</optional>
                <pairs><c>1</c><c>2</c></pairs><pairs><c>3</c><c>4</c></pairs></r>
                """)
        #expect(r.array == [1, 2])
        #expect(r.contiguous == [3, 4])
        #expect(r.set == ["a", "b"])
        #expect(r.optional == [5])
        #expect(r.missing == nil)
        #expect(r.pairs == [Pair(x: 1, y: 2), Pair(x: 3, y: 4)])
    }

    /// A collection of one's own, marked so that it gathers siblings.
    struct Bag: Decodable, Equatable, XMLCollection {
        var items: [String]

        init(_ items: [String]) { self.items = items }

        init(from decoder: any Decoder) throws {
            var container = try decoder.unkeyedContainer()
            var items: [String] = []
            while !container.isAtEnd { items.append(try container.decode(String.self)) }
            self.items = items
        }
    }

    @Test func aMarkedTypeGathersSiblingsLikeAnArray() throws {
        struct R: Decodable { let tag: Bag; let other: Bag?; let none: Bag? }
        let r = try XMLDecoder.underTest().decode(R.self, from: "<r><tag>a</tag><other>x</other><tag>b</tag></r>")
        #expect(r.tag == Bag(["a", "b"]))
        #expect(r.other == Bag(["x"]))
        #expect(r.none == nil)
        #expect(try XMLDecoder.underTest().decode(Bag.self, from: "<tags><t>1</t><t>2</t></tags>") == Bag(["1", "2"]))
    }

    @Test func listHintsStillApply() throws {
        let decoder = XMLDecoder.underTest()
        decoder.listHints = [.wrapper("items")]
        struct R: Decodable { let items: [Int]; let bag: Bag? }
        let r = try decoder.decode(R.self, from: "<r><items><i>1</i><i>2</i></items></r>")
        #expect(r.items == [1, 2])
        struct Marked: Decodable { let items: Bag }
        #expect(try decoder.decode(Marked.self, from: "<r><items><i>x</i></items></r>").items == Bag(["x"]))
    }

    @Test func dataOfItsOwnIsACollectionOfBytes() throws {
        // With .deferredToData, Data reads as [UInt8] does: one element per byte.
        struct R: Decodable { let payload: Data; let bytes: [UInt8] }
        let decoder = XMLDecoder.underTest()
        decoder.dataDecodingStrategy = .deferredToData
        let r = try decoder.decode(
            R.self, from: "<r><payload>104</payload><bytes>104</bytes><payload>105</payload><bytes>105</bytes></r>")
        #expect(r.payload == Data("hi".utf8))
        #expect(r.bytes == Array("hi".utf8))
    }

    @Test func anUnkeyedContainerReadsTheTextOfALeaf() throws {
        // The content of an element is its children and its text: a leaf is one text item.
        #expect(try XMLDecoder.underTest().decode([String].self, from: "<list> one value </list>") == ["one value"])
        #expect(try XMLDecoder.underTest().decode([String].self, from: "<list/>") == [])
        #expect(
            try XMLDecoder.underTest().decode([String].self, from: "<list>\n  <a>x</a>\n  <b>y</b>\n</list>") == [
                "x", "y",
            ])
    }
}
