// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

#if canImport(CLibXML2)
import CLibXML2
import Testing

/// The libxml2 that Xylem's input rules were checked against, in its source. Both sources run
/// on the system's libxml2 (XMLParser is built on it on Linux), and several rules mirror what
/// this version does: when the system's libxml2 changes, this fails, and each quirk below must
/// be read again in the new parser.c (and the rule that answers it kept, changed or removed)
/// before the pin is moved.
@Suite("The libxml2 the input rules were verified against")
struct LibXML2VersionTests {
    /// libxml2 2.9.14 (`LIBXML_VERSION`).
    static let verified = 20914

    static let quirks = [
        "xmlParseTryOrFinish, XML_PARSER_DTD: the internal subset is parsed only once a search finds `]` S? `>` outside "
            + "quotes and comments (`]]` skipped; a comment found from its `<`, so `<!-->` closes one; `<!--` needs five bytes "
            + "in hand to be seen; a comment unfinished in hand is resumed as plain text): PrologScanner.Search mirrors it, "
            + "and InputCutPlanner ends the last quiet piece where it ends",
        "xmlParseTryOrFinish, XML_PARSER_MISC: `<!DOCTYPE` is parsed as soon as a `>` is in hand, even one inside a quoted "
            + "literal: InputCutPlanner's libxml2 slices never end inside a declaration whose end is in the chunk",
        "`<!DOCTYPE d>[` reports an empty document at once when the declaration ends a piece: InputCutPlanner's libxml2 "
            + "slices end after the declaration, where XMLParser's pieces do",
        "xmlParseCharData: `]]>` in text is found by reading the two bytes after a `]` without waiting for them: "
            + "InputCutPlanner holds up to two `]` back at the end of a chunk",
        "XML_PARSER_CONTENT: text is parsed up to the end of what is in hand once XML_PARSER_BIG_BUFFER_SIZE (300) bytes "
            + "are there, and whitespace that ends a piece is reported on its own: InputCutPlanner's libxml2 slices end after "
            + "a `>`, and BuildState.appendText holds whitespace until text or a tag follows",
        "the encoding is picked from the first four bytes whatever the parser is told: CheckedInput.checkStart refuses a "
            + "NUL among them",
        "xmlStopParser called inside a callback frees the input buffer the callback reads: LibXML2Source.stopParsing sets "
            + "disableSAX instead",
        "the duplicate-attribute check is quadratic: AttributeCounter bounds the attributes of a start tag",
        "an `xmlns:xml` declaration is dropped from the SAX2 events: AttributeCounter finds it and the builder puts it back",
        "a SAX parser that reads an entity declaration makes a document of its own (expat compatibility): LibXML2Source "
            + "frees myDoc",
        "errors filed under the DTD are reported with the parser context as user data: LibXML2Source.error goes back "
            + "through the error's ctxt",
        "with XML_PARSE_NOENT, entities are substituted: safe only because the input guard refuses every entity "
            + "declaration (PrologScanner) before libxml2 sees it",
        "corelibs' XMLParser crashes on libxml2's DTD callbacks (strlen(NULL)) and on `<?name?>` (NULL data): "
            + "InputCutPlanner's quiet pieces and spaces",
    ]

    /// The headers Xylem was built with and the library it runs with are both the verified version.
    @Test func systemLibXML2IsTheVerifiedOne() {
        let headers = Int(LIBXML_VERSION)
        // `xmlParserVersion` (the library's own "20914"), a macro over this function with threads.
        let library = __xmlParserVersion()?.pointee.flatMap { Int(String(cString: $0)) } ?? 0
        #expect(
            headers == Self.verified && library == Self.verified,
            """
            libxml2 \(library) (headers \(headers)) is not the version Xylem's input rules were verified \
            against (\(Self.verified)). Re-check these in its parser.c, then move `verified`:
            \(Self.quirks.map { "- " + $0 }.joined(separator: "\n"))
            """)
    }
}
#endif
