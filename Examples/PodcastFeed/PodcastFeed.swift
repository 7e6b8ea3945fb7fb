// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Xylem

// MARK: - Models
//
// A podcast's RSS 2.0 feed with Apple's `itunes:` extensions:
//
//   <rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd">
//     <channel>
//       <title>Xícara de Café: Mídia &amp; Tecnologia</title>
//       <description>...</description>
//       <item>
//         <title>#52 – Mídia independente &amp; financiamento coletivo</title>
//         <link>https://xicara.example/episodios/52</link>
//         <guid isPermaLink="false">xicara-2015-04-11-052</guid>
//         <pubDate>Sat, 11 Apr 2015 18:35:51 -0400</pubDate>
//         <description><![CDATA[<p>...</p>]]></description>
//         <enclosure url="https://media.xicara.example/xicara-052.mp3" length="68689765" type="audio/mpeg"/>
//         <itunes:duration>1:00:26</itunes:duration>
//         <itunes:explicit>no</itunes:explicit>
//       </item>
//       ...
//
// Prefixed names are matched as written (`"itunes:duration"`), so `link` never picks up
// `<atom:link>`. Entities and CDATA are already resolved in the decoded strings.

/// The root element, `<rss>`.
struct RSSDocument: Codable {
    let version: String?
    let channel: Channel
}

/// `<channel>`: the podcast.
struct Channel: Codable {
    let title: String
    let link: URL?
    let summary: String?
    let language: String?
    let explicit: ExplicitFlag?
    /// Every `<item>` of the channel, newest first in most feeds.
    let items: [Episode]

    enum CodingKeys: String, CodingKey {
        case title, link, language
        case summary = "description"
        case explicit = "itunes:explicit"
        case items = "item"
    }
}

/// `<item>`: one episode.
struct Episode: Codable {
    let title: String
    let link: URL?
    let guid: GUID?
    /// RFC 2822 text such as `Sat, 11 Apr 2015 18:35:51 -0400`: the decoder's date strategies
    /// do not read that format, so it stays a string and `RFC2822DateParser` reads it.
    let pubDate: String?
    /// HTML, usually in CDATA.
    let summary: String?
    let enclosure: Enclosure?
    /// `1:00:26`, `58:03` or a number of seconds; see `parseDuration`.
    let duration: String?
    let explicit: ExplicitFlag?

    enum CodingKeys: String, CodingKey {
        case title, link, guid, pubDate, enclosure
        case summary = "description"
        case duration = "itunes:duration"
        case explicit = "itunes:explicit"
    }
}

/// `<guid isPermaLink="false">xicara-2015-04-11-052</guid>`: text and an attribute in one
/// element. The key `""` is the element's own text.
struct GUID: Codable {
    let value: String
    let isPermaLink: Bool?

    enum CodingKeys: String, CodingKey {
        case value = ""
        case isPermaLink
    }

    /// RSS 2.0: a guid is a permalink unless it says otherwise.
    var isPermanentLink: Bool { isPermaLink ?? true }
}

/// `<enclosure url="..." length="68689765" type="audio/mpeg"/>`: attributes only.
struct Enclosure: Codable {
    let url: URL
    /// In bytes; some feeds leave it empty, which decodes as nil.
    let length: Int64?
    let type: String?
}

/// `<itunes:explicit>`: Apple now asks for `true`/`false`, older feeds say `yes`/`no`/`clean`.
enum ExplicitFlag: String, Codable, Sendable {
    case yes, no, clean
    case `true`, `false`

    var isExplicit: Bool { self == .yes || self == .true }
}

// MARK: - Summary

/// What `podcast-feed` lists.
struct FeedSummary {
    var title: String
    var summary: String?
    var episodes: [EpisodeSummary]

    var totalDuration: TimeInterval { episodes.compactMap(\.duration).reduce(0, +) }
    var totalBytes: Int64 { episodes.compactMap(\.enclosureBytes).reduce(0, +) }
}

struct EpisodeSummary {
    var title: String
    /// Nil when `pubDate` is missing or not RFC 2822.
    var published: Date?
    var pubDate: String?
    /// In seconds.
    var duration: TimeInterval?
    var enclosureURL: URL?
    var enclosureBytes: Int64?
    var isExplicit: Bool
    var guid: String?
    var guidIsPermaLink: Bool

    /// The enclosure's size in megabytes (10^6 bytes, as podcast apps show it).
    var enclosureMegabytes: Double? { enclosureBytes.map { Double($0) / 1_000_000 } }
}

/// Decodes a feed held in memory and summarizes its episodes.
func loadFeed(data: Data) throws -> FeedSummary {
    summarize(try XMLDecoder().decode(RSSDocument.self, from: data))
}

/// Decodes a feed file, streaming it from disk, and summarizes its episodes.
func loadFeed(contentsOf url: URL) throws -> FeedSummary {
    summarize(try XMLDecoder().decode(RSSDocument.self, contentsOf: url))
}

