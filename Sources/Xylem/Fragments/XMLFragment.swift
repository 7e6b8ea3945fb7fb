// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// One XML element kept as XML in a `Codable` model: its name, attributes, text, child
/// elements and the namespaces in scope, carried as they are instead of mapped to properties.
/// For content a program passes on rather than reads: Atom's `<content type="xhtml">`, a SOAP
/// body's payload, an extension element the model does not know.
///
/// ```
/// struct Entry: Codable {
///     var title: String
///     var content: XMLFragment      // <content type="xhtml"><div xmlns="...">...</div></content>
/// }
/// let entry = try XMLDecoder().decode(Entry.self, from: data)
/// print(entry.content.xml)          // the element as XML text
/// let data = try XMLEncoder().encode(entry, root: "entry")   // written back as it was
/// ```
///
/// `XMLDecoder` captures the element at the key (an array of fragments captures each element of
/// that name; an optional one is nil when the key is missing); `XMLEncoder` writes it back in
/// the same place, declaring what the namespaces in scope there do not (see Xylem.docc/Mapping.md,
/// "Keeping XML as XML"). Other coders (`JSONEncoder`) see a fragment as its XML text.
///
/// A fragment owns a copy of its element, so it outlives the document it came from (a
/// streaming record's too), and it is `Sendable`. Two fragments are equal when they hold the
/// same XML, as Namespaces in XML names things: the same element and attribute names by
/// namespace URI and local name (`<a:x xmlns:a="urn:u"/>`, `<b:x xmlns:b="urn:u"/>` and
/// `<x xmlns="urn:u"/>` are equal; the same prefix bound to two URIs is not), the same
/// attributes in any order, the same text and child elements in order. Namespace declarations
/// are not compared as attributes, so one that nothing uses makes no difference, and neither
/// does whitespace between elements. Text and attribute values are compared as written: a
/// prefix inside a value (`xsi:type="xs:int"`, a QName) is not resolved, since nothing says
/// which values are QNames, so `p:int` and `q:int` differ even where `p` and `q` are bound to
/// one URI.
public struct XMLFragment: Sendable, Hashable, CustomStringConvertible {
    /// The element and the namespace declarations in scope, as a document of its own.
    let storage: TreeStorage

    init(document: Document) {
        storage = TreeStorage(document: document)
    }

    /// The element `node` and everything below it, with the namespace declarations in scope
    /// above it added to its own (the copy's `node` shows them as attributes).
    public init(_ node: XMLTree.Node) {
        self.init(document: node.document.subtree(node.index))
    }

    /// Parses `xml`, one element (an XML document, without the declaration if you like).
    ///
    /// - parameter xml: The element's XML text.
    /// - parameter limits: As in `XMLTree.init(string:limits:parser:)`.
    /// - parameter parser: The XML parser that reads it (`XMLDecoder.Parser`).
    /// - throws: `XMLSyntaxError` when `xml` is not one well-formed element, with its line and column.
    public init(
        xml: String, limits: XMLLimits = .default, parser: XMLDecoder.Parser = .foundation
    ) throws(XMLSyntaxError) {
        let tree = try XMLTree(string: xml, limits: limits, parser: parser)
        self.init(document: tree.storage.document.subtree(0))
    }

    /// The element as a tree node: its name, attributes (the namespace declarations in scope
    /// among them), text and children, to look into or decode from (`XMLDecoder.decode(_:from:)`
    /// with a node decodes a model from it).
    public var node: XMLTree.Node { XMLTree.Node(storage: storage, index: 0) }

    /// The element's name as written, prefix included.
    public var name: String { node.name }

    /// The element as XML text, with the namespace declarations in scope written on it, so the
    /// text stands on its own: `XMLFragment(xml: fragment.xml) == fragment`.
    public var xml: String { storage.document.outerXML(of: 0) }

    /// The namespaces in scope at the element, by prefix (`""` for the default namespace):
    /// those declared on it and above it where it was read.
    public var namespaces: [String: String] {
        var result: [String: String] = [:]
        let document = storage.document
        for attribute in document.attributeRange(of: 0) {
            if let prefix = declaredPrefix(document.names[document.attributes[attribute].name]) {
                result[String(prefix)] = document.attributeValue(attribute)
            }
        }
        return result
    }

    /// The element as XML text (`xml`).
    public var description: String { xml }

    /// Whether both hold the same XML: names by namespace URI and local name, whatever their
    /// prefixes; declarations not compared; values as written (see the type's description).
    public static func == (lhs: XMLFragment, rhs: XMLFragment) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.document.sameContent(0, as: 0, in: rhs.storage.document)
    }

    /// Hashes what `==` compares and no spelling it ignores: each element's local name (not its
    /// prefix) and its text, in order, and how many attributes it has besides declarations.
    public func hash(into hasher: inout Hasher) {
        storage.document.hashContent(into: &hasher)
    }
}
