// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Xylem

// Schema documents read as trees (XMLTree), with every `include`, `import` and `redefine` they
// name followed through local files. A `schemaLocation` that is a URL is never fetched: the
// catalog maps it to a local copy, or loading stops with an error that names it.

/// The XML Schema namespace, which the reader recognises whatever prefix a schema gives it.
let xsdNamespace = "http://www.w3.org/2001/XMLSchema"
/// The namespace of `xml:lang`, `xml:space` and their kin, bound to `xml` in every document.
let xmlNamespace = "http://www.w3.org/XML/1998/namespace"
let xsiNamespace = "http://www.w3.org/2001/XMLSchema-instance"

/// A name in a namespace: XML Schema's components are named so (`""` is no namespace).
struct QName: Hashable, Sendable, CustomStringConvertible {
    let namespace: String
    let local: String

    var description: String { namespace.isEmpty ? local : "{\(namespace)}\(local)" }
}

/// One schema document: its tree and the settings its declarations inherit.
struct SchemaDocument: Sendable {
    let url: URL
    let root: XMLTree.Node
    /// The target namespace of its components; an included schema without one takes its includer's.
    let targetNamespace: String
    let elementsQualified: Bool
    let attributesQualified: Bool
}

/// A global declaration or definition, with the document it is in.
struct Component: Sendable {
    let node: XMLTree.Node
    let document: SchemaDocument
}

/// Every schema document reachable from the files given, and their global components by name.
struct SchemaSet: Sendable {
    private(set) var documents: [SchemaDocument] = []
    private(set) var elements: [QName: Component] = [:]
    private(set) var elementOrder: [QName] = []
    private(set) var complexTypes: [QName: Component] = [:]
    private(set) var simpleTypes: [QName: Component] = [:]
    private(set) var groups: [QName: Component] = [:]
    private(set) var attributeGroups: [QName: Component] = [:]
    private(set) var attributes: [QName: Component] = [:]
    /// Components that a `redefine` replaced: what its own name means inside the new definition.
    private(set) var redefined: [QName: Component] = [:]
    /// XSD 1.1 constructs the models do not express (assertions, alternatives, open content).
    private(set) var ignored: Set<String> = []
    /// Schema locations that name no file: skipped, as XML Schema allows (§4.2.1, §4.2.6.2).
    private(set) var missingLocations: [String] = []
    /// Namespace prefixes the schema documents declare, by URI (the first declaration wins).
    private(set) var prefixes: [String: String] = [:]
    /// The files given, in order: their global elements are the roots by default.
    private(set) var mainDocuments: [URL] = []

    private var loaded: [String: Set<String>] = [:]

    /// Where `schemaLocation` URLs are read from instead of the network.
    var catalog = XMLCatalog()

    /// Reads the schema at `url` and every schema it includes, imports or redefines.
    mutating func load(_ url: URL, parser: XMLDecoder.Parser) throws {
        mainDocuments.append(url.standardizedFileURL)
        try load(url.standardizedFileURL, chameleonNamespace: nil, parser: parser, from: nil)
    }

