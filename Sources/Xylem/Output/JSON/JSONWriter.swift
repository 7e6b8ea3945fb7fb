// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

// XML to JSON in xmltodict's convention, written straight into a byte buffer from the flat
// document: no dictionaries, no JSONSerialization, no String per value.
//
//   <a x="1"><b>t</b><b/><c y="2">u</c></a>   {"a":{"@x":"1","b":["t",null],"c":{"@y":"2","#text":"u"}}}
//
// An element is `null` when it has no text, attributes or children; its text as a string when
// it has only text; otherwise an object of its attributes (sorted by name), its children grouped
// by name where the name first appears (an array when the name repeats or a hint says so), and
// its text last under the text key. Text is trimmed; attribute values are kept as written.

/// Writes the JSON of elements of a document into `out`. One writer serves one tree or one
/// whole streaming read (its name and path caches grow with the document).
struct JSONWriter {
    let options: XMLTree.JSONOptions
    var out: [UInt8] = []
    private var names = JSONNames()
    private var paths: HintPaths
    private let textKey: [UInt8]
    /// Per slot (JSONNames.swift): the call of `writeChildren` that last saw it, and the positions of the first
    /// and last child of that name in the current frame of `groups` (only while grouping).
    private var seen: [Int] = []
    private var groupHead: [Int32] = []
    private var groupTail: [Int32] = []
    private var visit = 0
    /// A stack of (child, next child of the same name, group size) triples, one frame per
    /// element whose children repeat a name.
    private var groups: [Int32] = []
    private var attributeOrder: [Int] = []
    /// Where `out` goes while it is written, whenever it holds `pieceSize` bytes or more at the
    /// start of a value (`XMLTree.writeJSON`); nil: `out` is kept whole.
    var sink: ((inout [UInt8]) -> Void)?
    /// The decoder of the last record written (`data(of:)`), to know a batch's next record.
    weak var batch: DocumentDecoder?
    /// Whether `data(of:)` has written a record: the next record 0 starts another parse.
    var wroteRecords = false
    /// The size from which `out` goes to the sink.
    static let pieceSize = 64 * 1024

    init(options: XMLTree.JSONOptions) {
        self.options = options
        self.paths = HintPaths(options.listHints)
        self.textKey = Self.quoted(options.textKey) + Array((options.prettyPrinted ? ": " : ":").utf8)
    }

    // MARK: - Entry points

    /// Appends `{"root": value}` for the whole document.
    mutating func writeDocument(_ document: Document) {
        guard !document.elements.isEmpty else { return out.append(contentsOf: "null".utf8) }
        prepare(document, sameDocument: false, expectedSize: document.text.count + 24 * document.elements.count)
        if let scoped = names.scoped {
            writeRoot(document, ScopedSlots(scoped: scoped))
        } else {
            writeRoot(document, WrittenSlots())
        }
    }

    private mutating func writeRoot<S: JSONSlots>(_ document: Document, _ slots: S) {
        let path = paths.hints.isEmpty ? -1 : paths.child(of: -1, named: document.elements[0].name, in: document)
        out.append(UInt8(ascii: "{"))
        newline(indent: 1)
        out.append(contentsOf: names.elementKey[Int(slots.element(0, document))])
        let forced = path >= 0 && paths.roles[Int(path)] == .listItem
        if forced {
            out.append(UInt8(ascii: "["))
            newline(indent: 2)
        }
        writeValue(0, path: path, depth: forced ? 2 : 1, document, slots)
        if forced {
            newline(indent: 1)
            out.append(UInt8(ascii: "]"))
        }
        newline(indent: 0)
        out.append(UInt8(ascii: "}"))
    }

    /// Appends the value of `element` alone: what its key maps to in its parent's object.
    /// `sameDocument`: the previous call wrote from this very document (one batch of a
    /// stream's records), so what the writer found in it holds; a document is otherwise looked
    /// at whole once per call under `.mapURIs` (whether it binds a prefix to two namespaces).
    mutating func writeElement(_ element: Int32, _ document: Document, sameDocument: Bool = false) {
        prepare(
            document, sameDocument: sameDocument, expectedSize: 64 * Int(document.elements[Int(element)].end - element))
        let path = paths.hints.isEmpty ? -1 : paths.id(of: element, in: document)
        if let scoped = names.scoped {
            writeValue(element, path: path, depth: 0, document, ScopedSlots(scoped: scoped))
        } else {
            writeValue(element, path: path, depth: 0, document, WrittenSlots())
        }
    }

