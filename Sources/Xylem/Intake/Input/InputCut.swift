/// Where a parser's input may be cut into the pieces it is fed.
///
/// libxml2 2.9 parses text up to the end of what it was given once 300 bytes are there, and
/// decides two things by what it has in hand rather than by what comes next:
/// - `]]>` is not allowed in text, and it looks for it by reading the two bytes after each `]`
///   without waiting for them; at the end of a piece those are its buffer's terminating NUL, so
///   a `]]>` cut as `]]` + `>` or `]` + `]>` is accepted as text (a malformed document parses);
/// - whitespace that ends a piece is reported on its own (the builder holds it until it knows
///   whether text or a tag follows, `BuildState.appendText`, so this changes nothing since
///   2026-11-24; before, whitespace cut from the text after it read as one space).
/// Both sources get the input in 128 KiB chunks (`CheckedInput`), whose last two `]` (if they
/// end in any) go with the next chunk, so no `]]>` is cut (the first rule); the libxml2 source
/// feeds each chunk in slices (`LibXML2Source`), which end just after a `>` where the slice has
/// one (so a slice boundary is invisible to any text shorter than a slice).
enum InputCut {
    /// How many bytes of `bytes` to hand over now, keeping the rest for the next piece: all
    /// but up to two `]` at the end (0 when `bytes` is one or two `]`).
    static func lengthKeepingBrackets(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var length = bytes.count
        while length > 0 && bytes.count - length < 2 && bytes[length - 1] == UInt8(ascii: "]") { length -= 1 }
        return length
    }

    /// How many bytes of `bytes` to hand over now: up to and including the last `>`, or, when
    /// there is none, all but up to two `]` at the end (see `lengthKeepingBrackets`).
    static func lengthAfterLastTag(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        // From the end: in markup-dense input the last `>` is a few dozen bytes back.
        var index = bytes.count
        while index > 0 {
            index -= 1
            if bytes[index] == UInt8(ascii: ">") { return index + 1 }
        }
        return lengthKeepingBrackets(bytes)
    }
}
