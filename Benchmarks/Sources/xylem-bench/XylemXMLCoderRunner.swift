// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation
import XylemXMLCoder

/// XMLCoder code moved by changing its import: the XMLCoder rows' decoder and encoder set up as
/// XMLCoder users write them (a node strategy by type for the attributes), run by XylemXMLCoder
/// on Xylem's engine. Against the Xylem rows, which read and write the same models with Xylem's
/// own spellings, the difference is what the compatibility shims cost
/// (XylemXMLCoder.docc/MigratingFromXMLCoder.md).
/// Dates use `.iso8601`, which XylemXMLCoder hands to Xylem's own ISO 8601 reader and writer.
enum XylemXMLCoderRunner {
    static func decode(_ kind: DocumentKind, from data: Data) throws -> any Checksummed {
        let decoder = XMLDecoder()
        decoder.dateDecodingStrategy = .iso8601
        switch kind {
        case .gpx: return try decoder.decode(GPX.self, from: data)
        case .election: return try decoder.decode(ElectionResponse.self, from: data)
        case .podcast: return try decoder.decode(RSS.self, from: data)
        case .wide: return try decoder.decode(Catalog.self, from: data)
        case .deep: return try decoder.decode(DeepDocument.self, from: data)
        case .mixed: throw BenchError.missing("a XylemXMLCoder runner for mixed content")
        }
    }

    static func encode(_ kind: DocumentKind, _ model: any Encodable) throws -> EncodeRunner.Encoded {
        let encoder = XMLEncoder()
        // XMLCoder asks about the type of each property's value, and the items of an array
        // keep the array's answer: `[TrackPoint]` is asked for the keys of its points.
        // XMLCoder-encode's strategy (EncodeRunner.xmlCoderAttributes).
        encoder.nodeEncodingStrategy = .custom { type, _ in
            let isAttribute = EncodeRunner.xmlCoderAttributes(for: type)
            return { isAttribute($0) ? .attribute : .element }
        }
        encoder.dateEncodingStrategy = .iso8601
        let attributes = kind == .podcast ? ["xmlns:itunes": "http://www.itunes.com/dtds/podcast-1.0.dtd"] : nil
        let data = try encoder.encode(model, withRootKey: EncodeRunner.root(kind), rootAttributes: attributes)
        return EncodeRunner.Encoded(kind: kind, data: data, file: nil)
    }
}
