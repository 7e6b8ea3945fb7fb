// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
#if canImport(CIconv)
import CIconv  // iconv on Apple platforms (libiconv)
#endif

/// Converts a document in any encoding iconv knows (or Xylem's own `SingleByteTable`s) to
/// UTF-8, chunk by chunk, before the parser reads it. A character cut by a chunk's end is
/// carried over to the next chunk; a byte sequence that is not valid in the source encoding
/// stops the conversion with its offset in the original input (never a replacement character:
/// that would be silently wrong text).
final class Transcoder {
    private enum Converter {
        case iconv(iconv_t)
        case table(SingleByteTable)
    }

    private let converter: Converter
    /// The end of the previous chunk when it stopped inside a character (at most a few bytes).
    private var carry: [UInt8] = []
    /// Source bytes consumed so far (carried bytes count once they are converted).
    private(set) var bytesConverted = 0

    /// nil when neither a table of Xylem's nor iconv converts `name` to UTF-8.
    init?(from name: String) {
        if let table = SingleByteTable.named(name) {
            converter = .table(table)
            return
        }
        guard let converter = iconv_open("UTF-8", name), converter != iconv_t(bitPattern: -1) else { return nil }
        self.converter = .iconv(converter)
    }

    deinit {
        if case .iconv(let converter) = converter { iconv_close(converter) }
    }

    /// Whether the input so far ended inside a character.
    var isInsideCharacter: Bool { !carry.isEmpty }

    /// Appends the UTF-8 conversion of `chunk` to `output`. Returns the offset in the whole
    /// input of the first byte that is not valid in the source encoding, or nil.
    func convert(_ chunk: UnsafeBufferPointer<UInt8>, into output: inout [UInt8]) -> Int? {
        let converter: iconv_t
        switch self.converter {
        case .iconv(let iconv):
            converter = iconv
        case .table(let table):  // one byte, one character: no carry
            table.convert(chunk, into: &output)
            bytesConverted += chunk.count
            return nil
        }
        var input = carry
        input.append(contentsOf: chunk)
        carry.removeAll(keepingCapacity: true)
        let start = output.count
        // UTF-8 takes at most 4 bytes a source byte for any encoding (UTF-16's 2 bytes give at
        // most 3); growing on E2BIG covers the rest.
        var capacity = input.count * 2 + 16
        while true {
            output.reserveCapacity(start + capacity)
            var written = 0
            var consumed = 0
            let outcome: Int32 = input.withUnsafeMutableBytes { raw in
                let base = raw.baseAddress?.assumingMemoryBound(to: CChar.self)
                var inPointer = base
                var inLeft = raw.count
                return withUnsafeTemporaryAllocation(of: CChar.self, capacity: capacity) { out in
                    var outPointer = out.baseAddress
                    var outLeft = capacity
                    let result = iconv(converter, &inPointer, &inLeft, &outPointer, &outLeft)
                    let error = result == -1 ? errno : 0
                    written = capacity - outLeft
                    consumed = raw.count - inLeft
                    out.withMemoryRebound(to: UInt8.self) { output.append(contentsOf: $0.prefix(written)) }
                    return error
                }
            }
            bytesConverted += consumed
            switch outcome {
            case 0:
                return nil
            case E2BIG:
                input.removeFirst(consumed)
                capacity *= 2
            case EINVAL where input.count - consumed <= 8:  // cut off by the chunk's end
                carry = Array(input[consumed...])
                return nil
            default:  // EILSEQ: not in this encoding
                return bytesConverted
            }
        }
    }

    /// The UTF-8 conversion of `bytes` up to the first byte it cannot convert, or nil when
    /// `name` is not known. For sniffing a declaration.
    static func convertWhole(_ bytes: [UInt8], from name: String) -> [UInt8]? {
        guard let transcoder = Transcoder(from: name) else { return nil }
        var output: [UInt8] = []
        _ = bytes.withUnsafeBufferPointer { transcoder.convert($0, into: &output) }
        return output
    }
}
