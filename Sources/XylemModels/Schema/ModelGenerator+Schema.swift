// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Xylem

/// The schemas a generator has read, and the source written from them.
struct SchemaInput: Sendable {
    var schemas = SchemaSet()
    var names: [String] = []
    var source: String?
}

extension ModelGenerator {
    /// Adds XML Schemas (files whose root is `xs:schema`), each with every schema it includes,
    /// imports or redefines through a local `schemaLocation`; the models are then written from
    /// the schemas rather than from samples. `source()` writes a root type for each global
    /// element (or each of `options.elements`, and each root of `options.elementTypes`, read
    /// as a global type), with its `rootElement`, `makeDecoder()` and `makeEncoder()`. A
    /// `schemaLocation` URL is read from `options.catalog`, never fetched.
    ///
    /// - throws: `SchemaError` for a file that is not a readable schema, a URL location the
    ///   catalog does not map, a reference to a component no schema defines, an element name
    ///   in `options.elements` that no schema declares, or a type in `options.elementTypes` that
    ///   none defines (`.noSuchType`).
    ///
    /// All of `urls` are read before the models are written, so a schema may refer to a
    /// component of another one given beside it (`add(schemasAt: [url])` for one schema).
    public mutating func add(schemasAt urls: [URL]) throws {
        var input = schemaInput ?? SchemaInput()
        input.schemas.catalog = options.catalog
        for url in urls {
            try input.schemas.load(url, parser: options.parser)
            input.names.append(url.lastPathComponent)
        }
        input.source = try Self.schemaSource(input.schemas, names: input.names, options: options)
        schemaInput = input
    }

    /// True when `url` is an XML Schema: its root element is `xs:schema` (any prefix).
    public static func isSchema(at url: URL) -> Bool {
        guard let data = try? Data(contentsOf: url) else { return false }
        // Read as the loader reads it: a DOCTYPE's entities (XML Signature's schema) applied.
        let tree: XMLTree
        if let expanded = try? SchemaDTD.expanded(data, path: url.path), let read = try? XMLTree(string: expanded) {
            tree = read
        } else if let read = try? XMLTree(data: data) {
            tree = read
        } else {
            return false
        }
        return SchemaSet.localName(tree.root.name) == "schema"
            && SchemaSet.namespace(of: tree.root.name, at: tree.root) == xsdNamespace
    }

    private static func schemaSource(_ schemas: SchemaSet, names: [String], options: Options) throws -> String {
        let resolver = try SchemaResolver(schemas: schemas)
        let mains = Set(schemas.mainDocuments.map(\.path))
        let declared = schemas.elementOrder.filter { name in
            guard let component = schemas.elements[name] else { return false }
            return component.node.attribute("abstract").map(SchemaResolver.isTrue) != true
        }
        var roots: [QName] = []
        if options.elements.isEmpty && options.elementTypes.isEmpty {
            roots = declared.filter { schemas.elements[$0].map { mains.contains($0.document.url.path) } ?? false }
            // A driver schema (IP-XACT's index.xsd) only includes the ones that declare the
            // elements: an empty file would look like success.
            if roots.isEmpty && !declared.isEmpty {
                throw SchemaError.noRootElement(files: names, available: declared.map(\.local))
            }
        } else {
            for wanted in options.elements {
                let matches = declared.filter { name in
                    wanted == name.local || wanted == name.description
                        || (schemas.prefixes[name.namespace].map { "\($0):\(name.local)" } == wanted)
                }
                guard !matches.isEmpty else {
                    // First the elements of the local name asked for, spelled as they match (a
                    // prefix of the documents, `bpmn:definitions`, is not the schema's), then the
                    // files' own: a list cut after 20 names must show those.
                    let start = wanted.lastIndex { $0 == ":" || $0 == "}" }.map { wanted.index(after: $0) }
                    let local = String(wanted[(start ?? wanted.startIndex)...])
                    let isMain = { (name: QName) in
                        schemas.elements[name].map { mains.contains($0.document.url.path) } ?? false
                    }
                    let others = declared.filter { $0.local != local }
                    throw SchemaError.noSuchElement(
                        wanted,
                        available: declared.filter { $0.local == local }.map(\.description)
                            + others.filter(isMain).map(\.local) + others.filter { !isMain($0) }.map(\.local))
                }
                roots += matches.filter { !roots.contains($0) }
            }
        }
        var typedRoots: [(element: QName, type: QName)] = []
        for (element, type) in options.elementTypes.sorted(by: { $0.key < $1.key }) {
            let name = try elementName(element, in: schemas)
            if schemas.elements[name] != nil {
                throw SchemaError.invalid(
                    "", line: 0,
                    "\(name) is a global element: name it without a type (--element \(element)); "
                        + "NAME=TYPE is for a root element the schemas do not declare")
            }
            typedRoots.append((name, try typeName(type, in: schemas)))
        }
        let plan = try SchemaPlanner(resolver: resolver, roots: roots, typedRoots: typedRoots)
        var notes: [String] = []
        let ignored = schemas.ignored.union(resolver.ignoredXSD11).sorted()
        if !ignored.isEmpty {
            notes.append(
                "XSD 1.1 constructs read and ignored (the models do not check them): \(ignored.joined(separator: ", "))."
            )
        }
        if !schemas.missingLocations.isEmpty {
            notes.append(
                "schemaLocation naming no file, skipped as XML Schema allows: "
                    + schemas.missingLocations.joined(separator: ", ") + ".")
        }
        return SchemaWriter.source(plan: plan, options: options, schemaNames: names, notes: notes)
    }

    /// An undeclared root element's name: `{namespace}local`, `prefix:local` (a prefix the
    /// schemas declare), or `local` in no namespace.
    private static func elementName(_ text: String, in schemas: SchemaSet) throws -> QName {
        if let name = expanded(text) { return name }
        guard let colon = text.firstIndex(of: ":") else { return QName(namespace: "", local: text) }
        let prefix = String(text[..<colon])
        guard let uri = schemas.prefixes.first(where: { $0.value == prefix })?.key else {
            throw SchemaError.invalid(
                "", line: 0, "\(text): no schema declares the prefix \(prefix); write the name as {namespace}local")
        }
        return QName(namespace: uri, local: String(text[text.index(after: colon)...]))
    }

    /// A global type by `{namespace}local`, `prefix:local`, or a local name that one type has.
    private static func typeName(_ text: String, in schemas: SchemaSet) throws -> QName {
        let types = Array(schemas.complexTypes.keys) + Array(schemas.simpleTypes.keys)
        let matches = types.filter { name in
            text == name.local || text == name.description
                || schemas.prefixes[name.namespace].map { "\($0):\(name.local)" } == text
        }
        guard matches.count == 1 else {
            let names = (matches.isEmpty ? types : matches).map(\.description).sorted()
            throw SchemaError.noSuchType(text, available: names, ambiguous: matches.count > 1)
        }
        return matches[0]
    }

    /// `{namespace}local` as a name; nil for another spelling.
    private static func expanded(_ text: String) -> QName? {
        guard text.hasPrefix("{"), let close = text.firstIndex(of: "}") else { return nil }
        return QName(
            namespace: String(text[text.index(after: text.startIndex) ..< close]),
            local: String(text[text.index(after: close)...]))
    }
}
