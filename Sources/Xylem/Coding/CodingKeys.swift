// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

// The coding keys Xylem makes itself, and the markers that tell collections apart from other
// values in generic code. Shared by the decoder and the encoder.

/// A coding key Xylem makes itself, by name (`super`, a record's name).
struct XMLKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { return nil }
}

/// The coding key of an array item: one word, so pushing it on the coding path allocates nothing.
struct IndexKey: CodingKey {
    let index: Int
    /// `Index n`, as JSONEncoder spells it. Written into a small string by hand: an attribute
    /// strategy that reads the path asks it for every attribute, and the interpolation cost
    /// about 550 instructions a call (a fifth of the wide-20attr encode).
    var stringValue: String {
        guard index >= 0 && index < 1_000_000_000 else { return "Index \(index)" }  // over 15 bytes
        var digits = 1
        var rest = index / 10
        while rest > 0 {
            digits += 1
            rest /= 10
        }
        return String(unsafeUninitializedCapacity: 6 + digits) { buffer in
            buffer[0] = UInt8(ascii: "I")
            buffer[1] = UInt8(ascii: "n")
            buffer[2] = UInt8(ascii: "d")
            buffer[3] = UInt8(ascii: "e")
            buffer[4] = UInt8(ascii: "x")
            buffer[5] = UInt8(ascii: " ")
            var value = index
            var position = 6 + digits
            while position > 6 {
                position -= 1
                buffer[position] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value % 10)
                value /= 10
            }
            return 6 + digits
        }
    }
    var intValue: Int? { index }
    init(index: Int) { self.index = index }
    init?(stringValue: String) { return nil }
    init?(intValue: Int) { self.index = intValue }
}

/// Marks `Array` for the encoder: an empty optional array has no XML form of its own. (Which
/// types the decoder reads as lists is `XMLCollection`.)
protocol XMLArrayMarker {
    var isEmpty: Bool { get }
}
extension Array: XMLArrayMarker {}

/// Marks `[String: T]`, whose keys the encoder writes in sorted order (a dictionary's own order
/// changes from run to run).
protocol XMLStringDictionaryMarker {}
extension Dictionary: XMLStringDictionaryMarker where Key == String {}
