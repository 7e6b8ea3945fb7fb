// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Generates a data.go.kr election-schedule response (공공데이터포털 선거일정 API) with Korean names.
enum ElectionGenerator {
    /// (sgId, name) of real elections; sub-elections get a type name appended.
    private static let elections: [(String, String)] = [
        ("20180613", "제7회 전국동시지방선거"), ("20200415", "제21대 국회의원선거"),
        ("20220309", "제20대 대통령선거"), ("20220601", "제8회 전국동시지방선거"),
        ("20240410", "제22대 국회의원선거"), ("20250603", "제21대 대통령선거"),
    ]
    private static let types = [
        "", "대통령선거", "국회의원선거", "시·도지사선거", "구·시·군의 장선거",
        "시·도의회의원선거", "구·시·군의회의원선거", "국회의원비례대표선거",
    ]

    static func make(items: Int, rng: inout SplitMix64) -> GeneratedDocument {
        var out = ByteWriter(capacity: items * 230 + 1024)
        out.put(
            """
            <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
            <response>
              <header>
                <resultCode>INFO-00</resultCode>
                <resultMsg>NORMAL SERVICE</resultMsg>
              </header>
              <body>
                <items>

            """)
        var expected = Checksum(count: items, numeric: 0, textBytes: "INFO-00NORMAL SERVICE".utf8.count)
        for index in stride(from: 1, through: items, by: 1) {
            let (sgId, base) = rng.pick(elections)
            let typecode = rng.int(0 ... types.count - 1)
            let name = typecode == 0 ? base : "\(base) \(types[typecode])"
            out.put("      <item>\n        <num>"); out.int(index); out.put("</num>\n")
            out.put("        <sgId>"); out.put(sgId); out.put("</sgId>\n")
            out.put("        <sgName>"); out.put(name); out.put("</sgName>\n")
            out.put("        <sgTypecode>"); out.int(typecode); out.put("</sgTypecode>\n")
            out.put("        <sgVotedate>"); out.put(sgId); out.put("</sgVotedate>\n      </item>\n")
            expected.numeric += Double(index + typecode)
            expected.textBytes += sgId.utf8.count * 2 + name.utf8.count
        }
        out.put("    </items>\n    <numOfRows>"); out.int(items); out.put("</numOfRows>\n")
        out.put("    <pageNo>1</pageNo>\n    <totalCount>"); out.int(items); out.put("</totalCount>\n")
        out.put("  </body>\n</response>\n")
        expected.numeric += Double(items + 1 + items)
        return GeneratedDocument(bytes: out.bytes, expected: expected)
    }
}

/// Generates a podcast RSS 2.0 feed with iTunes extensions: CDATA show notes, `itunes:duration`,
/// `itunes:explicit`, `<enclosure url= length= type=/>` and `<guid isPermaLink="false">`.
enum PodcastGenerator {
    private static let words = [
        "swift", "xml", "parsing", "interview", "weekly", "news", "deep", "dive",
        "server", "mobile", "café", "naïve", "performance", "memory", "design",
        "testing", "release", "community", "questions", "listeners",
    ]

    static func make(items: Int, rng: inout SplitMix64) -> GeneratedDocument {
        var out = ByteWriter(capacity: items * 900 + 2048)
        let showTitle = "Parsing Matters", showLink = "https://podcast.example.com/"
        let showDescription = "A weekly show about data formats & the code that reads them."
        out.put(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd" \
            xmlns:content="http://purl.org/rss/1.0/modules/content/">
              <channel>
                <title>\(showTitle)</title>
                <link>\(showLink)</link>
                <description>A weekly show about data formats &amp; the code that reads them.</description>
                <language>en-us</language>
                <itunes:author>Xylem Bench</itunes:author>

            """)
        var expected = Checksum(
            count: items, numeric: 0,
            textBytes: (showTitle + showLink + showDescription + "en-us").utf8.count)
        for index in stride(from: 1, through: items, by: 1) {
            let topic = "\(rng.pick(words).capitalized) &amp; \(rng.pick(words).capitalized)"
            let title = "Episode \(index): \(topic)"
            var notes = "<p>In this episode we talk about"
            for _ in 0 ..< rng.int(30 ... 70) { notes += " " + rng.pick(words) }
            notes += ".</p>\n<p>Links: <a href=\"https://example.com/\(index)?a=1&b=2\">show notes</a></p>"
            let pubDate = "Mon, \(rng.int(10...28)) Apr 2024 0\(rng.int(0...9)):30:00 +0000"
            let url = "https://cdn.example.com/episodes/\(index).mp3"
            let length = rng.int(5_000_000 ... 90_000_000)
            let guid = String(rng.next(), radix: 16) + "-\(index)"
            let duration = "0\(rng.int(0...2)):\(rng.int(10...59)):\(rng.int(10...59))"
            let explicit = rng.int(0 ... 4) == 0
            out.put("    <item>\n      <title>\(title)</title>\n")
            out.put("      <description><![CDATA[\(notes)]]></description>\n")
            out.put("      <pubDate>\(pubDate)</pubDate>\n")
            out.put("      <enclosure url=\"\(url)\" length=\"\(length)\" type=\"audio/mpeg\"/>\n")
            out.put("      <guid isPermaLink=\"false\">\(guid)</guid>\n")
            out.put("      <itunes:duration>\(duration)</itunes:duration>\n")
            out.put("      <itunes:explicit>\(explicit)</itunes:explicit>\n    </item>\n")
            let decodedTitle = title.replacingOccurrences(of: "&amp;", with: "&")
            expected.numeric += Double(length) + (explicit ? 1 : 0)
            expected.textBytes +=
                decodedTitle.utf8.count + notes.utf8.count + pubDate.utf8.count
                + url.utf8.count + "audio/mpeg".utf8.count + guid.utf8.count + duration.utf8.count
        }
        out.put("  </channel>\n</rss>\n")
        return GeneratedDocument(bytes: out.bytes, expected: expected)
    }
}
