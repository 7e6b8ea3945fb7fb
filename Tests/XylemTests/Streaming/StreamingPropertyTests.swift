// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
@testable import Xylem

// A differential property test of the streaming reader against the whole-document tree.
//
// Random well-formed documents (seeded, so every run checks the same ones) are streamed with a
// few random paths (`onJSON`, `onRecord`, `onText`, some with `*` and `|`), from a `Data` or an
// `InputStream`, and every event the closures see (route, index, JSON or text) is compared
// with what the whole document says: `XMLTree(data:parser:)`, each element at a path in
// document order, `XMLTree.Node.jsonData(_:)` for a record, and for a text route the element's
// own text as the generator wrote it (entities replaced, CDATA included, untrimmed, without
// its children's text). A record's name, line, column and an ancestor's attribute are compared
// too; at each progress report the records whose end tag was read have been handed over and
// no others; and the streaming document must stay small: never more elements than the open
// ones, the largest record and the records that ended within a couple of input chunks.
// Some reads stop at a record whose closure throws, some read a document cut short: the
// events before must all have been handed over, and none after.
//
// The documents mix what the batched hand-over (RecordRouter) must get right: records at
// several depths, records that are siblings of another route's records' ancestors, text of an
// open element between records (mixed content), indentation, comments, CDATA, entities, text
// over 64 KiB, and lists of thousands of small records, so that the documents of the large
// kind cross several 128 KiB chunk boundaries.
//
// More documents: XYLEM_PROPERTY_ITERATIONS=4000 (per parser; default 36), and
// XYLEM_PROPERTY_SEED=n to start from another seed; XYLEM_PROPERTY_VERBOSE=1 prints totals,
// XYLEM_PROPERTY_KEEP_GOING=1 checks every document instead of stopping at the first failure.
// A failure names its seed (run it alone with XYLEM_PROPERTY_SEED=seed XYLEM_PROPERTY_ITERATIONS=1)
// and saves the document in the temporary directory.

// MARK: - The test

@Suite struct StreamingPropertyTests {
    private static let environment = ProcessInfo.processInfo.environment
    private static let iterations = environment["XYLEM_PROPERTY_ITERATIONS"].flatMap { Int($0) } ?? 36
    private static let baseSeed = environment["XYLEM_PROPERTY_SEED"].flatMap { UInt64($0) } ?? 20_240_611
    private static let verbose = environment["XYLEM_PROPERTY_VERBOSE"] != nil
    /// Check every document, not only up to the first that fails.
    private static let keepGoing = environment["XYLEM_PROPERTY_KEEP_GOING"] != nil

    @Test(arguments: XMLDecoder.Parser.allCases)
    func streamedEventsMatchTheWholeDocument(parser: XMLDecoder.Parser) throws {
        var totals = PropertyTotals()
        let started = Date()
        for iteration in 0 ..< Self.iterations {
            let seed = Self.baseSeed &+ UInt64(iteration)
            let size: DocumentSize = seed % 8 == 7 ? .large : seed % 3 == 2 ? .medium : .small
            let ok = try PropertyCase(seed: seed, size: size, parser: parser).check(&totals)
            if !ok && !Self.keepGoing { break }  // one failing document is enough to look at
        }
        if Self.verbose {
            print(
                "StreamingPropertyTests \(parser): \(totals.documents) documents, \(totals.runs) streamed reads, "
                    + "\(totals.bytes / 1024) KiB, \(totals.elements) elements, \(totals.events) events "
                    + "(\(totals.records) records, \(totals.texts) texts), \(totals.multiChunk) documents over 128 KiB, "
                    + "\(totals.stopped) stopped by a closure, \(totals.cut) cut short, "
                    + "largest streaming document \(totals.largestSeen) elements (largest bound \(totals.largestBound)), "
                    + "largest batch \(totals.largestBatch) records, "
                    + String(format: "%.1f s", Date().timeIntervalSince(started)))
            for failure in totals.failures { print("StreamingPropertyTests \(parser) failed: \(failure)") }
        }
    }

    // MARK: Reproducers

    /// Found by this test (with XYLEM_PROPERTY_ITERATIONS=4000, seeds 20243287, 20243671 and
    /// 20244495 each end up holding their whole document, records of `r/*` among them): records
    /// that follow each other in one long-lived parent pile up when every chunk of input ends
    /// inside a record. At each chunk's end the held records are handed over but
    /// "stranded", since the record half read stands after them; they are dropped only with the
    /// next batch, which is stranded in turn by the next record half read, and so on until the
    /// parent closes. Here the records are 64 bytes after a 3-byte `<r>`, so every 128 KiB
    /// chunk ends in the end tag of a record: the streaming document grows to the whole
    /// document (40,001 elements) instead of about one chunk's records (4,096 elements).
    @Test(arguments: XMLDecoder.Parser.allCases)
    func recordsHalfReadAtEveryChunkEndDoNotPileUp(parser: XMLDecoder.Parser) async throws {
        var text = Array("<r>".utf8)
        for k in 0 ..< 20_000 {  // <i><v>00042ppp…ppp</v></i>
            text +=
                Array("<i><v>".utf8) + Array(String(100_000 + k).utf8.dropFirst())  // 6 + 5 + 45 + 8 bytes
                + Array(repeating: UInt8(ascii: "p"), count: 45) + Array("</v></i>".utf8)
        }
        text += Array("</r>".utf8)
        let decoder = XMLDecoder.underTest()
        decoder.parser = parser
        var largest = 0
        var count = 0
        var reader = XMLStreamReader(decoder: decoder)
        reader.onRecord(at: "r/i") { record in
            largest = max(largest, record.decoder.document.elements.count)
            count += 1
        }
        try await reader.read(from: .data(Data(text)))
        #expect(count == 20_000)
        #expect(largest < 3 * 4_096, "the streaming document held \(largest) elements")
    }
}

