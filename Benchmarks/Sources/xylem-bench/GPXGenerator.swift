// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Generates a GPX 1.1 tracklog indented with tabs like common exporters, ~115 bytes per point:
///
///     <trkpt lat="47.644073" lon="-122.326445">
///         <ele>120.4</ele>
///         <time>2014-05-01T02:01:15Z</time>
///     </trkpt>
///
/// The track is a seeded random walk, one point per second from 2014-05-01T02:01:15Z.
enum GPXGenerator {
    static func make(points: Int, rng: inout SplitMix64) -> GeneratedDocument {
        var out = ByteWriter(capacity: points * 116 + 1024)
        out.put(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <gpx version="1.1" creator="xylem-bench" xmlns="http://www.topografix.com/GPX/1/1">
            \t<metadata>
            \t\t<time>2014-05-01T02:01:15Z</time>
            \t</metadata>
            \t<trk>
            \t\t<name>Morning Ride</name>
            \t\t<trkseg>

            """)
        var expected = Checksum(count: points, numeric: 0, textBytes: "Morning Ride".utf8.count)
        var lat = 47_644_073  // micro-degrees
        var lon = -122_326_445  // micro-degrees
        var ele = 1_204  // decimeters
        var time = CivilTime.days(year: 2014, month: 5, day: 1) * 86_400 + 2 * 3600 + 1 * 60 + 15
        let tab = UInt8(ascii: "\t")
        for _ in 0 ..< points {
            out.indent(3, with: tab); out.put("<trkpt lat=\""); out.fixed(lat, decimals: 6)
            out.put("\" lon=\""); out.fixed(lon, decimals: 6); out.put("\">"); out.newline()
            out.indent(4, with: tab); out.put("<ele>"); out.fixed(ele, decimals: 1); out.put("</ele>")
            out.newline()
            out.indent(4, with: tab); out.put("<time>"); CivilTime.writeISO8601(time, to: &out)
            out.put("</time>"); out.newline()
            out.indent(3, with: tab); out.put("</trkpt>"); out.newline()

            // Double(n) / 10^k is the correctly rounded value of the decimal text, as a parser reads it.
            expected.numeric += Double(lat) / 1e6 + Double(lon) / 1e6 + Double(ele) / 10 + Double(time)

            lat += rng.int(-60 ... 60)
            lon += rng.int(-60 ... 60)
            ele = max(0, ele + rng.int(-4 ... 4))
            time += 1
        }
        out.put("\t\t</trkseg>\n\t</trk>\n</gpx>\n")
        return GeneratedDocument(bytes: out.bytes, expected: expected)
    }
}
