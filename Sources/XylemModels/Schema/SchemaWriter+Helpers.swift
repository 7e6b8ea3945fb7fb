// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation

// What the generated types share: the key for any name (with the resolution of an `xsi:type`
// value), the element of a nillable's nil and the reading of a nilled element, the reading of an
// element's `default` value, the enums over a type and the types derived from it that an
// instance's `xsi:type` picks among, the type of a nillable root, and the namespaces of the
// `xsi:type` values that the encoder declares.

extension SchemaWriter {
    /// A root type, whose `makeDecoder()` the helpers that read a value from text use.
    var rootTypeName: String? {
        plan.structs.first(where: { $0.rootElement != nil })?.name
            ?? plan.variants.first(where: { $0.rootElement != nil })?.name ?? plan.nillableRoots.first?.name
    }

    /// The helpers of the custom coding: a key for any name, and the element of a nillable's nil.
    mutating func writeHelpers() {
        let level = helperAccess
        if let anyKey = plan.anyKeyName {
            line("")
            line("/// Any element or attribute name as a key (the attributes of an `anyAttribute`).")
            line("\(level)struct \(anyKey): CodingKey {")
            line("let stringValue: String", 1)
            line("var intValue: Int? { nil }", 1)
            line("init(_ name: String) { stringValue = name }", 1)
            line("init?(stringValue: String) { self.stringValue = stringValue }", 1)
            line("init?(intValue: Int) { nil }", 1)
            if !plan.variants.isEmpty || plan.structs.contains(where: { $0.writtenType != nil }) {
                line("")
                line("/// An `xsi:type` value as `{namespace}local` (`local` in no namespace), its prefix", 1)
                line("/// resolved among the namespaces in scope at the element.", 1)
                line("static func typeName(_ value: String, in decoder: any Decoder) throws -> String {", 1)
                line("let name = value.trimmingCharacters(in: .whitespacesAndNewlines)", 2)
                line("let colon = name.firstIndex(of: \":\")", 2)
                line("let prefix = colon.map { String(name[..<$0]) } ?? \"\"", 2)
                line("let local = colon.map { String(name[name.index(after: $0)...]) } ?? name", 2)
                line("let scope = try XMLFragment(from: decoder).namespaces", 2)
                line("guard let uri = scope[prefix] ?? (prefix.isEmpty ? \"\" : nil) else {", 2)
                line("throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,", 3)
                line("debugDescription: \"The prefix of xsi:type \\\"\\(name)\\\" is not declared\"))", 4)
                line("}", 2)
                line("return uri.isEmpty ? local : \"{\\(uri)}\\(local)\"", 2)
                line("}", 1)
            }
            line("}")
        }
        if plan.usesDefaults, let root = rootTypeName {
            line("")
            line("extension KeyedDecodingContainer {")
            line(
                "/// A simple element's value; its schema's `default` (or `fixed`) value when it is there and empty.", 1
            )
            line(
                "\(level)func decode<T: Decodable>(_ type: T.Type, forKey key: Key, schemaDefault: String) throws -> T {",
                1)
            line(
                "guard try decode(String.self, forKey: key).isEmpty else { return try decode(T.self, forKey: key) }", 2)
            line("let text = schemaDefault.replacingOccurrences(of: \"&\", with: \"&amp;\")", 2)
            line(".replacingOccurrences(of: \"<\", with: \"&lt;\")", 3)
            line("return try \(root).makeDecoder().decode(T.self, from: \"<value>\\(text)</value>\")", 2)
            line("}", 1)
            line("")
            line(
                "/// An optional simple element's value; its schema's `default` (or `fixed`) value when it is there and empty.",
                1)
            line(
                "\(level)func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key, schemaDefault: String) throws -> T? {",
                1)
            line("guard contains(key) else { return nil }", 2)
            line("return try decode(T.self, forKey: key, schemaDefault: schemaDefault)", 2)
            line("}", 1)
            line("}")
        }
        if let indirect = plan.indirectName { writeIndirect(indirect) }
        if let nilled = plan.nilledName { writeNilled(nilled) }
        if let whitespace = plan.whitespaceName {
            line("")
            line("/// Thrown for a text item of whitespace in element-only content: its owner skips the item.")
            line("\(level)struct \(whitespace): Error {}")
        }
        if let typed = plan.typedValueName {
            let level = access  // a value the models hold: as visible as they are
            line("")
            line("/// The text of an element of any simple type, and the type its `xsi:type` names, if any.")
            line("\(level)struct \(typed): Codable, Equatable, Sendable {")
            line("\(level)var value: String", 1)
            line("\(level)var type: XMLQName?", 1)
            line("")
            line("enum CodingKeys: String, CodingKey {", 1)
            line("case value = \"\"", 2)
            line("case type = \"@xsi:type\"", 2)
            line("}", 1)
            line("")
            line("/// The text `value`, of the type `type` names (nil: the declared type).", 1)
            line("\(level)init(value: String, type: XMLQName? = nil) {", 1)
            line("self.value = value", 2)
            line("self.type = type", 2)
            line("}", 1)
            line("")
            line("\(level)init(from decoder: any Decoder) throws {", 1)
            line("let container = try decoder.container(keyedBy: CodingKeys.self)", 2)
            line("self.type = try container.decodeIfPresent(XMLQName.self, forKey: .type)", 2)
            line("self.value = try container.decodeIfPresent(String.self, forKey: .value) ?? \"\"", 2)
            line("}", 1)
            line("}")
        }
        if plan.usesUnionValue { writeUnionValue() }
        if let nilElement = plan.nilElementName {
            line("")
            line("/// A nillable element's `nil`: the element with `xsi:nil=\"true\"` and no content.")
            line("\(level)struct \(nilElement): Encodable {")
            line("func encode(to encoder: any Encoder) throws {", 1)
            line("var container = encoder.container(keyedBy: \(plan.anyKeyName ?? "SchemaAnyKey").self)", 2)
            line("try container.encode(\"true\", forKey: \(plan.anyKeyName ?? "SchemaAnyKey")(\"@xsi:nil\"))", 2)
            line("}", 1)
            line("")
            // The encoder's nil strategy stays `.omit`: an optional element the schema does not
            // declare nillable is left out when nil, and only a nillable one is written nilled.
            line("/// A nillable element's value, or the element with `xsi:nil=\"true\"` for nil.", 1)
            line("struct Or<Value: Encodable>: Encodable {", 1)
            line("let value: Value?", 2)
            line("")
            line("func encode(to encoder: any Encoder) throws {", 2)
            line("if let value { try value.encode(to: encoder) } else { try \(nilElement)().encode(to: encoder) }", 3)
            line("}", 2)
            line("}", 1)
            line("}")
        }
    }

