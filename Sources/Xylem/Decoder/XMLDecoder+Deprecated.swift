// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation

// The decoder's spellings from before the public names were settled for 1.0 (issue 27). They
// still work, with a warning that names the new spelling; Tests/XylemTests/DeprecatedNamesTests
// keeps them working until they are removed.

extension XMLDecoder {
    /// Renamed `WhitespaceDecodingStrategy`: every strategy of the decoder alone says
    /// "Decoding", as every strategy of the encoder alone says "Encoding".
    @available(*, deprecated, renamed: "WhitespaceDecodingStrategy")
    public typealias WhitespaceStrategy = WhitespaceDecodingStrategy

    /// Renamed `EmptyElementDecodingStrategy`.
    @available(*, deprecated, renamed: "EmptyElementDecodingStrategy")
    public typealias EmptyElementStrategy = EmptyElementDecodingStrategy

    /// Renamed `RepeatedElementDecodingStrategy`.
    @available(*, deprecated, renamed: "RepeatedElementDecodingStrategy")
    public typealias RepeatedElementStrategy = RepeatedElementDecodingStrategy

    /// Renamed `MissingCollectionDecodingStrategy`.
    @available(*, deprecated, renamed: "MissingCollectionDecodingStrategy")
    public typealias MissingCollectionStrategy = MissingCollectionDecodingStrategy

    /// Renamed `whitespaceDecodingStrategy`.
    @available(*, deprecated, renamed: "whitespaceDecodingStrategy")
    public var whitespaceStrategy: WhitespaceDecodingStrategy {
        get { whitespaceDecodingStrategy }
        _modify { yield &whitespaceDecodingStrategy }
    }

    /// Renamed `emptyElementDecodingStrategy`.
    @available(*, deprecated, renamed: "emptyElementDecodingStrategy")
    public var emptyElementStrategy: EmptyElementDecodingStrategy {
        get { emptyElementDecodingStrategy }
        _modify { yield &emptyElementDecodingStrategy }
    }

    /// Renamed `repeatedElementDecodingStrategy`.
    @available(*, deprecated, renamed: "repeatedElementDecodingStrategy")
    public var repeatedElementStrategy: RepeatedElementDecodingStrategy {
        get { repeatedElementDecodingStrategy }
        _modify { yield &repeatedElementDecodingStrategy }
    }

    /// Renamed `missingCollectionDecodingStrategy`.
    @available(*, deprecated, renamed: "missingCollectionDecodingStrategy")
    public var missingCollectionStrategy: MissingCollectionDecodingStrategy {
        get { missingCollectionDecodingStrategy }
        _modify { yield &missingCollectionDecodingStrategy }
    }
}

extension ListHint {
    /// Renamed `listItem(_:)`: the hint says the element is an item of a list.
    @available(*, deprecated, renamed: "listItem(_:)")
    public static func list(_ name: String) -> ListHint { .listItem(name) }
}

extension ListHint.Role {
    /// Renamed `listItem`: the element is an item of a list, not the list.
    @available(*, deprecated, renamed: "listItem")
    public static var list: ListHint.Role { .listItem }
}
