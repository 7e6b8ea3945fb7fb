// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

// The shape model: what the generator knows about a document type, in the terms an XML Schema
// uses (element declarations, attributes, minOccurs/maxOccurs, nillable, simple types), so that
// samples (ShapeInference) and, later, a schema can both feed the one Swift writer (SwiftWriter).

/// The shapes of the elements of one document type: the input of the Swift writer.
///
/// Elements are declared once per name, as in a schema's global element declarations: every
/// `<item>` has one shape, whatever its parent. A name's prefix stands for its namespace URI
/// (`namespaces`), so two names are one element when their URI and local name are.
public struct ModelShape: Sendable, Equatable {
    /// The root element's name, as written.
    public var root: String
    /// Every element's shape, the root first, then in the order the elements first appear.
    public var elements: [ElementShape]
    /// The namespace of every name, by the declaration that binds its prefix: `xmlns:itunes`
    /// for `itunes:` names, `xmlns` for unprefixed names when they are in a namespace (the root
    /// element's). The models' coders map each prefixed URI to its prefix (`.mapURIs`), so a
    /// document may use any prefix, and the encoder declares a prefix where a name uses it;
    /// the `xmlns` one is a root attribute.
    public var namespaces: [String: String]
    /// True when strings keep their leading and trailing whitespace (XML Schema's
    /// `whiteSpace="preserve"`): an attribute value has some, or an element says
    /// `xml:space="preserve"`. The decoder then reads with `whitespaceDecodingStrategy = .preserve`.
    public var preservesWhitespace: Bool

    /// A shape model with these elements.
    public init(
        root: String, elements: [ElementShape], namespaces: [String: String] = [:],
        preservesWhitespace: Bool = false
    ) {
        self.root = root
        self.elements = elements
        self.namespaces = namespaces
        self.preservesWhitespace = preservesWhitespace
    }

    /// The shape of the element named `name`, if it is declared.
    public func element(_ name: String) -> ElementShape? {
        elements.first { $0.name == name }
    }
}

/// One element: its attributes, its child elements and its own text.
public struct ElementShape: Sendable, Equatable {
    /// The element's name, as written (`itunes:image`).
    public var name: String
    /// Its attributes, sorted by name (namespace declarations and `xsi:nil` are not attributes).
    public var attributes: [AttributeShape]
    /// Its child elements, in the order they first appear.
    public var children: [ChildShape]
    /// What its own text is.
    public var content: Content
    /// The name of the only child of an element that does nothing but wrap a list of it
    /// (`<items>` of `<item>`): such an element has no type of its own, its property is the
    /// list, read with a `.wrapper` list hint. Nil for any other element.
    public var listItem: String?

    /// The element's own text.
    public enum Content: Sendable, Equatable {
        /// No text: only attributes and children, or nothing at all.
        case empty
        /// Text of one type; `isOptional` when some occurrence of the element has none.
        case text(ScalarType, isOptional: Bool)
        /// Text runs between child elements (`<p>Hi <b>you</b></p>`).
        case mixed
    }

    /// An element shape.
    public init(
        name: String, attributes: [AttributeShape] = [], children: [ChildShape] = [],
        content: Content = .empty, listItem: String? = nil
    ) {
        self.name = name
        self.attributes = attributes
        self.children = children
        self.content = content
        self.listItem = listItem
    }

    /// True for an element that is a single value: no attributes, no children, no mixed text.
    public var isScalar: Bool {
        guard attributes.isEmpty, children.isEmpty else { return false }
        if case .mixed = content { return false }
        return true
    }
}

/// An attribute of an element.
public struct AttributeShape: Sendable, Equatable {
    /// The attribute's name, as written.
    public var name: String
    /// The type of its value.
    public var type: ScalarType
    /// True when some occurrence of the element lacks it.
    public var isOptional: Bool

    /// An attribute shape.
    public init(name: String, type: ScalarType, isOptional: Bool) {
        self.name = name
        self.type = type
        self.isOptional = isOptional
    }
}

/// A child element of an element: which element, and how often it occurs there.
public struct ChildShape: Sendable, Equatable {
    /// The child element's name, as written; its shape is the model's element of that name.
    public var name: String
    /// 0 when some occurrence of the parent lacks the child, else 1.
    public var minOccurs: Int
    /// 1 when the child never repeats; nil (unbounded) when it does.
    public var maxOccurs: Int?
    /// True when the child is `xsi:nil` somewhere.
    public var isNillable: Bool

    /// A child shape.
    public init(name: String, minOccurs: Int = 1, maxOccurs: Int? = 1, isNillable: Bool = false) {
        self.name = name
        self.minOccurs = minOccurs
        self.maxOccurs = maxOccurs
        self.isNillable = isNillable
    }
}

/// The Swift type of a text value (an attribute, or an element's text).
public enum ScalarType: String, Sendable, Equatable, CaseIterable {
    /// Any text (XML Schema `xs:string`).
    case string = "String"
    /// `true`, `false`, `1`, `0` (`xs:boolean`).
    case bool = "Bool"
    /// An integer that fits `Int` (`xs:int`, `xs:long`).
    case int = "Int"
    /// A non-negative integer past `Int.max` (`xs:unsignedLong`).
    case uint64 = "UInt64"
    /// A number that `Double` writes back as written (`xs:double`).
    case double = "Double"
    /// A number whose digits `Double` would change (`xs:decimal`).
    case decimal = "Decimal"
    /// An ISO 8601 date or date-time with a zone (`xs:date`, `xs:dateTime`).
    case date = "Date"
    /// An absolute URL with a host (`xs:anyURI`).
    case url = "URL"
    /// An RFC 2822 date-time, as RSS writes `pubDate` (`Tue, 14 May 2024 09:30:00 GMT`): a
    /// `Date`, read and written with the `.rfc2822` date strategies.
    case rfc2822Date = "Date (RFC 2822)"

    /// The type's name in Swift source.
    public var swiftName: String { self == .rfc2822Date ? "Date" : rawValue }
}
