// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

// The Swift side of a shape model, decided before any source is written: which elements get a
// type, each type's name, each property's name, key and type. SwiftWriter only prints the plan.

/// A stored property of a generated struct.
struct PropertyPlan {
    /// The Swift name, escaped when it is a keyword.
    let name: String
    /// The `CodingKeys` raw value: `"@lat"` for an attribute, `""` for the text, the element's
    /// name as written for a child.
    let key: String
    let type: String
}

/// A generated struct, and for mixed content its run enum.
struct TypePlan {
    let element: ElementShape
    let name: String
    let properties: [PropertyPlan]
    /// For mixed content: the run enum's name and cases (case name, key, associated type).
    let runs: (name: String, cases: [PropertyPlan])?
}

/// Names and types for every element of a shape model.
struct ModelPlan {
    let shape: ModelShape
    private(set) var types: [TypePlan] = []
    private var typeNames: [String: String] = [:]
    /// Properties that would make a struct contain itself: written as arrays.
    private var recursive: Set<[String]> = []

    /// The date strategy of the models' coders: `.iso8601` or `.rfc2822`; nil without dates.
    /// A decoder has one: when both kinds occur, RFC 2822 values stay strings.
    let dateStrategy: String?

    init(shape: ModelShape, rootTypeName: String?) {
        self.shape = shape
        let scalars = Set(
            shape.elements.flatMap { element in
                element.attributes.map(\.type)
                    + { if case .text(let type, _) = element.content { [type] } else { [] } }()
            })
        dateStrategy = scalars.contains(.date) ? ".iso8601" : scalars.contains(.rfc2822Date) ? ".rfc2822" : nil
        var scope = NameScope(reserved: Naming.reservedTypeNames)
        let typed = shape.elements.filter { Self.hasType($0, root: shape.root) }
        // The root chooses first, then unprefixed names: `<image>` is `Image` beside `<itunes:image>`.
        let root = typed.filter { $0.name == shape.root }
        let others = typed.filter { $0.name != shape.root }
        for element in root + others.filter({ !$0.name.contains(":") }) + others.filter({ $0.name.contains(":") }) {
            if element.name == shape.root, let rootTypeName {
                // The name the user chose is theirs, even one that hides another type.
                typeNames[element.name] = scope.claim(rootTypeName, reserved: false)
                continue
            }
            let preferred = Naming.typeName(Naming.localName(element.name))
            typeNames[element.name] = scope.claim(
                preferred, alternatives: [Naming.typeName(element.name), preferred + "Element"])
        }
        var runNames: [String: String] = [:]
        for element in typed where element.content == .mixed {
            runNames[element.name] = scope.claim((typeNames[element.name] ?? "") + "Run")
        }
        recursive = findRecursion()
        types = typed.map { element in
            let runs = runNames[element.name].map { (name: $0, cases: runCases(of: element)) }
            return TypePlan(
                element: element, name: typeNames[element.name] ?? "", properties: properties(of: element), runs: runs)
        }
    }

    /// The root type's name.
    var rootTypeName: String { typeNames[shape.root] ?? "" }

    /// Every element that is not a single value gets a struct, except a list wrapper (its
    /// property is the list); the root always gets one, to have a type to decode.
    private static func hasType(_ element: ElementShape, root: String) -> Bool {
        element.listItem == nil && (!element.isScalar || element.name == root)
    }

    private func isRoot(_ element: ElementShape) -> Bool { element.name == shape.root }

    private func properties(of element: ElementShape) -> [PropertyPlan] {
        var scope = NameScope()
        // Children claim their names first, unprefixed ones before prefixed ones: `<item>` is
        // `item` beside `<a:item>` (`aItem`), and an attribute `item` becomes `itemAttribute`.
        let members = element.content == .mixed ? [] : element.children
        let names = claim(members.map(\.name), in: &scope)
        let children = members.map { child in
            PropertyPlan(name: names[child.name] ?? "", key: child.name, type: type(of: child, in: element))
        }
        var attributes: [PropertyPlan] = []
        for attribute in element.attributes {
            let local = Naming.propertyName(Naming.localName(attribute.name))
            let name = scope.claim(local, alternatives: [Naming.propertyName(attribute.name), local + "Attribute"])
            attributes.append(
                PropertyPlan(
                    name: Naming.escaped(name), key: "@" + attribute.name,
                    type: swiftName(of: attribute.type) + (attribute.isOptional ? "?" : "")))
        }
        var text: [PropertyPlan] = []
        switch element.content {
        case .text(let type, let isOptional):
            let optional = isOptional || !element.children.isEmpty
            text.append(
                PropertyPlan(
                    name: scope.claim("value", alternatives: ["text"]), key: "",
                    type: swiftName(of: type) + (optional ? "?" : "")))
        case .empty where isRoot(element) && element.isScalar:
            text.append(PropertyPlan(name: scope.claim("value"), key: "", type: "String"))
        case .mixed:
            text.append(
                PropertyPlan(
                    name: scope.claim("content", alternatives: ["runs"]), key: "",
                    type: "[\(typeNames[element.name] ?? "")Run]"))
        case .empty:
            break
        }
        return attributes + children + text
    }

