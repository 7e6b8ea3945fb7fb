// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

// What a container finds out while it is read and another call needs later: the case a choice
// enum's `allKeys` picked (read by the same container's `lookup`), why it found no single case
// (read by the error that follows), and whether anything of a possible list wrapper was read
// (LoneWrappers.swift). Each lives in the frame of the depth the container stands at, not in
// the decoder: one frame per depth of the coding path, shared by the decoder and the decoders
// nested in it (a nested container sits one deeper than the container it came from), so a
// keyed container costs no allocation for its state, and containers at other depths never see
// it. A keyed container takes its frame over when it is made (`enter`), which clears what the
// last one there left; the frames live as long as the decode, or as a stream's decoder.

/// The state of the container at one depth of the coding path.
struct ContainerFrame {
    /// The element whose keyed container here chose the element's own name as the case of a
    /// choice enum (Choices.swift), or -1.
    var choice: Int32 = -1
    /// The element whose keyed container here found no single case, and why.
    var ambiguity: (element: Int32, problem: ChoiceProblem)?
    /// The element decoded here as the only item of a list that may be its wrapper, or -1.
    var watched: Int32 = -1
    /// Whether a container of `watched` read anything of it.
    var read = false
    /// The keyed containers the root decoder made here last, newest first, kept to be handed
    /// out again (`keptContainer`): each as its box (a `KeyedDecodingContainer` is one
    /// reference to it), with its key type and its place.
    var kept: (KeptContainer, KeptContainer) = (KeptContainer(), KeptContainer())
}

/// Where a keyed container stands: its element or text item and its depth. A class, so that a
/// kept container (whose box holds its `KeyedContainer` as a constant) can be moved.
final class ContainerPlace {
    var element: Int32
    /// The text item (`.textRun` or `.space`) the container reads, or nil for an element.
    var textItem: ValueRef?
    var depth: Int

    init(element: Int32, textItem: ValueRef?, depth: Int) {
        self.element = element
        self.textItem = textItem
        self.depth = depth
    }
}

/// A keyed container kept in a `ContainerFrame`.
struct KeptContainer {
    var type: ObjectIdentifier?
    var box: AnyObject?
    var place: ContainerPlace?
}

/// The `ContainerFrame` of each depth, for one decode.
final class ContainerFrames {
    private var frames: UnsafeMutablePointer<ContainerFrame>
    private var capacity: Int
    /// Whether containers are still kept: not once the decode is over (`dropContainers`).
    private(set) var keepsContainers = true

    init() {
        capacity = 16
        frames = .allocate(capacity: capacity)
        frames.initialize(repeating: ContainerFrame(), count: capacity)
    }

    deinit {
        frames.deinitialize(count: capacity)
        frames.deallocate()
    }

    /// Hands the frame at `depth` to a keyed container just made: no case chosen yet, and none
    /// found missing (what the last container here found is read right after it, or never).
    @inline(__always)
    func enter(_ depth: Int) {
        if depth >= capacity { grow(to: depth) }
        frames[depth].choice = -1
        if frames[depth].ambiguity != nil { frames[depth].ambiguity = nil }
    }

    /// The element whose own name `allKeys` chose as the case at `depth`, or -1.
    @inline(__always)
    func choice(at depth: Int) -> Int32 { depth < capacity ? frames[depth].choice : -1 }

    /// Notes that the keyed container at `depth` (which `enter`ed it) chose `element`'s own name.
    func choose(_ element: Int32, at depth: Int) { frames[depth].choice = element }

    /// Notes that the keyed container of `element` at `depth` found no single case.
    func noteAmbiguity(_ element: Int32, _ problem: ChoiceProblem, at depth: Int) {
        frames[depth].ambiguity = (element, problem)
    }

    /// Why the keyed container of `element` at `depth` found no single case, if it did not;
    /// cleared as it is read.
    func takeAmbiguity(of element: Int32, at depth: Int) -> ChoiceProblem? {
        guard depth < capacity, let ambiguity = frames[depth].ambiguity, ambiguity.element == element else {
            return nil
        }
        frames[depth].ambiguity = nil
        return ambiguity.problem
    }