// MARK: - One case: a document, its routes, the expected and the streamed events

private enum DocumentSize { case small, medium, large }

private struct PropertyTotals {
    var documents = 0
    var runs = 0
    var bytes = 0
    var elements = 0
    var events = 0
    var records = 0
    var texts = 0
    var multiChunk = 0
    var largestSeen = 0
    var largestBound = 0
    var largestBatch = 0
    var stopped = 0
    var cut = 0
    /// Seed, read and the first line of what went wrong, for each document that failed.
    var failures: [String] = []
}

private struct PropertyCase {
    let seed: UInt64
    let size: DocumentSize
    let parser: XMLDecoder.Parser

    /// Checks one document with every source; false when something did not match (an issue
    /// was recorded).
    func check(_ totals: inout PropertyTotals) throws -> Bool {
        var rng = PropertyRandom(seed: seed)
        var generator = DocumentGenerator(rng: rng, size: size)
        let document = generator.document()
        rng = generator.rng
        let written = document.serialized()
        let data = Data(written.bytes)
        let routes = RouteMaker.routes(&rng, written.elements)
        let options = RouteMaker.options(&rng)
        let label =
            "seed \(seed) (\(size), \(data.count) bytes, \(written.elements.count) elements), parser \(parser), "
            + "routes \(routes.map { "\($0.kind) \($0.text)" })"

        let tree: XMLTree
        do {
            tree = try XMLTree(data: data, parser: parser)
        } catch {
            Issue.record("the generated document does not parse: \(error); \(label); saved at \(save(data))")
            totals.failures.append("seed \(seed): the generator or the tree")
            return false
        }
        guard tree.elementCount == written.elements.count else {
            let counts = "the tree has \(tree.elementCount) elements, the generator wrote \(written.elements.count)"
            Issue.record("\(counts); \(label)")
            totals.failures.append("seed \(seed): the generator or the tree")
            return false
        }
        let expected = Expectation(tree: tree, elements: written.elements, routes: routes, options: options)
        guard expected.problems.isEmpty else {
            Issue.record("the tree does not match the generator: \(expected.problems.prefix(3)); \(label)")
            totals.failures.append("seed \(seed): the generator or the tree")
            return false
        }

        // Most reads go to the end; some stop at a record whose closure throws, some read a
        // document cut short (a syntax error): the events before must have been handed over,
        // and none after.
        var mode = ReadMode.whole
        let roll = rng.int(0 ..< 100)
        let recordEvents = expected.events.indices.filter { !expected.events[$0].isText }
        if roll < 15, !recordEvents.isEmpty {
            mode = .stop(at: rng.pick(recordEvents))
        } else if roll < 30, let root = written.elements.first, root.end - root.start > 2 {
            var cut = rng.int(root.start + 1 ..< root.end)
            while cut < root.end && written.bytes[cut] & 0xC0 == 0x80 { cut += 1 }  // not inside a character
            mode = .cut(at: cut)
        }
        var input = data
        if case .cut(let cut) = mode { input = data.prefix(cut) }

        let sources: [StreamSource] = seed % 32 == 31 ? [.data, .stream] : seed % 2 == 0 ? [.data] : [.stream]
        for source in sources {
            let run = try StreamRun.read(
                input, parser: parser, routes: routes, options: options, source: source,
                stopAt: mode.stopIndex, bounds: expected.recordBounds)
            totals.runs += 1
            totals.largestSeen = max(totals.largestSeen, run.largest)
            totals.largestBatch = max(totals.largestBatch, run.largestBatch)
            if let failure = compare(expected, run, mode: mode) {
                Issue.record("\(failure)\n\(label), read \(mode), source \(source); document saved at \(save(data))")
                totals.failures.append("seed \(seed) (\(size)), read \(mode), source \(source): \(failure.prefix(160))")
                return false
            }
        }
        totals.documents += 1
        switch mode {
        case .whole: break
        case .stop: totals.stopped += 1
        case .cut: totals.cut += 1
        }
        totals.bytes += data.count
        totals.elements += written.elements.count
        totals.events += expected.events.count
        totals.records += expected.events.filter { !$0.isText }.count
        totals.texts += expected.events.filter(\.isText).count
        totals.largestBound = max(totals.largestBound, expected.largestBound)
        if data.count > 128 * 1024 { totals.multiChunk += 1 }
        return true
    }

