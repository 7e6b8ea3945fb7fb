// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import Xylem

/// Dates in every strategy and binary data: written by the rules the decoder reads with, and
/// never rounded silently.
@Suite("Encoder: dates and data")
struct EncoderDateDataTests {
    struct Event: Codable, Equatable {
        let at: Date
        let dates: [Date]
        let when: Date?
    }

    static let seoul = TimeZone(identifier: "Asia/Seoul")!
    static let whole = Date(timeIntervalSince1970: 1_398_909_675)  // 2014-05-01T02:01:15Z

    @Test func iso8601IsTheDefaultInUTC() throws {
        let event = Event(
            at: Self.whole, dates: [Date(timeIntervalSince1970: 0), Date(timeIntervalSince1970: -86_400.5)], when: nil)
        let parsed = try XMLEncoder().parsed(event, root: "e")
        #expect(parsed.child("at").text == "2014-05-01T02:01:15Z")
        #expect(parsed.children("dates").map(\.text) == ["1970-01-01T00:00:00Z", "1969-12-30T23:59:59.5Z"])
        #expect(try roundTrip(event, root: "e") == event)
    }

    @Test func iso8601WritesTheFewestFractionDigitsThatReadBackExactly() throws {
        let cases: [(Double, String)] = [(0.25, ".25Z"), (0.1, ".1Z"), (0.001, ".001Z"), (0.5, ".5Z")]
        for (fraction, suffix) in cases {
            let date = Date(timeIntervalSinceReferenceDate: 737_366_400 + fraction)
            let text = try XMLEncoder().parsed([date], root: "d").children[0].text
            #expect(text.hasSuffix(suffix), "\(text)")
        }
        // Dates made from seconds since 1970 read back exactly, however many digits they need.
        var generator = SplitMix64(seed: 14)
        for _ in 0 ..< 500 {
            let seconds =
                Double(generator.next() % 4_000_000_000) - 1_000_000_000 + Double(generator.next() % 1_000_000)
                / 999_983
            let date = Date(timeIntervalSince1970: seconds)
            #expect(try roundTrip([date], root: "d")[0] == date, "\(date.timeIntervalSince1970)")
        }
        // A Date() has a last bit finer than seconds since 1970 hold: it reads back all the same.
        for _ in 0 ..< 200 {
            let now = Date(
                timeIntervalSinceReferenceDate: 800_000_000 + Double(generator.next() % 1_000_000_000) / 1_000_003)
            #expect(try roundTrip([now], root: "d")[0] == now)
        }
    }

