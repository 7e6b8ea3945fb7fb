// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Reads items in document order: the children of an element (with the runs of its text, when
/// it has text of its own: mixed content), or a collection's run of same-named siblings.
struct UnkeyedContainer: UnkeyedDecodingContainer {
    let decoder: DocumentDecoder
    /// The items of an element with text of its own; nil when the items are elements.
    private let items: [ValueRef]?
    /// Elements: the name they must have (nil for any) and their parent's end.
    private let name: NameID?
    /// The next element, or with `items` the index of the next item; nil at the end.
    private var current: Int32?
    private let parentEnd: Int32
    let depth: Int
    private(set) var currentIndex = 0
    let count: Int?

    /// The content of `element` (Document/MixedContent.swift).
    init(decoder: DocumentDecoder, contentOf element: Int32, depth: Int) {
        let document = decoder.document
        guard document.elements[Int(element)].textLength > 0 else {
            self.init(
                decoder: decoder, parent: element, name: nil, first: document.firstChild(of: element), depth: depth)
            return
        }
        let trims = !decoder.session.preservesWhitespace
        let items = document.content(of: element, trimmingEnds: trims).map { item -> ValueRef in
            switch item {
            case .element(let child): return .element(child)
            case .text(let range):
                return .textRun(start: UInt32(range.lowerBound), length: UInt32(range.count), owner: element)
            case .space: return .space(owner: element)
            }
        }
        self.init(decoder: decoder, items: items, depth: depth)
    }

    /// `first` and its siblings named like it, inside `parent`.
    init(decoder: DocumentDecoder, siblingsFrom first: Int32, in parent: Int32, depth: Int) {
        self.init(decoder: decoder, parent: parent, name: decoder.name(of: first), first: first, depth: depth)
    }

    /// No items (a missing key).
    init(decoder: DocumentDecoder, depth: Int) {
        self.init(decoder: decoder, parent: 0, name: nil, first: nil, depth: depth)
    }

    private init(decoder: DocumentDecoder, parent: Int32, name: NameID?, first: Int32?, depth: Int) {
        let document = decoder.document
        let end = first == nil ? 0 : document.elements[Int(parent)].end
        var found = 0
        var next = first
        while let element = next {
            found += 1
            next =
                name.map { decoder.nextSibling(after: element, named: $0, parentEnd: end) }
                ?? document.nextSibling(of: element, in: end)
        }
        self.init(decoder: decoder, items: nil, name: name, first: first, parentEnd: end, count: found, depth: depth)
    }

    private init(decoder: DocumentDecoder, items: [ValueRef], depth: Int) {
        self.init(
            decoder: decoder, items: items, name: nil, first: items.isEmpty ? nil : 0, parentEnd: 0,
            count: items.count, depth: depth)
    }

    private init(
        decoder: DocumentDecoder, items: [ValueRef]?, name: NameID?, first: Int32?, parentEnd: Int32, count: Int,
        depth: Int
    ) {
        self.decoder = decoder
        self.items = items
        self.name = name
        current = first
        self.parentEnd = parentEnd
        self.count = count
        self.depth = depth
    }

    var codingPath: [any CodingKey] { Array(decoder.path.prefix(depth)) }
    var isAtEnd: Bool { current == nil }

    /// The item to read next, or nil at the end.
    private var peek: ValueRef? {
        guard let current else { return nil }
        if let items { return items[Int(current)] }
        return .element(current)
    }

    /// The item to read next; throws at the end. The container moves past it only once it has
    /// been read (`advance()`): as in JSONDecoder, an item that fails to decode stays current,
    /// so a lossy-array loop can read it again as something else (`try? c.decode(Skip.self)`).
    private func currentItem<T>(_ type: T.Type) throws -> ValueRef {
        guard let node = peek else {
            throw DecodingError.valueNotFound(
                type,
                .init(
                    codingPath: codingPath + [IndexKey(index: currentIndex)],
                    debugDescription: "Unkeyed container is at end (\(currentIndex) values)"))
        }
        return node
    }

    /// Makes `item` (at `index`) current again: the item whose decode failed.
    private mutating func stay(at item: Int32?, _ index: Int) {
        current = item
        currentIndex = index
    }

    /// Moves past the current item.
    private mutating func advance() {
        guard let element = current else { return }
        if let items {
            current = Int(element) + 1 < items.count ? element + 1 : nil
        } else if let name {
            current = decoder.nextSibling(after: element, named: name, parentEnd: parentEnd)
        } else {
            current = decoder.document.nextSibling(of: element, in: parentEnd)
        }
        currentIndex += 1
    }

    mutating func decodeNil() throws -> Bool {
        guard let node = peek, decoder.isNil(node) else { return false }
        advance()
        return true
    }

    // MARK: - Values

    /// Reads the current item with `read`, its index key in errors, and moves past it.
    @inline(__always)
    private mutating func scalar<T>(
        _ type: T.Type, _ read: (DocumentDecoder, ValueRef, () -> (any CodingKey)?) throws -> T
    ) throws -> T {
        let index = currentIndex
        let node = try currentItem(type)
        let item = current
        advance()
        do {
            return try read(decoder, node) { IndexKey(index: index) }
        } catch {
            stay(at: item, index)
            throw error
        }
    }

    @inline(__always)
    mutating func decode<T: DecodableScalar>(_ type: T.Type) throws -> T {
        try scalar(type) { try T.decode(from: $0, $1, key: $2) }
    }
    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    mutating func decode(_ type: Int128.Type) throws -> Int128 {
        try scalar(type) { try type.decode(from: $0, $1, key: $2) }
    }
    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    mutating func decode(_ type: UInt128.Type) throws -> UInt128 {
        try scalar(type) { try type.decode(from: $0, $1, key: $2) }
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let index = currentIndex
        let node = try currentItem(type)
        let item = current
        // Moved past first, back on failure: the value is returned straight from the decode
        // (holding an unspecialized `T` across `advance()` copied it through its value
        // witnesses, about 1,000 instructions an item on a GPX track).
        advance()
        do {
            return try decoder.decode(type, node: node, key: IndexKey(index: index))
        } catch {
            stay(at: item, index)
            throw error
        }
    }

    // MARK: - Nesting

    /// A decoder for the current item, which the container moves past once the nested
    /// container has been made.
    private func nested() throws -> DocumentDecoder {
        decoder.nested(try currentItem(Any.self), depth: depth, key: IndexKey(index: currentIndex))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type
    ) throws -> KeyedDecodingContainer<NestedKey> {
        let container = try nested().container(keyedBy: type)
        advance()
        return container
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        let container = try nested().unkeyedContainer()
        advance()
        return container
    }

    mutating func superDecoder() throws -> any Decoder {
        let decoder = try nested()
        advance()
        return decoder
    }
}
