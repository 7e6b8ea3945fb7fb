// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import ExampleSupport
import Xylem

@testable import election_schedule
@testable import gpx_track
@testable import podcast_feed

/// The examples' decoding and computations, run on the data files they ship with
/// (Examples/Data), found from the package root.
@Suite(.bothParsers)
struct ExamplesTests {
    static func dataFile(_ name: String) -> URL {
        packageRoot
            .appendingPathComponent("Examples/Data")
            .appendingPathComponent(name)
    }

    static func data(_ name: String) throws -> Data {
        try Data(contentsOf: dataFile(name))
    }

    /// The context of a DecodingError, for checking its message.
    static func context(of error: any Error) -> DecodingError.Context? {
        switch error as? DecodingError {
        case .typeMismatch(_, let c), .valueNotFound(_, let c), .keyNotFound(_, let c), .dataCorrupted(let c):
            c
        default:
            nil
        }
    }

    // MARK: - election-schedule

    @Suite
    struct ElectionScheduleTests {
        @Test
        func decodesTheSampleResponse() throws {
            let response = try loadSchedule(data: data("election-schedule.xml"))
            #expect(response.header.resultCode == "INFO-00")
            #expect(response.header.resultMsg == "NORMAL SERVICE")
            let body = try #require(response.body)
            #expect(body.numOfRows == 10)
            #expect(body.pageNo == 1)
            #expect(body.totalCount == 10)

            let elections = response.elections
            #expect(elections.count == 10)
            #expect(elections.map(\.num) == Array(1 ... 10))

            let first = try #require(elections.first)
            #expect(first.sgId == "20180613")
            #expect(first.sgName == "제7회 전국동시지방선거")
            #expect(first.sgTypecode == .umbrella)
            #expect(first.sgVotedate == "20180613")

            #expect(elections[3].sgName == "교육감선거")
            #expect(elections[3].sgTypecode == .superintendent)
            #expect(elections[6].sgTypecode == .nationalAssemblyProportional)
            #expect(elections[8].sgTypecode == .president)

            let last = try #require(elections.last)
            #expect(last.sgName == "제8회 전국동시지방선거")
            #expect(last.sgVotedate == "20220601")

            #expect(Set(elections.map(\.sgId)) == ["20180613", "20200415", "20220309", "20220601"])
        }

        @Test
        func streamingFromTheFileGivesTheSameRows() throws {
            let streamed = try loadSchedule(contentsOf: dataFile("election-schedule.xml"))
            let inMemory = try loadSchedule(data: data("election-schedule.xml"))
            #expect(streamed.elections.map(\.sgName) == inMemory.elections.map(\.sgName))
            #expect(streamed.elections.map(\.num) == inMemory.elections.map(\.num))
        }

        @Test
        func tableColumnsLineUpWithHangul() throws {
            let elections = try loadSchedule(data: data("election-schedule.xml")).elections
            let lines = renderTable(elections)
            #expect(lines.count == 2 + elections.count)
            #expect(lines[0].hasPrefix(" #  sgId      Vote date "))
            #expect(lines[2].hasPrefix(" 1  20180613  2018-06-13 Wed  제7회 전국동시지방선거"))
            #expect(lines[11].hasPrefix("10  20220601  2022-06-01 Wed  제8회 전국동시지방선거"))
            // Every row is as wide as the rule once its last (unpadded) cell is set aside.
            let ruleWidth = displayWidth(lines[1])
            let typeWidth = elections.map { displayWidth($0.sgTypecode.label) }.max() ?? 0
            for (line, election) in zip(lines.dropFirst(2), elections) {
                #expect(displayWidth(line) - displayWidth(election.sgTypecode.label) == ruleWidth - typeWidth)
            }
        }

        @Test
        func displayWidthCountsHangulTwice() {
            #expect(displayWidth("abc") == 3)
            #expect(displayWidth("제7회") == 5)
            #expect(displayWidth("대통령선거") == 10)
            #expect(displayWidth("") == 0)
        }

        @Test
        func voteDatesGetTheirWeekday() {
            #expect(formatVoteDate("20180613") == "2018-06-13 Wed")
            #expect(formatVoteDate("20220309") == "2022-03-09 Wed")
            #expect(formatVoteDate("20170509") == "2017-05-09 Tue")
            #expect(formatVoteDate("20180231") == "20180231")  // no such day
            #expect(formatVoteDate("2018061") == "2018061")
            #expect(formatVoteDate("") == "")
        }

