// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

/// Element and attribute names as libxml2 delivers them, to name ids without reading them.
///
/// libxml2 interns every name in its parser's dictionary: within one parse, a name's bytes
/// always come at the same address, and an address is never reused for another name. So
/// a (local name, prefix) pair of addresses identifies a qualified name, and this table maps
/// it to the builder's `NameID` with one hash of two words; the bytes are read (and a `String`
/// made) only the first time a pair is seen. Valid for one parser context only.
struct InternedNames {
    private struct Slot {
        var local: UInt = 0  // 0: empty (libxml2 never delivers a NULL local name)
        var prefix: UInt = 0
        var id: NameID = 0
    }

    private var slots = [Slot](repeating: Slot(), count: 256)
    private var mask = 255
    private var count = 0

    /// The id of the name whose local part is at `local` and prefix (or nil) at `prefix`;
    /// `make` builds its string the first time.
    @inline(__always)
    mutating func id(local: UnsafeRawPointer, prefix: UnsafeRawPointer?, make: () -> NameID) -> NameID {
        let l = UInt(bitPattern: local)
        let p = UInt(bitPattern: prefix)
        var i = Self.hash(l, p) & mask
        while true {
            let slot = slots[i]
            if slot.local == l && slot.prefix == p { return slot.id }
            if slot.local == 0 { break }
            i = (i &+ 1) & mask
        }
        let id = make()
        slots[i] = Slot(local: l, prefix: p, id: id)
        count += 1
        if count * 2 > slots.count { grow() }
        return id
    }

    @inline(__always)
    private static func hash(_ local: UInt, _ prefix: UInt) -> Int {
        // Fibonacci hashing: the product's high bits depend on every bit of both addresses
        // (dictionary strings are packed byte by byte, so the low bits matter too).
        Int(truncatingIfNeeded: ((local ^ (prefix &* 31)) &* 0x9E37_79B9_7F4A_7C15) >> 40)
    }

    private mutating func grow() {
        let old = slots
        slots = [Slot](repeating: Slot(), count: old.count * 2)
        mask = slots.count - 1
        for slot in old where slot.local != 0 {
            var i = Self.hash(slot.local, slot.prefix) & mask
            while slots[i].local != 0 { i = (i &+ 1) & mask }
            slots[i] = slot
        }
    }
}
