// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// The Foundation event source: `XMLParser` over a `CheckedInputStream`, its events converted
/// by `ParserDelegate`.
enum XMLParserSource {
    /// Parses `input` into `builder`; see `DocumentParser.run`. `attributeOrder` is where the
    /// input's guard records the order of each start tag's attributes.
    static func run(
        _ input: CheckedInput, attributeOrder: AttributeOrder,
        into builder: DocumentBuilder
    ) throws(XMLSyntaxError) -> Bool {
        let stream = CheckedInputStream(input)
        let parser = XMLParser(stream: stream)
        let delegate = ParserDelegate(builder, attributeOrder: attributeOrder)
        builder.source = parser
        parser.delegate = delegate  // weak: kept alive until `parse()` returns (below)
        parser.shouldProcessNamespaces = false
        parser.shouldResolveExternalEntities = false
        parser.externalEntityResolvingPolicy = .never
        #if !canImport(Darwin)
        // corelibs' XMLParser crashes in its DTD callbacks (strlen(NULL) for an attribute
        // declared #IMPLIED or #REQUIRED, for a notation with only a public identifier), but
        // makes those calls only when it has a delegate. The stream hands the document type
        // declaration over in chunks of its own; while libxml2 parses them there is no delegate,
        // and libxml2 still reads every declaration (attribute defaults still apply, errors
        // still end the parse). Xylem needs no DTD callback.
        stream.quiet = { [unowned parser, unowned delegate] quiet in parser.delegate = quiet ? nil : delegate }
        #endif
        let succeeded = withExtendedLifetime(delegate) { parser.parse() }  // opens and closes the stream
        if stream.stopped || builder.isStopped { return false }
        if let failure = stream.failure { throw failure }
        try delegate.finish(
            parserSucceeded: succeeded, parserError: parser.parserError,
            line: parser.lineNumber, column: parser.columnNumber)
        return true
    }
}