        @Test
        func anErrorHeaderIsReported() throws {
            let xml = """
                <response><header><resultCode>INFO-03</resultCode><resultMsg>데이터 정보가 없습니다.</resultMsg></header></response>
                """
            #expect {
                _ = try loadSchedule(data: Data(xml.utf8))
            } throws: { error in
                let service = error as? ServiceError
                return service?.code == "INFO-03" && service?.message == "데이터 정보가 없습니다."
            }
        }

        @Test
        func anEmptyPageHasNoElections() throws {
            let xml = """
                <response>
                  <header><resultCode>INFO-00</resultCode><resultMsg>NORMAL SERVICE</resultMsg></header>
                  <body><items/><numOfRows>10</numOfRows><pageNo>2</pageNo><totalCount>10</totalCount></body>
                </response>
                """
            let response = try loadSchedule(data: Data(xml.utf8))
            #expect(response.elections.isEmpty)
            #expect(response.body?.pageNo == 2)
        }

        @Test
        func anUnknownTypeCodeIsADecodingErrorWithItsPosition() throws {
            let xml = """
                <response><header><resultCode>INFO-00</resultCode><resultMsg>NORMAL SERVICE</resultMsg></header>
                <body><items><item><num>1</num><sgId>20180613</sgId><sgName>선거</sgName>
                <sgTypecode>99</sgTypecode><sgVotedate>20180613</sgVotedate></item></items>
                <numOfRows>10</numOfRows><pageNo>1</pageNo><totalCount>1</totalCount></body></response>
                """
            do {
                _ = try loadSchedule(data: Data(xml.utf8))
                Issue.record("decoded an unknown sgTypecode")
            } catch {
                let context = try #require(ExamplesTests.context(of: error))
                #expect(context.codingPath.last?.stringValue == "sgTypecode")
                #expect(ExampleSupport.errorMessage(error).hasSuffix("(at /body/items/item[0]/sgTypecode)"))
                // The message comes from the standard library's `RawRepresentable.init(from:)`
                // ("Cannot initialize ElectionType from invalid Int value 99"), which Xylem
                // does not yet give a position. Remove the wrapper once it does.
                #expect(context.debugDescription.contains("line 3"))
            }
        }

