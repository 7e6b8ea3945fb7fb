// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation

// Every EncodingError Xylem throws is built here (as every DecodingError is in
// Decoder/DecodingErrors.swift): an `.invalidValue` with the coding path of the value that XML
// cannot hold, and a message that says what to change.

extension EncodingError {
    /// `.invalidValue(value, ...)` at `path`: the one shape of Xylem's encoding errors.
    static func invalid(_ value: Any, at path: [any CodingKey], _ message: String) -> EncodingError {
        .invalidValue(value, .init(codingPath: path, debugDescription: message))
    }

    /// An option of the encoder that cannot be written (a root attribute, a stream element's
    /// attribute): there is no coding path yet.
    static func invalidOption(_ value: String, _ message: String) -> EncodingError {
        invalid(value, at: [], message)
    }

    /// A value that wrote no root element.
    static func nothingWritten<T>(_ value: T) -> EncodingError {
        invalid(value, at: [], "\(T.self) wrote nothing, and a document needs a root element: encode a value")
    }

    /// A failed `PendingCheck`, at the path of the key that needed it.
    static func failedCheck(_ check: PendingCheck) -> EncodingError {
        switch check.rule {
        case .declared(let prefix, let name), .elementName(let prefix, let name):
            return invalid(
                name, at: check.path,
                "The prefix \"\(prefix)\" of \"\(name)\" is not declared: add \"xmlns:\(prefix)\" to the encoder's rootAttributes, declare it with a key \"@xmlns:\(prefix)\" on this element or one around it, or map its namespace URI with namespaceStrategy .mapURIs"
            )
        case .distinct(let first, let second):
            return invalid(
                second, at: check.path,
                "The attributes \"\(first)\" and \"\(second)\" are one attribute written twice: their prefixes are bound to the same namespace URI; write one of them"
            )
        }
    }
}

extension DocumentEncoder {
    /// Records the error of a call that cannot throw; the next call that can throws it.
    func fail(_ error: EncodingError) {
        if session.failure == nil { session.failure = error }
    }

    /// The coding path with `key`, if any, appended.
    private func path(_ key: (any CodingKey)?) -> [any CodingKey] {
        path + (key.map { [$0] } ?? [])
    }

    /// A scalar that cannot be written as `problem` says.
    func invalid(_ problem: ValueProblem, key: (any CodingKey)?, value: Any) -> EncodingError {
        let message: String
        switch problem {
        case .character(let scalar):
            message =
                "The text contains \(describe(scalar)), which XML 1.0 cannot hold, not even as a character reference: remove or replace it"
        case .unrepresentable(let why):
            message = why
        }
        return .invalid(value, at: path(key), message)
    }

    func staleContainer() -> EncodingError {
        .invalid(
            "", at: path,
            "A container was written after its element ended: write a nested container before the next key of its parent, and no container after its value's encode(to:) returned"
        )
    }

    func misplacedContainer(_ what: String, _ place: String) -> EncodingError {
        .invalid(
            what, at: path,
            "\(what.prefix(1).uppercased() + what.dropFirst()) cannot go in \(place): attributes and text hold one value; write a scalar there, or use a plain key for an element"
        )
    }

    func invalidName(_ key: String, written name: String, _ codingKey: some CodingKey) -> EncodingError {
        let converted = name == key ? "" : " (written \"\(name)\" by the key strategy)"
        // A dictionary's keys are data, not CodingKeys: the fix is in the model's shape.
        let fix =
            String(describing: type(of: codingKey)).contains("DictionaryCodingKey")
            ? "a dictionary's keys are element names: use keys XML allows, or an array of entries with the key in an attribute"
            : "give it another string value in CodingKeys"
        return .invalid(
            key, at: path + [codingKey],
            "The key \"\(key)\"\(converted) is not an XML name: \(XMLName.problem(with: name)); \(fix)")
    }

    /// An element name given outside any key (the root, a stream's element) that is not one.
    func invalidElementName(_ name: String) -> EncodingError {
        .invalid(name, at: path, "\"\(name)\" is not an XML element name: \(XMLName.problem(with: name))")
    }

    /// An element named with the prefix `xmlns`.
    func xmlnsElement(_ name: String, key: (any CodingKey)?) -> EncodingError {
        .invalid(
            name, at: path(key),
            "\"\(name)\" cannot name an element: the prefix xmlns only declares namespaces, in attributes; give the key another string value"
        )
    }

    func textEntry(_ key: some CodingKey) -> EncodingError {
        .invalid(
            "", at: path + [key],
            "A dictionary entry with the key \"\" would be the element's text, which XMLDecoder does not read back as an entry of a dictionary: remove the entry, or use a type with a property for the key \"\""
        )
    }

    func writtenTwice() -> EncodingError {
        .invalid(
            "", at: path,
            "A single value container was written twice, or after its value wrote another container: write one value")
    }

    /// An empty array in an optional property's repeated elements `name`: it would read back as nil.
    func emptyOptionalArray(_ value: Any, _ name: String, key: some CodingKey) -> EncodingError {
        .invalid(
            value, at: path + [key],
            "An empty array in an optional property writes no element, which reads back as nil: make the property non-optional, or write it in a wrapper element with the list hint .wrapper(\"\(name)\")"
        )
    }
}
