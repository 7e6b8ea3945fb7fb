// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

// A subtree of the flat document written back as XML text, by the encoder's own writer
// (`XMLWriter`, `XMLOutput`): the same escaping, the same `<name/>` for an empty element, so
// there is one place that decides what well-formed output looks like.
//
// What is written is what the document keeps: names as written (prefix included), attributes in
// the order the parser delivered them, text runs in their places among the children, entities
// replaced (and escaped again where XML needs it), CDATA as escaped text. Whitespace between
// elements, which the build drops, is written as one space where it stood, so that a reader of
// the output sees the same text runs and the same word breaks in `innerText`. Comments,
// processing instructions and the DOCTYPE are not in the document and are not written.
//
// A prefix used inside the subtree but declared above it would be unbound in the output, so the
// nearest declaration of each such prefix (and of the default namespace, for unprefixed
// elements) is carried onto the subtree's top element, as lxml's `tostring` does.

extension XMLOutput {
    /// Appends a range of the document's text escaped for `context`. Every character of it is
    /// one XML 1.0 can hold: the input guard and both parsers refuse the others (a control
    /// character, even as a reference, or U+FFFE), so the escaper never refuses document text.
    @inline(__always)
    mutating func appendDocumentText(_ source: UnsafeBufferPointer<UInt8>, _ context: TextContext) {
        let refused = append(escaped: source, context)
        assert(refused == nil, "the document holds a character XML 1.0 cannot: \(refused.map(String.init) ?? "")")
    }
}

extension XMLTree.Node {
    /// The element and everything below it as XML text: `<b class="x">bold &amp; <i>it</i></b>`.
    ///
    /// Attributes keep the order the parser delivered them in (document order with `.libxml2`;
    /// Foundation's `XMLParser` on Linux reports them as a dictionary). Text and attribute
    /// values are escaped, CDATA sections become escaped text, and whitespace between elements
    /// is written as one space. Namespace declarations made above the element are written on it
    /// when a prefix inside uses them. Comments and processing instructions are not kept by the
    /// tree, so they are not written. `XMLTree(string: node.outerXML)` reads the same element.
    public var outerXML: String { document.outerXML(of: index) }

    /// The element's content as XML text, without its own tags: its text and the `outerXML` of
    /// each child element, in document order (`bold &amp; <i>it</i>` for the example of
    /// `outerXML`). Each child carries the namespace declarations it needs from above.
    public var innerXML: String { document.innerXML(of: index) }
}

extension Document {
    /// `element` and its subtree as XML text (`XMLTree.Node.outerXML`, `XMLRecord.outerXML`).
    func outerXML(of element: Int32) -> String {
        var writer = XMLWriter(rootAttributes: [], names: [], declarations: [])
        writeXML(of: element, into: &writer)
        return String(decoding: writer.output.bytes, as: UTF8.self)
    }

    /// `element`'s content as XML text (`XMLTree.Node.innerXML`, `XMLRecord.innerXML`).
    func innerXML(of element: Int32) -> String {
        var writer = XMLWriter(rootAttributes: [], names: [], declarations: [])
        writeContent(of: element, into: &writer)
        return String(decoding: writer.output.bytes, as: UTF8.self)
    }

    /// Writes `element` and its subtree into `writer`, carrying the namespace declarations it
    /// needs from its ancestors onto its start tag.
    func writeXML(of element: Int32, into writer: inout XMLWriter) {
        writeElement(element, carrying: inheritedDeclarations(of: element), into: &writer)
    }

    /// Writes `element`'s content (text, spaces and child elements) into `writer`'s top element,
    /// or at the top level when the writer has none open.
    func writeContent(of element: Int32, into writer: inout XMLWriter) {
        let record = elements[Int(element)]
        let isTop = writer.frames.isEmpty
        for item in content(of: element, trimmingEnds: false, allSpaces: true) {
            switch item {
            case .element(let child):
                // A child written on its own needs the declarations of this element too.
                if isTop {
                    writeXML(of: child, into: &writer)
                } else {
                    writeElement(child, carrying: [], into: &writer)
                }
            case .text(let range):
                writer.beginText()
                text[range].withUnsafeBufferPointer { writer.output.appendDocumentText($0, .content) }
            case .space:
                writer.beginText()
                writer.output.append(UInt8(ascii: " "))
            }
        }
        if record.spaceBeforeEnd && record.end > element + 1 {
            writer.beginText()
            writer.output.append(UInt8(ascii: " "))
        }
    }

