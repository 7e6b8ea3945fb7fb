// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation

// How a fragment meets the coders. `XMLDecoder` and `XMLEncoder` are recognised by their
// `Decoder`/`Encoder` classes and read or write the element itself; the two hooks they need are
// the decoder's current node (`singleElement`) and the encoder's pending slot (`takePending`).
// Any other coder sees the fragment as one string, its XML text.

extension XMLFragment: Codable {
    /// Captures the element at the current key (with `XMLDecoder`), or parses the XML text of a
    /// string value (with any other decoder).
    ///
    /// - throws: `DecodingError.keyNotFound` when the key is missing (declare the property
    ///   optional for an element that may be absent), `.typeMismatch` when the key names an
    ///   attribute or text, or repeats (declare `[XMLFragment]`); `.dataCorrupted` when a string
    ///   is not well-formed XML.
    public init(from decoder: any Decoder) throws {
        if let decoder = decoder as? DocumentDecoder {
            let element = try decoder.singleElement(decoder.node, expecting: "an element (XMLFragment)")
            decoder.noteRead(of: element)
            self.init(document: decoder.document.subtree(element))
            return
        }
        let text = try decoder.singleValueContainer().decode(String.self)
        do {
            try self.init(xml: text)
        } catch {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: decoder.codingPath,
                    debugDescription:
                        "An XMLFragment is read from its XML text, and this string is not one well-formed element: \(error)",
                    underlyingError: error))
        }
    }

    /// Writes the element back where its key puts it (with `XMLEncoder`), or writes its XML
    /// text as a string (with any other encoder).
    ///
    /// - throws: `EncodingError.invalidValue` when the key is not the element's name (it would
    ///   not be read back at that key), when the key is an attribute or the text key `""`, or
    ///   when a namespace declaration it needs clashes with one of the encoder's root attributes.
    public func encode(to encoder: any Encoder) throws {
        guard let encoder = encoder as? DocumentEncoder else {
            var container = encoder.singleValueContainer()
            try container.encode(xml)
            return
        }
        try encoder.write(self)
    }
}

extension DocumentEncoder {
    /// Writes `fragment` into the pending slot: its element, named as it is, with the namespace
    /// declarations it needs that are not in scope where it goes.
    func write(_ fragment: XMLFragment) throws {
        guard let slot = takePending() else { throw session.failure ?? writtenTwice() }
        switch slot {
        case .element(let name, _) where name != fragment.name && !isSameElement(name, as: fragment):
            throw EncodingError.invalidValue(
                fragment,
                .init(
                    codingPath: path,
                    debugDescription:
                        "The XMLFragment is a <\(fragment.name)> element, written where the key puts <\(name)>: XMLDecoder would not read it back at this key; give the key the element's name, or make the fragment a <\(name)> element"
                ))
        case .element, .item:
            break
        case .attribute(let name):
            throw misplacedContainer("an XMLFragment (an element)", "the attribute \"\(name)\"")
        case .text:
            throw misplacedContainer("an XMLFragment (an element)", "the text key \"\"")
        case .current:
            throw misplacedContainer("an XMLFragment (an element)", "the element of its enum case (the key _0)")
        }
        let document = fragment.storage.document
        let session = self.session
        // The fragment's names were accepted by a parser: they are copied, not checked again
        // (`writeStartTag` writes its attributes as copies).
        var chosen: [Int] = []
        var bindings: [Binding] = []
        var defaultNamespace: ArraySlice<UInt8> = []
        for attribute in document.attributeRange(of: 0) {
            let name = document.names[document.attributes[attribute].name]
            guard let prefix = declaredPrefix(name) else { chosen.append(attribute); continue }
            let uri = document.valueBytes(ofAttribute: attribute)
            if prefix.isEmpty { defaultNamespace = uri }
            // A binding the element is written into already is not declared again.
            if let binding = session.writer.binding(prefix, to: uri) {
                chosen.append(attribute)
                bindings.append(binding)
            }
        }
        // A fragment read where no default namespace was in scope, written where one is: its
        // unprefixed names would move into that namespace.
        let undeclaresDefault = defaultNamespace.isEmpty && session.writer.binding("", to: []) != nil
        var (frame, refused) = document.writeStartTag(of: 0, attributes: chosen, into: &session.writer)
        if undeclaresDefault && refused == nil {
            if let problem = session.writer.writeAttribute("xmlns", copied: true, path: { self.path }, { _ in }) {
                refused = ("xmlns", problem)
            }
            bindings.append(Binding(prefix: "", uri: []))
        }
        // In scope for the checks of the element's own prefix (a key's pending check moves to it).
        session.writer.declared += bindings
        if let (name, _) = refused {
            throw EncodingError.invalidValue(
                fragment,
                .init(
                    codingPath: path,
                    debugDescription:
                        "The XMLFragment <\(fragment.name)> needs its attribute \(name) as it was read, and the encoder's rootAttributes give the root element another: write the fragment inside the root, or remove \(name) from rootAttributes"
                ))
        }
        document.writeContent(of: 0, into: &session.writer)
        session.writer.close(downTo: frame.index)
    }
}

extension DocumentEncoder {
    /// Whether the key's name `name` and the fragment's name are one element name: the same
    /// local name in the same namespace, whatever the prefixes (`wps:Process` where `wps` is
    /// bound to the URI the fragment's `ns0:Process` was read in, under `.mapURIs`).
    private func isSameElement(_ name: String, as fragment: XMLFragment) -> Bool {
        let (keyPrefix, keyLocal) = splitPrefix(Substring(name))
        let (prefix, local) = splitPrefix(Substring(fragment.name))
        guard keyLocal == local else { return false }
        let document = fragment.storage.document
        var uri: ArraySlice<UInt8> = []
        for attribute in document.attributeRange(of: 0)
        where declaredPrefix(document.names[document.attributes[attribute].name]) == prefix ?? "" {
            uri = document.valueBytes(ofAttribute: attribute)
        }
        return session.writer.binding(keyPrefix ?? "", to: uri) == nil
    }
}

extension XMLWriter {
    /// The binding of `prefix` (`""`: the default namespace) to `uri` (unescaped) when it is not
    /// the binding in scope where the next element goes; nil when it is. No binding in scope
    /// counts as the empty URI.
    func binding(_ prefix: Substring, to uri: ArraySlice<UInt8>) -> Binding? {
        var escaped = XMLOutput()
        uri.withUnsafeBufferPointer { escaped.appendDocumentText($0, .attribute) }
        return (self.uri(of: prefix) ?? []) == escaped.bytes ? nil : Binding(prefix: String(prefix), uri: escaped.bytes)
    }
}
