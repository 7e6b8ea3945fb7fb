// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation

// A choice enum (an enum with associated values) that finds no case. Swift's synthesized
// `init(from:)` throws "Invalid number of keys found, expected one." when `allKeys` has no key;
// this replaces it with what was looked at and what was expected, computed only then.

extension DocumentDecoder {
    /// Swift's wording when a synthesized enum `init(from:)` finds no key or several.
    private static let synthesizedChoiceFailure = "Invalid number of keys found, expected one."

    /// A clearer error than Swift's for an enum `type` whose element names no case: which
    /// element was looked at, which names it has, which cases were expected, and a name that
    /// nearly is one. Nil for any other error (several cases found are not this one's).
    func missingCaseError<T: Decodable>(_ error: DecodingError, _ type: T.Type) -> DecodingError? {
        guard case .typeMismatch(let thrown, let context) = error, thrown == T.self,
            context.debugDescription == Self.synthesizedChoiceFailure
        else { return nil }
        let element: Int32
        switch node {
        case .element(let e): element = e
        case .matches(_, let first), .oneOf(_, let first): element = first
        default: return nil
        }
        guard let keys = Self.codingKeys(of: type) else { return nil }
        let own = document.names[document.elements[Int(element)].name]
        let names = namesIn(element)
        func isCase(_ name: String) -> Bool { keys.init(stringValue: currentKey(name)) != nil }
        guard !isCase(own), !names.children.contains(where: isCase) else { return nil }

        var message =
            "No case of \(T.self) matches <\(own)> at \(position(of: element)): a case is chosen by the "
            + "element's own name, else by its one child named as a case; <\(own)> is not a case, and "
            + (names.children.isEmpty
                ? "it has no children"
                : (names.children.count == 1 ? "neither is its child " : "neither are its children ")
                    + listed(names.children.prefix(8).map { "<\($0)>" }, total: names.children.count))
        if let cases = Self.caseNames(of: keys) {
            message += "; the cases are " + listed(cases, total: cases.count)
            let candidates = ([own] + names.children).map { ($0, false) }
            for name in cases {
                guard let fix = closestName(to: name, among: candidates) else { continue }
                let settings = fix.settings.isEmpty ? "" : "with " + fix.settings.joined(separator: " and ") + ", or "
                message += "; <\(fix.name)> would be the case \(name) \(settings)with the key \"\(fix.key)\" for it"
                break
            }
        }
        return .typeMismatch(
            type, positioned(context.codingPath, message, at: element, underlyingError: context.underlyingError))
    }

    /// The `CodingKey` type `type`'s `init(from:)` asks its first container for, found by
    /// running it against a decoder that only records that and stops.
    private static func codingKeys<T: Decodable>(of type: T.Type) -> (any CodingKey.Type)? {
        let probe = CodingKeysProbe()
        _ = try? T(from: probe)
        return probe.keys
    }

    /// The string values of every case of `keys`, when it is an enum without payloads (as
    /// synthesized `CodingKeys` are) of at most 256 cases; nil otherwise.
    ///
    /// Such an enum is one byte whose values 0, 1, ... are its cases in order, and an Optional
    /// of it is the same byte with the first value past the last case as `nil`: reading bytes
    /// 0, 1, ... as `Key?` up to the first `nil` visits every case and nothing else.
    static func caseNames(of keys: any CodingKey.Type) -> [String]? {
        func names<Key: CodingKey>(_: Key.Type) -> [String]? {
            guard MemoryLayout<Key?>.size == 1 else { return nil }
            var result: [String] = []
            if MemoryLayout<Key>.size == 0 {
                // One case: a value of no bytes.
                withUnsafeBytes(of: UInt8(0)) { result.append($0.load(as: Key.self).stringValue) }
                return result
            }
            for tag in 0 ... UInt8.max {
                guard let key = withUnsafeBytes(of: tag, { $0.load(as: Key?.self) }) else { break }
                result.append(key.stringValue)
            }
            return result
        }
        return names(keys)
    }
}

/// A `Decoder` that records the key type of the first keyed container asked of it, then stops
/// the `init(from:)` that asked.
private final class CodingKeysProbe: Decoder {
    var keys: (any CodingKey.Type)?
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    private struct Stop: Error {}

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        keys = type
        throw Stop()
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer { throw Stop() }
    func singleValueContainer() throws -> any SingleValueDecodingContainer { throw Stop() }
}
