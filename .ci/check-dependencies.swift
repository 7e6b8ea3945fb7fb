// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

// Checks that every folder of Sources/Xylem uses only the folders Docs/Architecture.md's table
// says it may: `swift .ci/check-dependencies.swift [package root] [--graph]`. Exits 1, naming the
// file, the line and the name, for each use of a name declared in a folder the table does not
// allow; naming the rooms, for a cycle in the table, a row that allows a folder its code does not
// use, and a room that may use one on its own floor or above in the floors drawn in the same
// document ("floor N: Folder/ ..."). `--graph` prints every folder's uses, one example each.
// `.ci/check-dependencies-plant.sh` checks that it refuses a planted cycle.
//
// The table is read from Docs/Architecture.md itself (its first column is the folder, its last
// the folders it may use, each in backticks, or "nothing"; text in parentheses is a note), so the document and the check
// cannot drift apart. A folder's names are derived from its sources: the declarations that
// start at the beginning of a line (types, functions, constants; `private` ones stay in their
// file), and types nested in an extension (`extension XMLDecoder { enum Parser }` makes
// `XMLDecoder.Parser` a name of the extension's folder). A use is an identifier outside comments
// and string literals, except the type named by an `extension` that only nests types in it
// (Coding/ puts the public option types in `XMLDecoder` and `XMLEncoder`): that uses no code of
// the type. A type nested in a file's own types hides a top-level one of that name there. Not
// seen: members that one folder adds to another's type in an extension (`document.query(...)`
// reads as a use of `Document`'s folder only).
import Foundation

let root = URL(
    fileURLWithPath: CommandLine.arguments.dropFirst().first { !$0.hasPrefix("--") }
        ?? FileManager.default.currentDirectoryPath)
let sources = root.appendingPathComponent("Sources/Xylem")
var problems: [String] = []

// MARK: - The table

