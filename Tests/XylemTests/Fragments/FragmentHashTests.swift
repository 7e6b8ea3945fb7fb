// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import Xylem

/// `XMLFragment` is Hashable consistently with its `==`: fragments equal by content (other
/// prefixes, attribute order, indentation, unused declarations) hash alike, so a Set or a
/// dictionary key treats them as one.
@Suite(.bothParsers)
struct FragmentHashTests {
    static let spellings = [
        #"<a:r xmlns:a="urn:u" a:k="1" z="2"><a:x>t</a:x><a:y/></a:r>"#,
        "<b:r xmlns:b=\"urn:u\" z=\"2\" b:k=\"1\">\n  <b:x>t</b:x>\n  <b:y></b:y>\n</b:r>",
        #"<r xmlns="urn:u" xmlns:c="urn:u" xmlns:unused="urn:n" c:k="1" z="2"><x>t</x><y/></r>"#,
    ]

    @Test func equalFragmentsHashAlike() throws {
        let fragments = try Self.spellings.map { try XMLFragment.underTest(xml: $0) }
        for fragment in fragments {
            #expect(fragment == fragments[0])
            #expect(fragment.hashValue == fragments[0].hashValue)
        }
        #expect(Set(fragments).count == 1)
    }

    @Test func aSetKeepsFragmentsThatDiffer() throws {
        let different = [
            #"<r><x>t</x></r>"#, #"<r><x>u</x></r>"#, #"<r k="1"><x>t</x></r>"#, #"<r><y>t</y></r>"#,
            #"<r><x>t</x>tail</r>"#, "<p>a<b/>c</p>", "<p>ac<b/></p>",
        ]
        let set = Set(try different.map { try XMLFragment.underTest(xml: $0) })
        #expect(set.count == different.count)
        let lookup = [try XMLFragment.underTest(xml: "<p>a<b></b>c</p>"): "found"]
        #expect(lookup[try XMLFragment.underTest(xml: "<p>a<b/>c</p>")] == "found")
    }
}
