// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// What the router does with the elements at one path.
enum Route {
    /// Decode-on-demand: the element is built whole, handed over when its end tag arrives, then
    /// dropped.
    case record((borrowing XMLRecord) throws -> Void)
    /// As `record`, but decoded on other threads: the held records go to the fan-out with a
    /// copy of the document (`RecordWorkers.submit`, which returns false to stop the parse). A
    /// closure, as the other cases' payloads, so that copying a route stays as cheap.
    case fannedOut((Document, [(element: Int32, index: Int)]) -> Bool)
    /// The element's own text bypasses the document and is handed over in chunks.
    case text((XMLTextChunk) throws -> Void)
    /// Every element's line of the outline, `depth` levels of it (`XMLStreamReader.onOutline`);
    /// its path is not matched.
    case outline(depth: Int?, body: (XMLOutlineLine) throws -> Void)
}

/// The streaming side of `DocumentBuilder`, its `BuildObserver`: it follows the builder's key
/// stack, matches every start tag against the paths, and keeps the flat document down to the
/// open elements plus the records not handed over yet.
///
///   <gpx>                    open: kept (attributes readable as ancestors)
///     <metadata>...</metadata>  completed, not a record: truncated at its end tag
///     <trk>                  open: kept
///       <trkseg>             open: kept
///         <trkpt>...</trkpt>  records: built whole and held, handed over together, truncated
///         <trkpt>...</trkpt>
///         <trkpt>            record being built: the tail of the arrays
///
/// Every start tag pushes a `DocumentMark` (where its subtree begins); every end tag pops it.
/// Inside a record nothing else matches (a record is delivered whole) and nothing is dropped.
///
/// Records are handed over in batches, not one by one at their end tags: a completed record is
/// held, and the held ones go to their closures together, in document order, before the next
/// chunk of input is read (at most 128 KiB later), before an element around them closes,
/// before text of an element around them is kept, and before an `onText` element starts. So
/// parsing and decoding alternate in long stretches instead of at every record: each stays in
/// the processor's caches (handing records over one by one was 19% slower on a GPX track for
/// the same instructions, with 8x the instruction-cache misses under callgrind), and the held
/// records share one decoder and one copy of the document. Held records are the document's
/// tail, one after another; a batch is dropped once handed over. When an open element was
/// appended after them (a record half read at a chunk's end), they are "stranded" instead,
/// and dropped along with whatever next ends where they end.
final class RecordRouter: BuildObserver {
    /// One alternative of one path: its steps are `steps[first ..< first + count]`, as name
    /// ids; `matched` is how many of the open elements, from the root, match its first steps.
    private struct Pattern {
        var first: Int
        var count: Int
        var route: Int
        var matched: Int
    }

    private static let anyName: NameID = -1
    /// Text is handed over in chunks of this size (XMLParser's own fragments can be anything
    /// from one line to a whole 128 KiB input chunk).
    static let textChunkSize = 64 * 1024

    private let session: DecodingSession
    /// The parser feeding the builder, to stop it from a handler (set with the builder's; the
    /// source owns both for the parse, so the reference is unowned and is loaded only to stop).
    unowned(unsafe) var source: (any EventSource)?
    private let paths: [(path: RecordPath, route: Int)]
    private let routes: [Route]
    /// Per route: whether its elements are held and handed over as records, and whether a
    /// fan-out decodes them (`Route.fannedOut`). Read per record instead of the routes: copying
    /// a `Route` out of the array costs an outlined copy and a retain.
    private let holdsRecords: [Bool]
    private let fansOut: [Bool]
    private let anyFansOut: Bool
    /// The outline route's state, when the read has one.
    private let outline: OutlineRoute?
    /// The mutable state, touched on every event: unchecked, so that it pays no dynamic
    /// exclusivity check (as the decoder's and encoder's session state; one parse drives a
    /// router, on one thread).
    @exclusivity(unchecked) private var routing: Routing

    private struct Routing {
        var patterns: [Pattern] = []
        /// Every pattern's steps, one after the other (`anyName` for `*`).
        var steps: [NameID] = []
        /// Elements handed over so far, per route: the next one's `index`.
        var counts: [Int]
        /// Records handed over so far, all routes together (for progress).
        var recordCount = 0
        /// Where each open element's subtree begins, innermost last.
        var marks: [DocumentMark] = []
        /// The depth (root = 0) and route of the element being captured (a record or a text
        /// stream), or -1.
        var captureDepth = -1
        var captureRoute = -1
        /// While a text element is open: the key stack's size when it is the innermost element.
        var textStackCount = -1
        var textBuffer: [UInt8] = []
        /// Why parsing stopped: a handler's error, or the consumer going away.
        var failure: (any Error)?
        /// How far each pattern got, to explain a read that delivered nothing.
        var misses = PathMisses()
        /// Completed records not handed over yet, in document order: the document's tail from
        /// `heldStart` to `heldEnd`.
        var held: [(element: Int32, route: Int)] = []
        var heldStart = DocumentMark(elements: 0, attributes: 0, text: 0, runs: 0)
        var heldEnd = DocumentMark(elements: 0, attributes: 0, text: 0, runs: 0)
        /// Records handed over but still in the document, because an open element was appended
        /// after them; innermost last.
        var stranded: [(start: DocumentMark, end: DocumentMark)] = []
    }

