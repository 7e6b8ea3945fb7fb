// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Xylem

/// Xylem's streaming record reader: the repeated element of each document is decoded one record
/// at a time as soon as its end tag is read, and the data around the records comes from further
/// paths in the same single pass. Every document has a record path that fits its model:
///
/// | case | records (`Decodable`) | other paths |
/// |---|---|---|
/// | gpx | `gpx/trk/trkseg/trkpt` as `TrackPoint` | `gpx/trk/name` |
/// | election | `response/body/items/item` as `ElectionItem` | `response/header`, `response/body/numOfRows\|pageNo\|totalCount` |
/// | podcast | `rss/channel/item` as `Episode` | `rss/channel/title\|link\|description\|language` |
/// | wide | `catalog/row` as `Row` (`decodeEach`) | none |
/// | deep | `deep/n` as `Node`, one whole 200-level chain per record (`decodeEach`) | none |
///
/// Documents with one path use `XMLDecoder.decodeEach`; the others an `XMLStreamReader` with
/// one `onRecord` per path (what `decodeEach` runs, with more than one route).
enum XylemRecordsRunner {
    static func decode(
        _ kind: DocumentKind, from data: Data,
        parser: Xylem.XMLDecoder.Parser = .foundation
    ) throws -> any Checksummed {
        let decoder = Xylem.XMLDecoder()
        decoder.parser = parser
        switch kind {
        case .gpx: return try gpx(data, decoder)
        case .election: return try election(data, decoder)
        case .podcast: return try rss(data, decoder)
        case .wide:
            var rows: [Row] = []
            let collected = Collected<Row>()
            try synchronously {
                try await decoder.decodeEach(Row.self, at: "catalog/row", from: .data(data)) { collected.records.append($0) }
            }
            rows = collected.records
            return Catalog(row: rows)
        case .deep:
            var chains: [Node] = []
            let collected = Collected<Node>()
            try synchronously {
                try await decoder.decodeEach(Node.self, at: "deep/n", from: .data(data)) { collected.records.append($0) }
            }
            chains = collected.records
            return DeepDocument(n: chains)
        case .mixed: throw BenchError.missing("a record runner for mixed content")
        }
    }

    private static func gpx(_ data: Data, _ decoder: Xylem.XMLDecoder) throws -> GPX {
        let state = Collected<TrackPoint>()
        var reader = XMLStreamReader(decoder: decoder)
        reader.onRecord(at: "gpx/trk/name") { state.strings["name"] = try $0.decode(String.self) }
        reader.onRecord(at: "gpx/trk/trkseg/trkpt") { state.records.append(try $0.decode(TrackPoint.self)) }
        try synchronously { [reader] in try await reader.read(from: .data(data)) }
        return GPX(trk: Track(name: try state.string("name"), trkseg: TrackSegment(trkpt: state.records)))
    }

    private static func election(_ data: Data, _ decoder: Xylem.XMLDecoder) throws -> ElectionResponse {
        let state = Collected<ElectionItem>()
        var header: ElectionHeader?
        var reader = XMLStreamReader(decoder: decoder)
        reader.onRecord(at: "response/header") { header = try $0.decode(ElectionHeader.self) }
        reader.onRecord(at: "response/body/items/item") { state.records.append(try $0.decode(ElectionItem.self)) }
        reader.onRecord(at: "response/body/numOfRows|response/body/pageNo|response/body/totalCount") { record in
            state.ints[record.name] = try record.decode(Int.self)
        }
        try synchronously { [reader] in try await reader.read(from: .data(data)) }
        guard let header else { throw BenchError.missing("header") }
        return ElectionResponse(
            header: header,
            body: ElectionBody(
                items: ElectionItems(item: state.records), numOfRows: try state.int("numOfRows"),
                pageNo: try state.int("pageNo"), totalCount: try state.int("totalCount")))
    }

    private static func rss(_ data: Data, _ decoder: Xylem.XMLDecoder) throws -> RSS {
        let state = Collected<Episode>()
        var reader = XMLStreamReader(decoder: decoder)
        reader.onRecord(at: "rss/channel/title|rss/channel/link|rss/channel/description|rss/channel/language") {
            record in state.strings[record.name] = try record.decode(String.self)
        }
        reader.onRecord(at: "rss/channel/item") { state.records.append(try $0.decode(Episode.self)) }
        try synchronously { [reader] in try await reader.read(from: .data(data)) }
        return RSS(
            channel: Channel(
                title: try state.string("title"), link: try state.string("link"),
                description: try state.string("description"),
                language: try state.string("language"), items: state.records))
    }
}

/// What the closures of one read collect: the records, and the scalars around them by element name.
private final class Collected<Record> {
    var records: [Record] = []
    var strings: [String: String] = [:]
    var ints: [String: Int] = [:]

    func string(_ name: String) throws -> String {
        guard let value = strings[name] else { throw BenchError.missing(name) }
        return value
    }

    func int(_ name: String) throws -> Int {
        guard let value = ints[name] else { throw BenchError.missing(name) }
        return value
    }
}
