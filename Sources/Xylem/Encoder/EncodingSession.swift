// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// What one encode call (or one streaming writer) compiles from the encoder's options, and the
/// writer it fills. Shared by the `DocumentEncoder` of the call and its nested encoders.
final class EncodingSession {
    let options: EncodingOptions
    /// The element stack and bytes, touched for every value: unchecked, so that it pays no
    /// dynamic exclusivity check (as `DocumentDecoder`'s state; a session serves one encode
    /// call or one streaming writer, on one thread at a time).
    @exclusivity(unchecked) var writer: XMLWriter
    /// The open elements whose keys are sorted, and the choices of enums in list items, by
    /// element (DocumentEncoder+OpenElements.swift): the encoder's part of the open elements.
    @exclusivity(unchecked) var keyOrder = KeyOrder()
    @exclusivity(unchecked) var choices: [(serial: Int, choice: ItemChoice)] = []
    /// Set for `.fixedPattern` dates.
    let fixedDate: FixedDatePattern?
    /// Whether key strings are written as they are (no key conversion, no prefix stripping):
    /// then a name is only checked, never looked up.
    let writesKeysAsGiven: Bool
    let sortsKeys: Bool
    /// Whether a property's nil is left out (`.omit`, the default).
    let omitsNil: Bool
    /// Whether numbers are written without an exponent (`.plainDecimal`).
    let writesPlainDecimals: Bool
    /// One level of indentation when pretty printing, else nil.
    let indentUnit: [UInt8]?
    /// Converted and checked names by key string, when keys are converted.
    private var names: [String: String] = [:]
    /// What `kind(of:)` and `isEnum` answered for the last two types asked (see `TypeMemo`).
    @exclusivity(unchecked) private var kindMemo = TypeMemo<ValueKind>()
    @exclusivity(unchecked) private var enumMemo = TypeMemo<Bool>()
    /// The first error of a call that cannot throw (`container(keyedBy:)` where XML has no
    /// place for one), thrown by the next call that can.
    var failure: EncodingError?

    /// Compiles `options`; throws when the root attributes are not valid XML or contradict the
    /// namespace or nil strategy.
    init(options: EncodingOptions, declaresMappedPrefixesWhenUsed: Bool = true) throws {
        self.options = options
        if case .fixedPattern(let pattern, let zone) = options.dateEncodingStrategy {
            fixedDate = FixedDatePattern(pattern, timeZone: zone)
        } else {
            fixedDate = nil
        }
        var keepsNames = false
        if case .useDefaultKeys = options.keyEncodingStrategy {
            if case .stripPrefixes = options.namespaceStrategy {} else { keepsNames = true }
        }
        writesKeysAsGiven = keepsNames
        sortsKeys = options.outputFormatting.contains(.sortedKeys)
        if case .omit = options.nilEncodingStrategy { omitsNil = true } else { omitsNil = false }
        let (attributes, names, declarations, mapped) = try Self.rootAttributes(
            options, lazily: declaresMappedPrefixesWhenUsed)
        indentUnit = Self.indentUnit(options)
        if case .plainDecimal = options.numberEncodingStrategy {
            writesPlainDecimals = true
        } else {
            writesPlainDecimals = false
        }
        writer = XMLWriter(rootAttributes: attributes, names: names, declarations: declarations, mappedPrefixes: mapped)
    }

    /// The name to write for the key string `key` (without its `@`), by the key and namespace
    /// strategies; computed once per key string. The caller checks it is a valid name.
    func name(forKey key: String) -> String {
        if let name = names[key] { return name }
        var (prefix, local) = splitPrefix(Substring(key))
        if case .stripPrefixes = options.namespaceStrategy, prefix != "xmlns" { prefix = nil }
        let converted = options.keyEncodingStrategy.name(forKey: String(local))
        let name = prefix.map { $0 + ":" + converted } ?? converted
        names[key] = name
        return name
    }

    /// What the encoder treats specially about `T`: every value that is not a scalar is asked
    /// this. Only a type the size of one reference can be an `Array` or a `Dictionary`, so only
    /// those ask the runtime's conformance lookup, through the memo of the last two such types
    /// (a model with many nested types would refill a memo asked about every type).
    @inline(__always)
    func kind<T>(of type: T.Type) -> ValueKind {
        if _isOptional(type) { return .optional }
        guard MemoryLayout<T>.size == MemoryLayout<[Int]>.size else { return [] }
        return kindMemo.value(for: type) { type in
            var kind: ValueKind = []
            if type is any XMLArrayMarker.Type { kind.insert(.array) }
            if type is any XMLStringDictionaryMarker.Type { kind.insert(.stringDictionary) }
            return kind
        }
    }

    /// Whether `value`'s type is an enum (not `Optional`), for the last two types asked: asked
    /// of every list item, which an enum writes as its case's element. Swift has no conformance
    /// that says so, so a mirror of the first value of a type does.
    func isEnum<T>(_ value: T) -> Bool {
        enumMemo.value(for: T.self) { _ in Mirror(reflecting: value).displayStyle == .enum }
    }

    // MARK: - Compiling the options

    private static func indentUnit(_ options: EncodingOptions) -> [UInt8]? {
        guard options.outputFormatting.contains(.prettyPrinted) else { return nil }
        switch options.prettyPrintIndentation {
        case .spaces(let count): return Array(repeating: UInt8(ascii: " "), count: max(count, 0))
        case .tabs(let count): return Array(repeating: 0x09, count: max(count, 0))
        }
    }

