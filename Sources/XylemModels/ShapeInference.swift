// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Xylem

// Samples to a shape model. `ShapeInference` keeps, per element name, counts and value
// evidence of constant size, so that any number of samples and records (`--records` over a file
// of any size) is read in memory that grows with the number of distinct names, not of elements.

/// Evidence about every element name seen so far, gathered from tree nodes.
struct ShapeInference: Sendable {
    private struct Attribute: Sendable {
        var occurrences = 0
        var values = ScalarEvidence()

        mutating func add(_ value: String) {
            occurrences += 1
            values.add(value)
        }
    }

    private struct Child: Sendable {
        /// Occurrences of the parent that have this child.
        var parents = 0
        var maxCount = 0
        var isNillable = false

        /// One occurrence of the parent, with `count` of this child.
        mutating func add(count: Int) {
            parents += 1
            maxCount = max(maxCount, count)
        }
    }

    private struct Element: Sendable {
        var occurrences = 0
        var attributes: [String: Attribute] = [:]
        var children: [String: Child] = [:]
        var childOrder: [String] = []
        var text = ScalarEvidence()
        var isMixed = false
    }

    // Evidence is kept per element *key*: under `.mapURIs` (the default) the namespace URI
    // and local name (`{urn:kml}k`, or `k` in no namespace), so that prefixes do not matter
    // and each namespace survives; under `.stripPrefixes` the local name. `shape()` gives each
    // URI the prefix its names are written with.
    private var elements: [String: Element] = [:]
    private var order: [String] = []
    private(set) var root: String?
    /// The root's name as written, for messages.
    private var rootName: String?
    /// Every namespace URI of a name, in the order first seen, with the prefixes it was
    /// written with (`""` for a default namespace), in the order first seen.
    private var uris: [String: [String]] = [:]
    private var uriOrder: [String] = []
    private var preservesWhitespace = false
    private let stripsPrefixes: Bool

    init(namespaceStrategy: XMLNamespaceStrategy = .mapURIs([:])) {
        if case .stripPrefixes = namespaceStrategy { stripsPrefixes = true } else { stripsPrefixes = false }
    }

    /// Adds an element and everything below it. `isRoot`: it is a sample's root (or a record),
    /// whose name (namespace URI and local name) every sample must share. The namespaces in
    /// scope come from the element's ancestors (a record's are kept while it is read).
    mutating func add(_ node: XMLTree.Node, isRoot: Bool) throws(ModelGenerationError) {
        var scope: [String: String] = [:]
        var ancestors: [XMLTree.Node] = []
        var ancestor = node.parent
        while let element = ancestor { ancestors.append(element); ancestor = element.parent }
        for element in ancestors.reversed() { Self.declare(element, in: &scope) }
        if isRoot {
            var rootScope = scope
            Self.declare(node, in: &rootScope)
            let key = key(of: node.name, in: rootScope, isAttribute: false, note: false)
            if let root, root != key {
                let name = rootName ?? root
                throw name == node.name ? .differentRoots(root, key) : .differentRoots(name, node.name)
            }
            root = key
            rootName = node.name
        }
        add(node, scope: scope)
    }

    /// The namespace declarations of `node` added to `scope` (prefix, `""` for the default).
    private static func declare(_ node: XMLTree.Node, in scope: inout [String: String]) {
        for (attribute, value) in node.attributes where isNamespaceDeclaration(attribute) {
            scope[attribute == "xmlns" ? "" : String(attribute.dropFirst(6))] = value
        }
    }

    /// The evidence key of a name as written, in `scope`: `{uri}local`, or the local name in no
    /// namespace (an unprefixed attribute never has one). `xml:` names and prefixes that nothing
    /// declares stay as written.
    private mutating func key(
        of name: String, in scope: [String: String], isAttribute: Bool, note: Bool = true
    ) -> String {
        let colon = name.firstIndex(of: ":")
        if stripsPrefixes { return colon.map { String(name[name.index(after: $0)...]) } ?? name }
        let prefix = colon.map { String(name[..<$0]) } ?? ""
        if prefix.isEmpty && isAttribute || prefix == "xml" { return name }
        guard let uri = scope[prefix], !uri.isEmpty else { return name }
        if note {
            if uris[uri] == nil { uriOrder.append(uri) }
            if uris[uri]?.contains(prefix) != true { uris[uri, default: []].append(prefix) }
        }
        return "{" + uri + "}" + (colon.map { String(name[name.index(after: $0)...]) } ?? name)
    }

