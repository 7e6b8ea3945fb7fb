// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Xylem

// From components to `ComplexModel`s and `Particle`s: references followed, groups expanded,
// derivations flattened (an extension is its base's attributes and content, then its own).

/// Resolves the types of a schema set, each once.
final class SchemaResolver {
    let schemas: SchemaSet
    private(set) var complexModels: [TypeKey: ComplexModel] = [:]
    /// Anonymous (and redefined-away) complex types, by key, with where they are.
    private(set) var anonymous: [TypeKey: (node: XMLTree.Node, document: SchemaDocument, hint: String)] = [:]
    private var resolving: Set<TypeKey> = []
    private var substitutes: [QName: [QName]] = [:]
    private var simpleDepth = 0

    static let anyType = QName(namespace: xsdNamespace, local: "anyType")

    init(schemas: SchemaSet) throws {
        self.schemas = schemas
        for name in schemas.elementOrder {
            guard let component = schemas.elements[name], let heads = component.node.attribute("substitutionGroup")
            else { continue }
            for head in heads.split(separator: " ") {
                let headName = try SchemaSet.qualified(String(head), at: component.node, document: component.document)
                substitutes[headName, default: []].append(name)
            }
        }
    }

    // MARK: Elements

    /// The particle for a global element where it is used: itself, or the choice of it and the
    /// members of its substitution group (abstract ones left out).
    func globalElementParticle(
        _ name: QName, occurs: Occurs, at node: XMLTree.Node, document: SchemaDocument
    ) throws -> Particle? {
        var members: [QName] = []
        var queue = [name]
        var seen: Set<QName> = []
        while let next = queue.popLast() {
            guard seen.insert(next).inserted else { continue }
            members.append(next)
            queue += (substitutes[next] ?? []).reversed()
        }
        var uses: [Particle] = []
        for member in members {
            guard let component = schemas.elements[member] else {
                throw SchemaError.unresolved(
                    kind: "element", name: member.description, in: document.url.path, line: node.line)
            }
            if component.node.attribute("abstract").map(Self.isTrue) == true { continue }
            uses.append(.element(try globalElement(member, occurs: members.count == 1 ? occurs : .once)))
        }
        if uses.isEmpty { return nil }
        if members.count == 1 { return uses[0] }
        return .choice(uses, occurs)
    }

    /// A global element's use, with these occurrences.
    func globalElement(_ name: QName, occurs: Occurs) throws -> ElementUse {
        guard let component = schemas.elements[name] else {
            throw SchemaError.unresolved(kind: "element", name: name.description, in: "", line: 0)
        }
        return ElementUse(
            name: name, type: try elementType(component.node, document: component.document, global: name),
            occurs: occurs, nillable: component.node.attribute("nillable").map(Self.isTrue) ?? false,
            defaultValue: component.node.attribute("default") ?? component.node.attribute("fixed"),
            documentation: Self.documentation(of: component.node))
    }

    /// The type of an element declaration: its `type`, its anonymous type, its substitution
    /// group head's type, or `anyType`.
    func elementType(_ node: XMLTree.Node, document: SchemaDocument, global: QName?) throws -> ValueType {
        if let type = node.attribute("type") {
            return try valueType(
                try SchemaSet.qualified(type, at: node, document: document), at: node, document: document)
        }
        if let complex = child(node, "complexType") {
            let key = TypeKey.anonymous(line: complex.line, column: complex.column, file: document.url.path)
            anonymous[key] = (complex, document, node.attribute("name") ?? "Element")
            return .complex(key)
        }
        if let simple = child(node, "simpleType") {
            var value = try simpleValue(simple, document: document)
            if value.enumeration != nil && value.enumName == nil { value.enumName = node.attribute("name") }
            return .simple(value)
        }
        if let global, let heads = node.attribute("substitutionGroup")?.split(separator: " ").first {
            let head = try SchemaSet.qualified(String(heads), at: node, document: document)
            if head != global, let component = schemas.elements[head] {
                return try elementType(component.node, document: component.document, global: head)
            }
        }
        return .complex(.named(Self.anyType))
    }

