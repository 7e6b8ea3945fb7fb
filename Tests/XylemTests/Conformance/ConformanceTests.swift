// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import Xylem

/// The W3C XML Conformance Test Suite (where from: `ConformanceSuite`), run through Xylem in
/// this process: a crash anywhere kills the test run, so "no crash" is checked by the run
/// finishing at all. Every well-formed document must be accepted and every not-well-formed one
/// rejected, except the deliberate verdicts below, each with its reason.
@Suite("W3C conformance", .bothParsers)
struct ConformanceTests {
    /// Verdicts Xylem gives on purpose that differ from the suite's.
    static let deliberate: [String: String] = [
        // Names are read as written, prefix included; an undeclared prefix changes nothing
        // Xylem returns, and hand-made feeds use `itunes:` without declaring it.
        "rmt-ns10-025": "accepted: unbound element prefix",
        "rmt-ns10-026": "accepted: unbound attribute prefix",
        "rmt-ns10-042": "accepted: colon in a processing instruction's name (namespace constraint only)",
        "rmt-ns10-044": "accepted: colon in a notation name (namespace constraint only)",
        "rmt-ns-e1.0-13c": "accepted: element named with the xmlns prefix (namespace constraint only)",
        // .NET writes encoding="utf-16" on documents it saves as UTF-8; the bytes cannot be
        // UTF-16, so Xylem reads them as UTF-8 (as libxml2 does) instead of refusing them.
        "rmt-e2e-61": "accepted: UTF-16 declared on ASCII-compatible bytes",
    ]

    struct Case {
        let id: String
        let type: String
        let url: URL
        /// The document's canonical form, as the suite expects a parser to read it, when the
        /// catalog gives one (`OUTPUT`).
        var output: URL? = nil
    }

    /// The cases of every catalog (`applicableOnly`: those this suite's verdicts apply to), in
    /// order of their ids. The catalogs are parsed once per test run, the first time a suite asks
    /// (conformance, the event-source comparison, chunk invariance, the tree's XML), and shared.
    static func cases(applicableOnly: Bool) throws -> [Case] {
        try (applicableOnly ? applicableCases : allCases).get()
    }

    private static let applicableCases = catalogEntries.map { entries in
        unique(entries.filter { $0.applicable }.map { $0.test })
    }
    private static let allCases = catalogEntries.map { entries in unique(entries.map { $0.test }) }

    /// A catalog's `TEST` entry, and whether it applies: a valid, invalid or not-wf XML 1.0 (fifth
    /// edition) document with namespaces and no external entities.
    private struct Entry {
        let test: Case
        let applicable: Bool
    }

    private static let catalogEntries: Result<[Entry], ConformanceSuite.Unavailable> = ConformanceSuite.location.flatMap
    { location in
        do { return .success(try readCatalogs(location)) } catch { return .failure(.init(description: "\(error)")) }
    }

    private static func readCatalogs(_ location: ConformanceSuite.Location) throws -> [Entry] {
        var entries: [Entry] = []
        for catalog in location.catalogs {
            let url = location.root.appendingPathComponent(catalog)
            var text = try String(contentsOf: url, encoding: .utf8)
            // Foundation's regular expressions: Swift's Regex needs macOS 13.
            text = text.replacingOccurrences(of: #"^\s*<\?xml[^>]*\?>"#, with: "", options: .regularExpression)
                .replacingOccurrences(of: "<!DOCTYPE[^>]*>", with: "", options: .regularExpression)
            let tree = try XMLTree.underTest(string: "<r>" + text + "</r>")
            for test in tests(in: tree.root) {
                let a = test.attributes
                guard let type = a["TYPE"], let uri = a["URI"], let id = a["ID"] else { continue }
                var applicable =
                    ["valid", "invalid", "not-wf"].contains(type) && (a["ENTITIES"] ?? "none") == "none"
                    && (a["VERSION"] ?? "1.0") == "1.0" && !["XML1.1", "NS1.1"].contains(a["RECOMMENDATION"] ?? "")
                    && a["NAMESPACE"] != "no"
                if let edition = a["EDITION"], !edition.split(separator: " ").contains("5") { applicable = false }
                let directory = url.deletingLastPathComponent()
                entries.append(
                    Entry(
                        test: Case(
                            id: id, type: type, url: directory.appendingPathComponent(uri),
                            output: a["OUTPUT"].map { directory.appendingPathComponent($0) }),
                        applicable: applicable))
            }
        }
        return entries
    }

    /// One case per document and id (catalogs list some twice), sorted by id.
    private static func unique(_ cases: [Case]) -> [Case] {
        Array(Dictionary(cases.map { ($0.url.path + $0.id, $0) }, uniquingKeysWith: { a, _ in a }).values)
            .sorted { $0.id < $1.id }
    }

    /// The `TEST` elements under `node`, at any depth (catalogs group them in `TESTCASES`).
    static func tests(in node: XMLTree.Node) -> [XMLTree.Node] {
        node.children.flatMap { $0.name == "TEST" ? [$0] : tests(in: $0) }
    }

    /// nil when the document is accepted, else the error.
    static func verdict(_ url: URL) async -> XMLSyntaxError? {
        do {
            _ = try await XMLTree.underTest(from: .file(url))
            return nil
        } catch let error as XMLSyntaxError {
            return error
        } catch {
            Issue.record("\(url.path) cannot be read: \(error)")
            return nil
        }
    }

    @Test func everyApplicableCaseHasTheRightVerdict() async throws {
        let cases = try Self.cases(applicableOnly: true)
        #expect(cases.count > ConformanceSuite.expected(whole: 1_600, repository: 450))
        var counts: [String: Int] = [:]
        var wrong: [String] = []
        for test in cases {
            let error = await Self.verdict(test.url)
            let wellFormed = test.type != "not-wf"
            let key: String
            switch (wellFormed, error) {
            case (true, nil): key = "well-formed accepted"
            case (true, let error?) where error.kind == .entityDeclaration:
                key = "well-formed refused: entity declarations"
            case (true, let error?): key = "well-formed rejected"; wrong.append("\(test.id): \(error)")
            case (false, nil):
                key = Self.deliberate[test.id] != nil ? "not-wf accepted (deliberate)" : "not-wf accepted"
                if Self.deliberate[test.id] == nil { wrong.append("\(test.id): accepted") }
            case (false, _?): key = "not-wf rejected"
            }
            counts[key, default: 0] += 1
        }
        print("W3C conformance, \(cases.count) applicable cases:")
        for (key, count) in counts.sorted(by: { $0.key < $1.key }) { print("  \(key): \(count)") }
        #expect(wrong.isEmpty, "\(wrong.count) wrong verdicts:\n\(wrong.joined(separator: "\n"))")
    }

    /// The whole suite (XML 1.1, external entities, namespaces 1.1, optional errors included):
    /// whatever the verdict, every document is read without a crash or a hang.
    @Test func noDocumentOfTheWholeSuiteCrashes() async throws {
        let cases = try Self.cases(applicableOnly: false)
        #expect(cases.count > ConformanceSuite.expected(whole: 2_500, repository: 550))
        var accepted = 0
        for test in cases where await Self.verdict(test.url) == nil { accepted += 1 }
        print("W3C conformance, whole suite: \(cases.count) documents read, \(accepted) accepted, no crash")
    }
}
