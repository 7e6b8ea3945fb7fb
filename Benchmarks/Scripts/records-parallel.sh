#!/usr/bin/env bash
# SPDX-FileCopyrightText: the Xylem project authors
# SPDX-License-Identifier: Apache-2.0
# `records(...)` and `decodeEach` with `.libxml2`, release build, on a GPX track of ~116 MB
# (1,000,000 points, as xylem-bench's gpx-1m: `<trkpt lat lon>` with `<ele>` and `<time>`), once with
# `decoder.recordConcurrency = 1` (the parser thread decodes every record) and once with the
# default (one decoding thread per processor beside the parser), alternating, each run in its own
# process (wall time and peak RSS from /usr/bin/time). Builds a small package of its own in $WORK
# that depends on this checkout (no network), so the library's benchmark package is not rebuilt.
# The document is written to $WORK, outside the repository.
#
#     Benchmarks/Scripts/records-parallel.sh [ROUNDS] [POINTS]   (default 3 rounds, 1000000 points)
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/../.." && pwd)"
WORK="${WORK:-${TMPDIR:-/tmp}/xylem-records-parallel}"
ROUNDS="${1:-3}"
POINTS="${2:-1000000}"
. "$(dirname "$0")/driver-package.sh"
driver_package records-parallel
cat > "$WORK/Sources/records-parallel/main.swift" <<'SWIFT'
import Foundation
import Xylem

struct TrackPoint: Decodable, Sendable {
    let lat: Double
    let lon: Double
    let ele: Double
    let time: Date
}

let arguments = CommandLine.arguments
let file = URL(fileURLWithPath: arguments[2])
switch arguments[1] {
case "generate":
    let count = Int(arguments[3])!
    FileManager.default.createFile(atPath: file.path, contents: nil)
    let handle = try FileHandle(forWritingTo: file)
    var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<gpx version=\"1.1\" creator=\"records-parallel\">\n"
        + "\t<trk>\n\t\t<name>Generated</name>\n\t\t<trkseg>\n"
    var state: UInt64 = 42
    func next() -> UInt64 {  // SplitMix64
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    let formatter = ISO8601DateFormatter()
    let start = Date(timeIntervalSince1970: 1_700_000_000)
    for i in 0 ..< count {
        let lat = 22.0 + Double(next() % 1_000_000) / 1_000_000
        let lon = 102.0 + Double(next() % 1_000_000) / 1_000_000
        let ele = Double(next() % 200_000) / 100
        text += "\t\t\t<trkpt lat=\"\(lat)\" lon=\"\(lon)\">\n\t\t\t\t<ele>\(ele)</ele>\n"
            + "\t\t\t\t<time>\(formatter.string(from: start.addingTimeInterval(Double(i))))</time>\n\t\t\t</trkpt>\n"
        if text.utf8.count > 1 << 20 { try handle.write(contentsOf: Data(text.utf8)); text = "" }
    }
    try handle.write(contentsOf: Data((text + "\t\t</trkseg>\n\t</trk>\n</gpx>\n").utf8))
    try handle.close()
case "records", "each":
    let concurrency = arguments.count > 3 ? Int(arguments[3]) : nil
    let decoder = XMLDecoder()
    decoder.parser = .libxml2
    if let concurrency { decoder.recordConcurrency = concurrency }
    let size = Double((try FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int) ?? 0)
    let clock = ContinuousClock()
    let started = clock.now
    var count = 0
    var sum = 0.0
    if arguments[1] == "each" {
        try await decoder.decodeEach(TrackPoint.self, at: "gpx/trk/trkseg/trkpt", from: .file(file)) { point in
            count += 1
            sum += point.ele
        }
    } else {
        for try await point in decoder.records(TrackPoint.self, at: "gpx/trk/trkseg/trkpt", from: .file(file)) {
            count += 1
            sum += point.ele
        }
    }
    let elapsed = clock.now - started
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    print(String(format: "  %@ recordConcurrency %@: %d records, %.2f s, %.1f MB/s (checksum %.0f)",
                 arguments[1], concurrency.map(String.init) ?? "default (\(decoder.recordConcurrency))", count, seconds,
                 size / seconds / 1e6, sum))
default:
    fatalError("usage: records-parallel generate FILE COUNT | records|each FILE [CONCURRENCY]")
}
SWIFT
cd "$WORK"
swift build -c release 2>&1 | tail -1
BIN="$(swift build -c release --show-bin-path)/records-parallel"
DOC="$WORK/track-$POINTS.gpx"
[ -f "$DOC" ] || "$BIN" generate "$DOC" "$POINTS"
ls -l "$DOC" | awk '{printf "document: %.1f MB\n", $5 / 1e6}'
echo "load: $(uptime)"
for _ in $(seq "$ROUNDS"); do
    for mode in records each; do
        /usr/bin/time -f "    %e s wall, %U s user, %S s system, %M KB peak RSS" "$BIN" $mode "$DOC" 1
        /usr/bin/time -f "    %e s wall, %U s user, %S s system, %M KB peak RSS" "$BIN" $mode "$DOC"
    done
done
echo "load: $(uptime)"