    /// Why `run` is not what was expected, or nil.
    private func compare(_ expectation: Expectation, _ run: StreamRun, mode: ReadMode) -> String? {
        var expected = expectation.events
        var problems = run.problems
        switch mode {
        case .whole:
            if let error = run.error { return "the streaming read threw \(error)" }
            if run.recordsRead != expected.count {
                return "the summary says \(run.recordsRead) records, \(expected.count) were expected"
            }
        case .stop(let k):
            guard run.error is PropertyStop else {
                return "the read should have rethrown the closure's error, not \(String(describing: run.error))"
            }
            expected = Array(expected[...k])
        case .cut(let cut):
            guard run.error is DecodingError else {
                return "the read of a cut document should throw a DecodingError, not \(String(describing: run.error))"
            }
            let complete = expectation.ends.firstIndex { $0 > cut } ?? expected.count
            // The text element the cut falls in may have handed over some of its chunks.
            if complete < expected.count, run.events.count == complete + 1, let partial = run.events.last,
                partial.isText, expected[complete].isText, partial.route == expected[complete].route,
                partial.index == expected[complete].index, expected[complete].payload.starts(with: partial.payload)
            {
                expected = Array(expected[..<complete]) + [partial]
                problems.removeAll { $0.hasSuffix("never got its last chunk") }
            } else {
                expected = Array(expected[..<complete])
            }
        }
        if !problems.isEmpty { return "streaming: \(problems.prefix(5).joined(separator: "; "))" }
        if run.events != expected {
            let at =
                (0 ..< min(run.events.count, expected.count)).first { run.events[$0] != expected[$0] }
                ?? min(run.events.count, expected.count)
            let want = at < expected.count ? expected[at].description : "nothing"
            let got = at < run.events.count ? run.events[at].description : "nothing"
            return "event \(at) of \(expected.count) expected (\(run.events.count) streamed) differs:\n"
                + "  expected \(want)\n  streamed \(got)"
        }
        if case .whole = mode {
            // Records are handed over before the next chunk is read: at each report, every record
            // whose end tag was read (but what the parser may keep back at a chunk's end), and
            // none that was not.
            let recordEnds = expectation.events.indices.filter { !expectation.events[$0].isText }
                .map { expectation.ends[$0] }
            func count(endingBy offset: Int) -> Int {  // the ends are in increasing order
                var low = 0, high = recordEnds.count
                while low < high {
                    let mid = (low + high) / 2
                    if recordEnds[mid] <= offset { low = mid + 1 } else { high = mid }
                }
                return low
            }
            for step in run.progress {
                let read = count(endingBy: step.bytes)
                let surelyParsed = count(endingBy: step.bytes - 4_096)
                if step.records > read || step.records < surelyParsed || step.reported != step.records {
                    return "at a progress report after \(step.bytes) bytes, \(step.records) records were handed over "
                        + "(the report says \(step.reported)); \(surelyParsed) to \(read) expected"
                }
            }
        }
        if let pile = run.pileUp { return pile }
        return nil
    }

    private func save(_ data: Data) -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("xylem-property-\(parser)-\(seed).xml")
        try? data.write(to: url)
        return url.path
    }
}

// MARK: - Events

private struct StreamEvent: Equatable, CustomStringConvertible {
    var route: Int
    var index: Int
    /// A record's JSON, or a text element's chunks joined.
    var payload: [UInt8]
    /// For `onRecord` routes: the record's name, line, column and an ancestor's `id`.
    var extra = ""
    var isText = false

    var description: String {
        var text = String(decoding: payload, as: UTF8.self)
        if text.count > 400 {
            text = String(text.prefix(200)) + "…(\(payload.count) bytes)…" + String(text.suffix(150))
        }
        let kind = isText ? " text" : ""
        let about = extra.isEmpty ? "" : "[\(extra)] "
        return "route \(route) #\(index)\(kind) \(about)\(text.debugDescription)"
    }
}

private enum StreamSource { case data, stream }

private enum ReadMode: CustomStringConvertible {
    case whole
    /// The closure of the `at`th event (a record) throws `PropertyStop`.
    case stop(at: Int)
    /// The input ends after `at` bytes.
    case cut(at: Int)

    var stopIndex: Int? {
        if case .stop(let k) = self { return k }
        return nil
    }

    var description: String {
        switch self {
        case .whole: return "whole"
        case .stop(let k): return "stopping at event \(k)"
        case .cut(let cut): return "cut after \(cut) bytes"
        }
    }
}

private struct PropertyStop: Error {}

/// What the closures of one streaming read saw.
private final class StreamRun {
    var events: [StreamEvent] = []
    var counts: [Int]
    /// The text element whose chunks are arriving (its last chunk not seen yet).
    var openText: (route: Int, index: Int)?
    var problems: [String] = []
    var largest = 0
    /// Set when the streaming document held more elements than it should (`Expectation.recordBounds`).
    var pileUp: String?
    /// At each progress report: the bytes read, the records (not texts) handed over so far, and
    /// the records the report says were handed over.
    var progress: [(bytes: Int, records: Int, reported: Int)] = []
    weak var lastDecoder: DocumentDecoder?
    var batch = 0
    var largestBatch = 0
    var recordsRead = -1
    var error: (any Error)?

    init(routes: Int) { counts = Array(repeating: 0, count: routes) }

