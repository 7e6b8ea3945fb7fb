// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

// Which strings may be element and attribute names: an XML 1.0 Name with at most one colon,
// neither first nor last (a QName of Namespaces in XML). Keys are checked every time they are
// written, so the check of an ASCII name is one table lookup per byte; other names take the
// slow path through Unicode scalars.

/// Checks names for the encoder.
enum XMLName {
    /// The length in UTF-8 bytes of `name`'s prefix (0 when it has none), or nil when `name` is
    /// not a valid qualified name.
    @inline(__always)
    static func prefixLength(_ name: String) -> Int? {
        var name = name
        return name.withUTF8 { bytes -> Int?? in
            // Bound once: a global's every access in the loop would run its lazy
            // initialization check (`swift_once`), once per byte of every name written.
            let kinds = asciiKinds
            var colon = 0
            var index = 0
            let count = bytes.count
            guard count > 0 else { return .some(nil) }
            while index < count {
                let byte = bytes[index]
                guard byte < 0x80 else { return nil }  // not ASCII: the slow path
                let kind = kinds[Int(byte)]
                if kind == colonByte {
                    guard colon == 0, index > 0, index + 1 < count else { return .some(nil) }
                    colon = index
                } else if kind == notAName || (kind == nameOnly && (index == 0 || index == colon + 1 && colon > 0)) {
                    return .some(nil)
                }
                index += 1
            }
            return .some(colon)
        } ?? scalarPrefixLength(name)
    }

    /// The offset in UTF-8 bytes of the colon in `name`, if it has one.
    @inline(__always)
    static func colonOffset(_ name: String) -> Int? {
        var name = name
        return name.withUTF8 { $0.firstIndex(of: UInt8(ascii: ":")) }
    }

    /// Why `name` is not a qualified name, for an error message.
    static func problem(with name: String) -> String {
        if name.isEmpty { return "an empty name" }
        let colons = name.unicodeScalars.filter { $0 == ":" }.count
        if colons > 1 { return "more than one colon" }
        if name.hasPrefix(":") || name.hasSuffix(":") { return "a colon at the start or the end" }
        var atStart = true
        for scalar in name.unicodeScalars {
            if scalar == ":" { atStart = true; continue }
            if atStart ? !isNameStart(scalar) : !isNameCharacter(scalar) {
                let place = atStart ? "cannot start a name" : "cannot be in a name"
                return "\"\(scalar)\" (\(describe(scalar))) \(place)"
            }
            atStart = false
        }
        return "not a name"
    }

    /// `prefixLength` for names with non-ASCII characters.
    private static func scalarPrefixLength(_ name: String) -> Int? {
        var colon = 0
        var offset = 0
        var atStart = true
        let scalars = Array(name.unicodeScalars)
        for (index, scalar) in scalars.enumerated() {
            if scalar == ":" {
                guard colon == 0, index > 0, index + 1 < scalars.count else { return nil }
                colon = offset
                atStart = true
            } else {
                guard atStart ? isNameStart(scalar) : isNameCharacter(scalar) else { return nil }
                atStart = false
            }
            offset += scalar.utf8.count
        }
        return scalars.isEmpty ? nil : colon
    }

    // MARK: - Character classes (XML 1.0, fifth edition, productions 4 and 4a)

    private static let notAName: UInt8 = 0
    private static let nameOnly: UInt8 = 1  // - . 0-9
    private static let nameStart: UInt8 = 2  // A-Z a-z _
    private static let colonByte: UInt8 = 3

    private static let asciiKinds: [UInt8] = (0 ..< 128).map { byte in
        switch UInt8(byte) {
        case UInt8(ascii: ":"): return colonByte
        case UInt8(ascii: "A") ... UInt8(ascii: "Z"), UInt8(ascii: "a") ... UInt8(ascii: "z"), UInt8(ascii: "_"):
            return nameStart
        case UInt8(ascii: "0") ... UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."): return nameOnly
        default: return notAName
        }
    }

    private static func isNameStart(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x41 ... 0x5A, 0x61 ... 0x7A, 0x5F: return true
        case 0xC0 ... 0xD6, 0xD8 ... 0xF6, 0xF8 ... 0x2FF, 0x370 ... 0x37D, 0x37F ... 0x1FFF, 0x200C ... 0x200D,
            0x2070 ... 0x218F, 0x2C00 ... 0x2FEF, 0x3001 ... 0xD7FF, 0xF900 ... 0xFDCF, 0xFDF0 ... 0xFFFD,
            0x10000 ... 0xEFFFF:
            return true
        default: return false
        }
    }

    private static func isNameCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x2D, 0x2E, 0x30 ... 0x39, 0xB7, 0x300 ... 0x36F, 0x203F ... 0x2040: return true
        default: return isNameStart(scalar)
        }
    }
}