    /// Records handed over so far, all routes together (for progress).
    var recordCount: Int { routing.recordCount }

    /// What the read delivered, and the path alternatives that matched nothing (`names` is the
    /// document's name table, which the paths' names were interned in).
    func summary(bytesRead: Int, names: NameTable) -> XMLStreamSummary {
        let texts = paths.flatMap { path in
            path.path.alternatives.map { steps in
                steps.map { step in if case .name(let name) = step { name } else { "*" } }.joined(separator: "/")
            }
        }
        return XMLStreamSummary(
            recordsRead: routing.counts.reduce(0, +), bytesRead: bytesRead,
            unmatchedPaths: routing.misses.misses(texts, names))
    }
    /// Why parsing stopped: a handler's error, or the consumer going away.
    var failure: (any Error)? { routing.failure }

    init(decoder: XMLDecoder, routes: [(path: RecordPath, route: Route)]) {
        self.session = DecodingSession(options: decoder.options)
        var outline: OutlineRoute?
        self.paths = routes.enumerated().compactMap { offset, element in
            guard case .outline(let depth, let body) = element.route else { return (element.path, offset) }
            outline = OutlineRoute(depth: depth, body)
            return nil
        }
        self.outline = outline
        self.routes = routes.map(\.route)
        holdsRecords = routes.map { element in
            switch element.route {
            case .record, .fannedOut: true
            case .text, .outline: false
            }
        }
        fansOut = routes.map { if case .fannedOut = $0.route { true } else { false } }
        anyFansOut = fansOut.contains(true)
        routing = Routing(counts: Array(repeating: 0, count: routes.count))
    }

    /// Interns the paths' names in the document's name table, so matching compares ids.
    func prepare(_ names: inout NameTable) {
        for (path, route) in paths {
            for alternative in path.alternatives {
                let first = routing.steps.count
                for step in alternative {
                    if case .name(let name) = step {
                        routing.steps.append(names.intern(name))
                    } else {
                        routing.steps.append(Self.anyName)
                    }
                }
                routing.patterns.append(Pattern(first: first, count: alternative.count, route: route, matched: 0))
                routing.misses.append()
            }
        }
    }

    // MARK: - Events

    /// After `BuildState.start`: marks the new element and matches it against the paths.
    @inline(__always)
    func didStart(_ state: UnsafeMutablePointer<BuildState>) {
        routing.marks.append(state.pointee.markOfLastStarted())
        if outline != nil { outlineStarted(state) }
        guard routing.captureDepth < 0 else { return }
        let depth = state.pointee.depth - 1
        let last = state.pointee.document.elements.count - 1
        let name = state.pointee.document.elements[last].name
        var hit = -1
        for i in routing.patterns.indices {
            let pattern = routing.patterns[i]
            guard pattern.matched == depth && depth < pattern.count else { continue }
            let step = routing.steps[pattern.first + depth]
            guard step == name || step == Self.anyName else {
                routing.misses.missed(i, name: name, depth: depth)
                continue
            }
            routing.patterns[i].matched = depth + 1
            routing.misses.advanced(i, to: depth + 1, of: pattern.count)
            if depth + 1 == pattern.count && hit < 0 { hit = i }
        }
        guard hit >= 0 else {
            if depth == 0 { stopIfNothingCanMatch() }
            return
        }
        routing.captureDepth = depth
        routing.captureRoute = routing.patterns[hit].route
        if case .text = routes[routing.captureRoute] {
            handOver(state, insideParser: true)  // its chunks come after the records before it
            routing.textStackCount = depth + 1
            routing.textBuffer.reserveCapacity(Self.textChunkSize)
        }
    }

