// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

// `XMLCoder.XMLDecoder`: code written for XMLCoder qualifies its names with the module where a
// project has a type of the same name (its own `XMLDecoder`, say). A module cannot be renamed
// by the code that imports it, so after `import XylemXMLCoder` the name `XMLCoder` is this
// namespace, which holds every public name of XMLCoder 0.18 as an alias of the compatibility
// module's type.

/// XMLCoder's public names, for code that writes them qualified by the module
/// (`XMLCoder.XMLDecoder()`, `XMLCoder.XMLEncoder.OutputFormatting`): each is the compatibility
/// module's type of the same name.
public enum XMLCoder {
    /// XMLCoder's `XMLDecoder`: `XylemXMLCoder.XMLDecoder`.
    public typealias XMLDecoder = XylemXMLCoder.XMLDecoder
    /// XMLCoder's `XMLEncoder`: `XylemXMLCoder.XMLEncoder`.
    public typealias XMLEncoder = XylemXMLCoder.XMLEncoder
    /// XMLCoder's `XMLHeader`: `XylemXMLCoder.XMLHeader`.
    public typealias XMLHeader = XylemXMLCoder.XMLHeader
    /// XMLCoder's `XMLDocumentType`: `XylemXMLCoder.XMLDocumentType`.
    public typealias XMLDocumentType = XylemXMLCoder.XMLDocumentType
    /// XMLCoder's `DynamicNodeEncoding`: `XylemXMLCoder.DynamicNodeEncoding`.
    public typealias DynamicNodeEncoding = XylemXMLCoder.DynamicNodeEncoding
    /// XMLCoder's `DynamicNodeDecoding`: `XylemXMLCoder.DynamicNodeDecoding`.
    public typealias DynamicNodeDecoding = XylemXMLCoder.DynamicNodeDecoding
    /// XMLCoder's `XMLChoiceCodingKey`: `XylemXMLCoder.XMLChoiceCodingKey`.
    public typealias XMLChoiceCodingKey = XylemXMLCoder.XMLChoiceCodingKey
    /// XMLCoder's `Attribute` property wrapper: `XylemXMLCoder.Attribute`.
    public typealias Attribute<Value> = XylemXMLCoder.Attribute<Value>
    /// XMLCoder's `Element` property wrapper: `XylemXMLCoder.Element`.
    public typealias Element<Value> = XylemXMLCoder.Element<Value>
    /// XMLCoder's `ElementAndAttribute` property wrapper: `XylemXMLCoder.ElementAndAttribute`.
    public typealias ElementAndAttribute<Value> = XylemXMLCoder.ElementAndAttribute<Value>
}
