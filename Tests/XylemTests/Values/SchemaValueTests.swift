// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import Xylem

/// XML Schema's date, time and duration values (Sources/Xylem/Values): each lexical form read and
/// written back byte for byte when canonical, through elements and attributes, and converted to
/// `Date` and `DateComponents`.
@Suite("Schema values: dates, times, partial dates, durations")
struct SchemaValueTests {
    struct Event: Codable, Equatable {
        var day: XMLDate
        var at: XMLDateTime
        var opens: XMLTime?
        var season: XMLGregorian?
        var lasts: XMLDuration?

        enum CodingKeys: String, CodingKey {
            case day = "@day"
            case at, opens, season, lasts
        }
    }

    @Test("A partial date's kind is found by its XML Schema type name, and no other name finds one")
    func gregorianKindByTypeName() {
        for kind in XMLGregorian.Kind.allCases {
            #expect(XMLGregorian.Kind(rawValue: kind.rawValue) == kind)
        }
        #expect(XMLGregorian.Kind(rawValue: "gYear") == .year)
        #expect(XMLGregorian.Kind(rawValue: "gyear") == nil)
        #expect(XMLGregorian.Kind(rawValue: "date") == nil)
    }

    @Test(arguments: [
        "2024-05-14", "2024-05-14Z", "2024-05-14+09:00", "-0044-03-15", "12024-01-01-05:30", "2024-02-29",
    ])
    func datesRoundTrip(_ text: String) throws {
        let value = try #require(XMLDate(text))
        #expect(value.description == text)
    }

    @Test(arguments: ["09:30:00", "09:30:00.25Z", "23:59:59.123456789+14:00", "24:00:00", "00:00:00-12:00"])
    func timesRoundTrip(_ text: String) throws {
        #expect(try #require(XMLTime(text)).description == text)
    }

    @Test(arguments: ["2024-05-14T09:30:00", "2024-05-14T09:30:00.5+09:00", "2001-10-26T21:32:52.12679Z"])
    func dateTimesRoundTrip(_ text: String) throws {
        #expect(try #require(XMLDateTime(text)).description == text)
    }

    @Test(arguments: [
        ("2024", XMLGregorian.Kind.year), ("2024-05", .yearMonth), ("--05-14", .monthDay), ("---14Z", .day),
        ("--05+01:00", .month), ("--02-29", .monthDay),
    ])
    func partialDatesRoundTrip(_ text: String, _ kind: XMLGregorian.Kind) throws {
        let value = try #require(XMLGregorian(text))
        #expect(value.kind == kind)
        #expect(value.description == text)
    }

    /// A zone after a year or a month is not taken for a month or a day; the first edition's
    /// `--MM--` is a month, written as the second edition does.
    @Test(arguments: [
        ("1999-05:00", XMLGregorian.Kind.year, "1999-05:00"), ("--12-05:00", .month, "--12-05:00"),
        ("--03--", .month, "--03"), ("--05---05:00", .month, "--05-05:00"),
        ("2024-05-05:00", .yearMonth, "2024-05-05:00"),
    ])
    func aZoneAfterAYearOrAMonth(_ text: String, _ kind: XMLGregorian.Kind, _ written: String) throws {
        let value = try #require(XMLGregorian(text))
        #expect(value.kind == kind)
        #expect(value.description == written)
    }

    @Test(arguments: ["P1Y2M", "PT36H", "-P3DT4.5S", "P1Y2M3DT4H5M6.789S", "PT0S", "P400D"])
    func durationsRoundTrip(_ text: String) throws {
        #expect(try #require(XMLDuration(text)).description == text)
    }

    @Test(arguments: [
        "2024-5-14", "2024-13-01", "2023-02-29", "2024-05-14T", "2024-05-14+15:00", "02024-01-01", "2024-05-14 ",
    ])
    func badDatesAreRefused(_ text: String) {
        #expect(XMLDate(text) == nil)
    }

    @Test(arguments: ["25:00:00", "09:60:00", "09:30", "09:30:00.", "24:00:01", "09:30:00+0900"])
    func badTimesAreRefused(_ text: String) {
        #expect(XMLTime(text) == nil)
    }

    @Test(arguments: ["P", "PT", "1Y", "P1S", "PT1D", "P1M1Y", "P1.5Y", "P-1D", "P1YT"])
    func badDurationsAreRefused(_ text: String) {
        #expect(XMLDuration(text) == nil)
    }