    /// Closes the innermost element (`BuildState.end`), holds it if it is a record, and drops
    /// it unless an open element still needs it; returns false when the element cannot be
    /// closed (`BuildState.endFailure()`).
    func end(_ state: UnsafeMutablePointer<BuildState>) -> Bool {
        let depth = state.pointee.depth - 1
        if state.pointee.depth == routing.textStackCount {
            emitText(isLast: true)
            routing.counts[routing.captureRoute] += 1
            routing.textStackCount = -1
        }
        // An element around the held records closes: they go first, while they are still the
        // document's tail (its end may append its joined text after them).
        if !routing.held.isEmpty, let open = routing.marks.last, open.elements <= routing.heldStart.elements {
            handOver(state, insideParser: true)
        }
        guard state.pointee.end() else { return false }
        guard let mark = routing.marks.popLast() else { return true }
        if outline != nil { outlineEnded(Int32(mark.elements), depth: depth, state) }
        for i in routing.patterns.indices where routing.patterns[i].matched > depth {
            routing.patterns[i].matched = depth
        }
        if depth == routing.captureDepth {
            let route = routing.captureRoute
            routing.captureDepth = -1
            routing.captureRoute = -1
            if routing.failure == nil, holdsRecords[route] {
                hold(Int32(mark.elements), route: route, from: mark, state)
            } else {
                drop(to: mark, state)
            }
        } else if routing.captureDepth < 0 && depth > 0 {
            // A completed subtree that is not a record: nothing will read it. (The root stays:
            // it is the document's only element when the parse ends.)
            drop(to: mark, state)
        }
        return true
    }

    /// Takes text that belongs to the element whose text is being streamed. Other text is the
    /// builder's; held records must go first if an element around them keeps it, since it
    /// would be appended after them and they could not be dropped.
    @inline(__always)
    func text(_ bytes: UnsafeBufferPointer<UInt8>, _ state: UnsafeMutablePointer<BuildState>) -> Bool {
        if state.pointee.depth == routing.textStackCount {
            streamText(bytes)
            return true
        }
        if !routing.held.isEmpty, let innermost = state.pointee.innermost,
            innermost < Int32(routing.heldStart.elements), state.pointee.keepsText(bytes)
        {
            handOver(state, insideParser: true)
        }
        return false
    }

    /// Outside the parser's callbacks: the held records go now (an error is only recorded).
    func outsideEvents(_ state: UnsafeMutablePointer<BuildState>) {
        handOver(state, insideParser: false)
    }

    /// Buffers a fragment of the streamed element's text (one can be as long as a 128 KiB
    /// input chunk), handing over each 64 KiB as it fills.
    private func streamText(_ bytes: UnsafeBufferPointer<UInt8>) {
        var rest = bytes[...]
        while routing.failure == nil && !rest.isEmpty {
            let room = Self.textChunkSize - routing.textBuffer.count
            routing.textBuffer.append(contentsOf: rest.prefix(room))
            rest = rest.dropFirst(room)
            if routing.textBuffer.count == Self.textChunkSize { emitText(isLast: false) }
        }
    }

    // MARK: - Handing over

    /// Holds a completed record, the new tail of the document. Records held before it go first
    /// when something stands between them and it (an open element appended after them).
    private func hold(_ element: Int32, route: Int, from mark: DocumentMark, _ state: UnsafeMutablePointer<BuildState>)
    {
        if !routing.held.isEmpty && mark != routing.heldEnd { handOver(state, insideParser: true) }
        let followsStranded = routing.held.isEmpty && routing.stranded.last?.end == mark
        if routing.held.isEmpty { routing.heldStart = mark }
        routing.held.append((element, route))
        routing.heldEnd = state.pointee.document.mark
        // The record was half read when the records before it were handed over (a chunk ended
        // inside it), so they are stranded under it. It goes at once, alone, and takes them
        // with it: held instead, it would be stranded in turn when the next chunk ends inside
        // the record after it, and so on, until the whole list piled up in the document.
        if followsStranded { handOver(state, insideParser: true) }
    }

    /// Hands the held records to their closures, in order, then drops them: at once if they
    /// are still the document's tail, else once what follows them is dropped (`stranded`).
    /// `insideParser`: called from a parser's callback, where a closure's error stops the
    /// parser; elsewhere (before a chunk is read, after the parse) it is only recorded.
    private func handOver(_ state: UnsafeMutablePointer<BuildState>, insideParser: Bool) {
        guard !routing.held.isEmpty else { return }
        deliverHeld(state, insideParser: insideParser)
        routing.held.removeAll(keepingCapacity: true)
        let region = (start: routing.heldStart, end: routing.heldEnd)
        if state.pointee.document.mark == region.end {
            drop(to: region.start, state)
        } else {
            routing.stranded.append(region)
        }
    }

