// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The timing of one implementation on one case: every accepted sample, or why it failed.
struct Timing {
    var samples: [Double] = []
    var failure: String?
    /// For the encode rows: the size of the document written.
    var outputBytes: Int?

    /// Median of the samples in seconds, nil when none were taken.
    var median: Double? {
        guard !samples.isEmpty else { return nil }
        let sorted = samples.sorted()
        let mid = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
    }
}

/// How many timed runs each implementation gets.
struct RoundPolicy {
    var rounds: Int
    var peerRounds: Int
    /// Documents below this size take a few milliseconds to parse; every row but the peers gets
    /// three times the runs there, so that one hiccup of the machine cannot move the median.
    static let smallDocument = 5_000_000

    func rounds(for implementation: Implementation, bytes: Int) -> Int {
        if implementation.isPeer { return peerRounds }
        return bytes < Self.smallDocument ? rounds * 3 : rounds
    }
}

/// Interleaved timing: each round runs every implementation once (floor, Xylem, peers, floor, ...),
/// so drift in the machine's speed hits all of them alike. Every run's answer is checked before its
/// time counts. An implementation that throws or answers wrongly is recorded as failed and not run again.
enum Interleaved {
    static func time(
        _ bench: BenchCase, input: DocumentInput, expected: Checksum,
        implementations: [Implementation], policy: RoundPolicy,
        progress: (String) -> Void
    ) -> [Implementation: Timing] {
        var timings: [Implementation: Timing] = [:]
        for implementation in implementations { timings[implementation] = Timing() }
        let totalRounds = implementations.map { policy.rounds(for: $0, bytes: input.data.count) }.max() ?? 0
        let clock = ContinuousClock()
        for round in 0 ..< totalRounds {
            for implementation in implementations {
                guard var timing = timings[implementation], timing.failure == nil,
                    round < policy.rounds(for: implementation, bytes: input.data.count)
                else { continue }
                progress("\(bench.name): round \(round + 1)/\(totalRounds) \(implementation.rawValue)")
                let start = clock.now
                do {
                    let result = try implementation.run(bench.kind, input: input)
                    let elapsed = clock.now - start
                    try implementation.verify(result, expected: expected)
                    if let encoded = result as? EncodeRunner.Encoded { timing.outputBytes = encoded.byteCount }
                    timing.samples.append(elapsed.seconds)
                } catch {
                    let after = Printer.fixed((clock.now - start).seconds, 2)
                    timing.failure = "\(describe(error)) (after \(after) s)"
                }
                timings[implementation] = timing
            }
        }
        return timings
    }

    /// A one-line description of any error, short enough for a table cell.
    static func describe(_ error: any Error) -> String {
        var text: String
        if let error = error as? BenchError {
            text = error.description
        } else if case DecodingError.dataCorrupted(let context) = error {
            text = "DecodingError.dataCorrupted: \(context.debugDescription)"
            if let underlying = context.underlyingError { text += " (\(underlying))" }
        } else {
            text = "\(error)"
        }
        text = text.replacingOccurrences(of: "\n", with: " ")
        return text.count > 300 ? String(text.prefix(300)) + "..." : text
    }
}

/// Seconds as a `Double`, for medians and ratios.
extension Duration {
    /// The duration in seconds as a Double.
    var seconds: Double {
        let (s, attoseconds) = components
        return Double(s) + Double(attoseconds) * 1e-18
    }
}
