// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation

// Writing scalars into a slot, by the encoder's strategies. Every container funnels through
// these, so each strategy is applied in one place (the mirror of ScalarDecoding.swift).

/// Why a value cannot be written as text.
enum ValueProblem {
    /// A character XML 1.0 cannot hold.
    case character(Unicode.Scalar)
    /// The strategy's text cannot hold this value exactly; the message says why.
    case unrepresentable(String)

    /// Why the attribute `name` cannot be written.
    static func attribute(_ problem: AttributeProblem, _ name: String) -> ValueProblem {
        switch problem {
        case .flushed:
            return .unrepresentable(
                "The start tag of its element was already written out: write attributes before the element's records")
        case .duplicate(let element):
            return .unrepresentable(
                "The attribute \"\(name)\" is written twice on <\(element)>: by two keys (two that a key or namespace strategy writes alike, one that attributeEncodingStrategy makes an attribute), or by a key and the encoder's rootAttributes; write it once"
            )
        case .declaration(let why):
            return .unrepresentable(why)
        case .noElement:
            return .unrepresentable("The attribute \"\(name)\" has no element to go on")
        }
    }
}

extension DocumentEncoder {
    /// Writes one scalar into `slot`: `<name>text</name>`, ` name="text"`, or the text alone.
    /// `text` appends the characters, escaped for the context, or says why it cannot.
    @inline(__always)
    func writeScalar(
        into slot: Slot?, key: (any CodingKey)?, value: @autoclosure () -> Any,
        _ text: (inout XMLOutput, TextContext) -> ValueProblem?
    ) throws {
        guard let slot else { throw session.failure ?? writtenTwice() }
        // One access to the session's writer per slot, through a local binding of the session,
        // rather than six through the `writer` accessor, each of which reloads it.
        let session = self.session
        var problem: ValueProblem?
        switch slot {
        case .element(let name, _), .item(let name, _):
            problem = session.writer.writeChild(name) { text(&$0, .content) }
        case .attribute(let name):
            let refused = session.writer.writeAttribute(name, path: { path + (key.map { [$0] } ?? []) }) {
                problem = text(&$0, .attribute)
            }
            if let refused, problem == nil { throw invalid(.attribute(refused, name), key: key, value: value()) }
        case .text, .current:
            problem = session.writer.writeText { text(&$0, .content) }
        }
        if let problem { throw invalid(problem, key: key, value: value()) }
    }

    // MARK: - Text, numbers and booleans

    /// A String: escaped, or a CDATA section where the string strategy chooses one.
    func write(_ string: String, into slot: Slot?, key: (any CodingKey)?) throws {
        if case .cdata(let chosen) = session.options.stringEncodingStrategy, slot.map(holdsCDATA) == true,
            chosen(path + (key.map { [$0] } ?? []))
        {
            return try writeScalar(into: slot, key: key, value: string) { output, _ in
                output.append(cdata: string).map { .character($0) }
            }
        }
        try writeScalar(into: slot, key: key, value: string) { output, context in
            output.append(escaped: string, context).map { .character($0) }
        }
    }

    /// Whether text in `slot` may be a CDATA section (not in an attribute).
    private func holdsCDATA(_ slot: Slot) -> Bool {
        if case .attribute = slot { return false }
        return true
    }

    @inline(__always)
    func write<T: FixedWidthInteger>(integer value: T, into slot: Slot?, key: (any CodingKey)?) throws {
        try writeScalar(into: slot, key: key, value: value) { output, _ in
            output.append(integer: value)
            return nil
        }
    }

    @inline(__always)
    func write(bool value: Bool, into slot: Slot?, key: (any CodingKey)?) throws {
        try writeScalar(into: slot, key: key, value: value) { output, _ in
            output.append(value ? "true" : "false")
            return nil
        }
    }

    /// A Float or Double: shortest round-trip text; infinity and NaN by the non-conforming
    /// float strategy.
    @inline(__always)
    func write<T: BinaryFloatingPoint & CustomStringConvertible>(
        float value: T, into slot: Slot?, key: (any CodingKey)?
    ) throws {
        guard value.isFinite else { return try write(nonFinite: value, into: slot, key: key) }
        let plain = session.writesPlainDecimals
        try writeScalar(into: slot, key: key, value: value) { output, _ in
            output.append(finite: value, plain: plain)
            return nil
        }
    }