    static func read(
        _ data: Data, parser: XMLDecoder.Parser, routes: [RouteSpec], options: XMLTree.JSONOptions,
        source: StreamSource, stopAt: Int?, bounds: [[Int]]
    ) throws -> StreamRun {
        let decoder = XMLDecoder.underTest()
        decoder.parser = parser
        var reader = XMLStreamReader(decoder: decoder)
        let run = StreamRun(routes: routes.count)
        reader.progress = { step in
            run.progress.append((step.bytesRead, run.events.count { !$0.isText }, step.recordsRead))
        }
        for (r, route) in routes.enumerated() {
            switch route.kind {
            case .json:
                reader.onJSON(at: route.text, options: options) { json in
                    run.noteRecord(route: r)
                    run.events.append(StreamEvent(route: r, index: run.counts[r], payload: [UInt8](json)))
                    run.counts[r] += 1
                    if run.events.count - 1 == stopAt { throw PropertyStop() }
                }
            case .record:
                reader.onRecord(at: route.text) { record in
                    run.noteRecord(route: r)
                    let elements = record.decoder.document.elements.count
                    run.largest = max(run.largest, elements)
                    if run.pileUp == nil, record.index < bounds[r].count, elements > bounds[r][record.index] {
                        run.pileUp =
                            "when record \(record.index) of route \(r) (line \(record.line)) was handed over, "
                            + "the streaming document held \(elements) elements, more than the open ones, the record "
                            + "being built and the records that ended within a chunk of it or of an open ancestor "
                            + "(\(bounds[r][record.index]))"
                    }
                    // Records handed over together share a decoder (weak: the batch's document is not kept).
                    if run.lastDecoder === record.decoder {
                        run.batch += 1
                    } else {
                        run.batch = 1
                        run.lastDecoder = record.decoder
                    }
                    run.largestBatch = max(run.largestBatch, run.batch)
                    if record.index != run.counts[r] {
                        run.problems.append("route \(r): record index \(record.index), expected \(run.counts[r])")
                    }
                    let ancestor: String
                    do {
                        ancestor = try record.decode(IDAttribute.self, ancestor: route.ancestor).id ?? "-"
                    } catch let error as XMLRecordError {
                        if case DecodingError.valueNotFound = error.underlying {
                            ancestor = "none"
                        } else {
                            ancestor = "\(error)"
                        }
                    }
                    let extra = "<\(record.name)> \(record.line):\(record.column) \(route.ancestor)#\(ancestor)"
                    run.events.append(
                        StreamEvent(
                            route: r, index: record.index, payload: [UInt8](record.jsonData(options)),
                            extra: extra))
                    run.counts[r] += 1
                    if run.events.count - 1 == stopAt { throw PropertyStop() }
                }
            case .text:
                reader.onText(at: route.text) { chunk in run.noteText(chunk, route: r) }
            }
        }
        do {
            let summary: XMLStreamSummary
            switch source {
            case .data: summary = try reader.read(ByteSource.data(data))
            case .stream: summary = try reader.read(ByteSource.stream(InputStream(data: data)))
            }
            run.recordsRead = summary.recordsRead
        } catch {
            run.error = error
        }
        if let open = run.openText {
            run.problems.append("text of route \(open.route) #\(open.index) never got its last chunk")
        }
        return run
    }

    private func noteRecord(route: Int) {
        if let open = openText {
            problems.append("a record of route \(route) arrived inside text \(open.route) #\(open.index)")
        }
    }

    private func noteText(_ chunk: XMLTextChunk, route: Int) {
        if let open = openText {
            if open.route != route || open.index != chunk.elementIndex {
                problems.append("text \(route) #\(chunk.elementIndex) arrived inside text \(open.route) #\(open.index)")
            }
            events[events.count - 1].payload += chunk.bytes
        } else {
            if chunk.elementIndex != counts[route] {
                problems.append(
                    "text of route \(route) has elementIndex \(chunk.elementIndex), expected \(counts[route])")
            }
            events.append(
                StreamEvent(route: route, index: chunk.elementIndex, payload: [UInt8](chunk.bytes), isText: true))
            counts[route] += 1
        }
        if !chunk.isLast && chunk.bytes.count != RecordRouter.textChunkSize {
            problems.append(
                "a chunk of \(chunk.bytes.count) bytes that is not the last (route \(route) #\(chunk.elementIndex))")
        }
        if chunk.bytes.count > RecordRouter.textChunkSize { problems.append("a chunk of \(chunk.bytes.count) bytes") }
        openText = chunk.isLast ? nil : (route, chunk.elementIndex)
    }
}

/// An ancestor's `id` attribute, or nil when it has none.
private struct IDAttribute: Decodable {
    let id: String?
}

// MARK: - Expected events, from the whole document

private struct Expectation {
    var events: [StreamEvent] = []
    /// Where each event's element ends in the input (one past its end tag).
    var ends: [Int] = []
    var problems: [String] = []
    /// For each route, for each of its records: the most elements the streaming document may
    /// hold when it is handed over (see `computeBounds(window:)`).
    private(set) var recordBounds: [[Int]]
    private let elements: [WrittenElement]
    /// Every element captured by a record or JSON route, in document order (so by start and
    /// by end), and their subtree sizes summed up to each (to count elements in a window).
    private var captured: [(start: Int, end: Int, size: Int)] = []
    private var capturedSizes: [Int] = [0]
    /// The `onRecord` elements: route, where they end, and where their ancestors start.
    private var records: [(route: Int, end: Int, ancestorStarts: [Int])] = []
    private let depth: Int

    init(tree: XMLTree, elements: [WrittenElement], routes: [RouteSpec], options: XMLTree.JSONOptions) {
        self.elements = elements
        depth = (elements.map(\.depth).max() ?? 0) + 1
        recordBounds = Array(repeating: [], count: routes.count)
        var counts = Array(repeating: 0, count: routes.count)
        var k = 0
        var path: [String] = []
        var starts: [Int] = []
        walk(tree.root, &k, &path, &starts, routes, options, &counts)
        for entry in captured { capturedSizes.append(capturedSizes.last! + entry.size) }
        computeBounds(window: 160 * 1024)
    }

