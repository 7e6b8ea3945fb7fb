// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
@testable import Xylem

/// `XMLTree`: building, every lookup, queries, the outline, and decoding from a node.
@Suite(.bothParsers)
struct TreeTests {
    static let schedule = """
        <?xml version="1.0" encoding="UTF-8"?>
        <response>
          <header>
            <resultCode>INFO-00</resultCode>
            <resultMsg>NORMAL SERVICE</resultMsg>
          </header>
          <body>
            <items>
              <item><num>1</num><sgId>20180613</sgId><sgName>제7회 전국동시지방선거</sgName></item>
              <item><num>2</num><sgId>20200415</sgId><sgName>국회의원선거</sgName><note/></item>
            </items>
            <totalCount>2</totalCount>
          </body>
        </response>
        """

    static func tree() throws -> XMLTree { try XMLTree.underTest(string: schedule) }

    // MARK: - Building

    @Test
    func buildsFromStringDataFileAndStream() async throws {
        let fromString = try Self.tree()
        let fromData = try XMLTree.underTest(data: Data(Self.schedule.utf8))
        let file = TestScratch.directory.appendingPathComponent("tree-\(UUID()).xml")
        try Data(Self.schedule.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        var reports: [XMLStreamProgress] = []
        let fromFile = try await XMLTree.underTest(from: .file(file)) { reports.append($0) }
        let fromStream = try await XMLTree.underTest(from: .stream(InputStream(data: Data(Self.schedule.utf8))))
        for tree in [fromString, fromData, fromFile, fromStream] {
            #expect(tree.root.name == "response")
            #expect(tree.elementCount == 16)
            #expect(tree.query("response/body/items/item/sgName").map(\.text) == ["제7회 전국동시지방선거", "국회의원선거"])
        }
        let size = Self.schedule.utf8.count
        #expect(reports.last == XMLStreamProgress(bytesRead: size, totalBytes: size, recordsRead: 0))
    }

    @Test
    func malformedDocumentsThrowTheSyntaxErrorWithItsPosition() throws {
        #expect {
            _ = try XMLTree.underTest(string: "<a>\n  <b></a>")
        } throws: { error in
            guard let error = error as? XMLSyntaxError else { return false }
            return error.parserCode == 76 && error.line == 2
        }
        #expect(throws: XMLSyntaxError.self) { _ = try XMLTree.underTest(string: "") }
    }

    // MARK: - A node