    /// Decodes nothing itself: runs each held record's closure with one decoder for all of
    /// them, until one throws. (A function of its own, so that the decoder and its copy of the
    /// document are gone before the document is truncated: truncating a shared array copies it.)
    @inline(never)
    private func deliverHeld(_ state: UnsafeMutablePointer<BuildState>, insideParser: Bool) {
        guard routing.failure == nil else { return }
        let decoder = DocumentDecoder.forRecords(of: state.pointee.document, session: session)
        defer { decoder.finish() }
        var next = 0
        while next < routing.held.count && routing.failure == nil {
            let (element, route) = routing.held[next]
            next += 1
            if anyFansOut && fansOut[route] {
                next = submitFannedOut(from: next - 1, route: route, state, insideParser: insideParser)
                continue
            }
            guard case .record(let body) = routes[route] else { continue }
            let record = XMLRecord(index: routing.counts[route], element: element, decoder: decoder)
            routing.counts[route] += 1
            routing.recordCount += 1
            do {
                try body(record)
            } catch {
                if insideParser { stop(error) } else { fail(error) }
            }
        }
    }

    /// Submits the held records of `route` from `first` on, up to the next record of another
    /// route, with the document as it is; returns where the next route's records begin.
    @inline(never)
    private func submitFannedOut(
        from first: Int, route: Int, _ state: UnsafeMutablePointer<BuildState>, insideParser: Bool
    ) -> Int {
        guard case .fannedOut(let submit) = routes[route] else { return first + 1 }
        var records: [(element: Int32, index: Int)] = []
        var next = first
        while next < routing.held.count && routing.held[next].route == route {
            records.append((routing.held[next].element, routing.counts[route]))
            routing.counts[route] += 1
            next += 1
        }
        routing.recordCount += records.count
        if !submit(state.pointee.document, records) {
            if insideParser { stop(FanOutStopped()) } else { fail(FanOutStopped()) }
        }
        return next
    }

    /// Truncates the document to `mark`, and further to the start of stranded records that end
    /// right there; stranded records inside what is dropped are forgotten.
    private func drop(to mark: DocumentMark, _ state: UnsafeMutablePointer<BuildState>) {
        var target = mark
        while let region = routing.stranded.last {
            if region.start.elements >= target.elements {
                routing.stranded.removeLast()
            } else if region.end == target {
                target = region.start
                routing.stranded.removeLast()
            } else {
                break
            }
        }
        state.pointee.document.truncate(to: target)
    }

    private func emitText(isLast: Bool) {
        guard routing.failure == nil, case .text(let body) = routes[routing.captureRoute] else { return }
        let chunk = XMLTextChunk(
            bytes: Data(routing.textBuffer),
            elementIndex: routing.counts[routing.captureRoute], isLast: isLast)
        routing.textBuffer.removeAll(keepingCapacity: true)
        do {
            try body(chunk)
        } catch {
            stop(error)
        }
    }

    // The outline's steps are out of line, so that a read without one pays a nil check per
    // start and end tag and nothing else. Unless the stream has stopped, they run; an error
    // they throw stops it.

    @inline(never)
    private func outlineStarted(_ state: UnsafeMutablePointer<BuildState>) {
        guard let outline, routing.failure == nil else { return }
        do { try outline.started(state, depth: state.pointee.depth - 1) } catch { stop(error) }
    }

    @inline(never)
    private func outlineEnded(_ element: Int32, depth: Int, _ state: UnsafeMutablePointer<BuildState>) {
        guard let outline, routing.failure == nil else { return }
        do { try outline.ended(element, depth: depth, state) } catch { stop(error) }
    }

    /// At the root's start tag: when no path starts with its name (or `*`), no element of the
    /// document can be handed over, so the read stops here instead of reading the rest (a
    /// mistyped path on a 200 MB file). The summary says which step missed; the outline,
    /// which reads every element, keeps the read going.
    private func stopIfNothingCanMatch() {
        guard outline == nil, !routing.patterns.isEmpty, routing.patterns.allSatisfy({ $0.matched == 0 }) else {
            return
        }
        stop(NothingCanMatch())
    }

    /// Whether the read stopped at the root because no path can match (`stopIfNothingCanMatch`).
    var nothingCanMatch: Bool { routing.failure is NothingCanMatch }

    /// Why a read stopped at its root: not an error, the summary explains it.
    private struct NothingCanMatch: Error {}

    /// Stops the parse from inside a callback: no more events arrive, and `parse()` returns
    /// (closing the input) as soon as this callback does.
    func stop(_ error: any Error) {
        fail(error)
        source?.stopParsing()
    }

    /// Records why the stream stops, outside the parser's callbacks: the input then ends
    /// before its next chunk (`StreamRunner`).
    private func fail(_ error: any Error) {
        if routing.failure == nil { routing.failure = error }
    }
}
