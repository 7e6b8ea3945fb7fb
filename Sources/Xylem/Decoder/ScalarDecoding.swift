// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation

// Reading scalars from a node's text, by the decoder's strategies. Every container funnels
// through these, so each strategy is applied in one place.

extension DocumentDecoder {
    /// Decodes a scalar from `node`'s trimmed text with `parse`, throwing with the position on
    /// failure; `explain` may add why the text was refused (called only then).
    @inline(__always)
    func scalar<T>(
        _ node: ValueRef, _ type: T.Type, key: () -> (any CodingKey)? = { nil },
        explain: (ArraySlice<UInt8>) -> String? = { _ in nil }, _ parse: (ArraySlice<UInt8>) -> T?
    ) throws -> T {
        guard let (raw, element) = try text(of: node, as: T.self, key: key) else { throw keyNotFound(node, key: key) }
        let bytes = trimmed(raw)
        if let value = parse(bytes) { return value }
        if bytes.isEmpty, let nilElement = explicitNil(node, asList: false) {
            throw nilForNonOptional(T.self, "\(T.self)", nilElement, key: key)
        }
        throw bytes.isEmpty
            ? DecodingError.valueNotFound(
                T.self,
                positioned(
                    codingPath(key), "Expected \(T.self) at \(position(of: element)) but found an empty value",
                    at: element))
            : DecodingError.dataCorrupted(
                positioned(
                    codingPath(key),
                    "Expected \(T.self) at \(position(of: element)) but found \(quoted(bytes))"
                        + (explain(bytes).map { ": \($0)" } ?? ""),
                    at: element))
    }

    /// A String from `node`: an empty element is `""`; trimmed unless whitespace is preserved.
    /// A text item of mixed content keeps its edges: they separate it from the elements around
    /// it (the content as a whole was trimmed already).
    func string(_ node: ValueRef, key: () -> (any CodingKey)? = { nil }) throws -> String {
        guard let (bytes, _) = try text(of: node, as: String.self, key: key) else { throw keyNotFound(node, key: key) }
        switch node {
        case .textRun, .space: return documentString(bytes)
        default: break
        }
        if bytes.isEmpty, let nilElement = explicitNil(node, asList: false) {
            throw nilForNonOptional(String.self, "String", nilElement, key: key)
        }
        if session.preservesWhitespace { return documentString(bytes) }
        return documentString(trimmed(bytes))
    }

    /// An optional String (see Optionals.swift): nil when missing or `xsi:nil`, and when empty
    /// with `EmptyElementDecodingStrategy.null`.
    func optionalString(_ node: ValueRef, key: () -> (any CodingKey)?) throws -> String? {
        switch try presence(node, key: key) {
        case .absent, .null: return nil
        case .empty: if session.emptyStringIsNil { return nil }
        case .value: break
        }
        return try string(node, key: key)
    }

    /// A Bool by the bool strategy.
    @inline(__always)
    func bool(_ node: ValueRef, key: () -> (any CodingKey)? = { nil }) throws -> Bool {
        let strategy = options.boolDecodingStrategy
        let explain = { (bytes: ArraySlice<UInt8>) -> String? in explainBoolFailure(bytes, strategy) }
        switch strategy {
        case .standard:
            return try scalar(node, Bool.self, key: key, explain: explain, parseBool)
        case .lenient:
            return try scalar(node, Bool.self, key: key, explain: explain, parseLenientBool)
        case .accepting(let yes, let no):
            return try scalar(node, Bool.self, key: key, explain: explain) { bytes in
                if let value = parseBool(bytes) { return value }
                let text = String(decoding: bytes, as: UTF8.self)
                return yes.contains(text) ? true : (no.contains(text) ? false : nil)
            }
        }
    }

    /// An integer of any width; out of range is an error, never a trap.
    @inline(__always)
    func integer<T: FixedWidthInteger>(
        _ node: ValueRef, _ type: T.Type, key: () -> (any CodingKey)? = { nil }
    ) throws -> T {
        try scalar(node, type, key: key, explain: { explainIntegerFailure($0, as: T.self) }) {
            parseInteger($0, as: T.self)
        }
    }

    /// A Float or Double, with XML Schema's INF/-INF/NaN and the non-conforming strategy.
    @inline(__always)
    func floatingPoint<T: BinaryFloatingPoint & LosslessStringConvertible>(
        _ node: ValueRef, _ type: T.Type,
        key: () -> (any CodingKey)? = { nil }
    ) throws -> T {
        try scalar(node, type, key: key) { bytes in
            if let value = parseFloatingPoint(bytes, as: T.self) { return value }
            guard
                case .convertFromString(let positive, let negative, let nan) = options
                    .nonConformingFloatDecodingStrategy
            else { return nil }
            switch String(decoding: bytes, as: UTF8.self) {
            case positive: return .infinity
            case negative: return -.infinity
            case nan: return .nan
            default: return nil
            }
        }
    }
}
