// The element stack behind the encoder. Elements are written straight into one byte buffer as
// values arrive:
//
//     <trkpt lat="22.5" lon="102.8">\n  <ele>1318.59</ele>...</trkpt>
//     ^frame pushed  ^attributes while the tag is open    ^closed when the value ends
//
// An element is pushed `pending` (nothing written) when a value asks for a container, and its
// start tag is written at the first thing written into it, so an enum in a list can still
// rename it to its case. Attributes are appended while the start tag is open; one that comes
// after content (a key order the model chose) is inserted at `tagEnd`, moving only that
// element's content so far. Writing into an element closes every element above it, which is
// how nested containers end. With sorted keys, an element records where each attribute and
// child starts, and reorders those runs by name when it is closed.

/// What a container keeps to reach its element: the position in the stack and a serial number,
/// so that a container used after its element was closed is caught instead of writing elsewhere.
struct FrameRef {
    let index: Int
    let serial: Int

    /// The reference of a container that could not be made; every use throws the recorded error.
    static let invalid = FrameRef(index: -1, serial: -1)
}

/// An element being written.
struct Frame {
    enum Tag: UInt8 {
        /// Nothing written yet.
        case pending
        /// `<name attributes` written: attributes may still be appended.
        case open
        /// `>` written: content follows.
        case content
    }

    /// A list item that an enum may replace with its case element (see `DocumentEncoder`).
    enum Choice: UInt8 { case none, undecided, taken }

    var name: String
    let serial: Int
    var tag = Tag.pending
    /// Where the start tag ends, just past its last attribute; negative once flushed away.
    var tagEnd = 0
    var hasChildElements = false
    var choice: Choice
    /// The count of declared prefixes when the element was pushed: those it declares end with it.
    let declaredCount: Int
    /// Its entry in `XMLWriter.sortRecords`, or -1 when its keys keep their order.
    var sortRecord = -1
}

/// Where an element's attributes and children start, to reorder them by name at its end.
struct SortRecord {
    var attributes: [(name: String, start: Int)] = []
    var children: [(name: String, start: Int)] = []
}

/// The byte buffer and the open elements of one encode call or one streaming writer.
struct XMLWriter {
    var output = XMLOutput()
    private(set) var frames: [Frame] = []
    /// Namespace prefixes in scope (`xml`, the root attributes' declarations, then the
    /// declarations of open elements).
    private(set) var declared: [String] = ["xml"]
    private var sortRecords: [SortRecord] = []
    private var nextSerial = 0
    /// Newline and indentation per level when pretty printing, else nil.
    private let indentUnit: [UInt8]?
    /// Written into the root's start tag: the root attributes, with a leading space each.
    private let rootAttributes: [UInt8]

    init(indentUnit: [UInt8]?, rootAttributes: [UInt8], declaredPrefixes: [String]) {
        self.indentUnit = indentUnit
        self.rootAttributes = rootAttributes
        declared += declaredPrefixes
    }

    var isPrettyPrinted: Bool { indentUnit != nil }

    // MARK: - The stack

    /// Pushes a pending element named `name` on top of the (entered) top element.
    mutating func push(_ name: String, choice: Bool = false, sorted: Bool) -> FrameRef {
        nextSerial += 1
        var frame = Frame(name: name, serial: nextSerial, choice: choice ? .undecided : .none, declaredCount: declared.count)
        if sorted {
            frame.sortRecord = sortRecords.count
            sortRecords.append(SortRecord())
        }
        frames.append(frame)
        return FrameRef(index: frames.count - 1, serial: nextSerial)
    }

    /// Whether `ref` still names an open element.
    @inline(__always)
    func isLive(_ ref: FrameRef) -> Bool {
        ref.index >= 0 && ref.index < frames.count && frames[ref.index].serial == ref.serial
    }

