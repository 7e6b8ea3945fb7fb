// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
@testable import Xylem

/// The parts of the input guard, one by one (`Intake/Input/`).
@Suite("Input guard parts")
struct InputGuardPartsTests {
    private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    @Test(
        arguments: [
            ([0x61, 0x62], nil), ([0xC3, 0xA9], nil), ([0xF0, 0x9F, 0x91, 0x8B], nil), ([0x61, 0xFF], 1),
            ([0xC0, 0xAF], 0), ([0xED, 0xA0, 0x80], 1), ([0xE2, 0x28, 0xA1], 1), ([0xF4, 0x90, 0x80, 0x80], 1),
        ] as [([UInt8], Int?)])
    func utf8ValidatorFindsTheFirstBadByte(input: [UInt8], bad: Int?) {
        var validator = UTF8Validator()
        #expect(input.withUnsafeBufferPointer { validator.validate($0) } == bad)
    }

    @Test func utf8ValidatorCarriesASequenceAcrossChunks() {
        var validator = UTF8Validator()
        let euro: [UInt8] = [0xE2, 0x82, 0xAC]
        #expect(euro.prefix(1).withUnsafeBufferPointer { validator.validate($0) } == nil)
        #expect(validator.isInsideSequence)
        #expect(Array(euro.dropFirst()).withUnsafeBufferPointer { validator.validate($0) } == nil)
        #expect(!validator.isInsideSequence)
    }

    /// Whole sequences are checked in one step and cut ones through the carried state: both
    /// must find the same first bad byte, however the input is cut into chunks (one byte at a
    /// time takes only the carried path), and agree with the standard library on validity.
    @Test func utf8ValidatorAgreesWithItselfAcrossCutsAndWithTheStandardLibrary() {
        var random = SplitMix64(seed: 0x5EED_0F_0075_0008)
        let scalars: [ClosedRange<UInt32>] = [
            0x20 ... 0x7E, 0x80 ... 0x7FF, 0x800 ... 0xD7FF, 0xE000 ... 0xFFFD, 0x10000 ... 0x10FFFF,
        ]
        let specials: [UInt8] = [
            0x80, 0xBF, 0xC0, 0xC1, 0xC2, 0xDF, 0xE0, 0xED, 0xEF, 0xF0, 0xF4, 0xF5, 0xFF, 0x9F, 0xA0, 0x8F, 0x90,
        ]
        for _ in 0 ..< 3000 {
            var input: [UInt8] = []
            for _ in 0 ..< Int.random(in: 1 ... 40, using: &random) {
                let range = scalars.randomElement(using: &random)!
                input += Array(String(Unicode.Scalar(UInt32.random(in: range, using: &random))!).utf8)
            }
            for _ in 0 ..< Int.random(in: 0 ... 2, using: &random) {  // a few bytes changed
                input[Int.random(in: 0 ..< input.count, using: &random)] = specials.randomElement(using: &random)!
            }
            if Bool.random(using: &random) {
                input.removeLast(Int.random(in: 0 ... min(3, input.count - 1), using: &random))
            }
            func firstBad(cuts: [Int]) -> (Int?, Bool) {
                var validator = UTF8Validator()
                var start = 0
                for end in cuts + [input.count] where end > start {
                    if let bad = input[start ..< end].withUnsafeBufferPointer({ validator.validate($0) }) {
                        return (start + bad, false)
                    }
                    start = end
                }
                return (nil, validator.isInsideSequence)
            }
            let whole = firstBad(cuts: [])
            #expect(firstBad(cuts: Array(1 ..< input.count)) == whole, "\(input)")
            let cuts = (0 ..< 3).map { _ in Int.random(in: 0 ... input.count, using: &random) }.sorted()
            #expect(firstBad(cuts: cuts) == whole, "\(input) cut at \(cuts)")
            let valid = String(validating: input, as: UTF8.self) != nil
            #expect(valid == (whole.0 == nil && !whole.1), "\(input)")
        }
    }

    /// The prolog scanner reports where the DTD starts and ends, and entity declarations,
    /// without being fooled by literals and comments.
    @Test(
        arguments: [
            ("<!DOCTYPE a [<!ATTLIST a b CDATA \"]>\">]><a/>", 2, 39, false),
            ("<!DOCTYPE a [<!-- ]> --><?pi ]> ?>]><a/>", 2, 35, false),
            ("<?xml version=\"1.0\"?><!DOCTYPE a SYSTEM \"a>b.dtd\"><a/>", 23, 49, false),
            ("<!DOCTYPE a [<!ENTITY e \"x\">]><a/>", 2, 29, true),
            ("<!DOCTYPE a [<!ELEMENT a ANY>]  ><a/>", 2, 32, false),
            ("<a>no prolog</a>", nil, nil, false),
        ] as [(String, Int?, Int?, Bool)])
    func prologScannerFindsTheDoctypeAndEntities(xml: String, start: Int?, end: Int?, entity: Bool) {
        var scanner = PrologScanner()
        var found: (start: Int?, end: Int?, entity: Bool) = (nil, nil, false)
        for (i, byte) in xml.utf8.enumerated() where !scanner.isDone {
            switch scanner.consume(byte) {
            case .none: break
            case .doctypeStart: found.start = i
            case .doctypeEnd: found.end = i
            case .entityDeclaration: found.entity = true
            case .blank, .unreadableSubset: break
            }
        }
        #expect(found.start == start)
        #expect(found.end == end)
        #expect(found.entity == entity)
    }

