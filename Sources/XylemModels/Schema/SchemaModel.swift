// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation

// What a schema's types mean for the models, in XML Schema's terms (particles, element and
// attribute uses, simple values), resolved from the components of a `SchemaSet`: references
// followed, groups expanded, extensions flattened onto their bases, substitution groups turned
// into the choices they are. `SchemaPlanner` names it and `SchemaWriter` prints it.

/// How often a particle occurs: `minOccurs`, and `maxOccurs` (nil: unbounded).
struct Occurs: Hashable, Sendable {
    var min: Int
    var max: Int?

    static let once = Occurs(min: 1, max: 1)

    var repeats: Bool { max == nil || max! > 1 }

    /// A particle of `inner` occurrences inside one of `self`'s.
    func times(_ inner: Occurs) -> Occurs {
        let max: Int? = (self.max == nil || inner.max == nil) ? nil : self.max! * inner.max!
        return Occurs(min: min * inner.min, max: max)
    }
}

/// A type, by identity: a named definition, or an anonymous one (its node).
enum TypeKey: Hashable, Sendable {
    case named(QName)
    case anonymous(line: Int, column: Int, file: String)
}

/// An element where it may occur: its name as the instance writes it, and its value's type.
struct ElementUse: Hashable, Sendable {
    let name: QName
    let type: ValueType
    let occurs: Occurs
    let nillable: Bool
    /// Its `default` (or `fixed`) value, for a simple type: the value of the element when it is
    /// there and empty (an absent element has none).
    var defaultValue: String? = nil
    /// The element's documentation, if the schema gives some.
    let documentation: String?
}

/// What an element or attribute holds.
enum ValueType: Hashable, Sendable {
    /// A simple value.
    case simple(SimpleValue)
    /// A complex type (attributes, elements, or text beside attributes).
    case complex(TypeKey)
}

/// A particle of a content model.
indirect enum Particle: Hashable, Sendable {
    case element(ElementUse)
    case sequence([Particle], Occurs)
    case choice([Particle], Occurs)
    case all([Particle], Occurs)
    /// A wildcard: any element (of the namespaces allowed), kept as an `XMLFragment`.
    case any(Occurs)

    /// Every element use below, in order.
    var elements: [ElementUse] {
        switch self {
        case .element(let use): return [use]
        case .sequence(let items, _), .choice(let items, _), .all(let items, _): return items.flatMap(\.elements)
        case .any: return []
        }
    }

    var hasWildcard: Bool {
        switch self {
        case .element: return false
        case .sequence(let items, _), .choice(let items, _), .all(let items, _):
            return items.contains(where: \.hasWildcard)
        case .any: return true
        }
    }
}

/// An attribute of a complex type.
struct AttributeUse: Hashable, Sendable {
    let name: QName
    let value: SimpleValue
    let isOptional: Bool
}

/// A complex type resolved: its attributes and its content.
struct ComplexModel: Sendable {
    enum Content: Sendable {
        /// Attributes only.
        case empty
        /// Text of a simple type beside the attributes (`simpleContent`).
        case simple(SimpleValue)
        /// Child elements; `mixed`: text runs between them.
        case particle(Particle, mixed: Bool)
    }

    var attributes: [AttributeUse]
    var anyAttribute: Bool
    var content: Content
    var documentation: String?
    /// Where it was defined (for names of anonymous types and for errors).
    var nameHint: String
}

/// A simple type resolved to what the Swift side needs.
struct SimpleValue: Hashable, Sendable {
    /// The built-in type it derives from (`int`, `string`, `date`, …); `list`/`union` for those varieties.
    var builtin: String
    /// A list's item type, when it is a built-in whose items need more than text (`QName`).
    var listItem: String?
    /// A union's member types, as built-ins, in order (a member union's members in its place).
    var unionMembers: [String]?
    /// Its enumeration values, when it restricts to a closed set.
    var enumeration: [String]?
    /// The name of the enumeration, for the generated enum (a named type's, or where it is used).
    var enumName: String?
    /// A pattern facet restricts the lexical form: the value must be written as read.
    var hasPattern = false
    /// Range facets (inclusive bounds, where known and integral).
    var lowerBound: Decimal?
    var upperBound: Decimal?
    var totalDigits: Int?
}
