// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation

// The Swift side of a resolved schema, decided before any source is written: a struct per root
// element and per complex type the roots reach, an enum per enumeration, and for each struct its
// properties (attributes, then elements in `xs:sequence` order, or the text) or, when its content
// is more than a sequence of distinct elements (a choice, a repeated group, a wildcard, mixed
// content, a substitution group), `content`: its children in document order, each a case of an
// enum with one case per element name.

/// Names and Swift types for the roots of a resolved schema set.
struct SchemaPlanner {
    private let resolver: SchemaResolver
    private(set) var structs: [SchemaStruct] = []
    private(set) var enums: [SchemaEnum] = []
    private(set) var variants: [SchemaVariant] = []
    private(set) var nillableRoots: [SchemaNillableRoot] = []
    /// Prefixes of the namespaces the keys use, by URI.
    private(set) var prefixes: [String: String] = [:]
    private(set) var usesHexData = false
    /// The helper names the structs with custom coding use: a key for any name, an `xsi:nil` element.
    private(set) var anyKeyName: String?
    private(set) var nilElementName: String?
    /// The helper that reads an element the schema declares nillable where it is `xsi:nil` (a
    /// nillable root, a content item); set with `nilElementName`, the helper that writes it so.
    private(set) var nilledName: String?
    /// The error a content enum without text throws for a text item of whitespace, which its
    /// owner skips.
    private(set) var whitespaceName: String?
    /// Whether an element's `default` value is read (the decoding helper is written).
    private(set) var usesDefaults = false
    /// The property wrapper that holds an optional struct on the heap, when a property is held so.
    private(set) var indirectName: String?
    /// Whether a union's value may be a QName (`SchemaUnionValue`, written with the helpers).
    private(set) var usesUnionValue = false
    /// The helper that holds the value of an `xs:anySimpleType` element and its `xsi:type`.
    private(set) var typedValueName: String?

    private var scope = NameScope(reserved: Naming.reservedTypeNames.union(Self.foundationNames))
    private var structNames: [TypeKey: String] = [:]
    private var variantNames: [QName: String] = [:]
    private var enumNames: [String: String] = [:]
    private var queue: [(key: TypeKey, holdsNil: Bool)] = []
    /// The structs of types whose nillable elements keep their attributes when nilled.
    private var nilStructNames: [TypeKey: String] = [:]
    private let hexAsData: Bool

    /// Foundation and standard library names a generated type must not hide.
    static let foundationNames: Set<String> = [
        "Process", "Operation", "Unit", "CharacterSet", "Locale", "TimeZone", "Calendar", "Measurement", "Notification",
        "Thread", "Bundle", "Host", "Port", "Stream", "Timer", "Progress", "Int8", "Int16", "Int32", "Int64", "UInt8",
        "UInt16", "UInt32", "UInt64", "UInt", "Float", "XMLFragment", "Substring", "Range", "Collection", "Sequence",
        "Element", "Index", "Key", "Value", "Content", "Encodable", "Decodable", "NSObject", "Hasher", "Hashable",
        "Identifiable", "Comparable", "Mirror", "Expression", "Predicate", "Regex", "Duration", "Task", "Actor",
        "XMLDate", "XMLTime", "XMLDateTime", "XMLGregorian", "XMLDuration", "XMLQName", "XMLQNameList", "XMLDecimal",
        SchemaScalar.unionValueName,
    ]

