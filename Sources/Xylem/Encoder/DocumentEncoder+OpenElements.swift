// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

// What the encoder keeps about open elements beyond the bytes, which the writer (Writer/) does
// not know of: the keys of an element to be sorted (`.sortedKeys`, a `[String: T]`), and the
// enum choice of a list item.
//
// Sorted keys: an element's keys are written in the order the model encodes them, and reordered
// by name when the element ends. Each key's run of bytes (an attribute; a child element, with the
// repeated elements or text of the same key that follow it) is recorded where it starts:
// attributes from the start of the start tag, children from the start of the content, so that an
// attribute moved back into the start tag later (or a `.mapURIs` declaration added to the root)
// moves nothing recorded. The encoder closes a sorted element itself (`DocumentEncoder.enter`,
// `close(downTo:)`): the element's children are closed, its runs reordered, and only then does
// the writer write its end tag.

/// The sorted elements that may still be open, innermost last.
struct KeyOrder {
    struct Element {
        let ref: FrameRef
        var attributes: [(name: String, offset: Int)] = []
        var children: [(name: String, offset: Int)] = []
    }

    /// Live ones in the order of their depth; one whose element was discarded or rolled back
    /// stays until a close passes it.
    private(set) var elements: [Element] = []

    var isEmpty: Bool {
        @inline(__always) get { elements.isEmpty }
    }

    /// Sorts the keys of `ref`'s element from here on (its keys written so far keep their place).
    mutating func sort(_ ref: FrameRef) {
        guard position(of: ref) == nil else { return }
        elements.append(Element(ref: ref))
    }

    private func position(of ref: FrameRef) -> Int? {
        elements.lastIndex { $0.ref.serial == ref.serial }
    }

    /// Records that what `slot` writes into `ref`'s element (entered: its start tag is written)
    /// starts here. The element itself (`_0`) is a run of text until its own keys say more.
    mutating func record(_ slot: Slot, in ref: FrameRef, of writer: XMLWriter) {
        guard let index = position(of: ref) else { return }
        let frame = writer.frames[ref.index]
        // Handed to the sink (streaming): positions are gone, the keys keep their order.
        guard frame.tagEnd >= 0 else { return }
        let contentOffset = frame.tag == .content ? writer.output.bytes.count - frame.tagEnd - 1 : 0
        switch slot {
        case .attribute(let name): elements[index].attributes.append((name, frame.tagEnd - frame.tagStart))
        case .element(let name, _), .item(let name, _): elements[index].children.append((name, contentOffset))
        case .text, .current: elements[index].children.append(("", contentOffset))
        }
    }

    /// Removes the innermost element if it is at `count` or deeper: the one to close next.
    mutating func popElement(deeperThan count: Int) -> Element? {
        guard let last = elements.last, last.ref.index >= count else { return nil }
        return elements.removeLast()
    }

    /// Reorders the runs of `element`, the writer's top element (its children closed), by name.
    static func reorder(_ element: Element, in writer: inout XMLWriter) {
        let frame = writer.frames[element.ref.index]
        guard frame.tag != .pending, frame.tagEnd >= 0 else { return }
        reorder(element.attributes, from: frame.tagStart, end: frame.tagEnd, in: &writer.output.bytes)
        if frame.tag == .content {
            reorder(element.children, from: frame.tagEnd + 1, end: writer.output.bytes.count, in: &writer.output.bytes)
        }
    }

    /// Sorts the byte runs that start at `origin` plus each offset (each ending where the next
    /// starts, the last at `end`) by name, keeping the order of equal names.
    private static func reorder(
        _ runs: [(name: String, offset: Int)], from origin: Int, end: Int, in bytes: inout [UInt8]
    ) {
        guard runs.count > 1 else { return }
        let order = runs.indices.sorted { a, b in
            runs[a].name == runs[b].name ? a < b : runs[a].name.utf8.lexicographicallyPrecedes(runs[b].name.utf8)
        }
        guard order != Array(runs.indices) else { return }
        let start = origin + runs[0].offset
        var sorted: [UInt8] = []
        sorted.reserveCapacity(end - start)
        for run in order {
            let runEnd = run + 1 < runs.count ? origin + runs[run + 1].offset : end
            sorted.append(contentsOf: bytes[origin + runs[run].offset ..< runEnd])
        }
        bytes.replaceSubrange(start ..< end, with: sorted)
    }
}

