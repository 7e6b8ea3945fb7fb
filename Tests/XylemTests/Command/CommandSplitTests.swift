// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import Xylem

#if os(macOS) || os(Linux)  // runs the built executables: Foundation's Process is macOS and Linux only

/// `xylem split`: the library's shards, one line per shard on standard output, and the usage
/// errors of a command line that cannot split.
@Suite
struct CommandSplitTests {
    static let path = "gpx/trk/trkseg/trkpt"

    @Test
    func writesTheShardsAndPrintsOneLinePerShard() async throws {
        let file = try CommandTests.file(StreamingSplitTests.gpx(segments: 2, points: 300), "track.gpx")
        let directory = TestScratch.directory.appendingPathComponent("split-cli-\(UUID())").path
        guard let result = try CommandTests.run(["split", "--records", Self.path, "--parts", "3", file, directory])
        else { return }
        #expect(result.status == 0 && result.stderr == "")
        let lines = result.stdout.split(separator: "\n").map { $0.split(separator: "\t").map(String.init) }
        #expect(lines.count == 3)
        var records: [XMLFragment] = []
        for line in lines {
            #expect(line[0].hasPrefix(directory + "/") && line[0].hasSuffix("-of-3.gpx"))
            var shard: [XMLFragment] = []
            try await XMLDecoder.underTest().decodeEach(
                XMLFragment.self, at: Self.path, from: .file(URL(fileURLWithPath: line[0]))
            ) {
                shard.append($0)
            }
            #expect(String(shard.count) == line[1])
            #expect(String(try Data(contentsOf: URL(fileURLWithPath: line[0])).count) == line[2])
            records += shard
        }
        var original: [XMLFragment] = []
        try await XMLDecoder.underTest().decodeEach(
            XMLFragment.self, at: Self.path, from: .file(URL(fileURLWithPath: file))
        ) {
            original.append($0)
        }
        #expect(records == original)
    }

    @Test
    func aPathThatMatchesNothingExitsWithOne() throws {
        let file = try CommandTests.file(StreamingSplitTests.gpx(segments: 1, points: 3), "t.gpx")
        let directory = TestScratch.directory.appendingPathComponent("split-cli-\(UUID())").path
        guard
            let result = try CommandTests.run([
                "split", "--records", "gpx/trk/seg/trkpt", "--parts", "2", file, directory,
            ])
        else { return }
        #expect(result.status == 1)
        #expect(result.stderr.contains("Nothing matches gpx/trk/seg/trkpt"))
        #expect(result.stdout == "")
    }

    @Test(arguments: [
        (["split", "--parts", "2", "f", "d"], "split needs --records PATH and --parts N"),
        (["split", "--records", "a/b", "f", "d"], "split needs --records PATH and --parts N"),
        (["split", "--records", "a/b", "--parts", "0", "f", "d"], "--parts takes a number of shards from 1"),
        (["split", "--records", "a//b", "--parts", "2", "f", "d"], "Invalid path"),
        (["split", "--records", "a/b", "--parts", "2", "-", "d"], "not standard input"),
        (["split", "--records", "a/b", "--parts", "2", "f"], "split takes FILE OUTDIR"),
        (["split", "--xml", "f", "d"], "--xml is an option of query, not of split"),
    ])
    func usageErrors(arguments: [String], message: String) throws {
        guard let result = try CommandTests.run(arguments) else { return }
        #expect(result.status == 2)
        #expect(result.stderr.contains(message), "\(result.stderr)")
    }

    @Test
    func malformedXMLIsReportedWithItsPosition() throws {
        let file = try CommandTests.file("<gpx><trk><trkseg><trkpt/>\n</trk>", "bad.gpx")
        let directory = TestScratch.directory.appendingPathComponent("split-cli-\(UUID())").path
        guard let result = try CommandTests.run(["split", "--records", Self.path, "--parts", "2", file, directory])
        else { return }
        #expect(result.status == 2)
        #expect(result.stderr.contains("bad.gpx:2:"), "\(result.stderr)")
    }
}

#endif
