// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation

// Writing a value that names something by a prefix (`XMLQName`, in Values/): the prefix must be
// bound to the name's namespace where the value is written, which only the writer knows. The
// value's own prefix is kept when it is bound to that namespace or free; otherwise a prefix in
// scope for it, the `.mapURIs` prefix for it (declared on the root, as names declare it), or a
// new declaration on the element that holds the value.

extension DocumentEncoder {
    /// Writes `prefix:localName` (or `localName`) for each name, separated by spaces (an
    /// `xs:list`), into the pending slot, each with a prefix bound to its namespace there,
    /// declared on the value's element when none in scope is.
    func writeQualifiedNames(_ names: [(namespace: String, localName: String, prefix: String)], value: Any) throws {
        guard let slot = pendingSlot else { throw session.failure ?? writtenTwice() }
        var declarations: [(prefix: String, namespace: String, uri: [UInt8])] = []
        var lexical: [String] = []
        for name in names {
            var escaped = XMLOutput()
            if let problem = escaped.append(escaped: name.namespace, .attribute) {
                throw invalid(.character(problem), key: nil, value: value)
            }
            let uri = escaped.bytes
            let chosen: String
            if let planned = declarations.first(where: { $0.uri == uri }) {
                chosen = planned.prefix
            } else {
                let (prefix, declare) = try qualifiedNamePrefix(
                    for: uri, preferring: name.prefix, planned: declarations.map(\.prefix), value: value)
                if declare { declarations.append((prefix, name.namespace, uri)) }
                chosen = prefix
            }
            lexical.append(chosen.isEmpty ? name.localName : chosen + ":" + name.localName)
        }
        let text = lexical.joined(separator: " ")
        switch slot {
        case .element, .item:
            // The value's element first, so that the declarations go on it.
            var container = self.container(keyedBy: QualifiedNameKey.self)
            for declaration in declarations {
                try container.encode(
                    declaration.namespace, forKey: QualifiedNameKey(stringValue: "@xmlns:" + declaration.prefix))
            }
            try container.encode(text, forKey: QualifiedNameKey(stringValue: ""))
        case .attribute, .text, .current:
            let taken = takePending()
            for declaration in declarations {
                let name = "xmlns:" + declaration.prefix
                if let problem = writer.writeAttribute(name, path: { path }, { $0.bytes += declaration.uri }) {
                    throw invalid(.attribute(problem, name), key: nil, value: value)
                }
            }
            try write(text, into: taken, key: nil)
        }
    }

    /// The prefix to write for `uri` where the pending value goes, and whether it must be
    /// declared (`planned`: the prefixes this value declares already).
    private func qualifiedNamePrefix(
        for uri: [UInt8], preferring preferred: String, planned: [String], value: Any
    ) throws -> (String, declare: Bool) {
        let boundDefault = writer.uri(of: "") ?? []
        if uri.isEmpty {
            guard boundDefault.isEmpty else {
                throw EncodingError.invalid(
                    value, at: path,
                    "A QName in no namespace is written unprefixed, and a default namespace is in scope here, which an unprefixed QName would be read in: give the name a namespace, or write its element where no default namespace is declared"
                )
            }
            return ("", false)
        }
        // The value's own prefix, where it means the same or nothing yet.
        let written = writer.uri(of: preferred[...])
        if written == uri && (!preferred.isEmpty || boundDefault == uri) { return (preferred, false) }
        func isFree(_ prefix: String) -> Bool {
            writer.uri(of: prefix[...]) == nil && !writer.isMappedPrefix(prefix[...]) && !planned.contains(prefix)
        }
        if !preferred.isEmpty, isFree(preferred), !preferred.lowercased().hasPrefix("xml") { return (preferred, true) }
        // A prefix in scope for the URI (the nearest declaration that is not shadowed).
        for binding in writer.declared.reversed() where binding.uri == uri && writer.uri(of: binding.prefix[...]) == uri
        {
            return (binding.prefix, false)
        }
        if let mapped = writer.mappedPrefix(for: uri), writer.uri(of: mapped[...]) == nil,
            writer.declareMapped(mapped[...])
        {
            return (mapped, false)
        }
        var number = 1
        while !isFree("ns\(number)") { number += 1 }
        return ("ns\(number)", true)
    }
}

/// A key of the element a qualified name is written in: its declaration and its text.
private struct QualifiedNameKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}
