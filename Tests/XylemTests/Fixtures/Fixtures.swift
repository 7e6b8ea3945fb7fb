// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Documents shared by the test suites, written for these tests.
enum Fixtures {
    static func election(items: [(num: Int, id: String, name: String, code: Int, date: String)]) -> String {
        let body =
            items.isEmpty
            ? "<items/>"
            : "<items>\n"
                + items.map { item in
                    """
                          <item>
                            <num>\(item.num)</num>
                            <sgId>\(item.id)</sgId>
                            <sgName>\(item.name)</sgName>
                            <sgTypecode>\(item.code)</sgTypecode>
                            <sgVotedate>\(item.date)</sgVotedate>
                          </item>

                    """
                }.joined() + "    </items>"
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <response>
              <header>
                <resultCode>INFO-00</resultCode>
                <resultMsg>NORMAL SERVICE</resultMsg>
              </header>
              <body>
                \(body)
                <numOfRows>10</numOfRows>
                <pageNo>1</pageNo>
                <totalCount>\(items.count)</totalCount>
              </body>
            </response>
            """
    }

    static let threeElections = election(items: [
        (1, "20180613", "제7회 전국동시지방선거", 0, "20180613"),
        (2, "220180613", "국회의원선거", 2, "20180613"),
        (3, "20200415", "제21대 국회의원선거", 2, "20200415"),
    ])

    static let gpx = """
        <?xml version="1.0" encoding="UTF-8"?>
        <gpx version="1.1" creator="Xylem tests" xmlns="http://www.topografix.com/GPX/1/1">
          <trk>
            <name>Pu Si Lung</name>
            <trkseg>
              <trkpt lat="22.54297276" lon="102.854709076">
                <ele>1318.59</ele>
                <time>2014-05-01T02:01:15Z</time>
              </trkpt>
              <trkpt lat="22.54301234" lon="102.854801232">
                <ele>1320.1</ele>
                <time>2014-05-01T02:01:45Z</time>
              </trkpt>
              <trkpt lat="22.5431" lon="102.8549">
                <ele/>
                <time>2014-05-01T02:02:15.250+07:00</time>
              </trkpt>
            </trkseg>
          </trk>
        </gpx>
        """

    static let podcast = """
        <?xml version="1.0" encoding="UTF-8"?>
        <rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd">
          <channel>
            <title>O Norte &amp; o Sul</title>
            <itunes:summary>Conversas sobre mídia</itunes:summary>
            <item>
              <title>#11 – Mídia</title>
              <link>http://example.com/11</link>
              <guid isPermaLink="false">onorte-11</guid>
              <pubDate>Sat, 11 Apr 2015 18:35:51 -0400</pubDate>
              <description><![CDATA[<p>Um episódio sobre <b>mídia</b> & jornalismo</p>]]></description>
              <enclosure url="http://example.com/ON-2015-04-11-007.mp3" length="68689765" type="audio/mpeg"/>
              <itunes:duration>1:00:26</itunes:duration>
              <itunes:explicit>no</itunes:explicit>
            </item>
            <item>
              <title>#10 – Política &amp;
                economia</title>
              <link>http://example.com/10</link>
              <guid isPermaLink="true">http://example.com/10</guid>
              <pubDate>Sat, 04 Apr 2015 18:00:00 -0400</pubDate>
              <description>Texto &lt;simples&gt; com &#233; e &#x4E2D;</description>
              <enclosure url="http://example.com/ON-2015-04-04-006.mp3" length="51234567" type="audio/mpeg"/>
              <itunes:duration>48:12</itunes:duration>
              <itunes:explicit>yes</itunes:explicit>
            </item>
          </channel>
        </rss>
        """

    /// A GPX tracklog of `points` points, about 100 bytes a point.
    static func largeGPX(points: Int) -> Data {
        var text = "<?xml version=\"1.0\"?>\n<gpx><trk><name>Big</name><trkseg>\n"
        text.reserveCapacity(points * 110)
        for i in 0 ..< points {
            text +=
                "  <trkpt lat=\"\(i % 90).\(i % 1000)\" lon=\"\(i % 180).5\"><ele>\(i % 3000)</ele><time>2014-05-01T02:01:15Z</time></trkpt>\n"
        }
        text += "</trkseg></trk></gpx>\n"
        return Data(text.utf8)
    }
}

/// Models of the documents above, as a user would write them.
enum Models {
    struct ElectionResponse: Decodable {
        let header: Header
        let body: Body
    }

    struct Header: Decodable {
        let resultCode: String
        let resultMsg: String
    }

    struct Body: Decodable {
        let items: Items
        let numOfRows: Int
        let pageNo: Int
        let totalCount: Int
    }

    struct Items: Decodable {
        let item: [Schedule]
    }

    struct Schedule: Decodable, Equatable {
        let num: Int
        let sgId: String
        let sgName: String
        let sgTypecode: Int
        let sgVotedate: String
    }

    struct GPX: Decodable {
        let version: String
        let trk: Track
    }

    struct Track: Decodable {
        let name: String
        let trkseg: Segment
    }

    struct Segment: Decodable {
        let trkpt: [Point]
    }

    struct Point: Decodable {
        let lat: Double
        let lon: Double
        let ele: Double?
        let time: Date
    }

    struct RSS: Decodable {
        let version: String
        let channel: Channel
    }

    struct Channel: Decodable {
        let title: String
        let summary: String
        let item: [Episode]

        enum CodingKeys: String, CodingKey {
            case title
            case summary = "itunes:summary"
            case item
        }
    }

    struct Episode: Decodable {
        let title: String
        let link: URL
        let guid: Guid
        let pubDate: String
        let description: String
        let enclosure: Enclosure
        let duration: String
        let explicit: String

        enum CodingKeys: String, CodingKey {
            case title, link, guid, pubDate, description, enclosure
            case duration = "itunes:duration"
            case explicit = "itunes:explicit"
        }
    }

    struct Guid: Decodable {
        let isPermaLink: Bool
        let value: String

        enum CodingKeys: String, CodingKey {
            case isPermaLink
            case value = ""
        }
    }

    struct Enclosure: Decodable {
        let url: URL
        let length: Int
        let type: String
    }
}
