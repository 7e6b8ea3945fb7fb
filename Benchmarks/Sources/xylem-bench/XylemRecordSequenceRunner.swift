// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Xylem

/// `records`, the async sequence, over a GPX track with `.libxml2`: its records decoded on
/// `recordConcurrency` threads while the parser reads on (`Xylem-records-parallel`, the default,
/// one thread per core) or by the parser thread itself (`Xylem-records-serial`,
/// `recordConcurrency = 1`), in the same run, so that the rows give what the threads add.
/// The track's name comes through the same sequence (an alternative of the path), so the model
/// and its checksum are the other rows'. GPX only: the other documents need several paths
/// decoded into one model, which `XylemRecordsRunner` does with an `XMLStreamReader`.
enum XylemRecordSequenceRunner {
    private enum Item: Sendable {
        case name(String)
        case point(TrackPoint)
    }

    static func decode(_ kind: DocumentKind, from data: Data, concurrency: Int?) throws -> any Checksummed {
        guard kind == .gpx else { throw BenchError.missing("a record-sequence runner for \(kind)") }
        let decoder = Xylem.XMLDecoder()
        decoder.parser = .libxml2
        if let concurrency { decoder.recordConcurrency = concurrency }
        let items = decoder.records(at: "gpx/trk/name|gpx/trk/trkseg/trkpt", from: .data(data)) { record -> Item in
            record.name == "name" ? .name(try record.decode(String.self)) : .point(try record.decode(TrackPoint.self))
        }
        return try synchronously {
            var name: String?
            var points: [TrackPoint] = []
            for try await item in items {
                switch item {
                case .name(let text): name = text
                case .point(let point): points.append(point)
                }
            }
            guard let name else { throw BenchError.missing("name") }
            return GPX(trk: Track(name: name, trkseg: TrackSegment(trkpt: points)))
        }
    }
}
