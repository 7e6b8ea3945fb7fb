// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Command-line options of `xylem-bench`.
struct Options {
    var quick = false
    var json = false
    var cases: [BenchCase] = []
    var implementations = Implementation.allCases
    var rounds: Int?
    var peerRounds: Int?
    var measureMemory = true

    static let usage = """
        usage: xylem-bench [--quick] [--json] [--case NAME]... [--impl NAME]... [--rounds N]
                           [--peer-rounds N] [--no-memory]
          --quick         every case but gpx-1m; peers get 3 timed runs instead of 5
          --json          one JSON object per measurement per line on stdout (summary on stderr)
          --case NAME     only this case (repeatable): \(BenchCase.all.map(\.name).joined(separator: ", "))
          --impl NAME     only this implementation (repeatable; the floor always runs):
                          \(Implementation.allCases.map(\.rawValue).joined(separator: ", "))
          --rounds N      timed runs per implementation (default 5; x3 for every row but the
                          peers on documents under 5 MB)
          --peer-rounds N timed runs for XMLCoder and SWXMLHash (default 5, --quick 3)
          --no-memory     skip the child processes that measure peak RSS
        tools for profiling:
          xylem-bench --write CASE FILE                write one generated document to FILE
          xylem-bench --child CASE IMPLEMENTATION FILE decode FILE once, print peak RSS as JSON
          xylem-bench --write-encoded CASE IMPLEMENTATION FILE  write what an encode row writes
        """

    static func parse(_ arguments: [String]) -> Options {
        var options = Options()
        var chosenImplementations: [Implementation] = []
        var rest = arguments[...]
        func value(_ flag: String) -> String {
            guard let next = rest.popFirst() else { fail("\(flag) needs a value") }
            return next
        }
        func number(_ flag: String) -> Int {
            guard let n = Int(value(flag)) else { fail("\(flag) needs a number") }
            return n
        }
        while let argument = rest.popFirst() {
            switch argument {
            case "--quick": options.quick = true
            case "--json": options.json = true
            case "--no-memory": options.measureMemory = false
            case "--case":
                let name = value(argument)
                guard let bench = BenchCase.named(name) else { fail("unknown case \(name)") }
                options.cases.append(bench)
            case "--impl":
                let name = value(argument)
                guard let implementation = Implementation.named(name) else { fail("unknown implementation \(name)") }
                chosenImplementations.append(implementation)
            case "--rounds": options.rounds = number(argument)
            case "--peer-rounds": options.peerRounds = number(argument)
            case "--help", "-h": print(usage); exit(0)
            default: fail("unknown argument \(argument)")
            }
        }
        if options.cases.isEmpty { options.cases = options.quick ? BenchCase.quick : BenchCase.all }
        if !chosenImplementations.isEmpty {
            options.implementations = Implementation.allCases.filter {
                $0 == .floor || chosenImplementations.contains($0)
            }
        }
        return options
    }

    var policy: RoundPolicy {
        let base = max(1, rounds ?? 5)
        return RoundPolicy(rounds: base, peerRounds: max(1, peerRounds ?? (quick ? min(base, 3) : base)))
    }

    private static func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data("xylem-bench: \(message)\n\(usage)\n".utf8))
        exit(2)
    }
}
