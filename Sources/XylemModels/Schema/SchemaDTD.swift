// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation

// Some published schemas (XML Signature's, as UBL and SAML copy it) carry an internal DTD
// subset: an entity for their namespace and a `#FIXED` declaration of a prefix on the root.
// Xylem's parsers refuse entity declarations, so a schema's DOCTYPE is read here instead: its
// text entities are replaced, its `#FIXED`/default attributes of the root are written onto the
// root, and the DOCTYPE is removed; an entity's text may refer to other entities. Anything more
// (markup in an entity, external entities) is an error that says so.

enum SchemaDTD {
    /// The schema's text with its internal subset applied and removed; nil when it has none.
    static func expanded(_ data: Data, path: String) throws -> String? {
        let text = String(decoding: data, as: UTF8.self)
        guard let doctype = text.range(of: "<!DOCTYPE"), let open = text[doctype.upperBound...].firstIndex(of: "["),
            !text[doctype.upperBound ..< open].contains(">"),
            let close = text.range(of: "]>", range: open ..< text.endIndex)
                ?? text.range(of: "]\n>", range: open ..< text.endIndex)
        else { return nil }
        let subset = String(text[text.index(after: open) ..< close.lowerBound])
        var entities: [String: String] = [:]
        var rootAttributes: [(String, String)] = []
        for declaration in subset.components(separatedBy: "<!").dropFirst() {
            let words = tokens(declaration)
            if words.first == "ENTITY" {
                guard words.count >= 3 else { continue }
                if words[1] == "%" { continue }  // parameter entities only shape the DTD itself
                guard let value = quoted(words[2]), !value.contains("<"), !hasMarkupReference(value) else {
                    throw SchemaError.invalid(
                        path, line: 1,
                        "the DTD's entity \(words[1]) is not plain text, which the schema reader cannot expand")
                }
                // The first declaration of an entity is binding (XML 1.0, 4.2).
                if entities[words[1]] == nil { entities[words[1]] = value }
            } else if words.first == "ATTLIST", words.count >= 2 {
                // <!ATTLIST schema name CDATA #FIXED "value" …>: name, type, default (and value).
                var index = 2
                while index + 2 < words.count {
                    let name = words[index]
                    var defaultIndex = index + 2
                    if words[defaultIndex] == "#FIXED" { defaultIndex += 1 }
                    if let value = quoted(words[defaultIndex]) { rootAttributes.append((name, value)) }
                    index = defaultIndex + 1
                }
            }
        }
        var body = String(text[close.upperBound...])
        // An entity's text may refer to other entities (the W3C's regex type libraries build
        // patterns so): expanded in full first, then put in place.
        var expanded: [String: String] = [:]
        for name in entities.keys {
            expanded[name] = try expand(name, entities: entities, path: path, within: [])
        }
        for (name, value) in expanded { body = body.replacingOccurrences(of: "&\(name);", with: value) }
        // The root's start tag gets the DTD's attributes that it does not write itself.
        if let start = body.range(of: #"<[A-Za-z_][^>!?]*"#, options: .regularExpression) {
            let tag = body[start]
            let missing = rootAttributes.filter { !tag.contains($0.0 + "=") }
            let added = missing.map { " \($0.0)=\"\($0.1)\"" }.joined()
            body.insert(contentsOf: added, at: start.upperBound)
        }
        return String(text[..<doctype.lowerBound]) + body
    }

    /// An entity's text with the entities it refers to expanded; the predefined entities and
    /// character references stay, for the parser.
    private static func expand(
        _ name: String, entities: [String: String], path: String, within: [String]
    ) throws -> String {
        guard !within.contains(name), let value = entities[name] else {
            throw SchemaError.invalid(
                path, line: 1,
                within.contains(name)
                    ? "the DTD's entity \(name) refers to itself"
                    : "the DTD's entity \(within.last ?? name) refers to \(name), which the DTD does not declare")
        }
        var result = ""
        var rest = Substring(value)
        while let amp = rest.firstIndex(of: "&") {
            result += rest[..<amp]
            guard let semicolon = rest[amp...].firstIndex(of: ";") else { break }
            let reference = String(rest[rest.index(after: amp) ..< semicolon])
            if reference.hasPrefix("#") || ["amp", "lt", "gt", "quot", "apos"].contains(reference) {
                result += rest[amp ... semicolon]
            } else {
                result += try expand(reference, entities: entities, path: path, within: within + [name])
            }
            rest = rest[rest.index(after: semicolon)...]
        }
        return result + rest
    }

    /// Whether a character reference in an entity's text stands for `&` or `<`, which would
    /// make its replacement markup.
    private static func hasMarkupReference(_ value: String) -> Bool {
        let lowered = value.lowercased()
        return ["&#38;", "&#x26;", "&#60;", "&#x3c;"].contains { lowered.contains($0) }
    }

    /// Words of a declaration, a quoted literal kept as one (with its quotes).
    private static func tokens(_ declaration: String) -> [String] {
        var words: [String] = []
        var current = ""
        var quote: Character?
        for character in declaration {
            if let open = quote {
                current.append(character)
                if character == open { words.append(current); current = ""; quote = nil }
            } else if character == "\"" || character == "'" {
                if !current.isEmpty { words.append(current); current = "" }
                current.append(character)
                quote = character
            } else if character.isWhitespace || character == ">" {
                if !current.isEmpty { words.append(current); current = "" }
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    private static func quoted(_ word: String) -> String? {
        guard word.count >= 2, let first = word.first, first == "\"" || first == "'", word.last == first else {
            return nil
        }
        return String(word.dropFirst().dropLast())
    }
}
