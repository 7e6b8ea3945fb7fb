// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

// XMLCoder's property wrappers, which say where a property goes: `@Attribute`, `@Element`,
// `@ElementAndAttribute`. The coding proxies (EncodingProxies.swift, DecodingProxies.swift)
// read `NodeWrapper.node` of a property's type and spell its key for Xylem: `"@name"` for an
// attribute.

/// A property wrapper that places its property by `node`; the three wrappers share their
/// initializers and `Codable` conformances through it.
public protocol NodeWrapper {
    /// The wrapped property's type.
    associatedtype Value
    /// The property's value.
    var wrappedValue: Value { get set }
    /// Wraps a value.
    init(_ wrappedValue: Value)
    /// Where the wrapper puts its property.
    static var node: XMLEncoder.NodeEncoding { get }
}

extension NodeWrapper {
    /// The wrapper of `nil` when `Value` is an optional (a missing optional attribute reads as
    /// nil, as XMLCoder reads it), else nil.
    static var absent: Self? {
        guard let optional = Value.self as? any AbsentValue.Type, let none = optional.absent as? Value else {
            return nil
        }
        return Self(none)
    }
}

/// `Optional`, whose `nil` a wrapper can make without knowing its `Wrapped`.
protocol AbsentValue {
    static var absent: Self { get }
}

extension Optional: AbsentValue {
    static var absent: Self { nil }
}

extension NodeWrapper where Value: Encodable {
    /// Encodes the wrapped value where the wrapper's key places it.
    public func encode(to encoder: any Encoder) throws {
        try wrappedValue.encode(to: encoder)
    }
}

extension NodeWrapper where Value: Decodable {
    /// Decodes the wrapped value from where the wrapper's key places it.
    public init(from decoder: any Decoder) throws {
        self.init(try Value(from: decoder))
    }
}

extension NodeWrapper where Value: ExpressibleByIntegerLiteral {
    /// Wraps an integer literal.
    public init(integerLiteral value: Value.IntegerLiteralType) { self.init(Value(integerLiteral: value)) }
}

extension NodeWrapper where Value: ExpressibleByFloatLiteral {
    /// Wraps a floating-point literal.
    public init(floatLiteral value: Value.FloatLiteralType) { self.init(Value(floatLiteral: value)) }
}

extension NodeWrapper where Value: ExpressibleByBooleanLiteral {
    /// Wraps a Boolean literal.
    public init(booleanLiteral value: Value.BooleanLiteralType) { self.init(Value(booleanLiteral: value)) }
}

extension NodeWrapper where Value: ExpressibleByStringLiteral {
    /// Wraps a string literal.
    public init(stringLiteral value: Value.StringLiteralType) { self.init(Value(stringLiteral: value)) }
}

extension NodeWrapper where Value: ExpressibleByExtendedGraphemeClusterLiteral {
    /// Wraps a grapheme cluster literal.
    public init(extendedGraphemeClusterLiteral value: Value.ExtendedGraphemeClusterLiteralType) {
        self.init(Value(extendedGraphemeClusterLiteral: value))
    }
}

extension NodeWrapper where Value: ExpressibleByUnicodeScalarLiteral {
    /// Wraps a Unicode scalar literal.
    public init(unicodeScalarLiteral value: Value.UnicodeScalarLiteralType) {
        self.init(Value(unicodeScalarLiteral: value))
    }
}

extension NodeWrapper where Value: ExpressibleByNilLiteral {
    /// Wraps `nil`.
    public init(nilLiteral: ()) { self.init(Value(nilLiteral: ())) }
}

/// A property written and read as an attribute of its element: `@Attribute var id: Int` is
/// `<book id="42">` (in Xylem: `case id = "@id"`).
@propertyWrapper
public struct Attribute<Value>: NodeWrapper {
    /// The property's value.
    public var wrappedValue: Value
    /// Wraps a value.
    public init(_ wrappedValue: Value) { self.wrappedValue = wrappedValue }
    /// `.attribute`.
    public static var node: XMLEncoder.NodeEncoding { .attribute }
}

