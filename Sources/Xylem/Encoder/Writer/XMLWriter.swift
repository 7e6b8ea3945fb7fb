// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

// The element stack behind the encoder, the tree's XML and the shards: well-formed bytes and
// nothing else. Elements are written straight into one byte buffer as values arrive:
//
//     <trkpt lat="22.5" lon="102.8">\n  <ele>1318.59</ele>...</trkpt>
//     ^frame pushed  ^attributes while the tag is open    ^closed when the value ends
//
// An element is pushed `pending` (nothing written) when a value asks for a container, and its
// start tag is written at the first thing written into it, so an enum in a list can still
// rename it to its case. Attributes are appended while the start tag is open; one that comes
// after content (a key order the model chose) is inserted at `tagEnd`, moving only that
// element's content so far. Writing into an element closes every element above it, which is
// how nested containers end. What Codable adds on top (an enum's case naming a list item,
// sorted keys) is the encoder's (DocumentEncoder+OpenElements.swift).

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

    var name: String
    let serial: Int
    var tag = Tag.pending
    /// Where the start tag ends, just past its last attribute; negative once flushed away.
    var tagEnd = 0
    /// The count of declared prefixes when the element was pushed: those it declares end with it.
    var declaredCount: Int
    /// Where its start tag begins in the output.
    var tagStart = 0
    /// A bit per attribute written, by a hash of its name (`XMLWriter.nameBit`): a name whose
    /// bit is clear is not written yet, so only a set bit costs a look at the start tag.
    var attributeMask = AttributeMask.none
    /// The prefixed attributes written that are not namespace declarations.
    var prefixedAttributes = 0
}

/// Why `XMLWriter.writeAttribute` wrote nothing.
enum AttributeProblem {
    /// The element's start tag was already handed to the sink (streaming).
    case flushed
    /// The element (named) already has an attribute of that name.
    case duplicate(String)
    /// A namespace declaration that breaks Namespaces in XML (the message says how).
    case declaration(String)
    /// No element is open.
    case noElement
}

/// The byte buffer and the open elements of one encode call or one streaming writer.
struct XMLWriter {
    var output = XMLOutput()
    private(set) var frames: [Frame] = []
    /// Namespace prefixes in scope (`xml`, the root attributes' declarations, then the
    /// declarations of open elements).
    var declared = [Binding(prefix: "xml", uri: NamespaceRules.xmlURI)]
    /// Name rules waiting for the start tag of an element to be complete (NamespaceChecks.swift).
    var checks: [PendingCheck] = []
    private var nextSerial = 0
    /// Written into the root's start tag: the root attributes, with a leading space each.
    private var rootAttributes: [UInt8]
    /// Their names, and their bits for the root's `attributeMask`.
    private var rootAttributeNames: [String]
    private var rootAttributeMask: AttributeMask
    /// The prefixes of `.mapURIs` not declared yet, each with its declaration (` xmlns:p="…"`):
    /// the root declares one when a name first uses it (`declareMapped`).
    private var mappedPrefixes: [(binding: Binding, attribute: [UInt8])] = []

    init(
        rootAttributes: [UInt8], names: [String], declarations: [Binding],
        mappedPrefixes: [(binding: Binding, attribute: [UInt8])] = []
    ) {
        self.rootAttributes = rootAttributes
        rootAttributeNames = names
        rootAttributeMask = names.reduce(.none) { $0 | Self.nameBit($1) }
        declared += declarations
        self.mappedPrefixes = mappedPrefixes
    }

    /// Declares `prefix` on the root element when it is a prefix of `.mapURIs` not declared yet:
    /// into the root attributes while the root's start tag is not written, else inserted at its
    /// end, moving what follows. False when `prefix` is not one (or the start tag is flushed).
    mutating func declareMapped(_ prefix: Substring) -> Bool {
        guard !mappedPrefixes.isEmpty, let found = mappedPrefixes.firstIndex(where: { $0.binding.prefix == prefix })
        else { return false }
        let (binding, attribute) = mappedPrefixes[found]
        let name = "xmlns:" + prefix
        if frames.isEmpty || frames[0].tag == .pending {
            rootAttributes += attribute
            rootAttributeNames.append(name)
            rootAttributeMask = rootAttributeMask | Self.nameBit(name)
        } else {
            let at = frames[0].tagEnd
            guard at >= 0 else { return false }
            output.bytes.insert(contentsOf: attribute, at: at)
            shiftPositions(after: at, by: attribute.count)
            rootAttributeNames.append(name)
            frames[0].attributeMask = frames[0].attributeMask | Self.nameBit(name)
        }
        mappedPrefixes.remove(at: found)
        // In the root's scope: below the declarations of the elements inside it.
        let index = frames.count > 1 ? frames[1].declaredCount : declared.count
        declared.insert(binding, at: index)
        for frame in frames.indices.dropFirst() { frames[frame].declaredCount += 1 }
        return true
    }

