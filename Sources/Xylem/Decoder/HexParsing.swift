// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation

// The `.hex` data strategy, parsed from the document's bytes.

/// Hexadecimal digits (whitespace ignored) as bytes.
func parseHex(_ slice: ArraySlice<UInt8>) -> Data? {
    var data = Data()
    data.reserveCapacity(slice.count / 2)
    var high: UInt8?
    for byte in slice where !isXMLWhitespace(byte) {
        let nibble: UInt8
        switch byte {
        case 0x30 ... 0x39: nibble = byte - 0x30
        case 0x41 ... 0x46: nibble = byte - 0x41 + 10
        case 0x61 ... 0x66: nibble = byte - 0x61 + 10
        default: return nil
        }
        if let value = high {
            data.append(value << 4 | nibble)
            high = nil
        } else {
            high = nibble
        }
    }
    return high == nil ? data : nil
}
