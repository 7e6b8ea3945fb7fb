import Foundation

/// What the router does with the elements at one path.
enum Route {
    /// Decode-on-demand: the element is built whole, handed over when its end tag arrives, then
    /// dropped.
    case record((borrowing XMLRecord) throws -> Void)
    /// The element's own text bypasses the document and is handed over in chunks.
    case text((XMLTextChunk) throws -> Void)
}

/// The streaming side of `DocumentBuilder`: it follows the builder's key stack, matches every
/// start tag against the paths, and keeps the flat document down to the open elements plus the
/// one record being built.
///
///   <gpx>                    open: kept (attributes readable as ancestors)
///     <metadata>...</metadata>  completed, not a record: truncated at its end tag
///     <trk>                  open: kept
///       <trkseg>             open: kept
///         <trkpt>...</trkpt>  record: built whole, handed to the route, truncated
///         <trkpt>            record being built: the tail of the three arrays
///
/// Every start tag pushes a `DocumentMark` (where its subtree begins); every end tag pops it.
/// Inside a record nothing else matches (a record is delivered whole) and nothing is dropped.
final class RecordRouter {
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
    /// The mutable state, behind a pointer (as `BuildState`): class properties would pay a
    /// dynamic exclusivity check on every access, and they are touched on every event.
    private let routing: UnsafeMutablePointer<Routing>

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
    }

    /// Records handed over so far, all routes together (for progress).
    var recordCount: Int { routing.pointee.recordCount }

    /// What the read delivered, and the path alternatives that matched nothing (`names` is the
    /// document's name table, which the paths' names were interned in).
    func summary(bytesRead: Int, names: NameTable) -> XMLStreamSummary {
        let texts = paths.flatMap { path in
            path.path.alternatives.map { steps in
                steps.map { step in if case .name(let name) = step { name } else { "*" } }.joined(separator: "/")
            }
        }
        return XMLStreamSummary(recordsRead: routing.pointee.counts.reduce(0, +), bytesRead: bytesRead,
                                unmatchedPaths: routing.pointee.misses.misses(texts, names))
    }
    /// Why parsing stopped: a handler's error, or the consumer going away.
    var failure: (any Error)? { routing.pointee.failure }

    init(decoder: XMLDecoder, routes: [(path: RecordPath, route: Route)]) {
        self.session = DecodingSession(options: decoder.options)
        self.paths = routes.enumerated().map { ($0.element.path, $0.offset) }
        self.routes = routes.map(\.route)
        routing = .allocate(capacity: 1)
        routing.initialize(to: Routing(counts: Array(repeating: 0, count: routes.count)))
    }

    deinit {
        routing.deinitialize(count: 1)
        routing.deallocate()
    }

    /// Interns the paths' names in the document's name table, so matching compares ids.
    func prepare(_ names: inout NameTable) {
        for (path, route) in paths {
            for alternative in path.alternatives {
                let first = routing.pointee.steps.count
                for step in alternative {
                    if case .name(let name) = step {
                        routing.pointee.steps.append(names.intern(name))
                    } else {
                        routing.pointee.steps.append(Self.anyName)
                    }
                }
                routing.pointee.patterns.append(Pattern(first: first, count: alternative.count, route: route, matched: 0))
                routing.pointee.misses.append()
            }
        }
    }

    // MARK: - Events

    /// After `BuildState.start`: marks the new element and matches it against the paths.
    @inline(__always)
    func didStart(_ state: UnsafeMutablePointer<BuildState>) {
        routing.pointee.marks.append(state.pointee.markOfLastStarted())
        guard routing.pointee.captureDepth < 0 else { return }
        let depth = state.pointee.depth - 1
        let last = state.pointee.document.elements.count - 1
        let name = state.pointee.document.elements[last].name
        var hit = -1
        for i in routing.pointee.patterns.indices {
            let pattern = routing.pointee.patterns[i]
            guard pattern.matched == depth && depth < pattern.count else { continue }
            let step = routing.pointee.steps[pattern.first + depth]
            guard step == name || step == Self.anyName else {
                routing.pointee.misses.missed(i, name: name, depth: depth)
                continue
            }
            routing.pointee.patterns[i].matched = depth + 1
            routing.pointee.misses.advanced(i, to: depth + 1, of: pattern.count)
            if depth + 1 == pattern.count && hit < 0 { hit = i }
        }
        guard hit >= 0 else { return }
        routing.pointee.captureDepth = depth
        routing.pointee.captureRoute = routing.pointee.patterns[hit].route
        if case .text = routes[routing.pointee.captureRoute] {
            routing.pointee.textStackCount = depth + 1
            routing.pointee.textBuffer.reserveCapacity(Self.textChunkSize)
        }
    }

    /// Closes the innermost element (`BuildState.end`), hands it over if it is a record, and
    /// drops it unless an open element still needs it; returns false when the element cannot
    /// be closed (`BuildState.endFailure`).
    func end(_ state: UnsafeMutablePointer<BuildState>) -> Bool {
        let depth = state.pointee.depth - 1
        if state.pointee.depth == routing.pointee.textStackCount {
            emitText(isLast: true)
            routing.pointee.counts[routing.pointee.captureRoute] += 1
            routing.pointee.textStackCount = -1
        }
        guard state.pointee.end() else { return false }
        guard let mark = routing.pointee.marks.popLast() else { return true }
        for i in routing.pointee.patterns.indices where routing.pointee.patterns[i].matched > depth {
            routing.pointee.patterns[i].matched = depth
        }
        if depth == routing.pointee.captureDepth {
            let route = routing.pointee.captureRoute
            routing.pointee.captureDepth = -1
            routing.pointee.captureRoute = -1
            if case .record(let body) = routes[route] {
                deliver(body, element: Int32(mark.elements), route: route, state)
            }
            state.pointee.document.truncate(to: mark)
        } else if routing.pointee.captureDepth < 0 && depth > 0 {
            // A completed subtree that is not a record: nothing will read it. (The root stays:
            // it is the document's only element when the parse ends.)
            state.pointee.document.truncate(to: mark)
        }
        return true
    }

    /// Whether text arriving now belongs to the element whose text is being streamed.
    @inline(__always)
    func isStreamingText(_ state: UnsafeMutablePointer<BuildState>) -> Bool {
        state.pointee.depth == routing.pointee.textStackCount
    }

    /// Buffers a fragment of the streamed element's text (one can be as long as a 128 KiB
    /// input chunk), handing over each 64 KiB as it fills.
    func streamText(_ bytes: UnsafeBufferPointer<UInt8>) {
        var rest = bytes[...]
        while routing.pointee.failure == nil && !rest.isEmpty {
            let room = Self.textChunkSize - routing.pointee.textBuffer.count
            routing.pointee.textBuffer.append(contentsOf: rest.prefix(room))
            rest = rest.dropFirst(room)
            if routing.pointee.textBuffer.count == Self.textChunkSize { emitText(isLast: false) }
        }
    }

    // MARK: - Handing over

    private func deliver(_ body: (borrowing XMLRecord) throws -> Void, element: Int32, route: Int,
                         _ state: UnsafeMutablePointer<BuildState>) {
        guard routing.pointee.failure == nil else { return }
        let record = XMLRecord(index: routing.pointee.counts[route], element: element, state: state, session: session)
        routing.pointee.counts[route] += 1
        routing.pointee.recordCount += 1
        do {
            try body(record)
        } catch {
            stop(error)
        }
    }

    private func emitText(isLast: Bool) {
        guard routing.pointee.failure == nil, case .text(let body) = routes[routing.pointee.captureRoute] else { return }
        let chunk = XMLTextChunk(bytes: Data(routing.pointee.textBuffer),
                                 elementIndex: routing.pointee.counts[routing.pointee.captureRoute], isLast: isLast)
        routing.pointee.textBuffer.removeAll(keepingCapacity: true)
        do {
            try body(chunk)
        } catch {
            stop(error)
        }
    }

    /// Stops the parse from inside a callback: no more events arrive, and `parse()` returns
    /// (closing the input) as soon as this callback does.
    func stop(_ error: any Error) {
        if routing.pointee.failure == nil { routing.pointee.failure = error }
        source?.stopParsing()
    }
}
