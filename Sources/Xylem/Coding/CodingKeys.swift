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
    var stringValue: String { "Index \(index)" }
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