    /// The prefix of `.mapURIs` for `uri` (escaped) that is not declared yet, if there is one.
    func mappedPrefix(for uri: [UInt8]) -> String? {
        mappedPrefixes.first { $0.binding.uri == uri }?.binding.prefix
    }

    /// Whether `prefix` is a prefix of `.mapURIs` not declared yet.
    func isMappedPrefix(_ prefix: Substring) -> Bool {
        mappedPrefixes.contains { $0.binding.prefix == prefix }
    }

    /// Bytes were inserted at `at`, the end of the root's start tag: every position past it moves.
    private mutating func shiftPositions(after at: Int, by length: Int) {
        for index in frames.indices {
            if index > 0 { frames[index].tagStart += length }
            if frames[index].tagEnd >= at { frames[index].tagEnd += length }
        }
    }

    // MARK: - The stack

    /// Pushes a pending element named `name` on top of the (entered) top element.
    mutating func push(_ name: String) -> FrameRef {
        nextSerial += 1
        let frame = Frame(name: name, serial: nextSerial, declaredCount: declared.count)
        if !checks.isEmpty { adoptChecks(of: name, in: frames.last?.serial ?? 0, owner: nextSerial) }
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

    /// Gives `ref`'s still pending element another name (an enum's case in a list).
    mutating func rename(_ ref: FrameRef, to name: String) {
        frames[ref.index].name = name
        if !checks.isEmpty { adoptChecks(of: name, in: ref.serial, owner: ref.serial) }
    }

    /// Removes `ref`'s element if it is the top one and still pending (nothing of it written);
    /// returns its parent, or nil when it cannot be removed.
    mutating func discardPending(_ ref: FrameRef) -> FrameRef? {
        guard isLive(ref), ref.index == frames.count - 1, ref.index > 0, frames[ref.index].tag == .pending else {
            return nil
        }
        checks.removeAll { $0.owner == ref.serial }
        popFrame()
        return FrameRef(index: ref.index - 1, serial: frames[ref.index - 1].serial)
    }

    /// Closes elements until `count` remain.
    mutating func close(downTo count: Int) {
        while frames.count > count { closeTop() }
    }

    private mutating func closeTop() {
        let index = frames.count - 1
        if frames[index].tag == .pending { startTag(at: index) }
        if !checks.isEmpty { settleChecks(ofFrameAt: index) }
        let frame = frames.removeLast()
        if frame.tag == .open {
            output.append("/>")
        } else {
            output.append("</")
            output.append(raw: frame.name)
            output.append(UInt8(ascii: ">"))
        }
        if declared.count > frame.declaredCount { declared.removeLast(declared.count - frame.declaredCount) }
    }

    // MARK: - Writing into the top element

    /// Writes the start of a child element named `name` into the top element: closes its start
    /// tag, then `<name` (the caller adds the rest).
    @inline(__always)
    mutating func beginChildTag(_ name: String) {
        if !checks.isEmpty { adoptChecks(of: name, in: frames.last?.serial ?? 0, owner: frames.last?.serial ?? 0) }
        if let parent = frames.indices.last { enterContent(of: parent) }
        output.append(UInt8(ascii: "<"))
        output.append(raw: name)
        if frames.isEmpty { output.bytes.append(contentsOf: rootAttributes) }
    }

    /// Prepares the top element for text: closes its start tag.
    @inline(__always)
    mutating func beginText() {
        if let top = frames.indices.last { enterContent(of: top) }
    }

    /// Writes `<name>`, the text `body` appends, and `</name>` into the top element; returns
    /// what `body` returns.
    @inline(__always)
    mutating func writeChild<Result>(_ name: String, _ body: (inout XMLOutput) -> Result) -> Result {
        beginChildTag(name)
        output.append(UInt8(ascii: ">"))
        let result = body(&output)
        output.append("</")
        output.append(raw: name)
        output.append(UInt8(ascii: ">"))
        return result
    }

    /// Writes the text `body` appends into the top element; returns what `body` returns.
    @inline(__always)
    mutating func writeText<Result>(_ body: (inout XMLOutput) -> Result) -> Result {
        beginText()
        return body(&output)
    }

    /// Appends an attribute to the top element, written by `value` between the quotes, or says
    /// why it cannot be (then nothing is written). `path` is the coding path of the value, for
    /// a check that waits for the start tag to be complete. `copied`: the name comes from a
    /// parsed document (`XMLTree.Node.outerXML`, a fragment, a shard), which the parser accepted,
    /// undeclared prefixes and relative namespace names included: it is written as it is, and
    /// only a duplicate is refused, instead of applying the encoder's namespace rules.
    @inline(__always)
    mutating func writeAttribute<E: Error>(
        _ name: String, copied: Bool = false, path: () -> [any CodingKey],
        _ value: (inout XMLOutput) throws(E) -> Void
    ) throws(E) -> AttributeProblem? {
        guard let index = frames.indices.last else { return .noElement }
        let start = output.bytes.count
        output.append(UInt8(ascii: " "))
        output.append(raw: name)
        output.append("=\"")
        let valueStart = output.bytes.count
        let (bit, colon, hash) = nameBit(start + 1 ..< valueStart - 2)
        if frames[index].attributeMask.overlaps(bit) && hasAttribute(start ..< valueStart, inFrameAt: index) {
            output.bytes.removeSubrange(start...)
            return .duplicate(frames[index].name)
        }
        try value(&output)
        // A colon, or ` xmlns="` (the one declaration without a colon).
        if colon >= 0 || hash == Self.xmlnsHash && name == "xmlns", !copied,
            let problem = namespacedAttribute(
                name, at: index, colon: colon, value: valueStart ..< output.bytes.count, path: path)
        {
            output.bytes.removeSubrange(start...)
            return problem
        }
        output.append(UInt8(ascii: "\""))
        let length = output.bytes.count - start
        var at = start
        if frames[index].tag != .open {
            // After content: move the attribute back into the start tag.
            let tagEnd = frames[index].tagEnd
            guard tagEnd >= 0 else {
                output.bytes.removeSubrange(start...)
                return .flushed
            }
            let attribute = Array(output.bytes[start...])
            output.bytes.removeSubrange(start...)
            output.bytes.insert(contentsOf: attribute, at: tagEnd)
            at = tagEnd
        }
        frames[index].tagEnd = at + length
        frames[index].attributeMask = frames[index].attributeMask | bit
        return nil
    }

    /// Counts a prefixed attribute of the element at `index`; returns how many it has.
    mutating func countPrefixedAttribute(inFrameAt index: Int) -> Int {
        frames[index].prefixedAttributes += 1
        return frames[index].prefixedAttributes
    }

    /// Whether `prefix` is declared in the current scope.
    func isDeclared(_ prefix: Substring) -> Bool {
        declared.contains { $0.prefix == prefix }
    }

    /// Whether the root's start tag holds the attribute `name` from the encoder's options.
    func rootHasAttribute(_ name: String) -> Bool { rootAttributeNames.contains(name) }

    // MARK: - Streaming

    /// Hands over everything written so far. Positions in start tags still open are gone, so
    /// attributes can no longer be added to them.
    mutating func takeOutput() -> [UInt8] {
        let bytes = output.bytes
        output.bytes.removeAll(keepingCapacity: true)
        for index in frames.indices { frames[index].tagEnd = -1 }
        return bytes
    }

    /// Where a record starts: the bytes and elements so far, and the state of the top
    /// element's start tag (a record closes it).
    struct Mark {
        let byteCount: Int
        let depth: Int
        let topTag: Frame.Tag?
    }

    func mark() -> Mark {
        Mark(byteCount: output.bytes.count, depth: frames.count, topTag: frames.last?.tag)
    }

    /// Undoes a failed record or element: drops the bytes and elements written after `mark`.
    mutating func rollBack(to mark: Mark) {
        while frames.count > mark.depth { popFrame() }
        if let tag = mark.topTag { frames[frames.count - 1].tag = tag }
        checks.removeAll()
        output.bytes.removeSubrange(mark.byteCount...)
    }

    /// Drops the top element and what it added to the scope, without writing anything.
    private mutating func popFrame() {
        let frame = frames.removeLast()
        declared.removeLast(declared.count - frame.declaredCount)
    }

    // MARK: - Internals

    /// Writes `<name` (and the root attributes) for the pending element at `index`.
    private mutating func startTag(at index: Int) {
        if index > 0 && frames[index - 1].tag == .pending { startTag(at: index - 1) }
        let name = frames[index].name
        if index > 0 { enterContent(of: index - 1) }
        frames[index].tagStart = output.bytes.count
        output.append(UInt8(ascii: "<"))
        output.append(raw: name)
        if index == 0 {
            output.bytes.append(contentsOf: rootAttributes)
            frames[index].attributeMask = rootAttributeMask
        }
        frames[index].tag = .open
        frames[index].tagEnd = output.bytes.count
    }

    /// Closes the start tag of the element at `index` if needed.
    @inline(__always)
    private mutating func enterContent(of index: Int) {
        if frames[index].tag != .content {
            if frames[index].tag == .pending { startTag(at: index) }
            output.append(UInt8(ascii: ">"))
            frames[index].tag = .content
        }
    }
}
