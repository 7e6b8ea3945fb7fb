// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

/// Every rule that decides where the checked input is cut into the pieces a parser is fed, in
/// one pure function: `next(_:at:marks:for:)` takes the bytes not handed over yet, what the
/// input guard found (`Marks`) and the offset of the first byte, and says how much goes next.
///
/// Three readers take the input in pieces, each with rules of its own:
/// - `.chunk`, what `CheckedInput.read` hands either source (128 KiB at most): up to two `]`
///   that end it are held back to start the next one. libxml2 looks for `]]>` in text (not
///   allowed there) by reading the two bytes after each `]` without waiting for them; at the
///   end of a piece those are its buffer's terminating NUL, so a `]]>` cut as `]]` + `>` or
///   `]` + `]>` would be accepted as text (a malformed document parses).
/// - `.xmlParser`, what `CheckedInputStream` hands XMLParser of a chunk. Two of its crashes on
///   Linux are avoided by these cuts: the document type declaration goes in pieces of its own,
///   parsed without a delegate (`Cut.isQuiet`), so corelibs' DTD callbacks never reach the
///   `strlen(NULL)` they do for `#IMPLIED` attributes and public-only notations; and
///   `<?name?>` goes as `<?name ?>` (empty rather than NULL data), the space a piece of its own
///   (`Cut.isSpace`). XMLParser picks its SAX handler from the delegate when the first piece
///   arrives (it builds a DOM tree without one), so when the declaration starts in the first
///   chunk, the first four bytes go alone, with the delegate. The last quiet piece ends just
///   after the declaration's `>` as libxml2's own search finds it (`PrologScanner`).
/// - `.libxml2(maximum:)`, what `LibXML2Source` gives `xmlParseChunk` of a chunk (slices, to
///   keep libxml2's input buffer small). A slice ends just after the document type declaration,
///   where XMLParser's pieces do: libxml2 decides some errors by what a piece ends with
///   (`<!DOCTYPE d>[` reports an empty document at once when the declaration ends a piece, and
///   extra content only at the end otherwise), so the same cut keeps the two sources' answers
///   the same. Inside a chunk, a slice ends just after its last `>`, so that a slice boundary
///   is invisible to any text shorter than a slice (libxml2 parses text up to the end of what it
///   has once 300 bytes are there, and reports whitespace that ends a piece on its own), and
///   never inside the declaration when its end is in the chunk (libxml2 reads the declaration
///   as soon as it has a `>`, and a quoted literal may hold one: `SYSTEM "a>b.dtd"`).
///
/// The libxml2 behaviour these rules answer was read in libxml2 2.9.14's parser.c, the version
/// the tests pin (`LibXML2VersionTests`, which lists what to re-check when it changes).
enum InputCutPlanner {
    /// Who takes the piece.
    enum Reader: Equatable {
        /// `CheckedInput.read`, for either source.
        case chunk
        /// Foundation's XMLParser, through `CheckedInputStream`.
        case xmlParser
        /// libxml2's push parser, given at most `maximum` bytes at a time.
        case libxml2(maximum: Int)
    }

    /// What the input guard found so far, in offsets of the checked UTF-8 stream.
    struct Marks: Equatable {
        /// The `D` of `<!DOCTYPE`.
        private(set) var doctypeStart: Int?
        /// The `>` that closes the document type declaration.
        private(set) var doctypeEnd: Int?
        /// Whether the declaration starts in the first chunk (see `.xmlParser`).
        private(set) var startsInFirstChunk = false
        /// Offsets before which XMLParser is handed a space, not handed over yet, in increasing order.
        private(set) var spaces: [Int] = []

        /// Records the marks the guard found in a chunk at `offset`.
        mutating func record(_ found: InputGuard.Marks, at offset: Int) {
            if let start = found.doctypeStart {
                doctypeStart = offset + start
                if offset == 0 { startsInFirstChunk = true }
            }
            if let end = found.doctypeEnd { doctypeEnd = offset + end }
            spaces += found.spaceBefore.map { offset + $0 }
        }

