// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

/// Reads the document's prolog (what comes before the root element) as bytes arrive, to find
/// the document type declaration and what is inside it:
///
/// - where `<!DOCTYPE` starts and where its closing `>` is: `CheckedInputStream` keeps the
///   declarations of the DTD away from XMLParser's delegate bridge, which crashes on ordinary
///   ones on Linux (see `InputCutPlanner`), and both sources cut their pieces there;
/// - entity declarations in the internal subset (`<!ENTITY ...>`): XMLParser drops the text of
///   such entities and cannot bound their expansion, so they are refused, for both sources
///   (the libxml2 source's `XML_PARSE_NOENT` relies on it).
///
/// It follows the internal subset's lexical structure exactly (comments, processing
/// instructions, quoted literals inside declarations), because everything between the two
/// positions it reports is parsed without a delegate: a `]` or `>` inside a literal or a
/// comment must not end the DTD early, and nothing after the DTD may be taken for part of it.
/// The scan stops at the root element's start tag, so it costs nothing for the rest.
///
/// libxml2's push parser does not parse the internal subset as it arrives: it waits until a
/// search of its own finds `]` S? `>`, and then parses the whole subset, in the `xmlParseChunk`
/// call that brought that `>`. That search knows quoted strings and comments, but not
/// processing instructions, and it resumes inside a comment as if it were outside when a chunk
/// ends there. So the scanner runs the same search (`Search`) beside the grammar, and:
/// - the DTD ends where libxml2's search ends it (that chunk is the last one parsed without a
///   delegate; libxml2 reports its own error when the subset is not well-formed there);
/// - the characters of comments and processing-instruction data that the search would read as
///   markup (`"`, `'`, `]`, `<`) are replaced with spaces (`blank`): XMLParser never reports
///   them (the DTD is parsed without a delegate), and without them the search agrees with the
///   grammar on every well-formed subset, whichever way the input is cut into chunks;
/// - where they still disagree (a subset that ends for the grammar but not for the search,
///   or a comment only the search sees), the document is refused (`unreadableSubset`): libxml2
///   would otherwise parse the declarations later, with the delegate, and crash, or parse the
///   root element without it, and lose it (found by the fuzzer: `<!DOCTYPE r[<!ATTLIST o i ID
///   #IMPLIED>]E>]>`, and `<?pi '?>` in a subset).
struct PrologScanner {
    /// What a byte completed.
    enum Event: Equatable {
        case none
        /// The `D` of `<!DOCTYPE`.
        case doctypeStart
        /// The `>` that closes the document type declaration.
        case doctypeEnd
        /// The `Y` of `<!ENTITY` inside the internal subset.
        case entityDeclaration
        /// A byte of comment text or instruction data in the internal subset that must be
        /// handed over as a space.
        case blank
        /// A byte where the grammar and libxml2's search for the subset's end disagree.
        case unreadableSubset
    }

    private enum State {
        case between, afterLessThan, instruction, instructionQuestion, afterBang, commentOpen, comment
        /// Inside `<!DOCTYPE ...` before `[` or `>`.
        case doctype
        /// Inside the internal subset, between declarations.
        case subset, subsetLessThan, subsetBang, subsetCommentOpen, subsetComment
        /// `<?` and the target; the data after it; a `?` in either.
        case subsetInstruction, subsetInstructionData, subsetInstructionQuestion
        /// Inside a markup declaration of the subset (`<!ELEMENT`, `<!ATTLIST`, ...).
        case declaration
        /// After the subset's `]`, before the DOCTYPE's `>`.
        case afterSubset
        /// The subset is not well-formed here: only libxml2's search says where it ends.
        case unknown
        case done
    }

    /// libxml2's search for the end of the internal subset (`xmlParseTryOrFinish`, state
    /// `XML_PARSER_DTD`, read in 2.9.14's parser.c; the same through 2.10), byte by byte:
    /// quoted strings and comments are skipped (a comment ends at the first `-->` counted from
    /// its `<`, so `<!-->` is one), `]]` is skipped, and `]` followed by blanks and `>` ends the
    /// subset.
    private enum Search {
        case off, plain, quoted, lessThan, bang, bangDash, comment, bracket, bracketBlanks
    }

    private enum SearchEvent { case none, commentStart, end }

    private var state = State.between
    /// Dashes in a row (comment ends), or bytes of `<!ENTITY` matched.
    private var run = 0
    /// The quote that opened the literal being read, or 0.
    private var quote: UInt8 = 0
    private var search = Search.off
    private var searchQuote: UInt8 = 0
    private var searchDashes = 0
    private var sawDoctype = false
    private static let entity = Array("ENTITY".utf8)

    /// Whether the root element has started (nothing more to scan).
    var isDone: Bool { state == .done }

    /// Feeds one byte.
    mutating func consume(_ byte: UInt8) -> Event {
        switch state {
        case .subsetComment, .subsetInstructionData, .subsetInstructionQuestion:
            if byte == 0x22 || byte == 0x27 || byte == 0x5D || byte == 0x3C {
                _ = advanceSearch(0x20)
                _ = advanceGrammar(0x20)
                return .blank
            }
        default:
            break
        }
        let found = advanceSearch(byte)
        let grammar = advanceGrammar(byte)
        if found == .end {
            state = .between
            return .doctypeEnd
        }
        if found == .commentStart && state != .subsetComment { return .unreadableSubset }
        if grammar == .doctypeEnd && search != .off { return .unreadableSubset }
        return grammar
    }

