// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import Xylem

/// Issue 25, item 4: `xsi:nil="true"` on an optional collection (a null array, as .NET and SOAP
/// write it) is nil; on a collection that is not optional, the error names the type read.
@Suite("xsi:nil lists", .bothParsers)
struct NilListTests {
    static let xsi = #"xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance""#

    @Test(arguments: Route.allCases)
    func aNilElementIsANilOptionalList(route: Route) throws {
        #expect(try route.decode([String].self, #"<v \#(Self.xsi) xsi:nil="true"/>"#) == nil)
        #expect(try route.decode([Int].self, #"<v \#(Self.xsi) xsi:nil="1"/>"#) == nil)
    }

    @Test func aNilListBesideOtherElements() throws {
        struct Envelope: Decodable { let tags: [String]?; let name: String }
        let envelope = try XMLDecoder.underTest().decode(
            Envelope.self, from: #"<r \#(Self.xsi)><tags xsi:nil="true"/><name>n</name></r>"#)
        #expect(envelope.tags == nil)
        #expect(envelope.name == "n")
        // Several elements: a list whose items are nil one by one.
        struct Items: Decodable { let tags: [String?]? }
        let items = try XMLDecoder.underTest().decode(
            Items.self, from: #"<r \#(Self.xsi)><tags xsi:nil="true"/><tags>a</tags></r>"#)
        #expect(items.tags == [nil, "a"])
    }

    @Test func aNonOptionalListNamesTheTypeRead() throws {
        struct Envelope: Decodable { let tags: [String] }
        let error = try #require(throws: DecodingError.self) {
            try XMLDecoder.underTest().decode(Envelope.self, from: #"<r \#(Self.xsi)><tags xsi:nil="true"/></r>"#)
        }
        guard case .valueNotFound(let type, let context) = error else { Issue.record("\(error)"); return }
        #expect(ObjectIdentifier(type) == ObjectIdentifier(String.self))
        #expect(context.codingPath.map(\.stringValue) == ["tags", "Index 0"])
    }
}
