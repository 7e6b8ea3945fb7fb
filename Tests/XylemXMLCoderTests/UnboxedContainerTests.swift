// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

// The compatibility encoder writes through Xylem's keyed containers without the standard
// library's box (DocumentEncoder.keyedWriter, KeyedWriter.nestedWriter): a value's container,
// a keyed container nested in it, one nested in a list, an enum's case in a list, and the
// super encoders, each with the node strategy's attributes. Not part of XMLCoder's ported suite.
import Foundation
import Testing

@testable import XylemXMLCoder

@Suite struct UnboxedContainerTests {
    /// Every kind of nested container, in each of several values of one type (so that the
    /// containers kept per key type are handed out again).
    struct Outer: Encodable {
        let id: Int

        enum CodingKeys: String, CodingKey { case id, inner, items, base, more }
        enum InnerKeys: String, CodingKey { case code, label }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(id, forKey: .id)
            var inner = container.nestedContainer(keyedBy: InnerKeys.self, forKey: .inner)
            try inner.encode("c\(id)", forKey: .code)
            try inner.encode("l\(id)", forKey: .label)
            var items = container.nestedUnkeyedContainer(forKey: .items)
            for index in 0 ..< 2 {
                var item = items.nestedContainer(keyedBy: InnerKeys.self)
                try item.encode("i\(id)\(index)", forKey: .code)
                try item.encode(Double(index) + 0.5, forKey: .label)
            }
            var base = container.superEncoder(forKey: .base).container(keyedBy: InnerKeys.self)
            try base.encode("b\(id)", forKey: .code)
            try base.encode(true, forKey: .label)
            var more = container.superEncoder().container(keyedBy: InnerKeys.self)
            try more.encode(id * 10, forKey: .label)
        }
    }

    static func encoder() -> XMLEncoder {
        let encoder = XMLEncoder()
        encoder.nodeEncodingStrategy = .custom { _, _ in
            { ["id", "code"].contains($0.stringValue) ? .attribute : .element }
        }
        return encoder
    }

    @Test func nestedContainersWriteWhereTheirNodesSay() throws {
        let data = try Self.encoder().encode([Outer(id: 1), Outer(id: 2)], withRootKey: "all")
        let one =
            #"<all id="1"><inner code="c1"><label>l1</label></inner><items code="i10"><label>0.5</label></items>"#
            + #"<items code="i11"><label>1.5</label></items><base code="b1"><label>true</label></base>"#
            + #"<super><label>10</label></super></all>"#
        let two =
            #"<all id="2"><inner code="c2"><label>l2</label></inner><items code="i20"><label>0.5</label></items>"#
            + #"<items code="i21"><label>1.5</label></items><base code="b2"><label>true</label></base>"#
            + #"<super><label>20</label></super></all>"#
        #expect(String(decoding: data, as: UTF8.self) == "<all>" + one + two + "</all>")
    }

    /// A choice (an enum with `XMLChoiceCodingKey` keys) in a list: its case is the item's
    /// element, written through the nested container of the item's.
    enum Shape: Encodable, Equatable {
        case circle(radius: Double)
        case label(String)

        enum CodingKeys: String, XMLChoiceCodingKey { case circle, label }
        enum CircleKeys: String, CodingKey { case radius }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            switch self {
            case .circle(let radius):
                var circle = container.nestedContainer(keyedBy: CircleKeys.self, forKey: .circle)
                try circle.encode(radius, forKey: .radius)
            case .label(let text):
                try container.encode(text, forKey: .label)
            }
        }
    }

    struct Drawing: Encodable {
        let shapes: [Shape]
    }

    @Test func choicesInAListWriteTheirCase() throws {
        let encoder = XMLEncoder()
        encoder.nodeEncodingStrategy = .custom { _, _ in { $0.stringValue == "radius" ? .attribute : .element } }
        let data = try encoder.encode(
            Drawing(shapes: [.circle(radius: 2), .label("a"), .circle(radius: 0.5)]), withRootKey: "drawing")
        #expect(
            String(decoding: data, as: UTF8.self)
                == #"<drawing><shapes><circle radius="2.0" /></shapes><shapes><label>a</label></shapes><shapes><circle radius="0.5" /></shapes></drawing>"#
        )
    }
}