    @Test func everyDateStrategyReadsBack() throws {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "Europe/Berlin")
        formatter.dateFormat = "dd.MM.yyyy HH:mm:ss"
        let pairs: [(XMLEncoder.DateEncodingStrategy, XMLDecoder.DateDecodingStrategy, String)] = [
            (.iso8601, .iso8601, "2014-05-01T02:01:15Z"),
            (.rfc2822, .rfc2822, "Thu, 01 May 2014 02:01:15 +0000"),
            (
                .fixedPattern("yyyyMMddHHmmss", timeZone: Self.seoul),
                .fixedPattern("yyyyMMddHHmmss", timeZone: Self.seoul), "20140501110115"
            ),
            (.secondsSince1970, .secondsSince1970, "1398909675"),
            (.millisecondsSince1970, .millisecondsSince1970, "1398909675000"),
            (.formatted(formatter), .formatted(formatter), "01.05.2014 04:01:15"),
            (.deferredToDate, .deferredToDate, "420602475"),
        ]
        for (encoding, decoding, text) in pairs {
            let encoder = XMLEncoder()
            encoder.dateEncodingStrategy = encoding
            let decoder = XMLDecoder.underTest()
            decoder.dateDecodingStrategy = decoding
            let event = Event(at: Self.whole, dates: [Self.whole], when: Self.whole)
            #expect(try encoder.parsed(event, root: "e").child("at").text == text)
            #expect(try roundTrip(event, root: "e", encoder: encoder, decoder: decoder) == event)
        }
    }

    @Test func customDateStrategiesGetAnEncoderAtTheValue() throws {
        let encoder = XMLEncoder()
        encoder.dateEncodingStrategy = .custom { date, encoder in
            var container = encoder.singleValueContainer()
            try container.encode("day \(Int(date.timeIntervalSince1970) / 86_400)")
        }
        let parsed = try encoder.parsed(Event(at: Self.whole, dates: [], when: nil), root: "e")
        #expect(parsed.child("at").text == "day 16191")
    }

    @Test func aDateTheStrategyCannotHoldIsAnError() {
        let rfc = XMLEncoder()
        rfc.dateEncodingStrategy = .rfc2822
        expectEncodingError(path: ["at"], ["fraction of a second", "RFC 2822"]) {
            _ = try rfc.encode(Event(at: Self.whole.addingTimeInterval(0.5), dates: [], when: nil), root: "e")
        }
        let day = XMLEncoder()
        day.dateEncodingStrategy = .fixedPattern("yyyyMMdd", timeZone: Self.seoul)
        expectEncodingError(
            path: ["dates", "Index 0"], ["does not fit the pattern \"yyyyMMdd\"", "Asia/Seoul", "20140501"]
        ) {
            _ = try day.encode(Event(at: Self.midnightInSeoul, dates: [Self.whole], when: nil), root: "e")
        }
        #expect(throws: Never.self) { try day.encode(Event(at: Self.midnightInSeoul, dates: [], when: nil), root: "e") }
        expectEncodingError(path: ["at"], ["outside the years 0000-9999 that ISO 8601 can write"]) {
            _ = try XMLEncoder().encode(
                Event(at: Date(timeIntervalSince1970: 400_000_000_000), dates: [], when: nil), root: "e")
        }
        expectEncodingError(path: ["at"], ["no instant", "ISO 8601"]) {
            _ = try XMLEncoder().encode(
                Event(at: Date(timeIntervalSince1970: .infinity), dates: [], when: nil), root: "e")
        }
    }

    static let midnightInSeoul = Date(timeIntervalSince1970: 1_528_815_600)  // 2018-06-13T00:00:00+09:00

    @Test func fixedPatternsWriteTheDecodersLayout() throws {
        let encoder = XMLEncoder()
        encoder.dateEncodingStrategy = .fixedPattern("yyyy-MM-dd HH:mm", timeZone: Self.seoul)
        #expect(try encoder.parsed([Self.midnightInSeoul], root: "d").children[0].text == "2018-06-13 00:00")
        let daily = XMLEncoder()
        daily.dateEncodingStrategy = .fixedPattern("yyyyMMdd", timeZone: Self.seoul)
        #expect(try daily.parsed([Self.midnightInSeoul], root: "d").children[0].text == "20180613")
    }

    // MARK: - Data

    struct Attachment: Codable, Equatable {
        let name: String
        let content: Data
    }

    static let bytes = Data((0 ..< 200).map { UInt8(truncatingIfNeeded: $0 &* 37) })

    @Test(arguments: [0, 1, 2, 3, 57, 200])
    func base64ReadsBack(count: Int) throws {
        let attachment = Attachment(name: "a", content: Self.bytes.prefix(count))
        let parsed = try XMLEncoder().parsed(attachment, root: "a")
        #expect(parsed.child("content").text == Self.bytes.prefix(count).base64EncodedString())
        #expect(try roundTrip(attachment, root: "a") == attachment)
    }

    @Test func wrappedBase64HasLinesOf76() throws {
        let encoder = XMLEncoder()
        encoder.dataEncodingStrategy = .base64Wrapped(lineLength: 76)
        let attachment = Attachment(name: "a", content: Self.bytes)
        let lines = try encoder.parsed(attachment, root: "a").child("content").text.split(separator: "\n")
        #expect(lines.dropLast().allSatisfy { $0.count == 76 })
        #expect(lines.joined() == Self.bytes.base64EncodedString())
        #expect(try roundTrip(attachment, root: "a", encoder: encoder) == attachment)

        encoder.dataEncodingStrategy = .base64Wrapped(lineLength: 0)
        expectEncodingError(path: ["content"], ["positive line length"]) {
            _ = try encoder.encode(attachment, root: "a")
        }
    }

    @Test func hexCustomAndDeferredData() throws {
        let attachment = Attachment(name: "a", content: Data([0x9F, 0x86, 0x00, 0x0A]))
        let hex = XMLEncoder()
        hex.dataEncodingStrategy = .hex
        #expect(try hex.parsed(attachment, root: "a").child("content").text == "9f86000a")
        let hexDecoder = XMLDecoder.underTest()
        hexDecoder.dataDecodingStrategy = .hex
        #expect(try roundTrip(attachment, root: "a", encoder: hex, decoder: hexDecoder) == attachment)

        let deferred = XMLEncoder()
        deferred.dataEncodingStrategy = .deferredToData
        #expect(
            try deferred.parsed(attachment, root: "a").children("content").map(\.text) == ["159", "134", "0", "10"])
        let deferredDecoder = XMLDecoder.underTest()
        deferredDecoder.dataDecodingStrategy = .deferredToData
        #expect(try roundTrip(attachment, root: "a", encoder: deferred, decoder: deferredDecoder) == attachment)

        let custom = XMLEncoder()
        custom.dataEncodingStrategy = .custom { data, encoder in
            var container = encoder.singleValueContainer()
            try container.encode(data.count)
        }
        #expect(try custom.parsed(attachment, root: "a").child("content").text == "4")
    }
}

/// A seeded generator, so every run of the property tests sees the same values.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
