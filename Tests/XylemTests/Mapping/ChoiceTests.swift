// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import Xylem

/// Issue 11, item 4: an enum with associated values picks its case first by the element's own
/// name, then by its one child whose name is a case; several candidate children are an error
/// that names them. The same at the root, in a property and in an array item.
@Suite("Choice enums", .bothParsers)
struct ChoiceTests {
    struct Circle: Decodable, Equatable { let r: Double }

    enum Shape: Decodable, Equatable {
        case circle(r: Double)
        case g(circle: [Circle])
    }

    /// `decode(Shape.self)` of `element` at `position`, where the choice element is `element` itself.
    private func decodeShape(_ element: String, at position: Position) throws -> Shape {
        let decoder = XMLDecoder.underTest()
        switch position {
        case .root:
            return try decoder.decode(Shape.self, from: element)
        case .property:
            // The property's element holds the choice: `<shape>` + the choice element.
            struct Drawing: Decodable { let shape: Shape }
            return try decoder.decode(Drawing.self, from: "<drawing><shape>\(element)</shape></drawing>").shape
        case .arrayItem:
            decoder.listHints = [.wrapper("shapes")]
            struct Drawing: Decodable { let shapes: [Shape] }
            let shapes = try decoder.decode(Drawing.self, from: "<drawing><shapes>\(element)</shapes></drawing>").shapes
            guard shapes.count == 1 else { throw RouteError.itemCount(shapes.count) }
            return shapes[0]
        }
    }

    @Test(arguments: Position.allCases)
    func theElementsOwnNameComesBeforeItsChildren(position: Position) throws {
        #expect(try decodeShape(#"<g><circle r="2"/></g>"#, at: position) == .g(circle: [Circle(r: 2)]))
        #expect(
            try decodeShape(#"<g><circle r="2"/><circle r="3"/></g>"#, at: position)
                == .g(circle: [Circle(r: 2), Circle(r: 3)]))
        #expect(try decodeShape("<g/>", at: position) == .g(circle: []))
        #expect(try decodeShape(#"<circle r="1"/>"#, at: position) == .circle(r: 1))
    }

    @Test func atTheRootTheElementItselfIsTheCase() throws {
        enum Reply: Decodable, Equatable {
            case response(header: String)
            case header(String)
        }
        let reply = try XMLDecoder.underTest().decode(Reply.self, from: "<response><header>h</header></response>")
        #expect(reply == .response(header: "h"))
        #expect(try XMLDecoder.underTest().decode(Reply.self, from: "<header>h</header>") == .header("h"))
    }

    @Test func aPropertyWhoseElementIsNoCaseReadsItsOneChild() throws {
        enum Reply: Decodable, Equatable {
            case result(String)
            case fault(code: Int)
        }
        struct Envelope: Decodable { let body: Reply }
        #expect(
            try XMLDecoder.underTest().decode(Envelope.self, from: "<e><body><result>ok</result></body></e>").body
                == .result("ok"))
        #expect(
            try XMLDecoder.underTest().decode(
                Envelope.self, from: "<e><body>\n  <fault><code>7</code></fault>\n</body></e>"
            ).body
                == .fault(code: 7))
    }

    @Test(arguments: Position.allCases)
    func severalChildrenThatAreCasesAreAnErrorThatNamesThem(position: Position) throws {
        enum Part: Decodable, Equatable {
            case circle(r: Double)
            case square(side: Double)
        }
        let element = "<v>\n  <circle r=\"1\"/>\n  <square side=\"2\"/>\n</v>"
        let error = try #require(throws: DecodingError.self) { _ = try position.decode(Part.self, element) }
        guard case .typeMismatch(let type, let context) = error else { Issue.record("\(error)"); return }
        #expect(type is Part.Type)
        #expect(context.codingPath.map(\.stringValue) == position.path)
        #expect(context.debugDescription.contains("circle, square"))
        #expect(context.debugDescription.contains("<v> at line 1"))
        #expect(context.debugDescription.contains("[Part]"))
    }

    @Test func theCaseOfAnElementNamedLikeItsChildIsTheElement() throws {
        // <g> holds a <g>: the outer one is the case, its values are its own keys.
        enum Group: Decodable, Equatable {
            case g(id: String)
        }
        #expect(
            try XMLDecoder.underTest().decode(Group.self, from: #"<g id="outer"><g id="inner"/></g>"#)
                == .g(id: "outer"))
    }

    @Test func aStructNeverReadsItselfForAKeyNamedLikeIt() throws {
        struct Item: Decodable { let item: String? }
        #expect(try XMLDecoder.underTest().decode(Item.self, from: "<item>text</item>").item == nil)
        #expect(try XMLDecoder.underTest().decode(Item.self, from: "<item><item>inner</item></item>").item == "inner")
    }
}
