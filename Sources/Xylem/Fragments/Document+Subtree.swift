// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

// An `XMLFragment` owns its element: the subtree is copied out of the document it was decoded
// from into a flat document of its own (the element at index 0), because that document goes
// away (a streaming record's is cut back as soon as the record is handed over). The copy is the
// same five arrays, so the tree, `outerXML` and the decoder read it as they read any document.
//
// The namespaces in scope are part of what the element means (a prefix in an attribute value,
// `xsi:type="xs:int"`, needs its binding too), so every declaration in scope above the element
// is copied onto the copy's root, as lxml gives a copied element the `nsmap` it had.

extension Document {
    /// `element` and its subtree as a document of its own, the element at index 0, with every
    /// namespace declaration in scope above it added to its attributes (after its own). An
    /// `xmlns=""` on the element, or the nearest one above it, says that no default namespace
    /// is in scope, which a document of its own says by having none: it is left out.
    func subtree(_ element: Int32) -> Document {
        var copy = Document()
        let end = elements[Int(element)].end
        copy.elements.reserveCapacity(Int(end - element))
        for index in element ..< end {
            var record = elements[Int(index)]
            record.name = copy.names.intern(names[record.name])
            record.parent = index == element ? -1 : record.parent - element
            record.end -= element
            record.firstAttribute = Int32(copy.attributes.count)
            let own = textBytes(of: index)
            record.textStart = UInt32(copy.text.count)
            copy.text.append(contentsOf: own)
            copy.elements.append(record)
            for attribute in attributeRange(of: index) where index != element || !declaresNoDefault(attribute) {
                copy.copyAttribute(attribute, of: self)
            }
            if index == element {
                for (_, attribute) in declarationsInScope(above: element) where !declaresNoDefault(attribute) {
                    let prefix = declaredPrefix(names[attributes[attribute].name])
                    let redeclared = attributeRange(of: element).contains {
                        declaredPrefix(names[attributes[$0].name]) == prefix
                    }
                    if !redeclared && prefix != "xml" { copy.copyAttribute(attribute, of: self) }
                }
            }
        }
        // `runs` is ordered by the elements' end, descendants before ancestors at the same end
        // (Document.textRuns); an element's own runs keep their order.
        var copied: [(key: (Int32, Int32, Int), run: TextRun)] = []
        for index in element ..< end {
            for run in textRuns(of: index) {
                var moved = runs[run]
                moved.element -= element
                moved.position -= element
                copied.append(((copy.elements[Int(moved.element)].end, -moved.element, copied.count), moved))
            }
        }
        copy.runs = copied.sorted { $0.key < $1.key }.map(\.run)
        return copy
    }

    /// Appends `attribute` of `source` to the last element's attributes.
    mutating func copyAttribute(_ attribute: Int, of source: Document) {
        let value = source.valueBytes(ofAttribute: attribute)
        attributes.append(
            AttributeRecord(
                name: names.intern(source.names[source.attributes[attribute].name]),
                valueStart: UInt32(text.count), valueLength: UInt32(value.count)))
        text.append(contentsOf: value)
    }

    /// Whether `attribute` is `xmlns=""`.
    private func declaresNoDefault(_ attribute: Int) -> Bool {
        attributes[attribute].valueLength == 0 && names[attributes[attribute].name] == "xmlns"
    }
}
