// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

// Choice enums (Xylem.docc/Lists.md, "Choice elements"). The synthesized `init(from:)` of an enum with
// associated values asks `allKeys` for exactly one key: the case. The element decoded picks it,
// the same way at the root, in a property and in an array item:
//
// 1. its own name, when that is a case: `<circle r="2"/>` is `.circle(r: 2)`, and so is
//    `<g><circle r="2"/></g>` `.g(...)` when `g` is a case, whatever its children are; under
//    `.mapURIs`, an unprefixed name in a default namespace is spelled with its mapped prefix;
// 2. else its one child whose name is a case: `<soap:Body><Fault>...</Fault></soap:Body>`;
//    several such children are an error that names them, and so is text of the element's own
//    beside the child (mixed content, which would be lost: read it as an array instead).
//
// The case's values are then keys of the element that chose it: the element itself for case 1
// (the container's frame, ContainerFrames.swift, makes its `lookup` find it), the child for case 2.

/// Why an element stands for no single case.
enum ChoiceProblem {
    /// Several children are cases.
    case several([String])
    /// The one child that is a case has text of the element beside it.
    case mixedContent
}

extension KeyedContainer {
    /// `allKeys` for a closed set of keys (an enum's cases, or the keys of a type that asks).
    func choiceKeys() -> [Key] {
        // Its name in a default namespace, spelled with the prefix the strategy maps it to.
        if decoder.mapping != nil, let scoped = decoder.defaultNamespaceKey(of: element),
            let key = Key(stringValue: scoped)
        {
            decoder.frames.choose(element, at: depth)
            return [key]
        }
        let name = decoder.name(of: element)
        let own = decoder.keyCache.keys(Key.self, name: name) {
            guard let key = Key(stringValue: keyString(name)) else { return [] }
            return [key]
        }
        if own.count > 0 {
            decoder.frames.choose(element, at: depth)
            return own.keys
        }
        let keys = childKeys()
        if keys.count > 1 {
            decoder.frames.noteAmbiguity(element, .several(keys.map(\.stringValue)), at: depth)
        } else if keys.count == 1 && !trimmed(decoder.document.textBytes(of: element)).isEmpty {
            decoder.frames.noteAmbiguity(element, .mixedContent, at: depth)
            return []
        }
        return keys
    }
}

extension DocumentDecoder {
    /// A clearer error than Swift's "Invalid number of keys found, expected one." for a choice
    /// of `type`: several children that are cases, or a text item of mixed content where `type`
    /// has no case for text. Nil for any other error.
    func choiceError(_ error: DecodingError, _ type: Any.Type) -> DecodingError? {
        guard case .typeMismatch(let thrown, let context) = error, ObjectIdentifier(thrown) == ObjectIdentifier(type)
        else { return nil }
        switch node {
        case .element(let element), .oneOf(_, let element):
            // The enum's keyed container stood at the depth of the value it decoded.
            guard let problem = frames.takeAmbiguity(of: element, at: path.count) else { return nil }
            let name = document.names[document.elements[Int(element)].name]
            let found: String
            switch problem {
            case .several(let keys): found = "children for several: \(keys.joined(separator: ", "))"
            case .mixedContent: found = "text beside its child (mixed content)"
            }
            return .typeMismatch(
                type,
                positioned(
                    context.codingPath,
                    "Expected one case of \(type) in <\(name)> at \(position(of: element)) but found \(found); "
                        + "decode [\(type)] to read each item of <\(name)> as a case "
                        + "(a property also needs listHints = [.wrapper(\"\(name)\")])",
                    at: element, underlyingError: context.underlyingError))
        case .textRun(_, _, let owner), .space(let owner):
            let text = (try? self.text(of: node, as: type, key: { nil }))?.bytes ?? []
            return .typeMismatch(
                type,
                positioned(
                    context.codingPath,
                    "Expected \(type) at \(position(of: owner)) but found the text \(quoted(text)) of mixed "
                        + "content; give \(type) a case for text with the key \"\" (case text = \"\" in its CodingKeys)",
                    at: owner, underlyingError: context.underlyingError))
        default:
            return nil
        }
    }
}
