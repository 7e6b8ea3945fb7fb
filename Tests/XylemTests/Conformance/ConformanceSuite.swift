// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Where the W3C XML Conformance Test Suite (xmlts20130923) is read from, and which of its
/// catalogs are there.
///
/// The repository keeps only the parts whose notices allow redistribution (`Tests/W3C/xmlconf`:
/// the University of Edinburgh's catalogs; `Tests/W3C/README.md` says why each other part is
/// not there). The whole suite is read from `XYLEM_XMLCONF` when it is set, else from
/// `../shared/conformance/xmlconf` beside the package root. Without either (or with
/// `XYLEM_XMLCONF=none`), the tests run on the repository's catalogs and print once which are
/// skipped; under `CI=true` a missing suite is an error, so CI always runs every catalog.
enum ConformanceSuite {
    /// The catalogs of the master catalog, `xmlconf.xml`, in its order (the external entities it
    /// declares), relative to the suite's root.
    static let catalogs = [
        "sun/sun-valid.xml", "sun/sun-invalid.xml", "sun/sun-not-wf.xml", "sun/sun-error.xml",
        "xmltest/xmltest.xml", "japanese/japanese.xml", "oasis/oasis.xml",
        "ibm/ibm_oasis_invalid.xml", "ibm/ibm_oasis_not-wf.xml", "ibm/ibm_oasis_valid.xml",
        "ibm/xml-1.1/ibm_invalid.xml", "ibm/xml-1.1/ibm_not-wf.xml", "ibm/xml-1.1/ibm_valid.xml",
        "eduni/errata-2e/errata2e.xml", "eduni/xml-1.1/xml11.xml", "eduni/namespaces/1.0/rmt-ns10.xml",
        "eduni/namespaces/1.1/rmt-ns11.xml", "eduni/errata-3e/errata3e.xml",
        "eduni/namespaces/errata-1e/errata1e.xml", "eduni/errata-4e/errata4e.xml", "eduni/misc/ht-bh.xml",
    ]

    /// The suite's root and the catalogs to read (paths relative to it).
    struct Location {
        let root: URL
        let catalogs: [String]
        /// Whether every catalog of the suite is there.
        var isComplete: Bool { catalogs.count == ConformanceSuite.catalogs.count }
    }

    /// Why the suite cannot be read (a Sendable stand-in for the error, kept for every caller).
    struct Unavailable: Error, CustomStringConvertible {
        let description: String
    }

    static let location: Result<Location, Unavailable> = {
        do { return .success(try locate()) } catch let error as Unavailable { return .failure(error) } catch {
            return .failure(Unavailable(description: "\(error)"))
        }
    }()

    /// Whether the tests read the whole suite (false: the repository's catalogs only).
    static var isComplete: Bool { (try? location.get())?.isComplete ?? false }

    /// A lower bound for a count of cases or documents: `whole` with the whole suite, else
    /// `repository` (a test that reads fewer has lost catalogs on the way).
    static func expected(whole: Int, repository: Int) -> Int {
        isComplete ? whole : repository
    }

    private static func locate() throws -> Location {
        let environment = ProcessInfo.processInfo.environment
        let setting = environment["XYLEM_XMLCONF"]
        let named = setting.flatMap { $0 == "none" ? nil : URL(fileURLWithPath: $0) }
        let shared = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/conformance/xmlconf")
        for root in setting == "none" ? [] : [named, shared].compactMap({ $0 }) {
            let master = root.appendingPathComponent("xmlconf.xml")
            guard FileManager.default.fileExists(atPath: master.path) else {
                if root == named { throw Unavailable(description: "XYLEM_XMLCONF=\(root.path) has no xmlconf.xml") }
                continue
            }
            let text = try String(contentsOf: master, encoding: .utf8)
            // Foundation's regular expressions: Swift's Regex needs macOS 13.
            let entity = try NSRegularExpression(pattern: #"<!ENTITY\s+\S+\s+SYSTEM\s+"([^"]+\.xml)""#)
            let listed = entity.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
                Range($0.range(at: 1), in: text).map { String(text[$0]) }
            }
            guard listed == catalogs else {
                throw Unavailable(description: "\(master.path) lists other catalogs than xmlts20130923's: \(listed)")
            }
            return Location(root: root, catalogs: catalogs)
        }
        let repository = packageRoot.appendingPathComponent("Tests/W3C/xmlconf")
        let present = catalogs.filter {
            FileManager.default.fileExists(atPath: repository.appendingPathComponent($0).path)
        }
        let missing = Set(catalogs).subtracting(present)
        if environment["CI"] == "true" {
            throw Unavailable(
                description: """
                    CI=true and the whole W3C suite is missing: put xmlts20130923's xmlconf folder at \
                    \(shared.path) or name it in XYLEM_XMLCONF (\(missing.count) catalogs are not in the repository)
                    """)
        }
        let folders = Set(
            missing.map { $0.split(separator: "/").prefix($0.hasPrefix("eduni/") ? 2 : 1).joined(separator: "/") })
        print(
            """
            W3C conformance: the suite's \(folders.sorted().joined(separator: ", ")) catalogs are skipped: their \
            notices do not allow copying them into the repository (Tests/W3C/README.md). Put the whole suite \
            (xmlts20130923's xmlconf folder) at \(shared.path), or name it in XYLEM_XMLCONF, to run them.
            """)
        return Location(root: repository, catalogs: present)
    }
}
