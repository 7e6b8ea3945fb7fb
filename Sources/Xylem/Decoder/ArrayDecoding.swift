// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

// An `Array` read from a run of same-named siblings knows its length before its first item:
// the unkeyed container counts them. The standard library's `Array.init(from:)` appends item
// by item without asking, so a large array was copied into a buffer twice its size at every
// doubling, each copy faulting in fresh pages (on a 20k-point GPX, 40% of the page faults of a
// typed decode). The decoder builds arrays itself instead, with the same container calls in the
// same order (the same values, the same errors and coding paths), after reserving the count.

/// An array the decoder builds with its capacity reserved.
protocol ReservingArrayDecoding {
    /// Decodes the array from `decoder`'s current node, as `Array.init(from:)` does; `T` is
    /// `Self` (checked by the caller).
    static func decodeReserving<T>(from decoder: DocumentDecoder, as type: T.Type) throws -> T
}

extension Array: ReservingArrayDecoding where Element: Decodable {
    static func decodeReserving<T>(from decoder: DocumentDecoder, as type: T.Type) throws -> T {
        var container = try decoder.unkeyedContainer()
        // The items are written into the array's storage, not appended: in this unspecialized
        // code every `append` looks up `Array<Element>`'s metadata in the runtime (about 330
        // instructions an item on a GPX track). An item that throws leaves the ones before it
        // to be released by the initializer.
        var result = try [Element](unsafeUninitializedCapacity: container.count ?? 0) { buffer, initialized in
            while initialized < buffer.count && !container.isAtEnd {
                (buffer.baseAddress! + initialized).initialize(to: try container.decode(Element.self))
                initialized += 1
            }
        }
        while !container.isAtEnd {  // never, while the container's count is exact
            result.append(try container.decode(Element.self))
        }
        return unsafeBitCast(result, to: T.self)
    }
}
