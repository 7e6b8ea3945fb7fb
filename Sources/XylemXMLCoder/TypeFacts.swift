// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// What the compatibility layer asks about a type, each a conformance check that costs the
/// runtime a lookup (a few hundred instructions) when asked per value, and far more the first
/// time a process asks it (a scan of every conformance in the program, some 200,000
/// instructions): asked once per type and encode or decode, and kept. Three kinds, each with
/// only the checks its questions need: the encoder's of a value's type, the decoder's, and
/// those of a coding key type.
protocol TypeFacts {
    init(_ type: Any.Type)
}

/// What the encoder asks about the type of a value.
struct EncodingFacts: TypeFacts {
    /// Xylem writes it as text itself (`Leaf`).
    let isLeaf: Bool
    /// A `Date`, or an optional one (written in whole seconds under `.iso8601`).
    let isDate: Bool
    /// An `Optional`, whose wrapped value is written.
    let isOptional: Bool
    /// An enum, whose proxy is an enum too (`EncodingContext.proxy`).
    let isEnum: Bool
    /// A property wrapper's type that says where its value is written, or an `Optional`
    /// that may hold one (a cast looks into it).
    let mayBeEncodableWrapper: Bool

    init(_ type: Any.Type) {
        isLeaf = type is any Leaf.Type
        isDate = type == Date.self || type == Date?.self || type == Date??.self
        isOptional = type is any OptionalEncodable.Type
        mayBeEncodableWrapper = isOptional || type is any EncodableNodeWrapper.Type
        isEnum = XylemXMLCoder.isEnum(type)
    }
}

/// What the decoder asks about the type of a value.
struct DecodingFacts: TypeFacts {
    /// Xylem reads it as text itself (`Leaf`).
    let isLeaf: Bool
    /// A collection of same-named elements (`XMLCollection`).
    let isCollection: Bool
    /// A property wrapper's type, which says where its value is read from.
    let wrapper: (any DecodableNodeWrapper.Type)?
    /// A dictionary, read as empty when missing.
    let emptyDictionary: (any EmptyDictionary.Type)?
    /// A type that says where each of its properties is read from.
    let dynamicNodes: (any DynamicNodeDecoding.Type)?

    init(_ type: Any.Type) {
        isLeaf = type is any Leaf.Type
        isCollection = type is any XMLCollection.Type
        wrapper = type as? any DecodableNodeWrapper.Type
        emptyDictionary = type as? any EmptyDictionary.Type
        dynamicNodes = type as? any DynamicNodeDecoding.Type
    }
}

/// What both ask about a coding key type.
struct KeyFacts: TypeFacts {
    /// A choice's coding keys (`XMLChoiceCodingKey`).
    let isChoiceKey: Bool

    init(_ type: Any.Type) {
        isChoiceKey = type is any XMLChoiceCodingKey.Type
    }
}

/// `Facts` by type: a model has a few dozen types, found by a scan of the ones seen first
/// (comparing pointers), and a dictionary for the rest.
struct TypeFactsCache<Facts: TypeFacts> {
    /// The types seen last, one per slot of a type's address (`slot(of:)`): most values ask
    /// about the same few types over and over (a point's, then its date's), which one
    /// comparison finds here instead of a scan.
    private var recent: [(type: ObjectIdentifier, facts: Facts)?] = Array(repeating: nil, count: recentSlots)
    /// The types seen first, scanned as pointers (their facts, by the same index, are only
    /// copied for the one found).
    private var firstTypes: [ObjectIdentifier] = []
    private var firstFacts: [Facts] = []
    private var rest: [ObjectIdentifier: Facts] = [:]
    private static var scanned: Int { 24 }
    /// Eight: the three bits `slot(of:)` keeps.
    private static var recentSlots: Int { 8 }

    /// The slot of `recent` for a type: the top bits of its metadata's address times a large
    /// odd number (Fibonacci hashing, which spreads addresses that differ only in a few bits).
    @inline(__always)
    private static func slot(of type: Any.Type) -> Int {
        Int(truncatingIfNeeded: (UInt(bitPattern: unsafeBitCast(type, to: Int.self)) &* 0x9E37_79B9_7F4A_7C15) >> 61)
    }

    subscript(type: Any.Type) -> Facts {
        mutating get {
            let id = ObjectIdentifier(type)
            let slot = Self.slot(of: type)
            if let entry = recent[slot], entry.type == id { return entry.facts }
            let facts = found(type, id)
            recent[slot] = (id, facts)
            return facts
        }
    }

    /// The facts of `type` from the scan or the dictionary, found and kept the first time.
    private mutating func found(_ type: Any.Type, _ id: ObjectIdentifier) -> Facts {
        if let index = firstTypes.firstIndex(of: id) { return firstFacts[index] }
        if let facts = rest[id] { return facts }
        let facts = Facts(type)
        if firstTypes.count < Self.scanned {
            firstTypes.append(id)
            firstFacts.append(facts)
        } else {
            rest[id] = facts
        }
        return facts
    }
}
