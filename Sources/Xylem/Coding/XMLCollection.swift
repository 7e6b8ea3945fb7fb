// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

/// Marks a type whose value is a list of elements: as a property, it is every child element of
/// its key's name, the way an `Array` property is.
///
/// XML writes a list as a run of sibling elements with the same name, so which properties gather
/// siblings is a rule of the mapping, not something the document says. Only collection types do:
/// `Array`, `ContiguousArray`, `Set`, their optionals, the types you mark with this protocol, and
/// `Data` read with `.deferredToData` (its bytes, as `[UInt8]`).
/// Every other type decodes *one* element, even when its `init(from:)` asks for an unkeyed
/// container: that container then reads the element's children (a plist `<dict>`, a pair of
/// coordinates).
///
/// The protocol has no requirements. Adopt it for a collection type of your own, or from another
/// package, whose `Decodable` conformance reads an unkeyed container:
///
/// ```
/// extension OrderedSet: XMLCollection {}      // swift-collections
///
/// struct Playlist: Decodable {
///     let track: OrderedSet<String>          // every <track> child, in document order
/// }
/// ```
public protocol XMLCollection {}

extension Array: XMLCollection {}
extension ContiguousArray: XMLCollection {}
extension Set: XMLCollection {}
extension Optional: XMLCollection where Wrapped: XMLCollection {}