    @Test(arguments: ["--13", "---32", "--04-31", "2024-00", "-14", "--03-", "--03---", "1999-05:0", "---05-05"])
    func badPartialDatesAreRefused(_ text: String) {
        #expect(XMLGregorian(text) == nil)
    }

    @Test func valuesDecodeFromElementsAndAttributesAndEncodeAsRead() throws {
        let xml = """
            <event day="2024-05-14"><at>2024-05-14T09:30:00.25+09:00</at><opens>08:00:00</opens>\
            <season>--05</season><lasts>PT1H30M</lasts></event>
            """
        let event = try XMLDecoder.underTest().decode(Event.self, from: Data(xml.utf8))
        #expect(event.day == XMLDate(year: 2024, month: 5, day: 14))
        #expect(event.at.timeZoneOffset == 540)
        #expect(event.opens?.timeZoneOffset == nil)
        #expect(event.season == XMLGregorian.month(5))
        #expect(event.lasts == XMLDuration(hours: 1, minutes: 30))
        let written = String(decoding: try XMLEncoder().encode(event, root: "event"), as: UTF8.self)
        #expect(written.hasSuffix(xml))
    }

    @Test func surroundingWhitespaceIsCollapsedAsTheSchemaTypesSay() throws {
        let decoder = XMLDecoder.underTest()
        decoder.whitespaceDecodingStrategy = .preserve
        let xml = "<event day=\" 2024-05-14\"><at>\n  2024-05-14T09:30:00Z\n</at></event>"
        let event = try decoder.decode(Event.self, from: Data(xml.utf8))
        #expect(event.day.description == "2024-05-14")
        #expect(event.at.description == "2024-05-14T09:30:00Z")
    }

    @Test func aValueOutOfItsFormIsAnErrorWithItsPath() throws {
        let xml = "<event day=\"2024-05-14\">\n<at>2024-05-14 09:30</at></event>"
        #expect {
            try XMLDecoder.underTest().decode(Event.self, from: Data(xml.utf8))
        } throws: { error in
            guard case DecodingError.dataCorrupted(let context) = error else { return false }
            return context.codingPath.map(\.stringValue) == ["at"]
                && context.debugDescription.contains("Expected an xs:dateTime")
        }
    }

    @Test func datesConvertToFoundation() throws {
        let utc = TimeZone(secondsFromGMT: 0)!
        let moment = try #require(XMLDateTime("2024-05-14T09:30:00.5+09:00")?.date())
        #expect(moment == Date(timeIntervalSince1970: 1_715_646_600.5))
        // Without a zone, a local time: the zone to read it in is the caller's.
        let local = try #require(XMLDateTime("2024-05-14T00:30:00"))
        #expect(local.date() == Date(timeIntervalSince1970: 1_715_646_600))
        #expect(
            local.date(defaultTimeZone: TimeZone(secondsFromGMT: 3600)!) == Date(timeIntervalSince1970: 1_715_643_000))
        #expect(XMLDate("2024-05-14+02:00")?.date() == Date(timeIntervalSince1970: 1_715_637_600))
        #expect(XMLDate(Date(timeIntervalSince1970: 1_715_646_600), in: utc).description == "2024-05-14Z")
        #expect(XMLDate(Date(timeIntervalSince1970: 1_715_646_600), keepsZone: false).description == "2024-05-14")
        #expect(XMLDateTime(Date(timeIntervalSince1970: 1_715_646_600.25)).description == "2024-05-14T00:30:00.25Z")
        #expect(
            XMLDateTime(Date(timeIntervalSince1970: 1_715_646_600), in: TimeZone(secondsFromGMT: 9 * 3600)!)
                .description == "2024-05-14T09:30:00+09:00")

        let parts = try #require(XMLTime("09:30:15.5Z")).dateComponents
        #expect([parts.hour, parts.minute, parts.second, parts.nanosecond] == [9, 30, 15, 500_000_000])
        #expect(parts.timeZone?.secondsFromGMT() == 0)
        #expect(XMLGregorian("2024-05")?.dateComponents.month == 5)
        #expect(XMLGregorian("2024-05")?.dateComponents.day == nil)

        let back = try #require(XMLDuration("-P1M2D")).dateComponents
        let start = try #require(XMLDate("2024-05-14")?.date())
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = utc
        #expect(calendar.date(byAdding: back, to: start) == XMLDate("2024-04-12")?.date())
    }
}
