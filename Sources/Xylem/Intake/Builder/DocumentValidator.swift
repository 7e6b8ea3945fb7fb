// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

/// What checks a document while it is parsed, beside the builder: the Validation room's
/// `XMLSchema` is one. The decoder's options carry it; each parse asks it for a
/// `DocumentValidator` of its own.
protocol DocumentValidation: Sendable {
    /// A validator for one parse with `parser`, stopping the parse once it has found
    /// `violationLimit` violations (at least 1).
    ///
    /// - throws: when this validation cannot ride `parser` (the error says which to use).
    func makeValidator(parser: XMLDecoder.Parser, violationLimit: Int) throws -> any DocumentValidator
}

/// One parse's validator. The libxml2 source plugs it into its parser before the first chunk
/// and unplugs it before freeing the parser; in between the validator sees every event before
/// the builder does. At its first violation the builder sees no more events (so no record
/// that holds or follows it is completed or delivered); at its last (the limit) it stops the
/// parse, which the source sees through `DocumentBuilder.isStopped`.
protocol DocumentValidator: AnyObject {
    /// Plugs into a libxml2 parser context (an `xmlParserCtxtPtr`), before the first chunk.
    func attach(toLibXML2Parser context: UnsafeMutableRawPointer)
    /// Gives the parser context back as it was, before it is freed.
    func detach()
    /// Whether the validator has stopped the parse (its violation limit is reached).
    var hasStopped: Bool { get }
    /// The violations found so far; nil while there are none.
    var failure: XMLValidationError? { get }
    /// Whether the parser found the document not well-formed (read once the parse is over): its
    /// syntax error then wins over the violations (a validator that collects violations lets the
    /// parse go on to it), rather than an invalid verdict on a document that is not XML.
    var sawMalformedInput: Bool { get }
}