    /// The reading of an element the schema declares nillable where it is `xsi:nil`: the core
    /// reads such an element as nil for an optional, whatever attributes it has, and a nilled
    /// element may have some of its type's; these would be lost, so they are an error.
    mutating func writeNilled(_ name: String) {
        let level = access
        line("")
        line("/// Reads an element the schema declares nillable where it is `xsi:nil`.")
        line("\(level)enum \(name) {")
        line("/// The element's name as `{namespace}local` (`local` in no namespace) when it is `xsi:nil`,", 1)
        line("/// else nil. Attributes of its own beside `xsi:` ones would be lost with its value: an error.", 1)
        line("static func name(of decoder: any Decoder) throws -> String? {", 1)
        line("guard try decoder.singleValueContainer().decodeNil() else { return nil }  // has content", 2)
        line("let element = try XMLFragment(from: decoder)", 2)
        line("let scope = element.namespaces", 2)
        line("var nilled = false", 2)
        line("var others: [String] = []", 2)
        line("for (name, value) in element.node.attributes where name != \"xmlns\" && !name.hasPrefix(\"xmlns:\") {", 2)
        line("let colon = name.firstIndex(of: \":\")", 3)
        line("let local = colon.map { String(name[name.index(after: $0)...]) } ?? name", 3)
        line("if let colon, scope[String(name[..<colon])] == \"http://www.w3.org/2001/XMLSchema-instance\" {", 3)
        line("let flag = value.trimmingCharacters(in: .whitespacesAndNewlines)", 4)
        line("if local == \"nil\" { nilled = flag == \"true\" || flag == \"1\" }", 4)
        line("} else {", 3)
        line("others.append(name)", 4)
        line("}", 3)
        line("}", 2)
        line("guard nilled else { return nil }", 2)
        line("guard others.isEmpty else {", 2)
        line("throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription:", 3)
        line(
            "\"<\\(element.name)> is xsi:nil and has the attributes \\(others.sorted()), which its nil value would lose\"))",
            4)
        line("}", 2)
        line("return expandedName(of: element)", 2)
        line("}", 1)
        line("")
        if plan.structs.contains(where: \.holdsNil) { writeValueless() }
        line("/// A nillable element read where it may be `xsi:nil`: its value, or nil.", 1)
        line("struct Item<Value: Decodable>: Decodable {", 1)
        line("let value: Value?", 2)
        line("")
        line("init(from decoder: any Decoder) throws {", 2)
        line("value = try name(of: decoder) == nil ? Value(from: decoder) : nil", 3)
        line("}", 2)
        line("}", 1)
        line("")
        line("/// An element's name as `{namespace}local` (`local` in no namespace).", 1)
        line("static func expandedName(of element: XMLFragment) -> String {", 1)
        line("let colon = element.name.firstIndex(of: \":\")", 2)
        line("let prefix = colon.map { String(element.name[..<$0]) } ?? \"\"", 2)
        line("let local = colon.map { String(element.name[element.name.index(after: $0)...]) } ?? element.name", 2)
        line("let uri = element.namespaces[prefix] ?? \"\"", 2)
        line("return uri.isEmpty ? local : \"{\\(uri)}\\(local)\"", 2)
        line("}", 1)
        line("}")
    }

