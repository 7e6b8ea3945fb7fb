// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

// The encoder returns Xylem's bytes untouched when XMLCoder's output format would not change
// them (OutputFormat.changes); these check that shortcut against the full pass. Not part of
// XMLCoder's ported suite.
import Foundation
import Testing

@testable import XylemXMLCoder

@Suite struct OutputFormatTests {
    /// Documents as Xylem writes them, each with whether XMLCoder's default format changes it.
    static let documents: [(xml: String, changes: Bool)] = [
        (#"<gpx><trkpt lat="1.5" lon="2"><ele>3.0</ele></trkpt></gpx>"#, false),
        (#"<a><b>x &amp; y &lt; z</b></a>"#, false),
        (#"<a b="say &quot;hi&quot;">t</a>"#, false),
        (#"<a><b/></a>"#, true),
        (#"<a b="1"/>"#, true),
        (#"<a>it's</a>"#, true),
        (#"<a>"quoted"</a>"#, true),
        (#"<a b="it's">t</a>"#, true),
        (#"<a><![CDATA[x]]></a>"#, true),
        (#"<a>한국어 text</a>"#, false),
    ]

    @Test(arguments: documents)
    func shortcutAgreesWithThePass(xml: String, changes: Bool) {
        let format = OutputFormat(encoder: XMLEncoder())
        let data = Data(xml.utf8)
        var applied: [UInt8] = []
        format.apply(data, to: &applied)
        #expect(format.changes(data) == changes)
        if !format.changes(data) { #expect(applied == Array(data)) }
    }

    /// The scan reads eight bytes at a time: a byte that changes the document is found at every
    /// offset in a word and in the bytes after the last whole word, and a long run without one
    /// (non-ASCII bytes included) changes nothing.
    @Test func shortcutFindsAByteAtEveryOffset() {
        let format = OutputFormat(encoder: XMLEncoder())
        for length in 0 ..< 24 {
            let run = String(repeating: "x", count: length)
            #expect(format.changes(Data("<a>\(run)'</a>".utf8)), "apostrophe after \(length) bytes")
            #expect(format.changes(Data("<a b=\"\(run)>\">t</a>".utf8)), "> in a value after \(length) bytes")
            #expect(format.changes(Data("<a\(run)/>".utf8)), "empty element after \(length) bytes")
            #expect(!format.changes(Data("<a b=\"\(run)é\">\(run)ü\(run)</a>".utf8)), "\(length) bytes")
        }
    }

    /// With tables that escape nothing, only an empty element changes the document.
    @Test func emptyTablesChangeOnlyEmptyElements() {
        let encoder = XMLEncoder()
        encoder.charactersEscapedInElements = []
        encoder.charactersEscapedInAttributes = []
        let format = OutputFormat(encoder: encoder)
        #expect(!format.changes(Data(#"<a b="it's">"q"</a>"#.utf8)))
        #expect(format.changes(Data("<a><b/></a>".utf8)))
    }

    /// End to end: a value with an apostrophe and an empty element is written in XMLCoder's
    /// format, one without either as Xylem wrote it.
    @Test func encoderWritesXMLCodersFormat() throws {
        struct Ref: Encodable {
            let id: Int
        }
        struct Note: Encodable {
            let text: String
            let ref: Ref
        }
        let encoder = XMLEncoder()
        encoder.nodeEncodingStrategy = .custom { _, _ in { $0.stringValue == "id" ? .attribute : .element } }
        let changed = try encoder.encode(Note(text: "it's", ref: Ref(id: 1)), withRootKey: "note")
        #expect(String(decoding: changed, as: UTF8.self) == #"<note><text>it&apos;s</text><ref id="1" /></note>"#)
        encoder.nodeEncodingStrategy = .deferredToEncoder
        let unchanged = try encoder.encode(Note(text: "plain", ref: Ref(id: 1)), withRootKey: "note")
        #expect(String(decoding: unchanged, as: UTF8.self) == "<note><text>plain</text><ref><id>1</id></ref></note>")
    }
}