    private mutating func load(_ url: URL, chameleonNamespace: String?, parser: XMLDecoder.Parser, from: URL?) throws {
        // A document included without a namespace of its own is loaded once per includer's namespace.
        let key = url.path
        let variant = chameleonNamespace ?? "\u{0}"
        if loaded[key]?.contains(variant) == true { return }
        loaded[key, default: []].insert(variant)
        let tree: XMLTree
        do {
            let data = try Data(contentsOf: url)
            if let expanded = try SchemaDTD.expanded(data, path: url.path) {
                tree = try XMLTree(string: expanded, parser: parser)
            } else {
                tree = try XMLTree(data: data, parser: parser)
            }
        } catch let error as SchemaError {
            throw error
        } catch {
            throw SchemaError.unreadable(url.path, from: from?.path, reason: "\(error)")
        }
        let root = tree.root
        guard Self.localName(root.name) == "schema", Self.namespace(of: root.name, at: root) == xsdNamespace else {
            throw SchemaError.notASchema(url.path, root: root.name)
        }
        let declared = root.attribute("targetNamespace")
        let document = SchemaDocument(
            url: url, root: root, targetNamespace: declared ?? chameleonNamespace ?? "",
            elementsQualified: root.attribute("elementFormDefault") == "qualified",
            attributesQualified: root.attribute("attributeFormDefault") == "qualified")
        documents.append(document)
        for (name, value) in root.attributes where name.hasPrefix("xmlns:") && prefixes[value] == nil {
            prefixes[value] = String(name.dropFirst(6))
        }
        for child in root.children where Self.isIncluded(child) {
            let kind = Self.localName(child.name)
            switch kind {
            case "include", "redefine", "override":
                guard let location = child.attribute("schemaLocation") else {
                    throw SchemaError.invalid(url.path, line: child.line, "<\(child.name)> without schemaLocation")
                }
                let target = try resolve(location, relativeTo: url, line: child.line)
                if skipMissing(target, location: location, in: url, line: child.line) { continue }
                try load(target, chameleonNamespace: document.targetNamespace, parser: parser, from: url)
                if kind == "redefine" {
                    for definition in child.children { register(definition, in: document, redefining: true) }
                } else if kind == "override" {
                    // XSD 1.1: each child replaces the component of that kind and name in the schemas
                    // it overrides (a child that replaces nothing is left out).
                    for definition in child.children { register(definition, in: document, overriding: true) }
                }
            case "import":
                // An import without a location names a namespace the documents define elsewhere:
                // its components are found if some other document loads them, else reported when used.
                guard let location = child.attribute("schemaLocation") else { continue }
                // The XML namespace's attributes (xml:lang, xml:space, …) are known without its schema.
                if child.attribute("namespace") == xmlNamespace && catalog.resolve(location) == nil
                    && location.contains("://")
                {
                    continue
                }
                let target = try resolve(location, relativeTo: url, line: child.line)
                if skipMissing(target, location: location, in: url, line: child.line) { continue }
                try load(target, chameleonNamespace: nil, parser: parser, from: url)
            default:
                register(child, in: document)
            }
        }
    }

    /// XSD 1.1's conditional inclusion (`vc:minVersion`, `vc:maxVersion`): whether a top-level
    /// component is for a processor of version 1.1, `minVersion` ≤ 1.1 < `maxVersion` (a value that
    /// is no decimal includes it). Conditions on nested elements are not read.
    static func isIncluded(_ node: XMLTree.Node) -> Bool {
        let versioning = "http://www.w3.org/2007/XMLSchema-versioning"
        var minimum: Decimal?
        var maximum: Decimal?
        for (name, value) in node.attributes {
            guard let colon = name.firstIndex(of: ":"),
                namespaceURI(prefix: String(name[..<colon]), at: node) == versioning
            else { continue }
            let number = Decimal(string: value.trimmingCharacters(in: .whitespaces), locale: nil)
            switch name[name.index(after: colon)...] {
            case "minVersion": minimum = number
            case "maxVersion": maximum = number
            default: break
            }
        }
        let version = Decimal(string: "1.1", locale: nil) ?? 1
        return (minimum.map { $0 <= version } ?? true) && (maximum.map { version < $0 } ?? true)
    }

    /// Whether `target` names no file: an `include`, `redefine` or `import` whose location does not resolve is
    /// not an error in XML Schema, only a document less; the output notes it, and a component the
    /// models need from it is reported as not found.
    private mutating func skipMissing(_ target: URL, location: String, in url: URL, line: Int) -> Bool {
        guard !FileManager.default.fileExists(atPath: target.path) else { return false }
        missingLocations.append("\(url.lastPathComponent):\(line): \(location)")
        return true
    }