    private mutating func prepare(_ document: Document, sameDocument: Bool, expectedSize: Int) {
        names.update(document, options, sameDocument: sameDocument)
        let count = names.count
        if seen.count < count {
            seen += repeatElement(-1, count: count - seen.count)
            groupHead += repeatElement(0, count: count - groupHead.count)
            groupTail += repeatElement(0, count: count - groupTail.count)
        }
        if out.isEmpty { out.reserveCapacity(sink == nil ? expectedSize : Self.pieceSize + Self.pieceSize / 4) }
    }

    // MARK: - Values

    private mutating func writeValue<S: JSONSlots>(
        _ element: Int32, path: Int32, depth: Int, _ document: Document, _ slots: S
    ) {
        if out.count >= Self.pieceSize, let sink { sink(&out) }
        let record = document.elements[Int(element)]
        let attributes = document.attributeRange(of: element)
        let hasChildren = record.end > element + 1
        let text = document.trimmedTextRange(of: element)
        if attributes.isEmpty && !hasChildren {
            if text.isEmpty { return out.append(contentsOf: "null".utf8) }
            return writeString(document.text, text)
        }
        out.append(UInt8(ascii: "{"))
        var first = true
        if !attributes.isEmpty { writeAttributes(attributes, depth: depth, &first, document, slots) }
        if hasChildren {
            let wraps = path >= 0 && paths.roles[Int(path)] == .wrapper
            writeChildren(of: element, path: path, wraps: wraps, depth: depth, &first, document, slots)
        }
        if !text.isEmpty {
            member(textKey, depth: depth, &first)
            writeString(document.text, text)
        }
        newline(indent: depth)
        out.append(UInt8(ascii: "}"))
    }

    private mutating func writeAttributes<S: JSONSlots>(
        _ range: Range<Int>, depth: Int, _ first: inout Bool, _ document: Document, _ slots: S
    ) {
        if range.count == 1 {
            let attribute = document.attributes[range.lowerBound]
            member(names.attributeKey[Int(slots.attribute(range.lowerBound, attribute))], depth: depth, &first)
            return writeString(document.text, Self.valueRange(attribute))
        }
        // A few attributes per element: insertion sort by key, keeping the first of names
        // that a namespace strategy merges.
        attributeOrder.removeAll(keepingCapacity: true)
        for index in range {
            let rank = names.rank[Int(slots.attribute(index, document.attributes[index]))]
            var position = attributeOrder.count
            while position > 0 {
                let other = attributeOrder[position - 1]
                let before = names.rank[Int(slots.attribute(other, document.attributes[other]))]
                guard before > rank || (S.mayShareSlots && before == rank && Self.precedes(index, other, document))
                else { break }
                position -= 1
            }
            attributeOrder.insert(index, at: position)
        }
        var previous: NameID = -1
        for i in attributeOrder.indices {
            let attribute = document.attributes[attributeOrder[i]]
            let slot = slots.attribute(attributeOrder[i], attribute)
            let canonical = names.canonical[Int(slot)]
            if canonical == previous { continue }
            previous = canonical
            member(names.attributeKey[Int(slot)], depth: depth, &first)
            writeString(document.text, Self.valueRange(attribute))
        }
    }

    /// Whether the written name of attribute `a` sorts before that of `b` (two names in one
    /// slot: the first is kept, as of two names that convert to one key).
    private static func precedes(_ a: Int, _ b: Int, _ document: Document) -> Bool {
        document.names[document.attributes[a].name].utf8.lexicographicallyPrecedes(
            document.names[document.attributes[b].name].utf8)
    }

    /// The children of `parent` as members, grouped by name in order of first appearance.
    private mutating func writeChildren<S: JSONSlots>(
        of parent: Int32, path: Int32, wraps: Bool, depth: Int,
        _ first: inout Bool, _ document: Document, _ slots: S
    ) {
        let end = document.elements[Int(parent)].end
        visit += 1
        var repeats = false
        var child = parent + 1
        while child < end {
            let key = Int(names.canonical[Int(slots.element(child, document))])
            if seen[key] == visit { repeats = true; break }
            seen[key] = visit
            child = document.elements[Int(child)].end
        }
        if !repeats {
            child = parent + 1
            while child < end {
                writeGroup(
                    head: child, frame: nil, count: 1, parentPath: path, wraps: wraps, depth: depth, &first, document,
                    slots)
                child = document.elements[Int(child)].end
            }
            return
        }
        // Some name repeats: chain the children of each name, then write each chain where its
        // name first appears.
        visit += 1
        let base = groups.count
        var count: Int32 = 0
        child = parent + 1
        while child < end {
            let key = Int(names.canonical[Int(slots.element(child, document))])
            groups.append(child)
            groups.append(-1)
            groups.append(0)
            if seen[key] != visit {
                seen[key] = visit
                groupHead[key] = count
                groups[base + 3 * Int(count) + 2] = 1
            } else {
                groups[base + 3 * Int(groupTail[key]) + 1] = count
                groups[base + 3 * Int(groupHead[key]) + 2] += 1
            }
            groupTail[key] = count
            count += 1
            child = document.elements[Int(child)].end
        }
        for i in 0 ..< Int(count) where groups[base + 3 * i + 2] > 0 {
            writeGroup(
                head: groups[base + 3 * i], frame: (base, i), count: Int(groups[base + 3 * i + 2]),
                parentPath: path, wraps: wraps, depth: depth, &first, document, slots)
        }
        groups.removeSubrange(base...)
    }