    /// Adds `node` and its children; returns whether `node` is `xsi:nil`, which its parent records.
    @discardableResult
    private mutating func add(_ node: XMLTree.Node, scope outer: [String: String]) -> Bool {
        var scope = outer
        Self.declare(node, in: &scope)
        let name = key(of: node.name, in: scope, isAttribute: false)
        // Taken out while it changes, so that its dictionaries are not copied on each element.
        var element = elements.removeValue(forKey: name) ?? Element()
        if element.occurrences == 0 { order.append(name) }
        element.occurrences += 1
        var isNil = false
        for (attribute, value) in node.attributes {
            if Self.isNamespaceDeclaration(attribute) { continue }
            if Self.isNil(attribute, value) { isNil = true; continue }
            if !preservesWhitespace {
                preservesWhitespace = (attribute == "xml:space" && value == "preserve") || Self.hasEdgeWhitespace(value)
            }
            element.attributes[key(of: attribute, in: scope, isAttribute: true), default: Attribute()].add(value)
        }
        var counts: [String: Int] = [:]
        var children: [(key: String, node: XMLTree.Node)] = []
        var hasText = false
        for item in node.content {
            switch item {
            case .element(let child):
                var childScope = scope
                Self.declare(child, in: &childScope)
                let childKey = key(of: child.name, in: childScope, isAttribute: false)
                children.append((childKey, child))
                counts[childKey, default: 0] += 1
            case .text:
                hasText = true
            }
        }
        if hasText && !children.isEmpty {
            element.isMixed = true
        } else if children.isEmpty {
            element.text.add(node.text)
        }
        for child in children {
            guard let count = counts.removeValue(forKey: child.key) else { continue }
            if element.children[child.key] == nil { element.childOrder.append(child.key) }
            element.children[child.key, default: Child()].add(count: count)
        }
        elements[name] = element
        for child in children where add(child.node, scope: scope) {
            elements[name]?.children[child.key]?.isNillable = true
        }
        return isNil
    }

    /// The shape model of everything added: occurrences become optionality and repetition,
    /// value evidence becomes types, and elements that only wrap a list are marked as such.
    func shape(preferredPrefixes: [String: String] = [:]) throws(ModelGenerationError) -> ModelShape {
        guard let root else { throw .noSamples }
        let prefixes = keyPrefixes(root: root, preferred: preferredPrefixes)
        let name = { (key: String) in Self.name(of: key, prefixes) }
        var shapes = order.map { key in shape(of: key, elements[key] ?? Element(), name) }
        // An element repeated anywhere cannot be a wrapper: a list of lists has no hint.
        let repeated = Set(elements.values.flatMap { $0.children.filter { $0.value.maxCount > 1 }.keys.map(name) })
        let rootName = name(root)
        for index in shapes.indices where shapes[index].name != rootName && !repeated.contains(shapes[index].name) {
            shapes[index].listItem = listItem(of: shapes[index])
        }
        var namespaces: [String: String] = [:]
        for (uri, prefix) in prefixes { namespaces[prefix.isEmpty ? "xmlns" : "xmlns:" + prefix] = uri }
        return ModelShape(
            root: rootName, elements: shapes, namespaces: namespaces, preservesWhitespace: preservesWhitespace)
    }