/// Folder (relative to Sources/Xylem, no trailing slash) -> the folders it may use.
var allowed: [String: Set<String>] = [:]
let architecture = (try? String(contentsOf: root.appendingPathComponent("Docs/Architecture.md"), encoding: .utf8)) ?? ""
for line in architecture.split(separator: "\n") where line.hasPrefix("| `") {
    let cells = line.split(separator: "|", omittingEmptySubsequences: false).map {
        $0.trimmingCharacters(in: .whitespaces)
    }
    guard cells.count >= 4 else { continue }
    func folders(_ cell: String) -> [String] {
        cell.split(separator: "`", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 }.map {
                String($0.element).trimmingCharacters(in: CharacterSet(charactersIn: "/"))
            }
    }
    guard let folder = folders(cells[1]).first else { continue }
    // What a row says in parentheses (which names it uses there) is for the reader.
    let uses = cells[cells.count - 2].replacingOccurrences(of: #"\([^)]*\)"#, with: "", options: .regularExpression)
    allowed[folder] = Set(folders(uses))
}
if allowed.isEmpty {
    problems.append("Docs/Architecture.md: no table of folders found (rows \"| `Folder/` | owns | may use |\")")
}
let modules = Set(
    ((try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Sources").path)) ?? []))
for (folder, uses) in allowed.sorted(by: { $0.key < $1.key }) {
    for use in uses.sorted() where allowed[use] == nil && !modules.contains(use) {
        problems.append(
            "Docs/Architecture.md: \(folder)/ may use `\(use)`, which is neither a folder in the table nor a module in Sources/"
        )
    }
}

// MARK: - The sources

struct SourceFile {
    let path: String  // relative to the package root
    let folder: String  // relative to Sources/Xylem
    let text: String
}

var files: [SourceFile] = []
if let walker = FileManager.default.enumerator(atPath: sources.path) {
    for case let relative as String in walker where relative.hasSuffix(".swift") {
        let folder = (relative as NSString).deletingLastPathComponent
        let text = (try? String(contentsOf: sources.appendingPathComponent(relative), encoding: .utf8)) ?? ""
        files.append(SourceFile(path: "Sources/Xylem/" + relative, folder: folder, text: text))
    }
}
files.sort { $0.path < $1.path }
for folder in Set(files.map(\.folder)).sorted() where allowed[folder] == nil {
    problems.append(
        "Sources/Xylem/\(folder)/ is not in Docs/Architecture.md's table: add a row saying what it owns and may use")
}

/// The text with comments and string literals blanked (line breaks kept, so lines still count).
func code(_ text: String) -> [UInt8] {
    let bytes = Array(text.utf8)
    var out = bytes
    var i = 0
    func blank(_ range: Range<Int>) { for k in range where bytes[k] != 0x0A { out[k] = 0x20 } }
    func starts(_ literal: String, at index: Int) -> Bool {
        let pattern = Array(literal.utf8)
        return index + pattern.count <= bytes.count && Array(bytes[index ..< index + pattern.count]) == pattern
    }
    while i < bytes.count {
        if starts("//", at: i) {
            let end = bytes[i...].firstIndex(of: 0x0A) ?? bytes.count
            blank(i ..< end); i = end
        } else if starts("/*", at: i) {
            var depth = 0, k = i
            repeat {
                if starts("/*", at: k) {
                    depth += 1; k += 2
                } else if starts("*/", at: k) {
                    depth -= 1; k += 2
                } else {
                    k += 1
                }
            } while depth > 0 && k < bytes.count
            blank(i ..< k); i = k
        } else if bytes[i] == UInt8(ascii: "\"")
            || (bytes[i] == UInt8(ascii: "#") && i + 1 < bytes.count
                && (bytes[i + 1] == UInt8(ascii: "\"") || bytes[i + 1] == UInt8(ascii: "#")))
        {
            var hashes = 0, k = i
            while k < bytes.count && bytes[k] == UInt8(ascii: "#") { hashes += 1; k += 1 }
            guard k < bytes.count, bytes[k] == UInt8(ascii: "\"") else { i = k; continue }
            let quote = starts("\"\"\"", at: k) ? "\"\"\"" : "\""
            let close = Array((quote + String(repeating: "#", count: hashes)).utf8)
            k += quote.utf8.count
            while k < bytes.count {
                if hashes == 0 && bytes[k] == UInt8(ascii: "\\") { k += 2; continue }
                if Array(bytes[k ..< min(bytes.count, k + close.count)]) == close { k += close.count; break }
                k += 1
            }
            blank(i ..< min(k, bytes.count)); i = k
        } else {
            i += 1
        }
    }
    return out
}

let declaration = try! NSRegularExpression(
    pattern:
        #"^((?:@\w+(?:\([^)\n]*\))?\s+|(?:public|package|internal|private|fileprivate|open|final|indirect|nonisolated(?:\(unsafe\))?)\s+)*)(struct|enum|class|protocol|actor|typealias|func|let|var)\s+(\w+)"#,
    options: [.anchorsMatchLines])
let extensionBlock = try! NSRegularExpression(
    pattern: #"^(?:@\w+(?:\([^)\n]*\))?\s+)*extension\s+([\w.]+)"#, options: [.anchorsMatchLines])
let nestedType = try! NSRegularExpression(
    pattern:
        #"^    (?:(?:public|package|internal|private|fileprivate|open|final|indirect)\s+)*(struct|enum|class|protocol|actor|typealias)\s+(\w+)"#,
    options: [.anchorsMatchLines])

/// Where a name is declared: its folder and file, and whether it is a type (a function or a
/// constant counts only where it is called or read, not where a label or member of that name is).
struct Declared { let folder: String; let path: String; let isType: Bool }
var names: [String: Declared] = [:]
var fileLocal: [String: Set<String>] = [:]
/// Per file, the lines of `extension`s whose bodies declare nothing but nested types.
var namespaceExtensions: [String: Set<Int>] = [:]
let genericClause = try! NSRegularExpression(
    pattern: #"\b(?:func|struct|enum|class|actor|init|subscript|typealias)\b\s*\w*\s*<([^>]*)>"#)
let memberDeclaration = try! NSRegularExpression(
    pattern:
        #"^    (?:(?:@\w+(?:\([^)\n]*\))?|public|package|internal|private|fileprivate|open|final|static|class|mutating|nonmutating|override|nonisolated|convenience|required)\s+)*(?:func|var|let|init|subscript)\b"#
)
/// Per folder, the names of the members its types declare: `describe(names)` in a method of
/// a type that has a `describe` is that method, not a function of that name elsewhere.
var memberNames: [String: Set<String>] = [:]
let member = try! NSRegularExpression(
    pattern:
        #"^\s+(?:(?:@\w+|public|package|internal|private|fileprivate|open|final|static|class|mutating|nonmutating|override|nonisolated)\s+)*(?:func|var|let)\s+(\w+)"#,
    options: [.anchorsMatchLines])
var codes: [String: [UInt8]] = [:]

for file in files {
    let bytes = code(file.text)
    codes[file.path] = bytes
    let text = String(decoding: bytes, as: UTF8.self) as NSString
    var local: Set<String> = []
    for match in declaration.matches(in: text as String, range: NSRange(location: 0, length: text.length)) {
        let modifiers = text.substring(with: match.range(at: 1))
        let kind = text.substring(with: match.range(at: 2))
        let name = text.substring(with: match.range(at: 3))
        if modifiers.contains("private") { local.insert(name); continue }
        let isType = !["func", "let", "var"].contains(kind)
        if let earlier = names[name], earlier.folder != file.folder, isType {
            problems.append("\(file.path): \(name) is declared again (first in \(earlier.path))")
        }
        names[name] = names[name] ?? Declared(folder: file.folder, path: file.path, isType: isType)
    }
    // Types nested in an extension of a type: `Outer.Inner` is a name of this folder.
    let lines = (text as String).components(separatedBy: "\n")
    var outer: String?
    var extensionLine = 0, onlyTypes = true
    var namespaces: Set<Int> = []
    for (index, line) in lines.enumerated() {
        let range = NSRange(location: 0, length: (line as NSString).length)
        if let match = extensionBlock.firstMatch(in: line, range: range) {
            outer = (line as NSString).substring(with: match.range(at: 1))
            extensionLine = index + 1
            onlyTypes = !line.hasSuffix("}")
        } else if line.hasPrefix("}") {
            if outer != nil && onlyTypes { namespaces.insert(extensionLine) }
            outer = nil
        } else if let outer, let match = nestedType.firstMatch(in: line, range: range), !line.contains("private ") {
            let inner = (line as NSString).substring(with: match.range(at: 2))
            names["\(outer).\(inner)"] = Declared(folder: file.folder, path: file.path, isType: true)
        } else if outer != nil, memberDeclaration.firstMatch(in: line, range: range) != nil {
            onlyTypes = false
        }
        if line.hasPrefix(" "),
            let match = nestedType.firstMatch(
                in: "    " + line.drop { $0 == " " },
                range: NSRange(location: 0, length: ("    " + line.drop { $0 == " " } as NSString).length))
        {
            if outer == nil {
                local.insert(("    " + line.drop { $0 == " " } as NSString).substring(with: match.range(at: 2)))
            }
        }
    }
    namespaceExtensions[file.path] = namespaces
    // Generic parameters (`<E: Error>`) hide a top-level name in the file too.
    for match in genericClause.matches(in: text as String, range: NSRange(location: 0, length: text.length)) {
        for parameter in text.substring(with: match.range(at: 1)).split(separator: ",") {
            let name = parameter.drop { $0 == " " }.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            if !name.isEmpty { local.insert(String(name)) }
        }
    }
    fileLocal[file.path] = local
    for match in member.matches(in: text as String, range: NSRange(location: 0, length: text.length)) {
        memberNames[file.folder, default: []].insert(text.substring(with: match.range(at: 1)))
    }
}

// MARK: - The uses

/// Folder -> the folders it uses, each with the first use seen (for `--graph` and the unused rows).
/// A function or constant of another folder is used only when called or read, not as a label.
var used: [String: [String: String]] = [:]

let keywordsBeforeDeclaredNames: Set<String> = [
    "func", "var", "let", "case", "typealias", "associatedtype", "struct", "enum", "class", "protocol", "actor",
]

func isIdentifierByte(_ byte: UInt8) -> Bool {
    (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || byte == 0x5F
}

for file in files {
    let bytes = codes[file.path]!
    let local = fileLocal[file.path] ?? []
    let mayUse = allowed[file.folder] ?? []
    var reported: Set<String> = []
    var line = 1, i = 0, previousWord = ""
    while i < bytes.count {
        let byte = bytes[i]
        if byte == 0x0A { line += 1 }
        guard isIdentifierByte(byte), !(byte >= 0x30 && byte <= 0x39) else { i += 1; continue }
        var end = i
        while end < bytes.count && isIdentifierByte(bytes[end]) { end += 1 }
        let word = String(decoding: bytes[i ..< end], as: UTF8.self)
        var before = i - 1
        while before >= 0 && (bytes[before] == 0x20 || bytes[before] == 0x0A) { before -= 1 }
        let isMember =
            before >= 0 && bytes[before] == UInt8(ascii: ".") && !(before > 0 && bytes[before - 1] == UInt8(ascii: "."))
        let next = end < bytes.count ? bytes[end] : 0
        defer { previousWord = word; i = end }
        guard !isMember, !local.contains(word), !keywordsBeforeDeclaredNames.contains(previousWord) else { continue }
        if previousWord == "extension" && namespaceExtensions[file.path, default: []].contains(line) { continue }
        // `Outer.Inner`: the folder that declared `Inner` in an extension of `Outer`.
        var name = word
        if next == UInt8(ascii: "."), end + 1 < bytes.count, isIdentifierByte(bytes[end + 1]) {
            var innerEnd = end + 1
            while innerEnd < bytes.count && isIdentifierByte(bytes[innerEnd]) { innerEnd += 1 }
            let qualified = word + "." + String(decoding: bytes[end + 1 ..< innerEnd], as: UTF8.self)
            if names[qualified] != nil { name = qualified }
        }
        guard let declared = names[name], declared.folder != file.folder else { continue }
        if !declared.isType && (next == UInt8(ascii: ":") || memberNames[file.folder, default: []].contains(name)) {
            continue
        }
        if used[file.folder, default: [:]][declared.folder] == nil {
            used[file.folder, default: [:]][declared.folder] = "\(name) (\(file.path):\(line))"
        }
        guard !mayUse.contains(declared.folder) else { continue }
        guard reported.insert(name).inserted else { continue }
        let folders = mayUse.isEmpty ? "nothing" : mayUse.sorted().joined(separator: ", ")
        problems.append(
            "\(file.path):\(line): \(name) is declared in \(declared.folder)/ (\(declared.path)), which \(file.folder)/ may not use (it may use: \(folders))"
        )
    }
}

// MARK: - One way down

// A room in a cycle cannot be understood, tested or replaced on its own: the table itself must
// have none (with every use inside the table, the code then has none either). Each cycle is
// named by one path around it.
var cyclesSeen: Set<String> = []
func cycle(from start: String) -> [String]? {
    // Breadth-first from `start`'s uses back to `start`: the shortest way around.
    var previous: [String: String] = [:]
    var queue = allowed[start, default: []].sorted().filter { allowed[$0] != nil }
    for next in queue { previous[next] = start }
    var index = 0
    while index < queue.count {
        let folder = queue[index]
        index += 1
        if folder == start { break }
        for next in allowed[folder, default: []].sorted() where allowed[next] != nil && previous[next] == nil {
            previous[next] = folder
            queue.append(next)
        }
    }
    guard var folder = previous[start] else { return nil }
    var around: [String] = []
    while folder != start {
        around.append(folder)
        folder = previous[folder]!
    }
    return [start] + around.reversed()
}
for folder in allowed.keys.sorted() {
    guard let path = cycle(from: folder) else { continue }
    let members = Set(path).sorted().joined(separator: ",")
    guard cyclesSeen.insert(members).inserted else { continue }
    problems.append(
        "Docs/Architecture.md: a cycle between rooms: \(path.map { "\($0)/" }.joined(separator: " -> ")) -> \(path[0])/ (move what both need to a room below them)"
    )
}

// A row must not allow what its folder does not use: the table says what the code does.
for (folder, uses) in allowed.sorted(by: { $0.key < $1.key }) where files.contains(where: { $0.folder == folder }) {
    for use in uses.sorted() where allowed[use] != nil && used[folder]?[use] == nil {
        problems.append(
            "Docs/Architecture.md: \(folder)/ may use `\(use)/` but uses nothing of it: take it out of the row")
    }
}

// The floors drawn in Architecture.md ("floor N: Folder/ Folder/ ..."): every folder of the table
// on exactly one floor, and every folder using only folders on lower floors.
var floorOf: [String: Int] = [:]
let floorLine = try! NSRegularExpression(pattern: #"^floor (\d+):(.*)$"#, options: [.anchorsMatchLines])
for match in floorLine.matches(in: architecture, range: NSRange(architecture.startIndex..., in: architecture)) {
    let number = Int((architecture as NSString).substring(with: match.range(at: 1)))!
    for word in (architecture as NSString).substring(with: match.range(at: 2)).split(separator: " ")
    where word.hasSuffix("/") {
        let folder = String(word.dropLast())
        if let other = floorOf[folder] {
            problems.append("Docs/Architecture.md: \(folder)/ is drawn on floor \(other) and on floor \(number)")
        }
        floorOf[folder] = number
    }
}
for (folder, uses) in allowed.sorted(by: { $0.key < $1.key }) {
    guard let floor = floorOf[folder] else {
        problems.append("Docs/Architecture.md: \(folder)/ is in the table but on no floor of the drawing")
        continue
    }
    for use in uses.sorted() {
        if let below = floorOf[use], below >= floor {
            problems.append(
                "Docs/Architecture.md: \(folder)/ (floor \(floor)) may use \(use)/ (floor \(below)): a room uses only rooms on lower floors"
            )
        }
    }
}
for folder in floorOf.keys.sorted() where allowed[folder] == nil && !modules.contains(folder) {
    problems.append("Docs/Architecture.md: \(folder)/ is drawn on a floor but has no row in the table")
}

if CommandLine.arguments.contains("--graph") {
    for (folder, uses) in used.sorted(by: { $0.key < $1.key }) {
        for (use, example) in uses.sorted(by: { $0.key < $1.key }) { print("\(folder)/ -> \(use)/  \(example)") }
    }
}

if problems.isEmpty {
    print(
        "check-dependencies: \(files.count) files in \(Set(files.map(\.folder)).count) folders use only what Docs/Architecture.md allows"
    )
} else {
    for problem in problems { print(problem) }
    print(
        "check-dependencies: \(problems.count) problem(s). Move the code to a folder that may use what it needs, or, if the design changed, change the table in Docs/Architecture.md"
    )
    exit(1)
}
