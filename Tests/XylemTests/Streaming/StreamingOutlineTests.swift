// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
@testable import Xylem

/// `XMLRecord.node` and `XMLStreamReader.onOutline`: what a stream gives of a document without
/// a model is what the whole document's `XMLTree` gives, on every test document.
@Suite(.bothParsers)
struct StreamingOutlineTests {
    /// The documents of the JSON fixtures and the examples: feeds, tracks, SOAP, mixed content,
    /// CDATA, namespaces, escaping.
    static let documents: [URL] = {
        let root = packageRoot
        let folders = [
            root.appendingPathComponent("Tests/JSONFixtures/documents"), root.appendingPathComponent("Examples/Data"),
        ]
        return folders.flatMap { folder in
            ((try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? [])
                .filter { ["xml", "rss", "gpx"].contains($0.pathExtension) }
        }.sorted { $0.path < $1.path }
    }()

    static let mixed = """
        <doc>
          <p class="intro">Xylem reads <b>any</b> Decodable, see <a href="x">the docs</a>.</p>
          <p>Text before a child<br/>and after it.</p>
          <list><item>1</item>tail<item>2</item></list>
          <empty/><blank>  </blank>
        </doc>
        """

    /// Every distinct element path of a tree, in document order.
    static func paths(_ tree: XMLTree) -> [String] {
        var seen = Set<String>()
        var result: [String] = []
        var stack = [tree.root]
        while let node = stack.popLast() {
            if seen.insert(node.path).inserted { result.append(node.path) }
            stack += node.children.reversed()
        }
        return result
    }

    /// What a node reads as: path, attributes, text and outline.
    static func describe(_ node: XMLTree.Node) -> String {
        "\(node.path) \(node.attributes.sorted { $0.key < $1.key }) [\(node.text)]\n\(node.dump())"
    }

    @Test
    func documentsArePresent() {
        #expect(Self.documents.count >= 15)
    }

    @Test("A record's node reads as the tree's node at every path of every document")
    func recordNodesAreTheTreesNodes() async throws {
        for url in Self.documents {
            let tree = try await XMLTree.underTest(from: .file(url))
            for path in Self.paths(tree) {
                var streamed: [String] = []
                var reader = XMLStreamReader(decoder: .underTest())
                reader.onRecord(at: path) { record in
                    let node = record.node
                    streamed.append(Self.describe(node))
                }
                try await reader.read(from: .file(url))
                let expected = tree.query(path).map(Self.describe)
                #expect(streamed == expected, "\(url.lastPathComponent) \(path)")
            }
        }
    }

    @Test
    func aRecordNodeSeesItsAncestorsAttributes() async throws {
        var seen: [String?] = []
        var reader = XMLStreamReader(decoder: .underTest())
        reader.onRecord(at: "gpx/trk/trkpt") { record in
            seen.append(record.node.parent?.parent?.attribute("version"))
            #expect(record.node.parent?.name == "trk")
        }
        try await reader.read(from: .data(Data(#"<gpx version="1.1"><trk><trkpt/><trkpt/></trk></gpx>"#.utf8)))
        #expect(seen == ["1.1", "1.1"])
    }

    /// The outline as `dump()` prints it, from the streamed lines with their revisions applied.
    static func outline(_ data: Data, depth: Int? = nil) async throws -> (text: String, lines: [XMLOutlineLine]) {
        var lines: [XMLOutlineLine] = []
        var reader = XMLStreamReader(decoder: .underTest())
        reader.onOutline(depth: depth) { lines.append($0) }
        try await reader.read(from: .data(data))
        var order: [Int] = []
        var texts: [Int: String] = [:]
        for line in lines {
            if !line.isRevision { order.append(line.element) }
            texts[line.element] = String(repeating: "  ", count: line.depth) + line.text + "\n"
        }
        return (order.map { texts[$0] ?? "" }.joined(), lines)
    }

    @Test("The streamed outline is the tree's dump(), on every document")
    func outlineIsTheTreesDump() async throws {
        for url in Self.documents {
            let data = try Data(contentsOf: url)
            let tree = try XMLTree.underTest(data: data)
            await #expect(try Self.outline(data).text == tree.dump(), "\(url.lastPathComponent)")
        }
        await #expect(
            try Self.outline(Data(Self.mixed.utf8)).text == (try XMLTree.underTest(string: Self.mixed).dump()))
    }

    @Test
    func linesComeInDocumentOrderAndMixedContentIsRevised() async throws {
        let (_, lines) = try await Self.outline(Data(Self.mixed.utf8))
        let first = try #require(lines.first)
        #expect(
            first
                == XMLOutlineLine(
                    element: 0, depth: 0, name: "doc", text: "doc", line: 1, isFinal: false, isRevision: false))
        let paragraph = lines.filter { $0.element == 1 }
        #expect(
            paragraph.map(\.text) == [
                #"p class="intro": Xylem reads"#, #"p class="intro": Xylem reads Decodable, see ."#,
            ])
        #expect(paragraph.map(\.isRevision) == [false, true])
        #expect(lines.filter { $0.element == 2 }.map(\.text) == ["b: any"])
        #expect(lines.filter { $0.element == 2 }.map(\.name) == ["b"])
        #expect(lines.filter { $0.element == 2 }.first?.isFinal == true)
        let list = lines.filter { $0.text.hasPrefix("list") }
        #expect(list.map(\.text) == ["list", "list: tail"])
        #expect(lines.filter { !$0.isRevision }.map(\.element) == Array(0 ..< 11))
    }

    @Test
    func depthLimitsTheLevels() async throws {
        let (text, lines) = try await Self.outline(Data(Self.mixed.utf8), depth: 2)
        #expect(
            text == "doc\n  p class=\"intro\": Xylem reads Decodable, see .\n  p: Text before a childand after it.\n"
                + "  list: tail\n  empty\n  blank\n")
        #expect(lines.allSatisfy { $0.depth < 2 })
        await #expect(try Self.outline(Data(Self.mixed.utf8), depth: 1).text == "doc\n")
    }

