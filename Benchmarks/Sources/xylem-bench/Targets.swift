// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The performance targets from the issue tracker, checked against one run's rows.
/// Each produces one line: `met` or `missed`, with the number that decided it.
enum Targets {
    static func summary(_ rows: [ResultRow]) -> [String] {
        // The mixed-content case has lines of its own (how the cost grows with the runs); the
        // issue targets are about the other documents.
        issueSummary(rows.filter { !MixedContent.isMixed($0) }) + MixedContent.scaling(rows)
    }

    private static func issueSummary(_ rows: [ResultRow]) -> [String] {
        var lines: [String] = []
        let xylem = rows.filter { $0.implementation == .xylem }
        func row(_ c: String, _ i: Implementation) -> ResultRow? {
            rows.first { $0.caseName == c && $0.implementation == i }
        }
        func verdict(_ met: Bool) -> String { met ? "met" : "MISSED" }
        func x(_ v: Double) -> String { Printer.fixed(v, 3) + "x" }

        // Issue 2: the GPX headline.
        if let gpx = row("gpx-100k", .xylem) {
            func judge(_ value: Double?, _ met: (Double) -> Bool) -> String {
                guard gpx.ok else { return "MISSED (\(gpx.status))" }
                return value.map { "\(verdict(met($0))) (\(x($0)))" } ?? "not measured"
            }
            lines.append("Issue 2: gpx-100k Xylem throughput >= 0.6x floor: " + judge(gpx.ratioToFloor) { $0 >= 0.6 })
            lines.append(
                "Issue 2: gpx-100k Xylem peak RSS <= 3x input above baseline: "
                    + judge(gpx.peakRSSPerInputByte) { $0 <= 3 })
        } else {
            lines.append("Issue 2: not measured (gpx-100k was not run)")
        }

        lines += encodeSummary(rows, row: row, verdict: verdict, x: x)
        guard !xylem.isEmpty else { return lines }
        let failed = xylem.filter { !$0.ok }.map(\.caseName)
        let failNote = failed.isEmpty ? "" : "; Xylem failed on " + failed.joined(separator: ", ")

        // Issue 7: floor ratio and memory on every document.
        let worstFloor = xylem.compactMap { r in r.ratioToFloor.map { (r.caseName, $0) } }.min { $0.1 < $1.1 }
        lines.append(
            "Issue 7: Xylem >= 0.8x floor on every document: "
                + worst(worstFloor, met: failed.isEmpty && (worstFloor?.1 ?? 0) >= 0.8, verdict: verdict, x: x)
                + failNote)
        let worstRSS = xylem.compactMap { r in r.peakRSSPerInputByte.map { (r.caseName, $0) } }.max { $0.1 < $1.1 }
        var rssLine = "Issue 7: Xylem peak RSS <= 2x input on every document: "
        if worstRSS == nil && failed.isEmpty {
            rssLine += "not measured"
        } else {
            rssLine +=
                worst(worstRSS, met: failed.isEmpty && (worstRSS?.1 ?? .infinity) <= 2, verdict: verdict, x: x)
                + failNote
        }
        if let (name, _) = worstRSS, let floor = row(name, .floor)?.peakRSSPerInputByte {
            rssLine += " (the floor alone: \(x(floor)) there)"
        }
        lines.append(rssLine)

        // Issue 7: speedups over the peers, on the documents both peers read correctly.
        let bothRead = Set(
            xylem.map(\.caseName).filter { c in
                (row(c, .xmlCoder)?.ok ?? false) && (row(c, .swxmlHash)?.ok ?? false)
            })
        for (peer, goal) in [(Implementation.xmlCoder, 15.0), (.swxmlHash, 4.0)] {
            func speedups(_ cases: Set<String>) -> [(String, Double)] {
                xylem.filter { cases.contains($0.caseName) }.compactMap { r in
                    guard let mine = r.seconds, let theirs = row(r.caseName, peer)?.seconds, r.ok else { return nil }
                    return (r.caseName, theirs / mine)
                }
            }
            let judged = speedups(bothRead)
            let worstPeer = judged.min { $0.1 < $1.1 }
            let allXylemOK = bothRead.allSatisfy { row($0, .xylem)?.ok ?? false }
            let which = bothRead.isEmpty ? "none" : bothRead.sorted().joined(separator: ", ")
            var line =
                "Issue 7: Xylem >= \(Int(goal))x \(peer.rawValue) on every document both peers read "
                + "(\(which)): "
                + (bothRead.isEmpty
                    ? "not measured"
                    : worst(
                        worstPeer, met: !judged.isEmpty && allXylemOK && (worstPeer?.1 ?? 0) >= goal,
                        verdict: verdict, x: x))
            let onlyThis = Set(xylem.map(\.caseName).filter { (row($0, peer)?.ok ?? false) }).subtracting(bothRead)
            if let extra = speedups(onlyThis).min(by: { $0.1 < $1.1 }) {
                line += "; on documents only \(peer.rawValue) read, worst \(x(extra.1)) on \(extra.0)"
            }
            lines.append(line)
        }
        return lines + referenceSummary(rows, row: row, x: x) + libxml2Summary(rows, verdict: verdict, x: x)
    }

