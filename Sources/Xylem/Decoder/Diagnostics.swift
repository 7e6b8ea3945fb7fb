// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation

// What an error adds to say how to fix the model: the name that nearly matched a missing key and
// the setting or key that would match it, the names an element has, the cases a choice enum
// expected. All of it is computed only once an error is being thrown, never on the way to a
// value.

extension DocumentDecoder {
    // MARK: - Names near a missing key

    /// For a key that names nothing in `owner`: "; it has the element <soap:Body>: use the key
    /// \"soap:Body\", or set ...", the key one level down in a wrapper child, or the names
    /// `owner` has (and, for an item of an array whose children all share one name, that it
    /// may be a list wrapper).
    func nearMiss(forKey key: String, in owner: Int32, isListItem: Bool) -> String {
        var wanted = key
        var attributeOnly = false
        if case .attribute(let local) = KeySpelling.of(key) {
            wanted = String(local)
            attributeOnly = true
        }
        let names = namesIn(owner)
        // An "@name" key names only an attribute, so an element it nearly matches needs the
        // plain key.
        let candidates = names.children.map { ($0, false) } + names.attributes.map { ($0, true) }
        let fix = closestName(to: wanted, among: candidates)
        // A wrapper child that holds the key says more than a plural or a letter of difference.
        let wrapper = attributeOnly ? nil : wrapperHolding(wanted, in: owner)
        if let fix, wrapper == nil || !fix.settings.isEmpty || !NearMiss.isOtherWord(fix.name, wanted) {
            let what = fix.isAttribute ? "the attribute \(fix.name)" : "the element <\(fix.name)>"
            let key = fix.isAttribute && attributeOnly ? String(KeySpelling.attributePrefix) + fix.key : fix.key
            let settings = fix.settings.isEmpty ? "" : ", or set " + fix.settings.joined(separator: " and ")
            return "; it has \(what): use the key \"\(key)\"\(settings)"
        }
        if let wrapper {
            let property = currentKey(wrapper)
            return
                "; <\(wanted)> is one level down, in its child <\(wrapper)>: read it through a property \"\(property)\" "
                + "(an array, with listHints = [.wrapper(\"\(wrapper)\")]), or through a type for <\(wrapper)> with a property \"\(wanted)\""
        }
        let own = document.names[document.elements[Int(owner)].name]
        // The wrapper hint only where a wrapper could be (the lone element of its name, its
        // children all of one name: LoneWrappers.swift); elsewhere it would read an item's
        // children as the list. An item that lacks what its siblings have wants an optional.
        let parent = document.elements[Int(owner)].parent
        if isListItem, parent >= 0, mayBeLoneWrapper(owner, in: parent), let item = names.children.first {
            return "; " + describe(names)
                + ": if <\(own)> wraps a list of <\(item)>, set listHints = [.wrapper(\"\(own)\")]"
        }
        if isListItem, parent >= 0, sibling(of: owner, in: parent, has: wanted, attributeOnly: attributeOnly) {
            return "; " + describe(names)
                + "; other <\(own)> elements have \"\(key)\": declare the property optional if it may be absent"
        }
        return "; " + describe(names) + ownTextHint(forKey: key, in: owner, attributeOnly: attributeOnly)
    }

    /// For an element with text of its own and no children, the key that reads the text: a
    /// JSON habit names it `value` or `text`, which XML has no name for.
    private func ownTextHint(forKey key: String, in owner: Int32, attributeOnly: Bool) -> String {
        guard !attributeOnly, !document.hasChildren(owner), !trimmed(document.textBytes(of: owner)).isEmpty
        else { return "" }
        let isIdentifier =
            key.first.map { $0.isLetter || $0 == "_" } == true
            && key.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
        let property = isIdentifier ? key : "value"
        return "; it has text of its own: read it with the key \"\" (in CodingKeys, case \(property) = \"\")"
    }

    /// Whether another element named like `element` in `parent` has a child or attribute that
    /// the key `wanted` names (only an attribute when `attributeOnly`).
    private func sibling(of element: Int32, in parent: Int32, has wanted: String, attributeOnly: Bool) -> Bool {
        guard let id = nameID(forKey: wanted) else { return false }
        let end = document.elements[Int(parent)].end
        let own = name(of: element)
        var sibling = firstChild(of: parent, named: own)
        while let current = sibling {
            if current != element,
                (!attributeOnly && firstChild(of: current, named: id) != nil)
                    || attribute(of: current, named: id) != nil
            {
                return true
            }
            sibling = nextSibling(after: current, named: own, parentEnd: end)
        }
        return false
    }