    /// Watches `element`, decoded at `depth`, for `noteRead`; returns what was watched there
    /// before, for `endWatch`.
    func watch(_ element: Int32, at depth: Int) -> (watched: Int32, read: Bool) {
        if depth >= capacity { grow(to: depth) }
        let saved = (frames[depth].watched, frames[depth].read)
        frames[depth].watched = element
        frames[depth].read = false
        return saved
    }

    /// Whether anything of the element `watch` watched at `depth` was read; puts back what
    /// was watched there before.
    func endWatch(at depth: Int, restoring saved: (watched: Int32, read: Bool)) -> Bool {
        let read = frames[depth].read
        frames[depth].watched = saved.watched
        frames[depth].read = saved.read
        return read
    }

    /// Notes that a container at `depth` read something of `element`.
    @inline(__always)
    func noteRead(of element: Int32, at depth: Int) {
        if depth < capacity && frames[depth].watched == element { frames[depth].read = true }
    }

    // MARK: - Kept containers
    // Making a keyed container costs the runtime's generic metadata lookups for
    // `KeyedContainer<Key>` and the standard library's box around it, and the box's allocation
    // (about 1,350 instructions, twice a value of a choice enum). The root decoder keeps the
    // last two it made at each depth and hands one out again when nothing else holds it (its
    // box is uniquely referenced here): the containers that used it are gone. A kept box holds
    // the root decoder, which holds these frames: `dropContainers` ends that cycle when the
    // decode is over. (A nested decoder's containers are not kept: they would hold it, and it
    // is handed out again only when nothing does, Nesting.swift.)

    /// The box of a kept container of the key type `type` at `depth`, moved to `element` (or
    /// `textItem`), or nil. (Not a `KeyedDecodingContainer<Key>?`: instantiating that
    /// Optional's metadata for an unspecialized `Key` costs more than the box it saves.)
    @inline(__always)
    func keptContainer(_ type: ObjectIdentifier, element: Int32, textItem: ValueRef?, depth: Int) -> AnyObject? {
        let frame = frames + depth
        if frame.pointee.kept.0.type == type, isKnownUniquelyReferenced(&frame.pointee.kept.0.box),
            let place = frame.pointee.kept.0.place, let box = frame.pointee.kept.0.box
        {
            place.element = element
            place.textItem = textItem
            return box
        }
        if frame.pointee.kept.1.type == type, isKnownUniquelyReferenced(&frame.pointee.kept.1.box),
            let place = frame.pointee.kept.1.place, let box = frame.pointee.kept.1.box
        {
            place.element = element
            place.textItem = textItem
            return box
        }
        return nil
    }

    /// Keeps the box of a container of the key type `type`, standing at `place`, at its depth (`enter`ed), in place of
    /// the older of the two kept there.
    func keep(_ box: AnyObject, of type: ObjectIdentifier, place: ContainerPlace) {
        let frame = frames + place.depth
        frame.pointee.kept.1 = frame.pointee.kept.0
        frame.pointee.kept.0 = KeptContainer(type: type, box: box, place: place)
    }

    /// Lets go of every kept container, and keeps no more: the decode is over.
    func dropContainers() {
        keepsContainers = false
        for depth in 0 ..< capacity { frames[depth].kept = (KeptContainer(), KeptContainer()) }
    }

    @inline(never)
    private func grow(to depth: Int) {
        var larger = capacity
        while larger <= depth { larger *= 2 }
        let moved = UnsafeMutablePointer<ContainerFrame>.allocate(capacity: larger)
        moved.moveInitialize(from: frames, count: capacity)
        (moved + capacity).initialize(repeating: ContainerFrame(), count: larger - capacity)
        frames.deallocate()
        frames = moved
        capacity = larger
    }
}
