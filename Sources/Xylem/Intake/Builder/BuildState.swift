// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The builder's state: the document being built and the key stack of open elements.
struct BuildState {
    var document = Document()
    var error: XMLSyntaxError?
    private var stack: [Open] = []
    /// The completed text runs of the open elements with mixed content, the innermost
    /// element's last.
    private var earlierRuns: [PendingRun] = []
    /// Whether the root element has been closed (anything but comments after it is an error).
    private(set) var rootClosed = false
    /// Where whitespace before any text of its element was last held: `spaceSlot(position,
    /// depth)` of that moment, or -1 once it became text. An element start or end tag at the same
    /// slot comes right after it (so it was indentation, and flags that tag).
    private var lastSpace: Int64 = -1
    /// Whitespace that arrived in the element `heldSpaceOwner` before any text of it, since its
    /// start tag or its last child: the start of its text if text follows, all of its text if it
    /// stays a leaf, indentation if a start or end tag comes first (see `appendText`).
    /// Held here, not in the document, so that indentation costs nothing to drop.
    /// The held whitespace is its first bytes followed by `heldSpaces` spaces: indentation (a
    /// line feed, then tabs or spaces) is held without copying its spaces. Up to eight first
    /// bytes are kept in `heldBytes` (no array to clear and append to for each element);
    /// more, or bytes after spaces, in `heldSpace` (then `heldByteCount` is 0).
    private var heldSpace: [UInt8] = []
    private var heldBytes: UInt64 = 0
    private var heldByteCount = 0
    private var heldSpaces = 0
    private var heldSpaceOwner: Int32 = -1
    /// The held whitespace passed `maximumTextLength`: an error if it becomes text.
    private var heldSpaceTooLong = false

    /// `XMLLimits`, unpacked for the hot path.
    private let maximumDepth: Int
    private let maximumAttributes: Int
    private let maximumTextLength: Int
    /// The element whose text `appendText` or `end` refused for `maximumTextLength`, or -1.
    private var textTooLong: Int32 = -1

    init(limits: XMLLimits = .default) {
        maximumDepth = limits.maximumDepth
        maximumAttributes = limits.maximumAttributes
        maximumTextLength = limits.maximumTextLength
    }

    /// Reserves room for a whole document of `bytes` input bytes, so that the arrays are not
    /// copied as they grow. The estimates are generous (real documents spend 35 to 300 bytes
    /// an element); pages that are reserved but never written cost no memory.
    mutating func reserveCapacity(forInputBytes bytes: Int) {
        document.elements.reserveCapacity(bytes / 32)
        document.attributes.reserveCapacity(bytes / 48)
        document.text.reserveCapacity(bytes / 2)
    }

    /// One open element on the key stack (32 bytes: it is copied on every event).
    private struct Open {
        var index: Int32
        /// `document.elements.count` when the current run of text began: a fragment that
        /// arrives at another count comes after a child element, and starts a new run.
        var runPosition: Int32
        /// Where the current run of the element's own text starts in `document.text`. Unless
        /// the element has mixed content, that run is all of its text.
        var textStart: Int
        /// The length of all of the element's own text so far (its earlier runs included).
        var textLength: Int
        var hasChildren: Bool
    }

    /// A moment of the build: `position` is `document.elements.count`, `depth` the number of
    /// open elements. Nothing is appended between two events with the same slot.
    @inline(__always)
    private static func spaceSlot(_ position: Int32, _ depth: Int) -> Int64 {
        Int64(position) << 32 | Int64(depth)
    }

    /// A completed run of the text of the open element `element`.
    private struct PendingRun {
        var element: Int32
        var position: Int32
        var start: Int
        /// The length of the element's own text up to the end of this run.
        var lengthSoFar: Int
    }

    /// Appends an element (its attributes follow with `addAttribute`) and opens it; returns why
    /// it cannot, if it cannot.
    mutating func start(_ name: NameID, attributeCount: Int, line: Int, column: Int) -> (XMLSyntaxError.Reason, String)?
    {
        if rootClosed {
            return (.contentAfterRoot, "Element <\(document.names[name])> after the end of the root element")
        }
        if stack.count >= maximumDepth || attributeCount > maximumAttributes {
            return limitFailure(document.names[name], attributeCount: attributeCount)
        }
        guard document.elements.count < Int(Int32.max) - 1 else {
            return (.documentTooLarge, "More than 2^31 elements")
        }
        let index = Int32(document.elements.count)
        heldSpaceOwner = -1  // the parent's held whitespace was indentation
        var parentIndex: Int32 = -1
        var spaceBefore = false
        if !stack.isEmpty {
            var parent = stack[stack.count - 1]
            parentIndex = parent.index
            // (The parent's text so far is never whitespace only: leading whitespace is held.)
            if !parent.hasChildren {
                parent.hasChildren = true
                stack[stack.count - 1] = parent
            }
            spaceBefore = lastSpace == Self.spaceSlot(index, stack.count)
        }
        document.elements.append(
            ElementRecord(
                name: name, parent: parentIndex, end: index + 1,
                firstAttribute: Int32(truncatingIfNeeded: document.attributes.count),
                line: line, column: column, spaceBefore: spaceBefore))
        stack.append(Open(index: index, runPosition: 0, textStart: 0, textLength: 0, hasChildren: false))
        return nil
    }