    /// The root attributes' bytes, names and the prefixes they declare: the `rootAttributes`
    /// option, the prefixes of `.mapURIs` and `xsi` for `.xsiNil`, written `xmlns` first, then
    /// the other declarations, then the rest, each group by name. With `lazily`, the prefixes
    /// of `.mapURIs` that no root attribute declares or uses come back apart, to be declared on
    /// the root when a name uses them: a document declares only the namespaces it has.
    private static func rootAttributes(
        _ options: EncodingOptions, lazily: Bool
    ) throws
        -> ([UInt8], [String], [Binding], [(binding: Binding, attribute: [UInt8])])
    {
        var attributes = options.rootAttributes
        var mapped: [(binding: Binding, attribute: [UInt8])] = []
        func declare(_ prefix: String, _ uri: String, because reason: String) throws {
            let name = "xmlns:" + prefix
            if let given = attributes[name], given != uri {
                throw EncodingError.invalidOption(
                    name, "rootAttributes binds \"\(prefix)\" to \"\(given)\" but \(reason) binds it to \"\(uri)\"")
            }
            attributes[name] = uri
        }
        if case .mapURIs(let map) = options.namespaceStrategy {
            let rootPrefixes = Set(
                attributes.keys.compactMap { name in name.firstIndex(of: ":").map { String(name[..<$0]) } })
            for (uri, prefix) in map.sorted(by: { $0.value < $1.value }) {
                guard lazily, attributes["xmlns:" + prefix] == nil, !rootPrefixes.contains(prefix) else {
                    try declare(prefix, uri, because: "namespaceStrategy")
                    continue
                }
                if let problem = NamespaceRules.problem(declaring: "xmlns:" + prefix, uri: uri.utf8) {
                    throw EncodingError.invalidOption("xmlns:" + prefix, "In namespaceStrategy: " + problem)
                }
                guard XMLName.prefixLength("xmlns:" + prefix) == 5 else {
                    throw EncodingError.invalidOption(
                        prefix,
                        "namespaceStrategy maps \"\(uri)\" to \"\(prefix)\", which is not a namespace prefix (an XML name without a colon)"
                    )
                }
                var output = XMLOutput()
                output.append(raw: " xmlns:" + prefix + "=\"")
                if let scalar = output.append(escaped: uri, .attribute) {
                    throw EncodingError.invalidOption(
                        "xmlns:" + prefix,
                        "The namespace URI \"\(uri)\" contains \(describe(scalar)), which XML 1.0 cannot hold")
                }
                output.append(UInt8(ascii: "\""))
                var escaped = XMLOutput()
                _ = escaped.append(escaped: uri, .attribute)
                mapped.append((Binding(prefix: prefix, uri: escaped.bytes), output.bytes))
            }
        }
        if case .xsiNil = options.nilEncodingStrategy {
            try declare("xsi", "http://www.w3.org/2001/XMLSchema-instance", because: "nilEncodingStrategy .xsiNil")
        }
        var output = XMLOutput()
        var declarations: [Binding] = []
        for (name, value) in XMLWriter.ordered(attributes) {
            guard XMLName.prefixLength(name) != nil else {
                throw EncodingError.invalidOption(
                    name, "\"\(name)\" is not an XML attribute name (\(XMLName.problem(with: name)))")
            }
            if NamespaceRules.isDeclaration(name),
                let problem = NamespaceRules.problem(declaring: name, uri: value.utf8)
            {
                throw EncodingError.invalidOption(name, "In rootAttributes: " + problem)
            }
            output.append(UInt8(ascii: " "))
            output.append(raw: name)
            output.append("=\"")
            if let scalar = output.append(escaped: value, .attribute) {
                throw EncodingError.invalidOption(
                    name,
                    "The value of the root attribute \"\(name)\" contains \(describe(scalar)), which XML 1.0 cannot hold"
                )
            }
            output.append(UInt8(ascii: "\""))
            if NamespaceRules.isDeclaration(name) {
                var uri = XMLOutput()
                _ = uri.append(escaped: value, .attribute)
                declarations.append(Binding(prefix: name == "xmlns" ? "" : String(name.dropFirst(6)), uri: uri.bytes))
            }
        }
        try checkPrefixes(of: attributes.keys, declarations + [Binding(prefix: "xml", uri: NamespaceRules.xmlURI)])
        return (output.bytes, attributes.keys.sorted(), declarations, mapped)
    }

    /// Throws unless every prefixed root attribute's prefix is declared among the root
    /// attributes, and no two of them name one attribute through prefixes bound to one URI.
    private static func checkPrefixes(of names: Dictionary<String, String>.Keys, _ declarations: [Binding]) throws {
        var expandedNames: [String: String] = [:]
        for name in names.sorted() where !NamespaceRules.isDeclaration(name) {
            guard let colon = name.firstIndex(of: ":") else { continue }
            let prefix = name[..<colon]
            guard let binding = declarations.first(where: { $0.prefix == prefix }) else {
                throw EncodingError.invalidOption(
                    name,
                    "The prefix \"\(prefix)\" of the root attribute \"\(name)\" is not declared: add \"xmlns:\(prefix)\" to rootAttributes"
                )
            }
            let expanded = String(decoding: binding.uri, as: UTF8.self) + " " + name[colon...]
            if let other = expandedNames[expanded] {
                throw EncodingError.invalidOption(
                    name,
                    "The root attributes \"\(other)\" and \"\(name)\" are one attribute: their prefixes are bound to the same namespace URI"
                )
            }
            expandedNames[expanded] = name
        }
    }
}

/// `U+0001`, for messages about characters.
func describe(_ scalar: Unicode.Scalar) -> String {
    let hex = String(scalar.value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
}
