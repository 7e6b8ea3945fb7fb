// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

// The two steps of .ci/docc.sh that need more than a shell:
//
//     swift .ci/check-docs.swift graphs <symbol-graph-dir> <output-dir> <Module>...
//     swift .ci/check-docs.swift coverage <archive>...
//
// `graphs` copies each module's symbol graphs (`M.symbols.json` and the `M@Other.symbols.json` of
// its extensions to other modules) into `<output-dir>/M`, leaving out of each graph the symbols
// another of the listed modules declares. XylemXMLCoder re-exports Xylem (`@_exported import`),
// and the compiler's `-emit-symbol-graph` puts every re-exported declaration into the
// re-exporting module's graph (swift-symbolgraph-extract, which dump-symbol-graph runs, does not
// in Swift 6.3): left in, Xylem's 400 symbols would be documented a second time as
// XylemXMLCoder's, beside that module's own `XMLDecoder` and `XMLEncoder`. Each symbol is
// documented once, in its own module, whichever tool made the graphs.
//
// `coverage` reads the `documentation-coverage.json` that `docc convert
// --experimental-documentation-coverage` wrote into each archive and fails (exit 1), naming each
// symbol, when a public symbol has no documentation (no abstract), or when the module's page has
// a topic group DocC made up (a type or global that the landing page's `## Topics` does not
// list; DocC then files it under its kind, "Structures", "Classes"): members are grouped under
// their type by DocC, the types are placed by hand. (The coverage file's `isCurated` cannot tell:
// it is true for a symbol DocC files by itself too.)
import Foundation

func fail(_ message: String) -> Never {
    fflush(stdout)  // what was printed before comes first
    FileHandle.standardError.write(Data("check-docs: \(message)\n".utf8))
    exit(1)
}

func json(at url: URL) -> Any {
    guard let data = try? Data(contentsOf: url), let value = try? JSONSerialization.jsonObject(with: data) else {
        fail("cannot read \(url.path) as JSON")
    }
    return value
}

/// The precise identifier (USR) of a symbol graph's symbol.
func identifier(_ symbol: [String: Any]) -> String {
    (symbol["identifier"] as? [String: Any])?["precise"] as? String ?? ""
}

/// The path under /documentation/ of a DocC reference (`Xylem/XMLTree/Node`).
func documentationPath(_ reference: String) -> String {
    reference.components(separatedBy: "/documentation/").last ?? reference
}

/// The file a symbol is declared in (a `file://` URI), if the graph says.
func location(_ symbol: [String: Any]) -> String {
    (symbol["location"] as? [String: Any])?["uri"] as? String ?? ""
}

/// Splits a symbol graph directory into one folder per module, without re-exported symbols: a
/// symbol declared in the sources of another listed module (Sources/<Other>/) is left out.
func copyGraphs(from source: URL, to output: URL, modules: [String]) throws {
    let files = (try? FileManager.default.contentsOfDirectory(atPath: source.path)) ?? []
    for module in modules {
        let others = modules.filter { $0 != module }.map { "/Sources/\($0)/" }
        let folder = output.appendingPathComponent(module)
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // M.symbols.json, and M@Other.symbols.json for M's extensions to another module's types.
        let graphs = files.filter {
            $0 == "\(module).symbols.json" || $0.hasPrefix("\(module)@") && $0.hasSuffix(".symbols.json")
        }
        if !graphs.contains("\(module).symbols.json") { fail("no symbol graph for \(module) in \(source.path)") }
        for file in graphs.sorted() {
            guard var graph = json(at: source.appendingPathComponent(file)) as? [String: Any] else {
                fail("\(file): not a symbol graph")
            }
            let symbols = graph["symbols"] as? [[String: Any]] ?? []
            let (own, foreign) = symbols.reduce(into: ([[String: Any]](), Set<String>())) { split, symbol in
                let path = location(symbol)
                if others.contains(where: { path.contains($0) }) {
                    split.1.insert(identifier(symbol))
                } else {
                    split.0.append(symbol)
                }
            }
            let relationships = graph["relationships"] as? [[String: Any]] ?? []
            graph["symbols"] = own
            graph["relationships"] = relationships.filter { !foreign.contains($0["source"] as? String ?? "") }
            try JSONSerialization.data(withJSONObject: graph).write(to: folder.appendingPathComponent(file))
            if !foreign.isEmpty {
                print("check-docs: \(file): left out \(foreign.count) symbols declared in another module's sources")
            }
        }
    }
}

/// The problems of one archive: symbols without documentation, types in no topic group.
func coverageProblems(archive: String) -> [String] {
    var problems: [String] = []
    let file = URL(fileURLWithPath: archive).appendingPathComponent("documentation-coverage.json")
    guard let entries = json(at: file) as? [[String: Any]] else { fail("\(file.path): not a coverage list") }
    var symbols = 0
    for entry in entries {
        guard let kind = entry["kind"] as? [String: Any], kind["isSymbol"] as? Bool == true,
            let reference = entry["referencePath"] as? String
        else { continue }
        symbols += 1
        if entry["hasAbstract"] as? Bool != true {
            let what = kind["name"] as? String ?? "symbol"
            problems.append("\(documentationPath(reference)) (\(what)): no documentation comment")
        }
    }
    // The module's page: data/documentation/<module>.json, the only page at that level.
    let pages = URL(fileURLWithPath: archive).appendingPathComponent("data/documentation")
    let modulePages = ((try? FileManager.default.contentsOfDirectory(atPath: pages.path)) ?? [])
        .filter { $0.hasSuffix(".json") }
    if modulePages.isEmpty { problems.append("\(archive): no module page in data/documentation") }
    for page in modulePages {
        let modulePage = json(at: pages.appendingPathComponent(page)) as? [String: Any]
        let sections = modulePage?["topicSections"] as? [[String: Any]] ?? []
        for section in sections where section["generated"] as? Bool == true {
            for reference in section["identifiers"] as? [String] ?? [] {
                problems.append(
                    "\(documentationPath(reference)): in no topic group; list it under `## Topics` "
                        + "on the module's landing page")
            }
        }
    }
    print("check-docs: \(archive): \(symbols) symbols")
    return problems
}

let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "graphs" where arguments.count >= 4:
    try copyGraphs(
        from: URL(fileURLWithPath: arguments[1]), to: URL(fileURLWithPath: arguments[2]),
        modules: Array(arguments[3...]))
case "coverage" where arguments.count >= 2:
    let problems = arguments.dropFirst().flatMap(coverageProblems)
    if !problems.isEmpty {
        problems.forEach { print("check-docs: \($0)") }
        fail("\(problems.count) problem(s)")
    }
    print("check-docs: every public symbol has documentation, and every type and global is in a topic group")
default:
    fail(
        "usage: check-docs graphs <symbol-graph-dir> <output-dir> <Module>...\n"
            + "       check-docs coverage <archive>...")
}
