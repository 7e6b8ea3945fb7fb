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
    @exclusivity(unchecked) private var facts = TypeFactsCache<DecodingFacts>()
    @exclusivity(unchecked) private var keyFacts = TypeFactsCache<KeyFacts>()

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
    func facts(of type: Any.Type) -> DecodingFacts { facts[type] }

    /// Whether `type` is a choice's coding keys (`XMLChoiceCodingKey`).
    func isChoiceKey(_ type: any CodingKey.Type) -> Bool { keyFacts[type].isChoiceKey }

    /// A `T` decoded through `read`, which gets the type to ask Xylem for: `T` itself when
    /// Xylem reads it as text, else its proxy. (The containers read a `T` without the `Any`:
    /// `read(_:as:)` and the like.)
    func decode<T: Decodable>(_ type: T.Type, _ read: (any Decodable.Type) throws -> Any) throws -> T {
        if facts[T.self].isLeaf { return try cast(read(T.self)) }
        return try cast(read(DecodeProxy<T>.self), unwrap: true)
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

    // Inlined into the conformance's witness, which has the metadata of `DecodeProxy<T>`: the
    // initializer itself would look it up again (about 320 instructions a value).
    @inline(__always)
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