    /// The value type a type name stands for.
    func valueType(_ name: QName, at node: XMLTree.Node, document: SchemaDocument) throws -> ValueType {
        if name.namespace == xsdNamespace {
            if name.local == "anyType" { return .complex(.named(Self.anyType)) }
            return .simple(SimpleValue(builtin: name.local))
        }
        if schemas.complexTypes[name] != nil { return .complex(.named(name)) }
        if schemas.simpleTypes[name] != nil {
            return .simple(try simpleValue(named: name, at: node, document: document))
        }
        throw SchemaError.unresolved(kind: "type", name: name.description, in: document.url.path, line: node.line)
    }

    /// The value type of a global type the schemas define (a root element read as it).
    func globalType(_ name: QName) throws -> ValueType {
        if let component = schemas.complexTypes[name] ?? schemas.simpleTypes[name] {
            return try valueType(name, at: component.node, document: component.document)
        }
        throw SchemaError.unresolved(kind: "type", name: name.description, in: "", line: 0)
    }

    // MARK: Derived types

    /// The named complex types derived from each named complex type (directly), by extension or
    /// restriction of its complex or simple content.
    private lazy var derivations: [QName: [QName]] = {
        var result: [QName: [QName]] = [:]
        for (name, component) in schemas.complexTypes {
            guard
                let content = component.node.children.first(where: {
                    ["complexContent", "simpleContent"].contains(local($0))
                }),
                let derivation = content.children.first(where: { ["extension", "restriction"].contains(local($0)) }),
                let value = derivation.attribute("base"),
                let base = try? SchemaSet.qualified(value, at: derivation, document: component.document),
                base != name  // a redefine's type derives from its original
            else { continue }
            result[base, default: []].append(name)
        }
        return result
    }()

    /// The types an instance may name with `xsi:type` where `base` is declared: the named complex
    /// types derived from it, at any depth, that are not abstract, by namespace and name.
    func derivedTypes(of base: QName) -> [QName] {
        var found: Set<QName> = []
        var queue = derivations[base] ?? []
        while let next = queue.popLast() {
            guard next != base, found.insert(next).inserted else { continue }
            queue += derivations[next] ?? []
        }
        return found.filter { name in
            schemas.complexTypes[name]?.node.attribute("abstract").map(Self.isTrue) != true
        }.sorted { ($0.namespace, $0.local) < ($1.namespace, $1.local) }
    }

    /// Whether a named complex type is abstract (an instance must name a derived type).
    func isAbstract(_ name: QName) -> Bool {
        schemas.complexTypes[name]?.node.attribute("abstract").map(Self.isTrue) == true
    }

    // MARK: Complex types

    /// The complex type of `key`, resolved once.
    func complexModel(_ key: TypeKey) throws -> ComplexModel {
        if let model = complexModels[key] { return model }
        if case .named(let name) = key, name == Self.anyType {
            return ComplexModel(
                attributes: [], anyAttribute: true, content: .particle(.any(.once), mixed: true), nameHint: "anyType")
        }
        guard resolving.insert(key).inserted else {
            throw SchemaError.invalid("", line: 0, "the type \(key) derives from itself")
        }
        defer { resolving.remove(key) }
        let node: XMLTree.Node, document: SchemaDocument, hint: String
        switch key {
        case .named(let name):
            guard let component = schemas.complexTypes[name] else {
                throw SchemaError.unresolved(kind: "complex type", name: name.description, in: "", line: 0)
            }
            (node, document, hint) = (component.node, component.document, name.local)
        case .anonymous:
            guard let entry = anonymous[key] else { throw SchemaError.invalid("", line: 0, "unknown anonymous type") }
            (node, document, hint) = entry
        }
        var model = try complexModel(node, document: document, selfName: key)
        model.nameHint = hint
        complexModels[key] = model
        return model
    }

