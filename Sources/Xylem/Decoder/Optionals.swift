// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

// One rule for nil (Xylem.docc/Mapping.md, "Optionals, nil and empty elements"), the same through
// `decodeIfPresent`, `decode(T?.self, ...)`, an unkeyed `[T?]`, a single-value container and
// `decodeNil()`, at the root, in a property and in an array item:
//
// - A missing key is nil.
// - An element whose `xsi:nil` is `true` or `1` is nil for every Optional, whatever else it has;
//   for a type that is not optional it is `valueNotFound`.
// - An empty element (no text, no child elements; attributes allowed), or an empty attribute
//   value or text, is nil for an Optional of a type that reads one value (numbers, Bool, Date,
//   Data, URL, Decimal, raw-value enums, your own single-value types), and `""` for `String?`
//   (nil with `EmptyElementDecodingStrategy.null`).
// - An empty element for an Optional of a keyed type (struct, class, dictionary) decodes that
//   type, so a present element never reads as an absent one; an Optional collection is a
//   present, empty list. A bare element (no attributes either: `<body/>`) whose type cannot be
//   decoded from nothing (a key it requires) is nil: the data.go.kr error response's `<body/>`.
//
// Which types read one value is not known before they run: the wrapped type's `init(from:)` runs
// on an `.emptyOptional` node, where reading a single value throws `EmptyOptionalValue`, which
// the Optional turns into nil. Only empty elements take that path.

/// What a node holds, for the rule above.
enum Presence {
    /// A missing key.
    case absent
    /// An element with `xsi:nil="true"`.
    case null
    /// An empty element (attributes allowed), or empty attribute value or text.
    case empty
    /// Anything else.
    case value
}

/// Thrown when a single value is read from an `.emptyOptional` node: the Optional being decoded
/// catches it and is nil.
struct EmptyOptionalValue: Error {}

/// Optional's entry into the rule, for `decode(T?.self, ...)` and `[T?]`, where the decoder sees
/// `Optional<Wrapped>` only as some `T`.
protocol OptionalDecoding {
    static func decodeOptional(from decoder: DocumentDecoder) throws -> Self
}

extension Optional: OptionalDecoding where Wrapped: Decodable {
    static func decodeOptional(from decoder: DocumentDecoder) throws -> Self {
        try decoder.decodeOptional(Wrapped.self, node: decoder.node, key: { nil }) {
            try decoder.decode(Wrapped.self, node: $0)
        }
    }
}

extension DocumentDecoder {
    /// XML Schema's instance namespace, whose `nil` attribute marks a nil element.
    static let schemaInstance = "http://www.w3.org/2001/XMLSchema-instance"

    /// Decodes an Optional's wrapped value by the rule above, with `decode` (which pushes the
    /// key, if there is one); `key` names it in errors.
    @inline(__always)
    func decodeOptional<W: Decodable>(
        _ type: W.Type, node: ValueRef, key: () -> (any CodingKey)?,
        decode: (ValueRef) throws -> W
    ) throws -> W? {
        if case .missing = node { return nil }
        if W.self == String.self { return try optionalString(node, key: key).map { unsafeBitCast($0, to: W.self) } }
        if isCollection(W.self) {
            // A list is there when its elements are; only a list that is one element can be nil:
            // a wrapper, or the only element of its name (a null array as .NET and SOAP write it).
            if explicitNil(node, asList: true) != nil || isNilList(node) { return nil }
            return try decode(node)
        }
        switch try presence(node, key: key) {
        case .absent, .null:
            return nil
        case .value:
            return try decode(node)
        case .empty:
            guard let element = element(of: node) else { return nil }  // an attribute or text: one value
            do {
                return try decode(.emptyOptional(element))
            } catch is EmptyOptionalValue {
                return nil
            } catch let error as DecodingError {
                // A bare element (`<body/>`: no attributes, children or text) is the type when
                // it can be decoded from nothing, and nil when it cannot.
                if isBare(element) { return nil }
                throw error
            }
        }
    }

    /// What `node` holds. An empty or nil element stands for a value only when no sibling
    /// shares its name (or the repeated-element strategy is `.useFirst`).
    func presence(_ node: ValueRef, key: () -> (any CodingKey)?) throws -> Presence {
        switch node {
        case .missing:
            return .absent
        case .element(let element), .emptyOptional(let element):
            return presence(of: element)
        case .matches(let parent, let first), .oneOf(let parent, let first):
            let presence = presence(of: first)
            if presence != .value { try requireSingle(parent: parent, first: first, as: nil, key: key) }
            return presence
        case .attribute, .text, .textRun, .space:
            guard let (bytes, _) = try text(of: node, as: String.self, key: key) else { return .absent }
            return trimmed(bytes).isEmpty ? .empty : .value
        }
    }

