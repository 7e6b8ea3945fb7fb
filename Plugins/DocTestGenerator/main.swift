// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

// DocTestGenerator: turns the ```swift blocks of README.md, Docs/*.md and the DocC catalogs'
// articles (Sources/<target>/<target>.docc/**/*.md) into Swift Testing tests.
//
//     DocTestGenerator <package-root> <output.swift> <stamp>
//
// Each page with runnable blocks becomes one `@Test` named after the page. Its body runs the
// page's blocks in order, each in a scope nested inside the previous block's scope: a type or value
// declared in one block is visible in every later block, and a later block may declare a name again
// (for example `let decoder`) without a redeclaration error. `#sourceLocation` maps every line of a
// block back to its line in the page, so compiler errors and `#expect` failures name the Markdown
// file and line. An error thrown by a block is recorded as an issue at that block's fence line.
//
// Rules for pages:
// - Fences are CommonMark code fences (``` or ~~~, up to 3 spaces of indentation). Only blocks
//   whose info string starts with `swift` run; ```swift no-run marks a deliberate fragment.
// - Block code becomes the body of a function: no extensions, protocols or `@main`. `import` lines
//   are moved to the top of the generated file (their line is left blank so line numbers hold).
// - A page without runnable blocks gets no test; a page whose blocks `await` gets an async one.
//
// The tests run every page once per parser (XylemDocTests/Support.swift), but the library reads
// no test state: the page's `XMLDecoder()`, `XMLTree(string:` (`data:`, `from:`),
// `XMLFragment(xml:`, `XMLSplitter(records:` and `XMLStreamReader()` become, in the generated code
// only, the same calls with the run's parser (`XMLDecoder.underTest()`, ..., the rules of
// Scripts/convert-test-seam.py; a line that names a parser is kept). The page shows what a
// user writes; the columns of a changed line shift, its line does not.
//
// The output file is rewritten only when its content changes, so running the generator on every
// build (see DocTestPlugin) recompiles nothing when no page changed.
import Foundation

/// One runnable ```swift block.
struct Block {
    /// 1-based line of the opening fence.
    let fenceLine: Int
    /// The block's lines, as written (indentation kept, so columns match the page).
    let lines: [String]
}

/// An opening or closing fence: its character, its length and its info string.
struct Fence {
    let character: Character
    let length: Int
    let info: String

    init?(_ line: String) {
        let rest = line.drop { $0 == " " }
        guard line.count - rest.count <= 3, let character = rest.first, "`~".contains(character) else { return nil }
        let length = rest.prefix { $0 == character }.count
        guard length >= 3 else { return nil }
        self.character = character
        self.length = length
        self.info = rest.dropFirst(length).trimmingCharacters(in: .whitespaces)
        if character == "`" && info.contains("`") { return nil }  // CommonMark: not a fence
    }

    /// Whether `line` closes a block opened by this fence.
    func isClosed(by line: String) -> Bool {
        guard let closing = Fence(line) else { return false }
        return closing.character == character && closing.length >= length && closing.info.isEmpty
    }
}

/// The runnable swift blocks of a Markdown page, in order.
func swiftBlocks(in text: String) -> [Block] {
    let lineBreaks: Set<Character> = ["\n", "\r\n", "\r"]  // the ones the Swift compiler counts
    let lines = text.split(omittingEmptySubsequences: false, whereSeparator: lineBreaks.contains).map(String.init)
    var blocks: [Block] = []
    var index = 0
    while index < lines.count {
        guard let fence = Fence(lines[index]) else { index += 1; continue }
        let words = fence.info.split(whereSeparator: \.isWhitespace)
        let runs = words.first == "swift" && !words.contains("no-run")
        var body: [String] = []
        var next = index + 1
        while next < lines.count && !fence.isClosed(by: lines[next]) {
            body.append(lines[next])
            next += 1
        }
        if runs { blocks.append(Block(fenceLine: index + 1, lines: body)) }
        index = next + 1  // past the closing fence (or past the end of an unclosed block)
    }
    return blocks
}

/// `lines` (a block's code) with every call that takes the default parser given the run's
/// parser instead (`underTest`, XylemDocTests/Support.swift). Code only: string literals (a
/// generated model's expected source, an error message) are kept, and so is a line that names
/// a parser.
func withParserUnderTest(_ lines: [String]) -> [String] {
    let rules: [(call: [Character], underTest: String)] = [
        ("XMLDecoder()", "XMLDecoder.underTest()"), ("XMLTree(data:", "XMLTree.underTest(data:"),
        ("XMLTree(string:", "XMLTree.underTest(string:"), ("XMLTree(from:", "XMLTree.underTest(from:"),
        ("XMLFragment(xml:", "XMLFragment.underTest(xml:"), ("XMLSplitter(records:", "XMLSplitter.underTest(records:"),
        ("XMLStreamReader()", "XMLStreamReader(decoder: .underTest())"),
    ].map { (Array($0.0), $0.1) }
    var inMultiline = false  // inside a `"""` literal, which spans lines
    return lines.map { line in
        let characters = Array(line)
        let rewrites = !line.contains("parser:")
        var output = ""
        var inString = false
        var index = 0
        while index < characters.count {
            if characters[index...].starts(with: "\"\"\"") {
                if !inString { inMultiline.toggle() }
                output += "\"\"\""
                index += 3
                continue
            }
            let character = characters[index]
            if inString || inMultiline {
                if character == "\\" && index + 1 < characters.count {
                    output.append(character)
                    output.append(characters[index + 1])
                    index += 2
                    continue
                }
                if character == "\"" && !inMultiline { inString = false }
                output.append(character)
                index += 1
                continue
            }
            if character == "\"" {
                inString = true
            } else if rewrites, index == 0 || !(characters[index - 1].isLetter || characters[index - 1].isNumber),
                let rule = rules.first(where: { characters[index...].starts(with: $0.call) })
            {
                output += rule.underTest
                index += rule.call.count
                continue
            }
            output.append(character)
            index += 1
        }
        return output
    }
}

