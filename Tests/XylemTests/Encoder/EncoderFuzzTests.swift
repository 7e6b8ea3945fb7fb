// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import Xylem

/// Random names, values and options: the encoder and the stream writer either write a document
/// that libxml2 (namespace rules included) and both of Xylem's parsers accept, or throw an
/// `EncodingError`; they never trap. Values of a fixed model read back equal.
@Suite("Encoder: random names, values and options")
struct EncoderFuzzTests {
    struct Key: CodingKey {
        var stringValue: String
        init(stringValue: String) { self.stringValue = stringValue }
        var intValue: Int? { nil }
        init?(intValue: Int) { nil }
    }

    indirect enum Value: Encodable {
        case string(String), int(Int), double(Double), date(Date), bool(Bool), null
        case node([(String, Value)]), list([Value]), dictionary([String: String]), runs([Run])

        func encode(to encoder: any Encoder) throws {
            switch self {
            case .node(let pairs):
                var container = encoder.container(keyedBy: Key.self)
                for (key, value) in pairs {
                    if case .null = value {
                        try container.encodeNil(forKey: Key(stringValue: key))
                    } else {
                        try container.encode(value, forKey: Key(stringValue: key))
                    }
                }
            case .list(let items):
                var container = encoder.unkeyedContainer()
                for item in items { try container.encode(item) }
            case .dictionary(let dictionary): try dictionary.encode(to: encoder)
            case .runs(let runs): try runs.encode(to: encoder)
            case .string(let value): var c = encoder.singleValueContainer(); try c.encode(value)
            case .int(let value): var c = encoder.singleValueContainer(); try c.encode(value)
            case .double(let value): var c = encoder.singleValueContainer(); try c.encode(value)
            case .date(let value): var c = encoder.singleValueContainer(); try c.encode(value)
            case .bool(let value): var c = encoder.singleValueContainer(); try c.encode(value)
            case .null: var c = encoder.singleValueContainer(); try c.encodeNil()
            }
        }
    }

    enum Run: Codable, Equatable {
        case text(String), b(String), i(String)
        enum CodingKeys: String, CodingKey { case text = "", b, i }
    }

    static let uris = [
        "urn:p", "urn:q", "", "http://www.w3.org/XML/1998/namespace", "http://www.w3.org/2000/xmlns/", "urn:p",
    ]
    static let names = [
        "a", "b", "item", "p:a", "q:a", "p:b", "xml:lang", "xmlns", "xmlns:p", "xmlns:q", "xmlns:xml",
        "xmlns:xmlns", "xmlns:x", "fooBar", "foo_bar", "_0", "super", "", "1a", "a b", "a:b:c", ":a",
        "é", "x-y.z", "a\u{0}", "xsi:nil", "id", "ID", "p", "q",
    ]
    static let texts = [
        "", " ", "plain", "a & b < c > d", "]]>", "q\"uote'", "line\nbreak", "cr\r\nlf", "\t tab",
        "\u{1}", "\u{FFFE}", "\u{FFFF}", "é ü 漢字 🙂", "  edges  ", "&amp;", "<x/>",
    ]

    struct Generator {
        var random: SplitMix64
        mutating func pick<T>(_ items: [T]) -> T { items[Int(random.next() % UInt64(items.count))] }
        mutating func chance(_ percent: UInt64) -> Bool { random.next() % 100 < percent }

        mutating func name() -> String {
            let name = pick(EncoderFuzzTests.names)
            return chance(35) ? "@" + name : name
        }

        mutating func text() -> String {
            chance(70)
                ? pick(EncoderFuzzTests.texts)
                : String((0 ..< random.next() % 6).map { _ in Character(Unicode.Scalar(UInt8(random.next() % 128))) })
        }