    private func complexModel(_ node: XMLTree.Node, document: SchemaDocument, selfName: TypeKey) throws -> ComplexModel
    {
        let documentation = Self.documentation(of: node)
        var mixed = node.attribute("mixed").map(Self.isTrue) ?? false
        noteXSD11(node)
        if let simple = child(node, "simpleContent"),
            let derivation = simple.children.first(where: { ["extension", "restriction"].contains(local($0)) })
        {
            let baseName = try base(of: derivation, document: document, selfName: selfName)
            var attributes: [AttributeUse] = [], anyAttribute = false, value = SimpleValue(builtin: "string")
            if let baseName {
                switch try valueType(baseName.name, at: derivation, document: document) {
                case .simple(let simple): value = simple
                case .complex(let baseKey):
                    let baseModel = try complexModel(baseName.redefined ?? baseKey)
                    attributes = baseModel.attributes
                    anyAttribute = baseModel.anyAttribute
                    if case .simple(let simple) = baseModel.content { value = simple }
                }
            }
            if local(derivation) == "restriction" {
                if let nested = child(derivation, "simpleType") { value = try simpleValue(nested, document: document) }
                value = try applyFacets(derivation, to: value, document: document)
            }
            let own = try withDefaultAttributes(attributeUses(derivation, document: document), of: node, document)
            return ComplexModel(
                attributes: merge(attributes, own.uses, prohibited: own.prohibited),
                anyAttribute: anyAttribute || own.any,
                content: .simple(value), documentation: documentation, nameHint: "")
        }
        if let complex = child(node, "complexContent"),
            let derivation = complex.children.first(where: { ["extension", "restriction"].contains(local($0)) })
        {
            if let value = complex.attribute("mixed") { mixed = Self.isTrue(value) }
            let baseName = try base(of: derivation, document: document, selfName: selfName)
            var baseModel = ComplexModel(attributes: [], anyAttribute: false, content: .empty, nameHint: "")
            if let baseName, baseName.name != Self.anyType {
                guard case .complex(let baseKey) = try valueType(baseName.name, at: derivation, document: document)
                else {
                    throw SchemaError.invalid(
                        document.url.path, line: derivation.line,
                        "complexContent derives from the simple type \(baseName.name)")
                }
                baseModel = try complexModel(baseName.redefined ?? baseKey)
            }
            let own = try withDefaultAttributes(attributeUses(derivation, document: document), of: node, document)
            let ownParticle = try contentParticle(derivation, document: document)
            let attributes = merge(baseModel.attributes, own.uses, prohibited: own.prohibited)
            let anyAttribute = own.any || (local(derivation) == "extension" && baseModel.anyAttribute)
            var content: ComplexModel.Content
            if local(derivation) == "extension" {
                switch baseModel.content {
                case .particle(let baseParticle, let baseMixed):
                    let joined = ownParticle.map { Particle.sequence([baseParticle, $0], .once) } ?? baseParticle
                    content = .particle(joined, mixed: mixed || baseMixed)
                case .simple(let value) where ownParticle == nil:
                    content = .simple(value)
                default:
                    content =
                        ownParticle.map { .particle($0, mixed: mixed) }
                        ?? (mixed ? .particle(.sequence([], .once), mixed: true) : .empty)
                }
            } else {
                content =
                    ownParticle.map { .particle($0, mixed: mixed) }
                    ?? (mixed ? .particle(.sequence([], .once), mixed: true) : .empty)
            }
            return ComplexModel(
                attributes: attributes, anyAttribute: anyAttribute, content: content,
                documentation: documentation, nameHint: "")
        }
        let own = try withDefaultAttributes(attributeUses(node, document: document), of: node, document)
        let particle = try contentParticle(node, document: document)
        let content: ComplexModel.Content =
            particle.map { .particle($0, mixed: mixed) }
            ?? (mixed ? .particle(.sequence([], .once), mixed: true) : .empty)
        return ComplexModel(
            attributes: own.uses, anyAttribute: own.any, content: content, documentation: documentation, nameHint: "")
    }

    /// The base of a derivation; when a `redefine` derives a type from itself, the original's key.
    private func base(
        of derivation: XMLTree.Node, document: SchemaDocument, selfName: TypeKey
    ) throws -> (name: QName, redefined: TypeKey?)? {
        guard let value = derivation.attribute("base") else { return nil }
        let name = try SchemaSet.qualified(value, at: derivation, document: document)
        if case .named(let own) = selfName, own == name, let original = schemas.redefined[name] {
            let key = TypeKey.anonymous(
                line: original.node.line, column: original.node.column, file: original.document.url.path)
            anonymous[key] = (original.node, original.document, name.local)
            return (name, key)
        }
        return (name, nil)
    }

