// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation

// The models every implementation fills. The typed decoders (Xylem, XMLCoder) decode them through
// `Decodable`; the SWXMLHash runner walks its tree and calls the memberwise initializers; the
// encode rows write them back through `Encodable`.
// Each root model computes a `Checksum` that must equal the generator's.

/// A decoded document that can be checked against the generator's expectation.
protocol Checksummed {
    var checksum: Checksum { get }
}

// MARK: - GPX: { trk: { name, trkseg: { trkpt: [{ lat, lon, ele, time }] } } }

/// A GPX file reduced to its first track.
struct GPX: Codable, Checksummed {
    let trk: Track

    var checksum: Checksum {
        var sum = Checksum(count: trk.trkseg.trkpt.count, numeric: 0, textBytes: trk.name.utf8.count)
        for p in trk.trkseg.trkpt { sum.numeric += p.lat + p.lon + p.ele + p.time.timeIntervalSince1970 }
        return sum
    }
}

/// A GPX `<trk>`: its name and one segment.
struct Track: Codable {
    let name: String
    let trkseg: TrackSegment
}

/// A GPX `<trkseg>`: every `<trkpt>` child.
struct TrackSegment: Codable {
    let trkpt: [TrackPoint]
}

/// A GPX `<trkpt lat= lon=>` with its `<ele>` and `<time>` children.
struct TrackPoint: Codable {
    let lat: Double
    let lon: Double
    let ele: Double
    let time: Date
}

// MARK: - data.go.kr election schedule

/// The `<response>` envelope of a data.go.kr OpenAPI answer.
struct ElectionResponse: Codable, Checksummed {
    let header: ElectionHeader
    let body: ElectionBody

    var checksum: Checksum {
        var sum = Checksum(
            count: body.items.item.count, numeric: 0,
            textBytes: header.resultCode.utf8.count + header.resultMsg.utf8.count)
        for item in body.items.item {
            sum.numeric += Double(item.num + item.sgTypecode)
            sum.textBytes += item.sgId.utf8.count + item.sgName.utf8.count + item.sgVotedate.utf8.count
        }
        sum.numeric += Double(body.numOfRows + body.pageNo + body.totalCount)
        return sum
    }
}

/// `<header><resultCode/><resultMsg/></header>`.
struct ElectionHeader: Codable {
    let resultCode: String
    let resultMsg: String
}

/// `<body>`: the `<items>` wrapper and the paging fields.
struct ElectionBody: Codable {
    let items: ElectionItems
    let numOfRows: Int
    let pageNo: Int
    let totalCount: Int
}

/// The `<items>` wrapper: every `<item>` child.
struct ElectionItems: Codable {
    let item: [ElectionItem]
}

/// One election (`<item>`).
struct ElectionItem: Codable {
    let num: Int
    let sgId: String
    let sgName: String
    let sgTypecode: Int
    let sgVotedate: String
}

// MARK: - Podcast RSS

/// An RSS 2.0 document.
struct RSS: Codable, Checksummed {
    let channel: Channel

    var checksum: Checksum {
        var sum = Checksum(
            count: channel.items.count, numeric: 0,
            textBytes: (channel.title + channel.link + channel.description + channel.language).utf8.count)
        for e in channel.items {
            sum.numeric += Double(e.enclosure.length) + (e.explicit ? 1 : 0) + (e.guid.isPermaLink ? 1 : 0)
            sum.textBytes +=
                e.title.utf8.count + e.description.utf8.count + e.pubDate.utf8.count
                + e.enclosure.url.utf8.count + e.enclosure.type.utf8.count + e.guid.value.utf8.count
                + e.duration.utf8.count
        }
        return sum
    }
}

/// An RSS `<channel>` and its episodes (the repeated `<item>` children).
struct Channel: Codable {
    let title: String
    let link: String
    let description: String
    let language: String
    let items: [Episode]

    enum CodingKeys: String, CodingKey {
        case title, link, description, language
        case items = "item"
    }
}

/// One podcast episode (`<item>`), with iTunes extension elements.
struct Episode: Codable {
    let title: String
    /// Show notes, delivered as CDATA.
    let description: String
    let pubDate: String
    let enclosure: Enclosure
    let guid: GUID
    let duration: String
    let explicit: Bool

    enum CodingKeys: String, CodingKey {
        case title, description, pubDate, enclosure, guid
        case duration = "itunes:duration"
        case explicit = "itunes:explicit"
    }
}

/// `<enclosure url= length= type=/>`: attributes only.
struct Enclosure: Codable {
    let url: String
    let length: Int
    let type: String
}

/// `<guid isPermaLink="false">text</guid>`: an attribute plus the element's own text.
struct GUID: Codable {
    let isPermaLink: Bool
    let value: String

    enum CodingKeys: String, CodingKey {
        case isPermaLink
        case value = ""
    }
}

// MARK: - Wide (attributes)

/// `<catalog>`: every `<row>` child.
struct Catalog: Codable, Checksummed {
    let row: [Row]

    var checksum: Checksum {
        var sum = Checksum(count: row.count, numeric: 0, textBytes: 0)
        for r in row {
            var n = Double(r.id)
            n += Double(r.qty)
            n += Double(r.stock)
            n += Double(r.rank)
            n += r.price + r.weight + r.width + r.height + r.rating
            sum.numeric += n
            for text in [
                r.sku, r.name, r.category, r.brand, r.color, r.size, r.country, r.city,
                r.currency, r.status, r.created,
            ] { sum.textBytes += text.utf8.count }
        }
        return sum
    }
}

/// One `<row/>` with 20 attributes.
struct Row: Codable {
    let id: Int
    let sku, name, category, brand, color, size, country, city, currency, status, created: String
    let qty, stock, rank: Int
    let price, weight, width, height, rating: Double
}

// MARK: - Deep

/// `<deep>`: every chain of nested `<n>` elements.
struct DeepDocument: Codable, Checksummed {
    let n: [Node]

    var checksum: Checksum {
        var sum = Checksum()
        for chain in n {
            var node: Node? = chain
            while let current = node {
                sum.count += 1
                sum.numeric += Double(current.d)
                sum.textBytes += current.leaf?.utf8.count ?? 0
                node = current.n
            }
        }
        return sum
    }
}

/// `<n d="level">` holding either the next level or a `<leaf>`.
final class Node: Codable {
    let d: Int
    let n: Node?
    let leaf: String?

    init(d: Int, n: Node?, leaf: String?) {
        self.d = d
        self.n = n
        self.leaf = leaf
    }
}