    /// Makes `ref`'s element the one written into: closes the elements above it and writes its
    /// start tag if still pending. False when the element was already closed.
    @inline(__always)
    mutating func enter(_ ref: FrameRef) -> Bool {
        guard isLive(ref) else { return false }
        if frames.count > ref.index + 1 { close(downTo: ref.index + 1) }
        if frames[ref.index].tag == .pending { startTag(at: ref.index) }
        return true
    }

    /// Gives `ref`'s still pending element another name (an enum's case in a list) and its
    /// choice is made.
    mutating func rename(_ ref: FrameRef, to name: String) {
        frames[ref.index].name = name
        frames[ref.index].choice = .taken
    }

    mutating func setChoice(_ ref: FrameRef, _ choice: Frame.Choice) {
        frames[ref.index].choice = choice
    }

    func choice(of ref: FrameRef) -> Frame.Choice { frames[ref.index].choice }

    /// Starts recording the keys of `ref`'s element from here on, for sorting at its end.
    mutating func sortFromHere(_ ref: FrameRef) {
        guard frames[ref.index].sortRecord < 0 else { return }
        frames[ref.index].sortRecord = sortRecords.count
        sortRecords.append(SortRecord())
    }

    /// Closes elements until `count` remain.
    mutating func close(downTo count: Int) {
        while frames.count > count { closeTop() }
    }

    private mutating func closeTop() {
        let index = frames.count - 1
        if frames[index].tag == .pending { startTag(at: index) }
        if frames[index].sortRecord >= 0 { sortKeys(of: index) }
        let frame = frames[index]
        if frame.tag == .open {
            output.append("/>")
        } else {
            if frame.hasChildElements { newline(depth: index) }
            output.append("</")
            output.append(raw: frame.name)
            output.append(UInt8(ascii: ">"))
        }
        declared.removeLast(declared.count - frame.declaredCount)
        frames.removeLast()
    }

    // MARK: - Writing into the top element

    /// Writes the start of a child element named `name` into the top element: closes its start
    /// tag, breaks the line when pretty printing, then `<name` (the caller adds the rest).
    @inline(__always)
    mutating func beginChildTag(_ name: String) {
        if let parent = frames.indices.last { enterContent(of: parent, key: name, isElement: true) }
        output.append(UInt8(ascii: "<"))
        output.append(raw: name)
        if frames.isEmpty { output.bytes.append(contentsOf: rootAttributes) }
    }

    /// Prepares the top element for text: closes its start tag.
    @inline(__always)
    mutating func beginText() {
        if let top = frames.indices.last { enterContent(of: top, key: "", isElement: false) }
    }

    /// Appends an attribute to the top element, written by `value` between the quotes. Returns
    /// false when the start tag was already flushed to the sink (streaming), so nothing could
    /// be inserted there.
    @inline(__always)
    mutating func writeAttribute<E: Error>(_ name: String, _ value: (inout XMLOutput) throws(E) -> Void) throws(E) -> Bool {
        let index = frames.count - 1
        let start = output.bytes.count
        output.append(UInt8(ascii: " "))
        output.append(raw: name)
        output.append("=\"")
        try value(&output)
        output.append(UInt8(ascii: "\""))
        let length = output.bytes.count - start
        var at = start
        if frames[index].tag != .open {
            // After content: move the attribute back into the start tag.
            let tagEnd = frames[index].tagEnd
            guard tagEnd >= 0 else {
                output.bytes.removeSubrange(start...)
                return false
            }
            let attribute = Array(output.bytes[start...])
            output.bytes.removeSubrange(start...)
            output.bytes.insert(contentsOf: attribute, at: tagEnd)
            shiftChildren(of: index, by: length)
            at = tagEnd
        }
        frames[index].tagEnd = at + length
        let record = frames[index].sortRecord
        if record >= 0 { sortRecords[record].attributes.append((name, at)) }
        if name.utf8.count > 6, name.hasPrefix("xmlns:") { declared.append(String(name.dropFirst(6))) }
        return true
    }

