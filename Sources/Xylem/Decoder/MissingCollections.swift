// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

// A collection whose key names nothing is empty: XML writes an empty list by leaving it out.
// But a typo (`trkpts` beside `<trkpt>` elements) would then ship empty data with no error, so
// when the element has a child or attribute that nearly spells the key (NearMiss.swift), the
// missing collection is a `keyNotFound` error that names it (never a name of another namespace:
// `mayNearlyMatch`). With
// `MissingCollectionDecodingStrategy.throw`, every missing non-optional collection is. An optional
// collection never gets here: a missing key is nil (Optionals.swift).

extension DocumentDecoder {
    /// The error for the collection at the top of the coding path, which names nothing in
    /// `owner`; nil when it is simply empty.
    func missingCollection(in owner: Int32) -> DecodingError? {
        guard let key = path.last, key.intValue == nil else { return nil }
        if session.missingCollectionsThrow {
            return keyNotFound(
                in: owner, key: { nil },
                adding: "; declare the property optional if the list may be absent, "
                    + "or set missingCollectionDecodingStrategy = .empty to read it as empty")
        }
        let nearMisses = session.nearMisses(of: key.stringValue, in: document) { nearMissNames(of: key.stringValue) }
        guard !nearMisses.isEmpty, has(owner, anyOf: nearMisses, key: key.stringValue) else { return nil }
        return keyNotFound(
            in: owner, key: { nil },
            adding: " (a list is empty when nothing has its key's name, "
                + "but not beside a name this close; declare the property optional if the list may be absent)")
    }

    /// The names of the document that nearly spell `key` and do not match it, in a namespace
    /// where they may (`has` checks the rest, which depends on the owner). Every name the
    /// settings of a key error could turn into `key` (NearMiss.settings) folds to the key's
    /// spelling, so `isLoose` over the folded names finds them all; the names are folded once
    /// per document (`DecodingSession.foldedNames`), since a model with many lists that a
    /// document leaves out (UBL's) asks this for each of them.
    private func nearMissNames(of key: String) -> Set<NameID> {
        let wanted = Array(NearMiss.folded(key).utf8)
        var found = Set<NameID>()
        for (index, folded) in session.foldedNames(of: document).enumerated()
        where NearMiss.isLoose(folded: folded, wanted) {
            let name = document.names.strings[index]
            guard !isNamespaceDeclaration(name), currentKey(name) != key, mayNearlyMatch(name, key: key, owner: nil)
            else { continue }
            found.insert(NameID(index))
        }
        return found
    }

    /// Whether a child or an attribute of `element` has one of `names` that may nearly match
    /// `key` in `element`.
    private func has(_ element: Int32, anyOf names: Set<NameID>, key: String) -> Bool {
        func isNearMiss(_ name: NameID) -> Bool {
            names.contains(name) && mayNearlyMatch(document.names[name], key: key, owner: element)
        }
        let end = document.elements[Int(element)].end
        var child = document.firstChild(of: element)
        while let current = child {
            if isNearMiss(document.elements[Int(current)].name) { return true }
            child = document.nextSibling(of: current, in: end)
        }
        return document.attributeRange(of: element).contains { isNearMiss(document.attributes[$0].name) }
    }
}
