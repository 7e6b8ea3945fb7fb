// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

/// Whether an attribute named `name` declares a namespace (`xmlns` or `xmlns:p`): not a value,
/// so the decoder lists no key for it and the encoder checks it by the namespace rules.
@inline(__always)
func isNamespaceDeclaration(_ name: String) -> Bool {
    name.utf8.first == UInt8(ascii: "x") && (name == "xmlns" || name.hasPrefix("xmlns:"))
}

/// How namespace prefixes in names meet your keys. One type for `XMLDecoder`, `XMLEncoder` and
/// XML to JSON (`XMLTree.JSONOptions`), also reachable as `XMLDecoder.NamespaceStrategy`.
///
/// Reading, a key matches a document name by this rule; writing, a key becomes a document name
/// by the same rule, so one model reads and writes the same document.
public enum XMLNamespaceStrategy: Sendable {
    /// Keys are names as written, prefix included: `case summary = "itunes:summary"` (the
    /// default). The encoder writes the prefix as the key spells it; it must be declared.
    case keepPrefixes
    /// Keys are local names: `<itunes:summary>` and `g:id="..."` match `summary` and `id`.
    /// The encoder writes keys without their prefixes.
    case stripPrefixes
    /// Keys use prefixes of your choosing, whatever prefix the document declares for a
    /// namespace URI: with `["http://www.itunes.com/dtds/podcast-1.0.dtd": "itunes"]`,
    /// `<it:summary xmlns:it="http://www.itunes.com/dtds/podcast-1.0.dtd">` matches
    /// `"itunes:summary"`. Names in namespaces you do not list keep their prefix. The encoder
    /// writes keys as spelled and declares a listed prefix on the root element when a name uses
    /// it, so a document declares only the namespaces it has (`XMLStreamWriter` declares every
    /// one); a prefix that only values use (`xsi:type="gml:PointType"`) goes in `rootAttributes`.
    case mapURIs([String: String])
}
