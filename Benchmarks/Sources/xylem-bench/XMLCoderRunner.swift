// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation
import XMLCoder

/// XMLCoder 0.18.2's typed decode of the shared models. Its conventions happen to match the
/// models' keys (child element or attribute by name, `""` for the element's own text, repeated
/// siblings for arrays, prefixed names as written), so only the date strategy needs setting.
/// XMLCoder hands the whole `Data` to `XMLParser(data:)`, which fails above 10,000,000 bytes on
/// Linux: those cases are reported as failures, not skipped.
enum XMLCoderRunner {
    static func decode(_ kind: DocumentKind, from data: Data) throws -> any Checksummed {
        let decoder = XMLCoder.XMLDecoder()
        // XMLCoder's own `.iso8601` goes through ISO8601DateFormatter and costs ~130 µs per date
        // on Linux (gpx-10k: 1.6 s instead of 0.29 s). Give it the fast standard parser instead,
        // so the comparison measures XMLCoder, not Foundation's old formatter.
        let style = Date.ISO8601FormatStyle()
        decoder.dateDecodingStrategy = .custom { decoder in
            try style.parse(decoder.singleValueContainer().decode(String.self))
        }
        switch kind {
        case .gpx: return try decoder.decode(GPX.self, from: data)
        case .election: return try decoder.decode(ElectionResponse.self, from: data)
        case .podcast: return try decoder.decode(RSS.self, from: data)
        case .wide: return try decoder.decode(Catalog.self, from: data)
        case .deep: return try decoder.decode(DeepDocument.self, from: data)
        case .mixed: throw BenchError.missing("a XMLCoder runner for mixed content")
        }
    }
}
