// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

/// One line of a document's outline, as `XMLTree.Node.dump()` prints it, handed over while the
/// document is streamed by `XMLStreamReader.onOutline(depth:_:)`.
///
/// An element without child elements is handed over at its end tag. An element with child
/// elements is handed over when its first child starts, before the children's lines, with the
/// text it has so far (`isFinal` false); when it has text of its own after a child element
/// (mixed content, `<p>Hello <b>you</b> there</p>`) its line is handed over again at its end
/// tag, with all of its text (`isRevision` true).
public struct XMLOutlineLine: Sendable, Equatable {
    /// The element's number in document order, from 0 (the root).
    public let element: Int
    /// The element's depth, from 0 (the root); an outline indents it by two spaces a level.
    public let depth: Int
    /// The element's name as written, prefix included.
    public let name: String
    /// The line without indentation or line break: the element's name, its attributes sorted
    /// by name, and its trimmed text after a colon, on one line, cut after 100 characters.
    public let text: String
    /// The line of the element's start tag in the document (1-based).
    public let line: Int
    /// Whether the line is complete: false for an element with child elements, handed over
    /// at its first child, whose own text may go on after a child.
    public let isFinal: Bool
    /// Whether this line replaces the line handed over before for the same `element`.
    public let isRevision: Bool

    /// Creates a line (only the streaming reader makes one: the initializer is internal).
    init(element: Int, depth: Int, name: String, text: String, line: Int, isFinal: Bool, isRevision: Bool) {
        self.element = element
        self.depth = depth
        self.name = name
        self.text = text
        self.line = line
        self.isFinal = isFinal
        self.isRevision = isRevision
    }
}

extension XMLStreamReader {
    /// Hands the outline of the whole document to `body`, one element's line at a time, in
    /// document order and in flat memory: the outline that `XMLTree.dump()` prints, without
    /// keeping the tree.
    ///
    /// ```
    /// var outline = ""
    /// var reader = XMLStreamReader()
    /// reader.onOutline(depth: 2) { line in
    ///     guard !line.isRevision else { return }     // no mixed content here
    ///     outline += String(repeating: "  ", count: line.depth) + line.text + "\n"
    /// }
    /// try reader.read(from: Data(#"<gpx version="1.1"><trk><name>Run</name></trk></gpx>"#.utf8))
    /// #expect(outline == "gpx version=\"1.1\"\n  trk\n")
    /// ```
    ///
    /// Lines of elements with child elements can be revised (see `XMLOutlineLine`): to print
    /// exactly what `dump()` prints, hold a line that is not final until its revision or its
    /// element's end could come, or replace it while it is still held.
    ///
    /// A reader has one outline: calling this again replaces the earlier closure. Elements inside
    /// records (`onRecord`) are in the outline too; an element whose text is streamed with
    /// `onText` is, without its text, which never enters the document.
    ///
    /// - parameter depth: The number of levels to hand over (1: the root alone); nil for all.
    ///   Deeper elements are read but not handed over.
    /// - parameter body: Receives each line; throwing stops the parse.
    public mutating func onOutline(depth: Int? = nil, _ body: @escaping (XMLOutlineLine) throws -> Void) {
        addRoute(at: "*", .outline(depth: depth, body: body))
    }
}

/// The outline's side of the streaming router, one per read: told of every start and end tag
/// (inside records too), it renders each element's line from the streaming document before the
/// router drops it.
final class OutlineRoute {
    private let maximumDepth: Int
    private let body: (XMLOutlineLine) throws -> Void
    /// Elements started so far: the next one's number.
    private var started = 0
    /// Per open element, innermost last: its number, and the line handed over at its first
    /// child (nil until then).
    private var open: [(element: Int, shown: [UInt8]?)] = []
    private var line: [UInt8] = []

    init(depth: Int?, _ body: @escaping (XMLOutlineLine) throws -> Void) {
        maximumDepth = depth ?? Int.max
        self.body = body
    }

    /// After the start tag (and attributes) of the element at `depth`: its parent's line is
    /// handed over now, if this is its first child.
    func started(_ state: UnsafeMutablePointer<BuildState>, depth: Int) throws {
        open.append((started, nil))
        started += 1
        guard depth > 0, open[depth - 1].shown == nil, depth - 1 < maximumDepth else { return }
        let document = state.pointee.document
        let parent = document.elements[document.elements.count - 1].parent
        render(parent, document.text[state.pointee.textSoFar(ofOpenElementAt: depth - 1)], document)
        open[depth - 1].shown = line
        try hand(open[depth - 1].element, parent, depth: depth - 1, document, isFinal: false, isRevision: false)
    }

    /// After the end tag of `element` at `depth`, before the router drops it: its line, or the
    /// revision of its line when its text went on after a child.
    func ended(_ element: Int32, depth: Int, _ state: UnsafeMutablePointer<BuildState>) throws {
        guard let (number, shown) = open.popLast(), depth < maximumDepth else { return }
        let document = state.pointee.document
        render(element, document.textBytes(of: element), document)
        guard line != shown else { return }
        try hand(number, element, depth: depth, document, isFinal: true, isRevision: shown != nil)
    }

    private func render(_ element: Int32, _ text: ArraySlice<UInt8>, _ document: Document) {
        line.removeAll(keepingCapacity: true)
        document.writeOutlineLine(of: element, text: text, into: &line)
    }

    /// Hands over the line just rendered for the element numbered `number`, at `element` in
    /// the document.
    private func hand(
        _ number: Int, _ element: Int32, depth: Int, _ document: Document,
        isFinal: Bool, isRevision: Bool
    ) throws {
        let record = document.elements[Int(element)]
        try body(
            XMLOutlineLine(
                element: number, depth: depth, name: document.names[record.name],
                text: String(decoding: line, as: UTF8.self),
                line: Int(record.line), isFinal: isFinal, isRevision: isRevision))
    }
}
