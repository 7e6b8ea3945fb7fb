// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

// The writer reads the slot (JSONNames.swift) of an element or an attribute through one of two
// types, and is specialized for each: `WrittenSlots`, the name as written, for every document
// whose prefixes are each bound to one namespace (nearly all), costs what reading the name
// always cost; `ScopedSlots` reads the slots that `NameMapping.scopedNames` found by the
// binding in scope, for a document that binds a prefix to two namespaces under `.mapURIs`.

/// Where `JSONWriter` finds the slot of an element or attribute.
protocol JSONSlots {
    /// Whether two attributes of one element may have the same slot under different written
    /// names, so that their order needs the names (`WrittenSlots` are the names themselves).
    static var mayShareSlots: Bool { get }
    /// The slot of `element`.
    func element(_ element: Int32, _ document: Document) -> NameID
    /// The slot of `record`, the attribute at `index`.
    func attribute(_ index: Int, _ record: AttributeRecord) -> NameID
}

/// Slots are the names as written.
struct WrittenSlots: JSONSlots {
    static var mayShareSlots: Bool { false }

    @inline(__always)
    func element(_ element: Int32, _ document: Document) -> NameID { document.elements[Int(element)].name }

    @inline(__always)
    func attribute(_ index: Int, _ record: AttributeRecord) -> NameID { record.name }
}

/// Slots by the binding in scope of each name's prefix.
struct ScopedSlots: JSONSlots {
    let scoped: ScopedNames

    static var mayShareSlots: Bool { true }

    @inline(__always)
    func element(_ element: Int32, _ document: Document) -> NameID { scoped.elements[Int(element)] }

    @inline(__always)
    func attribute(_ index: Int, _ record: AttributeRecord) -> NameID { scoped.attributes[index] }
}
