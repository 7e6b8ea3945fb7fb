// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
@testable import Xylem

// What a decoded document needs to be written back as it was (issue 36): numbers as short as
// JSONEncoder writes them, only the namespace declarations the document uses, and fragments
// whose names are equal to their keys' by namespace URI and local name.

@Suite("Encoder: writing back what was read")
struct EncoderWriteBackTests {
    static func plain() -> XMLEncoder {
        let encoder = XMLEncoder()
        encoder.declaration = nil
        return encoder
    }

    // MARK: - Numbers

    struct Point: Codable, Equatable {
        let lon: Double
        let ele: Float
        enum CodingKeys: String, CodingKey { case lon = "@lon", ele }
    }

    @Test func aWholeNumberIsWrittenWithoutAFraction() throws {
        let doubles: [Double] = [180, -180, 0, -0.0, 1, 42_000, 999_999_999_999_999, 1e15, 1e300, 0.5, 1318.59, 1e-5]
        let texts = try Self.plain().parsed(doubles, root: "d").children.map(\.text)
        // JSONEncoder's spelling, except the exponents, which are Swift's `description`.
        #expect(
            texts == [
                "180", "-180", "0", "-0", "1", "42000", "999999999999999", "1000000000000000", "1e+300", "0.5",
                "1318.59", "1e-05",
            ])
        let floats: [Float] = [180, -2, 0, 0.1, 1e10, 16_777_216]
        #expect(
            try Self.plain().parsed(floats, root: "f").children.map(\.text) == [
                "180", "-2", "0", "0.1", "1e+10", "16777216",
            ])
        for (index, double) in doubles.enumerated() {
            #expect(Double(texts[index]) == double && Double(texts[index])?.sign == double.sign)
        }
        let point = Point(lon: 180, ele: 12)
        #expect(try Self.plain().encodeToString(point, root: "trkpt") == #"<trkpt lon="180"><ele>12</ele></trkpt>"#)
        #expect(try XMLDecoder.underTest().decode(Point.self, from: Self.plain().encode(point, root: "trkpt")) == point)
    }

    @Test func aWholeNumberInAStreamIsWrittenWithoutAFraction() throws {
        let stream = OutputStream.toMemory()
        let writer = try XMLStreamWriter(stream: stream, encoder: Self.plain())
        try writer.open("r")
        try writer.write(180.0, as: "lon")
        try writer.finish()
        let data = stream.property(forKey: .dataWrittenToMemoryStreamKey) as? Data ?? Data()
        #expect(String(decoding: data, as: UTF8.self) == "<r><lon>180</lon></r>")
    }

    // MARK: - Declarations of .mapURIs

    struct Feed: Codable, Equatable {
        let title: String
        let duration: Int?
        let link: String?
        enum CodingKeys: String, CodingKey { case title, duration = "itunes:duration", link = "@xlink:href" }
    }

    static let itunes = "http://www.itunes.com/dtds/podcast-1.0.dtd"
    static let xlink = "http://www.w3.org/1999/xlink"

    @Test func mapURIsDeclaresOnlyThePrefixesTheDocumentUses() throws {
        let encoder = Self.plain()
        encoder.namespaceStrategy = .mapURIs([Self.itunes: "itunes", Self.xlink: "xlink"])
        #expect(
            try encoder.encodeToString(Feed(title: "t", duration: nil, link: nil), root: "rss")
                == "<rss><title>t</title></rss>")
        #expect(
            try encoder.encodeToString(Feed(title: "t", duration: 3, link: nil), root: "rss")
                == #"<rss xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd"><title>t</title><itunes:duration>3</itunes:duration></rss>"#
        )
        let both = try encoder.encode(Feed(title: "t", duration: 3, link: "x"), root: "rss")
        let tree = try XMLTree.underTest(data: both)
        #expect(tree.root.attributes == ["xmlns:itunes": Self.itunes, "xmlns:xlink": Self.xlink, "xlink:href": "x"])
        let decoder = XMLDecoder.underTest()
        decoder.namespaceStrategy = .mapURIs([Self.itunes: "itunes", Self.xlink: "xlink"])
        #expect(try decoder.decode(Feed.self, from: both) == Feed(title: "t", duration: 3, link: "x"))
        // Sorted keys and pretty printing move the runs of the root after the declaration is inserted.
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        let sorted = try encoder.encode(
            [Feed(title: "a", duration: 1, link: nil), Feed(title: "b", duration: nil, link: "y")], root: "list")
        let list = try XMLTree.underTest(data: sorted).root
        #expect(list.attributes == ["xmlns:itunes": Self.itunes, "xmlns:xlink": Self.xlink])
        #expect(list.children.map { $0.children.map(\.name) } == [["itunes:duration", "title"], ["title"]])
        #expect(list.children[1].attributes == ["xlink:href": "y"])
    }

    @Test func aMappedPrefixOfTheRootOrARootAttributeIsDeclaredOnTheRoot() throws {
        let encoder = Self.plain()
        encoder.namespaceStrategy = .mapURIs([Self.itunes: "itunes"])
        #expect(
            try encoder.encodeToString("x", root: "itunes:author")
                == #"<itunes:author xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd">x</itunes:author>"#)
        encoder.rootAttributes = ["itunes:version": "2"]
        #expect(
            try XMLTree.underTest(data: encoder.encode("x", root: "r")).root.attributes["xmlns:itunes"] == Self.itunes)
    }

    @Test func aStreamDeclaresEveryMappedPrefix() throws {
        let encoder = Self.plain()
        encoder.namespaceStrategy = .mapURIs([Self.itunes: "itunes"])
        let stream = OutputStream.toMemory()
        let writer = try XMLStreamWriter(stream: stream, encoder: encoder)
        try writer.open("rss")
        try writer.finish()
        let data = stream.property(forKey: .dataWrittenToMemoryStreamKey) as? Data ?? Data()
        #expect(try XMLTree.underTest(data: data).root.attributes == ["xmlns:itunes": Self.itunes])
    }

    // MARK: - Fragments across prefixes

    struct Offering: Codable, Equatable {
        let process: XMLFragment
        let other: [XMLFragment]
        enum CodingKeys: String, CodingKey { case process = "wps:Process", other = "wps:Other" }
    }

    static let wps = "http://www.opengis.net/wps/1.0.0"

    @Test(arguments: ["ns0", "wps", ""])
    func aFragmentReadUnderMapURIsIsWrittenWhateverPrefixTheDocumentUsed(prefix: String) throws {
        let qualified = prefix.isEmpty ? "" : prefix + ":"
        let declaration = prefix.isEmpty ? "xmlns" : "xmlns:" + prefix
        let document = """
            <\(qualified)Offering \(declaration)="\(Self.wps)"><\(qualified)Process><\(qualified)Identifier>buffer</\(qualified)Identifier></\(qualified)Process><\(qualified)Other/></\(qualified)Offering>
            """
        let decoder = XMLDecoder.underTest()
        decoder.namespaceStrategy = .mapURIs([Self.wps: "wps"])
        let offering = try decoder.decode(Offering.self, from: document)
        #expect(offering.process.name == qualified + "Process")
        let encoder = Self.plain()
        encoder.namespaceStrategy = .mapURIs([Self.wps: "wps"])
        let written = try encoder.encode(offering, root: "wps:Offering")
        // Read back, the fragment has the root's `xmlns:wps` in scope too: compare what it holds.
        let copy = try decoder.decode(Offering.self, from: written)
        #expect(copy.process.name == qualified + "Process")
        #expect(copy.process.namespaces[prefix] == Self.wps)
        #expect(copy.process.node.children.map(\.text) == ["buffer"])
        #expect(copy.other.map(\.name) == [qualified + "Other"])
    }

    @Test func aFragmentInAnotherNamespaceIsStillRefused() throws {
        let decoder = XMLDecoder.underTest()
        decoder.namespaceStrategy = .mapURIs([Self.wps: "wps"])
        let offering = try decoder.decode(
            Offering.self,
            from: """
                <wps:Offering xmlns:wps="\(Self.wps)"><wps:Process/><wps:Other/></wps:Offering>
                """)
        let other = try XMLFragment.underTest(xml: #"<ns0:Process xmlns:ns0="urn:other"/>"#)
        let encoder = Self.plain()
        encoder.namespaceStrategy = .mapURIs([Self.wps: "wps"])
        expectEncodingError(path: ["wps:Process"], ["XMLDecoder would not read it back at this key"]) {
            _ = try encoder.encode(Offering(process: other, other: offering.other), root: "wps:Offering")
        }
    }
}
