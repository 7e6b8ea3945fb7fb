// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

/// libxml2's error codes, which reach Xylem from both sources: Foundation's XMLParser passes
/// them on as `NSError` codes, the libxml2 source receives them directly. One mapping for both,
/// so a malformed document gets the same `XMLSyntaxError` whichever parser read it.
enum LibXML2Codes {
    /// Codes that do not make a document malformed for Xylem: namespace URIs (99, 100),
    /// undeclared prefixes (201) and colons in entity, notation and instruction names (205),
    /// harmless because names are matched as written; an unknown XML version (97: XML 1.0's
    /// 5th edition reads `1.x` as 1.0).
    static let harmless: Set<Int> = [97, 99, 100, 201, 205]

    /// Whether `code` is a harmless one, or a validity error (`XML_DTD_*`, 500-599: a
    /// duplicate token in an enumeration, an attribute defaulted from a `standalone` DTD):
    /// Xylem does not validate, and the document is well-formed.
    static func isHarmless(_ code: Int) -> Bool {
        harmless.contains(code) || (500 ..< 600).contains(code)
    }

    /// A warning for a processing instruction named `xml-...` (allowed), a fatal error for a
    /// misplaced XML declaration: only the level tells them apart.
    static let reservedName = 64

    /// Records the error `code` (not `reservedName`) in `builder`, which stops the parse, unless
    /// it is harmless. The end of input inside an element (5, 77) and content after the root
    /// (5) get their own reasons.
    static func report(_ code: Int, to builder: DocumentBuilder) {
        if isHarmless(code) { return }
        if code == 5 || code == 77, let open = builder.openElementDescription {
            return builder.fail(.unexpectedEnd, "The document ends before \(open) is closed")
        }
        if code == 5 && builder.rootClosed {
            return builder.fail(.contentAfterRoot, "Content after the end of the root element")
        }
        builder.fail(.parser(code: code), XMLSyntaxError.message(forParserCode: code))
    }
}
