// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import Xylem

#if os(macOS) || os(Linux)  // runs the built executables: Foundation's Process is macOS and Linux only

/// `xylem json --records` on every core (`--record-concurrency`, the decoder's
/// `recordConcurrency`): the same bytes on standard output as with one thread, in document
/// order, and the same error after the same records.
@Suite
struct CommandRecordsTests {
    static let parsers = XMLDecoder.Parser.allCases.filter(\.isAvailable).map(\.rawValue)
    static let path = "export/rows/row"

    /// The runs compared: one thread (today's reader), the default, and a few counts.
    static let concurrencies: [[String]] = [
        [], ["--record-concurrency", "2"], ["--record-concurrency=3"], ["--record-concurrency", "8"],
    ]

    @Test("Every thread count writes what one thread writes, byte for byte")
    func outputIsTheSameAsOneThreads() throws {
        let file = try CommandTests.file(JSONRecordsTests.document(records: 7_000))
        for parser in Self.parsers {
            let options = ["--parser", parser, "--list", "row/empty", "--strip-prefixes", "--attribute-prefix", "_"]
            guard
                let serial = try CommandTests.run(
                    ["json", file, "--records", Self.path, "--record-concurrency", "1"] + options)
            else { return }
            #expect(serial.status == 0 && serial.stderr == "", "\(parser): \(serial.stderr)")
            let lines = serial.stdout.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(lines.count == 7_001 && lines.last == "", "\(parser)")
            #expect(
                lines[4_321].hasPrefix(#"{"_id":"4321","_lat":"617.2857142857143","name":"제1회 선거 & «Ünïcødé» 🌿 4321""#))
            for concurrency in Self.concurrencies {
                guard
                    let parallel = try CommandTests.run(["json", file, "--records", Self.path] + concurrency + options)
                else { return }
                #expect(parallel.status == 0 && parallel.stderr == "", "\(parser) \(concurrency)")
                #expect(parallel.stdout == serial.stdout, "\(parser) \(concurrency)")
            }
        }
    }

    @Test(
        "A record that breaks the document in the middle: the same records, then the same error, on every thread count")
    func malformedRecordInTheMiddle() throws {
        let xml = JSONRecordsTests.document(records: 7_000, brokenAt: 5_123)
        let file = try CommandTests.file(xml)
        for parser in Self.parsers {
            guard
                let serial = try CommandTests.run(
                    ["json", file, "--records", Self.path, "--record-concurrency", "1", "--parser", parser])
            else { return }
            #expect(serial.status == 2, "\(parser)")
            #expect(serial.stdout.split(separator: "\n").count == 5_123, "\(parser)")
            // The line of record 5123 (the declaration and the rows' start tag come first), its column.
            #expect(serial.stderr.hasPrefix("xylem: \(file):5126:"), "\(parser): \(serial.stderr)")
            #expect(serial.stderr.split(separator: "\n").count == 1, "\(parser): \(serial.stderr)")
            for concurrency in Self.concurrencies {
                guard
                    let parallel = try CommandTests.run(
                        ["json", file, "--records", Self.path, "--parser", parser] + concurrency)
                else { return }
                #expect(parallel.status == 2, "\(parser) \(concurrency)")
                #expect(parallel.stdout == serial.stdout, "\(parser) \(concurrency)")
                #expect(parallel.stderr == serial.stderr, "\(parser) \(concurrency)")
            }
            // Standard input too: the same lines, the same `<stdin>:LINE:COLUMN` error.
            guard
                let piped = try CommandTests.run(
                    ["json", "-", "--records", Self.path, "--parser", parser], input: xml),
                let pipedSerial = try CommandTests.run(
                    ["json", "-", "--records", Self.path, "--parser", parser, "--record-concurrency", "1"], input: xml)
            else { return }
            #expect(piped.stdout == serial.stdout && piped.stderr == pipedSerial.stderr, "\(parser)")
            #expect(piped.stderr.hasPrefix("xylem: <stdin>:5126:"), "\(parser): \(piped.stderr)")
        }
    }

    @Test("A path that matches nothing, a file that is missing: the same message on every thread count")
    func noMatchAndMissingFile() throws {
        let file = try CommandTests.file(JSONRecordsTests.document(records: 10))
        for concurrency in [["--record-concurrency", "1"], ["--record-concurrency", "2"]] {
            guard let none = try CommandTests.run(["json", file, "--records", "export/rows/line"] + concurrency),
                let missing = try CommandTests.run(["json", file + ".gone", "--records", Self.path] + concurrency)
            else { return }
            #expect(none.status == 1 && none.stdout == "", "\(concurrency)")
            #expect(
                none.stderr
                    == "xylem: Nothing matches export/rows/line: no <line> under export/rows: its children there are row\n",
                "\(concurrency)")
            #expect(missing.status == 2, "\(concurrency)")
            #expect(
                missing.stderr == "xylem: \(file).gone: Cannot open \(file).gone: No such file or directory\n",
                "\(concurrency)")
        }
    }

    @Test(arguments: [
        (
            ["json", "a.xml", "--records", "a/b", "--record-concurrency", "0"],
            "--record-concurrency takes a number of threads from 1 (parse and convert on one), not \"0\""
        ),
        (
            ["json", "a.xml", "--records", "a/b", "--record-concurrency=two"],
            "--record-concurrency takes a number of threads from 1 (parse and convert on one), not \"two\""
        ),
        (
            ["json", "a.xml", "--record-concurrency", "2"],
            "--record-concurrency is for --records: it says how many threads convert them"
        ),
        (["json", "a.xml", "--records", "a/b", "--record-concurrency"], "--record-concurrency needs a value"),
        (["dump", "a.xml", "--record-concurrency", "2"], "--record-concurrency is an option of json, not of dump"),
        (
            ["json", "a.xml", "--records", "a/b", "--record-concurency", "2"],
            "Unknown option --record-concurency for json; did you mean --record-concurrency?"
        ),
    ])
    func theLimitsUsageErrors(arguments: [String], message: String) throws {
        guard let result = try CommandTests.run(arguments) else { return }
        #expect(result.status == 2)
        #expect(result.stdout == "")
        #expect(result.stderr == "xylem: \(message) (see xylem --help)\n")
    }

    @Test func helpNamesTheLimit() throws {
        guard let help = try CommandTests.run(["help", "json"]) else { return }
        #expect(help.stdout.contains("--record-concurrency N"))
        #expect(help.stdout.contains("xylem json export.xml --records table/row --record-concurrency 1"))
    }
}

#endif