    /// Appends an attribute of the element `start` just appended, in the order the source
    /// delivers them; returns why it cannot, if it cannot.
    mutating func addAttribute(_ name: NameID, _ value: UnsafeBufferPointer<UInt8>) -> (XMLSyntaxError.Reason, String)?
    {
        let start = document.text.count
        guard value.count <= maximumTextLength else {
            let element = document.names[document.elements[document.elements.count - 1].name]
            return (
                .limitExceeded(.textLength),
                "The value of \(document.names[name])= in <\(element)> is longer than "
                    + "XMLLimits.maximumTextLength (\(maximumTextLength) bytes)"
            )
        }
        guard start + value.count <= Int(UInt32.max) else { return (.documentTooLarge, "More than 4 GiB of text") }
        document.text.append(contentsOf: value)
        document.attributes.append(
            AttributeRecord(name: name, valueStart: UInt32(start), valueLength: UInt32(value.count)))
        return nil
    }

    /// The id of an element or attribute name.
    @inline(__always)
    mutating func intern(_ name: String) -> NameID { document.names.intern(name) }

    /// Why `start` refuses an element for the depth or attribute limit.
    @inline(never)
    private func limitFailure(_ name: String, attributeCount: Int) -> (XMLSyntaxError.Reason, String) {
        if stack.count >= maximumDepth {
            return (.limitExceeded(.depth), "<\(name)> nests deeper than XMLLimits.maximumDepth (\(maximumDepth))")
        }
        return (
            .limitExceeded(.attributes),
            "<\(name)> has \(attributeCount) attributes, more than XMLLimits.maximumAttributes (\(maximumAttributes))"
        )
    }

    /// Why `end` last returned false: the text of a whitespace-only leaf passes
    /// `maximumTextLength`, or the text of an element with mixed content, joined, would pass
    /// the text buffer's 4 GiB.
    func endFailure() -> (XMLSyntaxError.Reason, String) {
        textFailure() ?? (.documentTooLarge, "More than 4 GiB of text")
    }

    /// Closes the innermost open element; returns false when it cannot (`endFailure()`).
    mutating func end() -> Bool {
        guard var open = stack.popLast() else { return true }
        let i = Int(open.index)
        var record = document.elements[i]
        record.end = Int32(document.elements.count)
        if heldSpaceOwner == open.index && open.textLength == 0 && !open.hasChildren {
            open.textStart = document.text.count
            if !releaseHeldSpace(&open) { return false }  // a leaf of whitespace only
        } else {
            record.spaceBeforeEnd = lastSpace == Self.spaceSlot(record.end, stack.count + 1)
            if heldSpaceOwner == open.index { heldSpaceOwner = -1 }  // indentation before the end tag
        }
        if open.hasChildren && open.textLength > 0 {
            if !finishMixedContent(open, &record) { return false }
        } else {
            record.textStart = UInt32(open.textStart)
            record.textLength = UInt32(open.textLength)
        }
        document.elements[i] = record
        if stack.isEmpty { rootClosed = true }
        return true
    }

    /// Appends a text fragment to the innermost open element; returns true when it cannot (the
    /// element's text would pass `maximumTextLength`, or the text buffer 4 GiB: `textFailure()`
    /// says which).
    mutating func appendText(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard !stack.isEmpty, !bytes.isEmpty else { return false }
        let top = stack.count - 1
        var open = stack[top]
        let position = Int32(truncatingIfNeeded: document.elements.count)
        // Whitespace before any text of the element is held aside (`heldSpace`), without
        // copying its spaces, and where it was is remembered. It becomes the start of the
        // element's text if text follows (`<b>x</b>\n  &amp; y`: the run is "\n  & y", however
        // the parser cut it into pieces), or all of it if the element stays a leaf, whatever the
        // decoder's whitespace strategy (the document does not depend on options: readers trim
        // or not). It is indentation, dropped, if an element's start or end tag comes first.
        // Once an element has text, whitespace is part of it (mixed content: `a &amp; <i/> b`).
        if let spaces = whitespaceBeforeText(bytes, of: open) {
            lastSpace = Self.spaceSlot(position, stack.count)
            holdSpace(bytes, endingIn: spaces, of: open.index)
            return false
        }
        if bytes.count > maximumTextLength - open.textLength { textTooLong = open.index; return true }
        if open.textLength == 0 {
            open.textStart = document.text.count
            open.runPosition = position
            if heldSpaceOwner == open.index {
                if !releaseHeldSpace(&open) { return true }
                if bytes.count > maximumTextLength - open.textLength { textTooLong = open.index; return true }
            }
            lastSpace = -1
        } else if open.runPosition != position {
            startRun(&open, at: position)
        }
        document.text.append(contentsOf: bytes)
        open.textLength += bytes.count
        stack[top] = open
        return document.text.count > Int(UInt32.max)
    }

