// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import Xylem

/// Issue 25, item 10: a property wrapper around a collection reads every matching sibling, as
/// the bare collection does; where a type cannot hold them, the error names `XMLCollection`.
@Suite("Property wrappers around collections", .bothParsers)
struct WrappedCollectionTests {
    @propertyWrapper
    struct DefaultEmpty<Value: Decodable & RangeReplaceableCollection>: Decodable {
        var wrappedValue: Value
        init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
        init(from decoder: any Decoder) throws {
            wrappedValue = try decoder.singleValueContainer().decode(Value.self)
        }
    }

    struct Post: Decodable {
        @DefaultEmpty var tag: [String]
    }

    struct Item: Decodable, Equatable { let name: String }
    struct Order: Decodable {
        @DefaultEmpty var item: [Item]
    }

    @Test(arguments: Position.allCases)
    func theWrapperReadsEverySibling(position: Position) throws {
        #expect(try position.decode(Post.self, "<v><tag>a</tag><tag>b</tag><tag>c</tag></v>").tag == ["a", "b", "c"])
        #expect(try position.decode(Post.self, "<v><tag>a</tag></v>").tag == ["a"])
        #expect(try position.decode(Post.self, "<v/>").tag == [])
        // One item with children is one item, as for the bare array.
        #expect(try position.decode(Order.self, "<v><item><name>x</name></item></v>").item == [Item(name: "x")])
    }

    @Test func aTypeThatReadsOneValueNamesXMLCollection() throws {
        @propertyWrapper
        struct Trimmed: Decodable {
            var wrappedValue: String
            init(from decoder: any Decoder) throws {
                wrappedValue = try decoder.singleValueContainer().decode(String.self)
            }
        }
        struct Doc: Decodable { @Trimmed var tag: String }
        let error = try #require(throws: DecodingError.self) {
            try XMLDecoder.underTest().decode(Doc.self, from: "<r><tag>a</tag><tag>b</tag></r>")
        }
        guard case .typeMismatch(_, let context) = error else { Issue.record("\(error)"); return }
        #expect(context.codingPath.map(\.stringValue) == ["tag"])
        #expect(context.debugDescription.contains("XMLCollection"))
        #expect(!context.debugDescription.contains("[Trimmed]"))
    }

    @Test func aTypeThatReadsItsOwnChildrenIsStillOneElement() throws {
        struct Pair: Decodable, Equatable {
            let values: [Int]
            init(from decoder: any Decoder) throws {
                var container = try decoder.unkeyedContainer()
                var values: [Int] = []
                while !container.isAtEnd { values.append(try container.decode(Int.self)) }
                self.values = values
            }
        }
        struct Doc: Decodable { let p: Pair }
        #expect(try XMLDecoder.underTest().decode(Doc.self, from: "<r><p><c>1</c><c>2</c></p></r>").p.values == [1, 2])
        #expect(throws: DecodingError.self) {
            try XMLDecoder.underTest().decode(Doc.self, from: "<r><p><c>1</c></p><p/></r>")
        }
    }
}
