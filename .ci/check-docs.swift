// The two steps of .ci/docc.sh that need more than a shell:
//
//     swift .ci/check-docs.swift graphs <symbol-graph-dir> <output-dir> <Module>...
//     swift .ci/check-docs.swift coverage <archive>...
//
// `graphs` copies each module's symbol graphs (`M.symbols.json` and the `M@Other.symbols.json` of
// its extensions to other modules) into `<output-dir>/M`, leaving out of each graph the symbols
// another of the listed modules declares. XylemXMLCoder re-exports Xylem (`@_exported import`),
// and the compiler puts every re-exported declaration into the re-exporting module's graph: left
// in, Xylem's 400 symbols would be documented a second time as XylemXMLCoder's, beside that
// module's own `XMLDecoder` and `XMLEncoder`. Each symbol is documented once, in its own module.
//
// `coverage` reads the `documentation-coverage.json` that `docc convert
// --experimental-documentation-coverage` wrote into each archive and fails (exit 1), naming each
// symbol, when a public symbol has no documentation (no abstract), or when a type or a global
// symbol is in no topic group of the catalog (the landing page's `## Topics`): members are
// grouped under their type by DocC, the types are placed by hand.
import Foundation

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("check-docs: \(message)\n".utf8))
    exit(1)
}

func json(at url: URL) -> Any {
    guard let data = try? Data(contentsOf: url), let value = try? JSONSerialization.jsonObject(with: data) else {
        fail("cannot read \(url.path) as JSON")
    }
    return value
}

let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "graphs" where arguments.count >= 4:
    let source = URL(fileURLWithPath: arguments[1])
    let output = URL(fileURLWithPath: arguments[2])
    let modules = Array(arguments[3...])
    let files = (try? FileManager.default.contentsOfDirectory(atPath: source.path)) ?? []
    func graphs(of module: String) -> [String] {
        files.filter { $0 == "\(module).symbols.json" || $0.hasPrefix("\(module)@") && $0.hasSuffix(".symbols.json") }.sorted()
    }
    /// The precise identifiers each module declares in its own graph.
    var declared: [String: Set<String>] = [:]
    for module in modules {
        guard let main = json(at: source.appendingPathComponent("\(module).symbols.json")) as? [String: Any],
              let symbols = main["symbols"] as? [[String: Any]] else { fail("no symbol graph for \(module) in \(source.path)") }
        declared[module] = Set(symbols.compactMap { ($0["identifier"] as? [String: Any])?["precise"] as? String })
    }
    for module in modules {
        let others = modules.filter { $0 != module }.reduce(into: Set<String>()) { $0.formUnion(declared[$1] ?? []) }
        let folder = output.appendingPathComponent(module)
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for file in graphs(of: module) {
            guard var graph = json(at: source.appendingPathComponent(file)) as? [String: Any] else { fail("\(file): not a symbol graph") }
            let symbols = graph["symbols"] as? [[String: Any]] ?? []
            let own = symbols.filter { !others.contains(($0["identifier"] as? [String: Any])?["precise"] as? String ?? "") }
            let relationships = graph["relationships"] as? [[String: Any]] ?? []
            graph["symbols"] = own
            graph["relationships"] = relationships.filter { !others.contains($0["source"] as? String ?? "") }
            try JSONSerialization.data(withJSONObject: graph).write(to: folder.appendingPathComponent(file))
            if own.count < symbols.count {
                print("check-docs: \(file): \(symbols.count - own.count) symbols re-exported from another module left out")
            }
        }
    }

case "coverage" where arguments.count >= 2:
    var problems: [String] = []
    for archive in arguments.dropFirst() {
        let file = URL(fileURLWithPath: archive).appendingPathComponent("documentation-coverage.json")
        guard let entries = json(at: file) as? [[String: Any]] else { fail("\(file.path): not a coverage list") }
        var symbols = 0
        for entry in entries {
            guard let kind = entry["kind"] as? [String: Any], kind["isSymbol"] as? Bool == true,
                  let reference = entry["referencePath"] as? String else { continue }
            symbols += 1
            let path = reference.components(separatedBy: "/documentation/").last ?? reference
            let depth = path.split(separator: "/").count  // "Module" is 1, "Module/Type" is 2
            if entry["hasAbstract"] as? Bool != true {
                problems.append("\(path) (\(kind["name"] as? String ?? "symbol")): no documentation comment")
            }
            if depth == 2 && entry["isCurated"] as? Bool != true {
                problems.append("\(path): in no topic group; list it under `## Topics` on the module's landing page")
            }
        }
        print("check-docs: \(archive): \(symbols) symbols")
    }
    if !problems.isEmpty {
        problems.forEach { print("check-docs: \($0)") }
        fail("\(problems.count) problem(s)")
    }
    print("check-docs: every public symbol has documentation, and every type and global is in a topic group")

default:
    fail("usage: check-docs graphs <symbol-graph-dir> <output-dir> <Module>... | check-docs coverage <archive>...")
}
