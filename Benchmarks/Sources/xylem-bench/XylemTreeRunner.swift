// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Xylem

/// Xylem's tree: `XMLTree(data:)` parses the document once, then a walk over its nodes
/// (`root`, `firstChild(named:)`, `children(named:)`, `attribute(_:)`, `text`) fills the shared
/// models. It measures the tree, not the typed decoder: numbers are read with the standard
/// library's `Double(_:)`/`Int(_:)`, like the SWXMLHash walk. Dates are the one exception: they
/// are read with `XMLDecoder.decode(Date.self, from: node)`, the tree's own way to get Xylem's
/// ISO 8601 parser (see `dateParsing` for why, and the README).
enum XylemTreeRunner {
    static func decode(
        _ kind: DocumentKind, from data: Data,
        parser: Xylem.XMLDecoder.Parser = .foundation
    ) throws -> any Checksummed {
        let tree = try XMLTree(data: data, parser: parser)
        let walk = TreeWalk()
        switch kind {
        case .gpx: return try walk.gpx(tree.root)
        case .election: return try walk.election(tree.root)
        case .podcast: return try walk.rss(tree.root)
        case .wide: return try walk.catalog(tree.root)
        case .deep: return try walk.deep(tree.root)
        case .mixed: throw BenchError.missing("a tree walk runner for mixed content")
        }
    }
}

extension XylemTreeRunner {
    /// The tree alone: parsed, its root's name checked (the element every document starts with),
    /// nothing walked.
    static func build(
        _ kind: DocumentKind, from data: Data, parser: Xylem.XMLDecoder.Parser
    ) throws -> FloorRunner.Result {
        let tree = try XMLTree(data: data, parser: parser)
        let roots: [DocumentKind: String] = [
            .gpx: "gpx", .election: "response", .podcast: "rss", .wide: "catalog", .deep: "deep", .mixed: "p",
        ]
        guard tree.root.name == roots[kind] else { throw BenchError.badValue("root", tree.root.name) }
        return FloorRunner.Result()
    }
}

/// The per-document walks over an `XMLTree`.
private struct TreeWalk {
    let decoder = Xylem.XMLDecoder()

    func gpx(_ gpx: XMLTree.Node) throws -> GPX {
        let trk = try child(gpx, "trk")
        let points = try child(trk, "trkseg").children(named: "trkpt").map { p in
            TrackPoint(
                lat: try double(attribute(p, "lat")), lon: try double(attribute(p, "lon")),
                ele: try double(text(p, "ele")), time: try date(child(p, "time")))
        }
        return GPX(trk: Track(name: try text(trk, "name"), trkseg: TrackSegment(trkpt: points)))
    }

    func election(_ response: XMLTree.Node) throws -> ElectionResponse {
        let header = try child(response, "header"), body = try child(response, "body")
        let items = try child(body, "items").children(named: "item").map { item in
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

    func rss(_ rss: XMLTree.Node) throws -> RSS {
        let channel = try child(rss, "channel")
        let episodes = try channel.children(named: "item").map { item in
            let enclosure = try child(item, "enclosure"), guid = try child(item, "guid")
            return Episode(
                title: try text(item, "title"), description: try text(item, "description"),
                pubDate: try text(item, "pubDate"),
                enclosure: Enclosure(
                    url: try attribute(enclosure, "url"),
                    length: try int(attribute(enclosure, "length")),
                    type: try attribute(enclosure, "type")),
                guid: GUID(isPermaLink: try bool(attribute(guid, "isPermaLink")), value: guid.text),
                duration: try text(item, "itunes:duration"), explicit: try bool(text(item, "itunes:explicit")))
        }
        return RSS(
            channel: Channel(
                title: try text(channel, "title"), link: try text(channel, "link"),
                description: try text(channel, "description"),
                language: try text(channel, "language"), items: episodes))
    }

    func catalog(_ catalog: XMLTree.Node) throws -> Catalog {
        let rows = try catalog.children(named: "row").map { r in
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

    func deep(_ deep: XMLTree.Node) throws -> DeepDocument {
        func node(_ n: XMLTree.Node) throws -> Node {
            Node(
                d: try int(attribute(n, "d")), n: try n.firstChild(named: "n").map(node),
                leaf: n.firstChild(named: "leaf")?.text)
        }
        return DeepDocument(n: try deep.children(named: "n").map(node))
    }

    // MARK: Value helpers

    private func child(_ parent: XMLTree.Node, _ name: String) throws -> XMLTree.Node {
        guard let node = parent.firstChild(named: name) else { throw BenchError.missing(name) }
        return node
    }

    private func text(_ parent: XMLTree.Node, _ name: String) throws -> String {
        try child(parent, name).text
    }

    private func attribute(_ element: XMLTree.Node, _ name: String) throws -> String {
        guard let value = element.attribute(name) else { throw BenchError.missing("@" + name) }
        return value
    }

    private func double(_ text: String) throws -> Double { try TextScalars.double(text) }
    private func int(_ text: String) throws -> Int { try TextScalars.int(text) }
    private func bool(_ text: String) throws -> Bool { try TextScalars.bool(text) }

    /// Decoding one leaf node as a `Date` uses Xylem's own ISO 8601 parser (the default
    /// `.iso8601` strategy), which a tree user has through public API; parsing the text with
    /// `Date.ISO8601FormatStyle` would mostly measure Foundation.
    private func date(_ node: XMLTree.Node) throws -> Date {
        try decoder.decode(Date.self, from: node)
    }
}