        mutating func value(depth: Int) -> Value {
            switch random.next() % (depth > 3 ? 6 : 10) {
            case 0: return .string(text())
            case 1: return .int(Int(truncatingIfNeeded: random.next()))
            case 2:
                return .double(
                    pick([
                        Double.nan, .infinity, -0.0, 9.1697e-05, 1e300, .leastNonzeroMagnitude,
                        Double(bitPattern: random.next()),
                    ]))
            case 3:
                return .date(
                    Date(
                        timeIntervalSinceReferenceDate: pick([
                            Double.nan, .infinity, 1e-12, -0.5, 4e11,
                            Double(Int64(random.next() % 600_000_000_000)) / 1000 - 300_000_000,
                        ])))
            case 4: return .bool(chance(50))
            case 5: return .null
            case 6, 7: return .node((0 ..< random.next() % 5).map { _ in (name(), value(depth: depth + 1)) })
            case 8: return .list((0 ..< random.next() % 3).map { _ in value(depth: depth + 1) })
            default:
                if chance(50) {
                    return .runs(
                        (0 ..< random.next() % 4).map { _ in pick([Run.text(text()), .b(text()), .i(text())]) })
                }
                return .dictionary(
                    Dictionary((0 ..< random.next() % 3).map { _ in (name(), text()) }, uniquingKeysWith: { a, _ in a })
                )
            }
        }

        mutating func encoder() -> XMLEncoder {
            let encoder = XMLEncoder()
            if chance(30) { encoder.outputFormatting.insert(.prettyPrinted) }
            if chance(30) { encoder.outputFormatting.insert(.sortedKeys) }
            if chance(30) {
                encoder.keyEncodingStrategy = pick([.convertToSnakeCase, .convertToKebabCase, .convertToCapitalized])
            }
            if chance(20) { encoder.namespaceStrategy = .stripPrefixes }
            if chance(20) { encoder.attributeEncodingStrategy = .attributes { $0.last?.stringValue == "id" } }
            if chance(30) { encoder.nilEncodingStrategy = pick([.emptyElement, .xsiNil]) }
            if chance(30) { encoder.stringEncodingStrategy = .cdata { _ in true } }
            if chance(30) { encoder.numberEncodingStrategy = .plainDecimal }
            if chance(40) {
                encoder.rootAttributes = Dictionary(
                    (0 ..< random.next() % 3).map { _ -> (String, String) in
                        let name = pick(EncoderFuzzTests.names)
                        return (name, name.hasPrefix("xmlns") ? pick(EncoderFuzzTests.uris) : text())
                    }, uniquingKeysWith: { a, _ in a })
            }
            return encoder
        }
    }

    /// Nil when `data` is accepted by libxml2 and both of Xylem's parsers, else why not.
    static func rejection(of data: Data) -> String? {
        if let problem = LibXML2Lint.problem(with: data) { return "libxml2: \(problem)" }
        for parser in [XMLDecoder.Parser.foundation, .libxml2] {
            do { _ = try XMLTree(data: data, parser: parser) } catch { return "\(parser): \(error)" }
        }
        return nil
    }

    @Test func libxml2JudgesNamespaceRulesToo() {
        #expect(LibXML2Lint.problem(with: Data(#"<r a="1" a="2"/>"#.utf8)) != nil)
        #expect(LibXML2Lint.problem(with: Data("<xmlns:x/>".utf8)) != nil)
        #expect(LibXML2Lint.problem(with: Data(#"<r xmlns:a="u" xmlns:b="u" a:x="1" b:x="2"/>"#.utf8)) != nil)
        #expect(LibXML2Lint.problem(with: Data(#"<p:r xmlns:p="u"/>"#.utf8)) == nil)
    }

    @Test func randomDocumentsAreWellFormedOrAnEncodingError() throws {
        var generator = Generator(random: SplitMix64(seed: 2026))
        var written = 0, refused = 0
        for _ in 0 ..< 4_000 {
            let encoder = generator.encoder()
            let value = generator.value(depth: 0)
            let root =
                generator.chance(90)
                ? generator.pick(["r", "p:r", "xmlns:r", "a b", "doc"]) : generator.pick(Self.names)
            do {
                let data = try encoder.encode(value, root: root)
                written += 1
                if let problem = Self.rejection(of: data) {
                    Issue.record("\(problem)\n\(String(decoding: data, as: UTF8.self))")
                }
            } catch is EncodingError {
                refused += 1
            }
        }
        // Both outcomes are exercised.
        #expect(written > 500 && refused > 500, "\(written) written, \(refused) refused")
    }

