// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

/// An incremental UTF-8 validator: it checks the input chunk by chunk, carrying an unfinished
/// sequence from one chunk to the next, before any byte reaches a parser (XMLParser traps on
/// invalid UTF-8 in element and attribute names).
struct UTF8Validator {
    /// Continuation bytes still expected for the current sequence.
    private var pending = 0
    /// Bounds for the next continuation byte (narrowed after E0, ED, F0 and F4).
    private var low: UInt8 = 0x80
    private var high: UInt8 = 0xBF

    /// Whether the last chunk ended in the middle of a multi-byte sequence.
    var isInsideSequence: Bool { pending > 0 }

    /// Checks `bytes`; returns the index of the first byte that cannot be UTF-8, or nil.
    ///
    /// A sequence that lies wholly inside the chunk is checked in one step, from locals; only a
    /// sequence that the chunk's end cuts goes through the carried state (`pending`, `low`,
    /// `high`). Korean text is almost all three-byte sequences: checked byte by byte through the
    /// stored state, it cost about five instructions a byte of a data.go.kr answer.
    mutating func validate(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let base = bytes.baseAddress else { return nil }
        let count = bytes.count
        var i = 0
        // The rest of a sequence the previous chunk cut.
        if let bad = continueSequence(base, &i, count) { return bad }
        while i < count {
            // Eight ASCII bytes at a time. (32 at a time gained 1% on ASCII documents and cost
            // 8% on Korean text, where the fast path breaks often.)
            while i + 8 <= count {
                let word = UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)
                if word & 0x8080_8080_8080_8080 != 0 { break }
                i += 8
            }
            if i >= count { break }
            let lead = base[i]
            if lead < 0x80 { i += 1; continue }
            // The sequence's length and the bounds of its second byte (Unicode's table 3-7:
            // no overlong forms, no surrogates, nothing above U+10FFFF).
            let length: Int
            var secondLow: UInt8 = 0x80, secondHigh: UInt8 = 0xBF
            switch lead {
            case 0xC2 ... 0xDF: length = 2
            case 0xE0: length = 3; secondLow = 0xA0
            case 0xE1 ... 0xEC, 0xEE ... 0xEF: length = 3
            case 0xED: length = 3; secondHigh = 0x9F
            case 0xF0: length = 4; secondLow = 0x90
            case 0xF1 ... 0xF3: length = 4
            case 0xF4: length = 4; secondHigh = 0x8F
            default: return i
            }
            guard i + length <= count else {
                // Cut by the chunk's end: check what is here, carry the rest.
                pending = length - 1
                low = secondLow
                high = secondHigh
                i += 1
                return continueSequence(base, &i, count)
            }
            let second = base[i + 1]
            guard second >= secondLow && second <= secondHigh else { return i + 1 }
            if length >= 3 {
                guard base[i + 2] & 0xC0 == 0x80 else { return i + 2 }
                if length == 4 {
                    guard base[i + 3] & 0xC0 == 0x80 else { return i + 3 }
                }
            }
            i += length
        }
        return nil
    }

    /// Checks the continuation bytes of the carried sequence from `i`, up to `count`; returns
    /// the index of a byte that cannot continue it, or nil.
    @inline(__always)
    private mutating func continueSequence(_ base: UnsafePointer<UInt8>, _ i: inout Int, _ count: Int) -> Int? {
        while pending > 0 && i < count {
            let byte = base[i]
            guard byte >= low && byte <= high else { return i }
            i += 1
            pending -= 1
            low = 0x80
            high = 0xBF
        }
        return nil
    }
}
