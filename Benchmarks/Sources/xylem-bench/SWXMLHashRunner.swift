// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation
import SWXMLHash

/// SWXMLHash 8.1.1: `XMLHash.parse(data)` builds its tree, then an idiomatic walk with the
/// indexer API (`xml["gpx"]["trk"]`, `.all`, `attribute(by:)`, `.text`) fills the shared models.
/// Strings become numbers with the standard library's initializers and dates with
/// `Date.ISO8601FormatStyle`, the fastest standard ISO 8601 parser on Linux.
enum SWXMLHashRunner {
    static func decode(_ kind: DocumentKind, from data: Data) throws -> any Checksummed {
        let xml = XMLHash.parse(data)
        let walk = Walk()
        switch kind {
        case .gpx: return try walk.gpx(xml["gpx"])
        case .election: return try walk.election(xml["response"])
        case .podcast: return try walk.rss(xml["rss"])
        case .wide: return try walk.catalog(xml["catalog"])
        case .deep: return try walk.deep(xml["deep"])
        case .mixed: throw BenchError.missing("a SWXMLHash runner for mixed content")
        }
    }
}

/// The per-document walks over SWXMLHash's tree.
private struct Walk {
    let dateStyle = Date.ISO8601FormatStyle()

    func gpx(_ gpx: XMLIndexer) throws -> GPX {
        let trk = gpx["trk"]
        let points = try trk["trkseg"]["trkpt"].all.map { p in
            TrackPoint(
                lat: try double(attribute(p, "lat")), lon: try double(attribute(p, "lon")),
                ele: try double(text(p, "ele")), time: try date(text(p, "time")))
        }
        return GPX(trk: Track(name: try text(trk, "name"), trkseg: TrackSegment(trkpt: points)))
    }

    func election(_ response: XMLIndexer) throws -> ElectionResponse {
        let header = response["header"], body = response["body"]
        let items = try body["items"]["item"].all.map { item in
            ElectionItem(
                num: try int(text(item, "num")), sgId: try text(item, "sgId"),
                sgName: try text(item, "sgName"), sgTypecode: try int(text(item, "sgTypecode")),
                sgVotedate: try text(item, "sgVotedate"))
        }
        return ElectionResponse(
            header: ElectionHeader(
                resultCode: try text(header, "resultCode"), resultMsg: try text(header, "resultMsg")),
            body: ElectionBody(
                items: ElectionItems(item: items), numOfRows: try int(text(body, "numOfRows")),
                pageNo: try int(text(body, "pageNo")), totalCount: try int(text(body, "totalCount"))))
    }

    func rss(_ rss: XMLIndexer) throws -> RSS {
        let channel = rss["channel"]
        let episodes = try channel["item"].all.map { item in
            let enclosure = item["enclosure"], guid = item["guid"]
            return Episode(
                title: try text(item, "title"), description: try text(item, "description"),
                pubDate: try text(item, "pubDate"),
                enclosure: Enclosure(
                    url: try attribute(enclosure, "url"),
                    length: try int(attribute(enclosure, "length")),
                    type: try attribute(enclosure, "type")),
                guid: GUID(isPermaLink: try bool(attribute(guid, "isPermaLink")), value: try ownText(guid)),
                duration: try text(item, "itunes:duration"), explicit: try bool(text(item, "itunes:explicit")))
        }
        return RSS(
            channel: Channel(
                title: try text(channel, "title"), link: try text(channel, "link"),
                description: try text(channel, "description"),
                language: try text(channel, "language"), items: episodes))
    }

    func catalog(_ catalog: XMLIndexer) throws -> Catalog {
        let rows = try catalog["row"].all.map { r in
            func s(_ name: String) throws -> String { try attribute(r, name) }
            return Row(
                id: try int(s("id")), sku: try s("sku"), name: try s("name"), category: try s("category"),
                brand: try s("brand"), color: try s("color"), size: try s("size"),
                country: try s("country"), city: try s("city"), currency: try s("currency"),
                status: try s("status"), created: try s("created"), qty: try int(s("qty")),
                stock: try int(s("stock")), rank: try int(s("rank")), price: try double(s("price")),
                weight: try double(s("weight")), width: try double(s("width")),
                height: try double(s("height")), rating: try double(s("rating")))
        }
        return Catalog(row: rows)
    }

    func deep(_ deep: XMLIndexer) throws -> DeepDocument {
        func node(_ n: XMLIndexer) throws -> Node {
            let child = n["n"]
            let leaf = n["leaf"]
            return Node(
                d: try int(attribute(n, "d")), n: child.element == nil ? nil : try node(child),
                leaf: leaf.element == nil ? nil : try ownText(leaf))
        }
        return DeepDocument(n: try deep["n"].all.map(node))
    }

    // MARK: Value helpers

    private func text(_ parent: XMLIndexer, _ name: String) throws -> String {
        try ownText(parent[name])
    }

    private func ownText(_ element: XMLIndexer) throws -> String {
        guard let element = element.element else { throw BenchError.missing("element") }
        return element.text
    }

    private func attribute(_ element: XMLIndexer, _ name: String) throws -> String {
        guard let value = element.element?.attribute(by: name)?.text else { throw BenchError.missing("@" + name) }
        return value
    }

    private func double(_ text: String) throws -> Double { try TextScalars.double(text) }
    private func int(_ text: String) throws -> Int { try TextScalars.int(text) }
    private func bool(_ text: String) throws -> Bool { try TextScalars.bool(text) }

    private func date(_ text: String) throws -> Date {
        try dateStyle.parse(text)
    }
}
