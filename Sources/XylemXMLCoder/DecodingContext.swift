// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// What every proxy of one compatibility decode shares: the node strategy and XMLCoder's
/// `userInfo`. A `DecodeProxy` finds it in `current`, or else in Xylem's decoder's `userInfo`.
final class DecodingContext: @unchecked Sendable {
    static let key = CodingUserInfoKey(rawValue: "XylemXMLCoder.DecodingContext")!

    /// The context of the decode running on this task or thread: found without the copy of
    /// `userInfo` that Xylem's `Decoder.userInfo` makes on each call (it converts the
    /// dictionary's values from `any Sendable` to `Any`), which would cost an allocation per value.
    @TaskLocal static var current: DecodingContext?

    let nodeStrategy: XMLDecoder.NodeDecodingStrategy
    let userInfo: [CodingUserInfoKey: Any]
    /// XMLCoder's names, when `shouldProcessNamespaces` or a key strategy makes them differ
    /// from the document's (DocumentNames.swift).
    let conversion: NameConversion?
    /// `trimValueWhitespaces`: XMLCoder trims each run of text.
    let trims: Bool

    init(decoder: XMLDecoder) {
        nodeStrategy = decoder.nodeDecodingStrategy
        userInfo = decoder.userInfo
        conversion = NameConversion(decoder)
        trims = decoder.trimValueWhitespaces
    }

    /// What the proxies ask about each type, found once per type (`TypeFacts`).
    private var facts = TypeFactsCache()

    /// Where the properties of `type` are read from, per key; nil: an element or an attribute.
    func nodes(for type: (any Decodable.Type)?, decoder: any Decoder) -> ((any CodingKey) -> XMLDecoder.NodeDecoding)? {
        guard let type else { return nil }
        switch nodeStrategy {
        case .deferredToDecoder:
            guard let dynamic = facts[type].dynamicNodes else { return nil }
            return { dynamic.nodeDecoding(for: $0) }
        case .custom(let closure):
            return closure(type, decoder)
        }
    }

    /// What the proxies ask about `type`.
    @inline(__always)
    func facts(of type: Any.Type) -> TypeFacts { facts[type] }

    /// A `T` decoded through `read`, which gets the type to ask Xylem for: `T` itself when
    /// Xylem reads it as text, else its proxy. (The containers read a `T` without the `Any`:
    /// `read(_:as:)` and the like.)
    func decode<T: Decodable>(_ type: T.Type, _ read: (any Decodable.Type) throws -> Any) throws -> T {
        if facts[T.self].isLeaf { return try cast(read(T.self)) }
        return try cast(read(DecodeProxy<T>.self), unwrap: true)
    }
}

/// What the compatibility layer asks about a type, each a conformance check that costs the
/// runtime a lookup (a few hundred instructions) when asked per value: asked once per type
/// and decode, and kept.
struct TypeFacts {
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
    /// A choice's coding keys (`XMLChoiceCodingKey`).
    let isChoiceKey: Bool

    init(_ type: Any.Type) {
        isLeaf = type is any Leaf.Type
        isCollection = type is any XMLCollection.Type
        wrapper = type as? any DecodableNodeWrapper.Type
        emptyDictionary = type as? any EmptyDictionary.Type
        dynamicNodes = type as? any DynamicNodeDecoding.Type
        isChoiceKey = type is any XMLChoiceCodingKey.Type
    }
}

/// `TypeFacts` by type: a model has a few dozen types, found by a scan of the ones seen
/// first (comparing pointers), and a dictionary for the rest.
private struct TypeFactsCache {
    private var first: [(type: ObjectIdentifier, facts: TypeFacts)] = []
    private var rest: [ObjectIdentifier: TypeFacts] = [:]
    private static let scanned = 24

    subscript(type: Any.Type) -> TypeFacts {
        mutating get {
            let id = ObjectIdentifier(type)
            for entry in first where entry.type == id { return entry.facts }
            if let facts = rest[id] { return facts }
            let facts = TypeFacts(type)
            if first.count < Self.scanned { first.append((id, facts)) } else { rest[id] = facts }
            return facts
        }
    }
}

/// `value` (or the value of its proxy, with `unwrap`) as the `T` it was decoded as.
func cast<T>(_ value: Any, unwrap: Bool = false) throws -> T {
    let unwrapped = unwrap ? (value as? any ProxyValue)?.anyValue ?? value : value
    guard let typed = unwrapped as? T else {
        throw DecodingError.typeMismatch(
            T.self,
            .init(codingPath: [], debugDescription: "XylemXMLCoder read a \(type(of: unwrapped)) for a \(T.self)"))
    }
    return typed
}

/// A decoded proxy's value, reached without knowing its type.
protocol ProxyValue {
    var anyValue: Any { get }
}

/// A value decoded with a `ProxyDecoder`, so that its own containers follow XMLCoder's rules.
struct DecodeProxy<T: Decodable>: Decodable, ProxyValue {
    let value: T
    var anyValue: Any { value }

    init(from decoder: any Decoder) throws {
        guard let context = DecodingContext.current ?? decoder.userInfo[DecodingContext.key] as? DecodingContext else {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: decoder.codingPath,
                    debugDescription:
                        "XylemXMLCoder's proxy was decoded without its decoder: decode with XylemXMLCoder's XMLDecoder")
            )
        }
        value = try T(from: ProxyDecoder(base: decoder, context: context, type: T.self))
    }
}

// A proxy of a collection gathers same-named siblings, as the collection does.
extension DecodeProxy: XMLCollection where T: XMLCollection {}

/// A property wrapper's type, decoded without knowing it: where it reads from, and its value
/// read through `source`.
protocol DecodableNodeWrapper {
    static var node: XMLEncoder.NodeEncoding { get }
    /// Where XMLCoder reads the wrapped value from.
    static var decodingNode: XMLDecoder.NodeDecoding { get }
    static var absent: Self? { get }
    static func decode(with source: (any Decodable.Type) throws -> Any, context: DecodingContext) throws -> Self
}

extension DecodableNodeWrapper {
    static var decodingNode: XMLDecoder.NodeDecoding {
        switch node {
        case .attribute: return .attribute
        case .element: return .element
        case .both: return .elementOrAttribute
        }
    }
}

extension DecodableNodeWrapper where Self: NodeWrapper, Value: Decodable {
    static func decode(with source: (any Decodable.Type) throws -> Any, context: DecodingContext) throws -> Self {
        Self(try context.decode(Value.self, source))
    }
}

extension Attribute: DecodableNodeWrapper where Value: Decodable {}
extension Element: DecodableNodeWrapper where Value: Decodable {}
extension ElementAndAttribute: DecodableNodeWrapper where Value: Decodable {}
