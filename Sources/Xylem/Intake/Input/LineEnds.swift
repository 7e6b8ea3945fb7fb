// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// XML 1.0 section 2.11: a processor must behave as if it turned every CR LF pair and every
/// lone CR into one LF on input, before parsing. libxml2 does so as it reads characters, except
/// in one place: its push parser (which both event sources use) hands a CDATA section's bytes
/// to the SAX callback as they lie in its buffer, so `<![CDATA[a\r\nb]]>` reached the model as
/// `"a\r\nb"` (show notes of feeds written on Windows). The rule is applied here instead, to
/// every checked chunk, as the specification words it; elsewhere it changes nothing libxml2
/// would not have changed itself. A pair cut between two chunks is still one LF.
struct LineEnds {
    /// The last chunk ended with a CR, already written as LF: an LF that starts the next one
    /// is the second half of that pair.
    private var afterCR = false
    /// The bytes dropped before the last chunk.
    private var droppedBefore = 0
    /// Where the last chunk dropped a byte: the index in its output that the dropped LF would
    /// have had (only for chunks with a CR LF pair).
    private var drops: [Int] = []

    /// Rewrites the line ends of `chunk` in place; returns its new length (0 when the chunk was
    /// only the LF of a pair the last chunk cut).
    mutating func normalize(_ chunk: UnsafeMutableBufferPointer<UInt8>) -> Int {
        if !drops.isEmpty {
            droppedBefore += drops.count
            drops.removeAll(keepingCapacity: true)
        }
        guard let base = chunk.baseAddress, chunk.count > 0 else { return 0 }
        let count = chunk.count
        let skip = afterCR && base[0] == Self.lf ? 1 : 0
        afterCR = false
        if skip == 1 { drops.append(0) }
        guard let found = memchr(base + skip, Int32(Self.cr), count - skip) else {
            if skip == 0 { return count }  // (nearly every chunk)
            memmove(base, base + 1, count - 1)
            return count - 1
        }
        var read = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        if skip == 1 { memmove(base, base + 1, read - 1) }
        var write = read - skip
        while read < count {
            let byte = base[read]
            read += 1
            if byte != Self.cr {
                base[write] = byte
                write += 1
                continue
            }
            base[write] = Self.lf
            write += 1
            if read == count {
                afterCR = true
            } else if base[read] == Self.lf {
                drops.append(write)
                read += 1
            }
        }
        return write
    }

    /// The offset in the input of the byte at `offset` of the output, where the last chunk's
    /// output starts at `chunkStart` (nil: `offset` is the end of the output).
    func inputOffset(_ offset: Int, chunkStart: Int?) -> Int {
        guard let chunkStart else { return offset + droppedBefore + drops.count }
        let local = offset - chunkStart
        return offset + droppedBefore + drops.reduce(0) { $0 + ($1 <= local ? 1 : 0) }
    }

    private static let cr = UInt8(ascii: "\r")
    private static let lf = UInt8(ascii: "\n")
}