    /// "its children are <a>, <b>; its attributes are \"x\", \"y\"", at most eight names in all.
    func describe(_ names: (children: [String], attributes: [String])) -> String {
        if names.children.isEmpty && names.attributes.isEmpty { return "it has no child elements or attributes" }
        var parts: [String] = []
        let children = names.children.prefix(8)
        if !children.isEmpty {
            parts.append("its children are " + listed(children.map { "<\($0)>" }, total: names.children.count))
        }
        let attributes = names.attributes.prefix(8 - children.count)
        if !names.attributes.isEmpty {
            parts.append(
                attributes.isEmpty
                    ? "it has \(names.attributes.count) attributes"
                    : "its attributes are " + listed(attributes.map { "\"\($0)\"" }, total: names.attributes.count))
        }
        return parts.joined(separator: "; ")
    }

    /// The distinct names of `element`'s children, in document order, and its attributes'
    /// names, as written (namespace declarations left out).
    func namesIn(_ element: Int32) -> (children: [String], attributes: [String]) {
        var seen = Set<NameID>()
        var children: [String] = []
        let end = document.elements[Int(element)].end
        var child = document.firstChild(of: element)
        while let current = child {
            let id = document.elements[Int(current)].name
            if seen.insert(id).inserted { children.append(document.names[id]) }
            child = document.nextSibling(of: current, in: end)
        }
        let attributes = document.attributeRange(of: element)
            .map { document.names[document.attributes[$0].name] }
            .filter { !isNamespaceDeclaration($0) }
        return (children, attributes)
    }

    /// The key string a document name matches with the decoder's options.
    func currentKey(_ name: String) -> String {
        mapping?.keyString(for: name) ?? name
    }

    /// A name that is not the key `wanted` but nearly is, and how to make it match.
    struct NameFix {
        /// The name as written in the document.
        let name: String
        let isAttribute: Bool
        /// The key that matches it with the current options.
        let key: String
        /// Settings that would make it match `wanted` instead (none: only `key` does).
        let settings: [String]
    }

    /// Among `candidates`, the first that another namespace or key strategy (the fewest changes
    /// first) turns into `wanted`, else the first that nearly spells it (`NearMiss.isLoose`);
    /// never one of another namespace than `wanted`'s (`mayNearlyMatch`).
    func closestName(to wanted: String, among all: [(name: String, isAttribute: Bool)]) -> NameFix? {
        if let exact = all.first(where: { currentKey($0.name) == wanted }) {
            return NameFix(name: exact.name, isAttribute: exact.isAttribute, key: wanted, settings: [])
        }
        let candidates = all.filter { mayNearlyMatch($0.name, key: wanted, owner: nil) }
        let rules = NearMiss(self)
        var best: NameFix?
        for candidate in candidates {
            guard let settings = rules.settings(turning: candidate.name, into: wanted),
                settings.count < best?.settings.count ?? 3
            else { continue }
            best = NameFix(
                name: candidate.name, isAttribute: candidate.isAttribute,
                key: currentKey(candidate.name), settings: settings)
        }
        if let best { return best }
        guard let loose = candidates.first(where: { NearMiss.isLoose($0.name, wanted) }) else { return nil }
        return NameFix(name: loose.name, isAttribute: loose.isAttribute, key: currentKey(loose.name), settings: [])
    }

    /// The name of `owner`'s child, the only one so named, whose children include `key`.
    private func wrapperHolding(_ key: String, in owner: Int32) -> String? {
        guard let id = nameID(forKey: key) else { return nil }
        let end = document.elements[Int(owner)].end
        var child = document.firstChild(of: owner)
        while let current = child {
            let name = self.name(of: current)
            if firstChild(of: current, named: id) != nil,
                firstChild(of: owner, named: name) == current,
                nextSibling(after: current, named: name, parentEnd: end) == nil
            {
                return document.names[document.elements[Int(current)].name]
            }
            child = document.nextSibling(of: current, in: end)
        }
        return nil
    }
}

/// "a, b and c"; with more than listed: "a, b, c, ... (12 in all)".
func listed(_ items: [String], total: Int) -> String {
    guard items.count == total else { return items.joined(separator: ", ") + ", ... (\(total) in all)" }
    guard let last = items.last, items.count > 1 else { return items.first ?? "" }
    return items.dropLast().joined(separator: ", ") + " and " + last
}
