// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation
import XMLCoder
import Xylem

/// The encode rows: the same documents written back from their models, which are decoded once
/// per case with Xylem before any timing. Each encoder is told which keys are attributes, so
/// both write the generator's document shape (`<trkpt lat= lon=>`, `<enclosure url= .../>`,
/// 20-attribute rows); only the encode is timed, and every output is checked by decoding it
/// with Xylem into the same model and comparing checksums (not timed).
enum EncodeRunner {
    /// A document written by an encoder; its checksum decodes it (when the checksum is asked).
    struct Encoded: Checksummed {
        let kind: DocumentKind
        let data: Data?
        let file: URL?

        var byteCount: Int {
            if let data { return data.count }
            let size = file.flatMap { try? FileManager.default.attributesOfItem(atPath: $0.path)[.size] as? Int }
            return size ?? 0
        }

        var checksum: Checksum {
            let decoded: (any Checksummed)?
            if let data {
                decoded = try? XylemRunner.decode(kind, from: data)
            } else {
                decoded = file.flatMap { try? XylemRunner.decode(kind, contentsOf: $0) }
            }
            return decoded?.checksum ?? Checksum(count: -1, numeric: 0, textBytes: 0)
        }
    }

    /// The keys each document kind writes as attributes, by coding path: its last key, and the
    /// key before it (`enclosure`, or a row's `Index n`).
    static func isAttribute(_ kind: DocumentKind, key: String, parent: String?) -> Bool {
        switch kind {
        case .gpx: return key == "lat" || key == "lon"
        case .election: return false
        case .podcast: return key == "isPermaLink" || parent == "enclosure" && ["url", "length", "type"].contains(key)
        case .wide: return parent == "row" || parent?.hasPrefix("Index ") == true
        case .deep: return key == "d"
        case .mixed: return false
        }
    }

    static func root(_ kind: DocumentKind) -> String {
        switch kind {
        case .gpx: return "gpx"
        case .election: return "response"
        case .podcast: return "rss"
        case .wide: return "catalog"
        case .deep: return "deep"
        case .mixed: return "p"
        }
    }

    // MARK: - Xylem

    static func xylemEncoder(_ kind: DocumentKind) -> Xylem.XMLEncoder {
        let encoder = Xylem.XMLEncoder()
        encoder.attributeEncodingStrategy = .attributes { path in
            isAttribute(kind, key: path.last?.stringValue ?? "", parent: path.dropLast().last?.stringValue)
        }
        if kind == .podcast { encoder.rootAttributes = ["xmlns:itunes": "http://www.itunes.com/dtds/podcast-1.0.dtd"] }
        return encoder
    }

    static func xylem(_ kind: DocumentKind, _ model: any Encodable) throws -> Encoded {
        Encoded(kind: kind, data: try xylemEncoder(kind).encode(model, root: root(kind)), file: nil)
    }

    /// `XMLStreamWriter` into `file`: the wrappers opened, the repeated records written one at a
    /// time, as a program writing a large export would.
    static func xylemStream(_ kind: DocumentKind, _ model: any Encodable, to file: URL) throws -> Encoded {
        let writer = try XMLStreamWriter(writingTo: file, encoder: xylemEncoder(kind))
        try writer.open(root(kind))
        switch model {
        case let gpx as GPX:
            try writer.open("trk")
            try writer.write(gpx.trk.name, as: "name")
            try writer.open("trkseg")
            for point in gpx.trk.trkseg.trkpt { try writer.write(point, as: "trkpt") }
        case let election as ElectionResponse:
            try writer.write(election.header, as: "header")
            try writer.open("body")
            try writer.open("items")
            for item in election.body.items.item { try writer.write(item, as: "item") }
            try writer.close()
            try writer.write(election.body.numOfRows, as: "numOfRows")
            try writer.write(election.body.pageNo, as: "pageNo")
            try writer.write(election.body.totalCount, as: "totalCount")
        case let rss as RSS:
            try writer.open("channel")
            try writer.write(rss.channel.title, as: "title")
            try writer.write(rss.channel.link, as: "link")
            try writer.write(rss.channel.description, as: "description")
            try writer.write(rss.channel.language, as: "language")
            for episode in rss.channel.items { try writer.write(episode, as: "item") }
        case let catalog as Catalog:
            for row in catalog.row { try writer.write(row, as: "row") }
        case let deep as DeepDocument:
            for chain in deep.n { try writer.write(chain, as: "n") }
        default:
            throw BenchError.missing("a model of kind \(kind)")
        }
        try writer.finish()
        return Encoded(kind: kind, data: nil, file: file)
    }

    // MARK: - XMLCoder

    /// XMLCoder's node strategy for the documents, as both XMLCoder rows (XMLCoder-encode and
    /// XylemXMLCoder-encode) ask it: the same keys as `isAttribute`, decided by type. XMLCoder
    /// asks about the type of each property's value, and the items of an array keep the
    /// array's answer, so `[TrackPoint]` is asked for the keys of its points. Each answer
    /// compares the key with its few names, as a hand-written strategy would, rather than
    /// building a `Set` per value and hashing each key into it (which cost the XylemXMLCoder
    /// row 5% of its encode, all in the benchmark's own closure).
    static func xmlCoderAttributes(for type: any Encodable.Type) -> @Sendable (any CodingKey) -> Bool {
        switch type {
        case is TrackPoint.Type, is [TrackPoint].Type: return { $0.stringValue == "lat" || $0.stringValue == "lon" }
        case is Enclosure.Type: return { ["url", "length", "type"].contains($0.stringValue) }
        case is GUID.Type: return { $0.stringValue == "isPermaLink" }
        case is Node.Type, is [Node].Type: return { $0.stringValue == "d" }
        case is Row.Type, is [Row].Type: return { _ in true }  // every key
        default: return { _ in false }
        }
    }

    static func xmlCoder(_ kind: DocumentKind, _ model: any Encodable) throws -> Encoded {
        let encoder = XMLCoder.XMLEncoder()
        encoder.nodeEncodingStrategy = .custom { type, _ in
            let isAttribute = xmlCoderAttributes(for: type)
            return { isAttribute($0) ? .attribute : .element }
        }
        // As for decoding: XMLCoder's own `.iso8601` goes through ISO8601DateFormatter, which
        // would measure Foundation; the format style writes the same text quickly.
        let style = Date.ISO8601FormatStyle()
        encoder.dateEncodingStrategy = .custom { date, encoder in
            var container = encoder.singleValueContainer()
            try container.encode(style.format(date))
        }
        let attributes = kind == .podcast ? ["xmlns:itunes": "http://www.itunes.com/dtds/podcast-1.0.dtd"] : nil
        return Encoded(
            kind: kind, data: try encoder.encode(model, withRootKey: root(kind), rootAttributes: attributes), file: nil)
    }
}
