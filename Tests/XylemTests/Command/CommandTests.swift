// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import Xylem

#if os(macOS) || os(Linux)  // runs the built executables: Foundation's Process is macOS and Linux only

/// The `xylem` command and the `tree-browser` example, run as the built executables: their
/// exit statuses, standard output and standard error.
@Suite
struct CommandTests {
    static let schedule = """
        <response>
          <header><resultCode>INFO-00</resultCode></header>
          <body>
            <items>
              <item><num>1</num><sgName>대통령선거</sgName></item>
              <item><num>2</num><sgName>국회의원선거</sgName></item>
            </items>
            <totalCount>2</totalCount>
          </body>
        </response>
        """

    static let track = """
        <gpx><trk><trkseg>
          <trkpt lat="1.5" lon="2.5"><ele>3</ele></trkpt>
          <trkpt lat="4.5" lon="5.5"><ele>6</ele></trkpt>
        </trkseg></trk></gpx>
        """

    struct Result {
        let status: Int32
        let stdout: String
        let stderr: String
    }

    /// The directory with the built products: the test bundle's (Linux: the test executable's)
    /// directory.
    static let products: URL? = {
        var candidates: [URL] = []
        if let executable = Bundle.main.executableURL { candidates.append(executable.deletingLastPathComponent()) }
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            candidates.append(bundle.bundleURL.deletingLastPathComponent())
        }
        candidates.append(URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent())
        return candidates.first {
            FileManager.default.isExecutableFile(atPath: $0.appendingPathComponent("xylem").path)
        }
    }()

    /// Runs a built product; records an issue (and returns nil) when it was not built.
    static func run(
        _ arguments: [String], input: String? = nil, product: String = "xylem",
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> Result? {
        guard let executable = products?.appendingPathComponent(product),
            FileManager.default.isExecutableFile(atPath: executable.path)
        else {
            Issue.record(
                "\(product) was not found next to the test bundle: build it with `swift build --build-tests`",
                sourceLocation: sourceLocation)
            return nil
        }
        let directory = TestScratch.directory.appendingPathComponent("xylem-cli-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let files = ["in", "out", "err"].map { directory.appendingPathComponent($0) }
        try Data((input ?? "").utf8).write(to: files[0])
        for file in files.dropFirst() { try Data().write(to: file) }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.standardInput = try FileHandle(forReadingFrom: files[0])
        process.standardOutput = try FileHandle(forWritingTo: files[1])
        process.standardError = try FileHandle(forWritingTo: files[2])
        try process.run()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus,
            stdout: String(decoding: try Data(contentsOf: files[1]), as: UTF8.self),
            stderr: String(decoding: try Data(contentsOf: files[2]), as: UTF8.self))
    }

    /// Writes `text` to a temporary file and returns its path.
    static func file(_ text: String, _ name: String = "doc.xml") throws -> String {
        let url = TestScratch.directory.appendingPathComponent("xylem-\(UUID())-\(name)")
        try Data(text.utf8).write(to: url)
        return url.path
    }

    // MARK: - json

    @Test
    func jsonWritesTheLibrarysJSON() throws {
        let path = try Self.file(Self.schedule)
        guard let result = try Self.run(["json", path]) else { return }
        #expect(result.status == 0)
        #expect(result.stderr == "")
        let expected = String(decoding: try XMLTree.underTest(string: Self.schedule).jsonData(), as: UTF8.self)
        #expect(result.stdout == expected + "\n")
    }

    @Test
    func jsonOptions() throws {
        let path = try Self.file(Self.schedule)
        guard let list = try Self.run(["json", path, "--list", "header", "--wrapper=items", "--pretty"]) else { return }
        let options = XMLTree.JSONOptions(prettyPrinted: true, listHints: [.listItem("header"), .wrapper("items")])
        #expect(
            list.stdout == String(
                decoding: try XMLTree.underTest(string: Self.schedule).jsonData(options), as: UTF8.self) + "\n")
        #expect(list.stdout.contains("\"header\": [\n"))

        let gpx = try Self.file(Self.track)
        guard let renamed = try Self.run(["json", "--attribute-prefix", "_", "--text-key=v", gpx]) else { return }
        #expect(renamed.stdout.contains(#"{"_lat":"1.5","_lon":"2.5","ele":"3"}"#))

        let feed = try Self.file(#"<rss xmlns:itunes="urn:i"><itunes:author>Ana</itunes:author></rss>"#)
        guard let stripped = try Self.run(["json", feed, "--strip-prefixes"]) else { return }
        #expect(stripped.stdout == #"{"rss":{"@xmlns:itunes":"urn:i","author":"Ana"}}"# + "\n")
    }

    @Test("--parser picks the XML parser; the output is the same with either")
    func parserOption() throws {
        let path = try Self.file(Self.schedule)
        guard let foundation = try Self.run(["json", path, "--parser", "foundation"]),
            let libxml2 = try Self.run(["json", "--parser=libxml2", path]),
            let chosen = try Self.run(["json", path])
        else { return }
        #expect(foundation.status == 0 && libxml2.status == 0 && chosen.status == 0)
        #expect(foundation.stdout == libxml2.stdout && libxml2.stdout == chosen.stdout)
        guard let dump = try Self.run(["dump", path, "--parser", "foundation"]) else { return }
        #expect(dump.status == 0 && dump.stdout.hasPrefix("response"))
        guard let wrong = try Self.run(["json", path, "--parser", "expat"]) else { return }
        #expect(wrong.status == 2)
        #expect(wrong.stderr.contains("--parser takes foundation or libxml2"))
        guard let missing = try Self.run(["json", path, "--parser"]) else { return }
        #expect(missing.status == 2 && missing.stderr.contains("--parser needs a value"))
    }

    @Test
    func jsonReadsStandardInput() throws {
        guard let result = try Self.run(["json", "-"], input: "<a><b>1</b><b>2</b></a>") else { return }
        #expect(result.status == 0)
        #expect(result.stdout == #"{"a":{"b":["1","2"]}}"# + "\n")
    }

    @Test
    func recordsAreNDJSON() throws {
        let path = try Self.file(Self.track)
        guard let result = try Self.run(["json", path, "--records", "gpx/trk/trkseg/trkpt", "--list", "ele"]) else {
            return
        }
        #expect(result.status == 0)
        #expect(
            result.stdout == """
                {"@lat":"1.5","@lon":"2.5","ele":["3"]}
                {"@lat":"4.5","@lon":"5.5","ele":["6"]}

                """)
        guard let piped = try Self.run(["json", "-", "--records=gpx/*/*/trkpt"], input: Self.track) else { return }
        #expect(piped.stdout.split(separator: "\n").count == 2)
    }

    @Test
    func recordsBeforeAnErrorAreWrittenThenTheErrorIsReported() throws {
        let broken = "<gpx><trkpt n=\"1\"/><trkpt n=\"2\"/>\n<trkpt n=\"3\"></gpx>"
        guard let result = try Self.run(["json", "-", "--records", "gpx/trkpt"], input: broken) else { return }
        #expect(result.status == 2)
        #expect(result.stdout == "{\"@n\":\"1\"}\n{\"@n\":\"2\"}\n")
        #expect(result.stderr.hasPrefix("xylem: <stdin>:2:"))
    }

    // MARK: - dump and query

    @Test
    func dumpPrintsTheOutline() throws {
        let path = try Self.file(Self.schedule)
        guard let whole = try Self.run(["dump", path]) else { return }
        #expect(whole.status == 0)
        #expect(whole.stdout == (try XMLTree.underTest(string: Self.schedule).dump()))
        guard let items = try Self.run(["dump", path, "response/body/items/item"]) else { return }
        #expect(items.stdout == "item\n  num: 1\n  sgName: 대통령선거\nitem\n  num: 2\n  sgName: 국회의원선거\n")
        guard let shallow = try Self.run(["dump", path, "response/body/items/item", "--depth", "1"]),
            let top = try Self.run(["dump", "--depth=2", path])
        else { return }
        #expect(shallow.stdout == "item\nitem\n")
        #expect(top.stdout == "response\n  header\n  body\n")
        guard let none = try Self.run(["dump", path, "response/nothing"]) else { return }
        #expect(none.status == 1)
        #expect(none.stdout == "")
        #expect(
            none.stderr
                == "xylem: Nothing matches response/nothing: no <nothing> under response: its children there are header, body\n"
        )
    }

    @Test
    func recordsThatMatchNothingExitWithStatus1() throws {
        let path = try Self.file(Self.schedule)
        guard let none = try Self.run(["json", path, "--records", "response/body/items/entry"]) else { return }
        #expect(none.status == 1)
        #expect(none.stdout == "")
        #expect(
            none.stderr
                == "xylem: Nothing matches response/body/items/entry: no <entry> under response/body/items: its children there are item\n"
        )
        guard let some = try Self.run(["json", path, "--records", "response/body/items/item"]) else { return }
        #expect(some.status == 0)
    }

    @Test
    func queryPrintsTextsAndAttributes() throws {
        let path = try Self.file(Self.schedule)
        guard let names = try Self.run(["query", path, "response/body/items/item/sgName"]) else { return }
        #expect(names.status == 0)
        #expect(names.stdout == "대통령선거\n국회의원선거\n")
        guard let either = try Self.run(["query", path, "response/header/resultCode|response/body/totalCount"]) else {
            return
        }
        #expect(either.stdout == "INFO-00\n2\n")

        let gpx = try Self.file(Self.track)
        guard let latitudes = try Self.run(["query", gpx, "gpx/trk/trkseg/trkpt/@lat"]) else { return }
        #expect(latitudes.stdout == "1.5\n4.5\n")
        guard let missing = try Self.run(["query", gpx, "gpx/trk/trkseg/trkpt/@speed"]) else { return }
        #expect(missing.status == 1)
        #expect(
            missing.stderr
                == "xylem: Nothing matches gpx/trk/trkseg/trkpt/@speed: no element at gpx/trk/trkseg/trkpt has an attribute speed\n"
        )
    }

    @Test
    func queryPrintsTheOutlineOfAnElementWithoutText() throws {
        let path = try Self.file(Self.schedule + "\n")
        guard let items = try Self.run(["query", path, "response/body/items/item"]) else { return }
        #expect(items.status == 0)
        #expect(items.stdout == "item\n  num: 1\n  sgName: 대통령선거\nitem\n  num: 2\n  sgName: 국회의원선거\n")
        guard let mixed = try Self.run(["query", path, "response/header|response/body/totalCount"]) else { return }
        #expect(mixed.stdout == "header\n  resultCode: INFO-00\n2\n")
        guard let empty = try Self.run(["query", "-", "a/b"], input: "<a><b/></a>") else { return }
        #expect(empty.stdout == "b\n")
    }

    @Test
    func queryXMLPrintsTheMatchesAsXML() throws {
        let feed = """
            <feed xmlns="http://www.w3.org/2005/Atom" xmlns:media="http://search.yahoo.com/mrss/">
              <entry><title>R&amp;D</title>
                <content type="xhtml"><div xmlns="http://www.w3.org/1999/xhtml"><p>a &lt; b</p></div></content>
                <media:thumbnail url="x.png"/>
              </entry>
              <entry><title>Two</title></entry>
            </feed>
            """
        let path = try Self.file(feed)
        for parser in ["foundation", "libxml2"] {
            guard let titles = try Self.run(["query", path, "feed/entry/title", "--xml", "--parser", parser]) else {
                return
            }
            #expect(titles.status == 0)
            #expect(
                titles.stdout == """
                    <title xmlns="http://www.w3.org/2005/Atom">R&amp;D</title>
                    <title xmlns="http://www.w3.org/2005/Atom">Two</title>

                    """)
            // Streamed (one path) and from the whole tree (alternatives that nest) alike.
            // (Foundation's attribute dictionary has its order in each process: compare what the lines read as.)
            func reading(_ xml: String) throws -> String {
                let root = try XMLTree.underTest(string: xml).root
                return "\(root.name) \(root.attributes.sorted { $0.key < $1.key }) \(root.innerXML)"
            }
            for (query, count) in [
                ("feed/entry/content|feed/entry/media:thumbnail", 2), ("feed/entry|feed/entry/content", 3),
            ] {
                guard let xml = try Self.run(["query", "--xml", path, query, "--parser", parser]) else { return }
                let expected = try XMLTree.underTest(string: feed).query(query).map { try reading($0.outerXML) }
                #expect(try xml.stdout.split(separator: "\n").map { try reading(String($0)) } == expected, "\(query)")
                #expect(xml.stdout.hasSuffix("\n") && expected.count == count)
            }
        }
        guard let content = try Self.run(["query", path, "feed/entry/content", "--xml"]) else { return }
        #expect(
            content.stdout
                == #"<content xmlns="http://www.w3.org/2005/Atom" type="xhtml"><div xmlns="http://www.w3.org/1999/xhtml"><p>a &lt; b</p></div></content>"#
                + "\n")
        guard let none = try Self.run(["query", path, "feed/item", "--xml"]) else { return }
        #expect(none.status == 1)
        guard let attribute = try Self.run(["query", path, "feed/entry/@id", "--xml"]) else { return }
        #expect(attribute.status == 2)
        #expect(
            attribute.stderr
                == "xylem: --xml prints elements, not attributes: drop the last step @NAME or --xml (see xylem --help)\n"
        )
    }

    @Test
    func mapURIsChoosesThePrefixes() async throws {
        let feed = try Self.file(
            """
            <rss xmlns:it="http://www.itunes.com/dtds/podcast-1.0.dtd" xmlns:m="urn:media">\
            <it:author>Ana</it:author><m:title>T</m:title></rss>
            """)
        guard
            let mapped = try Self.run([
                "json", feed, "--map-uri", "itunes=http://www.itunes.com/dtds/podcast-1.0.dtd",
                "--map-uri=media=urn:media",
            ])
        else { return }
        #expect(mapped.status == 0)
        #expect(mapped.stdout.contains(#""itunes:author":"Ana""#))
        #expect(mapped.stdout.contains(#""media:title":"T""#))
        let options = XMLTree.JSONOptions(
            namespaceStrategy: .mapURIs([
                "http://www.itunes.com/dtds/podcast-1.0.dtd": "itunes",
                "urn:media": "media",
            ]))
        let tree = try await XMLTree.underTest(from: .file(URL(fileURLWithPath: feed)))
        #expect(mapped.stdout == String(decoding: tree.jsonData(options), as: UTF8.self) + "\n")

        for bad in [
            ["--map-uri", "itunes"], ["--map-uri", "=urn:x"], ["--map-uri", "a=urn:x", "--map-uri", "b=urn:x"],
            ["--map-uri", "a=urn:x", "--strip-prefixes"],
        ] {
            guard let result = try Self.run(["json", feed] + bad) else { return }
            #expect(result.status == 2, "\(bad)")
            #expect(result.stderr.contains("--map-uri"), "\(bad)")
        }
    }

    // MARK: - Errors

    @Test
    func malformedInputIsReportedWithLineAndColumn() throws {
        let path = try Self.file("<response>\n  <header></response>")
        guard let result = try Self.run(["json", path]) else { return }
        #expect(result.status == 2)
        #expect(result.stdout == "")
        #expect(result.stderr.hasPrefix("xylem: \(path):2:"))
        #expect(result.stderr.contains("end tag does not match"))

        guard let missing = try Self.run(["query", "/nonexistent/file.xml", "a"]) else { return }
        #expect(missing.status == 2)
        #expect(missing.stderr.hasPrefix("xylem: /nonexistent/file.xml: Cannot open"))

        guard let empty = try Self.run(["dump", "-"], input: "") else { return }
        #expect(empty.status == 2)
        #expect(empty.stderr.split(separator: "\n").count == 1)
    }

    @Test(arguments: [
        ["frobnicate", "x.xml"],
        ["json"],
        ["json", "a.xml", "b.xml"],
        ["json", "a.xml", "--list"],
        ["json", "a.xml", "--unknown"],
        ["json", "a.xml", "--records", "a/b", "--pretty"],
        ["json", "a.xml", "--records", "a//b"],
        ["dump", "a.xml", "--pretty"],
        ["query", "a.xml"],
        ["query", "a.xml", "a/it*m"],
        ["query", "a.xml", ""],
        ["query", "a.xml", "a", "b"],
        ["query", "a.xml", "a/b/@x|a/c"],
        ["dump", "a.xml", "--depth", "0"],
        ["dump", "a.xml", "--depth=x"],
        ["dump", "a.xml", "--depth"],
        ["json", "a.xml", "--pretty=yes"],
        ["json", "a.xml", "-x"],
        ["query", "a.xml", "a", "-p"],
        ["query", "a.xml", "a/@x", "--xml"],
        ["query", "a.xml", "a", "--xml=yes"],
    ])
    func usageErrorsExitWithStatus2OnOneLine(arguments: [String]) throws {
        guard let result = try Self.run(arguments) else { return }
        #expect(result.status == 2)
        #expect(result.stdout == "")
        #expect(result.stderr.hasPrefix("xylem: "))
        #expect(result.stderr.hasSuffix(" (see xylem --help)\n"))
        #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
    }

    @Test(arguments: [
        (["json", "a.xml", "--prety"], "Unknown option --prety for json; did you mean --pretty?"),
        (["json", "a.xml", "--wraper=a"], "Unknown option --wraper for json; did you mean --wrapper?"),
        (["json", "a.xml", "--record", "a/b"], "Unknown option --record for json; did you mean --records?"),
        (["json", "a.xml", "--parsr", "libxml2"], "Unknown option --parsr for json; did you mean --parser?"),
        (["dump", "a.xml", "--dept", "2"], "Unknown option --dept for dump; did you mean --depth?"),
        (["json", "a.xml", "--frobnicate"], "Unknown option --frobnicate for json"),
        (["json", "a.xml", "-p"], "Unknown option -p for json; did you mean --parser or --pretty?"),
        (["json", "a.xml", "-s"], "Unknown option -s for json; did you mean --strip-prefixes?"),
        (["json", "a.xml", "-x"], "Unknown option -x for json"),
        (["dump", "a.xml", "-d", "2"], "Unknown option -d for dump; did you mean --depth?"),
        (["dump", "a.xml", "--pretty"], "--pretty is an option of json, not of dump"),
        (["query", "a.xml", "a", "--depth", "2"], "--depth is an option of dump, not of query"),
        (["json", "a.xml", "--dtd"], "--dtd is an option of validate, not of json"),
        (["dump", "a.xml", "--relaxng", "r.rng"], "--relaxng is an option of validate, not of dump"),
        (["jsn", "a.xml"], "Unknown command \"jsn\"; did you mean json?"),
        // A word from the help's descriptions, and a word near no command.
        (["outline", "a.xml"], "Unknown command \"outline\"; did you mean dump?"),
        (
            ["frobnicate", "a.xml"],
            "Unknown command \"frobnicate\"; the commands are json, dump, query, split, models, validate, help"
        ),
        (["query", "a.xml"], "query takes FILE PATH, not \"a.xml\""),
        (["dump"], "dump takes FILE [PATH], not none"),
        // Issue 36, item 12: the path forgotten, --records took the file.
        (
            ["json", "--records", "big.xml"],
            "--records needs a path before FILE: xylem json --records PATH big.xml "
                + "(it took \"big.xml\" as the path)"
        ),
    ])
    func unknownOptionsAreNamedWithTheNearestKnownOne(arguments: [String], message: String) throws {
        guard let result = try Self.run(arguments) else { return }
        #expect(result.status == 2)
        #expect(result.stderr == "xylem: \(message) (see xylem --help)\n")
    }

    /// Issue 36, item 12: a records path that cannot match is reported before the file is read
    /// (an index) or at its root element (another root), not after reading all of it.
    @Test
    func aRecordsPathThatCannotMatchIsReportedAtOnce() throws {
        let path = try Self.file(Self.track)
        guard let index = try Self.run(["json", path, "--records", "gpx/trk/trkseg/trkpt[1]"]) else { return }
        #expect(index.status == 2)
        #expect(index.stdout == "")
        #expect(
            index.stderr == "xylem: Invalid path \"gpx/trk/trkseg/trkpt[1]\": \"trkpt[1]\" is not an element name: "
                + "a path selects every element of a name, and has no [index] (keep the records you want as they arrive)\n"
        )
        // The root is <gpx>: nothing can match, and the malformed rest is never read.
        let broken = try Self.file(Self.track + "<junk")
        guard let root = try Self.run(["json", broken, "--records", "rss/channel/item"]) else { return }
        #expect(root.status == 1)
        #expect(root.stderr == "xylem: Nothing matches rss/channel/item: no <rss> at the root: the root is <gpx>\n")
    }

    @Test
    func shortHelpAndDoubleDash() throws {
        guard let help = try Self.run(["json", "-h"]) else { return }
        #expect(help.status == 0 && help.stdout.contains("xylem json FILE"))
        // After --, an argument that starts with - is an operand (here a file that does not exist).
        guard let operand = try Self.run(["dump", "--", "-p"]) else { return }
        #expect(operand.status == 2)
        #expect(operand.stderr.hasPrefix("xylem: -p: "))
    }

    @Test
    func noArgumentsIsAUsageError() throws {
        guard let result = try Self.run([]) else { return }
        #expect(result.status == 2)
        #expect(result.stdout == "")
        #expect(result.stderr.hasPrefix("usage: xylem json FILE"))
        #expect(result.stderr.hasSuffix("Run `xylem --help` for details.\n"))
    }

    @Test
    func helpExplainsEveryOption() throws {
        guard let help = try Self.run(["--help"]) else { return }
        #expect(help.status == 0)
        #expect(help.stderr == "")
        #expect(help.stdout.contains("--map-uri PREFIX=URI"))
        #expect(help.stdout.contains("prints its outline instead"))
        for option in [
            "--list", "--wrapper", "--records", "--pretty", "--attribute-prefix", "--text-key",
            "--strip-prefixes", "--depth N", "xylem dump", "xylem query", "Exit status",
            "xylem json feed.rss --list item", "reads the whole document", "SIGPIPE", "into a pipe", "-h",
        ] {
            #expect(help.stdout.contains(option), "no \(option) in --help")
        }
        guard let topic = try Self.run(["help", "query"]) else { return }
        #expect(topic.stdout.contains("@NAME"))
        #expect(!topic.stdout.contains("--wrapper NAME    every"))
        #expect(topic.stdout.contains("reads the whole document into memory first"))
        guard let dump = try Self.run(["help", "dump"]) else { return }
        #expect(dump.stdout.contains("--depth N") && dump.stdout.contains("in flat memory"))
    }

    // MARK: - tree-browser

    @Test
    func treeBrowserFollowsScriptedInput() throws {
        let path = try Self.file(Self.schedule)
        let session = "2\n1\n3\n..\n..\n/response/body/items/item\n2\nsgName\nnothing\n?\nq\nnot read\n"
        guard let result = try Self.run([path], input: session, product: "tree-browser") else { return }
        #expect(result.status == 0)
        #expect(result.stderr == "")
        let expected = """
            response
               1  header  (1 child)
               2  body  (2 children)
            > 2
            response/body
               1  items  (2 children)
               2  totalCount: 2
            > 1
            response/body/items
               1  item  (2 children)
               2  item  (2 children)
            > 3
            No element numbered 3: pick 1 to 2.
            > ..
            response/body
               1  items  (2 children)
               2  totalCount: 2
            > ..
            response
               1  header  (1 child)
               2  body  (2 children)
            > /response/body/items/item
            2 matches for /response/body/items/item:
               1  item  (2 children), line 5
               2  item  (2 children), line 6
            > 2
            response/body/items/item
               1  num: 2
               2  sgName: 국회의원선거
            > sgName
            1 match for sgName:
               1  sgName: 국회의원선거, line 6
            > nothing
            Nothing matches nothing.
            > ?
            """
        #expect(result.stdout.hasPrefix(expected))
        #expect(result.stdout.hasSuffix("> q\n"))
        #expect(!result.stdout.contains("not read"))

        guard let usage = try Self.run([], product: "tree-browser") else { return }
        #expect(usage.status == 2)
        #expect(usage.stderr.hasPrefix("usage: tree-browser FILE"))
    }
}

#endif