    @Test
    func throwingFromTheOutlineStopsTheRead() async throws {
        struct Enough: Error {}
        var count = 0
        var reader = XMLStreamReader(decoder: .underTest())
        reader.onOutline { _ in
            count += 1
            if count == 2 { throw Enough() }
        }
        await #expect(throws: Enough.self) { try await reader.read(from: .data(Data(Self.mixed.utf8))) }
        #expect(count == 2)
    }

    @Test
    func outlineAndRecordsTogether() async throws {
        var outline: [String] = []
        var items: [String] = []
        var reader = XMLStreamReader(decoder: .underTest())
        reader.onOutline { outline.append($0.text) }
        reader.onRecord(at: "doc/list/item") { items.append(try $0.decode(String.self)) }
        let summary = try await reader.read(from: .data(Data(Self.mixed.utf8)))
        #expect(items == ["1", "2"])
        #expect(outline.contains("item: 2"))
        #expect(summary.recordsRead == 2)
        #expect(summary.unmatchedPaths.isEmpty)
    }

    @Test
    func aSecondOutlineReplacesTheFirst() async throws {
        var first = 0
        var second: [String] = []
        var reader = XMLStreamReader(decoder: .underTest())
        reader.onOutline { _ in first += 1 }
        reader.onOutline { second.append($0.text) }
        try await reader.read(from: .data(Data("<a><b/></a>".utf8)))
        #expect(first == 0)
        #expect(second == ["a", "b"])
    }

    @Test
    func aReaderReadsTwiceTheSame() async throws {
        var lines: [XMLOutlineLine] = []
        var reader = XMLStreamReader(decoder: .underTest())
        reader.onOutline { lines.append($0) }
        try await reader.read(from: .data(Data(Self.mixed.utf8)))
        let once = lines
        lines.removeAll()
        try await reader.read(from: .data(Data(Self.mixed.utf8)))
        #expect(lines == once)
    }
}