    /// Holds leading whitespace of the element `owner` (see `appendText`).
    @inline(__always)
    private mutating func holdSpace(_ bytes: UnsafeBufferPointer<UInt8>, endingIn spaces: Int, of owner: Int32) {
        let first = bytes.count - spaces
        if heldSpaceOwner != owner {
            // The usual case, once after each tag: indentation, held without touching an array.
            heldSpaceOwner = owner
            heldSpaceTooLong = false
            if !heldSpace.isEmpty { heldSpace.removeAll(keepingCapacity: true) }
            if first <= 8 && bytes.count <= maximumTextLength {
                heldBytes = Self.leadingBytes(bytes, first)
                heldByteCount = first
                heldSpaces = spaces
                return
            }
            heldBytes = 0
            heldByteCount = 0
            heldSpaces = 0
        }
        guard !heldSpaceTooLong, heldSpaceLength + bytes.count <= maximumTextLength else {
            heldSpaceTooLong = true  // not kept: it is an error if it becomes text
            return
        }
        if first > 0 {
            if heldSpaces == 0 && heldSpace.isEmpty && heldByteCount + first <= 8 {
                heldBytes |= Self.leadingBytes(bytes, first) << UInt64(8 &* heldByteCount)
                heldByteCount &+= first
            } else {
                spillHeldBytes()
                if heldSpaces > 0 { heldSpace.append(contentsOf: repeatElement(0x20, count: heldSpaces)) }
                heldSpace.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[..<first]))
                heldSpaces = 0
            }
        }
        heldSpaces += spaces
    }

    /// The first `count` (at most 8) of `bytes`, the first in the lowest byte.
    @inline(__always)
    private static func leadingBytes(_ bytes: UnsafeBufferPointer<UInt8>, _ count: Int) -> UInt64 {
        guard let base = bytes.baseAddress, count > 0 else { return 0 }
        if count == 1 { return UInt64(base[0]) }  // a line feed, before spaces
        var word: UInt64 = 0
        for k in 0 ..< count { word |= UInt64(base[k]) << UInt64(8 &* k) }
        return word
    }

    /// The length of the held whitespace.
    private var heldSpaceLength: Int { heldSpace.count + heldByteCount + heldSpaces }

    /// Moves the bytes held in `heldBytes` to `heldSpace` (more are coming than it can hold).
    @inline(never)
    private mutating func spillHeldBytes() {
        for k in 0 ..< heldByteCount { heldSpace.append(UInt8(truncatingIfNeeded: heldBytes >> UInt64(8 &* k))) }
        heldBytes = 0
        heldByteCount = 0
    }

    /// Makes the held whitespace the start of `open`'s text (whose run starts at the end of
    /// the text buffer); returns false when it passed `maximumTextLength` (`textFailure()`).
    @inline(never)
    private mutating func releaseHeldSpace(_ open: inout Open) -> Bool {
        if heldSpaceTooLong { textTooLong = open.index; return false }
        guard document.text.count + heldSpaceLength <= Int(UInt32.max) else { return false }  // 4 GiB
        open.textLength = heldSpaceLength
        spillHeldBytes()
        document.text.append(contentsOf: heldSpace)
        document.text.append(contentsOf: repeatElement(0x20, count: heldSpaces))
        heldSpace.removeAll(keepingCapacity: true)
        heldSpaces = 0
        heldSpaceOwner = -1
        lastSpace = -1
        return true
    }

    /// Mixed content: a child element came since the current run began. Sets the run aside and
    /// starts a new one at `position`.
    @inline(never)
    private mutating func startRun(_ open: inout Open, at position: Int32) {
        earlierRuns.append(
            PendingRun(
                element: open.index, position: open.runPosition, start: open.textStart,
                lengthSoFar: open.textLength))
        open.textStart = document.text.count
        open.runPosition = position
    }

    /// Records the runs of an element with mixed content in `document.runs`, and its own text
    /// as their concatenation: the one run as it lies, or several copied together once (each
    /// run stays where it arrived while children come in between, so nothing is moved twice).
    /// Returns false when the copy would pass 4 GiB of text.
    @inline(never)
    private mutating func finishMixedContent(_ open: Open, _ record: inout ElementRecord) -> Bool {
        var first = earlierRuns.count
        while first > 0 && earlierRuns[first - 1].element == open.index { first -= 1 }
        var pieces = earlierRuns[first...]
        pieces.append(
            PendingRun(
                element: open.index, position: open.runPosition, start: open.textStart,
                lengthSoFar: open.textLength))
        earlierRuns.removeSubrange(first...)
        var offset = 0
        for piece in pieces {
            document.runs.append(
                TextRun(
                    element: open.index, position: piece.position,
                    offset: UInt32(offset), length: UInt32(piece.lengthSoFar - offset)))
            offset = piece.lengthSoFar
        }
        if pieces.count == 1 {
            record.textStart = UInt32(open.textStart)
        } else {
            guard document.text.count + offset <= Int(UInt32.max) else { return false }
            var joined: [UInt8] = []
            joined.reserveCapacity(offset)
            var start = 0
            for piece in pieces {
                joined.append(contentsOf: document.text[piece.start ..< piece.start + piece.lengthSoFar - start])
                start = piece.lengthSoFar
            }
            record.textStart = UInt32(document.text.count)
            document.text.append(contentsOf: joined)
        }
        record.textLength = UInt32(offset)
        return true
    }

    /// Why `appendText` last returned true: the text limit (nil for the 4 GiB buffer limit).
    func textFailure() -> (XMLSyntaxError.Reason, String)? {
        guard textTooLong >= 0, Int(textTooLong) < document.elements.count else { return nil }
        let name = document.names[document.elements[Int(textTooLong)].name]
        return (
            .limitExceeded(.textLength),
            "The text of <\(name)> is longer than XMLLimits.maximumTextLength (\(maximumTextLength) bytes)"
        )
    }

    /// `<name> (line N)` for the innermost open element, or nil when none is open.
    func openElementDescription() -> String? {
        guard let open = stack.last else { return nil }
        let record = document.elements[Int(open.index)]
        return "<\(document.names[record.name])> (line \(record.line))"
    }
}