    /// Writes one member: the children of one name, starting at `head`; the others follow the
    /// chain in `groups` from `frame` (base, index of the head).
    private mutating func writeGroup<S: JSONSlots>(
        head: Int32, frame: (base: Int, index: Int)?, count: Int, parentPath: Int32,
        wraps: Bool, depth: Int, _ first: inout Bool, _ document: Document, _ slots: S
    ) {
        let name = document.elements[Int(head)].name
        member(names.elementKey[Int(slots.element(head, document))], depth: depth, &first)
        var path: Int32 = -1
        if !paths.hints.isEmpty { path = paths.child(of: parentPath, named: name, in: document) }
        let asList = count > 1 || wraps || (path >= 0 && paths.roles[Int(path)] == .listItem)
        guard asList else { return writeValue(head, path: path, depth: depth + 1, document, slots) }
        out.append(UInt8(ascii: "["))
        var element = head
        var index = frame?.index ?? 0
        for n in 0 ..< count {
            if n > 0 {
                out.append(UInt8(ascii: ","))
                guard let frame else { break }
                index = Int(groups[frame.base + 3 * index + 1])
                element = groups[frame.base + 3 * index]
                if !paths.hints.isEmpty {
                    path = paths.child(of: parentPath, named: document.elements[Int(element)].name, in: document)
                }
            }
            newline(indent: depth + 2)
            writeValue(element, path: path, depth: depth + 2, document, slots)
        }
        newline(indent: depth + 1)
        out.append(UInt8(ascii: "]"))
    }

    // MARK: - Bytes

    @inline(__always)
    private mutating func member(_ key: [UInt8], depth: Int, _ first: inout Bool) {
        if !first { out.append(UInt8(ascii: ",")) }
        first = false
        newline(indent: depth + 1)
        out.append(contentsOf: key)
    }

    /// When pretty printing: a line break and two spaces per level (as Python's `indent=2`).
    @inline(__always)
    private mutating func newline(indent: Int) {
        guard options.prettyPrinted else { return }
        out.append(UInt8(ascii: "\n"))
        out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * indent))
    }

    @inline(__always)
    private static func valueRange(_ attribute: AttributeRecord) -> Range<Int> {
        Int(attribute.valueStart) ..< Int(attribute.valueStart) + Int(attribute.valueLength)
    }

    /// Appends `bytes[range]` as a JSON string.
    @inline(__always)
    private mutating func writeString(_ bytes: [UInt8], _ range: Range<Int>) {
        bytes.withUnsafeBufferPointer { Self.appendString(UnsafeBufferPointer(rebasing: $0[range]), to: &out) }
    }

    /// Appends `bytes` as a JSON string (RFC 8259): `"` and `\` escaped, control characters as
    /// `\n`, `\t`, ... or `\u00XX`; everything else, non-ASCII included, as is.
    static func appendString(_ bytes: UnsafeBufferPointer<UInt8>, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        var run = 0
        for i in 0 ..< bytes.count {
            let byte = bytes[i]
            guard byte < 0x20 || byte == 0x22 || byte == 0x5C else { continue }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run ..< i]))
            appendEscape(byte, to: &out)
            run = i + 1
        }
        out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run...]))
        out.append(UInt8(ascii: "\""))
    }

    private static func appendEscape(_ byte: UInt8, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\\"))
        switch byte {
        case 0x22: out.append(UInt8(ascii: "\""))
        case 0x5C: out.append(UInt8(ascii: "\\"))
        case 0x08: out.append(UInt8(ascii: "b"))
        case 0x0C: out.append(UInt8(ascii: "f"))
        case 0x0A: out.append(UInt8(ascii: "n"))
        case 0x0D: out.append(UInt8(ascii: "r"))
        case 0x09: out.append(UInt8(ascii: "t"))
        default:
            let hex = Array("0123456789abcdef".utf8)
            out.append(contentsOf: "u00".utf8)
            out.append(hex[Int(byte >> 4)])
            out.append(hex[Int(byte & 0xF)])
        }
    }

    /// `text` as a JSON string literal.
    static func quoted(_ text: String) -> [UInt8] {
        var out: [UInt8] = []
        Array(text.utf8).withUnsafeBufferPointer { appendString($0, to: &out) }
        return out
    }
}
