// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation

// What a value error adds to say how to fix it, as the key errors do (Diagnostics.swift): the
// spellings a `Bool` strategy reads, the format a date strategy expected and the strategy that
// reads the text's own shape, the values a raw-value enum accepts. Computed only once an
// error is being thrown.

/// Why `text` is not a `Bool` under `strategy`, and the setting that would read it.
func explainBoolFailure(_ bytes: ArraySlice<UInt8>, _ strategy: XMLDecoder.BoolDecodingStrategy) -> String {
    let text = String(decoding: bytes, as: UTF8.self)
    let reads: String
    switch strategy {
    case .standard: reads = "boolDecodingStrategy .standard reads true, false, 1 and 0"
    case .lenient: reads = "boolDecodingStrategy .lenient reads true/false, yes/no, y/n in any case, and 1/0"
    case .accepting: reads = "boolDecodingStrategy .accepting reads true, false, 1, 0 and the spellings it lists"
    }
    if case .standard = strategy, parseLenientBool(bytes) != nil {
        return reads + "; set boolDecodingStrategy = .lenient to read \"\(text)\""
    }
    return reads + "; to read \"\(text)\", set boolDecodingStrategy = .accepting(true: [\"\(text)\"], false: [...]) "
        + "(or false: [\"\(text)\"])"
}

/// Why `bytes` is not a date under `strategy` (spelled as the setting), and, when the text
/// has a shape another strategy reads, that strategy.
func explainDateFailure(_ bytes: ArraySlice<UInt8>, expected strategy: String, because reason: String? = nil) -> String
{
    var parts = [reason ?? "dateDecodingStrategy \(strategy) expects \(dateFormats[strategy] ?? "its format")"]
    if let other = otherDateShape(bytes), other.setting != strategy {
        parts.append("the text reads as \(other.shape): set dateDecodingStrategy = \(other.setting)")
    }
    return parts.joined(separator: "; ")
}

/// The formats the built-in strategies read, as an error says them.
private let dateFormats = [
    ".iso8601": "ISO 8601 (2024-05-01T09:30:00Z, with an offset or Z, or a date alone: 2024-05-01)",
    ".rfc2822": "RFC 2822 (Wed, 01 May 2024 09:30:00 +0900)",
]

/// A shape of date that Xylem knows and `bytes` has: ISO 8601, RFC 2822, `yyyyMMdd` and
/// `yyyyMMddHHmm(ss)`, Unix time in seconds or milliseconds.
private func otherDateShape(_ bytes: ArraySlice<UInt8>) -> (shape: String, setting: String)? {
    if parseISO8601(bytes) != nil { return ("ISO 8601", ".iso8601") }
    if parseRFC2822(bytes) != nil { return ("RFC 2822", ".rfc2822") }
    let digits = bytes.allSatisfy { (0x30 ... 0x39).contains($0) }
    if digits {
        let zone = "timeZone: TimeZone(identifier: \"...\")!"
        switch bytes.count {
        case 8: return ("yyyyMMdd", ".fixedPattern(\"yyyyMMdd\", \(zone))")
        case 12: return ("yyyyMMddHHmm", ".fixedPattern(\"yyyyMMddHHmm\", \(zone))")
        case 14: return ("yyyyMMddHHmmss", ".fixedPattern(\"yyyyMMddHHmmss\", \(zone))")
        case 9 ... 11: return ("Unix time in seconds", ".secondsSince1970")
        case 13: return ("Unix time in milliseconds", ".millisecondsSince1970")
        default: return nil
        }
    }
    return nil
}

extension DocumentDecoder {
    /// A raw-value enum's error ("Cannot initialize Status from invalid String value x") with
    /// the values it accepts, when it is `CaseIterable` and has a handful of them.
    func enumValueError(_ error: DecodingError, _ type: Any.Type) -> DecodingError? {
        guard case .dataCorrupted(let context) = error, context.debugDescription.hasPrefix("Cannot initialize"),
            let cases = type as? any (CaseIterable & RawRepresentable).Type
        else { return nil }
        let values = Self.rawValues(of: cases)
        guard !values.isEmpty else { return nil }
        let shown = values.prefix(8).map { "\"\($0)\"" }
        return .dataCorrupted(
            .init(
                codingPath: context.codingPath,
                debugDescription: context.debugDescription + "; \(type) accepts "
                    + listed(Array(shown), total: values.count),
                underlyingError: context.underlyingError))
    }

    private static func rawValues<T: CaseIterable & RawRepresentable>(of type: T.Type) -> [String] {
        type.allCases.map { "\($0.rawValue)" }
    }
}
