// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import Xylem

@Suite("Real documents", .bothParsers)
struct DocumentTests {
    let decoder = XMLDecoder.underTest()

    @Test func electionScheduleWithThreeItems() throws {
        let response = try decoder.decode(Models.ElectionResponse.self, from: Fixtures.threeElections)
        #expect(response.header.resultCode == "INFO-00")
        #expect(response.header.resultMsg == "NORMAL SERVICE")
        #expect(response.body.items.item.count == 3)
        #expect(
            response.body.items.item[0]
                == Models.Schedule(
                    num: 1, sgId: "20180613", sgName: "제7회 전국동시지방선거", sgTypecode: 0, sgVotedate: "20180613"))
        #expect(response.body.items.item.map(\.sgName) == ["제7회 전국동시지방선거", "국회의원선거", "제21대 국회의원선거"])
        #expect(response.body.totalCount == 3)
        #expect(response.body.numOfRows == 10)
        #expect(response.body.pageNo == 1)
    }

    @Test func aLoneItemIsAOneElementArray() throws {
        let xml = Fixtures.election(items: [(7, "20220601", "제8회 전국동시지방선거", 0, "20220601")])
        let response = try decoder.decode(Models.ElectionResponse.self, from: xml)
        #expect(response.body.items.item.map(\.num) == [7])
    }

    @Test func emptyItemsIsAnEmptyArray() throws {
        let response = try decoder.decode(Models.ElectionResponse.self, from: Fixtures.election(items: []))
        #expect(response.body.items.item.isEmpty)
        #expect(response.body.totalCount == 0)
    }

    @Test func emptyItemsIsNilForAnOptionalArray() throws {
        struct Items: Decodable { let item: [Models.Schedule]? }
        struct Body: Decodable { let items: Items }
        struct Response: Decodable { let body: Body }
        let response = try decoder.decode(Response.self, from: Fixtures.election(items: []))
        #expect(response.body.items.item == nil)
    }

    @Test func gpxTracklog() throws {
        let gpx = try decoder.decode(Models.GPX.self, from: Fixtures.gpx)
        #expect(gpx.version == "1.1")
        #expect(gpx.trk.name == "Pu Si Lung")
        let points = gpx.trk.trkseg.trkpt
        #expect(points.count == 3)
        #expect(points[0].lat == 22.54297276)
        #expect(points[0].lon == 102.854709076)
        #expect(points[0].ele == 1318.59)
        #expect(points[0].time == Date(timeIntervalSince1970: 1_398_909_675))
        #expect(points[1].time.timeIntervalSince(points[0].time) == 30)
        #expect(points[2].ele == nil)
        #expect(points[2].time == Date(timeIntervalSince1970: 1_398_909_735.25 - 7 * 3600))
    }

    @Test func podcastFeed() throws {
        let rss = try decoder.decode(Models.RSS.self, from: Fixtures.podcast)
        #expect(rss.version == "2.0")
        #expect(rss.channel.title == "O Norte & o Sul")
        #expect(rss.channel.summary == "Conversas sobre mídia")
        #expect(rss.channel.item.map(\.title) == ["#11 – Mídia", "#10 – Política &\n        economia"])
        let first = rss.channel.item[0]
        #expect(first.guid.isPermaLink == false)
        #expect(first.guid.value == "onorte-11")
        #expect(first.description == "<p>Um episódio sobre <b>mídia</b> & jornalismo</p>")
        #expect(first.enclosure.length == 68_689_765)
        #expect(first.enclosure.url == URL(string: "http://example.com/ON-2015-04-11-007.mp3"))
        #expect(first.enclosure.type == "audio/mpeg")
        #expect(first.duration == "1:00:26")
        #expect(first.explicit == "no")
        #expect(first.pubDate == "Sat, 11 Apr 2015 18:35:51 -0400")
        let second = rss.channel.item[1]
        #expect(second.guid.isPermaLink == true)
        #expect(second.description == "Texto <simples> com é e 中")
        #expect(second.link == URL(string: "http://example.com/10"))
    }

    @Test func sameDocumentFromDataStringAndFile() throws {
        let fromString = try decoder.decode(Models.GPX.self, from: Fixtures.gpx)
        let fromData = try decoder.decode(Models.GPX.self, from: Data(Fixtures.gpx.utf8))
        let url = TestScratch.directory.appendingPathComponent("xylem-\(UUID().uuidString).gpx")
        try Data(Fixtures.gpx.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let fromFile = try decoder.decode(Models.GPX.self, contentsOf: url)
        #expect(fromString.trk.trkseg.trkpt.map(\.lat) == fromData.trk.trkseg.trkpt.map(\.lat))
        #expect(fromFile.trk.trkseg.trkpt.map(\.lat) == fromData.trk.trkseg.trkpt.map(\.lat))
        #expect(fromFile.trk.name == "Pu Si Lung")
    }

    @Test(.heavy) func fiftyMegabytesFromDataAndFromAFile() throws {
        let points = 570_000
        let data = Fixtures.largeGPX(points: points)
        #expect(data.count > 50_000_000)
        struct Point: Decodable { let lat: Double; let ele: Int }
        struct Segment: Decodable { let trkpt: [Point] }
        struct Track: Decodable { let name: String; let trkseg: Segment }
        struct GPX: Decodable { let trk: Track }

        let fromData = try decoder.decode(GPX.self, from: data)
        #expect(fromData.trk.trkseg.trkpt.count == points)
        #expect(fromData.trk.trkseg.trkpt.last?.ele == (points - 1) % 3000)

        let url = TestScratch.directory.appendingPathComponent("xylem-big-\(UUID().uuidString).gpx")
        try data.write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let fromFile = try decoder.decode(GPX.self, contentsOf: url)
        #expect(fromFile.trk.trkseg.trkpt.count == points)
        #expect(fromFile.trk.name == "Big")
    }

    @Test func encodingsOtherThanUTF8() throws {
        struct Greeting: Decodable { let text: String }
        let utf16 = try decoder.decode(
            Greeting.self,
            from: "<?xml version=\"1.0\" encoding=\"UTF-16\"?><g><text>안녕 é</text></g>".data(using: .utf16)!)
        #expect(utf16.text == "안녕 é")
        var latin1 = Data("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><g><text>caf".utf8)
        latin1.append(0xE9)
        latin1.append(contentsOf: Array("</text></g>".utf8))
        #expect(try decoder.decode(Greeting.self, from: latin1).text == "café")
        let bom = Data([0xEF, 0xBB, 0xBF]) + Data("<g><text>x</text></g>".utf8)
        #expect(try decoder.decode(Greeting.self, from: bom).text == "x")
    }
}
