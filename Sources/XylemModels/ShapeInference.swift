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

    private var elements: [String: Element] = [:]
    private var order: [String] = []
    private(set) var root: String?
    private(set) var namespaces: [String: String] = [:]
    private var preservesWhitespace = false

    /// Adds an element and everything below it. `isRoot`: it is a sample's root (or a record),
    /// whose name every sample must share.
    mutating func add(_ node: XMLTree.Node, isRoot: Bool) throws(ModelGenerationError) {
        if isRoot {
            if let root, root != node.name { throw .differentRoots(root, node.name) }
            root = node.name
        }
        add(node, isTop: true)
    }

    /// Adds the namespace declarations of the elements around a record (its ancestors hold
    /// their attributes while it is read), the nearest first, as the record's own.
    mutating func addDeclarations(around node: XMLTree.Node) {
        var ancestor = node.parent
        while let element = ancestor {
            for (name, value) in element.attributes where Self.isNamespaceDeclaration(name) && namespaces[name] == nil {
                namespaces[name] = value
            }
            ancestor = element.parent
        }
    }

    /// Adds `node` and its children; returns whether `node` is `xsi:nil`, which its parent records.
    @discardableResult
    private mutating func add(_ node: XMLTree.Node, isTop: Bool = false) -> Bool {
        let name = node.name
        // Taken out while it changes, so that its dictionaries are not copied on each element.
        var element = elements.removeValue(forKey: name) ?? Element()
        if element.occurrences == 0 { order.append(name) }
        element.occurrences += 1
        var isNil = false
        for (attribute, value) in node.attributes {
            if Self.isNamespaceDeclaration(attribute) {
                // A default namespace declared below the root is not the root's to write.
                if namespaces[attribute] == nil && (isTop || attribute != "xmlns") { namespaces[attribute] = value }
                continue
            }
            if Self.isNil(attribute, value) { isNil = true; continue }
            if !preservesWhitespace {
                preservesWhitespace = (attribute == "xml:space" && value == "preserve") || Self.hasEdgeWhitespace(value)
            }
            element.attributes[attribute, default: Attribute()].add(value)
        }
        var counts: [String: Int] = [:]
        var children: [XMLTree.Node] = []
        var hasText = false
        for item in node.content {
            switch item {
            case .element(let child):
                children.append(child)
                counts[child.name, default: 0] += 1
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
            guard let count = counts.removeValue(forKey: child.name) else { continue }
            if element.children[child.name] == nil { element.childOrder.append(child.name) }
            element.children[child.name, default: Child()].add(count: count)
        }
        elements[name] = element
        for child in children where add(child) {
            elements[name]?.children[child.name]?.isNillable = true
        }
        return isNil
    }

    /// The shape model of everything added: occurrences become optionality and repetition,
    /// value evidence becomes types, and elements that only wrap a list are marked as such.
    func shape() throws(ModelGenerationError) -> ModelShape {
        guard let root else { throw .noSamples }
        var shapes = order.map { name in shape(of: name, elements[name] ?? Element()) }
        // An element repeated anywhere cannot be a wrapper: a list of lists has no hint.
        let repeated = Set(elements.values.flatMap { $0.children.filter { $0.value.maxCount > 1 }.keys })
        for index in shapes.indices where shapes[index].name != root && !repeated.contains(shapes[index].name) {
            shapes[index].listItem = listItem(of: shapes[index])
        }
        let used = Set(shapes.flatMap { [$0.name] + $0.attributes.map(\.name) }.compactMap(Self.prefix))
        return ModelShape(root: root, elements: shapes,
                          namespaces: namespaces.filter { $0.key == "xmlns" || used.contains(String($0.key.dropFirst(6))) },
                          preservesWhitespace: preservesWhitespace)
    }

    private func shape(of name: String, _ element: Element) -> ElementShape {
        let attributes = element.attributes.keys.sorted().map { key in
            let attribute = element.attributes[key] ?? Attribute()
            // An empty attribute read as nil would not be written back: keep such values strings.
            let type = attribute.values.empties > 0 ? ScalarType.string : Self.type(named: key, attribute.values.type)
            return AttributeShape(name: key, type: type, isOptional: attribute.occurrences < element.occurrences)
        }
        let children = element.childOrder.map { child in
            let stats = element.children[child] ?? Child()
            return ChildShape(name: child, minOccurs: stats.parents < element.occurrences ? 0 : 1,
                              maxOccurs: stats.maxCount > 1 ? nil : 1, isNillable: stats.isNillable)
        }
        let content: ElementShape.Content
        if element.isMixed {
            content = .mixed
        } else if element.text.values == 0 {
            content = .empty
        } else {
            content = .text(Self.type(named: name, element.text.type), isOptional: element.text.empties > 0)
        }
        return ElementShape(name: name, attributes: attributes, children: children, content: content)
    }

    /// The item name when `shape` only wraps a list: no attributes or text, children of one
    /// other name, and evidence that they are a list (they repeat, or some wrapper is empty, or
    /// the wrapper is named as their plural: `items`, `Lines`, `stationList`).
    private func listItem(of shape: ElementShape) -> String? {
        guard shape.attributes.isEmpty, shape.content == .empty, shape.children.count == 1,
              let item = shape.children.first, item.name != shape.name else { return nil }
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

    private static func prefix(_ name: String) -> String? {
        guard let colon = name.firstIndex(of: ":") else { return nil }
        return String(name[..<colon])
    }
}

/// Why models cannot be generated from the samples given.
public enum ModelGenerationError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No sample was added.
    case noSamples
    /// Two samples have different root elements: one model set has one root type.
    case differentRoots(String, String)
    /// `--records PATH` matched no element of the file.
    case noRecords(path: String)

    /// The message, with what to do about it.
    public var description: String {
        switch self {
        case .noSamples:
            return "No samples: give at least one XML document (or records) to generate models from"
        case .differentRoots(let first, let second):
            return "The samples have different root elements, <\(first)> and <\(second)>: generate models for each root separately"
        case .noRecords(let path):
            return "Nothing matches \(path): no record to generate models from"
        }
    }
}