    /// `typedRoots`: root elements no global element declares, each read as a global type.
    init(resolver: SchemaResolver, roots: [QName], typedRoots: [(element: QName, type: QName)] = []) throws {
        self.resolver = resolver
        hexAsData = !Self.uses(resolver, "base64Binary")
        var rootJobs: [(QName, String, ElementUse)] = []
        for root in roots {
            let use = try resolver.globalElement(root, occurs: .once)
            rootJobs.append(
                (
                    root,
                    scope.claim(Naming.typeName(root.local), alternatives: [Naming.typeName(root.local) + "Element"]),
                    use
                ))
        }
        // Typed roots' names are claimed with the others', before any type's.
        let typedJobs = typedRoots.map { root in
            (
                root,
                scope.claim(
                    Naming.typeName(root.element.local), alternatives: [Naming.typeName(root.element.local) + "Element"]
                )
            )
        }
        for (root, name, use) in rootJobs {
            // A root whose declared type has derived types: the enum over them, as a property's.
            if case .complex(.named(let type)) = use.type, type != SchemaResolver.anyType {
                let derived = resolver.derivedTypes(of: type)
                if !derived.isEmpty {
                    _ = try variant(type, derived: derived, named: name, root: key(root, attribute: false))
                    continue
                }
            }
            let model: ComplexModel
            switch use.type {
            case .complex(let key): model = try resolver.complexModel(key)
            case .simple(let value):
                model = ComplexModel(attributes: [], anyAttribute: false, content: .simple(value), nameHint: root.local)
            }
            let documentation = use.documentation ?? model.documentation
            var structName = name
            if use.nillable {
                // The root's type is a struct of its own; the root type holds it, or nil.
                structName = scope.claim(name + "Value", alternatives: [name + "Content"])
                nillableRoots.append(
                    SchemaNillableRoot(
                        name: name, value: structName, rootElement: key(root, attribute: false),
                        documentation: documentation))
                useNilled()
            }
            structs.append(
                try makeStruct(
                    name: structName, model: model, root: use.nillable ? nil : key(root, attribute: false),
                    documentation: documentation,
                    keepsType: use.type == .complex(.named(SchemaResolver.anyType)),
                    defaultValue: Self.defaultValue(use)))  // a simple root's, when it is empty
        }
        for (root, name) in typedJobs { try planTypedRoot(root.element, type: root.type, named: name) }
        while !queue.isEmpty {
            let (next, holdsNil) = queue.removeFirst()
            let model = try resolver.complexModel(next)
            var made = try makeStruct(
                name: (holdsNil ? nilStructNames[next] : structNames[next]) ?? "", model: model, root: nil,
                documentation: model.documentation, keepsType: next == .named(SchemaResolver.anyType),
                holdsNil: holdsNil)
            made.holdsNil = holdsNil
            structs.append(made)
        }
        holdOptionalStructsIndirectly()
        cutRecursion()
    }

    /// A root element the schemas do not declare, of a global type: a struct of the type with
    /// the root's element, which writes the `xsi:type` that makes the document valid; or, for a
    /// type with derived types, their enum, whose every case writes its `xsi:type`.
    private mutating func planTypedRoot(_ element: QName, type: QName, named name: String) throws {
        let root = key(element, attribute: false)
        useAnyKey()
        let valueType = try resolver.globalType(type)
        if case .complex(.named(let base)) = valueType, base != SchemaResolver.anyType {
            let derived = resolver.derivedTypes(of: base)
            if !derived.isEmpty {
                _ = try variant(base, derived: derived, named: name, root: root, writesDeclared: true)
                return
            }
        }
        let model: ComplexModel
        switch valueType {
        case .complex(let key): model = try resolver.complexModel(key)
        case .simple(let value):
            model = ComplexModel(attributes: [], anyAttribute: false, content: .simple(value), nameHint: type.local)
        }
        var made = try makeStruct(name: name, model: model, root: root, documentation: model.documentation)
        made.writtenType = (key(type, attribute: false), Self.expandedName(type))
        structs.append(made)
    }

    private static func uses(_ resolver: SchemaResolver, _ builtin: String) -> Bool {
        resolver.schemas.documents.contains { document in
            var stack = [document.root]
            while let node = stack.popLast() {
                if let type = node.attribute("type") ?? node.attribute("base") ?? node.attribute("itemType"),
                    SchemaSet.localName(type) == builtin
                {
                    return true
                }
                stack += node.children
            }
            return false
        }
    }

    // MARK: Structs

