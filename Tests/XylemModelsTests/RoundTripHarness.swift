import Foundation

// The program the round-trip test compiles beside the generated models: it decodes each
// sample with both parsers, encodes the value, and checks that the written document decodes to
// the same value and reads as the same tree as the sample.

enum RoundTripHarness {
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
                    }
                } catch {
                    failures.append("\(file) (\(parser)): \(error)")
                }
            }
        }
        return failures
    }

    /// What differs between two elements, or nil: names, attributes (not namespace declarations
    /// or xsi:nil), text (as values: `1.50` is `1.5`, dates are instants), and the children of
    /// each name in order. Elements of different names may change order (struct properties are
    /// written in declaration order), and an empty element without attributes counts as absent
    /// (an empty `Int?` reads as nil, which writes nothing).
    func difference(_ a: XMLTree.Node, _ b: XMLTree.Node) -> String? {
        guard a.name == b.name else { return "<\(a.name)> became <\(b.name)>" }
        let attributes = { (node: XMLTree.Node) in
            node.attributes.filter { !$0.key.hasPrefix("xmlns") && !$0.key.hasSuffix(":nil") }
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
        let children = { (node: XMLTree.Node) in
            Dictionary(grouping: node.children.filter { !isAbsent($0) }, by: \.name)
        }
        let (mine, theirs) = (children(a), children(b))
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

    func isAbsent(_ node: XMLTree.Node) -> Bool {
        node.attributes.contains { $0.key.hasSuffix(":nil") }
            || (node.children.isEmpty && node.text.isEmpty && !node.attributes.contains { !$0.key.hasPrefix("xmlns") })
    }

    /// Equal text, or the same number, Boolean or instant.
    func sameValue(_ a: String, _ b: String) -> Bool {
        if a == b { return true }
        if let x = Decimal(string: a, locale: nil), let y = Decimal(string: b, locale: nil),
           a.allSatisfy({ "-+.eE0123456789".contains($0) }), b.allSatisfy({ "-+.eE0123456789".contains($0) }) { return x == y }
        let truth = ["true": "1", "false": "0"]
        if (truth[a] ?? a) == (truth[b] ?? b) { return true }
        struct Value: Decodable { let v: Date }
        let read = { (text: String) in try? XMLDecoder().decode(Value.self, from: "<r><v>\(text)</v></r>").v }
        if let x = read(a), let y = read(b) { return x == y }
        return false
    }

    """#
}

/// A Swift string literal (the harness writes paths into source).
func swiftLiteral(_ text: String) -> String {
    "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
}
