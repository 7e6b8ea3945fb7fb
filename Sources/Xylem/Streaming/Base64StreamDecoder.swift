// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Decodes base64 that arrives in pieces of any size, such as the chunks of
/// `XMLDecoder.streamText(at:from:progress:_:)`: a quad of characters may be split
/// between chunks, and line breaks and other XML whitespace anywhere are skipped.
///
/// ```
/// var base64 = Base64StreamDecoder()
/// var bytes = try base64.decode(Data("SGVsbG8s\nIHdv".utf8))   // "Hello, wo"
/// bytes += try base64.decode(Data("cmxkIQ==".utf8))             // "rld!"
/// bytes += try base64.finish()
/// ```
///
/// It accepts the standard alphabet (`+`, `/`) with or without `=` padding at the end, and
/// rejects anything else (other characters, data after padding, a lone final character) with a
/// `Base64StreamError` that gives the offset in the text.
public struct Base64StreamDecoder: Sendable {
    /// Up to three sextets of a quad not yet complete.
    private var bits: UInt32 = 0
    private var sextets = 0
    /// `=` seen in the current quad; after a padded quad, only whitespace may follow.
    private var padding = 0
    private var ended = false
    /// Characters consumed so far, for error offsets.
    private var offset = 0

    /// Creates a decoder at the start of a base64 text.
    public init() {}

    /// Decodes the next piece of base64 text; returns the bytes of every quad it completes.
    ///
    /// - throws: `Base64StreamError` at the first character that cannot be base64 here.
    public mutating func decode(_ text: Data) throws(Base64StreamError) -> Data {
        var output = Data(count: text.count / 4 * 3 + 3)
        var written = 0
        var failure: Base64StreamError?
        output.withUnsafeMutableBytes { (out: UnsafeMutableRawBufferPointer) in
            text.withUnsafeBytes { (input: UnsafeRawBufferPointer) in
                do throws(Base64StreamError) {
                    written = try decode(input, into: out)
                } catch {
                    failure = error
                }
            }
        }
        if let failure { throw failure }
        output.count = written
        return output
    }

    /// Ends the text: returns the bytes of a final unpadded quad (2 or 3 characters), if any.
    ///
    /// - throws: `Base64StreamError` when the text ends with a single character of a quad, or
    ///   inside its padding.
    public mutating func finish() throws(Base64StreamError) -> Data {
        defer { self = Base64StreamDecoder() }
        if padding > 0 && !ended {
            throw Base64StreamError(.unexpectedEnd, offset: offset, message: "The text ends inside the padding")
        }
        switch sextets {
        case 0: return Data()
        case 2: return Data([UInt8(truncatingIfNeeded: bits >> 4)])
        case 3: return Data([UInt8(truncatingIfNeeded: bits >> 10), UInt8(truncatingIfNeeded: bits >> 2)])
        default:
            throw Base64StreamError(
                .unexpectedEnd, offset: offset, message: "The text ends with a single character of a quad")
        }
    }

    private mutating func decode(
        _ input: UnsafeRawBufferPointer, into out: UnsafeMutableRawBufferPointer
    ) throws(Base64StreamError) -> Int {
        var written = 0
        var bits = self.bits
        var sextets = self.sextets
        defer {
            self.bits = bits
            self.sextets = sextets
            offset += input.count
        }
        let table = Self.table
        for (position, character) in input.enumerated() {
            let value = table[Int(character)]
            if value < 64 {
                guard !ended && padding == 0 else {
                    throw Base64StreamError(
                        .dataAfterPadding, offset: offset + position, message: "Data after the padding")
                }
                bits = bits << 6 | UInt32(value)
                sextets += 1
                if sextets == 4 {
                    out[written] = UInt8(truncatingIfNeeded: bits >> 16)
                    out[written + 1] = UInt8(truncatingIfNeeded: bits >> 8)
                    out[written + 2] = UInt8(truncatingIfNeeded: bits)
                    written += 3
                    bits = 0
                    sextets = 0
                }
            } else if value == Self.whitespace {
                continue
            } else if value == Self.pad && !ended && sextets >= 2 && sextets + padding < 4 {
                padding += 1
                guard sextets + padding == 4 else { continue }
                out[written] = UInt8(truncatingIfNeeded: bits >> (sextets == 2 ? 4 : 10))
                written += 1
                if sextets == 3 {
                    out[written] = UInt8(truncatingIfNeeded: bits >> 2)
                    written += 1
                }
                bits = 0
                sextets = 0
                ended = true
            } else {
                let shown =
                    character >= 0x21 && character < 0x7F
                    ? "'\(Character(Unicode.Scalar(character)))'"
                    : "byte 0x\(String(character, radix: 16, uppercase: true))"
                throw Base64StreamError(
                    .invalidCharacter, offset: offset + position, message: "Unexpected \(shown) in base64 text")
            }
        }
        return written
    }

    private static let whitespace: UInt8 = 0xFE
    private static let pad: UInt8 = 0xFD
    /// Character to sextet (0-63), `whitespace`, `pad`, or 0xFF for anything else.
    private static let table: [UInt8] = {
        var table = [UInt8](repeating: 0xFF, count: 256)
        for (value, character) in "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8.enumerated() {
            table[Int(character)] = UInt8(value)
        }
        for character in [0x20, 0x09, 0x0A, 0x0D] { table[character] = whitespace }
        table[Int(UInt8(ascii: "="))] = pad
        return table
    }()
}

/// Base64 text that `Base64StreamDecoder` cannot decode.
public struct Base64StreamError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong with the text: an extensible set of static members, compared with `==` (new kinds may be
    /// added).
    public struct Kind: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
        /// The kind's name, such as `"invalidCharacter"`.
        public let rawValue: String

        /// A kind by name (Xylem's kinds are the static members).
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The kind's name.
        public var description: String { rawValue }

        /// A character that is not base64 (nor whitespace), or a `=` where no padding can be.
        public static let invalidCharacter = Kind(rawValue: "invalidCharacter")
        /// Base64 characters after the padding that ended the text.
        public static let dataAfterPadding = Kind(rawValue: "dataAfterPadding")
        /// The text ends with a single character of a quad, or inside its padding.
        public static let unexpectedEnd = Kind(rawValue: "unexpectedEnd")
    }

    /// What is wrong with the text; compare it with a static member of `Kind`.
    public let kind: Kind
    /// The offset of the offending character from the start of the base64 text.
    public let offset: Int
    /// What is wrong, in a sentence.
    public let message: String

    /// Creates an error (only the decoder makes one: the initializer is internal).
    init(_ kind: Kind, offset: Int, message: String) {
        self.kind = kind
        self.offset = offset
        self.message = message
    }

    /// `Unexpected '*' in base64 text at offset 12`.
    public var description: String { "\(message) at offset \(offset)" }
}