    /// Issue 14: the encoder against XMLCoder's, against Xylem's own decode, and the streaming
    /// writer's memory.
    private static func encodeSummary(
        _ rows: [ResultRow], row: (String, Implementation) -> ResultRow?,
        verdict: (Bool) -> String, x: (Double) -> String
    ) -> [String] {
        let encodes = rows.filter { $0.implementation == .xylemEncode }
        guard !encodes.isEmpty else { return [] }
        var lines: [String] = []
        let failed = encodes.filter { !$0.ok }.map(\.caseName)
        let failNote = failed.isEmpty ? "" : "; Xylem-encode failed on " + failed.joined(separator: ", ")
        /// One line: the lowest ratio of `other`'s median seconds to Xylem-encode's, against `goal`.
        func judge(against other: Implementation, goal: Double, _ title: String) -> String {
            let ratios = encodes.compactMap { r -> (String, Double)? in
                guard r.ok, let mine = r.seconds, let theirs = row(r.caseName, other), theirs.ok,
                    let seconds = theirs.seconds
                else { return nil }
                return (r.caseName, seconds / mine)
            }
            let lowest = ratios.min { $0.1 < $1.1 }
            return "Issue 14: " + title + ": "
                + (ratios.isEmpty
                    ? "not measured"
                    : worst(lowest, met: failed.isEmpty && (lowest?.1 ?? 0) >= goal, verdict: verdict, x: x)) + failNote
        }
        lines.append(
            judge(
                against: .xmlCoderEncode, goal: 10, "Xylem-encode >= 10x XMLCoder-encode on every document both encode")
        )
        // The same document both ways: the output is smaller than the indented input, so the
        // times are compared, not the bytes per second.
        lines.append(
            judge(
                against: .xylem, goal: 1,
                "Xylem-encode at least as fast as Xylem decode of the same document (decode s / encode s) on every document"
            ))
        let streams = rows.filter { $0.implementation == .xylemStreamWrite }
        if let largest = streams.filter(\.ok).max(by: { $0.bytes < $1.bytes }), let peak = largest.peakRSSBytes {
            lines.append(
                "Issue 14: Xylem-stream-write peak RSS above baseline < 32 MB on \(largest.caseName): "
                    + "\(verdict(peak < 32_000_000)) (\(Printer.fixed(Double(peak) / 1e6, 1)) MB for \(Printer.fixed(Double(largest.bytes) / 1e6, 1)) MB written)"
            )
        }
        return lines
    }

    /// Issue 15: Xylem (both parsers) against the two rows users compare with, reported per
    /// document, not judged. Speed ratio = their median s / Xylem's.
    private static func referenceSummary(
        _ rows: [ResultRow], row: (String, Implementation) -> ResultRow?,
        x: (Double) -> String
    ) -> [String] {
        [Implementation.xylem, .xylemLibXML2].flatMap { mine in
            [Implementation.handDelegate, .libxml2Empty].compactMap { other -> String? in
                let ratios = rows.filter { $0.implementation == mine && $0.ok }.compactMap { r -> String? in
                    guard let seconds = r.seconds, let theirs = row(r.caseName, other), theirs.ok,
                        let theirSeconds = theirs.seconds
                    else { return nil }
                    return "\(r.caseName) \(x(theirSeconds / seconds))"
                }
                guard !ratios.isEmpty else { return nil }
                return "Issue 15 (reported, not judged): \(mine.rawValue) speed / \(other.rawValue) speed: "
                    + ratios.joined(separator: ", ")
            }
        }
    }

    /// Issue 15's judged targets: the libxml2 rows as ratios to the same floor, memory on the
    /// large documents, and the default path kept at 0.6x.
    private static func libxml2Summary(
        _ rows: [ResultRow], verdict: (Bool) -> String,
        x: (Double) -> String
    ) -> [String] {
        var lines: [String] = []
        for (implementation, goal) in [
            (Implementation.xylemLibXML2, 1.3), (.xylemTreeBuildLibXML2, 2.0),
            (.xylemRecordsLibXML2, 1.0), (.xylem, 0.6),
        ] {
            let measured = rows.filter { $0.implementation == implementation }
            guard !measured.isEmpty else { continue }
            let failed = measured.filter { !$0.ok }.map(\.caseName)
            let lowest = measured.compactMap { r in r.ratioToFloor.map { (r.caseName, $0) } }.min { $0.1 < $1.1 }
            lines.append(
                "Issue 15: \(implementation.rawValue) >= \(Printer.fixed(goal, 1))x floor on every document: "
                    + worst(lowest, met: failed.isEmpty && (lowest?.1 ?? 0) >= goal, verdict: verdict, x: x)
                    + (failed.isEmpty ? "" : "; failed on " + failed.joined(separator: ", ")))
        }
        let large = rows.filter { $0.implementation == .xylemLibXML2 && $0.bytes >= 10_000_000 }
        if let highest = large.compactMap({ r in r.peakRSSPerInputByte.map { (r.caseName, $0) } }).max(by: {
            $0.1 < $1.1
        }) {
            lines.append(
                "Issue 15: Xylem-libxml2 peak RSS <= 1.5x input on the large documents: "
                    + "\(verdict(highest.1 <= 1.5)) (worst \(x(highest.1)) on \(highest.0))")
        }
        return lines
    }

    private static func worst(
        _ value: (String, Double)?, met: Bool,
        verdict: (Bool) -> String, x: (Double) -> String
    ) -> String {
        guard let value else { return "MISSED (no measurement)" }
        return "\(verdict(met)) (worst \(x(value.1)) on \(value.0))"
    }
}