/// Downloads a feed and decodes it while it arrives (`podcast-feed https://...`).
func loadFeed(from request: URLRequest) async throws -> FeedSummary {
    summarize(try await XMLDecoder().decode(RSSDocument.self, from: .request(request)))
}

func summarize(_ rss: RSSDocument) -> FeedSummary {
    let dates = RFC2822DateParser()
    let channelExplicit = rss.channel.explicit?.isExplicit ?? false
    return FeedSummary(
        title: rss.channel.title,
        summary: rss.channel.summary,
        episodes: rss.channel.items.map { item in
            EpisodeSummary(
                title: item.title,
                published: item.pubDate.flatMap(dates.date(from:)),
                pubDate: item.pubDate,
                duration: item.duration.flatMap(parseDuration),
                enclosureURL: item.enclosure?.url,
                enclosureBytes: item.enclosure?.length,
                isExplicit: item.explicit?.isExplicit ?? channelExplicit,
                guid: item.guid?.value,
                guidIsPermaLink: item.guid?.isPermanentLink ?? false
            )
        }
    )
}

/// `itunes:duration` in seconds: `H:MM:SS`, `MM:SS` or plain seconds (`3626`, `3626.5`).
func parseDuration(_ text: String) -> TimeInterval? {
    let parts = text.split(separator: ":", omittingEmptySubsequences: false)
    guard (1 ... 3).contains(parts.count) else { return nil }
    var seconds: TimeInterval = 0
    for (index, part) in parts.enumerated() {
        let isLast = index == parts.count - 1
        guard let value = isLast ? Double(part) : Double(Int(part) ?? -1), value >= 0 else {
            return nil
        }
        seconds = seconds * 60 + value
    }
    return seconds
}

/// Reads RFC 2822 dates (`Sat, 11 Apr 2015 18:35:51 -0400`), with or without the weekday or the
/// seconds, with a numeric zone or a name such as `GMT` or `EST`.
///
/// DateFormatter is not Sendable, so each summary makes its own parser.
final class RFC2822DateParser {
    private let formatters: [DateFormatter]

    init() {
        formatters = [
            "EEE, d MMM yyyy HH:mm:ss Z", "EEE, d MMM yyyy HH:mm:ss zzz",
            "d MMM yyyy HH:mm:ss Z", "d MMM yyyy HH:mm:ss zzz",
            "EEE, d MMM yyyy HH:mm Z", "EEE, d MMM yyyy HH:mm zzz",
        ].map { format in
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.timeZone = TimeZone(secondsFromGMT: 0)
            formatter.dateFormat = format
            return formatter
        }
    }

    func date(from text: String) -> Date? {
        let text = text.trimmingCharacters(in: .whitespaces)
        for formatter in formatters {
            if let date = formatter.date(from: text) {
                return date
            }
        }
        return nil
    }
}

// MARK: - Presentation

/// `3626` as `1:00:26`, `3483` as `58:03`.
func formatDuration(_ seconds: TimeInterval) -> String {
    let total = Int(seconds.rounded())
    let (hours, minutes, rest) = (total / 3600, total / 60 % 60, total % 60)
    return hours > 0
        ? String(format: "%d:%02d:%02d", hours, minutes, rest)
        : String(format: "%d:%02d", minutes, rest)
}

/// `2015-04-11 22:35` (UTC).
func formatUTC(_ date: Date) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(secondsFromGMT: 0) ?? calendar.timeZone
    let c = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
    return String(format: "%04d-%02d-%02d %02d:%02d", c.year ?? 0, c.month ?? 0, c.day ?? 0, c.hour ?? 0, c.minute ?? 0)
}

extension FeedSummary {
    /// The listing `podcast-feed` prints: the channel, then one line per episode.
    var report: [String] {
        var lines = [title]
        if let summary, !summary.isEmpty {
            lines.append(summary)
        }
        let totalMB = String(format: "%.1f", Double(totalBytes) / 1_000_000)
        lines.append("\(episodes.count) episodes, \(formatDuration(totalDuration)) in all, \(totalMB) MB")
        lines.append("")

        let header = ["Published (UTC)", "Duration", "Size", "", "Title"]
        let rows = episodes.map { episode in
            [
                episode.published.map(formatUTC) ?? episode.pubDate ?? "-",
                episode.duration.map(formatDuration) ?? "-",
                episode.enclosureMegabytes.map { String(format: "%.1f MB", $0) } ?? "-",
                episode.isExplicit ? "E" : "",
                episode.title,
            ]
        }
        // Text columns are left-aligned, numbers right-aligned; the title is last and unpadded.
        let rightAligned: Set<Int> = [1, 2]
        let widths = header.indices.map { column in
            ([header] + rows).map { $0[column].count }.max() ?? 0
        }
        for cells in [header] + rows {
            lines.append(
                cells.enumerated().map { column, cell in
                    let padding = String(repeating: " ", count: widths[column] - cell.count)
                    if column == cells.count - 1 { return cell }
                    return rightAligned.contains(column) ? padding + cell : cell + padding
                }.joined(separator: "  "))
        }
        return lines
    }
}
