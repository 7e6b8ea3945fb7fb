// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

/// The name ids that coding keys resolved to, for one decoder and the decoders nested in it
/// (one document, one name mapping, neither changing while they live).
///
/// A model asks for the same few keys on every element (a row's twenty attributes, a track
/// point's four values), and their strings are almost always the same literals from the
/// synthesized `CodingKeys`. Resolving a string through the name table costs a hash or a string
/// comparison plus the reference counting of the strings involved (about 100 instructions a
/// key); here a key is found by the bits of its `String` value: a small string's bits are its
/// bytes, and a literal's are the same pointer every time. Each entry keeps its string, so the
/// storage behind its bits cannot be freed and reused by another string while the entry holds
/// it: equal bits then mean the same string. A string built anew for each call (a computed
/// `stringValue`) only misses, and is resolved as before.
final class KeyCache {
    private struct Entry {
        var bits: (UInt64, UInt64)
        /// The name id, -1 for a key that names nothing in the document, or `empty`.
        var id: NameID
        /// The key itself, keeping alive what `bits` point to.
        var key: String
    }

    /// 64 entries, a key looked for in four neighbouring ones (a model's keys, twenty or so,
    /// would otherwise evict each other from a direct-mapped table on every element).
    private static let slots = 64
    private static let ways = 4
    private static let empty: NameID = .min
    private let entries: UnsafeMutablePointer<Entry>

    init() {
        entries = .allocate(capacity: Self.slots)
        entries.initialize(repeating: Entry(bits: (0, 0), id: Self.empty, key: ""), count: Self.slots)
    }

    deinit {
        entries.deinitialize(count: Self.slots)
        entries.deallocate()
    }

    /// The id `key` resolves to (nil: nothing in the document has that name), from the cache or
    /// from `resolve`, whose answer is kept.
    @inline(__always)
    func id(of key: String, resolve: (String) -> NameID?) -> NameID? {
        #if arch(x86_64) || arch(arm64)
        let bits = unsafeBitCast(key, to: (UInt64, UInt64).self)
        let home = Int(truncatingIfNeeded: ((bits.0 ^ bits.1) &* 0x9E37_79B9_7F4A_7C15) >> 58)
        var free = -1
        for way in 0 ..< Self.ways {
            let slot = (home &+ way) & (Self.slots - 1)
            let entry = entries + slot
            if entry.pointee.id == Self.empty {
                if free < 0 { free = slot }
            } else if entry.pointee.bits == bits {
                return entry.pointee.id >= 0 ? entry.pointee.id : nil
            }
        }
        let id = resolve(key)
        entries[free >= 0 ? free : home] = Entry(bits: bits, id: id ?? -1, key: key)
        return id
        #else
        return resolve(key)
        #endif
    }

    // MARK: - One-key answers of `allKeys`

    /// The arrays `allKeys` answered last for a choice enum (Choices.swift): the case named by
    /// an element or a text item of mixed content, for a key type. An enum's synthesized
    /// `init(from:)` asks for them once per value, and making `[Key]` anew in generic code
    /// costs the runtime's metadata lookups for `Optional<Key>` and `Array<Key>` (about 4,000
    /// instructions a text run of a mixed `<p>`). The array is kept as its storage object
    /// (an `Array` is one reference to it), keyed by the key type, so only an array of
    /// `Key`s is ever read back as `[Key]`.
    @exclusivity(unchecked) private var keyArrays:
        [(type: ObjectIdentifier, name: NameID, keys: AnyObject, count: Int)] =
            []
    @exclusivity(unchecked) private var nextKeyArray = 0
    private static let keyArraysKept = 8

    /// The keys `make` returns for `name` (a name id, or a negative marker) and `Key`, and how
    /// many there are (asking the array itself would look up `Array<Key>`'s metadata), from the
    /// last few kept or made and kept.
    @inline(__always)
    func keys<Key: CodingKey>(_ type: Key.Type, name: NameID, make: () -> [Key]) -> (keys: [Key], count: Int) {
        let id = ObjectIdentifier(type)
        for entry in keyArrays where entry.name == name && entry.type == id {
            return (unsafeBitCast(entry.keys, to: [Key].self), entry.count)
        }
        return keep(make(), type: id, name: name)
    }

    @inline(never)
    private func keep<Key: CodingKey>(_ keys: [Key], type: ObjectIdentifier, name: NameID) -> (keys: [Key], count: Int)
    {
        let entry = (type: type, name: name, keys: unsafeBitCast(keys, to: AnyObject.self), count: keys.count)
        if keyArrays.count < Self.keyArraysKept {
            keyArrays.append(entry)
        } else {
            keyArrays[nextKeyArray] = entry
            nextKeyArray = (nextKeyArray + 1) % Self.keyArraysKept
        }
        return (keys, keys.count)
    }
}
