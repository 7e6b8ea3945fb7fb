// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation

// Decodes many small documents with each parser and prints how much the resident set grew per
// document: what a long-running service would keep. Built and run by `Tests/Leaks/run.sh`
// (not part of `swift test`: the numbers need a quiet process and tens of thousands of parses).

struct Item: Decodable {
    let a: String
    let b: Int
}

/// The documents: malformed in two ways, well-formed but with a prefix it never declares (libxml2
/// reports a namespace error, which Xylem ignores), and plain well-formed ones for comparison.
let documents: [(name: String, xml: String)] = [
    ("truncated", "<root><a>x</a><b>1</b>"),
    ("mismatched tag", "<root><a>x</a><b>1</c></root>"),
    ("undeclared prefix", "<root><a>x</a><b>1</b><p:c>2</p:c></root>"),
    ("well-formed", "<root><a>x</a><b>1</b></root>"),
]

/// The resident set size in bytes (/proc/self/statm counts pages).
func residentBytes() -> Int {
    let statm = (try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8)) ?? ""
    let pages = statm.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}

@main
struct LeakEntry {
    static func main() {
        let count = CommandLine.arguments.dropFirst().first.flatMap { Int($0) } ?? 50_000
        print("documents  parser      kind                 RSS growth   per document")
        for parser in XMLDecoder.Parser.allCases where parser.isAvailable {
            for (name, xml) in documents {
                let decoder = XMLDecoder()
                decoder.parser = parser
                let data = Data(xml.utf8)
                for _ in 0 ..< 1_000 { _ = try? decoder.decode(Item.self, from: data) }  // warm up
                let before = residentBytes()
                for _ in 0 ..< count { _ = try? decoder.decode(Item.self, from: data) }
                let growth = residentBytes() - before
                print(
                    String(format: "%9d  ", count) + "\(parser)".padding(toLength: 12, withPad: " ", startingAt: 0)
                        + name.padding(toLength: 19, withPad: " ", startingAt: 0)
                        + String(format: "%8d KiB  %6.1f bytes", growth / 1024, Double(growth) / Double(count)))
            }
        }
    }
}
