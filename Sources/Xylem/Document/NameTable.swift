// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

/// Element and attribute names, each stored once and referred to by a small integer.
///
/// The builder interns every name it sees; lookups by a `CodingKey`'s string go through the
/// same table, so a key that names nothing in the document is answered without scanning.
/// A small direct-mapped cache in front of the dictionary answers the common case (the same
/// few names over and over) with one string comparison instead of a hash.
struct NameTable {
    private(set) var strings: [String] = []
    /// The ids of the names that end in `:nil` (candidates for `xsi:nil`), found as names are
    /// added, so that a decode call need not look at every name (Decoder/Optionals.swift).
    private(set) var nilCandidates: [NameID] = []
    private var ids: [String: NameID] = [:]
    private var cache = [CacheEntry](repeating: CacheEntry(name: "", id: -1), count: NameTable.cacheSize)

    private struct CacheEntry {
        var name: String
        var id: NameID
    }

    private static let cacheSize = 64

    /// Room for this many names before the first growth: a document has a few dozen names,
    /// and growing the dictionary from empty rehashes every name at each doubling (about a
    /// sixth of what a small document's decode costs).
    private static let initialCapacity = 32

    init() {
        strings.reserveCapacity(Self.initialCapacity)
        ids.reserveCapacity(Self.initialCapacity)
    }

    /// A cheap slot for `name`: its length and its first two bytes.
    @inline(__always)
    private static func slot(_ name: String) -> Int {
        let utf8 = name.utf8
        var index = utf8.startIndex
        guard index != utf8.endIndex else { return 0 }
        let first = Int(utf8[index])
        utf8.formIndex(after: &index)
        let second = index == utf8.endIndex ? 0 : Int(utf8[index])
        return (utf8.count &* 7 &+ first &* 5 &+ second &* 3) & (cacheSize - 1)
    }

    /// The id of `name`, adding it if it is new.
    @inline(__always)
    mutating func intern(_ name: String) -> NameID {
        let slot = Self.slot(name)
        if cache[slot].name == name && cache[slot].id >= 0 { return cache[slot].id }
        // One hash, not two: the entry is made with the next id if the name is new.
        let next = NameID(strings.count)
        let id = Self.entry(&ids[name, default: next])
        if id == next {
            strings.append(name)
            if name.utf8.last == UInt8(ascii: "l") && name.hasSuffix(":nil") { nilCandidates.append(id) }
        }
        cache[slot] = CacheEntry(name: name, id: id)
        return id
    }

    @inline(__always)
    private static func entry(_ value: inout NameID) -> NameID { value }

    /// The id of `name` if the document contains it anywhere, else nil.
    @inline(__always)
    func id(of name: String) -> NameID? {
        let entry = cache[Self.slot(name)]
        if entry.id >= 0 && entry.name == name { return entry.id }
        return ids[name]
    }

    /// The string for `id`.
    @inline(__always)
    subscript(id: NameID) -> String { strings[Int(id)] }
}