// MARK: - For a BuildObserver (streaming's RecordRouter)

extension BuildState {
    /// The number of open elements (the root alone is 1).
    @inline(__always)
    var depth: Int { stack.count }

    /// The innermost open element, or nil.
    @inline(__always)
    var innermost: Int32? { stack.last?.index }

    /// Where the own text of the open element at `depth` (the root is 0) lies in
    /// `document.text`, while it has one run: until text follows its first child element.
    /// Whitespace held before any text is not in it (a start tag makes that indentation).
    func textSoFar(ofOpenElementAt depth: Int) -> Range<Int> {
        let open = stack[depth]
        return open.textStart ..< open.textStart + open.textLength
    }

    /// Whether `appendText(bytes)` would append to the document, not hold the bytes as
    /// whitespace before any text: the same test, asked first.
    func keepsText(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let open = stack.last, !bytes.isEmpty else { return false }
        return whitespaceBeforeText(bytes, of: open) == nil
    }

    /// When `bytes` (not empty) are whitespace before any text of `open`, which `appendText`
    /// holds rather than appends: how many spaces end them; nil for text.
    @inline(__always)
    private func whitespaceBeforeText(_ bytes: UnsafeBufferPointer<UInt8>, of open: Open) -> Int? {
        guard open.textLength == 0 && isXMLWhitespace(bytes[0]) else { return nil }
        return trailingSpacesOfWhitespace(bytes)
    }

    /// Where the element that `start` just appended begins in the document's arrays. Its
    /// parent's indentation was already dropped, so the text mark is where its first attribute
    /// value (or, without attributes, the next text) begins.
    @inline(__always)
    func markOfLastStarted() -> DocumentMark {
        let index = document.elements.count - 1
        let firstAttribute = Int(document.elements[index].firstAttribute)
        let text =
            firstAttribute < document.attributes.count
            ? Int(document.attributes[firstAttribute].valueStart) : document.text.count
        return DocumentMark(elements: index, attributes: firstAttribute, text: text, runs: document.runs.count)
    }
}

/// When `bytes` are all XML whitespace, the number of spaces (0x20) that end them (indentation
/// is a line feed and tabs or spaces); nil when they are not all whitespace. One pass: runs of
/// spaces are read eight at a time, other bytes one at a time.
@inline(__always)
func trailingSpacesOfWhitespace(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    guard let base = bytes.baseAddress else { return 0 }
    let end = bytes.count
    var i = 0
    var spaces = 0
    while i < end {
        let byte = base[i]
        if byte == 0x20 {
            if i &+ 8 <= end && UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self) == 0x2020_2020_2020_2020 {
                i &+= 8
                spaces &+= 8
            } else {
                i &+= 1
                spaces &+= 1
            }
            continue
        }
        guard byte == 0x0A || byte == 0x09 || byte == 0x0D else { return nil }
        spaces = 0
        i &+= 1
    }
    return spaces
}
