// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Counts the attributes of every start tag in the input bytes, before the parser reads them:
/// libxml2 compares each attribute name with every earlier one of its tag (quadratic: 100,000
/// attributes on one element take seconds), and reports the element only after that. One
/// attribute is one quoted value inside a start tag.
///
/// It follows just enough of XML to know where start tags are: comments, CDATA sections,
/// processing instructions and declarations are skipped, and quoted values may hold `>`.
/// It reads UTF-8 (a document in another encoding is converted before the guard sees it), whose
/// multi-byte characters never use the bytes it looks for: `<`, `>`, quotes.
struct AttributeCounter {
    private enum State: UInt8 {
        case text, lessThan, startTag, quoted, bang, bangDash, comment, cdata, declaration, declarationQuoted
        case instructionTarget, instruction, instructionEnd
    }

    /// What the index `scan` returned points at.
    enum Finding {
        /// The quote that opens attribute `maximum + 1` of a start tag.
        case tooManyAttributes
        /// The `?` that ends a processing instruction without data (`<?name?>`): XMLParser on
        /// Linux passes its NULL data to `strlen` and crashes (found by fuzzing). The caller
        /// puts a space before it (`<?name ?>`: the same instruction, with empty data) and
        /// scans on from the next byte.
        case instructionWithoutData
        /// The byte after such a `?` is not `>` (`<?name?x`): not well-formed, and the space
        /// put in would make it so, so the caller rejects it.
        case instructionTargetNotEnded
        /// The quote that opens the value of an `xmlns:xml` declaration, in start tag number
        /// `startTags`. libxml2 drops the declaration (the prefix is bound whatever a document
        /// says), so neither event source reports it; the builder puts it back on that element.
        case xmlNamespaceDeclaration
        /// The quote of a second `xmlns:xml` in the same start tag: an attribute given twice,
        /// which libxml2 cannot see once it has dropped the first.
        case repeatedXMLNamespaceDeclaration
    }

    /// Set with each index `scan` returns.
    private(set) var finding = Finding.tooManyAttributes

    private var state = State.text
    private var quote: UInt8 = 0
    /// Attributes of the current start tag; dashes, brackets or `?` in a row for the closers
    /// (in a start tag: 1 once it declared `xmlns:xml`).
    private var count = 0
    private var run = 0
    let maximum: Int
    /// Start tags so far, the current one included (as the sources report elements).
    private(set) var startTags = 0
    /// The last bytes of the input before the chunk being scanned, whitespace runs written as
    /// one space: enough of them to see `xmlns:xml =` that a chunk boundary cut.
    private var tail: [UInt8] = []

    /// Where attribute names go when the order is recorded (the XMLParser source), else nil.
    let order: AttributeOrder?
    /// Recording: where the bytes before the next attribute name start in the chunk being
    /// scanned (after the tag's `<` or the last value's closing quote), and, when they started
    /// in an earlier chunk, those bytes (`carry`, whitespace runs as one space).
    private var anchor = 0
    private var anchorInCarry = false
    private var carry: [UInt8] = []

    init(maximum: Int, order: AttributeOrder? = nil) {
        self.maximum = maximum
        self.order = order
    }

    /// Scans a chunk; returns the index of the quote that opens attribute `maximum + 1`.
    mutating func scan(_ chunk: UnsafeBufferPointer<UInt8>) -> Int? { scan(chunk, from: 0) }