    /// `keepsType`: the struct of `xs:anyType`, whose instances name their type with `xsi:type`
    /// (`xsi:type="xs:int"` on an element of any type): it is kept as a property.
    /// `holdsNil`: the value is optional, nil where the element is `xsi:nil` (`holdsOwnNil`).
    private mutating func makeStruct(
        name: String, model: ComplexModel, root: String?, documentation: String?, keepsType: Bool = false,
        defaultValue: String? = nil, holdsNil: Bool = false
    ) throws -> SchemaStruct {
        var names = NameScope()
        var properties: [SchemaProperty] = []
        var elementProperties: [SchemaProperty] = []
        var content: (name: String, cases: [ContentCase])?
        switch model.content {
        case .empty:
            break
        case .simple(let value):
            elementProperties.append(
                SchemaProperty(
                    name: names.claim("value"), key: "", type: scalar(value, context: name) + (holdsNil ? "?" : ""),
                    documentation: holdsNil ? "The element's text; nil where it is `xsi:nil`." : nil,
                    role: defaultValue.map { .defaulted($0) } ?? .plain))
            if defaultValue != nil { usesDefaults = true }
            if root != nil && Self.isAnySimple(value) {
                useXSI()
                properties.append(Self.typeProperty(&names))
            }
        case .particle(let particle, let mixed):
            if !mixed, let flat = Self.flatten(particle, .once) {
                for (use, occurs) in flat {
                    if let type = try nilHoldingType(use) {
                        // Its type keeps the nilled element's attributes: no nil of its own here.
                        let property = Naming.escaped(
                            names.claim(
                                Naming.propertyName(use.name.local),
                                alternatives: [Naming.propertyName(use.name.local) + "Element"]))
                        let optional = !occurs.repeats && occurs.min == 0
                        elementProperties.append(
                            SchemaProperty(
                                name: property, key: key(use.name, attribute: false),
                                type: occurs.repeats ? "[\(type)]" : type + (optional ? "?" : ""),
                                documentation: use.documentation, role: optional ? .holdsNil : .plain))
                        continue
                    }
                    var type = try valueType(use, context: name)
                    if occurs.repeats {
                        type = "[\(type)\(use.nillable ? "?" : "")]"  // an item that is xsi:nil is nil
                    } else if occurs.min == 0 || use.nillable {
                        type += "?"
                    }
                    // Required and nillable: nil is the element with xsi:nil, which must be written.
                    let nillable = use.nillable && !occurs.repeats && occurs.min > 0
                    var role = nillable ? SchemaProperty.Role.nillable : .plain
                    if use.nillable && occurs.repeats { role = .nilItems }
                    if use.nillable && !occurs.repeats && occurs.min == 0 { role = .optionalNillable }
                    if role != .plain { useNilled() }
                    if let value = Self.defaultValue(use), !occurs.repeats, !nillable {
                        role = .defaulted(value)
                        usesDefaults = true
                    }
                    let property = Naming.escaped(
                        names.claim(
                            Naming.propertyName(use.name.local),
                            alternatives: [Naming.propertyName(use.name.local) + "Element"]))
                    elementProperties.append(
                        SchemaProperty(
                            name: property, key: key(use.name, attribute: false), type: type,
                            documentation: use.documentation, role: role))
                    if nillable { useNilElement() }
                }
            } else {
                var caseNames = NameScope()
                var cases: [ContentCase] = []
                if mixed { cases.append(ContentCase(name: caseNames.claim("text"), key: "", type: "String")) }
                // Element-only content skips a text item of whitespace (a leaf's indentation),
                // which the decoder keeps as it preserves strings' whitespace.
                if !mixed && whitespaceName == nil { whitespaceName = scope.claim("SchemaWhitespace") }
                var seen: Set<QName> = []
                for use in particle.elements where seen.insert(use.name).inserted {
                    if let type = try nilHoldingType(use) {
                        cases.append(
                            ContentCase(
                                name: Naming.escaped(caseNames.claim(Naming.propertyName(use.name.local))),
                                key: key(use.name, attribute: false), type: type,
                                expandedName: Self.expandedName(use.name), holdsNil: true))
                        continue
                    }
                    let type = try valueType(use, context: name) + (use.nillable ? "?" : "")
                    let defaultValue = use.nillable ? nil : Self.defaultValue(use)
                    if defaultValue != nil { usesDefaults = true }
                    if use.nillable { useNilled() }
                    cases.append(
                        ContentCase(
                            name: Naming.escaped(caseNames.claim(Naming.propertyName(use.name.local))),
                            key: key(use.name, attribute: false), type: type, defaultValue: defaultValue,
                            expandedName: Self.expandedName(use.name), nillable: use.nillable))
                }
                if particle.hasWildcard {
                    // An item that is xsi:nil may be the wildcard's: its name is read then.
                    if nilledName == nil { nilledName = scope.claim("SchemaNilled") }
                    cases.append(ContentCase(name: caseNames.claim("other"), key: nil, type: "XMLFragment"))
                }
                let enumName = scope.claim(name + "Content")
                content = (enumName, cases)
                elementProperties.append(
                    SchemaProperty(name: names.claim("content"), key: "", type: "[\(enumName)]", documentation: nil))
            }
        }
        for attribute in model.attributes {
            let local = Naming.propertyName(attribute.name.local)
            let property = Naming.escaped(names.claim(local, alternatives: [local + "Attribute"]))
            properties.append(
                SchemaProperty(
                    name: property, key: "@" + key(attribute.name, attribute: true),
                    type: scalar(attribute.value, context: name) + (attribute.isOptional ? "?" : ""), documentation: nil
                ))
        }
        if keepsType {
            useXSI()
            properties.append(Self.typeProperty(&names))
        }
        if model.anyAttribute {
            useAnyKey()
            properties.append(
                SchemaProperty(
                    name: names.claim("otherAttributes", alternatives: ["anyAttributes"]), key: "",
                    type: "[String: String]",
                    documentation:
                        "Attributes the schema's `anyAttribute` admits, by name (`\"p:name\"`, without `@`).",
                    role: .otherAttributes))
        }
        return SchemaStruct(
            name: name, rootElement: root, documentation: documentation, properties: properties + elementProperties,
            content: content)
    }