    /// The property wrapper of an optional struct held on the heap (SchemaPlanner's rule): an
    /// immutable box, replaced when the value is set, so the struct keeps value semantics and is
    /// `Sendable` as checked; nil takes no box. The keyed containers' overloads read and write
    /// the wrapped optional itself, as `decodeIfPresent`/`encodeIfPresent`: the coders never see
    /// the wrapper, and the synthesized coding picks them over the generic methods.
    mutating func writeIndirect(_ name: String) {
        let level = access
        line("")
        line("/// An optional value held on the heap: a struct stores one reference for it, so a type stays")
        line("/// small however deep the elements it can contain, and may contain itself. Still a value:")
        line("/// the box is never changed, setting the value stores a new one.")
        line("@propertyWrapper")
        line("\(level)struct \(name)<Wrapped: Sendable>: Sendable {")
        line("private final class Box: Sendable {", 1)
        line("let value: Wrapped", 2)
        line("init(_ value: Wrapped) { self.value = value }", 2)
        line("}", 1)
        line("")
        line("private var box: Box?", 1)
        line("")
        line("\(level)init(wrappedValue: Wrapped?) { box = wrappedValue.map(Box.init) }", 1)
        line("")
        line("\(level)var wrappedValue: Wrapped? {", 1)
        line("get { box?.value }", 2)
        line("set { box = newValue.map(Box.init) }", 2)
        line("}", 1)
        line("}")
        line("")
        line("extension \(name): Equatable where Wrapped: Equatable {")
        line("\(level)static func == (lhs: Self, rhs: Self) -> Bool {", 1)
        line("lhs.box === rhs.box || lhs.wrappedValue == rhs.wrappedValue", 2)
        line("}", 1)
        line("}")
        line("")
        // `print` and `dump` of a model show the value, not the box (`Optional(...)` or `nil`).
        line("extension \(name): CustomReflectable, CustomDebugStringConvertible {")
        line("\(level)var customMirror: Mirror { Mirror(reflecting: wrappedValue as Any) }", 1)
        line("\(level)var debugDescription: String { String(reflecting: wrappedValue) }", 1)
        line("}")
        line("")
        line("extension \(name): Codable where Wrapped: Codable {")
        line("\(level)init(from decoder: any Decoder) throws {", 1)
        line("self.init(wrappedValue: try Wrapped(from: decoder))", 2)
        line("}", 1)
        line("")
        line("\(level)func encode(to encoder: any Encoder) throws {", 1)
        line("try wrappedValue?.encode(to: encoder)", 2)
        line("}", 1)
        line("}")
        line("")
        line("extension KeyedDecodingContainer {")
        line("/// An optional element held on the heap: nil when absent, as `decodeIfPresent` reads it.", 1)
        line(
            "\(helperAccess)func decode<Wrapped: Decodable>(_ type: \(name)<Wrapped>.Type, forKey key: Key) throws -> \(name)<Wrapped> {",
            1)
        line("\(name)(wrappedValue: try decodeIfPresent(Wrapped.self, forKey: key))", 2)
        line("}", 1)
        line("}")
        line("")
        line("extension KeyedEncodingContainer {")
        line("/// An optional element held on the heap: written when present, as `encodeIfPresent` does.", 1)
        line(
            "\(helperAccess)mutating func encode<Wrapped: Encodable>(_ value: \(name)<Wrapped>, forKey key: Key) throws {",
            1)
        line("try encodeIfPresent(value.wrappedValue, forKey: key)", 2)
        line("}", 1)
        line("}")
    }

