// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

/// What a streaming read delivered, returned when the input has been read to its end (or to
/// its root element, when that shows no path can match) by `XMLDecoder.decodeEach`,
/// `XMLDecoder.streamText` and `XMLStreamReader.read`, and kept by a record sequence
/// (`XMLRecordSequence.summary`).
///
/// A read that delivers nothing is not an error (a feed can be empty), but it can be a mistyped
/// path: `unmatchedPaths` says, for every path that matched no element, which step never matched
/// and what names stood there instead.
///
/// ```
/// let summary = try decoder.decodeEach(Node.self, at: "osm/nodes", contentsOf: url) { ... }
/// if summary.recordsRead == 0 { print(summary) }
/// // 0 records from 18204 bytes; no <nodes> under osm: its children there are node, way, relation
/// ```
public struct XMLStreamSummary: Sendable, Equatable, CustomStringConvertible {
    /// Elements handed over: records (`onRecord`, `decodeEach`, `records`) and elements whose
    /// text was streamed (`onText`, `streamText`), all paths together.
    public let recordsRead: Int
    /// Bytes of input read.
    public let bytesRead: Int
    /// Every path alternative (`a/b` and `a/c` of `"a/b|a/c"` count separately) that matched
    /// no element, in the order given.
    public let unmatchedPaths: [XMLPathMiss]

    /// Creates a summary (only the streaming reader makes one: the initializer is internal).
    init(recordsRead: Int, bytesRead: Int, unmatchedPaths: [XMLPathMiss]) {
        self.recordsRead = recordsRead
        self.bytesRead = bytesRead
        self.unmatchedPaths = unmatchedPaths
    }

    /// `3 records from 2048 bytes`, followed by what each unmatched path missed.
    public var description: String {
        let records = recordsRead == 1 ? "1 record" : "\(recordsRead) records"
        let head = "\(records) from \(bytesRead) bytes"
        return ([head] + unmatchedPaths.map(\.description)).joined(separator: "; ")
    }
}

/// A streaming path that matched no element, and where it stopped matching: `osm/nodes` in a
/// document whose `<osm>` holds `<node>`, `<way>` and `<relation>` elements.
public struct XMLPathMiss: Sendable, Equatable, CustomStringConvertible {
    /// The path alternative as given (without the others of its `|` list).
    public let path: String
    /// The number of the first step that no element matched, from 0 (0: not even the root).
    public let step: Int
    /// The names of the elements found where that step was expected, in document order, at most
    /// eight: the root's name when the first step missed, else the children of the elements that
    /// matched the steps before. Empty when those elements had no children.
    public let namesFound: [String]
    /// Whether more names were found than `namesFound` lists.
    public let moreNamesFound: Bool

    /// Creates a miss (only the streaming reader makes one: the initializer is internal).
    init(path: String, step: Int, namesFound: [String], moreNamesFound: Bool) {
        self.path = path
        self.step = step
        self.namesFound = namesFound
        self.moreNamesFound = moreNamesFound
    }

    /// `no <nodes> under osm: its children there are node, way, relation`, or, when the
    /// first step missed, `no <gpx> at the root: the root is <osm>`.
    public var description: String {
        var steps = path.split(separator: "/", omittingEmptySubsequences: true)
        guard step < steps.count else { return "\(path) matched nothing" }
        let wanted = steps[step] == "*" ? "element" : "<\(steps[step])>"
        if step == 0 { return "no \(wanted) at the root: the root is <\(namesFound.first ?? "?")>" }
        steps.removeSubrange(step...)
        let under = "no \(wanted) under \(steps.joined(separator: "/"))"
        guard !namesFound.isEmpty else { return "\(under): no element there has children" }
        return "\(under): its children there are \(namesFound.joined(separator: ", "))\(moreNamesFound ? ", ..." : "")"
    }
}

/// What each path alternative matched during one streaming read, kept to explain a read that
/// delivered nothing. Updated only when an element outside the records starts, and only in
/// the branches where a step matches or misses: nothing is added per record.
struct PathMisses {
    /// Per alternative: how many leading steps some element has matched so far.
    private var deepest: [Int] = []
    /// Per alternative: names of elements seen where step `deepest` was expected.
    private var names: [[NameID]] = []
    private var more: [Bool] = []
    /// Per alternative: whether some element matched all of its steps.
    private var matched: [Bool] = []
    private static let limit = 8

    /// Registers one more alternative.
    mutating func append() {
        deepest.append(0)
        names.append([])
        more.append(false)
        matched.append(false)
    }

    /// An element named `name` at `depth` (the root is 0) stood where step `depth` of
    /// `alternative` was expected, and is not it.
    mutating func missed(_ alternative: Int, name: NameID, depth: Int) {
        guard depth == deepest[alternative] else { return }
        if names[alternative].contains(name) { return }
        if names[alternative].count < Self.limit { names[alternative].append(name) } else { more[alternative] = true }
    }

    /// An element matched the first `steps` steps of `alternative`, which has `count` steps.
    @inline(__always)
    mutating func advanced(_ alternative: Int, to steps: Int, of count: Int) {
        if steps == count { matched[alternative] = true }
        guard steps > deepest[alternative] else { return }
        deepest[alternative] = steps
        names[alternative].removeAll()
        more[alternative] = false
    }

    /// The alternatives that matched nothing; `paths` are their texts in registration order.
    func misses(_ paths: [String], _ table: NameTable) -> [XMLPathMiss] {
        paths.indices.compactMap { index in
            matched[index]
                ? nil
                : XMLPathMiss(
                    path: paths[index], step: deepest[index],
                    namesFound: names[index].map { table[$0] },
                    moreNamesFound: more[index])
        }
    }
}