    /// The prefix each namespace URI's names are written with in the keys: the one the user
    /// prefers, else the first the samples use, else one made from the URI (`urn:kml`: `kml`),
    /// distinct for distinct URIs (`a`, `a2` for two samples that bind `a` to two URIs). The
    /// root's namespace has none (`""`: plain keys, declared `xmlns` on the root) when the
    /// samples only ever make it the default namespace and no name is in no namespace.
    private func keyPrefixes(root: String, preferred: [String: String]) -> [String: String] {
        var result: [String: String] = [:]
        var taken: Set<String> = ["xml", "xmlns"]
        let rootURI = Self.uri(of: root)
        let plainNames = elements.keys.contains { !$0.hasPrefix("{") && !$0.contains(":") }
        if let rootURI, preferred[rootURI] == nil, uris[rootURI] == [""], !plainNames { result[rootURI] = "" }
        let given = uriOrder.filter { preferred[$0] != nil }
        for uri in given + uriOrder.filter({ preferred[$0] == nil }) where result[uri] == nil {
            let wanted = preferred[uri] ?? uris[uri]?.first { !$0.isEmpty } ?? Self.prefix(madeFrom: uri)
            var candidate = wanted
            var number = 2
            while taken.contains(candidate) { candidate = wanted + "\(number)"; number += 1 }
            taken.insert(candidate)
            result[uri] = candidate
        }
        return result
    }

    /// The namespace URI of an evidence key, nil for a name in no namespace.
    private static func uri(of key: String) -> String? {
        guard key.hasPrefix("{"), let close = key.lastIndex(of: "}") else { return nil }
        return String(key[key.index(after: key.startIndex) ..< close])
    }

    /// An evidence key as the name the models use: `{urn:kml}k` is `kml:k`.
    private static func name(of key: String, _ prefixes: [String: String]) -> String {
        guard let uri = uri(of: key), let close = key.lastIndex(of: "}") else { return key }
        let local = String(key[key.index(after: close)...])
        let prefix = prefixes[uri] ?? ""
        return prefix.isEmpty ? local : prefix + ":" + local
    }

    /// A prefix for a namespace only ever declared as a default one: the URI's last word of
    /// letters that is not a scheme or host part (`http://www.opengis.net/kml/2.2`: `kml`).
    private static func prefix(madeFrom uri: String) -> String {
        let common: Set<String> = [
            "http", "https", "urn", "www", "com", "org", "net", "xmlns", "ns", "schemas", "schema",
        ]
        let words = uri.split(whereSeparator: { !$0.isASCII || !$0.isLetter }).map { $0.lowercased() }
        return words.last { $0.count >= 2 && $0.count <= 12 && !common.contains($0) } ?? "ns"
    }

    private func shape(of key: String, _ element: Element, _ name: (String) -> String) -> ElementShape {
        let attributes = element.attributes.keys.map { (key: $0, name: name($0)) }.sorted { $0.name < $1.name }.map {
            attributeKey in
            let attribute = element.attributes[attributeKey.key] ?? Attribute()
            // An empty attribute read as nil would not be written back: keep such values strings.
            let type =
                attribute.values.empties > 0
                ? ScalarType.string : Self.type(named: attributeKey.name, attribute.values.type)
            return AttributeShape(
                name: attributeKey.name, type: type, isOptional: attribute.occurrences < element.occurrences)
        }
        let children = element.childOrder.map { child in
            let stats = element.children[child] ?? Child()
            return ChildShape(
                name: name(child), minOccurs: stats.parents < element.occurrences ? 0 : 1,
                maxOccurs: stats.maxCount > 1 ? nil : 1, isNillable: stats.isNillable)
        }
        let content: ElementShape.Content
        if element.isMixed {
            content = .mixed
        } else if element.text.values == 0 {
            content = .empty
        } else {
            content = .text(Self.type(named: name(key), element.text.type), isOptional: element.text.empties > 0)
        }
        return ElementShape(name: name(key), attributes: attributes, children: children, content: content)
    }

    /// The item name when `shape` only wraps a list: no attributes or text, children of one
    /// other name, and evidence that they are a list (they repeat, or some wrapper is empty, or
    /// the wrapper is named as their plural: `items`, `Lines`, `stationList`).
    private func listItem(of shape: ElementShape) -> String? {
        guard shape.attributes.isEmpty, shape.content == .empty, shape.children.count == 1,
            let item = shape.children.first, item.name != shape.name
        else { return nil }
        let plural = [item.name + "s", item.name + "es", item.name + "List"].contains(shape.name)
        return item.maxOccurs == nil || item.minOccurs == 0 || plural ? item.name : nil
    }

