// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

// What SchemaPlanner decides and SchemaWriter writes: the structs with their properties or
// content cases, the enums of choices and of enumerations, the roots held as values. Plain data,
// apart from the planner that fills it, so the writer reads one shape whatever the schema.

/// A stored property: its Swift name, its key (`"@p:name"`, `""`, `"p:name"`) and type.
struct SchemaProperty {
    /// How the property is read and written, beyond its key.
    enum Role: Equatable {
        /// Synthesized coding: an optional is written when present.
        case plain
        /// A required `nillable` element: `nil` is `xsi:nil="true"`, written as such.
        case nillable
        /// A repeated `nillable` element: an item that is `xsi:nil` is `nil`, written as such.
        case nilItems
        /// An optional `nillable` element: `xsi:nil` is `nil`, written as absent.
        case optionalNillable
        /// The attributes an `anyAttribute` admits, by name as the keys spell them (no `@`).
        case otherAttributes
        /// A simple element with a `default` or `fixed` value: the value when it is there and empty.
        case defaulted(String)
        /// An optional element whose type holds its own `xsi:nil` (and the attributes beside it):
        /// read whenever it is there, nilled or not.
        case holdsNil
    }

    var name: String
    let key: String
    var type: String
    let documentation: String?
    var role = Role.plain
    /// Held on the heap (`@Indirect`): an optional property whose type is a generated struct.
    var indirect = false
}

/// A case of an ordered-content enum: the element's key and the value's type.
struct ContentCase {
    let name: String
    /// The element name as a key; `""` for text; nil for the wildcard (any name).
    let key: String?
    let type: String
    /// A simple element's `default` or `fixed` value: its value when it is there and empty.
    var defaultValue: String? = nil
    /// The element's name as `{namespace}local` (`local` in no namespace); nil for text and the
    /// wildcard.
    var expandedName: String? = nil
    /// Whether the element is nillable: an item that is `xsi:nil` is this case with `nil`.
    var nillable = false
    /// Whether the case's type holds its own `xsi:nil`, with the attributes beside it.
    var holdsNil = false
}

/// A generated struct.
struct SchemaStruct {
    let name: String
    /// The root element it is for, as a key (`"p:Invoice"`), when it is a root.
    let rootElement: String?
    let documentation: String?
    var properties: [SchemaProperty]
    /// Ordered content: the enum's name and its cases.
    let content: (name: String, cases: [ContentCase])?
    /// For a root element no global element declares, read as a global type: the `xsi:type`
    /// it writes (`prefix:local`) and the type's name as `{namespace}local`, which an `xsi:type`
    /// read must name.
    var writtenType: (written: String, expandedName: String)? = nil
    /// The struct of a nillable element's type with attributes and simple content: its
    /// `value` is nil where the element is `xsi:nil`, and its attributes are kept.
    var holdsNil = false
}

/// A type and the types derived from it, as an enum that an element's `xsi:type` picks the
/// case of: what a property declared with a type that has derived types holds.
struct SchemaVariant {
    struct Case {
        let name: String
        /// The struct of the case.
        let type: String
        /// The type's name as `{namespace}local` (`local` in no namespace), as `xsi:type` resolves.
        let expandedName: String
        /// The type's name as the encoder writes it in `xsi:type` (`prefix:local`); nil for the
        /// declared type itself, written without `xsi:type`.
        let written: String?
        /// Whether an element without `xsi:type` is this case: the declared type's (which a
        /// root read as a global type writes all the same: no element declares it).
        var isDefault: Bool { written == nil || writesDeclared }
        var writesDeclared = false
    }

    let name: String
    /// The declared type's struct, for the documentation.
    let base: String
    let cases: [Case]
    /// The root element it is for, as a key, when a root element's type has derived types.
    var rootElement: String? = nil
}

/// The type of a nillable root element: the value of its element's type, or `nil` where the
/// document's root is `xsi:nil`.
struct SchemaNillableRoot {
    let name: String
    /// The struct of the element's type.
    let value: String
    let rootElement: String
    let documentation: String?
}

/// A generated enumeration.
struct SchemaEnum {
    let name: String
    let cases: [(name: String, value: String)]
}