    /// What an element holds.
    @inline(__always)
    func presence(of element: Int32) -> Presence {
        if !nilAttributes.isEmpty && isExplicitNil(element) { return .null }
        let record = document.elements[Int(element)]
        guard record.end == element + 1 else { return .value }
        // The document keeps a leaf's whitespace-only text (`<x> </x>`); trimmed, it is empty.
        if record.textLength == 0 { return .empty }
        if session.preservesWhitespace || !isXMLWhitespace(document.text[Int(record.textStart)]) { return .value }
        return document.textBytes(of: element).allSatisfy(isXMLWhitespace) ? .empty : .value
    }

    /// Whether `node` is nil for `decodeNil()`: missing, `xsi:nil`, or empty.
    func isNil(_ node: ValueRef) -> Bool {
        (try? presence(node, key: { nil })).map { $0 != .value } ?? false
    }

    /// A cheap first look: false when `node` certainly holds a value.
    @inline(__always)
    func mightBeNil(_ node: ValueRef) -> Bool {
        switch node {
        case .missing, .emptyOptional: return true
        case .element(let element), .matches(_, let element), .oneOf(_, let element):
            return presence(of: element) != .value
        case .attribute, .text, .textRun, .space: return isNil(node)
        }
    }

    /// The element whose `xsi:nil` makes `node` nil: the element itself or, for a list
    /// (`asList`), its wrapper (the items of a run of siblings are nil one by one); nil when
    /// there is none.
    func explicitNil(_ node: ValueRef, asList: Bool) -> Int32? {
        guard !nilAttributes.isEmpty else { return nil }
        let element: Int32?
        switch node {
        case .element(let e), .emptyOptional(let e): element = e
        case .matches(let parent, let first): element = asList ? wrapper(parent: parent, first: first) : first
        case .oneOf(_, let first): element = first
        default: element = nil
        }
        guard let element, isExplicitNil(element) else { return nil }
        return element
    }

    /// Whether `element` has no attributes (namespace declarations aside), children or text.
    private func isBare(_ element: Int32) -> Bool {
        presence(of: element) == .empty
            && document.attributeRange(of: element).allSatisfy {
                isNamespaceDeclaration(document.names[document.attributes[$0].name])
            }
    }

    /// Whether `node` is a run of one element, and that element is `xsi:nil`.
    private func isNilList(_ node: ValueRef) -> Bool {
        guard !nilAttributes.isEmpty, case .matches(let parent, let first) = node, isExplicitNil(first) else {
            return false
        }
        return nextSibling(after: first, named: name(of: first), parentEnd: document.elements[Int(parent)].end) == nil
    }

    /// The error for `xsi:nil` where the value read is not optional: `type` is the type read, or
    /// the kind of container, and `what` says it in words.
    func nilForNonOptional(
        _ type: Any.Type, _ what: String, _ element: Int32, key: () -> (any CodingKey)? = { nil }
    ) -> DecodingError {
        let name = document.names[document.elements[Int(element)].name]
        return DecodingError.valueNotFound(
            type,
            positioned(
                codingPath(key),
                "Expected \(what) but <\(name)> at \(position(of: element)) is xsi:nil; declare the property optional",
                at: element))
    }

    /// The element a node stands for, if it is one.
    private func element(of node: ValueRef) -> Int32? {
        switch node {
        case .element(let element), .emptyOptional(let element), .matches(_, let element), .oneOf(_, let element):
            return element
        default: return nil
        }
    }

    /// Whether `element`'s `xsi:nil` is `true` or `1`.
    private func isExplicitNil(_ element: Int32) -> Bool {
        for name in nilAttributes {
            guard let index = document.attribute(of: element, named: name) else { continue }
            let value = trimmed(document.valueBytes(ofAttribute: index))
            return value.elementsEqual("true".utf8) || value.elementsEqual("1".utf8)
        }
        return false
    }

    /// The attribute names that mean `xsi:nil` in `document`: `p:nil` for every prefix `p`
    /// bound to XML Schema's instance namespace, and `xsi:nil` while `xsi` is bound to nothing.
    /// Like `NameMapping`, the first declaration of a prefix anywhere in the document counts.
    static func nilAttributeNames(_ document: Document) -> [NameID] {
        guard !document.names.nilCandidates.isEmpty else { return [] }  // (most documents)
        let candidates = document.names.nilCandidates.map { (id: $0, prefix: document.names[$0].dropLast(4)) }
        // (`.mapURIs` is the strategy under which NameMapping collects the prefix bindings.)
        let bindings = NameMapping.prefixBindings(document, .mapURIs([:]))
        return candidates.compactMap { candidate in
            if let uri = bindings[candidate.prefix] { return uri == schemaInstance ? candidate.id : nil }
            return candidate.prefix == "xsi" ? candidate.id : nil
        }
    }
}