    /// The property that keeps an element's `xsi:type`, for the values whose type it names.
    private static func typeProperty(_ names: inout NameScope) -> SchemaProperty {
        SchemaProperty(
            name: names.claim("type", alternatives: ["xsiType"]), key: "@xsi:type", type: "XMLQName?",
            documentation: "The type the element's `xsi:type` names, if it names one.")
    }

    /// Whether a simple value is of any simple type (`xs:anySimpleType`, `xs:anyAtomicType`): an
    /// instance may name the type of its text with `xsi:type` (which identity constraints compare by).
    static func isAnySimple(_ value: SimpleValue) -> Bool {
        (value.builtin == "anySimpleType" || value.builtin == "anyAtomicType") && value.enumeration == nil
    }

    /// The `default` or `fixed` value of a simple element (a complex type's has none here).
    private static func defaultValue(_ use: ElementUse) -> String? {
        guard case .simple = use.type else { return nil }
        return use.defaultValue
    }

    private mutating func useAnyKey() {
        if anyKeyName == nil { anyKeyName = scope.claim("SchemaAnyKey") }
        useXSI()
    }

    /// `{namespace}local`, or `local` in no namespace.
    static func expandedName(_ name: QName) -> String {
        name.namespace.isEmpty ? name.local : "{\(name.namespace)}\(name.local)"
    }

    private mutating func useNilled() {
        if nilledName == nil { nilledName = scope.claim("SchemaNilled") }
        // What is read nilled is written nilled, through the element helper.
        useNilElement()
    }

    private mutating func useNilElement() {
        if nilElementName == nil { nilElementName = scope.claim("SchemaNilElement") }
        useAnyKey()
    }

    /// `xsi` stands for the instance namespace: `xsi:nil` is written, `xsi:` attributes are no
    /// schema's attributes (a wildcard's dictionary leaves them out).
    private mutating func useXSI() {
        prefixes[xsiNamespace] = "xsi"
    }

    /// The elements of a particle that is only sequences (and `all`, and choices of one item)
    /// of distinct element names, with their occurrences; nil for anything else.
    static func flatten(_ particle: Particle, _ outer: Occurs) -> [(ElementUse, Occurs)]? {
        var result: [(ElementUse, Occurs)] = []
        var names: Set<QName> = []
        func walk(_ particle: Particle, _ outer: Occurs) -> Bool {
            switch particle {
            case .element(let use):
                guard names.insert(use.name).inserted else { return false }
                result.append((use, outer.times(use.occurs)))
                return true
            case .sequence(let items, let occurs), .all(let items, let occurs):
                let total = outer.times(occurs)
                // Several items that repeat (here or through an enclosing group) interleave:
                // their order is kept only as ordered content.
                if total.repeats && items.count > 1 { return false }
                return items.allSatisfy { walk($0, total) }
            case .choice(let items, let occurs):
                guard items.count == 1 else { return false }
                return walk(items[0], outer.times(occurs))
            case .any:
                return false
            }
        }
        return walk(particle, outer) ? result : nil
    }

    /// The Swift type of one occurrence of an element: a struct, or the variant enum of a type
    /// that has derived types (an instance may name one with `xsi:type`).
    private mutating func valueType(_ use: ElementUse, context: String) throws -> String {
        switch use.type {
        case .simple(let value):
            if Self.isAnySimple(value) {
                if typedValueName == nil { typedValueName = scope.claim("SchemaTypedValue") }
                useXSI()
                return typedValueName!
            }
            return scalar(value, context: Naming.typeName(use.name.local))
        case .complex(let key):
            if case .named(let name) = key, name != SchemaResolver.anyType {
                let derived = resolver.derivedTypes(of: name)
                if !derived.isEmpty { return try variant(name, derived: derived) }
            }
            return try structType(key)
        }
    }

