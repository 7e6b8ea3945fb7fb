// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import Xylem

/// Issue 25, item 7: an optional struct from a bare element (no attributes, children or text)
/// is the struct when it can be decoded from nothing, and nil when it cannot.
@Suite("Bare elements for optional structs", .bothParsers)
struct BareElementTests {
    struct Body: Decodable, Equatable { let numOfRows: Int }
    struct Loose: Decodable, Equatable { let numOfRows: Int?; let items: [String] }

    @Test(arguments: Route.allCases)
    func aStructThatNeedsAKeyIsNil(route: Route) throws {
        #expect(try route.decode(Body.self, "<v/>") == nil)
        #expect(try route.decode(Body.self, "<v></v>") == nil)
        #expect(try route.decode(Body.self, "<v xmlns=\"urn:a\">  </v>") == nil)
    }

    @Test(arguments: Route.allCases)
    func aStructThatNeedsNothingIsDecoded(route: Route) throws {
        #expect(try route.decode(Loose.self, "<v/>") == Loose(numOfRows: nil, items: []))
    }

    @Test func theDataGoKrErrorResponse() throws {
        struct Header: Decodable { let resultCode: String }
        struct Response: Decodable { let header: Header; let body: Body? }
        let response = try XMLDecoder.underTest().decode(
            Response.self,
            from: """
                <response><header><resultCode>03</resultCode></header><body/></response>
                """)
        #expect(response.header.resultCode == "03")
        #expect(response.body == nil)
    }

    @Test func anElementWithAnAttributeIsStillThere() throws {
        // Not bare: the missing key is an error, as for a non-optional struct.
        #expect(throws: DecodingError.self) {
            try XMLDecoder.underTest().decode(IfPresent<Body>.self, from: #"<r><v page="1"/></r>"#)
        }
        #expect(throws: DecodingError.self) {
            try XMLDecoder.underTest().decode(Property<Body>.self, from: "<r><v/></r>")
        }
    }
}