/// `text` as a Swift string literal.
func literal(_ text: String) -> String {
    "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
}

/// The module name of an `import` line, if `line` is one.
func importedModule(_ line: String) -> String? {
    let code = line.trimmingCharacters(in: .whitespaces)
    return code.hasPrefix("import ") ? code.dropFirst("import ".count).trimmingCharacters(in: .whitespaces) : nil
}

/// The test for one page: `page` is its path relative to the package root, `path` its absolute path.
func testFunction(page: String, path: String, blocks: [Block]) -> String {
    let name = "page_" + String(page.dropLast(".md".count).map { $0.isLetter || $0.isNumber ? $0 : "_" })
    let file = literal(path)
    let fileID = literal("XylemDocTests/" + (page as NSString).lastPathComponent)
    // A page whose blocks `await` runs in an async test (the others stay synchronous).
    let effects = blocks.contains { $0.lines.contains { $0.contains("await ") } } ? "async throws" : "throws"
    let call = effects == "throws" ? "try runBlocks()" : "try await runBlocks()"
    var output = """

            @Test(\(literal(page))) func \(name)() \(effects) {
                var fenceLine = 0  // the block that is running, for an error it throws
                func runBlocks() \(effects) {

        """
    for block in blocks {
        output += "        fenceLine = \(block.fenceLine)\n        do {\n"
        output += "#sourceLocation(file: \(file), line: \(block.fenceLine + 1))\n"
        output += withParserUnderTest(block.lines).map { (importedModule($0) == nil ? $0 : "") + "\n" }.joined()
        output += "#sourceLocation()\n"
    }
    output += "        " + String(repeating: "}", count: blocks.count) + "\n"
    output += """
                }
                do {
                    \(call)
                } catch {
                    Issue.record(
                        error, "The swift block at \(page):\\(fenceLine) threw",
                        sourceLocation: SourceLocation(fileID: \(fileID), filePath: \(file), line: fenceLine, column: 1))
                }
            }

        """
    return output
}

/// README.md, Docs/*.md and every article of the DocC catalogs (`Sources/*/*.docc`, at any depth),
/// relative to `root`, in a stable order. The catalogs hold the user guides: the Markdown DocC
/// renders is the Markdown these tests run.
func pages(in root: URL) -> [String] {
    let files = FileManager.default
    func markdown(in folder: String) -> [String] {
        (try? files.contentsOfDirectory(atPath: root.appending(path: folder).path))?
            .filter { $0.hasSuffix(".md") }.sorted().map { folder + "/" + $0 } ?? []
    }
    var candidates = ["README.md"] + markdown(in: "Docs")
    let targets = ((try? files.contentsOfDirectory(atPath: root.appending(path: "Sources").path)) ?? []).sorted()
    for target in targets {
        let folder = "Sources/" + target
        let catalogs = ((try? files.contentsOfDirectory(atPath: root.appending(path: folder).path)) ?? [])
            .filter { $0.hasSuffix(".docc") }.sorted()
        for catalog in catalogs {
            let path = folder + "/" + catalog
            let articles = files.enumerator(atPath: root.appending(path: path).path)?.compactMap { $0 as? String } ?? []
            candidates += articles.filter { $0.hasSuffix(".md") }.sorted().map { path + "/" + $0 }
        }
    }
    return candidates.filter { files.fileExists(atPath: root.appending(path: $0).path) }
}

// MARK: - Main

let arguments = CommandLine.arguments
guard arguments.count == 4, arguments[2].hasSuffix(".swift"), arguments[3].hasSuffix(".stamp") else {
    FileHandle.standardError.write(Data("usage: DocTestGenerator <package-root> <output.swift> <stamp>\n".utf8))
    exit(2)
}
let root = URL(fileURLWithPath: arguments[1]).standardizedFileURL
let output = URL(fileURLWithPath: arguments[2])
do {
    var imports = ["Foundation", "Testing", "Xylem"]
    var tests = ""
    for page in pages(in: root) {
        let path = root.appending(path: page).path
        let blocks = swiftBlocks(in: try String(contentsOfFile: path, encoding: .utf8))
        guard !blocks.isEmpty else {
            tests += "\n    // \(page) has no runnable swift blocks, so it has no test.\n"; continue
        }
        for module in blocks.flatMap(\.lines).compactMap(importedModule) where !imports.contains(module) {
            imports.append(module)
        }
        tests += testFunction(page: page, path: path, blocks: blocks)
    }
    let swift =
        "// Generated by DocTestGenerator from README.md, Docs/ and the DocC catalogs. Edit the pages, not this file.\n"
        + imports.map { "import \($0)\n" }.joined()
        + "\nextension DocPages {" + tests + "}\n"
    if (try? String(contentsOf: output, encoding: .utf8)) != swift {
        try swift.write(to: output, atomically: true, encoding: .utf8)
    }
    // Change the stamp, an input of this command, so that the build system runs it again next time.
    try Data(UUID().uuidString.utf8).write(to: URL(fileURLWithPath: arguments[3]))
} catch {
    FileHandle.standardError.write(Data("DocTestGenerator: \(error)\n".utf8))
    exit(1)
}