    /// `type`, except that an identifier (a name whose last word is `id`: `sgId`, `ID`,
    /// `user_id`) is a `String` when its values look like numbers or Booleans: an identifier is
    /// a name, not a quantity, and the service's next answer may write it with a leading zero.
    private static func type(named name: String, _ type: ScalarType) -> ScalarType {
        switch type {
        case .int, .uint64, .double, .decimal, .bool:
            let last = Naming.words(Naming.localName(name)).last?.lowercased()
            return last == "id" || last == "ids" ? .string : type
        case .string, .date, .rfc2822Date, .url:
            return type
        }
    }

    /// Leading or trailing XML whitespace (space, tab, line feed, carriage return).
    private static func hasEdgeWhitespace(_ value: String) -> Bool {
        let space: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
        return value.utf8.first.map(space) == true || value.utf8.last.map(space) == true
    }

    private static func isNamespaceDeclaration(_ name: String) -> Bool {
        name == "xmlns" || name.hasPrefix("xmlns:")
    }

    /// `xsi:nil="true"` (any prefix: the decoder reads `nil` whatever prefix `xsi` has).
    private static func isNil(_ name: String, _ value: String) -> Bool {
        name.hasSuffix(":nil") && (value == "true" || value == "1")
    }

}

/// Why models cannot be generated from the samples given.
///
/// ```
/// do {
///     try await generator.add(.file(url), records: "feed/item")
/// } catch let error as ModelGenerationError where error.kind == .noRecords {
///     print(error)   // Nothing matches feed/item: no record to generate models from
/// }
/// ```
public struct ModelGenerationError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Why no models can be generated: an extensible set of static members, compared with `==` (new kinds may be
    /// added).
    public struct Kind: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
        /// The kind's name, such as `"noSamples"`.
        public let rawValue: String

        /// A kind by name (XylemModels' kinds are the static members).
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The kind's name.
        public var description: String { rawValue }

        /// No sample was added.
        public static let noSamples = Kind(rawValue: "noSamples")
        /// Two samples have different root elements, in `roots`: one model set has one root type.
        public static let differentRoots = Kind(rawValue: "differentRoots")
        /// The records' path, in `path`, matched no element of the file.
        public static let noRecords = Kind(rawValue: "noRecords")
    }

    /// Why no models can be generated; compare it with a static member of `Kind`.
    public let kind: Kind
    /// For `.differentRoots`: the two root elements (the earlier samples', then the new one's).
    /// Empty for the other kinds.
    public let roots: [String]
    /// For `.noRecords`: the records' path. Nil for the other kinds.
    public let path: String?

    private init(_ kind: Kind, roots: [String] = [], path: String? = nil) {
        self.kind = kind
        self.roots = roots
        self.path = path
    }

    /// No sample was added.
    package static var noSamples: ModelGenerationError { ModelGenerationError(.noSamples) }

    /// Samples with the roots `first` and `second`.
    package static func differentRoots(_ first: String, _ second: String) -> ModelGenerationError {
        ModelGenerationError(.differentRoots, roots: [first, second])
    }

    /// Nothing matches the records' `path`.
    package static func noRecords(path: String) -> ModelGenerationError {
        ModelGenerationError(.noRecords, path: path)
    }

    /// The message, with what to do about it.
    public var description: String {
        if kind == .differentRoots, roots.count == 2 {
            return
                "The samples have different root elements, <\(roots[0])> and <\(roots[1])>: generate models for each root separately"
        }
        if kind == .noRecords, let path { return "Nothing matches \(path): no record to generate models from" }
        return "No samples: give at least one XML document (or records) to generate models from"
    }
}

extension ModelGenerationError: LocalizedError {
    /// The message.
    public var errorDescription: String? { description }
}