/// A property written and read as a child element (the default; the wrapper makes it explicit
/// next to `@Attribute`s).
@propertyWrapper
public struct Element<Value>: NodeWrapper {
    /// The property's value.
    public var wrappedValue: Value
    /// Wraps a value.
    public init(_ wrappedValue: Value) { self.wrappedValue = wrappedValue }
    /// `.element`.
    public static var node: XMLEncoder.NodeEncoding { .element }
}

/// A property written both as an attribute and as a child element, and read from either.
@propertyWrapper
public struct ElementAndAttribute<Value>: NodeWrapper {
    /// The property's value.
    public var wrappedValue: Value
    /// Wraps a value.
    public init(_ wrappedValue: Value) { self.wrappedValue = wrappedValue }
    /// `.both`.
    public static var node: XMLEncoder.NodeEncoding { .both }
}

extension Attribute: Encodable where Value: Encodable {}
extension Attribute: Decodable where Value: Decodable {}
extension Attribute: Equatable where Value: Equatable {}
extension Attribute: Hashable where Value: Hashable {}
extension Attribute: Sendable where Value: Sendable {}
extension Attribute: ExpressibleByIntegerLiteral where Value: ExpressibleByIntegerLiteral {}
extension Attribute: ExpressibleByFloatLiteral where Value: ExpressibleByFloatLiteral {}
extension Attribute: ExpressibleByBooleanLiteral where Value: ExpressibleByBooleanLiteral {}
extension Attribute: ExpressibleByUnicodeScalarLiteral where Value: ExpressibleByUnicodeScalarLiteral {}
extension Attribute: ExpressibleByExtendedGraphemeClusterLiteral
where Value: ExpressibleByExtendedGraphemeClusterLiteral {}
extension Attribute: ExpressibleByStringLiteral where Value: ExpressibleByStringLiteral {}
extension Attribute: ExpressibleByNilLiteral where Value: ExpressibleByNilLiteral {}

extension Element: Encodable where Value: Encodable {}
extension Element: Decodable where Value: Decodable {}
extension Element: Equatable where Value: Equatable {}
extension Element: Hashable where Value: Hashable {}
extension Element: Sendable where Value: Sendable {}
extension Element: ExpressibleByIntegerLiteral where Value: ExpressibleByIntegerLiteral {}
extension Element: ExpressibleByFloatLiteral where Value: ExpressibleByFloatLiteral {}
extension Element: ExpressibleByBooleanLiteral where Value: ExpressibleByBooleanLiteral {}
extension Element: ExpressibleByUnicodeScalarLiteral where Value: ExpressibleByUnicodeScalarLiteral {}
extension Element: ExpressibleByExtendedGraphemeClusterLiteral
where Value: ExpressibleByExtendedGraphemeClusterLiteral {}
extension Element: ExpressibleByStringLiteral where Value: ExpressibleByStringLiteral {}
extension Element: ExpressibleByNilLiteral where Value: ExpressibleByNilLiteral {}

extension ElementAndAttribute: Encodable where Value: Encodable {}
extension ElementAndAttribute: Decodable where Value: Decodable {}
extension ElementAndAttribute: Equatable where Value: Equatable {}
extension ElementAndAttribute: Hashable where Value: Hashable {}
extension ElementAndAttribute: Sendable where Value: Sendable {}
extension ElementAndAttribute: ExpressibleByIntegerLiteral where Value: ExpressibleByIntegerLiteral {}
extension ElementAndAttribute: ExpressibleByFloatLiteral where Value: ExpressibleByFloatLiteral {}
extension ElementAndAttribute: ExpressibleByBooleanLiteral where Value: ExpressibleByBooleanLiteral {}
extension ElementAndAttribute: ExpressibleByUnicodeScalarLiteral where Value: ExpressibleByUnicodeScalarLiteral {}
extension ElementAndAttribute: ExpressibleByExtendedGraphemeClusterLiteral
where Value: ExpressibleByExtendedGraphemeClusterLiteral {}
extension ElementAndAttribute: ExpressibleByStringLiteral where Value: ExpressibleByStringLiteral {}
extension ElementAndAttribute: ExpressibleByNilLiteral where Value: ExpressibleByNilLiteral {}