    /// The enum over a declared type (unless abstract) and the types derived from it.
    /// `named`, `root`: the name and element of a root element's enum. `writesDeclared`: the
    /// enum of a root no element declares, whose declared type's case writes `xsi:type` too (an
    /// enum of its own).
    private mutating func variant(
        _ base: QName, derived: [QName], named: String? = nil, root: String? = nil, writesDeclared: Bool = false
    ) throws -> String {
        if !writesDeclared, let name = variantNames[base] {
            if let root, let index = variants.firstIndex(where: { $0.name == name }) {
                variants[index].rootElement = root  // a property's enum already: it is the root's too
            }
            return name
        }
        let baseStruct = try structType(.named(base))
        let name = named ?? scope.claim("Any" + baseStruct, alternatives: [baseStruct + "Variant"])
        if !writesDeclared { variantNames[base] = name }
        useAnyKey()
        var caseNames = NameScope()
        var cases: [SchemaVariant.Case] = []
        for type in (resolver.isAbstract(base) ? [] : [base]) + derived {
            let swiftType = try structType(.named(type))
            cases.append(
                SchemaVariant.Case(
                    name: Naming.escaped(caseNames.claim(Naming.propertyName(swiftType))), type: swiftType,
                    expandedName: type.namespace.isEmpty ? type.local : "{\(type.namespace)}\(type.local)",
                    written: type == base && !writesDeclared ? nil : key(type, attribute: false),
                    writesDeclared: type == base && writesDeclared))
        }
        variants.append(SchemaVariant(name: name, base: baseStruct, cases: cases, rootElement: root))
        return name
    }

    /// For a nillable element whose type has attributes and simple content (and no derived
    /// types), the struct that keeps the attributes of the element where it is `xsi:nil`
    /// (`Nillable` and the type's name; its `value` is nil there); nil for any other element.
    /// A nilled element of element-only content with attributes stays an error (SchemaNilled).
    private mutating func nilHoldingType(_ use: ElementUse) throws -> String? {
        guard use.nillable, case .complex(let key) = use.type else { return nil }
        if case .named(let name) = key, name == SchemaResolver.anyType || !resolver.derivedTypes(of: name).isEmpty {
            return nil
        }
        let model = try resolver.complexModel(key)
        guard case .simple = model.content, !model.attributes.isEmpty, !model.anyAttribute else { return nil }
        useNilled()
        if let name = nilStructNames[key] { return name }
        let base = "Nillable" + baseName(key, model: model)
        let name = scope.claim(base, alternatives: [base + "Type"])
        nilStructNames[key] = name
        queue.append((key, true))
        return name
    }

    /// The struct of a complex type, named and queued for writing the first time.
    private mutating func structType(_ key: TypeKey) throws -> String {
        if let name = structNames[key] { return name }
        let base = baseName(key, model: try resolver.complexModel(key))
        let name = scope.claim(base, alternatives: [base + "Type"])
        structNames[key] = name
        queue.append((key, false))
        return name
    }

    /// The name a complex type's struct is claimed by: its own, or its element's for an anonymous one.
    private func baseName(_ key: TypeKey, model: ComplexModel) -> String {
        if key == .named(SchemaResolver.anyType) { return "AnyElement" }  // xs:anyType: text and any elements, in order
        if case .named(let name) = key { return Naming.typeName(name.local) }
        return Naming.typeName(model.nameHint)
    }

    /// The Swift type of a simple value: a generated enum for a string enumeration.
    private mutating func scalar(_ value: SimpleValue, context: String) -> String {
        guard SchemaScalar.isEnumeration(value), let values = value.enumeration else {
            let type = SchemaScalar.swiftType(value, hexAsData: hexAsData)
            if value.builtin == "hexBinary" && type == "Data" { usesHexData = true }
            if type == SchemaScalar.unionValueName { usesUnionValue = true }
            return type
        }
        let base = Naming.typeName(value.enumName ?? context + "Value")
        let signature = base + "\u{0}" + values.joined(separator: "\u{0}")
        if let name = enumNames[signature] { return name }
        let name = scope.claim(base, alternatives: [base + "Value"])
        enumNames[signature] = name
        var caseNames = NameScope()
        var cases: [(String, String)] = []
        for raw in values where !cases.contains(where: { $0.1 == raw }) {
            // `none` would read as `Optional.none` where the enum is optional.
            let named = raw.isEmpty ? "empty" : Naming.propertyName(raw)
            let preferred = named == "none" ? "noneValue" : named
            cases.append(
                (
                    Naming.escaped(
                        caseNames.claim(
                            preferred == "value" && !raw.lowercased().contains("value") ? "symbol" : preferred)), raw
                ))
        }
        enums.append(SchemaEnum(name: name, cases: cases))
        return name
    }