    /// The grammar of the prolog and the internal subset.
    private mutating func advanceGrammar(_ byte: UInt8) -> Event {
        switch state {
        case .between:
            if byte == 0x3C { state = .afterLessThan }
        case .afterLessThan:
            switch byte {
            case 0x3F: state = .instruction  // <?
            case 0x21: state = .afterBang  // <!
            default: state = .done  // the root element
            }
        case .instruction:
            if byte == 0x3F { state = .instructionQuestion }
        case .instructionQuestion:
            state = byte == 0x3E ? .between : (byte == 0x3F ? .instructionQuestion : .instruction)
        case .afterBang:
            switch byte {
            case 0x2D: state = .commentOpen  // <!-
            case 0x44 where !sawDoctype:  // <!D
                // A second one is not-wf (libxml2 reads it as a start tag and stops); taking
                // it for the DTD would hand the first one over with the delegate (found by
                // the fuzzer: `<!DOCTYPE r[<!NOTATION a >]><!D`).
                sawDoctype = true
                state = .doctype
                quote = 0
                return .doctypeStart
            default: state = .done  // not-wf: the parser says so
            }
        case .commentOpen:
            state = .comment
            run = 0
        case .comment:
            if byte == 0x2D { run += 1 } else { if byte == 0x3E && run >= 2 { state = .between }; run = 0 }
        case .doctype:
            if quote != 0 {
                if byte == quote { quote = 0 }
            } else if byte == 0x22 || byte == 0x27 {
                quote = byte
            } else if byte == 0x5B {  // [
                state = .subset
                search = .plain  // libxml2 searches from the `[`
            } else if byte == 0x3E {
                state = .between
                return .doctypeEnd
            }
        case .subset:
            if byte == 0x3C { state = .subsetLessThan } else if byte == 0x5D { state = .afterSubset }
        case .subsetLessThan:
            switch byte {
            case 0x3F: state = .subsetInstruction
            case 0x21: state = .subsetBang
            default: state = .declaration; quote = 0  // not-wf: the parser says so
            }
        case .subsetBang:
            if byte == 0x2D {
                state = .subsetCommentOpen
            } else {
                state = .declaration
                quote = 0
                run = byte == Self.entity[0] ? 1 : 0
            }
        case .subsetCommentOpen:
            state = .subsetComment
            run = 0
        case .subsetComment:
            if byte == 0x2D { run += 1 } else { if byte == 0x3E && run >= 2 { state = .subset }; run = 0 }
        case .subsetInstruction:
            if byte == 0x3F {
                state = .subsetInstructionQuestion
            } else if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                state = .subsetInstructionData
            }
        case .subsetInstructionData:
            if byte == 0x3F { state = .subsetInstructionQuestion }
        case .subsetInstructionQuestion:
            state = byte == 0x3E ? .subset : (byte == 0x3F ? .subsetInstructionQuestion : .subsetInstructionData)
        case .declaration:
            if run > 0 && run < Self.entity.count {
                if byte == Self.entity[run] {
                    run += 1
                    if run == Self.entity.count { return .entityDeclaration }
                    return .none
                }
                run = Self.entity.count  // another keyword
            }
            if quote != 0 {
                if byte == quote { quote = 0 }
            } else if byte == 0x22 || byte == 0x27 {
                quote = byte
            } else if byte == 0x3E {
                state = .subset
            }
        case .afterSubset:
            if byte == 0x3E {
                state = .between
                return .doctypeEnd
            }
            if !(byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D) { state = .unknown }
        case .unknown, .done:
            break
        }
        return .none
    }

    /// libxml2's search for the end of the internal subset (see `Search`).
    private mutating func advanceSearch(_ byte: UInt8) -> SearchEvent {
        while true {
            switch search {
            case .off:
                return .none
            case .plain:
                switch byte {
                case 0x3C: search = .lessThan
                case 0x22, 0x27: search = .quoted; searchQuote = byte
                case 0x5D: search = .bracket
                default: break
                }
                return .none
            case .quoted:
                if byte == searchQuote { search = .plain }
                return .none
            case .lessThan:
                if byte == 0x21 { search = .bang; return .none }
                search = .plain  // the byte is read again
            case .bang:
                if byte == 0x2D { search = .bangDash; return .none }
                search = .plain
            case .bangDash:
                if byte == 0x2D {
                    search = .comment
                    searchDashes = 2  // `<!-->` ends it
                    return .commentStart
                }
                search = .plain
            case .comment:
                if byte == 0x2D {
                    searchDashes += 1
                } else {
                    if byte == 0x3E && searchDashes >= 2 { search = .plain }
                    searchDashes = 0
                }
                return .none
            case .bracket:
                if byte == 0x5D { search = .plain; return .none }  // `]]`: both skipped
                if byte == 0x3E { search = .off; return .end }
                if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                    search = .bracketBlanks; return .none
                }
                search = .plain
            case .bracketBlanks:
                if byte == 0x3E { search = .off; return .end }
                if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { return .none }
                search = .plain
            }
        }
    }
}