        /// Call when the space a `Cut` asked for has been handed over.
        mutating func spaceHandedOver() {
            spaces.removeFirst()
        }
    }

    /// The next piece.
    struct Cut: Equatable {
        /// How many bytes to hand over: 0 with `isSpace`, or for a chunk that is nothing but
        /// held-back `]` (read on).
        var length: Int
        /// XMLParser only: hand over one space, which is not in the input, before the next byte.
        var isSpace = false
        /// XMLParser only: the piece holds part of the document type declaration, and is
        /// parsed without a delegate.
        var isQuiet = false
    }

    /// The next piece of `bytes` (those not handed over yet, starting at `offset` of the checked
    /// stream) for `reader`, given `marks`. Pure: the caller hands the piece over and calls again
    /// with the rest (and `Marks.spaceHandedOver` after a space).
    static func next(
        _ bytes: UnsafeBufferPointer<UInt8>, at offset: Int, marks: Marks = Marks(),
        for reader: Reader
    ) -> Cut {
        switch reader {
        case .chunk:
            return Cut(length: lengthKeepingBrackets(bytes))
        case .xmlParser:
            return xmlParserPiece(count: bytes.count, at: offset, marks)
        case .libxml2(let maximum):
            return Cut(length: libxml2SliceLength(bytes, at: offset, maximum: maximum, marks))
        }
    }

    private static func xmlParserPiece(count: Int, at offset: Int, _ marks: Marks) -> Cut {
        if marks.spaces.first == offset {
            return Cut(length: 0, isSpace: true, isQuiet: isQuiet(offset ..< offset + 1, marks))
        }
        var end = offset + count
        if marks.startsInFirstChunk && offset < 4 { end = min(end, 4) }
        if let at = marks.doctypeEnd.map({ $0 + 1 }), at > offset { end = min(end, at) }
        if let space = marks.spaces.first, space > offset { end = min(end, space) }
        return Cut(length: end - offset, isQuiet: isQuiet(offset ..< end, marks))
    }

    /// Whether `range` of the checked stream holds part of the document type declaration.
    private static func isQuiet(_ range: Range<Int>, _ marks: Marks) -> Bool {
        guard range.lowerBound > 0, let start = marks.doctypeStart, range.upperBound > start else { return false }
        if let end = marks.doctypeEnd, range.lowerBound > end { return false }
        return true
    }

    private static func libxml2SliceLength(
        _ bytes: UnsafeBufferPointer<UInt8>, at offset: Int, maximum: Int,
        _ marks: Marks
    ) -> Int {
        let cut = marks.doctypeEnd.map { $0 + 1 }
        var length = min(maximum, bytes.count)
        if let at = cut, at > offset, at < offset + length { return at - offset }
        guard length < bytes.count else { return length }
        length = max(1, lengthAfterLastTag(UnsafeBufferPointer(rebasing: bytes[..<length])))
        let end = offset + length
        if let begin = marks.doctypeStart, let at = cut, begin < end, end < at, at <= offset + bytes.count {
            return at - offset
        }
        return length
    }

    /// All but up to two `]` at the end (0 when `bytes` is one or two `]`).
    private static func lengthKeepingBrackets(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var length = bytes.count
        while length > 0 && bytes.count - length < 2 && bytes[length - 1] == UInt8(ascii: "]") { length -= 1 }
        return length
    }

    /// Up to and including the last `>`, or, when there is none, `lengthKeepingBrackets`.
    private static func lengthAfterLastTag(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        // From the end: in markup-dense input the last `>` is a few dozen bytes back.
        var index = bytes.count
        while index > 0 {
            index -= 1
            if bytes[index] == UInt8(ascii: ">") { return index + 1 }
        }
        return lengthKeepingBrackets(bytes)
    }
}
