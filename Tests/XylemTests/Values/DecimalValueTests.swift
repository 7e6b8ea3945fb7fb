// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import Xylem

/// `XMLDecimal` (Sources/Xylem/Values/XMLDecimal.swift): XML Schema's lexical rules, the form as
/// written through the coders, equality and hashing by number, `Decimal` where it is exact; and
/// the times' and durations' seconds written as read.
@Suite("Schema values: decimals as written, fractions of a second as written")
struct DecimalValueTests {
    struct Line: Codable, Equatable {
        var currency: String
        var amount: XMLDecimal
        var quantity: XMLDecimal?
        var prices: [XMLDecimal]

        enum CodingKeys: String, CodingKey {
            case currency = "@currencyID"
            case quantity = "@quantity"
            case amount, prices = "price"
        }
    }

    /// Text, canonical form.
    @Test(arguments: [
        ("100.00", "100"), ("100", "100"), ("-1.50", "-1.5"), ("+007", "7"), (".5", "0.5"), ("5.", "5"),
        ("-0.00", "0"), ("+0", "0"), ("-.0", "0"), ("0.0010", "0.001"), ("000", "0"), ("-0012.3400", "-12.34"),
        ("12345678901234567890123456789012345678901234567890", "12345678901234567890123456789012345678901234567890"),
    ])
    func lexicalFormsAreKeptAndCanonicalized(_ text: String, _ canonical: String) throws {
        let value = try #require(XMLDecimal(text))
        #expect(value.description == text)
        #expect(value.canonical == canonical)
        #expect(value == XMLDecimal(canonical))
    }

    @Test(arguments: [
        "", "+", "-", ".", "+.", "1e3", "1E3", "1.5e-2", "1,5", "1.2.3", " 1", "1 ", "1 2", "--1", "+-1", "INF", "NaN",
        "0x10", "١٢", "１", "1_000", "½",
    ])
    func textOutOfTheFormIsRefused(_ text: String) {
        #expect(XMLDecimal(text) == nil)
    }

    @Test func equalityAndHashingAreByNumber() {
        let forms = ["100", "100.00", "+100.0", "0100"].compactMap(XMLDecimal.init)
        #expect(forms.count == 4)
        #expect(Set(forms).count == 1)
        #expect(forms.allSatisfy { $0 == 100 })
        #expect(XMLDecimal("-0") == XMLDecimal("0.000"))
        #expect(Set(["-0", "0", "+0.0"].compactMap(XMLDecimal.init)).count == 1)
        #expect(XMLDecimal("1.5") != XMLDecimal("1.05"))
        #expect(XMLDecimal("-1.5") != XMLDecimal("1.5"))
        #expect(XMLDecimal("10") != XMLDecimal("1"))
        // Past Decimal's digits too: the numbers, not a rounding of them.
        let long = "123456789012345678901234567890123456789.1"
        #expect(XMLDecimal(long) == XMLDecimal(long + "000"))
        #expect(XMLDecimal(long) != XMLDecimal(long + "01"))
    }