    @Test func attributeCounterStopsAtTheFirstAttributeTooMany() {
        var counter = AttributeCounter(maximum: 2)
        let xml = bytes("<!-- a='1' b='2' c='3' --><r a='1' b=\"2\"><![CDATA[ x='1' ]]></r><s a='1' b='2' c='3'/>")
        let found = xml.withUnsafeBufferPointer { counter.scan($0) }
        #expect(found == xml.lastIndex(of: UInt8(ascii: "'")).map { $0 - 2 })
        #expect(counter.finding == .tooManyAttributes)
    }

    /// Comments, CDATA sections and instructions are skipped by searching for their closing
    /// bytes; quotes inside them are not attributes, wherever the chunks are cut.
    @Test func attributeCounterSkipsLongMarkupAcrossEveryCut() {
        let filler = String(repeating: "x='1' ", count: 12)
        let xml = bytes(
            "<r a='1'><!-- \(filler) - -- -x --><![CDATA[ \(filler) ] ]] ]x]>]]]><?pi \(filler) ? ?x ??>"
                + "<s a='1' b='2'/><t a='1' b='2' c='3'/></r>")
        let expected = xml.lastIndex(of: UInt8(ascii: "c")).map { $0 + 2 }
        for cut in 0 ... xml.count {
            var counter = AttributeCounter(maximum: 2)
            let first = Array(xml[..<cut]), rest = Array(xml[cut...])
            let found =
                first.withUnsafeBufferPointer { counter.scan($0) }
                ?? rest.withUnsafeBufferPointer { counter.scan($0) }.map { $0 + cut }
            #expect(found == expected, "cut at \(cut)")
        }
    }

    @Test func attributeCounterFindsInstructionsWithoutData() {
        var counter = AttributeCounter(maximum: 10)
        let xml = bytes("<a><?pi?></a>")
        let found = xml.withUnsafeBufferPointer { counter.scan($0) }
        #expect(found == 7)  // the `?` that ends `<?pi?`
        #expect(counter.finding == .instructionWithoutData)
        var runOn = AttributeCounter(maximum: 10)
        let bad = bytes("<a><?pi?x?></a>")
        _ = bad.withUnsafeBufferPointer { runOn.scan($0) }
        let rest = Array(bad[8...])
        #expect(rest.withUnsafeBufferPointer { runOn.scan($0) } == 0)
        #expect(runOn.finding == .instructionTargetNotEnded)
    }

    /// The declaration's encoding is blanked (same length, so offsets stay), UTF-8 included;
    /// a malformed declaration that names an encoding is refused.
    @Test(
        arguments: [
            (
                "<?xml version=\"1.0\" encoding=\"windows-1251\"?><a/>",
                "<?xml version=\"1.0\" " + String(repeating: " ", count: 23) + "?><a/>", true
            ),
            (
                "<?xml version=\"1.0\" encoding=\"UTF-8\"?><a/>",
                "<?xml version=\"1.0\" " + String(repeating: " ", count: 16) + "?><a/>", true
            ),
            (
                "<?xml version=\"1.0\" encoding=\"UTF8-\"?><a/>",
                "<?xml version=\"1.0\" " + String(repeating: " ", count: 16) + "?><a/>", true
            ),
            (
                "<?xml version='1.0' encoding='l1' standalone='yes'?><a/>",
                "<?xml version='1.0'               standalone='yes'?><a/>", true
            ),
            ("<?xml encoding=\"UTF-7\" version=\"1.0\"?><a/>", nil, false),
            ("<a/>", "<a/>", true),
        ] as [(String, String?, Bool)])
    func declarationEncodingIsBlanked(input: String, output: String?, accepted: Bool) {
        var bytes = bytes(input)
        let ok = bytes.withUnsafeMutableBufferPointer { XMLDeclaration.blankEncoding(in: $0) }
        #expect(ok == accepted)
        if let output { #expect(String(decoding: bytes, as: UTF8.self) == output) }
    }

    @Test(arguments: [
        ("windows_1250", true), ("IBM866", true), ("x-mac-cyrillic", true), ("utf-7", false), ("x-bogus", false),
    ])
    func labelsResolveThroughIconv(label: String, readable: Bool) {
        if case .converted = SniffedEncoding.resolve(label) { #expect(readable) } else { #expect(!readable) }
    }

    @Test func theTranscoderCarriesACharacterAcrossChunks() throws {
        let transcoder = try #require(Transcoder(from: "SHIFT_JIS"))
        let tokyo: [UInt8] = [0x93, 0x8C, 0x8B, 0x9E]  // 東京
        var output: [UInt8] = []
        #expect(tokyo.prefix(3).withUnsafeBufferPointer { transcoder.convert($0, into: &output) } == nil)
        #expect(transcoder.isInsideCharacter)
        #expect(Array(tokyo.suffix(1)).withUnsafeBufferPointer { transcoder.convert($0, into: &output) } == nil)
        #expect(String(decoding: output, as: UTF8.self) == "東京")
        #expect([UInt8(0xFF)].withUnsafeBufferPointer { transcoder.convert($0, into: &output) } == 4)
    }
}
