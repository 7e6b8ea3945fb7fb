// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

/// The commands and their options, for telling a mistyped option from an unknown one: an
/// unknown option is reported by name, with the nearest known one when there is one near.
enum OptionNames {
    static let commands = ["json", "dump", "query", "split", "models", "validate", "help"]

    /// Each command's options (`--parser` is taken out before, by `ParserOption`).
    static let byCommand: [String: Set<String>] = [
        "json": [
            "--list", "--wrapper", "--records", "--pretty", "--attribute-prefix", "--text-key",
            "--strip-prefixes", "--map-uri", "--record-concurrency",
        ],
        "dump": ["--depth"],
        "query": ["--xml"],
        "split": ["--records", "--parts"],
        "models": ["--root-type", "--records", "--strip-prefixes", "--map-uri", "--element", "--catalog", "--access"],
        "validate": ["--schema", "--relaxng", "--dtd", "--catalog", "--max-errors"],
    ]

    /// The options that take no value.
    static let flags: Set<String> = ["--pretty", "--strip-prefixes", "--xml"]

    /// Every option any command takes, with `--help` and `--parser`.
    private static var all: Set<String> { byCommand.values.reduce(["--help", "--parser"]) { $0.union($1) } }

    /// The error for `name`, which `command` does not take: another command's option, a short
    /// option (`-p`), or a misspelling, with the nearest known option.
    static func unknown(_ name: String, for command: String) -> UsageError {
        let own = (byCommand[command] ?? []).union(["--help", "--parser"])
        if all.contains(name) {
            let owners = byCommand.filter { $0.value.contains(name) }.keys.sorted().joined(separator: " and ")
            return UsageError(message: "\(name) is an option of \(owners), not of \(command)")
        }
        if !name.hasPrefix("--") {
            // The only short option is -h; -p for --pretty and the like are guessed from the letter.
            let letter = name.dropFirst().prefix(1)
            let starting = own.filter { $0.dropFirst(2).hasPrefix(letter) }.sorted()
            let hint = starting.isEmpty ? "" : "; did you mean \(starting.joined(separator: " or "))?"
            return UsageError(message: "Unknown option \(name) for \(command)\(hint)")
        }
        return UsageError(message: "Unknown option \(name) for \(command)" + suggestion(for: name, among: own.sorted()))
    }

    /// Words a newcomer tries for a command, from the help's own descriptions (dump "prints an
    /// outline"), and the command that does it.
    private static let commandWords = [
        "outline": "dump", "tree": "dump", "print": "dump", "convert": "json", "generate": "models",
        "codegen": "models", "check": "validate", "lint": "validate",
    ]

    /// `; did you mean X?` for a misspelt or synonymous command, else the list of commands.
    static func commandHint(for word: String) -> String {
        if let command = commandWords[word] { return "; did you mean \(command)?" }
        let near = suggestion(for: word, among: commands)
        return near.isEmpty ? "; the commands are " + commands.joined(separator: ", ") : near
    }

    /// `; did you mean X?` for the nearest of `candidates` within a third of `word`'s length
    /// in edits (at least 2), or nothing.
    static func suggestion(for word: String, among candidates: [String]) -> String {
        let limit = max(2, word.count / 3)
        let scored = candidates.map { (candidate: $0, distance: editDistance(word, $0)) }.filter {
            $0.distance <= limit
        }
        guard let best = scored.min(by: { $0.distance < $1.distance }) else { return "" }
        return "; did you mean \(best.candidate)?"
    }

    /// The number of insertions, deletions, substitutions and swaps of two neighbours that
    /// turn `a` into `b` (optimal string alignment distance).
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0 ... b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1 ... a.count {
            current[0] = i
            for j in 1 ... b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], previous2[j - 2] + 1)
                }
            }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[b.count]
    }
}