    /// Infinity and NaN by the non-conforming float strategy. Out of line, so that the finite
    /// path above holds one copy of `writeScalar`, not two.
    @inline(never)
    private func write<T: BinaryFloatingPoint & CustomStringConvertible>(
        nonFinite value: T, into slot: Slot?, key: (any CodingKey)?
    ) throws {
        switch session.options.nonConformingFloatEncodingStrategy {
        case .xmlSchema:
            try writeScalar(into: slot, key: key, value: value) { output, _ in
                output.append(value.isNaN ? "NaN" : value < 0 ? "-INF" : "INF")
                return nil
            }
        case .throw:
            throw invalid(
                .unrepresentable(
                    "\(value) is not a finite number: set nonConformingFloatEncodingStrategy to .xmlSchema (INF, -INF, NaN) or .convertToString"
                ),
                key: key, value: value)
        case .convertToString(let positive, let negative, let nan):
            try write(value.isNaN ? nan : value < 0 ? negative : positive, into: slot, key: key)
        }
    }

    /// A Decimal as plain decimal text (`19.99`); NaN has none.
    func write(decimal value: Decimal, into slot: Slot?, key: (any CodingKey)?) throws {
        try writeScalar(into: slot, key: key, value: value) { output, _ in
            guard !value.isNaN else {
                return .unrepresentable("A NaN Decimal has no decimal text: encode nil, or a Double")
            }
            output.append(raw: value.description)
            return nil
        }
    }

    // MARK: - Dates and data

    /// A `Date` by the date strategy.
    func write(date: Date, into slot: Slot?, key: (any CodingKey)?) throws {
        switch session.options.dateEncodingStrategy {
        case .deferredToDate:
            try encodeNested(into: slot, key: key) { try date.encode(to: self) }
        case .iso8601:
            try writeScalar(into: slot, key: key, value: date) { output, _ in output.append(iso8601: date) }
        case .rfc2822:
            try writeScalar(into: slot, key: key, value: date) { output, _ in output.append(rfc2822: date) }
        case .fixedPattern(let pattern, let zone):
            let compiled = session.fixedDate ?? FixedDatePattern(pattern, timeZone: zone)
            try writeScalar(into: slot, key: key, value: date) { output, _ in
                output.append(date, pattern: compiled, text: pattern)
            }
        case .secondsSince1970:
            try write(float: date.timeIntervalSince1970, into: slot, key: key)
        case .millisecondsSince1970:
            try write(float: date.timeIntervalSince1970 * 1000, into: slot, key: key)
        case .formatted(let formatter):
            try write(formatter.string(from: date), into: slot, key: key)
        case .custom(let write):
            try encodeNested(into: slot, key: key) { try write(date, self) }
        }
    }

    /// `Data` by the data strategy.
    func write(data: Data, into slot: Slot?, key: (any CodingKey)?) throws {
        switch session.options.dataEncodingStrategy {
        case .deferredToData:
            try encodeNested(into: slot, key: key) { try data.encode(to: self) }
        case .base64:
            try writeScalar(into: slot, key: key, value: data) { output, _ in
                output.append(base64: data, lineLength: nil)
                return nil
            }
        case .base64Wrapped(let lineLength):
            try writeScalar(into: slot, key: key, value: data) { output, _ in
                guard lineLength > 0 else {
                    return .unrepresentable("base64Wrapped needs a positive line length, such as 76")
                }
                output.append(base64: data, lineLength: lineLength)
                return nil
            }
        case .hex:
            try writeScalar(into: slot, key: key, value: data) { output, _ in
                output.append(hex: data)
                return nil
            }
        case .custom(let write):
            try encodeNested(into: slot, key: key) { try write(data, self) }
        }
    }

    /// A strategy's own `encode(to:)` or closure, run with `slot` pending (nil: the slot was
    /// already used).
    private func encodeNested(into slot: Slot?, key: (any CodingKey)?, _ body: () throws -> Void) throws {
        guard let slot else { throw session.failure ?? writtenTwice() }
        try encodeNested(into: slot, key: key, isDictionary: false, body)
    }
}
