// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// What a child process reports about its one decode.
struct ChildReport: Codable {
    /// Resident set size after loading the document, before decoding.
    var baselineRSSBytes: Int
    /// Peak resident set size (`VmHWM`) after the decode, with the result still alive.
    var peakRSSBytes: Int
    /// Whether the kernel's high-water mark could be reset after loading (`/proc/self/clear_refs`);
    /// if not, the baseline is the high-water mark before decoding, which can hide part of the peak.
    var resetHighWaterMark: Bool
    var checksum: Checksum?
    /// "ok" or "failed: <error>".
    var status: String
}

/// Peak memory of one decode, measured in a fresh process so that nothing else the benchmark did
/// (generating documents, other libraries' caches, freed but retained heap) counts. The benchmark
/// re-executes its own binary with `--child <case> <implementation> <file>`.
enum ChildProcess {
    /// Parent side: runs the child and returns its report (or a failure report if it crashed).
    static func measure(_ bench: BenchCase, _ implementation: Implementation, file: URL) -> ChildReport {
        let process = Process()
        process.executableURL = selfExecutable()
        process.arguments = ["--child", bench.name, implementation.rawValue, file.path]
        let output = Pipe()
        process.standardOutput = output
        do {
            try process.run()
        } catch {
            return failure("failed: cannot start child: \(error)")
        }
        let bytes = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let lastLine = String(decoding: bytes, as: UTF8.self).split(separator: "\n").last.map(String.init) ?? ""
        if let report = try? JSONDecoder().decode(ChildReport.self, from: Data(lastLine.utf8)) {
            return report
        }
        let how = process.terminationReason == .uncaughtSignal ? "signal" : "status"
        return failure("failed: child exited with \(how) \(process.terminationStatus) and no report")
    }

    private static func failure(_ status: String) -> ChildReport {
        ChildReport(baselineRSSBytes: 0, peakRSSBytes: 0, resetHighWaterMark: false, checksum: nil, status: status)
    }

    private static func selfExecutable() -> URL {
        if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            return URL(fileURLWithPath: path)
        }
        return URL(fileURLWithPath: CommandLine.arguments[0])
    }

    /// Child side: load the file, take the baseline, decode once, report. Never returns.
    static func runChild(arguments: [String]) -> Never {
        guard arguments.count == 3, let bench = BenchCase.named(arguments[0]),
            let implementation = Implementation.named(arguments[1])
        else {
            FileHandle.standardError.write(Data("usage: --child <case> <implementation> <file>\n".utf8))
            exit(2)
        }
        let url = URL(fileURLWithPath: arguments[2])
        guard let data = try? Data(contentsOf: url) else {
            emit(failure("failed: cannot read \(url.path)"))
        }
        // An encode row's model is decoded before the baseline: only the encode is measured.
        guard let input = try? DocumentInput(data: data, url: url).preparingModel(bench.kind, for: [implementation])
        else {
            emit(failure("failed: cannot decode the model of \(url.path)"))
        }
        let reset = resetHighWaterMark()
        let baseline = reset ? statusField("VmRSS") : statusField("VmHWM")
        var report = ChildReport(
            baselineRSSBytes: baseline, peakRSSBytes: 0, resetHighWaterMark: reset,
            checksum: nil, status: "ok")
        do {
            let result = try implementation.run(bench.kind, input: input)
            report.peakRSSBytes = statusField("VmHWM")
            report.checksum = implementation.isReference ? nil : result.checksum
            withExtendedLifetime(result) {}
        } catch {
            report.peakRSSBytes = statusField("VmHWM")
            report.status = "failed: " + Interleaved.describe(error)
        }
        withExtendedLifetime(input) {}
        try? FileManager.default.removeItem(at: input.outputURL)
        emit(report)
    }

    private static func emit(_ report: ChildReport) -> Never {
        let encoder = JSONEncoder()
        let line = (try? encoder.encode(report)) ?? Data("{}".utf8)
        FileHandle.standardOutput.write(line + Data("\n".utf8))
        exit(0)
    }

    /// Resets the kernel's peak-RSS counter for this process ("5" to /proc/self/clear_refs, Linux 4.0+).
    private static func resetHighWaterMark() -> Bool {
        guard let handle = FileHandle(forWritingAtPath: "/proc/self/clear_refs") else { return false }
        defer { try? handle.close() }
        do {
            try handle.write(contentsOf: Data("5".utf8))
            return true
        } catch {
            return false
        }
    }

    /// A `kB` field of /proc/self/status (e.g. `VmHWM`), in bytes; 0 if unavailable.
    static func statusField(_ name: String) -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
        for line in text.split(separator: "\n") where line.hasPrefix(name + ":") {
            let digits = line.dropFirst(name.count + 1).filter(\.isNumber)
            return (Int(String(digits)) ?? 0) * 1024
        }
        return 0
    }
}