    @Test func randomStreamsAreWellFormedOrAnEncodingError() throws {
        var generator = Generator(random: SplitMix64(seed: 25))
        for _ in 0 ..< 500 {
            let stream = OutputStream.toMemory()
            // Root attributes that are not valid XML: the writer cannot be made.
            guard let writer = try? XMLStreamWriter(stream: stream, encoder: generator.encoder()) else { continue }
            var opened = false
            for _ in 0 ..< 6 {
                do {
                    if !opened || generator.chance(20) {
                        let attributes = Dictionary(
                            (0 ..< generator.random.next() % 3).map { _ -> (String, String) in
                                let name = generator.pick(Self.names)
                                return (name, name.hasPrefix("xmlns") ? generator.pick(Self.uris) : generator.text())
                            }, uniquingKeysWith: { a, _ in a })
                        try writer.open(generator.pick(["r", "p:r", "q:r", "xmlns:r", "a"]), attributes: attributes)
                        opened = true
                    } else {
                        try writer.write(
                            generator.value(depth: 1), as: generator.pick(["item", "p:item", "q:item", "xmlns:i", "1"]))
                    }
                } catch is EncodingError {
                    continue
                }
            }
            guard opened else { continue }
            try writer.finish()
            let data = stream.property(forKey: .dataWrittenToMemoryStreamKey) as? Data ?? Data()
            if let problem = Self.rejection(of: data) {
                Issue.record("\(problem)\n\(String(decoding: data, as: UTF8.self))")
            }
        }
    }

    struct Record: Codable, Equatable {
        let text: String
        let attribute: String
        let number: Double
        let single: Float
        let integer: Int64
        let at: Date
        let flag: Bool
        let bytes: Data
        enum CodingKeys: String, CodingKey {
            case text, attribute = "@attribute", number, single, integer, at, flag, bytes
        }
    }

    /// Random values of every scalar type read back equal, whatever the output options.
    @Test func randomValuesReadBackEqual() throws {
        var generator = Generator(random: SplitMix64(seed: 10))
        var records: [Record] = []
        for _ in 0 ..< 3_000 {
            var number = Double(bitPattern: generator.random.next())
            if !number.isFinite { number = 0.5 }
            var single = Float(bitPattern: UInt32(truncatingIfNeeded: generator.random.next()))
            if !single.isFinite { single = 0.25 }
            // Characters XML 1.0 can hold: a string with others is an error, tested above.
            let scalars = (0 ..< generator.random.next() % 12).compactMap { _ -> Unicode.Scalar? in
                let value = UInt32(generator.random.next() % 0x11_0000)
                guard
                    value == 0x9 || value == 0xA || value == 0xD || (0x20 ... 0xD7FF).contains(value)
                        || (0xE000 ... 0xFFFD).contains(value) || value >= 0x10000
                else { return nil }
                return Unicode.Scalar(value)
            }
            let text =
                String(String.UnicodeScalarView(scalars))
                + generator.pick(
                    Self.texts.filter { !$0.contains("\u{1}") && !$0.contains("\u{FFFE}") && !$0.contains("\u{FFFF}") })
            let seconds =
                Double(Int64(generator.random.next() % 315_000_000_000)) - 63_000_000_000 + Double(
                    generator.random.next() % 1_000_000) / 1_000_000
            records.append(
                Record(
                    text: text, attribute: text, number: number, single: single,
                    integer: Int64(bitPattern: generator.random.next()),
                    at: Date(timeIntervalSinceReferenceDate: seconds), flag: generator.chance(50),
                    bytes: Data(
                        (0 ..< generator.random.next() % 9).map { _ in
                            UInt8(truncatingIfNeeded: generator.random.next())
                        })))
        }
        for options in 0 ..< 8 {
            let encoder = XMLEncoder()
            if options & 1 != 0 { encoder.outputFormatting = [.prettyPrinted, .sortedKeys] }
            if options & 2 != 0 { encoder.stringEncodingStrategy = .cdata { $0.last?.stringValue == "text" } }
            if options & 4 != 0 { encoder.numberEncodingStrategy = .plainDecimal }
            let decoder = XMLDecoder.underTest()
            decoder.whitespaceDecodingStrategy = .preserve
            let data = try encoder.encode(records, root: "records")
            #expect(Self.rejection(of: data) == nil)
            for parser in [XMLDecoder.Parser.foundation, .libxml2] {
                decoder.parser = parser
                let decoded = try decoder.decode([Record].self, from: data)
                let wrong = zip(records, decoded).filter { $0 != $1 }
                #expect(
                    decoded.count == records.count && wrong.isEmpty, "options \(options), \(parser): \(wrong.prefix(2))"
                )
            }
        }
    }
}