    /// Attributes from `base` replaced or removed by the derivation's own.
    /// A complex type's own attributes and, where its schema document names `defaultAttributes`
    /// (XSD 1.1) and the type does not say `defaultAttributesApply="false"`, that group's.
    private func withDefaultAttributes(
        _ own: (uses: [AttributeUse], prohibited: Set<QName>, any: Bool), of node: XMLTree.Node,
        _ document: SchemaDocument
    ) throws -> (uses: [AttributeUse], prohibited: Set<QName>, any: Bool) {
        guard let group = document.root.attribute("defaultAttributes"),
            node.attribute("defaultAttributesApply").map(Self.isTrue) ?? true
        else { return own }
        let name = try SchemaSet.qualified(group, at: document.root, document: document)
        guard let component = schemas.attributeGroups[name] else {
            throw SchemaError.unresolved(
                kind: "attribute group", name: name.description, in: document.url.path, line: document.root.line)
        }
        let defaults = try attributeUses(component.node, document: component.document)
        let uses = defaults.uses.filter { use in !own.uses.contains { $0.name == use.name } } + own.uses
        return (uses, own.prohibited.union(defaults.prohibited), own.any || defaults.any)
    }

    private func merge(_ base: [AttributeUse], _ own: [AttributeUse], prohibited: Set<QName>) -> [AttributeUse] {
        var result = base.filter { attribute in
            !prohibited.contains(attribute.name) && !own.contains { $0.name == attribute.name }
        }
        result += own
        return result
    }

    /// The particle a complex type, extension or restriction holds directly (nil: none).
    private func contentParticle(_ node: XMLTree.Node, document: SchemaDocument) throws -> Particle? {
        for item in node.children where ["sequence", "choice", "all", "group"].contains(local(item)) {
            return try particle(item, document: document)
        }
        return nil
    }

    /// A particle node (`sequence`, `choice`, `all`, `group`, `element`, `any`); nil when it
    /// can never occur (`maxOccurs="0"`, an abstract element without substitutes).
    func particle(_ node: XMLTree.Node, document: SchemaDocument, groupStack: [QName] = []) throws -> Particle? {
        let occurs = try self.occurs(node, document: document)
        if occurs.max == 0 { return nil }
        switch local(node) {
        case "sequence", "choice", "all":
            var items: [Particle] = []
            for item in node.children {
                noteXSD11(item)
                if let particle = try particle(item, document: document, groupStack: groupStack) {
                    items.append(particle)
                }
            }
            switch local(node) {
            case "sequence": return .sequence(items, occurs)
            case "choice":
                return items.isEmpty ? (occurs.min == 0 ? nil : .sequence([], occurs)) : .choice(items, occurs)
            default: return .all(items, occurs)
            }
        case "group":
            guard let ref = node.attribute("ref") else { return try contentParticle(node, document: document) }
            let name = try SchemaSet.qualified(ref, at: node, document: document)
            var component = schemas.groups[name]
            // A group that a redefine refers to by its own name means the original.
            if groupStack.last == name, let original = schemas.redefined[name] { component = original }
            guard let component else {
                throw SchemaError.unresolved(
                    kind: "group", name: name.description, in: document.url.path, line: node.line)
            }
            guard groupStack.count < 64 else {
                throw SchemaError.invalid(document.url.path, line: node.line, "the group \(name) contains itself")
            }
            guard
                let body = component.node.children.first(where: { ["sequence", "choice", "all"].contains(local($0)) }),
                let inner = try particle(body, document: component.document, groupStack: groupStack + [name])
            else { return nil }
            // The group's own particle occurs once; the reference's occurrences apply around it.
            return occurs == .once ? inner : .sequence([inner], occurs)
        case "element":
            if let ref = node.attribute("ref") {
                let name = try SchemaSet.qualified(ref, at: node, document: document)
                return try globalElementParticle(name, occurs: occurs, at: node, document: document)
            }
            guard let name = node.attribute("name") else {
                throw SchemaError.invalid(document.url.path, line: node.line, "a local element without name or ref")
            }
            let qualified = node.attribute("form").map { $0 == "qualified" } ?? document.elementsQualified
            // XSD 1.1: a local declaration may name its namespace (in a restriction of a wildcard).
            let namespace = node.attribute("targetNamespace") ?? (qualified ? document.targetNamespace : "")
            return .element(
                ElementUse(
                    name: QName(namespace: namespace, local: name),
                    type: try elementType(node, document: document, global: nil), occurs: occurs,
                    nillable: node.attribute("nillable").map(Self.isTrue) ?? false,
                    defaultValue: node.attribute("default") ?? node.attribute("fixed"),
                    documentation: Self.documentation(of: node)))
        case "any":
            return try wildcard(node, occurs: occurs, document: document)
        default:
            return nil
        }
    }