    private mutating func walk(
        _ node: XMLTree.Node, _ k: inout Int, _ path: inout [String], _ starts: inout [Int],
        _ routes: [RouteSpec], _ options: XMLTree.JSONOptions, _ counts: inout [Int]
    ) {
        let written = elements[k]
        if node.name != written.name {
            problems.append("element \(k) is <\(node.name)>, the generator wrote <\(written.name)>")
        }
        path.append(node.name)
        defer { path.removeLast() }
        if let r = routes.firstIndex(where: { $0.matches(path) }) {
            let route = routes[r]
            switch route.kind {
            case .json:
                events.append(StreamEvent(route: r, index: counts[r], payload: [UInt8](node.jsonData(options))))
            case .record:
                var ancestor = "none"
                var up = node.parent
                while let candidate = up {
                    if candidate.name == route.ancestor { ancestor = candidate.attribute("id") ?? "-"; break }
                    up = candidate.parent
                }
                let extra = "<\(node.name)> \(node.line):\(node.column) \(route.ancestor)#\(ancestor)"
                events.append(
                    StreamEvent(route: r, index: counts[r], payload: [UInt8](node.jsonData(options)), extra: extra))
                records.append((r, written.end, starts))
            case .text:
                events.append(StreamEvent(route: r, index: counts[r], payload: written.ownText, isText: true))
            }
            counts[r] += 1
            ends.append(written.end)
            if route.kind != .text { captured.append((written.start, written.end, written.size)) }
            k += written.size
            return
        }
        k += 1
        starts.append(written.start)
        defer { starts.removeLast() }
        for child in node.children { walk(child, &k, &path, &starts, routes, options, &counts) }
    }