    /// A local file for a `schemaLocation`: the catalog's copy of a URL, or a path relative to the schema.
    private func resolve(_ location: String, relativeTo url: URL, line: Int) throws -> URL {
        if let mapped = catalog.resolve(location) {
            guard mapped.isFileURL else {
                throw SchemaError.remoteLocation(mapped.absoluteString, in: url.path, line: line)
            }
            return mapped.standardizedFileURL
        }
        if let scheme = URL(string: location)?.scheme?.lowercased(), scheme != "file", scheme.count > 1 {
            throw SchemaError.remoteLocation(location, in: url.path, line: line)
        }
        if location.hasPrefix("file:"), let fileURL = URL(string: location) { return fileURL.standardizedFileURL }
        let resolved = URL(fileURLWithPath: location, relativeTo: url.deletingLastPathComponent()).standardizedFileURL
        if let mapped = catalog.resolve(resolved.path), mapped.isFileURL { return mapped.standardizedFileURL }
        return resolved
    }

    private mutating func register(
        _ node: XMLTree.Node, in document: SchemaDocument, redefining: Bool = false, overriding: Bool = false
    ) {
        let kind = Self.localName(node.name)
        if kind == "defaultOpenContent" { ignored.insert(kind); return }
        guard let name = node.attribute("name") else { return }
        let qname = QName(namespace: document.targetNamespace, local: name)
        let component = Component(node: node, document: document)
        func put(_ table: inout [QName: Component]) {
            if overriding {
                if table[qname] != nil { table[qname] = component }
                return
            }
            if redefining, let original = table[qname] { redefined[qname] = original }
            // The first definition of a name wins: a document loaded twice defines it twice.
            if table[qname] == nil || redefining { table[qname] = component }
        }
        switch kind {
        case "element":
            if elements[qname] == nil { elementOrder.append(qname) }
            put(&elements)
        case "complexType": put(&complexTypes)
        case "simpleType": put(&simpleTypes)
        case "group": put(&groups)
        case "attributeGroup": put(&attributeGroups)
        case "attribute": put(&attributes)
        default: break
        }
    }

    mutating func noteIgnored(_ construct: String) { ignored.insert(construct) }

    // MARK: Names

    /// The local part of a name as written.
    static func localName(_ name: String) -> String {
        guard let colon = name.lastIndex(of: ":") else { return name }
        return String(name[name.index(after: colon)...])
    }

    /// The namespace URI bound to `prefix` where `node` is (`""` for the default namespace).
    static func namespaceURI(prefix: String, at node: XMLTree.Node) -> String? {
        if prefix == "xml" { return xmlNamespace }
        let attribute = prefix.isEmpty ? "xmlns" : "xmlns:" + prefix
        var current: XMLTree.Node? = node
        while let element = current {
            if let uri = element.attribute(attribute) { return uri }
            current = element.parent
        }
        return prefix.isEmpty ? "" : nil
    }

    /// The namespace of an element name as written at `node`.
    static func namespace(of name: String, at node: XMLTree.Node) -> String? {
        let prefix = name.firstIndex(of: ":").map { String(name[..<$0]) } ?? ""
        return namespaceURI(prefix: prefix, at: node)
    }

    /// A QName value (`type="tns:Item"`, `ref="xs:lang"`) resolved where it is written.
    static func qualified(_ value: String, at node: XMLTree.Node, document: SchemaDocument) throws -> QName {
        let trimmed = value.trimmingCharacters(in: .whitespacesAndNewlines)
        let prefix = trimmed.firstIndex(of: ":").map { String(trimmed[..<$0]) } ?? ""
        guard var uri = namespaceURI(prefix: prefix, at: node) else {
            throw SchemaError.invalid(
                document.url.path, line: node.line, "the prefix \"\(prefix)\" of \"\(trimmed)\" is not declared")
        }
        // An unprefixed reference in a chameleon include means the includer's namespace.
        if prefix.isEmpty && uri.isEmpty && document.root.attribute("targetNamespace") == nil {
            uri = document.targetNamespace
        }
        return QName(namespace: uri, local: localName(trimmed))
    }
}