    /// A wildcard: with `processContents` lax or strict, the global elements it allows read as
    /// their types (as a validator would), anything else as an `XMLFragment`; with `skip`
    /// (or more than 100 such elements) everything is a fragment.
    private func wildcard(_ node: XMLTree.Node, occurs: Occurs, document: SchemaDocument) throws -> Particle {
        guard node.attribute("processContents") != "skip" else { return .any(occurs) }
        let tokens = (node.attribute("namespace") ?? "##any").split(whereSeparator: \.isWhitespace).map(String.init)
        let target = document.targetNamespace
        func allows(_ namespace: String) -> Bool {
            tokens.contains { token in
                switch token {
                case "##any": return true
                case "##other": return namespace != target && !namespace.isEmpty
                case "##targetNamespace": return namespace == target
                case "##local": return namespace.isEmpty
                default: return namespace == token
                }
            }
        }
        let names = schemas.elementOrder.filter { name in
            allows(name.namespace) && schemas.elements[name]?.node.attribute("abstract").map(Self.isTrue) != true
        }
        guard !names.isEmpty, names.count <= 100 else { return .any(occurs) }
        let uses = try names.map { Particle.element(try globalElement($0, occurs: .once)) }
        return .choice(uses + [.any(.once)], occurs)
    }

    private func occurs(_ node: XMLTree.Node, document: SchemaDocument) throws -> Occurs {
        func number(_ name: String, _ fallback: Int) throws -> Int? {
            guard let text = node.attribute(name)?.trimmingCharacters(in: .whitespaces) else { return fallback }
            if text == "unbounded" { return nil }
            guard let value = Int(text), value >= 0 else {
                throw SchemaError.invalid(document.url.path, line: node.line, "\(name)=\"\(text)\" is not a count")
            }
            return value
        }
        return Occurs(min: try number("minOccurs", 1) ?? 0, max: try number("maxOccurs", 1))
    }

    // MARK: Attributes

    /// The attributes of the XML Schema instance namespace, declared by XML Schema itself.
    static let instanceAttributes: Set<String> = ["type", "nil", "schemaLocation", "noNamespaceSchemaLocation"]