    // MARK: Names

    /// A name as a key: `prefix:local` for a name in a namespace, the local name in none.
    private mutating func key(_ name: QName, attribute: Bool) -> String {
        if name.namespace.isEmpty { return name.local }
        if name.namespace == xmlNamespace { return "xml:" + name.local }
        if name.namespace == xsiNamespace { return "xsi:" + name.local }
        if let prefix = prefixes[name.namespace] { return prefix + ":" + name.local }
        let taken = Set(prefixes.values).union(["xsi"])  // kept for the instance namespace
        var prefix = ""
        for candidate in [resolver.schemas.prefixes[name.namespace] ?? "", Self.prefix(for: name.namespace)]
        where !candidate.isEmpty && !candidate.lowercased().hasPrefix("xml") && !taken.contains(candidate)
            && Self.isNCName(candidate)
        {
            prefix = candidate
            break
        }
        if prefix.isEmpty {
            var number = 1
            while taken.contains("ns\(number)") { number += 1 }
            prefix = "ns\(number)"
        }
        prefixes[name.namespace] = prefix
        return prefix + ":" + name.local
    }

    /// A prefix from a namespace URI: its last word of letters (`…/GPX/1/1` → `gpx`,
    /// `urn:…:Invoice-2` → `invoice`), at most 12 of them.
    static func prefix(for uri: String) -> String {
        let parts = uri.split(whereSeparator: { ":/#.".contains($0) })
        for part in parts.reversed() {
            let letters = part.prefix { $0.isASCII && $0.isLetter }
            if letters.count >= 2 { return String(letters.prefix(12)).lowercased() }
        }
        return ""
    }

    private static func isNCName(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first.properties.isAlphabetic || first == "_" else { return false }
        return text.unicodeScalars.allSatisfy {
            $0.properties.isAlphabetic || $0.properties.numericType != nil || "_-.".unicodeScalars.contains($0)
        }
    }

    /// An optional property whose type is a generated struct is held on the heap (`@Indirect`):
    /// its struct stores one reference, absent or present, instead of the nested value and all of
    /// the nested value's own optional children. Inline, a type's size is the sum over everything
    /// it can contain: UBL's document types grow to tens of kilobytes and compiling their value
    /// witnesses exhausts memory. A required struct stays inline (it is in every value), and a
    /// struct may contain itself through an optional property.
    private mutating func holdOptionalStructsIndirectly() {
        let names = Set(structs.map(\.name))
        for s in structs.indices {
            for p in structs[s].properties.indices {
                let type = structs[s].properties[p].type
                guard type.hasSuffix("?"), names.contains(String(type.dropLast())) else { continue }
                structs[s].properties[p].indirect = true
                if indirectName == nil { indirectName = scope.claim("Indirect", alternatives: ["IndirectValue"]) }
            }
        }
    }

    /// A struct that would contain itself through single required properties (an optional one
    /// is held indirectly) holds an array at the edge that closes the cycle: Swift structs
    /// cannot contain themselves.
    private mutating func cutRecursion() {
        let names = Set(structs.map(\.name))
        var edges: [String: [String]] = [:]
        func reaches(_ from: String, _ to: String) -> Bool {
            var seen: Set<String> = [from]
            var stack = [from]
            while let next = stack.popLast() {
                if next == to { return true }
                for target in edges[next, default: []] where seen.insert(target).inserted { stack.append(target) }
            }
            return false
        }
        for s in structs.indices {
            for p in structs[s].properties.indices {
                let type = structs[s].properties[p].type
                let bare = type.hasSuffix("?") ? String(type.dropLast()) : type
                guard names.contains(bare), !structs[s].properties[p].indirect else { continue }
                if reaches(bare, structs[s].name) {
                    structs[s].properties[p].type = "[\(bare)]"
                } else {
                    edges[structs[s].name, default: []].append(bare)
                }
            }
        }
    }
}