        @Test
        func theDefaultDataFileExists() {
            let url = ExampleSupport.defaultDataFile("election-schedule.xml")
            #expect(FileManager.default.fileExists(atPath: url.path))
        }
    }

    // MARK: - gpx-track

    @Suite
    struct GPXTrackTests {
        @Test
        func summarizesTheSampleTrack() throws {
            let summary = try summarize(data: data("pu-si-lung.gpx"))
            #expect(summary.name == "Pu Si Lung")
            #expect(summary.trackCount == 1)
            #expect(summary.segmentCount == 2)
            #expect(summary.pointCount == 300)
            // Reference values computed independently (Python, haversine, R = 6371 km).
            #expect(abs(summary.distanceKilometers - 12.188) < 0.01)
            #expect(abs(summary.elevationGainMeters - 2051.46) < 0.001)
            #expect(abs(summary.elevationLossMeters - 294.05) < 0.001)
            #expect(summary.minimumElevation == 1318.59)
            #expect(summary.maximumElevation == 3076)
            #expect(summary.start == ISO8601DateFormatter().date(from: "2014-05-01T02:01:15Z"))
            #expect(summary.end == ISO8601DateFormatter().date(from: "2014-05-02T03:42:02Z"))
            #expect(summary.duration == 92_447)
        }

        @Test
        func streamingFromTheFileGivesTheSameSummary() throws {
            let streamed = try summarize(contentsOf: dataFile("pu-si-lung.gpx"))
            #expect(try streamed == summarize(data: data("pu-si-lung.gpx")))
        }

        @Test
        func decodesAttributesAndChildElementsOfAPoint() throws {
            let gpx = try XMLDecoder.underTest().decode(GPXDocument.self, from: data("pu-si-lung.gpx"))
            let first = try #require(gpx.trk.first?.trkseg.first?.trkpt.first)
            #expect(first.lat == 22.54297276)
            #expect(first.lon == 102.854709076)
            #expect(first.ele == 1318.59)
            #expect(first.time == Date(timeIntervalSince1970: 1_398_909_675))
            #expect(gpx.metadata?.name == "Pu Si Lung")
            #expect(gpx.trk[0].trkseg.map(\.trkpt.count) == [180, 120])
        }

        @Test
        func reportLines() throws {
            let report = try summarize(data: data("pu-si-lung.gpx")).report
            #expect(
                report == [
                    "Track:           Pu Si Lung",
                    "Points:          300 in 2 segments",
                    "Distance:        12.19 km",
                    "Elevation gain:  2051 m (loss 294 m, 1319 to 3076 m)",
                    "Duration:        25:40:47 (2014-05-01 02:01:15 UTC to 2014-05-02 03:42:02 UTC)",
                ])
        }

        @Test
        func haversineMatchesKnownDistances() {
            func point(_ lat: Double, _ lon: Double) -> GPXPoint { GPXPoint(lat: lat, lon: lon, ele: nil, time: nil) }
            // One degree along a meridian: 2πR / 360.
            #expect(abs(haversineDistance(from: point(0, 0), to: point(1, 0)) - 111_195.08) < 0.1)
            #expect(abs(haversineDistance(from: point(0, 179.5), to: point(0, -179.5)) - 111_195.08) < 0.1)
            #expect(haversineDistance(from: point(22.5, 102.8), to: point(22.5, 102.8)) == 0)
        }

        @Test
        func gapsBetweenSegmentsAndMissingValuesAreNotCounted() throws {
            let gpx = """
                <gpx version="1.1">
                  <trk><name>Two pieces</name>
                    <trkseg>
                      <trkpt lat="0" lon="0"><ele>100</ele><time>2020-01-01T00:00:00Z</time></trkpt>
                      <trkpt lat="0.001" lon="0"><ele>110</ele></trkpt>
                    </trkseg>
                    <trkseg>
                      <trkpt lat="10" lon="10"/>
                      <trkpt lat="10.001" lon="10"><ele>50</ele><time>2020-01-01T01:00:00Z</time></trkpt>
                    </trkseg>
                    <trkseg/>
                  </trk>
                </gpx>
                """
            let summary = try summarize(data: Data(gpx.utf8))
            #expect(summary.name == "Two pieces")
            #expect(summary.segmentCount == 3)
            #expect(summary.pointCount == 4)
            #expect(abs(summary.distanceMeters - 2 * 111.195) < 0.01)
            #expect(summary.elevationGainMeters == 10)
            #expect(summary.elevationLossMeters == 0)
            #expect(summary.minimumElevation == 50)
            #expect(summary.duration == 3600)
        }

        @Test
        func aFileWithoutTracks() throws {
            let summary = try summarize(
                data: Data(#"<gpx><metadata><name>Waypoints only</name></metadata><wpt lat="1" lon="2"/></gpx>"#.utf8))
            #expect(summary.name == "Waypoints only")
            #expect(summary.pointCount == 0)
            #expect(summary.duration == nil)
            #expect(summary.report.last == "Duration:        no time stamps")
        }

        @Test
        func durationFormatting() {
            #expect(gpx_track.formatDuration(92_447) == "25:40:47")
            #expect(gpx_track.formatDuration(59) == "0:00:59")
            #expect(gpx_track.formatDuration(3600) == "1:00:00")
        }

        @Test
        func malformedXMLIsASyntaxErrorWithLineAndColumn() throws {
            let gpx = "<gpx>\n<trk><trkseg>\n<trkpt lat=\"1\" lon=\"2\"></trkseg></trk></gpx>"
            do {
                _ = try summarize(data: Data(gpx.utf8))
                Issue.record("decoded malformed XML")
            } catch DecodingError.dataCorrupted(let context) {
                let syntax = try #require(context.underlyingError as? XMLSyntaxError)
                #expect(syntax.line == 3)
                #expect(syntax.column > 0)
                #expect(ExampleSupport.errorMessage(DecodingError.dataCorrupted(context)).contains("line 3, column"))
            }
        }

        @Test
        func aBadCoordinateNamesItsPlace() throws {
            let gpx = "<gpx><trk><trkseg>\n<trkpt lat=\"north\" lon=\"2\"/></trkseg></trk></gpx>"
            do {
                _ = try summarize(data: Data(gpx.utf8))
                Issue.record("decoded a non-numeric latitude")
            } catch {
                let context = try #require(ExamplesTests.context(of: error))
                #expect(context.debugDescription.contains("line 2"))
                #expect(context.codingPath.map(\.stringValue).first == "trk")
                #expect(context.codingPath.last?.stringValue == "lat")
                let message = ExampleSupport.errorMessage(error)
                #expect(message.contains("line 2"))
                #expect(message.hasSuffix("(at /trk[0]/trkseg[0]/trkpt[0]/lat)"))
            }
        }

        @Test
        func aMissingFileIsReportedWithoutAPosition() throws {
            let missing = URL(fileURLWithPath: "/nonexistent/xylem-example.gpx")
            #expect(throws: (any Error).self) { try summarize(contentsOf: missing) }
            do {
                _ = try summarize(contentsOf: missing)
            } catch {
                let message = ExampleSupport.errorMessage(error)
                #expect(message.contains("xylem-example.gpx"))
                #expect(!message.contains("line 0"))
            }
        }

        @Test
        func theDefaultDataFileExists() {
            #expect(FileManager.default.fileExists(atPath: ExampleSupport.defaultDataFile("pu-si-lung.gpx").path))
        }
    }

    // MARK: - podcast-feed

    @Suite
    struct PodcastFeedTests {
        static func utc(_ iso: String) -> Date? { ISO8601DateFormatter().date(from: iso) }

        @Test
        func summarizesTheSampleFeed() throws {
            let feed = try loadFeed(data: data("xicara-de-cafe.rss"))
            #expect(feed.title == "Xícara de Café: Mídia & Tecnologia")
            #expect(feed.summary?.hasPrefix("Um bate-papo semanal sobre mídia, tecnologia & sociedade") == true)
            #expect(feed.episodes.count == 8)

            let newest = try #require(feed.episodes.first)
            #expect(newest.title == "#59 – Eleições, algoritmos & a bolha de filtros")
            #expect(newest.published == Self.utc("2015-05-30T22:20:44Z"))
            #expect(newest.duration == 4360)
            #expect(newest.enclosureBytes == 82_638_890)

            let oldest = try #require(feed.episodes.last)
            #expect(oldest.title == "#52 – Mídia independente & financiamento coletivo")
            #expect(oldest.pubDate == "Sat, 11 Apr 2015 18:35:51 -0400")
            #expect(oldest.published == Self.utc("2015-04-11T22:35:51Z"))
            #expect(oldest.duration == 3626)
            #expect(oldest.enclosureBytes == 68_689_765)
            #expect(oldest.enclosureMegabytes == 68.689765)
            #expect(oldest.enclosureURL == URL(string: "https://media.xicara.example/xicara-052.mp3"))
            #expect(oldest.guid == "xicara-2015-04-11-052")
            #expect(oldest.guidIsPermaLink == false)

            #expect(feed.episodes.map(\.duration) == [4360, 3483, 4210, 2998, 3912, 4867, 3344, 3626])
            #expect(feed.episodes.allSatisfy { $0.published != nil })
            #expect(feed.episodes.filter(\.isExplicit).map(\.title) == ["#58 – Comentários, trolls e moderação"])
            #expect(feed.totalDuration == 30_800)
            #expect(feed.totalBytes == 584_007_059)
        }

        @Test
        func streamingFromTheFileGivesTheSameEpisodes() throws {
            let streamed = try loadFeed(contentsOf: dataFile("xicara-de-cafe.rss"))
            let inMemory = try loadFeed(data: data("xicara-de-cafe.rss"))
            #expect(streamed.episodes.map(\.title) == inMemory.episodes.map(\.title))
            #expect(streamed.episodes.map(\.enclosureBytes) == inMemory.episodes.map(\.enclosureBytes))
        }

        @Test
        func textEntitiesCDATAAndAttributes() throws {
            let rss = try XMLDecoder.underTest().decode(RSSDocument.self, from: data("xicara-de-cafe.rss"))
            #expect(rss.version == "2.0")
            // <link>, not <atom:link> nor <image><link>.
            #expect(rss.channel.link == URL(string: "https://xicara.example/"))
            #expect(rss.channel.language == "pt-BR")
            #expect(rss.channel.explicit == .no)

            let items = rss.channel.items
            // A character reference (&#8211;) in the title.
            #expect(items[2].title == "#57 – Privacidade no celular: o que os apps sabem de você")
            // Escaped HTML: the entities are resolved once.
            #expect(
                items[2].summary
                    == "<p>Permissões, localização &amp; agenda de contatos: um tour pelo que os aplicativos coletam.</p>"
            )
            // CDATA is taken as is, markup and `&amp;` included.
            #expect(
                items[0].summary?.contains("<b>algoritmos de recomendação</b>, campanhas eleitorais &amp; a tal")
                    == true)
            #expect(
                items[7].summary?.contains(#"<a href="https://xicara.example/apoie">apoio dos ouvintes</a>"#) == true)
            // The guid's text (key "") and its attribute.
            #expect(items[3].guid?.value == "https://xicara.example/episodios/56")
            #expect(items[3].guid?.isPermaLink == true)
            #expect(items[5].guid?.isPermaLink == nil)
            #expect(items[5].guid?.isPermanentLink == true)
            #expect(items[7].guid?.isPermaLink == false)
            // Prefixed names.
            #expect(
                items.map(\.duration) == [
                    "1:12:40", "58:03", "4210", "49:58", "1:05:12", "1:21:07", "55:44", "1:00:26",
                ])
            #expect(items.map(\.explicit) == [.no, .yes, .no, .no, .no, .no, .no, .no])
            // An attribute-only element.
            #expect(items[7].enclosure?.type == "audio/mpeg")
            #expect(items[7].enclosure?.length == 68_689_765)
        }

        @Test
        func reportLines() throws {
            let report = try loadFeed(data: data("xicara-de-cafe.rss")).report
            #expect(report.count == 4 + 1 + 8)
            #expect(report[0] == "Xícara de Café: Mídia & Tecnologia")
            #expect(report[2] == "8 episodes, 8:33:20 in all, 584.0 MB")
            #expect(report[4] == "Published (UTC)   Duration     Size     Title")
            #expect(
                report[5] == "2015-05-30 22:20   1:12:40  82.6 MB     #59 – Eleições, algoritmos & a bolha de filtros")
            #expect(report[6] == "2015-05-23 23:02     58:03  66.2 MB  E  #58 – Comentários, trolls e moderação")
            #expect(
                report[12]
                    == "2015-04-11 22:35   1:00:26  68.7 MB     #52 – Mídia independente & financiamento coletivo")
        }

        @Test
        func itunesDurations() {
            #expect(parseDuration("1:00:26") == 3626)
            #expect(parseDuration("58:03") == 3483)
            #expect(parseDuration("4210") == 4210)
            #expect(parseDuration("90.5") == 90.5)
            #expect(parseDuration("") == nil)
            #expect(parseDuration("1:2:3:4") == nil)
            #expect(parseDuration("a:10") == nil)
            #expect(podcast_feed.formatDuration(3626) == "1:00:26")
            #expect(podcast_feed.formatDuration(3483) == "58:03")
        }

        @Test
        func rfc2822Dates() {
            let parser = RFC2822DateParser()
            #expect(parser.date(from: "Sat, 11 Apr 2015 18:35:51 -0400") == Self.utc("2015-04-11T22:35:51Z"))
            #expect(parser.date(from: "11 Apr 2015 18:35:51 +0000") == Self.utc("2015-04-11T18:35:51Z"))
            #expect(parser.date(from: "Sun, 10 May 2015 02:15:00 GMT") == Self.utc("2015-05-10T02:15:00Z"))
            #expect(parser.date(from: "Sat, 2 May 2015 18:30 -0400") == Self.utc("2015-05-02T22:30:00Z"))
            #expect(parser.date(from: "2015-04-11T22:35:51Z") == nil)
            #expect(parser.date(from: "") == nil)
        }

        @Test
        func aBadEnclosureLengthNamesItsPlace() throws {
            let rss = """
                <rss version="2.0"><channel><title>t</title>
                <item><title>a</title><enclosure url="https://x.example/a.mp3" length="big" type="audio/mpeg"/></item>
                </channel></rss>
                """
            do {
                _ = try loadFeed(data: Data(rss.utf8))
                Issue.record("decoded a non-numeric length")
            } catch {
                let context = try #require(ExamplesTests.context(of: error))
                #expect(context.debugDescription.contains("line 2"))
                #expect(ExampleSupport.errorMessage(error).hasSuffix("(at /channel/item[0]/enclosure/length)"))
            }
        }

        @Test
        func theDefaultDataFileExists() {
            #expect(FileManager.default.fileExists(atPath: ExampleSupport.defaultDataFile("xicara-de-cafe.rss").path))
        }
    }
}
