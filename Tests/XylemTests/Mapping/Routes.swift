// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import Xylem

/// Every way a value reaches the decoder, at the root, in a property and in an array item, so
/// that a mapping rule can be checked to give the same answer on all of them. Each route reads
/// one element named `v`, written by the test (`<v xsi:nil="true"/>`).
enum Route: String, CaseIterable, CustomTestStringConvertible {
    /// `decode(T?.self, from: "<v .../>")`.
    case rootOptional
    /// A root type whose `init(from:)` reads `T?` from a single-value container.
    case rootSingleValue
    /// A synthesized `let v: T?`: `decodeIfPresent`.
    case propertyIfPresent
    /// `container.decode(T?.self, forKey: "v")`.
    case propertyDecodeOptional
    /// A property whose type reads a single-value container.
    case propertySingleValue
    /// `let v: [T?]`, one item.
    case itemOfArray
    /// `decode([T?].self, from: "<list><v .../></list>")`.
    case itemOfRootArray

    var testDescription: String { rawValue }

    /// Decodes the element `v` written as `xml` as a `T?`, by this route.
    func decode<T: Decodable>(
        _ type: T.Type, _ xml: String, with decoder: XMLDecoder = XMLDecoder.underTest()
    ) throws -> T? {
        switch self {
        case .rootOptional:
            return try decoder.decode(T?.self, from: xml)
        case .rootSingleValue:
            return try decoder.decode(SingleValue<T>.self, from: xml).value
        case .propertyIfPresent:
            return try decoder.decode(IfPresent<T>.self, from: "<r>\(xml)</r>").v
        case .propertyDecodeOptional:
            return try decoder.decode(DecodeOptional<T>.self, from: "<r>\(xml)</r>").v
        case .propertySingleValue:
            return try decoder.decode(SingleValueProperty<T>.self, from: "<r>\(xml)</r>").v.value
        case .itemOfArray:
            let items = try decoder.decode(Items<T>.self, from: "<r>\(xml)</r>").v
            guard items.count == 1 else { throw RouteError.itemCount(items.count) }
            return items[0]
        case .itemOfRootArray:
            let items = try decoder.decode([T?].self, from: "<list>\(xml)</list>")
            guard items.count == 1 else { throw RouteError.itemCount(items.count) }
            return items[0]
        }
    }
}

enum RouteError: Error {
    case itemCount(Int)
}

struct SingleValue<T: Decodable>: Decodable {
    let value: T?
    init(from decoder: any Decoder) throws {
        value = try decoder.singleValueContainer().decode(T?.self)
    }
}

struct IfPresent<T: Decodable>: Decodable {
    let v: T?
}

struct DecodeOptional<T: Decodable>: Decodable {
    let v: T?
    init(from decoder: any Decoder) throws {
        v = try decoder.container(keyedBy: AnyKey.self).decode(T?.self, forKey: AnyKey("v"))
    }
}

struct SingleValueProperty<T: Decodable>: Decodable {
    let v: SingleValue<T>
}

struct Items<T: Decodable>: Decodable {
    let v: [T?]
}

struct DecodeNilItems<T: Decodable>: Decodable {
    let items: [T?]
    init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        var items: [T?] = []
        while !container.isAtEnd {
            items.append(try container.decodeNil() ? nil : try container.decode(T.self))
        }
        self.items = items
    }
}

/// Where a value sits: the three positions a rule must treat alike.
enum Position: String, CaseIterable, CustomTestStringConvertible {
    case root, property, arrayItem

    var testDescription: String { rawValue }

    /// Decodes the element `v` written as `xml` as a (non-optional) `T` at this position.
    func decode<T: Decodable>(
        _ type: T.Type, _ xml: String, with decoder: XMLDecoder = XMLDecoder.underTest()
    ) throws -> T {
        switch self {
        case .root: return try decoder.decode(T.self, from: xml)
        case .property: return try decoder.decode(Property<T>.self, from: "<r>\(xml)</r>").v
        case .arrayItem:
            let items = try decoder.decode(List<T>.self, from: "<r>\(xml)</r>").v
            guard items.count == 1 else { throw RouteError.itemCount(items.count) }
            return items[0]
        }
    }

    /// The coding path of the element `v` at this position, as `stringValue`s.
    var path: [String] {
        switch self {
        case .root: return []
        case .property: return ["v"]
        case .arrayItem: return ["v", "Index 0"]
        }
    }
}

struct Property<T: Decodable>: Decodable {
    let v: T
}

struct List<T: Decodable>: Decodable {
    let v: [T]
}