    /// Scans a chunk from `start` (after an index an earlier call returned); returns the index
    /// (in `chunk`) of what `finding` says.
    mutating func scan(_ chunk: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard let base = chunk.baseAddress else { return nil }
        // The state in locals (registers), written back once.
        var state = state, quote = quote, count = count, run = run, startTags = startTags, anchor = anchor
        defer {
            self.state = state; self.quote = quote; self.count = count; self.run = run; self.startTags = startTags
            self.anchor = anchor
        }
        let maximum = maximum
        let recording = order != nil
        let end = chunk.count
        var i = start
        while i < end {
            switch state {
            case .text:
                i = Self.firstIndex(of: 0x3C, base, from: i, end)
                if i >= end { return nil }
                i &+= 1
                if i >= end { state = .lessThan; return nil }
                fallthrough
            case .lessThan:
                switch base[i] {
                case 0x21: state = .bang  // <!
                case 0x3F: state = .instructionTarget; run = 0  // <?
                case 0x2F: state = .startTag; count = 0  // an end tag (it has no quotes)
                default: state = .startTag; count = 0; run = 0; startTags &+= 1; anchor = i; anchorInCarry = false
                }
            case .startTag:
                // The whole tag in one go: a quoted value, then the next quote or '>', ...
                while true {
                    i = Self.firstIndex(of: 0x3E, 0x22, 0x27, base, from: i, end)
                    if i >= end { return nil }
                    let byte = base[i]
                    if byte == 0x3E {
                        if recording && count > 0 { order?.endTag() }
                        state = .text
                        break
                    }
                    count &+= 1
                    if count > maximum { finding = .tooManyAttributes; return i }
                    quote = byte
                    if recording { recordName(base, quoteAt: i, anchor: anchor, count: count, startTags: startTags) }
                    // Most values follow `name="` with a name that does not end in `l`: two
                    // bytes tell. The rest are looked at closer.
                    if i < 2 || base[i &- 1] != 0x3D || base[i &- 2] == 0x6C || base[i &- 2] <= 0x20,
                        Self.namesXMLNamespace(base, quoteAt: i, after: tail)
                    {
                        finding = run == 0 ? .xmlNamespaceDeclaration : .repeatedXMLNamespaceDeclaration
                        run = 1
                        state = .quoted  // the caller scans on from i + 1
                        return i
                    }
                    i = Self.firstIndex(of: byte, base, from: i &+ 1, end)
                    if i >= end { state = .quoted; return nil }
                    i &+= 1
                    anchor = i
                    anchorInCarry = false
                }
            case .quoted:
                i = Self.firstIndex(of: quote, base, from: i, end)
                if i >= end { return nil }
                state = .startTag
                anchor = i &+ 1
                anchorInCarry = false
            case .bang:
                switch base[i] {
                case 0x2D: state = .bangDash  // <!-
                case 0x5B: state = .cdata; run = 0  // <![
                default: state = .declaration
                }
            case .bangDash:
                state = .comment
                run = 0
            // Comments, CDATA sections and instructions can be long (show notes, scripts): outside
            // a run of closing bytes, the search jumps to the next byte that could start one.
            case .comment:  // until -->
                if run == 0 {
                    i = Self.firstIndex(of: 0x2D, base, from: i, end)
                    if i >= end { return nil }
                }
                let byte = base[i]
                if byte == 0x2D { run &+= 1 } else { if byte == 0x3E && run >= 2 { state = .text }; run = 0 }
            case .cdata:  // until ]]>
                if run == 0 {
                    i = Self.firstIndex(of: 0x5D, base, from: i, end)
                    if i >= end { return nil }
                }
                let byte = base[i]
                if byte == 0x5D { run &+= 1 } else { if byte == 0x3E && run >= 2 { state = .text }; run = 0 }
            case .instructionTarget:  // the name, then space or ?>
                let byte = base[i]  // (run: the name's length)
                if byte == 0x3F {
                    if run > 0 { finding = .instructionWithoutData; state = .instructionEnd; return i }
                    state = .instruction  // `<??`: no name; the parser
                    run = 1  // rejects it
                } else if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                    state = .instruction
                    run = 0
                } else {
                    run &+= 1
                }
            case .instructionEnd:
                if base[i] != 0x3E { finding = .instructionTargetNotEnded; return i }
                state = .text
            case .instruction:  // until ?>
                if run == 0 {
                    i = Self.firstIndex(of: 0x3F, base, from: i, end)
                    if i >= end { return nil }
                }
                let byte = base[i]
                if byte == 0x3E && run > 0 { state = .text }
                run = byte == 0x3F ? 1 : 0
            case .declaration:  // until > outside quotes
                let byte = base[i]
                if byte == 0x3E || byte == 0x5B {  // '[' opens a DTD's internal
                    state = .text  // subset: its declarations
                } else if byte == 0x22 || byte == 0x27 {  // are markup like any other
                    quote = byte
                    state = .declarationQuoted
                }
            case .declarationQuoted:
                if base[i] == quote { state = .declaration }
            }
            i &+= 1
        }
        return nil
    }

    /// Records the name of the attribute whose value opens at `quoteAt` (attribute `count` of
    /// start tag `startTags`): the name ends before `=` and the whitespace around it, and starts
    /// after whitespace; its bytes lie between `anchor` and the quote, or start in `carry`.
    @inline(never)
    private mutating func recordName(
        _ base: UnsafePointer<UInt8>, quoteAt quoteIndex: Int, anchor: Int,
        count: Int, startTags: Int
    ) {
        guard let order else { return }
        if count == 1 { order.beginTag(startTags) }
        let carried = anchorInCarry ? carry.count : 0
        let lower = anchor - carried
        func byte(_ k: Int) -> UInt8 { k >= anchor ? base[k] : carry[carried - (anchor - k)] }
        var k = quoteIndex - 1
        while k >= lower && Self.isSpace(byte(k)) { k -= 1 }
        guard k >= lower && byte(k) == 0x3D else { return order.add(UnsafeBufferPointer(start: base, count: 0)) }
        k -= 1
        while k >= lower && Self.isSpace(byte(k)) { k -= 1 }
        let nameEnd = k + 1
        while k >= lower, case let b = byte(k), !Self.isSpace(b), b != 0x3C, b != 0x22, b != 0x27, b != 0x3D { k -= 1 }
        let nameStart = k + 1
        if nameStart >= anchor {
            order.add(UnsafeBufferPointer(start: base + nameStart, count: nameEnd - nameStart))
        } else {  // it began in an earlier chunk
            let name = (nameStart ..< nameEnd).map(byte)
            name.withUnsafeBufferPointer { order.add($0) }
        }
    }

    /// Whether the value whose quote is at `quoteAt` is that of an `xmlns:xml` attribute: the
    /// bytes before it are whitespace, `xmlns:xml`, whitespace, `=`, whitespace (bytes before
    /// the chunk come from `tail`; a scan resumed inside a chunk starts after a quote or a `?`,
    /// where the look-back stops before it would need them).
    @inline(never)
    private static func namesXMLNamespace(
        _ base: UnsafePointer<UInt8>, quoteAt quoteIndex: Int, after tail: [UInt8]
    ) -> Bool {
        var k = quoteIndex - 1
        func byte(_ k: Int) -> UInt8? { k >= 0 ? base[k] : (tail.count + k >= 0 ? tail[tail.count + k] : nil) }
        func skipSpace() { while let b = byte(k), Self.isSpace(b) { k -= 1 } }
        skipSpace()
        guard byte(k) == 0x3D else { return false }
        k -= 1
        skipSpace()
        for expected in Self.xmlnsXML.reversed() {
            guard byte(k) == expected else { return false }
            k -= 1
        }
        return byte(k).map(Self.isSpace) ?? false
    }

    private static let xmlnsXML = Array("xmlns:xml".utf8)

    @inline(__always)
    private static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }

    /// Call once a chunk is scanned: keeps its last bytes (with those of earlier chunks when it
    /// is short) for `namesXMLNamespace` in the next one.
    mutating func chunkEnded(_ chunk: UnsafeBufferPointer<UInt8>) {
        if order != nil { keepCarry(chunk) }
        let keep = 16
        var last: [UInt8] = []  // reversed
        var k = chunk.count - 1
        while k >= 0 && last.count < keep {
            let byte = Self.isSpace(chunk[k]) ? 0x20 : chunk[k]
            if byte != 0x20 || last.last != 0x20 { last.append(byte) }
            k -= 1
        }
        if last.count < keep {  // the chunk was short: earlier bytes too
            var earlier = tail[...]
            if last.last == 0x20 && earlier.last == 0x20 { earlier = earlier.dropLast() }
            tail = Array(earlier.suffix(keep - last.count)) + last.reversed()
        } else {
            tail = last.reversed()
        }
    }

    /// Recording: a chunk that ends inside a start tag, outside a value, may end inside an
    /// attribute's name: the bytes since the anchor are kept for the next one (whitespace runs as
    /// one space, and at most 128 KiB: libxml2 refuses a name longer than 50,000 bytes).
    private mutating func keepCarry(_ chunk: UnsafeBufferPointer<UInt8>) {
        guard state == .startTag else { carry.removeAll(); anchorInCarry = false; return }
        if !anchorInCarry { carry.removeAll(keepingCapacity: true) }
        for k in min(anchor, chunk.count) ..< chunk.count {
            let byte = Self.isSpace(chunk[k]) ? 0x20 : chunk[k]
            if byte != 0x20 || carry.last != 0x20 { carry.append(byte) }
        }
        if carry.count > 128 << 10 { carry.removeFirst(carry.count - (128 << 10)) }
        anchorInCarry = true
        anchor = 0
    }

    // Searching eight bytes at a time: `zeroBytes` marks the zero bytes of a word (its lowest
    // mark is always exact, which is all a search needs).
    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highs: UInt64 = 0x8080_8080_8080_8080

    @inline(__always)
    private static func zeroBytes(_ word: UInt64) -> UInt64 { (word &- ones) & ~word & highs }

    /// The index of the first `byte` at or after `start`, or `end`.
    @inline(__always)
    private static func firstIndex(of byte: UInt8, _ base: UnsafePointer<UInt8>, from start: Int, _ end: Int) -> Int {
        // The next 32 bytes eight at a time, inline (tags are usually that close), then the C
        // library's memchr, which reads 16 to 32 bytes at a time through long text and indentation.
        var i = start
        let pattern = UInt64(byte) &* ones
        let inlineEnd = min(end, start &+ 32)
        while i &+ 8 <= inlineEnd {
            let found = zeroBytes(UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self) ^ pattern)
            if found != 0 { return i &+ found.trailingZeroBitCount >> 3 }
            i &+= 8
        }
        guard i < end, let hit = memchr(base + i, Int32(byte), end - i) else { return end }
        return base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
    }

    /// The index of the first of three bytes at or after `start`, or `end`.
    @inline(__always)
    private static func firstIndex(
        of a: UInt8, _ b: UInt8, _ c: UInt8, _ base: UnsafePointer<UInt8>,
        from start: Int, _ end: Int
    ) -> Int {
        var i = start
        let pa = UInt64(a) &* ones, pb = UInt64(b) &* ones, pc = UInt64(c) &* ones
        while i &+ 8 <= end {
            let word = UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)
            let found = zeroBytes(word ^ pa) | zeroBytes(word ^ pb) | zeroBytes(word ^ pc)
            if found != 0 { return i &+ found.trailingZeroBitCount >> 3 }
            i &+= 8
        }
        while i < end {
            let byte = base[i]
            if byte == a || byte == b || byte == c { return i }
            i &+= 1
        }
        return i
    }
}
