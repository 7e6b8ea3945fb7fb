// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation

// xylem-bench: Xylem's typed decode against the XMLParser floor, libxml2's bare SAX2, a
// hand-written XMLParser delegate and the peers (XMLCoder, SWXMLHash) on generated documents,
// and the same documents encoded back (Xylem's encoder and streaming writer against XMLCoder's
// encoder). See Benchmarks/README.md for the columns.

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "--child" {
    ChildProcess.runChild(arguments: Array(arguments.dropFirst()))
}

if arguments.first == "--write", arguments.count == 3, let bench = BenchCase.named(arguments[1]) {
    // For profiling: `xylem-bench --write gpx-1m /tmp/t.xml`, then
    // `perf record -g xylem-bench --child gpx-1m Xylem /tmp/t.xml`.
    try Data(bench.generate().bytes).write(to: URL(fileURLWithPath: arguments[2]))
    exit(0)
}

if arguments.first == "--write-encoded", arguments.count == 4, let bench = BenchCase.named(arguments[1]),
    let implementation = Implementation(rawValue: arguments[2]), implementation.encodes
{
    // To compare what the encode rows write: `xylem-bench --write-encoded gpx-10k XMLCoder-encode /tmp/e.xml`.
    let generated = bench.generate()
    let output = URL(fileURLWithPath: arguments[3])
    let input = try DocumentInput(data: Data(generated.bytes), url: output.appendingPathExtension("input"))
        .preparingModel(bench.kind, for: [implementation])
    guard let encoded = try implementation.run(bench.kind, input: input) as? EncodeRunner.Encoded else { exit(1) }
    if let data = encoded.data {
        try data.write(to: output)
    } else if let file = encoded.file {
        try? FileManager.default.removeItem(at: output)
        try FileManager.default.moveItem(at: file, to: output)
    }
    exit(0)
}

if arguments.first == "--small" { SmallDocuments.run(Array(arguments.dropFirst())) }  // SmallDocuments.swift

let options = Options.parse(arguments)
let printer = Printer(json: options.json)

/// Progress and notes go to stderr so that stdout holds only the table or the JSON lines.
func log(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
}

#if DEBUG
log("warning: this is a debug build; numbers are meaningless. Use `swift run -c release ...`.")
#endif

let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("xylem-bench-\(ProcessInfo.processInfo.processIdentifier)")
do {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
} catch {
    log("xylem-bench: cannot create \(directory.path): \(error)")
    exit(1)
}
defer { try? FileManager.default.removeItem(at: directory) }

let policy = options.policy
log(
    "xylem-bench: \(options.cases.count) cases; \(policy.rounds) timed runs each (\(policy.rounds * 3) under 5 MB, "
        + "peers \(policy.peerRounds)), interleaved; peak RSS from one run each in a child process")
printer.header()

/// On a terminal, one self-overwriting stderr line says which run is going (gpx-1m takes minutes).
func showProgress(_ message: String) {
    guard isatty(STDERR_FILENO) == 1 else { return }
    FileHandle.standardError.write(Data(("\r\u{1B}[K" + message).utf8))
}

/// The 1-minute load average; the benchmark itself accounts for about 1.
func loadAverage() -> Double {
    let text = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? ""
    return Double(text.split(separator: " ").first ?? "") ?? 0
}

var allRows: [ResultRow] = []
var maxLoad = loadAverage()
for bench in options.cases {
    log("\(bench.name): generating \(bench.summary)")
    let generated = bench.generate()
    let file = directory.appendingPathComponent("\(bench.name).xml")
    let input: DocumentInput
    do {
        try Data(generated.bytes).write(to: file)
        input = try DocumentInput(data: Data(generated.bytes), url: file).preparingModel(
            bench.kind, for: options.implementations)
    } catch {
        log("xylem-bench: cannot write \(file.path) or decode its model: \(error)")
        exit(1)
    }

    // Rows that have no runner for this kind of document (hand-delegate) are left out, not failed.
    let implementations = options.implementations.filter { $0.supports(bench.kind) }
    let timings = Interleaved.time(
        bench, input: input, expected: generated.expected,
        implementations: implementations, policy: policy,
        progress: showProgress)
    showProgress("")
    var memory: [Implementation: ChildReport] = [:]
    if options.measureMemory {
        log("\(bench.name): measuring peak RSS in child processes")
        for implementation in implementations {
            memory[implementation] = ChildProcess.measure(bench, implementation, file: file)
        }
    }

    let floorSeconds = timings[.floor]?.failure == nil ? timings[.floor]?.median : nil
    var rows: [ResultRow] = []
    for implementation in implementations {
        let timing = timings[implementation] ?? Timing()
        let report = memory[implementation]
        var status = timing.failure.map { "failed: " + $0 } ?? "ok"
        if status == "ok", let report {
            if report.status != "ok" {
                status = "failed: (memory run) " + report.status.replacingOccurrences(of: "failed: ", with: "")
            } else if let checksum = report.checksum, !checksum.matches(generated.expected) {
                status =
                    "failed: (memory run) "
                    + BenchError.wrongAnswer(expected: generated.expected, got: checksum).description
            }
        }
        let seconds = timing.failure == nil ? timing.median : nil
        let peak = report.flatMap { $0.peakRSSBytes > 0 ? max(0, $0.peakRSSBytes - $0.baselineRSSBytes) : nil }
        rows.append(
            ResultRow(
                caseName: bench.name, implementation: implementation,
                bytes: timing.outputBytes ?? generated.bytes.count,
                seconds: seconds, runs: timing.samples.count,
                ratioToFloor: seconds.flatMap { s in floorSeconds.map { $0 / s } },
                peakRSSBytes: peak, baselineRSSBytes: report.map(\.baselineRSSBytes), status: status))
    }
    maxLoad = max(maxLoad, loadAverage())
    printer.print(rows)
    allRows += rows
    try? FileManager.default.removeItem(at: file)
    try? FileManager.default.removeItem(at: input.outputURL)
}

var summary = Targets.summary(allRows)
let cores = ProcessInfo.processInfo.activeProcessorCount
let loadNote = "Machine load (1-minute average) during the run: up to \(Printer.fixed(maxLoad, 2)) on \(cores) cores"
if maxLoad > 1.5 {
    summary.append(
        loadNote + ": other processes competed for the CPU; absolute numbers are unreliable, ratios less so.")
} else {
    summary.append(loadNote + ".")
}
if options.json {
    summary.forEach(log)
} else {
    print("")
    if options.quick { print("Targets (--quick: every document but gpx-1m):") } else { print("Targets:") }
    summary.forEach { print($0) }
}