    @Test func orderIsByNumber() throws {
        let texts = [
            "-100", "-12.5", "-12.49", "-0.5", "0", "0.0001", "0.49", "0.5", "0.50001", "1", "9.99", "10",
            "99999999999999999999999999999999999999999.5", "100000000000000000000000000000000000000000",
        ]
        let sorted = texts.compactMap(XMLDecimal.init)
        #expect(sorted.count == texts.count)
        #expect(sorted.shuffled().sorted() == sorted)
        for (smaller, larger) in zip(sorted, sorted.dropFirst()) {
            #expect(smaller < larger && !(larger < smaller))
            if let a = smaller.value, let b = larger.value { #expect(a < b) }  // as Decimal orders them
        }
        #expect(!(XMLDecimal("1.50")! < XMLDecimal("1.5")!) && !(XMLDecimal("1.5")! < XMLDecimal("1.50")!))
        #expect(!(XMLDecimal("-0")! < XMLDecimal("0")!))
    }

    @Test func theValueIsExactOrNil() throws {
        #expect(XMLDecimal("100.00")?.value == Decimal(100))
        #expect(XMLDecimal("-0.001")?.value == Decimal(string: "-0.001"))
        let max38 = String(repeating: "9", count: 38)
        #expect(XMLDecimal(max38)?.value?.description == max38)
        #expect(XMLDecimal("0." + max38)?.value?.description == "0." + max38)
        #expect(XMLDecimal(max38 + "000")?.value?.description == max38 + "000")  // trailing zeros: an exponent
        #expect(XMLDecimal(max38 + "9")?.value == nil)  // 39 significant digits
        #expect(XMLDecimal("1" + String(repeating: "0", count: 38) + "1")?.value == nil)
        #expect(XMLDecimal("0." + String(repeating: "0", count: 200) + "1")?.value == nil)
        #expect(XMLDecimal("0." + String(repeating: "0", count: 200))?.value == 0)
    }

    @Test func valuesBuiltInCodeWriteTheCanonicalForm() throws {
        #expect(XMLDecimal(Decimal(string: "100.00")!)?.description == "100")
        #expect(XMLDecimal(Decimal(string: "-0.50")!)?.description == "-0.5")
        #expect(XMLDecimal(Decimal(string: "1e20")!)?.description == "100000000000000000000")
        #expect(XMLDecimal(Decimal(string: "1e-20")!)?.description == "0.00000000000000000001")
        #expect(XMLDecimal(Decimal(100), minimumFractionDigits: 2)?.description == "100.00")
        #expect(XMLDecimal(Decimal(string: "1.5")!, minimumFractionDigits: 2)?.description == "1.50")
        // More fraction digits than asked for: kept, never rounded.
        #expect(XMLDecimal(Decimal(string: "1.125")!, minimumFractionDigits: 2)?.description == "1.125")
        #expect(XMLDecimal(Decimal.nan) == nil)
        let literal: XMLDecimal = -42
        #expect(literal.description == "-42" && literal.value == -42)
        #expect(XMLDecimal(UInt64.max).description == "18446744073709551615")
        #expect(XMLDecimal(0).canonical == "0")
    }

    @Test func decodedValuesAreWrittenAsRead() throws {
        let xml = """
            <line currencyID="EUR" quantity="+3.000"><amount>100.00</amount><price>0.10</price>\
            <price>-.5</price><price>12345678901234567890123456789012345678901234.50</price></line>
            """
        let line = try XMLDecoder.underTest().decode(Line.self, from: Data(xml.utf8))
        #expect(line.amount == 100 && line.amount.description == "100.00")
        #expect(line.quantity == 3)
        #expect(line.prices.map(\.canonical) == ["0.1", "-0.5", "12345678901234567890123456789012345678901234.5"])
        let written = String(decoding: try XMLEncoder().encode(line, root: "line"), as: UTF8.self)
        #expect(written.hasSuffix(xml))
        #expect(try XMLDecoder.underTest().decode(Line.self, from: Data(written.utf8)) == line)
    }

    @Test func surroundingWhitespaceIsCollapsed() throws {
        let decoder = XMLDecoder.underTest()
        decoder.whitespaceDecodingStrategy = .preserve
        let xml = "<line currencyID=\"EUR\" quantity=\" 2 \"><amount>\n  1.50\n</amount></line>"
        let line = try decoder.decode(Line.self, from: Data(xml.utf8))
        #expect(line.amount.description == "1.50")
        #expect(line.quantity?.description == "2")
    }

    @Test(arguments: [
        ("<line currencyID=\"EUR\">\n  <amount>1.5e3</amount></line>", ["amount"], 2),
        ("<line currencyID=\"EUR\" quantity=\"1,5\"><amount>1</amount></line>", ["@quantity"], 1),
        ("<line currencyID=\"EUR\"><amount>1</amount>\n\n<price>1</price><price/></line>", ["price", "Index 1"], 3),
    ])
    func textOutOfTheFormIsAnErrorWithItsPathAndPosition(_ xml: String, _ path: [String], _ line: Int) {
        #expect {
            try XMLDecoder.underTest().decode(Line.self, from: Data(xml.utf8))
        } throws: { error in
            guard case DecodingError.dataCorrupted(let context) = error,
                let position = context.underlyingError as? XMLDecodingPosition
            else { return false }
            return context.codingPath.map(\.stringValue) == path && position.line == line
                && context.debugDescription.contains("Expected an xs:decimal")
        }
    }

