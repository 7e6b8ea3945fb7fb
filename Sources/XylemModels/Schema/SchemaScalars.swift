// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation

// XML Schema's simple types as Swift types. The rule is that a value must write back as a value
// the schema accepts and read back equal, so a type is chosen only where that holds:
// - integers by their range: `xs:int` is `Int32`, `xs:unsignedLong` `UInt64`; `xs:integer` and
//   its unbounded kin are `Int` when facets bound them to 64 bits, else `String` (a number type
//   would trap or lose digits past 64 bits);
// - `xs:decimal` and the types derived from it are `XMLDecimal`, which keeps the number as written
//   (`100.00` is written back `100.00`, not `100` as `Decimal` would), every digit of it, however
//   many, and compares by value;
// - a `pattern` facet on anything but a string keeps the value a `String`: a value built in code
//   is written in its canonical form (`1.5` for `1.50`), which the pattern may reject;
// - dates, times and durations are Xylem's values that keep what `Date` loses (the zone or its
//   absence, a date without a time): `XMLDate`, `XMLTime`, `XMLDateTime`, `XMLGregorian`, `XMLDuration`;
// - `xs:anyURI` is `String`: `URL` changes some spellings;
// - `xs:QName` and `xs:NOTATION` are `XMLQName` (namespace URI and local name: a prefix only
//   means something with the declarations in scope), enumerations of them too (their values are
//   compared by URI, not as written);
// - lists and unions are `String`, as written, but a list of QNames is `XMLQNameList`, and a
//   union whose members take a prefixed name as a QName (no string or URI member before its
//   QName member) is `SchemaUnionValue`: a QName where the text is a name whose prefix is
//   declared, kept with its namespace, else the text.

/// The Swift type for a simple value, or the enumeration to generate for it.
enum SchemaScalar {
    static let stringTypes: Set<String> = [
        "string", "normalizedString", "token", "language", "Name", "NCName", "NMTOKEN", "NMTOKENS", "ID", "IDREF",
        "IDREFS", "ENTITY", "ENTITIES", "anyURI", "QName", "NOTATION", "anySimpleType", "anyAtomicType",
    ]

    /// The types whose values are qualified names (`XMLQName`).
    static let qualifiedNames: Set<String> = ["QName", "NOTATION"]

    /// The helper type of a union that takes a prefixed name as a QName (`SchemaWriter` writes it).
    static let unionValueName = "SchemaUnionValue"

    /// Whether a union reads a prefixed name (`a:b`) as a QName: it has a QName (or NOTATION)
    /// member, and no member before it that accepts such a text (a string or URI type); the
    /// other built-ins (numbers, dates, binaries, booleans) never take one.
    static func takesQualifiedNames(_ value: SimpleValue) -> Bool {
        guard value.builtin == "union", let members = value.unionMembers,
            let first = members.firstIndex(where: qualifiedNames.contains)
        else { return false }
        return !members[..<first].contains { stringTypes.contains($0) }
    }

    static let fixedWidth: [String: String] = [
        "long": "Int64", "int": "Int32", "short": "Int16", "byte": "Int8",
        "unsignedLong": "UInt64", "unsignedInt": "UInt32", "unsignedShort": "UInt16", "unsignedByte": "UInt8",
    ]

    static let unboundedIntegers: Set<String> = [
        "integer", "nonNegativeInteger", "positiveInteger", "nonPositiveInteger", "negativeInteger",
    ]

    /// The value types of Xylem (Sources/Xylem/Values) for XML Schema's dates, times and durations.
    static let temporal: [String: String] = [
        "date": "XMLDate", "time": "XMLTime", "dateTime": "XMLDateTime", "dateTimeStamp": "XMLDateTime",
        "gYear": "XMLGregorian", "gYearMonth": "XMLGregorian", "gMonthDay": "XMLGregorian", "gDay": "XMLGregorian",
        "gMonth": "XMLGregorian", "duration": "XMLDuration", "dayTimeDuration": "XMLDuration",
        "yearMonthDuration": "XMLDuration",
    ]

    /// True when an enumeration of this value's type becomes a Swift enum (string values,
    /// which the decoder compares as written after trimming).
    static func isEnumeration(_ value: SimpleValue) -> Bool {
        guard let values = value.enumeration, !values.isEmpty else { return false }
        return stringTypes.contains(value.builtin) && !qualifiedNames.contains(value.builtin)
    }

    /// The Swift type of a value that is not an enumeration; `hexAsData`: `xs:hexBinary` is
    /// `Data` (the coders are set to hex), else `String`.
    static func swiftType(_ value: SimpleValue, hexAsData: Bool) -> String {
        let builtin = value.builtin
        if qualifiedNames.contains(builtin) { return "XMLQName" }
        if builtin == "list", let item = value.listItem, qualifiedNames.contains(item) { return "XMLQNameList" }
        if takesQualifiedNames(value) { return unionValueName }
        if value.hasPattern && !stringTypes.contains(builtin) { return "String" }
        switch builtin {
        case "boolean": return "Bool"
        case "float": return "Float"
        case "double": return "Double"
        case "decimal": return "XMLDecimal"
        case "base64Binary": return "Data"
        case "hexBinary": return hexAsData ? "Data" : "String"
        default: break
        }
        if let type = fixedWidth[builtin] ?? temporal[builtin] { return type }
        if unboundedIntegers.contains(builtin) {
            if let digits = value.totalDigits, digits <= 18 { return "Int" }
            let limit = Decimal(Int64.max)
            if let low = value.lowerBound, let high = value.upperBound, low >= -limit, high <= limit { return "Int" }
            if builtin == "negativeInteger" || builtin == "nonPositiveInteger", let low = value.lowerBound,
                low >= -limit
            {
                return "Int"
            }
            if builtin == "nonNegativeInteger" || builtin == "positiveInteger", let high = value.upperBound,
                high <= limit
            {
                return "Int"
            }
            return "String"
        }
        return "String"
    }
}