/// Whether an enum in a list item has chosen (see `DocumentEncoder.settleChoice`).
enum ItemChoice {
    /// Nothing written into the item yet: a nested container's key may still name it.
    case undecided
    /// A plain item: the enum wrote a key that is not its case element.
    case plain
    /// The item is the case element: nothing else may be written into it.
    case taken
}

extension DocumentEncoder {
    // MARK: - Sorted keys

    /// Makes `ref`'s element the one written into (`XMLWriter.enter`), sorting the keys of the
    /// elements it closes; false when the element was already closed.
    @inline(__always)
    func enter(_ ref: FrameRef) -> Bool {
        if !session.keyOrder.isEmpty && writer.isLive(ref) { closeSorted(downTo: ref.index + 1) }
        return writer.enter(ref)
    }

    /// Closes elements until `count` remain (`XMLWriter.close(downTo:)`), sorting the keys of
    /// each sorted one before its end tag.
    @inline(__always)
    func close(downTo count: Int) {
        if !session.keyOrder.isEmpty { closeSorted(downTo: count) }
        writer.close(downTo: count)
    }

    /// Closes the elements above each sorted one that is at `count` or deeper, and sorts its
    /// keys (the writer then closes it). Apart from the callers: most encodes sort nothing.
    @inline(never)
    private func closeSorted(downTo count: Int) {
        while let element = session.keyOrder.popElement(deeperThan: count) {
            guard writer.isLive(element.ref) else { continue }
            writer.close(downTo: element.ref.index + 1)
            KeyOrder.reorder(element, in: &writer)
        }
    }

    /// Records where what `slot` writes into the entered element `frame` starts, when its keys
    /// are sorted.
    @inline(__always)
    func recordKey(_ slot: Slot, in frame: FrameRef) {
        if !session.keyOrder.isEmpty { recordSortedKey(slot, in: frame) }
    }

    @inline(never)
    private func recordSortedKey(_ slot: Slot, in frame: FrameRef) {
        session.keyOrder.record(slot, in: frame, of: writer)
    }

    // MARK: - Choices

    // An enum in a list item (`Slot.item` with `choice`) may name the item by its case: its
    // keyed container's first nested container does, and then nothing else may be written into
    // it. The choice is kept in `session.choices` while the enum's value is encoded.

    /// The choice of the list item `frame` (`.plain` for an element that is no such item).
    func choice(of frame: FrameRef) -> ItemChoice {
        session.choices.last { $0.serial == frame.serial }?.choice ?? .plain
    }

    /// The list item `frame` is named by its enum's case.
    func takeChoice(_ frame: FrameRef, name: String) {
        writer.rename(frame, to: name)
        setChoice(frame, .taken)
    }

    private func setChoice(_ frame: FrameRef, _ choice: ItemChoice) {
        guard let index = session.choices.lastIndex(where: { $0.serial == frame.serial }) else { return }
        session.choices[index].choice = choice
    }

    /// Before a keyed container of a list item writes: an enum that did not open with its case
    /// element writes a plain item; one that did may write nothing else.
    func settleChoice(_ frame: FrameRef) throws {
        guard writer.isLive(frame) else { throw session.failure ?? staleContainer() }
        switch choice(of: frame) {
        case .undecided: setChoice(frame, .plain)
        case .taken:
            throw misplacedContainer(
                "a second key",
                "an enum in a list, which is written as its case element: its encode(to:) may write one case only")
        case .plain: break
        }
    }
}