    private func runCases(of element: ElementShape) -> [PropertyPlan] {
        var scope = NameScope()
        let text = PropertyPlan(name: scope.claim("text"), key: "", type: "String")
        let names = claim(element.children.map(\.name), in: &scope)
        return [text]
            + element.children.map { child in
                PropertyPlan(name: names[child.name] ?? "", key: child.name, type: valueType(of: child.name))
            }
    }

    /// Property or case names for element names, escaped: the local name in lowerCamelCase,
    /// else with the prefix, else with `Element`; unprefixed names choose first.
    private func claim(_ elementNames: [String], in scope: inout NameScope) -> [String: String] {
        var names: [String: String] = [:]
        for name in elementNames.filter({ !$0.contains(":") }) + elementNames.filter({ $0.contains(":") }) {
            let local = Naming.propertyName(Naming.localName(name))
            names[name] = Naming.escaped(
                scope.claim(local, alternatives: [Naming.propertyName(name), local + "Element"]))
        }
        return names
    }

    /// The property type of `child` in `parent`: the element's value type, in an array when it
    /// repeats (or would contain its parent), optional when it can be absent, nil or empty.
    private func type(of child: ChildShape, in parent: ElementShape) -> String {
        guard let element = shape.element(child.name) else { return "String" }
        let value = valueType(of: child.name)
        if child.maxOccurs == nil || recursive.contains([parent.name, child.name]) { return "[\(value)]" }
        // A wrapper that is absent somewhere is an optional list: nil writes no wrapper, `[]` an
        // empty one, as the samples have them.
        if element.listItem != nil { return child.minOccurs == 0 || child.isNillable ? value + "?" : value }
        var optional = child.minOccurs == 0 || child.isNillable
        switch element.content {
        case .empty, .text(_, isOptional: true):
            // A single value that is empty somewhere: `nil` for an empty `<x/>` (`""` for a string).
            if element.isScalar { optional = true }
        case .text, .mixed:
            break
        }
        return optional ? value + "?" : value
    }

    /// The type one occurrence of an element reads as: its struct, the list it wraps, or its
    /// text's scalar type (`String` when it never has text).
    private func valueType(of name: String) -> String {
        guard let element = shape.element(name) else { return "String" }
        if let item = element.listItem { return "[\(valueType(of: item))]" }
        if let type = typeNames[name] { return type }
        if case .text(let type, _) = element.content { return swiftName(of: type) }
        return "String"
    }

    /// A scalar type in Swift: an RFC 2822 date is a `String` beside ISO 8601 dates.
    private func swiftName(of type: ScalarType) -> String {
        type == .rfc2822Date && dateStrategy != ".rfc2822" ? "String" : type.swiftName
    }

    /// The (parent, child) pairs whose struct would contain itself, directly or through others
    /// held one at a time: Swift structs cannot, arrays can.
    private func findRecursion() -> Set<[String]> {
        var edges: [String: [String]] = [:]
        var cut: Set<[String]> = []
        func reaches(_ from: String, _ to: String) -> Bool {
            var seen: Set<String> = [from]
            var stack = [from]
            while let next = stack.popLast() {
                if next == to { return true }
                for target in edges[next, default: []] where seen.insert(target).inserted { stack.append(target) }
            }
            return false
        }
        for element in shape.elements where typeNames[element.name] != nil && element.content != .mixed {
            for child in element.children where child.maxOccurs == 1 && typeNames[child.name] != nil {
                if reaches(child.name, element.name) {
                    cut.insert([element.name, child.name])
                } else {
                    edges[element.name, default: []].append(child.name)
                }
            }
        }
        return cut
    }
}
