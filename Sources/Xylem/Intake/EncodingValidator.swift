#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Checks the bytes of a document in a declared multi-byte encoding (CP949, Shift_JIS, GB18030,
/// Big5, ...) with iconv, chunk by chunk, before libxml2 converts them: libxml2 2.9.14's push
/// parser dereferences NULL when its conversion meets an invalid sequence (found by fuzzing:
/// `<?xml version="1.0" encoding="EUC-KR"?><a>\u{FF}</a>` crashes the process). The converted
/// text is thrown away; libxml2 still converts the original bytes, so offsets stay the same.
final class EncodingValidator {
    private let converter: iconv_t
    /// The end of the previous chunk when it stopped inside a character (at most a few bytes).
    private var carry: [UInt8] = []
    private var scratch = [CChar](repeating: 0, count: 16 * 1024)

    /// nil when iconv does not know `label`.
    init?(label: String) {
        let converter = iconv_open("UTF-8", label)
        guard let converter, converter != iconv_t(bitPattern: -1) else { return nil }
        self.converter = converter
    }

    deinit { iconv_close(converter) }

    /// Whether the input ended inside a character.
    var isInsideCharacter: Bool { !carry.isEmpty }

    /// Checks the next chunk; returns the index in it of the first byte of an invalid sequence.
    func validate(_ chunk: UnsafeBufferPointer<UInt8>) -> Int? {
        let carried = carry.count
        var input = carry
        input.append(contentsOf: chunk)
        carry.removeAll(keepingCapacity: true)
        return input.withUnsafeMutableBytes { raw -> Int? in
            guard let base = raw.baseAddress?.assumingMemoryBound(to: CChar.self) else { return nil }
            var inPointer: UnsafeMutablePointer<CChar>? = base
            var inLeft = raw.count
            return scratch.withUnsafeMutableBufferPointer { out -> Int? in
                while inLeft > 0 {
                    var outPointer: UnsafeMutablePointer<CChar>? = out.baseAddress
                    var outLeft = out.count
                    if iconv(converter, &inPointer, &inLeft, &outPointer, &outLeft) != -1 { break }
                    let consumed = raw.count - inLeft
                    switch errno {
                    case E2BIG: continue
                    case EINVAL:                        // cut off by the chunk's end
                        if inLeft > 8 { return max(0, consumed - carried) }
                        carry = Array(raw[consumed...])
                        return nil
                    default:                            // EILSEQ: not in this encoding
                        return max(0, consumed - carried)
                    }
                }
                return nil
            }
        }
    }
}
