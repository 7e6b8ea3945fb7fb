import Foundation

/// The `InputStream` XMLParser reads from (`XMLParser(stream:)` pulls 128 KiB at a time): the
/// checked UTF-8 of a `CheckedInput`, cut into chunks around what XMLParser cannot take.
///
/// Two of XMLParser's crashes on Linux are avoided here, by how the chunks are cut:
/// - the document type declaration is handed over in chunks of its own, during which the
///   parser runs without a delegate (`quiet`), so corelibs' DTD callbacks never reach the
///   `strlen(NULL)` they do for `#IMPLIED` attributes and public-only notations; the last of
///   them ends where libxml2's own search for the end of the internal subset does (quotes, `]`
///   and `<` in the subset's comments and instruction data are handed over as spaces so that
///   this search agrees with the grammar; see `PrologScanner`);
/// - `<?name?>` is handed over as `<?name ?>` (the same instruction, with empty rather than
///   NULL data), by handing the space over as a chunk of its own.
/// Chunks without either (all but a few) go straight from the input into XMLParser's buffer.
/// A rejected chunk ends the parse: `read` returns -1 and `failure` says why.
final class CheckedInputStream: InputStream {
    private let input: CheckedInput
    /// Why reading stopped early, if it did.
    private(set) var failure: XMLSyntaxError?
    /// Whether the input's `beforeRead` asked to stop (a streaming consumer went away or failed).
    var stopped: Bool { input.stopped }
    /// Called before each chunk is handed over: true when the chunk holds part of the document
    /// type declaration (and nothing after it), false otherwise.
    var quiet: ((Bool) -> Void)?

    /// Checked bytes held back because a chunk had to be cut.
    private var pending = ByteQueue()
    /// Offset, in the checked UTF-8 stream, of the next byte to hand over.
    private var handedOver = 0
    /// Offsets a chunk must end before, in increasing order.
    private var cuts: [Int] = []
    /// Offsets before which a space is handed over on its own, in increasing order.
    private var spaces: [Int] = []
    /// Where the document type declaration starts and ends (the offset of its `>`).
    private var doctypeStart: Int?
    private var doctypeEnd: Int?

    init(_ input: CheckedInput) {
        self.input = input
        super.init(data: Data())
    }

    override func open() {
        do { try input.open() } catch { failure = error }
    }

    override func close() { input.close() }

    override var hasBytesAvailable: Bool { !input.finished && failure == nil }
    override var streamStatus: Stream.Status { failure != nil ? .error : (input.finished ? .atEnd : .open) }
    override var streamError: Error? { failure }

    override func read(_ buffer: UnsafeMutablePointer<UInt8>, maxLength length: Int) -> Int {
        if failure != nil || input.stopped { return -1 }
        if !pending.isEmpty || spaces.first == handedOver { return serve(buffer, length) }
        do {
            let count = try input.read(into: buffer, length) { marks, offset in record(marks, at: offset) }
            if count == 0 { return input.stopped ? -1 : 0 }
            let range = handedOver ..< handedOver + count
            let mustCut = cuts.contains { $0 > range.lowerBound && $0 < range.upperBound }
                || spaces.contains { range.contains($0) }
            if !mustCut {
                quiet?(isQuiet(range))
                handedOver += count
                return count
            }
            pending.bytes.append(contentsOf: UnsafeBufferPointer(start: buffer, count: count))
            return serve(buffer, length)
        } catch {
            failure = error
            return -1
        }
    }

    /// Turns the marks of a checked region at `offset` into cuts.
    private func record(_ marks: InputGuard.Marks, at offset: Int) {
        if let start = marks.doctypeStart {
            doctypeStart = offset + start
            // XMLParser picks its SAX handler from the delegate when the first chunk arrives (it
            // builds a DOM tree without one): the first chunk always goes with the delegate.
            if offset == 0 { cuts.append(4) }
        }
        if let end = marks.doctypeEnd {
            doctypeEnd = offset + end
            cuts.append(offset + end + 1)
        }
        for position in marks.spaceBefore {
            cuts.append(offset + position)
            spaces.append(offset + position)
        }
        cuts.sort()
    }

    /// Hands over the next part of `pending`: up to the next cut, or a lone space.
    private func serve(_ buffer: UnsafeMutablePointer<UInt8>, _ length: Int) -> Int {
        while let cut = cuts.first, cut <= handedOver { cuts.removeFirst() }
        if let space = spaces.first, space == handedOver {
            spaces.removeFirst()
            quiet?(isQuiet(handedOver ..< handedOver + 1))
            buffer[0] = 0x20
            return 1
        }
        let count = pending.take(into: buffer, cuts.first.map { min(length, $0 - handedOver) } ?? length)
        quiet?(isQuiet(handedOver ..< handedOver + count))
        handedOver += count
        return count
    }

    /// Whether `range` of the checked stream holds part of the document type declaration.
    private func isQuiet(_ range: Range<Int>) -> Bool {
        guard range.lowerBound > 0, let start = doctypeStart, range.upperBound > start else { return false }
        if let end = doctypeEnd, range.lowerBound > end { return false }
        return true
    }
}