    /// The attributes declared in `node` (directly and through attribute groups).
    private func attributeUses(
        _ node: XMLTree.Node, document: SchemaDocument, depth: Int = 0, expanding: Set<String> = []
    ) throws -> (uses: [AttributeUse], prohibited: Set<QName>, any: Bool) {
        var uses: [AttributeUse] = [], prohibited: Set<QName> = [], any = false
        for item in node.children {
            switch local(item) {
            case "attribute":
                let use = item.attribute("use") ?? "optional"
                var name: QName, value: SimpleValue, declaration = item, declarationDocument = document
                if let ref = item.attribute("ref") {
                    name = try SchemaSet.qualified(ref, at: item, document: document)
                    if let component = schemas.attributes[name] {
                        (declaration, declarationDocument) = (component.node, component.document)
                    } else if name.namespace == xsiNamespace, Self.instanceAttributes.contains(name.local) {
                        // xsi:type, xsi:nil and the location hints are XML Schema's own, built in:
                        // the decoder and encoder handle them (type dispatch, nil), not a property.
                        continue
                    } else if name.namespace != xmlNamespace {
                        throw SchemaError.unresolved(
                            kind: "attribute", name: name.description, in: document.url.path, line: item.line)
                    }
                } else {
                    guard let local = item.attribute("name") else { continue }
                    let qualified = item.attribute("form").map { $0 == "qualified" } ?? document.attributesQualified
                    name = QName(
                        namespace: item.attribute("targetNamespace") ?? (qualified ? document.targetNamespace : ""),
                        local: local)
                }
                if use == "prohibited" { prohibited.insert(name); continue }
                if let type = declaration.attribute("type") {
                    let typeName = try SchemaSet.qualified(type, at: declaration, document: declarationDocument)
                    guard
                        case .simple(let simple) = try valueType(
                            typeName, at: declaration, document: declarationDocument)
                    else {
                        throw SchemaError.invalid(
                            document.url.path, line: item.line, "the attribute \(name.local) has a complex type")
                    }
                    value = simple
                } else if let simple = child(declaration, "simpleType") {
                    value = try simpleValue(simple, document: declarationDocument)
                    if value.enumeration != nil && value.enumName == nil { value.enumName = name.local }
                } else {
                    value = SimpleValue(builtin: "string")
                }
                // A fixed or default value is written or not as the instance had it: optional.
                let optional = use != "required"
                uses.removeAll { $0.name == name }
                uses.append(AttributeUse(name: name, value: value, isOptional: optional))
            case "attributeGroup":
                guard let ref = item.attribute("ref") else { continue }
                let name = try SchemaSet.qualified(ref, at: item, document: document)
                var component = schemas.attributeGroups[name]
                // A redefined group that refers to its own name means the original, at any depth.
                if local(node) == "attributeGroup", node.attribute("name") == name.local,
                    node.parent.map({ local($0) == "redefine" }) == true,
                    let original = schemas.redefined[name]
                {
                    component = original
                }
                guard let component else {
                    throw SchemaError.unresolved(
                        kind: "attribute group", name: name.description, in: document.url.path, line: item.line)
                }
                // A group that contains itself (XSD 1.1 allows it) adds nothing the second time;
                // a definition is known by where it is (a redefine's original has the same name).
                let place = "\(component.document.url.path):\(component.node.line)"
                if expanding.contains(place) { continue }
                let inner = try attributeUses(
                    component.node, document: component.document, depth: depth + 1,
                    expanding: expanding.union([place]))
                for use in inner.uses { uses.removeAll { $0.name == use.name }; uses.append(use) }
                prohibited.formUnion(inner.prohibited)
                any = any || inner.any
            case "anyAttribute":
                any = true
            default:
                noteXSD11(item)
            }
        }
        return (uses, prohibited, any)
    }

    // MARK: Simple types

    func simpleValue(named name: QName, at node: XMLTree.Node, document: SchemaDocument) throws -> SimpleValue {
        if name.namespace == xsdNamespace { return SimpleValue(builtin: name.local) }
        guard let component = schemas.simpleTypes[name] else {
            throw SchemaError.unresolved(
                kind: "simple type", name: name.description, in: document.url.path, line: node.line)
        }
        var value = try simpleValue(component.node, document: component.document)
        if value.enumeration != nil && component.node.children.contains(where: { local($0) == "restriction" }) {
            value.enumName = name.local
        }
        return value
    }

