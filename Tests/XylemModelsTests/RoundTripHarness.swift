// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation

// The program the round-trip test compiles beside the generated models: it decodes each
// sample with both parsers, encodes the value, and checks that the written document decodes to
// the same value, reads as the same tree as the sample (every name in its namespace), and
// declares no namespace the sample does not.

enum RoundTripHarness {
    #if os(macOS) || os(Linux)  // Foundation's Process is macOS and Linux only
    /// Runs a command found on the PATH, its standard output and error together.
    static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }
    #endif

    /// The work package of a round-trip test, kept between runs so that its build is
    /// incremental: one per checkout and per set of library source files. (SwiftPM may keep
    /// compiling a path dependency's old list of files when one is added, and two checkouts
    /// running at once must not share a package.)
    static func workFolder(_ name: String, packageRoot: URL) -> URL {
        let sources = packageRoot.appendingPathComponent("Sources").path
        let files = (FileManager.default.enumerator(atPath: sources)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(".swift") }.sorted()
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325  // FNV-1a over the paths: stable across runs
        for byte in (packageRoot.path + "\n" + files.joined(separator: "\n")).utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return FileManager.default.temporaryDirectory.appendingPathComponent(
            "\(name)-\(String(hash, radix: 16))")
    }

    static func manifest(xylemPath: String) -> String {
        """
        // swift-tools-version: 6.0
        import PackageDescription

        let package = Package(
            name: "ModelsRoundTrip",
            dependencies: [.package(path: \(swiftLiteral(xylemPath)))],
            targets: [
                .executableTarget(name: "ModelsRoundTrip", dependencies: [.product(name: "Xylem", package: \(swiftLiteral(URL(fileURLWithPath: xylemPath).lastPathComponent.lowercased())))]),
            ],
            swiftLanguageModes: [.v6]
        )

        """
    }

    /// The call that checks one model set, appended to its generated file (its types are
    /// `fileprivate` there).
    static func check(function: String, rootType: String) -> String {
        """

        func \(function)(_ files: [String]) -> [String] {
            roundTrip(\(rootType).self, root: \(rootType).rootElement, files: files,
                      decoder: \(rootType).makeDecoder, encoder: \(rootType).makeEncoder)
        }

        """
    }

    static func main(_ calls: [(function: String, files: [String])]) -> String {
        var text = "import Foundation\n\nvar failures: [String] = []\n"
        for call in calls {
            text += "failures += \(call.function)([\(call.files.map(swiftLiteral).joined(separator: ", "))])\n"
        }
        text += """
            for failure in failures { print("FAIL", failure) }
            print(failures.isEmpty ? "all samples round-trip" : "\\(failures.count) failures")
            exit(failures.isEmpty ? 0 : 1)

            """
        return text
    }

    static let support = #"""
        import Foundation
        import Xylem

        /// Decodes each file with both parsers, writes the value and reads it back: the same value,
        /// and the same tree (`difference`). Returns what differs.
        func roundTrip<T: Codable & Equatable>(_ type: T.Type, root: String, files: [String],
                                               decoder makeDecoder: () -> XMLDecoder,
                                               encoder makeEncoder: () -> XMLEncoder) -> [String] {
            var failures: [String] = []
            for file in files {
                for parser in [XMLDecoder.Parser.foundation, .libxml2] where parser.isAvailable {
                    do {
                        let data = try Data(contentsOf: URL(fileURLWithPath: file))
                        let decoder = makeDecoder()
                        decoder.parser = parser
                        let value = try decoder.decode(T.self, from: data)
                        let written = try makeEncoder().encode(value, root: root)
                        guard try decoder.decode(T.self, from: written) == value else {
                            failures.append("\(file) (\(parser)): the written document decodes to another value")
                            continue
                        }
                        let sample = try XMLTree(data: data, parser: parser).root
                        let copy = try XMLTree(data: written, parser: parser).root
                        if let difference = difference(sample, copy) {
                            failures.append("\(file) (\(parser)): \(difference)\n\(String(decoding: written, as: UTF8.self))")
                        } else if !declaredURIs(copy).isSubset(of: declaredURIs(sample)) {
                            failures.append("\(file) (\(parser)): declares \(declaredURIs(copy).subtracting(declaredURIs(sample)).sorted()), which the sample does not\n\(String(decoding: written, as: UTF8.self))")
                        }
                    } catch {
                        failures.append("\(file) (\(parser)): \(error)")
                    }
                }
            }
            return failures
        }

        /// What differs between two elements, or nil: names (namespace URI and local name, whatever
        /// the prefix), attributes (the same; not namespace declarations or xsi:nil), text (as
        /// values: `1.50` is `1.5`, dates are instants, but a number is never written longer than
        /// it was: `180` is not `180.0`), and the children of each name in order. Elements of
        /// different names may change order (struct properties are written in declaration order),
        /// and an empty element without attributes in the sample may be absent from the copy (an
        /// empty `Int?` reads as nil, which writes nothing), never the other way round.
        func difference(_ a: XMLTree.Node, _ b: XMLTree.Node) -> String? {
            guard expandedName(a) == expandedName(b) else { return "<\(a.name)> \(expandedName(a)) became <\(b.name)> \(expandedName(b))" }
            let attributes = { (node: XMLTree.Node) in
                Dictionary(node.attributes.filter { !$0.key.hasPrefix("xmlns") && !$0.key.hasSuffix(":nil") }
                    .map { (expandedName($0.key, at: node, isAttribute: true), $0.value) }, uniquingKeysWith: { x, _ in x })
            }
            let (left, right) = (attributes(a), attributes(b))
            guard left.keys.sorted() == right.keys.sorted() else { return "\(a.path): attributes \(left) became \(right)" }
            for (key, value) in left where !sameValue(value, right[key] ?? "") {
                return "\(a.path)/@\(key): \"\(value)\" became \"\(right[key] ?? "")\""
            }
            let text = { (node: XMLTree.Node) in
                node.content.map { if case .text(let run) = $0 { run } else { "" } }.joined()
            }
            guard sameValue(text(a), text(b)) else { return "\(a.path): text \"\(text(a))\" became \"\(text(b))\"" }
            let absentInSample = Set(a.children.filter(isAbsent).map(expandedName))
            let mine = Dictionary(grouping: a.children.filter { !isAbsent($0) }, by: expandedName)
            let theirs = Dictionary(grouping: b.children.filter { !(isAbsent($0) && absentInSample.contains(expandedName($0))) }, by: expandedName)
            guard mine.keys.sorted() == theirs.keys.sorted() else {
                return "\(a.path): children \(mine.keys.sorted()) became \(theirs.keys.sorted())"
            }
            for (name, nodes) in mine {
                let others = theirs[name] ?? []
                guard nodes.count == others.count else { return "\(a.path): \(nodes.count) <\(name)> became \(others.count)" }
                for (x, y) in zip(nodes, others) { if let difference = difference(x, y) { return difference } }
            }
            return nil
        }

        /// `{uri}local`, by the declarations in scope at `node`.
        func expandedName(_ node: XMLTree.Node) -> String { expandedName(node.name, at: node, isAttribute: false) }

        func expandedName(_ name: String, at node: XMLTree.Node, isAttribute: Bool) -> String {
            let colon = name.firstIndex(of: ":")
            if colon == nil && isAttribute { return name }
            let prefix = colon.map { String(name[..<$0]) }
            let local = colon.map { String(name[name.index(after: $0)...]) } ?? name
            if prefix == "xml" { return "{http://www.w3.org/XML/1998/namespace}" + local }
            let declaration = prefix.map { "xmlns:" + $0 } ?? "xmlns"
            var scope: XMLTree.Node? = node
            while let element = scope {
                if let uri = element.attributes[declaration] { return "{\(uri)}" + local }
                scope = element.parent
            }
            return "{}" + local
        }

        /// The namespace URIs a document declares anywhere.
        func declaredURIs(_ node: XMLTree.Node) -> Set<String> {
            Set(node.attributes.filter { $0.key.hasPrefix("xmlns") }.map(\.value)).union(node.children.flatMap(declaredURIs))
        }

        func isAbsent(_ node: XMLTree.Node) -> Bool {
            node.attributes.contains { $0.key.hasSuffix(":nil") }
                || (node.children.isEmpty && node.text.isEmpty && !node.attributes.contains { !$0.key.hasPrefix("xmlns") })
        }

        /// Equal text, or the same number (not written longer), Boolean or instant.
        func sameValue(_ a: String, _ b: String) -> Bool {
            if a == b { return true }
            if let x = Decimal(string: a, locale: nil), let y = Decimal(string: b, locale: nil),
               a.allSatisfy({ "-+.eE0123456789".contains($0) }), b.allSatisfy({ "-+.eE0123456789".contains($0) }) { return x == y && b.count <= a.count }
            let truth = ["true": "1", "false": "0"]
            if (truth[a] ?? a) == (truth[b] ?? b) { return true }
            struct Value: Decodable { let v: Date }
            for strategy in [XMLDecoder.DateDecodingStrategy.iso8601, .rfc2822] {
                let decoder = XMLDecoder()
                decoder.dateDecodingStrategy = strategy
                let read = { (text: String) in try? decoder.decode(Value.self, from: "<r><v>\(text)</v></r>").v }
                if let x = read(a), let y = read(b) { return x == y }
            }
            return false
        }

        """#
}

/// A Swift string literal (the harness writes paths into source).
func swiftLiteral(_ text: String) -> String {
    "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
}