    /// How many captures end at or before `offset`.
    private func captures(endingBy offset: Int) -> Int {
        var low = 0, high = captured.count
        while low < high {
            let mid = (low + high) / 2
            if captured[mid].end <= offset { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// The elements of the captured subtrees that end in `range`.
    private func capturedElements(endingIn range: ClosedRange<Int>) -> Int {
        capturedSizes[captures(endingBy: range.upperBound)] - capturedSizes[captures(endingBy: range.lowerBound - 1)]
    }

    /// When a record that ends at `end` is handed over, the streaming document holds:
    ///
    /// - the open elements, at most `depth`, and as many completed non-records inside them
    ///   that are not dropped yet (`depth` again, to be safe);
    /// - the record being built, if any: it started after this one ended, before the hand-over;
    /// - the records handed over with it: they ended after the chunk before was read and before
    ///   the next one is, so within `window` (a chunk, plus what the parser keeps back) of it;
    /// - the records stranded behind the first of them (when it was half read at the end of a
    ///   chunk): they ended within `window` before it started;
    /// - records stranded behind an element that is still open, so behind one of this record's
    ///   ancestors: they ended within `window` before it started.
    ///
    /// Anything more is piling up: records kept after they were handed over and dropped.
    private mutating func computeBounds(window: Int) {
        var next = 0  // captures starting after the record: a sliding maximum
        var candidates: [Int] = []  // indices into `captured`, sizes decreasing
        var head = 0
        for record in records {
            while next < captured.count && captured[next].start <= record.end + window {
                while candidates.count > head && captured[candidates[candidates.count - 1]].size <= captured[next].size
                {
                    candidates.removeLast()
                }
                candidates.append(next)
                next += 1
            }
            while head < candidates.count && captured[candidates[head]].start < record.end { head += 1 }
            let building = head < candidates.count ? captured[candidates[head]].size : 0
            let first = captured[captures(endingBy: record.end - window - 1)]
            var bound = 2 * depth + building + capturedElements(endingIn: first.start - window ... record.end + window)
            for start in record.ancestorStarts { bound += capturedElements(endingIn: start - window ... start) }
            recordBounds[record.route].append(bound)
        }
    }

    /// The largest of `recordBounds`.
    var largestBound: Int { recordBounds.joined().max() ?? 0 }
}

// MARK: - Routes

private struct RouteSpec {
    enum Kind: CustomStringConvertible {
        case json, record, text
        var description: String { self == .json ? "onJSON" : self == .record ? "onRecord" : "onText" }
    }
    var kind: Kind
    /// The alternatives: names, nil for `*`.
    var alternatives: [[String?]]
    var leadingSlash: Bool
    /// For `onRecord`: the name of the ancestor whose `id` is read.
    var ancestor: String

    var text: String {
        alternatives.map { steps in
            (leadingSlash ? "/" : "") + steps.map { $0 ?? "*" }.joined(separator: "/")
        }.joined(separator: "|")
    }

    func matches(_ path: [String]) -> Bool {
        alternatives.contains { steps in
            steps.count == path.count && zip(steps, path).allSatisfy { step, name in step == nil || step == name }
        }
    }
}

private enum RouteMaker {
    static func routes(_ rng: inout PropertyRandom, _ elements: [WrittenElement]) -> [RouteSpec] {
        var distinct: [String] = []
        var seen = Set<String>()
        for element in elements where seen.insert(element.path).inserted { distinct.append(element.path) }
        // Mostly below the root: a path that selects the root captures the whole document.
        let inner = elements.count > 1 ? Array(elements.dropFirst()) : elements
        if distinct.count > 1 && rng.chance(0.97) { distinct.removeFirst() }
        let withText = inner.filter { !$0.ownText.isEmpty }
        func somePath(forText: Bool) -> [String?] {
            let path: String
            if forText && !withText.isEmpty && rng.chance(0.7) {
                path = rng.pick(withText).path
            } else if rng.chance(0.5) {
                path = rng.pick(inner).path  // weighted by how often a path occurs
            } else {
                path = rng.pick(distinct)
            }
            var steps: [String?] = path.split(separator: "/").map(String.init)
            if steps.count > 2 && rng.chance(0.15) { steps.removeLast(rng.int(1 ..< steps.count - 1)) }
            for i in steps.indices where rng.chance(0.18) { steps[i] = nil }
            if rng.chance(0.06) { steps[rng.int(0 ..< steps.count)] = "zz" }  // matches nothing
            return steps
        }
        // Paths of many elements (the lists of records): a record route at one of them makes
        // batches of hundreds of records, whose memory is checked.
        var frequency: [String: Int] = [:]
        for element in inner { frequency[element.path, default: 0] += 1 }
        let frequent = distinct.filter { frequency[$0, default: 0] >= 100 }
        var routes: [RouteSpec] = []
        for n in 0 ..< rng.int(1 ... 4) {
            let roll = rng.int(0 ..< 100)
            var kind: RouteSpec.Kind = roll < 35 ? .json : roll < 80 ? .record : .text
            var alternatives = [somePath(forText: kind == .text)]
            if n == 0 && !frequent.isEmpty && rng.chance(0.6) {
                kind = .record
                alternatives = [rng.pick(frequent).split(separator: "/").map { rng.chance(0.1) ? nil : String($0) }]
            }
            while rng.chance(0.3) { alternatives.append(somePath(forText: kind == .text)) }
            routes.append(
                RouteSpec(
                    kind: kind, alternatives: alternatives, leadingSlash: rng.chance(0.1),
                    ancestor: rng.pick(DocumentGenerator.names + ["r", "zz"])))
        }
        return routes
    }

    static func options(_ rng: inout PropertyRandom) -> XMLTree.JSONOptions {
        switch rng.int(0 ..< 10) {
        case 0: return XMLTree.JSONOptions(prettyPrinted: true)
        case 1: return XMLTree.JSONOptions(listHints: [.listItem("b")])
        case 2:
            return XMLTree.JSONOptions(
                attributePrefix: "_", textKey: "$", listHints: [.wrapper("a"), .listItem("r/c")])
        default: return XMLTree.JSONOptions()
        }
    }
}

// MARK: - Documents

/// The test target's seeded `SplitMix64`, with the draws the generator needs.
private struct PropertyRandom {
    private var generator: SplitMix64

    init(seed: UInt64) { generator = SplitMix64(seed: seed) }

    mutating func next() -> UInt64 { generator.next() }

    mutating func int(_ range: Range<Int>) -> Int { range.lowerBound + Int(next() % UInt64(range.count)) }
    mutating func int(_ range: ClosedRange<Int>) -> Int { range.lowerBound + Int(next() % UInt64(range.count)) }
    mutating func chance(_ p: Double) -> Bool { Double(next() >> 11) / Double(1 << 53) < p }
    mutating func pick<T>(_ items: [T]) -> T { items[int(0 ..< items.count)] }
}

/// An element as the generator builds it.
private struct GeneratedNode {
    enum Item {
        /// `raw` as written, `value` as parsed (entities replaced, CDATA unwrapped).
        case text(raw: [UInt8], value: [UInt8])
        case element(GeneratedNode)
        /// A comment or processing instruction: no text.
        case markup([UInt8])
    }
    var name: String
    /// Name and value as written (escaped).
    var attributes: [(String, String)] = []
    var items: [Item] = []
    var selfClosing = false
}

/// An element as written: where it is and what its own text is, in document order.
private struct WrittenElement {
    var name: String
    var path: String
    var depth: Int
    var start: Int
    var end = 0
    /// Elements in its subtree, itself included.
    var size = 1
    var ownText: [UInt8] = []
}

private struct GeneratedDocument {
    var prolog: [UInt8]
    var root: GeneratedNode
    var epilog: [UInt8]

    func serialized() -> (bytes: [UInt8], elements: [WrittenElement]) {
        var out = prolog
        var elements: [WrittenElement] = []
        write(root, depth: 0, parentPath: "", &out, &elements)
        out += epilog
        return (out, elements)
    }

    private func write(
        _ node: GeneratedNode, depth: Int, parentPath: String, _ out: inout [UInt8],
        _ elements: inout [WrittenElement]
    ) {
        let index = elements.count
        let path = parentPath.isEmpty ? node.name : parentPath + "/" + node.name
        elements.append(WrittenElement(name: node.name, path: path, depth: depth, start: out.count))
        out += Array("<\(node.name)".utf8)
        for (name, value) in node.attributes { out += Array(" \(name)=\"\(value)\"".utf8) }
        if node.selfClosing && node.items.isEmpty {
            out += Array("/>".utf8)
        } else {
            out.append(UInt8(ascii: ">"))
            var own: [UInt8] = []
            for item in node.items {
                switch item {
                case .text(let raw, let value):
                    out += raw
                    own += value
                case .element(let child):
                    write(child, depth: depth + 1, parentPath: path, &out, &elements)
                case .markup(let raw):
                    out += raw
                }
            }
            elements[index].ownText = own
            out += Array("</\(node.name)>".utf8)
        }
        elements[index].end = out.count
        elements[index].size = elements.count - index
    }
}

private struct DocumentGenerator {
    static let names = ["a", "b", "c", "item"]
    private static let words = [
        "alpha", "beta", "x", "42", "é", "naïve", "日本語", "🙂", "a-b", ">", "'", "\"", "q?",
        "tab\there", "1.5", "-",
    ]
    private static let entities: [(String, String)] = [
        ("&amp;", "&"), ("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""),
        ("&apos;", "'"), ("&#65;", "A"), ("&#x263A;", "☺"), ("&#233;", "é"),
    ]
    private static let cdata = ["<b>not an element</b>", "a & b", "", "]] >", " spaced ", "\n  x\n"]
    private static let spaces = ["\n", "\n  ", " ", "\t", "\n\t\t", "  \n    "]

    var rng: PropertyRandom
    let size: DocumentSize
    private var budget: Int
    private var ids = 0
    private var prefixed = false
    private var names: [String] = DocumentGenerator.names
    private let maxDepth: Int

    init(rng: PropertyRandom, size: DocumentSize) {
        self.rng = rng
        self.size = size
        switch size {
        case .small: budget = self.rng.int(1 ... 40); maxDepth = 5
        case .medium: budget = self.rng.int(50 ... 300); maxDepth = 6
        case .large: budget = self.rng.int(100 ... 400); maxDepth = 6
        }
        if self.rng.chance(0.15) {
            prefixed = true
            names.append("p:c")
        }
    }

    mutating func document() -> GeneratedDocument {
        var prolog: [UInt8] = []
        if rng.chance(0.4) { prolog += Array("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n".utf8) }
        if rng.chance(0.2) { prolog += Array("<!-- before the root -->\n".utf8) }
        let rootName = rng.chance(0.75) ? "r" : rng.pick(Self.names)
        var root: GeneratedNode
        if size == .large {
            root = GeneratedNode(name: rootName, attributes: attributes())
            let sections = rng.int(3 ... 7)
            let indent = rng.chance(0.6)
            for _ in 0 ..< sections {
                if indent { root.items.append(whitespace()) }
                appendSection(to: &root)
            }
            if indent { root.items.append(.text(raw: [0x0A], value: [0x0A])) }
        } else {
            root = element(rootName, depth: 0)
        }
        if prefixed { root.attributes.append(("xmlns:p", "urn:p")) }
        var epilog: [UInt8] = rng.chance(0.5) ? [0x0A] : []
        if rng.chance(0.2) { epilog += Array("<!-- after -->\n".utf8) }
        return GeneratedDocument(prolog: prolog, root: root, epilog: epilog)
    }

    // MARK: Large documents: sections of many records, text over 64 KiB, nested lists

    private mutating func appendSection(to root: inout GeneratedNode) {
        switch rng.int(0 ..< 6) {
        case 0:  // records directly in the root, with or without text of the root between them
            appendList(to: &root, count: rng.int(300 ... 4_000), depth: 1)
        case 1:  // a wrapper of records, one level down
            var wrapper = GeneratedNode(name: rng.pick(names), attributes: attributes())
            appendList(to: &wrapper, count: rng.int(300 ... 4_000), depth: 2)
            root.items.append(.element(wrapper))
        case 2:  // alternating records and wrappers of other records (siblings of their ancestors)
            let name = rng.pick(names)
            for _ in 0 ..< rng.int(200 ... 1_500) {
                root.items.append(.element(listItem(name, depth: 1)))
                var wrapper = GeneratedNode(name: "x", attributes: attributes())
                appendList(to: &wrapper, count: rng.int(1 ... 3), depth: 2)
                if rng.chance(0.3) { wrapper.items.append(textPiece()) }
                root.items.append(.element(wrapper))
                if rng.chance(0.2) { root.items.append(textPiece()) }
            }
        case 3:  // a large text, alone or among children
            var holder = GeneratedNode(name: rng.pick(names), attributes: attributes())
            if rng.chance(0.5) {
                holder.items.append(bigText())
            } else {
                holder.items.append(textPiece())
                holder.items.append(.element(element(rng.pick(names), depth: 2)))
                holder.items.append(bigText())
                holder.items.append(.element(element(rng.pick(names), depth: 2)))
                if rng.chance(0.5) { holder.items.append(textPiece()) }
            }
            root.items.append(.element(holder))
        case 4:  // nested wrappers, records two and three levels down, mixed text between
            var outer = GeneratedNode(name: rng.pick(names), attributes: attributes())
            for _ in 0 ..< rng.int(2 ... 6) {
                var inner = GeneratedNode(name: rng.pick(names), attributes: attributes())
                appendList(to: &inner, count: rng.int(50 ... 1_500), depth: 3)
                outer.items.append(.element(inner))
                if rng.chance(0.5) { outer.items.append(textPiece()) }
                if rng.chance(0.3) { outer.items.append(.element(listItem(rng.pick(names), depth: 2))) }
            }
            root.items.append(.element(outer))
        default:  // an ordinary random subtree
            root.items.append(.element(element(rng.pick(names), depth: 1)))
        }
    }

    /// Appends `count` small records of one name, separated by nothing, indentation, or text
    /// of `parent` (mixed content around the records).
    private mutating func appendList(to parent: inout GeneratedNode, count: Int, depth: Int) {
        let name = rng.pick(names)
        let separator = rng.int(0 ..< 4)
        let other = rng.chance(0.3) ? rng.pick(names) : nil
        for i in 0 ..< count {
            switch separator {
            case 1: parent.items.append(.text(raw: Array("\n  ".utf8), value: Array("\n  ".utf8)))
            case 2: if rng.chance(0.3) { parent.items.append(textPiece()) }
            case 3: if rng.chance(0.05) { parent.items.append(markup()) }
            default: break
            }
            if let other, i % 7 == 3 {
                parent.items.append(.element(listItem(other, depth: depth)))
            } else {
                parent.items.append(.element(listItem(name, depth: depth)))
            }
        }
        if separator == 1 { parent.items.append(.text(raw: [0x0A], value: [0x0A])) }
    }

    /// A small record: text, a couple of children, or mixed content.
    private mutating func listItem(_ name: String, depth: Int) -> GeneratedNode {
        var node = GeneratedNode(name: name)
        if rng.chance(0.8) { node.attributes.append(("id", nextID())) }
        if rng.chance(0.2) { node.attributes.append(("k", attributeValue())) }
        switch rng.int(0 ..< 10) {
        case 0 ..< 4:
            node.items.append(textPiece())
        case 4 ..< 7:
            node.items.append(.element(GeneratedNode(name: rng.pick(names), items: [textPiece()])))
            node.items.append(.element(GeneratedNode(name: rng.pick(names), selfClosing: true)))
        case 7, 8:
            node.items.append(textPiece())
            node.items.append(.element(GeneratedNode(name: rng.pick(names), items: [textPiece()])))
            node.items.append(textPiece())
        default:
            if depth < maxDepth { node.items.append(.element(listItem(rng.pick(names), depth: depth + 1))) }
            if rng.chance(0.05) { node.items.append(text(minimum: 2_000)) }
        }
        return node
    }

    // MARK: Random elements

    private mutating func element(_ name: String, depth: Int) -> GeneratedNode {
        budget -= 1
        var node = GeneratedNode(name: name, attributes: attributes())
        let roll = rng.int(0 ..< 100)
        if depth > 0 && (depth >= maxDepth || budget <= 0 || roll < 30) {
            switch rng.int(0 ..< 12) {
            case 0: node.selfClosing = true
            case 1: break  // <a></a>
            case 2: node.items.append(whitespace())  // whitespace only
            case 3 where size != .small || rng.chance(0.25): node.items.append(bigText())
            default: for _ in 0 ..< rng.int(1 ... 4) { node.items.append(textPiece()) }
            }
        } else if roll < 60 {
            // Children only, indented or not.
            let indent = rng.chance(0.7)
            for _ in 0 ..< rng.int(1 ... 4) {
                if indent { node.items.append(whitespace()) }
                if rng.chance(0.15) { node.items.append(markup()) }
                node.items.append(.element(element(rng.pick(names), depth: depth + 1)))
            }
            if indent { node.items.append(whitespace()) }
        } else if roll < 90 {
            // Mixed content.
            for _ in 0 ..< rng.int(1 ... 7) {
                switch rng.int(0 ..< 10) {
                case 0 ..< 4: node.items.append(.element(element(rng.pick(names), depth: depth + 1)))
                case 4 ..< 8: node.items.append(textPiece())
                case 8: node.items.append(markup())
                default: node.items.append(whitespace())
                }
            }
        } else {
            let count: Int
            switch size {
            case .small: count = rng.int(2 ... 20)
            case .medium: count = rng.int(20 ... 400)
            case .large: count = rng.int(100 ... 1_000)
            }
            appendList(to: &node, count: count, depth: depth + 1)
        }
        return node
    }

    private mutating func attributes() -> [(String, String)] {
        var result: [(String, String)] = []
        if rng.chance(0.6) { result.append(("id", nextID())) }
        if rng.chance(0.3) { result.append(("k", attributeValue())) }
        if rng.chance(0.1) { result.append(("n", attributeValue())) }
        return result
    }

    private mutating func nextID() -> String {
        ids += 1
        return rng.chance(0.1) ? "e\(ids)&amp;\(rng.int(0 ..< 9))" : "e\(ids)"
    }

    private mutating func attributeValue() -> String {
        switch rng.int(0 ..< 6) {
        case 0: return ""
        case 1: return rng.pick(Self.entities).0 + "v"
        case 2: return "日本 é 🙂"
        default: return ["alpha", "beta", "42", "x y", "a>b", "it's"][rng.int(0 ..< 6)]
        }
    }

    // MARK: Text

    /// A short piece of text: words, an entity, CDATA or whitespace.
    private mutating func textPiece() -> GeneratedNode.Item {
        switch rng.int(0 ..< 12) {
        case 0, 1:
            let entity = rng.pick(Self.entities)
            return .text(raw: Array(entity.0.utf8), value: Array(entity.1.utf8))
        case 2:
            let content = rng.pick(Self.cdata)
            return .text(raw: Array("<![CDATA[\(content)]]>".utf8), value: Array(content.utf8))
        case 3:
            return whitespace()
        case 4:
            let number = String(rng.int(0 ..< 100_000))
            return .text(raw: Array(number.utf8), value: Array(number.utf8))
        default:
            let word = (rng.chance(0.4) ? " " : "") + rng.pick(Self.words) + (rng.chance(0.4) ? " " : "")
            return .text(raw: Array(word.utf8), value: Array(word.utf8))
        }
    }

    private mutating func whitespace() -> GeneratedNode.Item {
        let space = Array(rng.pick(Self.spaces).utf8)
        return .text(raw: space, value: space)
    }

    private mutating func markup() -> GeneratedNode.Item {
        rng.chance(0.8) ? .markup(Array("<!-- a comment & <b> -->".utf8)) : .markup(Array("<?pi some data?>".utf8))
    }

    /// Text of at least `minimum` bytes, written as one item: a block of random pieces
    /// repeated, with an entity or CDATA between repeats.
    private mutating func text(minimum: Int) -> GeneratedNode.Item {
        var blockRaw: [UInt8] = []
        var blockValue: [UInt8] = []
        while blockRaw.count < 1_500 {
            if case .text(let raw, let value) = textPiece() {
                blockRaw += raw
                blockValue += value
            }
        }
        var raw: [UInt8] = []
        var value: [UInt8] = []
        raw.reserveCapacity(minimum + 2_000)
        value.reserveCapacity(minimum + 2_000)
        var n = 0
        while raw.count < minimum {
            raw += blockRaw
            value += blockValue
            n += 1
            let number = Array(" \(n) ".utf8)
            raw += number
            value += number
            if n % 5 == 0, case .text(let pieceRaw, let pieceValue) = textPiece() {
                raw += pieceRaw
                value += pieceValue
            }
        }
        return .text(raw: raw, value: value)
    }

    /// Text over 64 KiB (one streamed chunk), up to a few chunks.
    private mutating func bigText() -> GeneratedNode.Item {
        text(minimum: rng.chance(0.2) ? RecordRouter.textChunkSize - rng.int(0 ..< 64) : rng.int(65_536 ... 300_000))
    }
}