    /// A `simpleType` node: its base built-in and facets.
    func simpleValue(_ node: XMLTree.Node, document: SchemaDocument) throws -> SimpleValue {
        simpleDepth += 1
        defer { simpleDepth -= 1 }
        guard simpleDepth < 64 else {
            throw SchemaError.invalid(document.url.path, line: node.line, "a simple type derives from itself")
        }
        if let list = child(node, "list") {
            // Items that are qualified names need their prefixes resolved, one by one.
            var item: SimpleValue?
            if let type = list.attribute("itemType") {
                item = try simpleValue(
                    named: SchemaSet.qualified(type, at: list, document: document), at: list, document: document)
            } else if let nested = child(list, "simpleType") {
                item = try simpleValue(nested, document: document)
            }
            var value = SimpleValue(builtin: "list")
            if let item, SchemaScalar.qualifiedNames.contains(item.builtin) { value.listItem = item.builtin }
            return value
        }
        if let union = child(node, "union") {
            // The members in order: a value is of the first one that accepts it.
            var members: [SimpleValue] = []
            for type in (union.attribute("memberTypes") ?? "").split(whereSeparator: \.isWhitespace) {
                members.append(
                    try simpleValue(
                        named: SchemaSet.qualified(String(type), at: union, document: document), at: union,
                        document: document))
            }
            for nested in union.children where local(nested) == "simpleType" {
                members.append(try simpleValue(nested, document: document))
            }
            var value = SimpleValue(builtin: "union")
            value.unionMembers = members.flatMap { $0.unionMembers ?? [$0.builtin] }
            return value
        }
        guard let restriction = child(node, "restriction") else { return SimpleValue(builtin: "string") }
        var value: SimpleValue
        if let base = restriction.attribute("base") {
            let name = try SchemaSet.qualified(base, at: restriction, document: document)
            if let own = node.attribute("name"), QName(namespace: document.targetNamespace, local: own) == name,
                let original = schemas.redefined[name]
            {
                value = try simpleValue(original.node, document: original.document)
            } else {
                value = try simpleValue(named: name, at: restriction, document: document)
            }
        } else if let nested = child(restriction, "simpleType") {
            value = try simpleValue(nested, document: document)
        } else {
            value = SimpleValue(builtin: "string")
        }
        value.enumName = nil
        return try applyFacets(restriction, to: value, document: document)
    }

    private func applyFacets(
        _ restriction: XMLTree.Node, to base: SimpleValue, document: SchemaDocument
    ) throws -> SimpleValue {
        var value = base
        var enumeration: [String] = []
        for facet in restriction.children {
            let text = facet.attribute("value")
            switch local(facet) {
            case "enumeration": enumeration.append(text ?? "")
            case "pattern": value.hasPattern = true
            case "minInclusive":
                value.lowerBound = text.flatMap { Decimal(string: $0) }.map { max($0, value.lowerBound ?? $0) }
            case "maxInclusive":
                value.upperBound = text.flatMap { Decimal(string: $0) }.map { min($0, value.upperBound ?? $0) }
            case "minExclusive":
                value.lowerBound = text.flatMap { Decimal(string: $0) }.map { max($0 + 1, value.lowerBound ?? $0 + 1) }
            case "maxExclusive":
                value.upperBound = text.flatMap { Decimal(string: $0) }.map { min($0 - 1, value.upperBound ?? $0 - 1) }
            case "totalDigits": value.totalDigits = text.flatMap { Int($0) }
            case "assertion", "assert", "explicitTimezone": noteXSD11(facet)
            default: break
            }
        }
        if !enumeration.isEmpty { value.enumeration = enumeration }
        return value
    }

    // MARK: Helpers

    private func child(_ node: XMLTree.Node, _ name: String) -> XMLTree.Node? {
        node.children.first { local($0) == name }
    }

    private func local(_ node: XMLTree.Node) -> String { SchemaSet.localName(node.name) }

    private(set) var ignoredXSD11: Set<String> = []

    private func noteXSD11(_ node: XMLTree.Node) {
        let name = local(node)
        if ["assert", "assertion", "alternative", "openContent", "explicitTimezone"].contains(name) {
            ignoredXSD11.insert(name)
        }
    }

    static func isTrue(_ value: String) -> Bool { value == "true" || value == "1" }

    /// The first `xs:documentation` of a component, its whitespace collapsed.
    static func documentation(of node: XMLTree.Node) -> String? {
        guard let annotation = node.children.first(where: { SchemaSet.localName($0.name) == "annotation" }),
            let documentation = annotation.children.first(where: { SchemaSet.localName($0.name) == "documentation" })
        else { return nil }
        let text = documentation.innerText.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        return text.isEmpty ? nil : text
    }
}