    /// A declared type and the types derived from it: the element's `xsi:type` picks the case
    /// (none: the declared type), and a derived type's case writes its `xsi:type` back.
    mutating func write(_ type: SchemaVariant) {
        let anyKey = plan.anyKeyName ?? "SchemaAnyKey"
        line("/// `\(type.base)` or a type derived from it, as the element's `xsi:type` names it.")
        line("\(access)indirect enum \(type.name): Codable, Equatable, Sendable {")
        for item in type.cases { line("case \(item.name)(\(item.type))", 1) }
        line("")
        line("\(access)init(from decoder: any Decoder) throws {", 1)
        line("let attributes = try decoder.container(keyedBy: \(anyKey).self)", 2)
        line("let written = try attributes.decodeIfPresent(String.self, forKey: \(anyKey)(\"@xsi:type\"))", 2)
        line("switch try written.map({ try \(anyKey).typeName($0, in: decoder) }) {", 2)
        for item in type.cases {
            let label =
                item.isDefault
                ? "nil, \(SwiftWriter.quoted(item.expandedName))" : SwiftWriter.quoted(item.expandedName)
            line("case \(label): self = .\(item.name)(try \(item.type)(from: decoder))", 2)
        }
        if !type.cases.contains(where: \.isDefault) {
            line("case nil:", 2)
            line("throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,", 3)
            line(
                "debugDescription: \"\(type.base) is abstract: the element needs an xsi:type naming a type derived from it\"))",
                4)
        }
        line("case let name?:", 2)
        line("throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,", 3)
        line("debugDescription: \"xsi:type \\(name) is not \(type.base) or a type the schema derives from it\"))", 4)
        line("}", 2)
        line("}", 1)
        line("")
        line("\(access)func encode(to encoder: any Encoder) throws {", 1)
        line("switch self {", 2)
        for item in type.cases {
            line("case .\(item.name)(let value):", 2)
            if let written = item.written {
                line("var attributes = encoder.container(keyedBy: \(anyKey).self)", 3)
                line("try attributes.encode(\(SwiftWriter.quoted(written)), forKey: \(anyKey)(\"@xsi:type\"))", 3)
            }
            line("try value.encode(to: encoder)", 3)
        }
        line("}", 2)
        line("}", 1)
        line("}")
    }

    /// A nillable root element's type: its value, or nil where the element is `xsi:nil`.
    mutating func write(_ type: SchemaNillableRoot) {
        doc(type.documentation ?? "The element `<\(type.rootElement)>`.", 0)
        line("\(access)struct \(type.name): Codable, Equatable, Sendable {")
        line("/// The element's value; nil where it is `xsi:nil` (the schema declares it nillable).", 1)
        line("\(access)var value: \(type.value)?", 1)
        line("")
        line("/// The element with `value`, or `xsi:nil` for nil.", 1)
        line("\(access)init(_ value: \(type.value)?) {", 1)
        line("self.value = value", 2)
        line("}", 1)
        line("")
        line("\(access)init(from decoder: any Decoder) throws {", 1)
        line(
            "value = try \(plan.nilledName ?? "SchemaNilled").name(of: decoder) == nil ? \(type.value)(from: decoder) : nil",
            2)
        line("}", 1)
        line("")
        line("\(access)func encode(to encoder: any Encoder) throws {", 1)
        line("try \(plan.nilElementName ?? "SchemaNilElement").Or(value: value).encode(to: encoder)", 2)
        line("}", 1)
        line("}")
    }

    /// The namespaces of the `xsi:type` values the encoder may write, declared on the root: a
    /// prefix that only a value uses is not declared by the names (XMLNamespaceStrategy.mapURIs).
    func typePrefixDeclarations() -> [String] {
        var declarations: [String: String] = [:]
        let written =
            plan.variants.flatMap { $0.cases.compactMap { item in item.written.map { ($0, item.expandedName) } } }
            + plan.structs.compactMap(\.writtenType)
        for (written, expandedName) in written {
            guard let colon = written.firstIndex(of: ":"), expandedName.hasPrefix("{"),
                let close = expandedName.firstIndex(of: "}")
            else { continue }
            let uri = String(expandedName[expandedName.index(after: expandedName.startIndex) ..< close])
            declarations["xmlns:" + written[..<colon]] = uri
        }
        guard !declarations.isEmpty else { return [] }
        let pairs = declarations.sorted { $0.key < $1.key }.map {
            "\(SwiftWriter.quoted($0.key)): \(SwiftWriter.quoted($0.value))"
        }
        return ["rootAttributes = [\(pairs.joined(separator: ", "))]"]
    }
}
