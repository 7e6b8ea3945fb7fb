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
        var result: [Element] = []
        if let count = container.count { result.reserveCapacity(count) }
        while !container.isAtEnd {
            result.append(try container.decode(Element.self))
        }
        return unsafeBitCast(result, to: T.self)
    }
}
