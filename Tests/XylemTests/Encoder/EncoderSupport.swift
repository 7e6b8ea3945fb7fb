// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import Xylem
#if canImport(FoundationXML)
import FoundationXML
#endif

/// An element as Foundation's `XMLParser` reports it. Parsing every output into one checks
/// that it is well-formed (any parser error fails, including the ones `parse()` reports as
/// success on Linux), and gives its content, text untrimmed, to compare with.
struct ParsedElement: Equatable, CustomStringConvertible {
    var name: String
    var attributes: [String: String] = [:]
    /// Character data and CDATA of the element itself, concatenated, untrimmed.
    var text = ""
    var children: [ParsedElement] = []

    /// The children named `name`.
    func children(_ name: String) -> [ParsedElement] { children.filter { $0.name == name } }

    /// The only child named `name`; records an issue when there is not exactly one.
    func child(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) -> ParsedElement {
        let found = children(name)
        if found.count != 1 { Issue.record("\(found.count) <\(name)> in \(self)", sourceLocation: sourceLocation) }
        return found.first ?? ParsedElement(name: name)
    }

    var description: String {
        let attributes = self.attributes.sorted { $0.key < $1.key }.map { " \($0.key)=\"\($0.value)\"" }.joined()
        return "<\(name)\(attributes)>\(text)\(children.map(\.description).joined())</\(name)>"
    }

    /// Parses `data`; throws with XMLParser's error, libxml2's (namespace rules included) and
    /// xmllint's when it is installed.
    static func parse(_ data: Data) throws -> ParsedElement {
        let builder = TreeBuilder()
        let parser = XMLParser(data: data)
        parser.delegate = builder
        let succeeded = parser.parse()
        if let error = builder.error ?? (succeeded ? nil : parser.parserError) {
            throw ParseFailure(message: "XMLParser: \(error) in \(String(decoding: data, as: UTF8.self))")
        }
        guard let root = builder.root else { throw ParseFailure(message: "no root element") }
        if let problem = LibXML2Lint.problem(with: data) {
            throw ParseFailure(message: "libxml2: \(problem) in \(String(decoding: data, as: UTF8.self))")
        }
        try checkWithXMLLint(data)
        return root
    }

    static func parse(_ string: String) throws -> ParsedElement { try parse(Data(string.utf8)) }

    struct ParseFailure: Error, CustomStringConvertible {
        let message: String
        var description: String { message }
    }

    /// `xmllint --noout`, when the machine has it.
    private static func checkWithXMLLint(_ data: Data) throws {
        #if os(macOS) || os(Linux)  // Foundation's Process is macOS and Linux only
        let tool = ["/usr/bin/xmllint", "/usr/local/bin/xmllint"].first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
        guard let tool else { return }
        let file = TestScratch.directory.appendingPathComponent("xylem-lint-\(UUID().uuidString).xml")
        try data.write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = ["--noout", file.path]
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            throw ParseFailure(message: "xmllint rejected \(String(decoding: data, as: UTF8.self))")
        }
        #endif
    }

    private final class TreeBuilder: NSObject, XMLParserDelegate {
        var stack: [ParsedElement] = []
        var root: ParsedElement?
        var error: Error?

        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            stack.append(ParsedElement(name: name, attributes: attributes))
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            let element = stack.removeLast()
            if stack.isEmpty { root = element } else { stack[stack.count - 1].children.append(element) }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if !stack.isEmpty { stack[stack.count - 1].text += string }
        }

        func parser(_ parser: XMLParser, foundCDATA block: Data) {
            if !stack.isEmpty { stack[stack.count - 1].text += String(decoding: block, as: UTF8.self) }
        }

        func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
            if error == nil { error = parseError }
        }
    }
}

extension XMLEncoder {
    /// Encodes `value` and parses the result (checking that it is well-formed).
    func parsed<T: Encodable>(_ value: T, root: String) throws -> ParsedElement {
        try ParsedElement.parse(encode(value, root: root))
    }
}

/// Encodes `value`, checks the output is well-formed, and decodes it back.
func roundTrip<T: Codable>(
    _ value: T, root: String, encoder: XMLEncoder = XMLEncoder(),
    decoder: XMLDecoder = XMLDecoder.underTest()
) throws -> T {
    let data = try encoder.encode(value, root: root)
    _ = try ParsedElement.parse(data)
    return try decoder.decode(T.self, from: data)
}

/// Expects `body` to throw `EncodingError.invalidValue` at `path` whose message contains every
/// string of `message`.
func expectEncodingError(
    path: [String], _ message: [String], sourceLocation: SourceLocation = #_sourceLocation,
    _ body: () throws -> Void
) {
    do {
        try body()
        Issue.record("no error", sourceLocation: sourceLocation)
    } catch EncodingError.invalidValue(_, let context) {
        #expect(context.codingPath.map(\.stringValue) == path, sourceLocation: sourceLocation)
        for part in message {
            #expect(
                context.debugDescription.contains(part), "\(context.debugDescription)", sourceLocation: sourceLocation)
        }
    } catch {
        Issue.record("unexpected \(error)", sourceLocation: sourceLocation)
    }
}
