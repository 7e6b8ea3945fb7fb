/// Reads the document's prolog (what comes before the root element) as bytes arrive, to find
/// the document type declaration and what is inside it:
///
/// - where `<!DOCTYPE` starts and where its closing `>` is: `CheckedInputStream` keeps the
///   declarations of the DTD away from XMLParser's delegate bridge, which crashes on ordinary
///   ones on Linux (see `ParserQuieting`);
/// - entity declarations in the internal subset (`<!ENTITY ...>`): XMLParser drops the text of
///   such entities and cannot bound their expansion, so they are refused.
///
/// It follows the internal subset's lexical structure exactly (comments, processing
/// instructions, quoted literals inside declarations), because everything between the two
/// positions it reports is parsed without a delegate: a `]` or `>` inside a literal or a
/// comment must not end the DTD early, and nothing after the DTD may be taken for part of it.
/// The scan stops at the root element's start tag, so it costs nothing for the rest.
struct PrologScanner {
    /// What a byte completed.
    enum Event {
        case none
        /// The `D` of `<!DOCTYPE`.
        case doctypeStart
        /// The `>` that closes the document type declaration.
        case doctypeEnd
        /// The `Y` of `<!ENTITY` inside the internal subset.
        case entityDeclaration
    }

    private enum State {
        case between, afterLessThan, instruction, instructionQuestion, afterBang, commentOpen, comment
        /// Inside `<!DOCTYPE ...` before `[` or `>`.
        case doctype
        /// Inside the internal subset, between declarations.
        case subset, subsetLessThan, subsetBang, subsetCommentOpen, subsetComment
        case subsetInstruction, subsetInstructionQuestion
        /// Inside a markup declaration of the subset (`<!ELEMENT`, `<!ATTLIST`, ...).
        case declaration
        /// After the subset's `]`, before the DOCTYPE's `>`.
        case afterSubset
        case done
    }

    private var state = State.between
    /// Dashes in a row (comment ends), or bytes of `<!ENTITY` matched.
    private var run = 0
    /// The quote that opened the literal being read, or 0.
    private var quote: UInt8 = 0
    private static let entity = Array("ENTITY".utf8)

    /// Whether the root element has started (nothing more to scan).
    var isDone: Bool { state == .done }

    /// Feeds one byte.
    mutating func consume(_ byte: UInt8) -> Event {
        switch state {
        case .between:
            if byte == 0x3C { state = .afterLessThan }
        case .afterLessThan:
            switch byte {
            case 0x3F: state = .instruction                               // <?
            case 0x21: state = .afterBang                                 // <!
            default: state = .done                                        // the root element
            }
        case .instruction:
            if byte == 0x3F { state = .instructionQuestion }
        case .instructionQuestion:
            state = byte == 0x3E ? .between : (byte == 0x3F ? .instructionQuestion : .instruction)
        case .afterBang:
            switch byte {
            case 0x2D: state = .commentOpen                               // <!-
            case 0x44:                                                    // <!D
                state = .doctype
                quote = 0
                return .doctypeStart
            default: state = .done                                        // not-wf: the parser says so
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
            } else if byte == 0x5B {                                      // [
                state = .subset
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
            default: state = .declaration; quote = 0                      // not-wf: the parser says so
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
            if byte == 0x3F { state = .subsetInstructionQuestion }
        case .subsetInstructionQuestion:
            state = byte == 0x3E ? .subset : (byte == 0x3F ? .subsetInstructionQuestion : .subsetInstruction)
        case .declaration:
            if run > 0 && run < Self.entity.count {
                if byte == Self.entity[run] {
                    run += 1
                    if run == Self.entity.count { return .entityDeclaration }
                    return .none
                }
                run = Self.entity.count                                   // another keyword
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
        case .done:
            break
        }
        return .none
    }
}
