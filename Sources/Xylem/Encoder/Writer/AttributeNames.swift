// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation

// The attributes of an element, checked as they are written: a name written twice, a namespace
// declaration, prefixed names. The names are not kept anywhere: an element's start tag holds
// them, as ` name="value"` (a value has no raw `"`), and a bit per name in its frame says when
// the tag is worth a look. Only declarations and prefixed names take the slower paths.

extension XMLWriter {
    /// The bit of a name (the bytes of `range` in the output) in `Frame.attributeMask`, and the
    /// offset of its colon (-1 without one).
    @inline(__always)
    func nameBit(_ range: Range<Int>) -> (bit: AttributeMask, colon: Int, hash: UInt64) {
        output.bytes.withUnsafeBufferPointer { Self.nameBit(UnsafeBufferPointer(rebasing: $0[range])) }
    }

    /// FNV-1a of `xmlns`, the one namespace declaration without a colon.
    static let xmlnsHash: UInt64 = 0x60FE_E35F_81D5_9A01

    /// FNV-1a over the name's bytes, mixed (MurmurHash3's finalizer: FNV's high bits are weak
    /// for short names); its top seven bits pick one of 128 bits.
    @inline(__always)
    static func nameBit(_ name: UnsafeBufferPointer<UInt8>) -> (bit: AttributeMask, colon: Int, hash: UInt64) {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        var colon = -1
        var offset = 0
        let count = name.count
        while offset < count {
            let byte = name[offset]
            if byte == UInt8(ascii: ":") { colon = offset }
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
            offset += 1
        }
        var mixed = (hash ^ hash >> 33) &* 0xFF51_AFD7_ED55_8CCD
        mixed ^= mixed >> 33
        let index = mixed >> 57
        return (
            index < 64 ? AttributeMask(low: 1 << index, high: 0) : AttributeMask(low: 0, high: 1 << (index - 64)),
            colon, hash
        )
    }

    static func nameBit(_ name: String) -> AttributeMask {
        Array(name.utf8).withUnsafeBufferPointer { nameBit($0).bit }
    }

    /// Whether the start tag of the element at `index` already holds the attribute whose
    /// ` name="` is the bytes of `written` in the output. Walks the tag attribute by attribute,
    /// skipping each value to its closing quote (a value has no raw quote).
    func hasAttribute(_ written: Range<Int>, inFrameAt index: Int) -> Bool {
        let frame = frames[index]
        guard frame.tagEnd >= 0 else { return false }  // handed over: the write fails anyway
        let nameLength = written.count - 3
        let tagEnd = frame.tagEnd
        return output.bytes.withUnsafeBufferPointer { bytes -> Bool in
            guard let base = bytes.baseAddress else { return false }
            /// The offset of the first quote at or after `offset` in the tag.
            func quote(from offset: Int) -> Int? {
                guard offset < tagEnd, let found = memchr(base + offset, 0x22, tagEnd - offset) else { return nil }
                return UnsafeRawPointer(found) - UnsafeRawPointer(base)
            }
            let pattern = base + written.lowerBound + 1
            var position = frame.tagStart + 1 + frame.name.utf8.count  // an attribute's space
            while position < tagEnd {
                let name = position + 1
                if name + nameLength < tagEnd && bytes[name + nameLength] == UInt8(ascii: "="),
                    memcmp(base + name, pattern, nameLength) == 0
                {
                    return true
                }
                guard let open = quote(from: name), let close = quote(from: open + 1) else { return false }
                position = close + 1
            }
            return false
        }
    }

    /// The names of the attributes in the start tag of the element at `index`.
    private func attributeNames(inFrameAt index: Int) -> [ArraySlice<UInt8>] {
        let frame = frames[index]
        guard frame.tagEnd >= 0 else { return [] }
        var names: [ArraySlice<UInt8>] = []
        var position = frame.tagStart + 1 + frame.name.utf8.count
        while position < frame.tagEnd, output.bytes[position] == UInt8(ascii: " ") {
            let start = position + 1
            var end = start
            while end < frame.tagEnd && output.bytes[end] != UInt8(ascii: "=") { end += 1 }
            names.append(output.bytes[start ..< end])
            position = end + 2  // past ="
            while position < frame.tagEnd && output.bytes[position] != UInt8(ascii: "\"") { position += 1 }
            position += 1
        }
        return names
    }

    /// Handles an attribute with a colon or named `xmlns` (its value is `value` in the output):
    /// a namespace declaration is checked and brought in scope; a prefixed attribute whose
    /// local name another prefixed attribute has gets a `.distinct` check. Returns why the
    /// attribute cannot be written, if so.
    mutating func namespacedAttribute(
        _ name: String, at index: Int, colon: Int, value: Range<Int>,
        path: () -> [any CodingKey]
    ) -> AttributeProblem? {
        if NamespaceRules.isDeclaration(name) {
            let uri = NamespaceRules.unescaped(output.bytes[value])
            if let problem = NamespaceRules.problem(declaring: name, uri: uri) { return .declaration(problem) }
            // The default namespace too (prefix ""), for what an `XMLFragment` must declare.
            declared.append(
                Binding(prefix: colon > 0 ? String(name.dropFirst(6)) : "", uri: Array(output.bytes[value])))
            return nil
        }
        guard colon > 0 else { return nil }
        guard countPrefixedAttribute(inFrameAt: index) > 1 else { return nil }
        let local = name.utf8.dropFirst(colon + 1)
        for other in attributeNames(inFrameAt: index) {
            guard let otherColon = other.firstIndex(of: UInt8(ascii: ":")),
                other[(otherColon + 1)...].elementsEqual(local)
            else { continue }
            let otherName = String(decoding: other, as: UTF8.self)
            guard !NamespaceRules.isDeclaration(otherName) else { continue }
            checks.append(PendingCheck(owner: frames[index].serial, rule: .distinct(otherName, name), path: path()))
        }
        return nil
    }
}

/// 128 bits, one per hash of an attribute name.
struct AttributeMask: Equatable {
    var low: UInt64
    var high: UInt64

    static let none = AttributeMask(low: 0, high: 0)

    @inline(__always)
    func overlaps(_ other: AttributeMask) -> Bool { low & other.low != 0 || high & other.high != 0 }

    @inline(__always)
    static func | (a: AttributeMask, b: AttributeMask) -> AttributeMask {
        AttributeMask(low: a.low | b.low, high: a.high | b.high)
    }
}
