// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

/// A type that says, per key, whether its properties are written as attributes, elements or both
/// (XMLCoder's protocol; Xylem spells an attribute's key `"@name"` instead).
public protocol DynamicNodeEncoding: Encodable, Sendable {
    /// How the property of `key` is written.
    static func nodeEncoding(for key: any CodingKey) -> XMLEncoder.NodeEncoding
}

extension Array: DynamicNodeEncoding where Element: DynamicNodeEncoding {
    /// The elements' answer: an array's items are written as their type says.
    public static func nodeEncoding(for key: any CodingKey) -> XMLEncoder.NodeEncoding {
        Element.nodeEncoding(for: key)
    }
}

/// A type that says, per key, whether its properties are read from attributes, elements or
/// either (XMLCoder's protocol; Xylem spells an attribute's key `"@name"` instead).
public protocol DynamicNodeDecoding: Decodable {
    /// Where the property of `key` is read from.
    static func nodeDecoding(for key: any CodingKey) -> XMLDecoder.NodeDecoding
}

/// XMLCoder's marker for the `CodingKeys` of an enum with associated values. Xylem decodes and
/// encodes every such enum as a choice of elements, so the marker changes nothing; it is here
/// so that XMLCoder models compile unchanged.
public protocol XMLChoiceCodingKey: CodingKey {}