    @Test
    func nodeBasics() throws {
        let tree = try XMLTree.underTest(string: #"<a x="1" p:y="two">  <b>  text  </b><c/>tail </a>"#)
        let root = tree.root
        #expect(root.name == "a")
        #expect(root.text == "tail")
        #expect(root.attributes == ["x": "1", "p:y": "two"])
        #expect(root.attribute("x") == "1")
        #expect(root.attribute("p:y") == "two")
        #expect(root.attribute("z") == nil)
        #expect(root.attribute("b") == nil)  // a name in the document, but not an attribute
        #expect(root.parent == nil)
        #expect(root.line == 1)
        #expect(root.column > 1)
        #expect(root.path == "a")
        #expect(root.description == "<a> at line 1")
        #expect(!root.isLeaf)

        let b = try #require(root.firstChild(named: "b"))
        #expect(b.text == "text")
        #expect(b.parent == root)
        #expect(b.path == "a/b")
        #expect(b.isLeaf)
        #expect(b.attributes.isEmpty)
        #expect(try #require(root.children.last).text == "")
    }

    @Test
    func childLookups() throws {
        let tree = try Self.tree()
        let body = try #require(tree.root.firstChild(named: "body"))
        let items = try #require(body.firstChild(named: "items"))
        #expect(items.children.count == 2)
        #expect(items.children(named: "item").count == 2)
        #expect(items.children(named: "nothing").isEmpty)
        #expect(items.firstChild(named: "nothing") == nil)
        #expect(items.firstChild(named: "num") == nil)  // a grandchild, not a child
        #expect(body.childNames == ["items", "totalCount"])
        #expect(try #require(items.children.first).childNames == ["num", "sgId", "sgName"])
        #expect(tree.root.descendants(named: "num").map(\.text) == ["1", "2"])
        #expect(tree.root.descendants(named: "response").isEmpty)
    }

    @Test
    func leavesAndChildTexts() throws {
        let tree = try Self.tree()
        let second = try #require(tree.query("response/body/items/item").last)
        #expect(second.childTexts == ["num": "2", "sgId": "20200415", "sgName": "국회의원선거", "note": ""])
        #expect(tree.root.firstChild(named: "header")?.leafTexts == ["INFO-00", "NORMAL SERVICE"])
        #expect(tree.root.leafTexts.count == 9)  // 2 in the header, 3 + 3 in the items, 1 count; <note/> skipped
        let repeated = try XMLTree.underTest(string: "<a><b>1</b><b>2</b><c><d/></c></a>")
        #expect(repeated.root.childTexts == ["b": "1"])  // the first of a repeated name; <c> is no leaf
    }

    // MARK: - Queries

    @Test
    func queriesFromTheTreeStartAtTheRoot() throws {
        let tree = try Self.tree()
        #expect(tree.query("response").map(\.name) == ["response"])
        #expect(tree.query("/response/header/resultCode").map(\.text) == ["INFO-00"])
        #expect(tree.query("body/items").isEmpty)  // the first step is the root
        #expect(tree.query("response/*/resultMsg").map(\.text) == ["NORMAL SERVICE"])
        #expect(tree.query("*/body/items/item/*").count == 7)
        #expect(tree.query("response/header/resultCode|response/body/totalCount").map(\.text) == ["INFO-00", "2"])
        #expect(tree.query("response/body/totalCount|response/header/resultCode").map(\.text) == ["INFO-00", "2"])
        #expect(tree.query("response/unknown/item").isEmpty)
    }

    @Test(arguments: ["", "a//b", "response/ite*", "/", "|"])
    func invalidPathsMatchNothing(path: String) throws {
        #expect(try Self.tree().query(path).isEmpty)
    }

    @Test
    func queriesFromANodeAreRelativeUnlessAbsolute() throws {
        let tree = try Self.tree()
        let body = try #require(tree.root.firstChild(named: "body"))
        #expect(body.query("items/item/num").map(\.text) == ["1", "2"])
        #expect(body.query("*/item").count == 2)
        #expect(body.query("body/items").isEmpty)
        #expect(body.query("/response/header/resultMsg").map(\.text) == ["NORMAL SERVICE"])
    }

    @Test
    func nodesAreEqualWhenTheyAreTheSameElement() throws {
        let tree = try Self.tree()
        let other = try Self.tree()
        let first = tree.query("response/body")
        #expect(first == tree.query("response/body"))
        #expect(first != other.query("response/body"))
        #expect(Set(tree.query("response/*/*")).count == 4)
    }

    // MARK: - Outline

    @Test
    func dumpIsAnIndentedOutline() throws {
        let tree = try XMLTree(
            string: """
                <gpx version="1.1"><trk><name>Climb</name>
                <trkpt lon="102.8" lat="22.5"><ele>1318.59</ele>
                <desc>
                  two   lines
                </desc></trkpt></trk></gpx>
                """)
        #expect(
            tree.dump() == """
                gpx version="1.1"
                  trk
                    name: Climb
                    trkpt lat="22.5" lon="102.8"
                      ele: 1318.59
                      desc: two lines

                """)
        #expect(
            try #require(tree.query("gpx/trk/trkpt").first).dump()
                == "trkpt lat=\"22.5\" lon=\"102.8\"\n  ele: 1318.59\n  desc: two lines\n")
        let long = try XMLTree.underTest(string: "<a>" + String(repeating: "é", count: 150) + "</a>")
        #expect(long.dump() == "a: " + String(repeating: "é", count: 100) + "…\n")
    }

    // MARK: - Decoding a part

    struct Election: Decodable, Equatable {
        let num: Int
        let sgId: String
        let sgName: String
    }

    @Test
    func decodesAnyNodeWithTheDecodersOptions() throws {
        let tree = try Self.tree()
        let decoder = XMLDecoder.underTest()
        let items = try tree.query("response/body/items/item").map { try decoder.decode(Election.self, from: $0) }
        #expect(
            items == [
                Election(num: 1, sgId: "20180613", sgName: "제7회 전국동시지방선거"),
                Election(num: 2, sgId: "20200415", sgName: "국회의원선거"),
            ])
        let count = try decoder.decode(Int.self, from: try #require(tree.query("response/body/totalCount").first))
        #expect(count == 2)

        struct Items: Decodable { let item: [Election] }
        let wrapped = try decoder.decode(Items.self, from: try #require(tree.query("response/body/items").first))
        #expect(wrapped.item.count == 2)

        decoder.keyDecodingStrategy = .convertFromCapitalized
        struct Header: Decodable { let resultCode: String }
        let header = try decoder.decode(Header.self, from: try #require(tree.root.firstChild(named: "header")))
        #expect(header.resultCode == "INFO-00")
    }

    @Test
    func decodingErrorsPointIntoTheDocument() throws {
        let tree = try Self.tree()
        let header = try #require(tree.root.firstChild(named: "header"))
        #expect {
            _ = try XMLDecoder.underTest().decode(Election.self, from: header)
        } throws: { error in
            guard case DecodingError.keyNotFound(let key, _) = error else { return false }
            return key.stringValue == "num"
        }
    }

    @Test
    func treesAndNodesCrossTasks() async throws {
        let tree = try Self.tree()
        let texts = await withTaskGroup(of: [String].self) { group in
            for _ in 0 ..< 4 { group.addTask { tree.query("response/body/items/item/num").map(\.text) } }
            var all: [[String]] = []
            for await texts in group { all.append(texts) }
            return all
        }
        #expect(texts == Array(repeating: ["1", "2"], count: 4))
    }
}