    /// Writes `element` and its subtree into `writer`, with `declarations` before its own
    /// attributes (none when the writer's open elements already declare what it uses).
    func writeElement(_ element: Int32, carrying declarations: [Int], into writer: inout XMLWriter) {
        let (frame, _) = writeStartTag(
            of: element, attributes: declarations + Array(attributeRange(of: element)), into: &writer)
        writeContent(of: element, into: &writer)
        writer.close(downTo: frame.index)
    }

    /// Pushes `element` on `writer` and writes its start tag with `attributes` (indices in
    /// `attributes`, any of this document's), leaving it open for content. Returns the first
    /// attribute the writer refused (one the writer's root attributes already have), if any.
    func writeStartTag(
        of element: Int32, attributes chosen: [Int], into writer: inout XMLWriter
    )
        -> (frame: FrameRef, refused: (name: String, problem: AttributeProblem)?)
    {
        let frame = writer.push(names[elements[Int(element)].name])
        _ = writer.enter(frame)
        var refused: (name: String, problem: AttributeProblem)?
        for attribute in chosen {
            let name = names[attributes[attribute].name]
            let problem = writer.writeAttribute(name, copied: true, path: { [] }) { (output: inout XMLOutput) in
                valueBytes(ofAttribute: attribute).withUnsafeBufferPointer { output.appendDocumentText($0, .attribute) }
            }
            if refused == nil, let problem { refused = (name, problem) }
        }
        return (frame, refused)
    }

    /// The namespace declarations (indices in `attributes`) in scope above `element`, nearest
    /// first, each prefix once (`""` for the default namespace).
    func declarationsInScope(above element: Int32) -> [(prefix: Substring, attribute: Int)] {
        let parent = elements[Int(element)].parent
        guard parent >= 0 else { return [] }
        var inScope: [(prefix: Substring, attribute: Int)] = []
        for ancestor in lineage(of: parent) {
            for attribute in attributeRange(of: ancestor) {
                if let declared = declaredPrefix(names[attributes[attribute].name]),
                    !inScope.contains(where: { $0.prefix == declared })
                {
                    inScope.append((declared, attribute))
                }
            }
        }
        return inScope
    }

    /// The namespace declarations (indices in `attributes`) made by `element`'s ancestors for the
    /// prefixes its subtree uses and does not declare on `element` itself, nearest first.
    func inheritedDeclarations(of element: Int32) -> [Int] {
        // Most documents have no declarations below the root, or none at all, and then the
        // subtree is not looked at.
        let inScope = declarationsInScope(above: element)
        guard !inScope.isEmpty else { return [] }
        // Each distinct name once: a record of a thousand elements has a handful of names.
        var elementNames = Set<NameID>()
        var attributeNames = Set<NameID>()
        for i in element ..< elements[Int(element)].end {
            elementNames.insert(elements[Int(i)].name)
            for attribute in attributeRange(of: i) { attributeNames.insert(attributes[attribute].name) }
        }
        var used = Set<Substring>()
        for id in elementNames {
            let name = names[id]
            used.insert(name.firstIndex(of: ":").map { name[..<$0] } ?? "")  // unprefixed: the default namespace
        }
        for id in attributeNames {
            let name = names[id]
            if declaredPrefix(name) == nil, let colon = name.firstIndex(of: ":") { used.insert(name[..<colon]) }
        }
        for attribute in attributeRange(of: element) {
            if let declared = declaredPrefix(names[attributes[attribute].name]) { used.remove(declared) }
        }
        // `xml` is bound everywhere; a declaration of it (kept by both parsers) is not carried.
        return inScope.filter { $0.prefix != "xml" && used.contains($0.prefix) }.map(\.attribute)
    }
}

/// The prefix an attribute named `name` declares: `"p"` for `xmlns:p`, `""` for `xmlns`, nil
/// when it is not a namespace declaration.
func declaredPrefix(_ name: String) -> Substring? {
    if name == "xmlns" { return "" }
    return name.hasPrefix("xmlns:") ? name.dropFirst(6) : nil
}
