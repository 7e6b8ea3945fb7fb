// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import Xylem
#if canImport(Glibc)
import Glibc
#endif

#if os(macOS) || os(Linux)  // runs the built executables: Foundation's Process is macOS and Linux only

/// The `xylem` command on big inputs: `dump` and `query` stream, and print what the whole
/// tree prints; a closed pipe ends the command as it ends `cat`; progress is drawn only on a
/// terminal that the output does not go to.
@Suite
struct CommandStreamingTests {
    /// `count` items of a public-data export (about 150 bytes each).
    static func export(items count: Int) -> String {
        var xml = "<response><header><resultCode>INFO-00</resultCode></header><body><items>\n"
        for n in 0 ..< count {
            xml +=
                "  <item seq=\"\(n)\"><num>\(n)</num><sgName>제\(n % 20)회 선거 &amp; 재보궐</sgName>"
                + "<place kind=\"school\">Escola \(n % 997)</place><note><![CDATA[<b>row</b> \(n)]]></note></item>\n"
        }
        return xml + "</items><totalCount>\(count)</totalCount></body></response>\n"
    }

    @Test("dump prints the tree's dump() on every test document, --depth its first levels")
    func dumpIsTheTreesDump() async throws {
        for url in StreamingOutlineTests.documents {
            let tree = try await XMLTree.underTest(from: .file(url))
            guard let whole = try CommandTests.run(["dump", url.path]),
                let shallow = try CommandTests.run(["dump", url.path, "--depth", "2"])
            else { return }
            #expect(whole.status == 0 && whole.stderr == "", "\(url.lastPathComponent)")
            #expect(whole.stdout == tree.dump(), "\(url.lastPathComponent)")
            let levels = tree.root.children.map { "  " + $0.dump().prefix { $0 != "\n" } + "\n" }.joined()
            #expect(
                shallow.stdout == tree.root.dump().prefix { $0 != "\n" } + "\n" + levels, "\(url.lastPathComponent)")
        }
        let mixed = try CommandTests.file(StreamingOutlineTests.mixed)
        #expect(
            try CommandTests.run(["dump", mixed])?.stdout
                == (try XMLTree.underTest(string: StreamingOutlineTests.mixed).dump()))
    }

    @Test("query and dump PATH print what they print from the tree, at every path of every test document")
    func queryIsTheTreesQuery() async throws {
        for url in StreamingOutlineTests.documents {
            let tree = try await XMLTree.underTest(from: .file(url))
            for path in StreamingOutlineTests.paths(tree).prefix(12) {
                let nodes = tree.query(path)
                guard let query = try CommandTests.run(["query", url.path, path]),
                    let dump = try CommandTests.run(["dump", url.path, path])
                else { return }
                #expect(
                    query.stdout == nodes.map { $0.text.isEmpty ? $0.dump() : $0.text + "\n" }.joined(),
                    "\(url.lastPathComponent) \(path)")
                #expect(dump.stdout == nodes.map { $0.dump() }.joined(), "\(url.lastPathComponent) \(path)")
                #expect(query.status == 0 && dump.status == 0)
            }
        }
    }

    @Test("Alternatives that can nest read the whole tree, and find both")
    func nestingAlternativesReadTheTree() throws {
        let path = try CommandTests.file(CommandTests.schedule)
        guard let both = try CommandTests.run(["query", path, "response/body/items/item|response/body/items/item/num"])
        else { return }
        #expect(both.stdout == "item\n  num: 1\n  sgName: 대통령선거\n1\nitem\n  num: 2\n  sgName: 국회의원선거\n2\n")
        guard let star = try CommandTests.run(["dump", path, "response/*|response/body/totalCount", "--depth", "1"])
        else { return }
        #expect(star.stdout == "header\nbody\ntotalCount: 2\n")
        guard let none = try CommandTests.run(["query", path, "response/x|response/x/y"]) else { return }
        #expect(none.status == 1 && none.stderr == "xylem: Nothing matches response/x|response/x/y\n")
    }

    @Test
    func nothingMatchesSaysWhereOnStandardError() throws {
        let path = try CommandTests.file(CommandTests.schedule)
        guard let typo = try CommandTests.run(["query", path, "response/body/item/sgName"]) else { return }
        #expect(typo.status == 1)
        #expect(typo.stdout == "")
        #expect(
            typo.stderr
                == "xylem: Nothing matches response/body/item/sgName: no <item> under response/body: its children there are items, totalCount\n"
        )
        guard let root = try CommandTests.run(["query", path, "resp/body|response/bdy"]) else { return }
        #expect(
            root.stderr
                == "xylem: Nothing matches resp/body|response/bdy: no <resp> at the root: the root is <response>; "
                + "no <bdy> under response: its children there are header, body\n")
    }

    @Test("A mixed-content line revised after the window was written is told on standard error")
    func lateRevisionIsTold() throws {
        let items = (0 ..< 6000).map { "<item n=\"\($0)\">\(String(repeating: "x", count: 40))</item>" }.joined()
        let path = try CommandTests.file("<x:doc xmlns:x=\"urn:x\">before<list>\(items)</list>after</x:doc>")
        guard let result = try CommandTests.run(["dump", path]) else { return }
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("x:doc xmlns:x=\"urn:x\": before\n  list\n    item n=\"0\": xxx"))
        #expect(
            result.stderr
                == "xylem: note: the line of <x:doc> (line 1) shows only its text before its first child element; "
                + "`xylem query` on its path prints all of it\n")
        guard let small = try CommandTests.run(["dump", "-"], input: "<doc>before<list><item/></list>after</doc>")
        else { return }
        #expect(small.stdout == "doc: beforeafter\n  list\n    item\n" && small.stderr == "")
    }

    @Test("Output into a closed pipe ends the command by SIGPIPE, quietly, as it ends cat")
    func closedPipeEndsTheCommand() throws {
        let path = try CommandTests.file(Self.export(items: 40_000))
        guard let executable = CommandTests.products?.appendingPathComponent("xylem") else {
            Issue.record("xylem was not built")
            return
        }
        for arguments in [
            ["dump", path], ["query", path, "response/body/items/item/sgName"],
            ["json", path, "--records", "response/body/items/item"],
        ] {
            let process = Process()
            process.executableURL = executable
            process.arguments = arguments
            let output = Pipe()
            let errors = try CommandTests.file("", "err")
            process.standardOutput = output
            process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: errors))
            try process.run()
            let head = output.fileHandleForReading.readData(ofLength: 4096)
            try output.fileHandleForReading.close()
            process.waitUntilExit()
            #expect(head.count == 4096, "\(arguments)")
            // Killed by the signal, as cat is; or, where the signal is blocked, exit 141 as a shell shows it.
            let bySignal = process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGPIPE
            let byStatus = process.terminationReason == .exit && process.terminationStatus == 141
            #expect(bySignal || byStatus, "\(arguments): \(process.terminationReason) \(process.terminationStatus)")
            #expect(try String(contentsOfFile: errors, encoding: .utf8) == "", "\(arguments)")
        }
    }

    #if canImport(Glibc)
    /// Runs xylem with standard error on a new terminal and standard output on `output` ("file",
    /// "pipe" or "terminal"); returns what the terminal showed.
    static func terminalShows(_ arguments: [String], output: String) throws -> String? {
        guard let executable = CommandTests.products?.appendingPathComponent("xylem") else { return nil }
        // A pseudo-terminal pair, as posix_openpt, unlockpt and ptsname make it (Glibc's module
        // does not export those): the master from /dev/ptmx, unlocked (TIOCSPTLCK), and its
        // number (TIOCGPTN), as Linux numbers those requests.
        let master = open("/dev/ptmx", O_RDWR | O_NOCTTY)
        guard master >= 0 else { return nil }
        defer { close(master) }
        var unlock: Int32 = 0
        var number: UInt32 = 0
        guard ioctl(master, 0x4004_5431, &unlock) == 0, ioctl(master, 0x8004_5430, &number) == 0 else { return nil }
        let terminal = try FileHandle(forUpdating: URL(fileURLWithPath: "/dev/pts/\(number)"))
        defer { try? terminal.close() }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.standardError = terminal
        let pipe = Pipe()
        switch output {
        case "terminal": process.standardOutput = terminal
        case "pipe": process.standardOutput = pipe
        default:
            process.standardOutput = try FileHandle(
                forWritingTo: URL(fileURLWithPath: try CommandTests.file("", "out")))
        }
        try process.run()
        if output == "pipe" { _ = pipe.fileHandleForReading.readDataToEndOfFile() }
        process.waitUntilExit()
        _ = fcntl(master, F_SETFL, fcntl(master, F_GETFL) | O_NONBLOCK)
        var shown: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = read(master, &buffer, buffer.count)
            guard count > 0 else { break }
            shown += buffer[..<count]
        }
        return String(decoding: shown, as: UTF8.self)
    }

    @Test("Progress is drawn on a terminal, unless the output goes into a pipe or onto that terminal while reading")
    func progressOnlyOnATerminal() throws {
        let path = try CommandTests.file(Self.export(items: 30_000))  // 4.5 MB: over 4 MiB
        let records = ["json", path, "--records", "response/body/items/item"]
        let last = ["query", path, "response/body/totalCount"]
        guard let toFile = try Self.terminalShows(records, output: "file"),
            let oneThread = try Self.terminalShows(records + ["--record-concurrency", "1"], output: "file"),
            let toPipe = try Self.terminalShows(records, output: "pipe"),
            let streamedHere = try Self.terminalShows(last, output: "terminal"),
            let treeHere = try Self.terminalShows(["json", path], output: "file")
        else {
            Issue.record("no pseudo-terminal")
            return
        }
        #expect(toFile.contains("xylem: reading \(path): "))
        #expect(toFile.hasSuffix("\r\u{1B}[K"))  // erased at the end
        // On every core (the parser thread reports) and on one: the whole file and every record.
        for shown in [toFile, oneThread] {
            #expect(shown.contains("100% ("), "\(shown.suffix(200))")
            #expect(shown.contains(", 30000 records\r\u{1B}[K"), "\(shown.suffix(200))")
        }
        #expect(treeHere.contains("xylem: reading"))
        #expect(toPipe == "")
        #expect(streamedHere.trimmingCharacters(in: .whitespacesAndNewlines) == "30000")
    }
    #endif
}

#endif
