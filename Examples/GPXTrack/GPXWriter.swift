// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Xylem

// MARK: - Writing
//
// `gpx-track --write OUT.gpx [--points N]` streams a synthetic track of N points to a file with
// `XMLStreamWriter`: one point at a time, in flat memory whatever N is. The same `GPXPoint`
// model that reads a track writes it.

/// The encoder for GPX. In GPX `lat` and `lon` are attributes; `GPXPoint`'s keys are plain
/// (the decoder reads a plain key from an attribute as well), so an attribute strategy says
/// which keys the encoder writes as attributes.
func gpxEncoder() -> XMLEncoder {
    let encoder = XMLEncoder()
    encoder.attributeEncodingStrategy = .attributes { path in
        path.last?.stringValue == "lat" || path.last?.stringValue == "lon"
    }
    encoder.rootAttributes = [
        "version": "1.1",
        "creator": "Xylem gpx-track",
        "xmlns": "http://www.topografix.com/GPX/1/1",
    ]
    return encoder
}

/// The `index`-th point of a synthetic climb near Pu Si Lung: a spiral up the mountain, one
/// point every 5 seconds, coordinates to 8 decimals and elevations to centimeters as devices
/// record them.
func syntheticPoint(_ index: Int, of count: Int) -> GPXPoint {
    let progress = Double(index) / Double(max(count, 1))
    let angle = Double(index) / 40
    let radius = 0.02 * (1 - progress) + 0.001
    func rounded(_ value: Double, _ places: Double) -> Double { (value * places).rounded() / places }
    return GPXPoint(
        lat: rounded(22.5 + radius * sin(angle), 1e8),
        lon: rounded(102.85 + radius * cos(angle), 1e8),
        ele: rounded(1318.59 + 1757 * progress + 3 * sin(angle * 7), 100),
        time: Date(timeIntervalSince1970: 1_398_909_675 + Double(index) * 5)
    )
}

/// Streams a one-segment track of `count` synthetic points to `url`; returns the bytes written.
func writeSyntheticTrack(to url: URL, points count: Int, name: String = "Synthetic climb") throws -> Int {
    let writer = try XMLStreamWriter(writingTo: url, encoder: gpxEncoder())
    try writer.open("gpx")
    try writer.open("trk")
    try writer.write(name, as: "name")
    try writer.open("trkseg")
    for index in 0 ..< count {
        try writer.write(syntheticPoint(index, of: count), as: "trkpt")
    }
    try writer.finish()
    return writer.bytesWritten
}