    @Test func otherCodersSeeTheLexicalForm() throws {
        let value = try #require(XMLDecimal("1.50"))
        let json = try JSONEncoder().encode([value])
        #expect(String(decoding: json, as: UTF8.self) == #"["1.50"]"#)
        #expect(try JSONDecoder().decode([XMLDecimal].self, from: json).first?.description == "1.50")
    }

    // MARK: - Fractions of a second

    @Test(arguments: [
        "09:00:00.0Z", "12:00:01.000", "09:30:00.500+09:00", "23:59:59.10",
        "00:00:00.000000000000000000000000000000000000001",
    ])
    func timesWriteTheirFractionAsRead(_ text: String) throws {
        let time = try #require(XMLTime(text))
        #expect(time.description == text)
        let dateTime = try #require(XMLDateTime("2024-05-14T" + text))
        #expect(dateTime.description == "2024-05-14T" + text)
    }

    @Test func timesAreEqualByValueWhateverTheFraction() throws {
        let written = try #require(XMLTime("09:00:00.0Z"))
        let plain = try #require(XMLTime("09:00:00Z"))
        #expect(written == plain)
        #expect(Set([written, plain]).count == 1)
        #expect(XMLDateTime("2024-05-14T09:00:00.000Z") == XMLDateTime("2024-05-14T09:00:00Z"))
        #expect(XMLTime("09:00:00.5") != XMLTime("09:00:00.50Z"))  // the zone still counts
    }

    @Test func aChangedOrBuiltTimeIsWrittenInTheShortestForm() throws {
        var time = try #require(XMLTime("09:00:00.500Z"))
        time.second = Decimal(string: "1.25")!
        #expect(time.description == "09:00:01.25Z")
        time.second = Decimal(string: "0.5")!  // the value read again: written as read
        #expect(time.description == "09:00:00.500Z")
        #expect(XMLTime(hour: 9, minute: 0, second: Decimal(string: "0.50")!)?.description == "09:00:00.5")
        #expect(XMLDateTime(Date(timeIntervalSince1970: 0.5)).description == "1970-01-01T00:00:00.5Z")
    }

    @Test func durationsWriteTheirSecondsAsRead() throws {
        let duration = try #require(XMLDuration("PT1.50S"))
        #expect(duration.description == "PT1.50S")
        #expect(duration == XMLDuration(seconds: Decimal(string: "1.5")!))
        #expect(Set([duration, XMLDuration(seconds: Decimal(string: "1.5")!)]).count == 1)
        #expect(XMLDuration(seconds: Decimal(string: "1.50")!).description == "PT1.5S")
        var changed = duration
        changed.seconds = 2
        #expect(changed.description == "PT2S")
    }

    @Test func timesRoundTripThroughTheCoders() throws {
        struct Stamp: Codable, Equatable {
            var at: XMLDateTime
            var time: XMLTime
            var lasts: XMLDuration
        }
        let xml = "<stamp><at>2024-05-14T12:00:01.000</at><time>09:00:00.0Z</time><lasts>PT0.50S</lasts></stamp>"
        let stamp = try XMLDecoder.underTest().decode(Stamp.self, from: Data(xml.utf8))
        let written = String(decoding: try XMLEncoder().encode(stamp, root: "stamp"), as: UTF8.self)
        #expect(written.hasSuffix(xml))
        #expect(try XMLDecoder.underTest().decode(Stamp.self, from: Data(written.utf8)) == stamp)
    }
}