    /// Whether `prefix` is declared in the current scope.
    func isDeclared(_ prefix: Substring) -> Bool {
        declared.contains { $0 == prefix }
    }

    // MARK: - Streaming

    /// Hands over everything written so far. Positions in start tags still open are gone, so
    /// attributes can no longer be added to them.
    mutating func takeOutput() -> [UInt8] {
        let bytes = output.bytes
        output.bytes.removeAll(keepingCapacity: true)
        for index in frames.indices { frames[index].tagEnd = -1 }
        return bytes
    }

    /// Undoes a failed record: drops the bytes after `count` and the elements above `depth`.
    mutating func rollBack(toByteCount count: Int, depth: Int) {
        while frames.count > depth {
            let frame = frames.removeLast()
            declared.removeLast(declared.count - frame.declaredCount)
            if frame.sortRecord >= 0 { sortRecords.removeLast(sortRecords.count - frame.sortRecord) }
        }
        output.bytes.removeSubrange(count...)
    }

    // MARK: - Internals

    /// Writes `<name` (and the root attributes) for the pending element at `index`.
    private mutating func startTag(at index: Int) {
        if index > 0 && frames[index - 1].tag == .pending { startTag(at: index - 1) }
        let name = frames[index].name
        if index > 0 { enterContent(of: index - 1, key: name, isElement: true) }
        output.append(UInt8(ascii: "<"))
        output.append(raw: name)
        if index == 0 { output.bytes.append(contentsOf: rootAttributes) }
        frames[index].tag = .open
        frames[index].tagEnd = output.bytes.count
    }

    /// Closes the start tag of the element at `index` if needed and records where its next
    /// child or text starts.
    @inline(__always)
    private mutating func enterContent(of index: Int, key: String, isElement: Bool) {
        if frames[index].tag != .content {
            if frames[index].tag == .pending { startTag(at: index) }
            output.append(UInt8(ascii: ">"))
            frames[index].tag = .content
        }
        let record = frames[index].sortRecord
        if record >= 0 { sortRecords[record].children.append((key, output.bytes.count)) }
        if isElement {
            frames[index].hasChildElements = true
            newline(depth: index + 1)
        }
    }

    @inline(__always)
    private mutating func newline(depth: Int) {
        guard let indentUnit else { return }
        output.append(0x0A)
        for _ in 0 ..< depth { output.bytes.append(contentsOf: indentUnit) }
    }

    private mutating func shiftChildren(of index: Int, by length: Int) {
        let record = frames[index].sortRecord
        guard record >= 0 else { return }
        for child in sortRecords[record].children.indices { sortRecords[record].children[child].start += length }
    }

    /// Reorders the recorded attributes and children of the element at `index` by name.
    private mutating func sortKeys(of index: Int) {
        let record = sortRecords.removeLast()
        let frame = frames[index]
        if frame.tagEnd >= 0 { reorder(record.attributes, end: frame.tagEnd) }
        if frame.tag == .content { reorder(record.children, end: output.bytes.count) }
    }

    /// Sorts the byte runs that start at `runs` (each ending where the next starts, the last at
    /// `end`) by name, keeping the order of equal names.
    private mutating func reorder(_ runs: [(name: String, start: Int)], end: Int) {
        guard runs.count > 1 else { return }
        let order = runs.indices.sorted { a, b in
            runs[a].name == runs[b].name ? a < b : runs[a].name.utf8.lexicographicallyPrecedes(runs[b].name.utf8)
        }
        guard order != Array(runs.indices) else { return }
        var sorted: [UInt8] = []
        sorted.reserveCapacity(end - runs[0].start)
        for run in order {
            let runEnd = run + 1 < runs.count ? runs[run + 1].start : end
            sorted.append(contentsOf: output.bytes[runs[run].start ..< runEnd])
        }
        output.bytes.replaceSubrange(runs[0].start ..< end, with: sorted)
    }
}
