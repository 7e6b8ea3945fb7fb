// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Xylem

// MARK: - Models
//
// The parts of a GPX 1.1 tracklog this example reads:
//
//   <gpx version="1.1" creator="...">
//     <metadata><name>...</name></metadata>
//     <trk>
//       <name>Pu Si Lung</name>
//       <trkseg>
//         <trkpt lat="22.54297276" lon="102.854709076"><ele>1318.59</ele><time>2014-05-01T02:01:15Z</time></trkpt>
//         ...
//       </trkseg>
//     </trk>
//   </gpx>
//
// `lat` and `lon` are attributes and `ele` and `time` child elements; the models do not care:
// a key matches a child element of that name, else an attribute. Everything else in the file
// (waypoints, routes, extensions) is ignored.

/// The root element, `<gpx>`.
struct GPXDocument: Codable {
    let metadata: GPXMetadata?
    /// Every `<trk>`; a file may hold none (only waypoints, say).
    let trk: [GPXTrackLog]
}

/// `<metadata>`.
struct GPXMetadata: Codable {
    let name: String?
}

/// `<trk>`: one track, made of segments (a new segment starts when the receiver lost its fix or
/// the recording was paused).
struct GPXTrackLog: Codable {
    let name: String?
    let trkseg: [GPXSegment]
}

/// `<trkseg>`.
struct GPXSegment: Codable {
    let trkpt: [GPXPoint]
}

/// `<trkpt>`: coordinates in degrees (WGS 84), elevation in meters, time in UTC (ISO 8601, the
/// decoder's default date format).
struct GPXPoint: Codable {
    let lat: Double
    let lon: Double
    let ele: Double?
    let time: Date?
}

// MARK: - Summary

/// What `gpx-track` prints.
struct TrackSummary: Equatable {
    /// The first track's name, else the file's metadata name, else "Untitled track".
    var name: String
    var trackCount: Int
    var segmentCount: Int
    var pointCount: Int
    /// Along the points, great-circle (haversine), not across gaps between segments.
    var distanceMeters: Double
    /// The sum of the rises between consecutive points of a segment (no smoothing).
    var elevationGainMeters: Double
    /// The sum of the drops, as a positive number.
    var elevationLossMeters: Double
    var minimumElevation: Double?
    var maximumElevation: Double?
    /// The earliest and latest point times.
    var start: Date?
    var end: Date?

    var distanceKilometers: Double { distanceMeters / 1000 }
    /// From the first to the last time stamp, pauses included.
    var duration: TimeInterval? {
        guard let start, let end else { return nil }
        return end.timeIntervalSince(start)
    }
}

/// Decodes GPX held in memory and summarizes its tracks.
func summarize(data: Data) throws -> TrackSummary {
    summarize(try XMLDecoder().decode(GPXDocument.self, from: data))
}

/// Decodes a GPX file, streaming it from disk, and summarizes its tracks.
func summarize(contentsOf url: URL) throws -> TrackSummary {
    summarize(try XMLDecoder().decode(GPXDocument.self, contentsOf: url))
}

func summarize(_ gpx: GPXDocument) -> TrackSummary {
    var summary = TrackSummary(
        name: gpx.trk.lazy.compactMap(\.name).first ?? gpx.metadata?.name ?? "Untitled track",
        trackCount: gpx.trk.count,
        segmentCount: 0,
        pointCount: 0,
        distanceMeters: 0,
        elevationGainMeters: 0,
        elevationLossMeters: 0
    )
    for segment in gpx.trk.flatMap(\.trkseg) {
        summary.segmentCount += 1
        summary.pointCount += segment.trkpt.count
        for (previous, point) in zip(segment.trkpt, segment.trkpt.dropFirst()) {
            summary.distanceMeters += haversineDistance(from: previous, to: point)
            if let from = previous.ele, let to = point.ele {
                if to > from {
                    summary.elevationGainMeters += to - from
                } else {
                    summary.elevationLossMeters += from - to
                }
            }
        }
        for point in segment.trkpt {
            if let ele = point.ele {
                summary.minimumElevation = min(summary.minimumElevation ?? ele, ele)
                summary.maximumElevation = max(summary.maximumElevation ?? ele, ele)
            }
            if let time = point.time {
                summary.start = min(summary.start ?? time, time)
                summary.end = max(summary.end ?? time, time)
            }
        }
    }
    return summary
}

/// The mean Earth radius (IUGG), in meters.
let earthRadiusMeters = 6_371_008.8

/// The great-circle distance between two points, in meters.
func haversineDistance(from a: GPXPoint, to b: GPXPoint) -> Double {
    let (lat1, lat2) = (a.lat * .pi / 180, b.lat * .pi / 180)
    let dLat = lat2 - lat1
    let dLon = (b.lon - a.lon) * .pi / 180
    let h = sin(dLat / 2) * sin(dLat / 2) + cos(lat1) * cos(lat2) * sin(dLon / 2) * sin(dLon / 2)
    return 2 * earthRadiusMeters * asin(min(1, h.squareRoot()))
}

// MARK: - Presentation

/// `92447` as `25:40:47`.
func formatDuration(_ seconds: TimeInterval) -> String {
    let total = Int(seconds.rounded())
    let (hours, minutes, rest) = (total / 3600, total / 60 % 60, total % 60)
    return "\(hours):\(minutes < 10 ? "0" : "")\(minutes):\(rest < 10 ? "0" : "")\(rest)"
}

/// `2014-05-01 02:01:15 UTC`.
func formatUTC(_ date: Date) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(secondsFromGMT: 0) ?? calendar.timeZone
    let c = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
    return String(
        format: "%04d-%02d-%02d %02d:%02d:%02d UTC",
        c.year ?? 0, c.month ?? 0, c.day ?? 0, c.hour ?? 0, c.minute ?? 0, c.second ?? 0
    )
}

/// Rounds to `decimals` places, e.g. `12.19`.
func formatNumber(_ value: Double, decimals: Int) -> String {
    String(format: "%.\(decimals)f", value)
}

extension TrackSummary {
    /// The report `gpx-track` prints, one line per fact.
    var report: [String] {
        var lines = [
            "Track:           \(name)",
            "Points:          \(pointCount) in \(segmentCount) segment\(segmentCount == 1 ? "" : "s")"
                + (trackCount > 1 ? " of \(trackCount) tracks" : ""),
            "Distance:        \(formatNumber(distanceKilometers, decimals: 2)) km",
        ]
        if let low = minimumElevation, let high = maximumElevation {
            lines.append(
                "Elevation gain:  \(formatNumber(elevationGainMeters, decimals: 0)) m"
                    + " (loss \(formatNumber(elevationLossMeters, decimals: 0)) m,"
                    + " \(formatNumber(low, decimals: 0)) to \(formatNumber(high, decimals: 0)) m)"
            )
        } else {
            lines.append("Elevation gain:  no elevations")
        }
        if let duration, let start, let end {
            lines.append("Duration:        \(formatDuration(duration)) (\(formatUTC(start)) to \(formatUTC(end)))")
        } else {
            lines.append("Duration:        no time stamps")
        }
        return lines
    }
}
