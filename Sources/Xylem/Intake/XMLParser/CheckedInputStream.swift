import Foundation

/// The `InputStream` XMLParser reads from (`XMLParser(stream:)` pulls 128 KiB at a time).
///
/// It reads a `ByteSource`, converts it to UTF-8 when it is in another encoding (`Transcoder`),
/// and passes every chunk through an `InputGuard` before handing it over, so invalid bytes,
/// entity declarations and oversized input are stopped before libxml2 sees them. A rejected
/// chunk ends the parse: `read` returns -1 and `failure` says why.
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
/// Chunks without either (all but a few) go straight from the source into XMLParser's buffer.
final class CheckedInputStream: InputStream {
    private let reader: SourceReader
    private var guardrail: InputGuard
    private let forceUTF8: Bool
    private var transcoder: Transcoder?
    private var atFirstChunk = true
    private var finished = false
    /// Why reading stopped early, if it did.
    private(set) var failure: XMLSyntaxError?
    /// Whether `beforeRead` asked to stop (a streaming consumer went away or failed).
    private(set) var stopped = false
    /// The input's size in bytes, when it is known (a `Data`, a regular file once opened).
    var totalBytes: Int? { reader.totalBytes }
    /// Streaming only: called before each chunk is read, with the bytes handed to the parser so
    /// far (all of them parsed by then); returning false ends the input and so the parse.
    var beforeRead: ((_ bytesRead: Int) -> Bool)?
    /// Called before each chunk is handed over: true when the chunk holds part of the document
    /// type declaration (and nothing after it), false otherwise.
    var quiet: ((Bool) -> Void)?

    /// Checked bytes not handed over yet: a chunk that has to be cut, or converted text.
    private var pending: [UInt8] = []
    private var pendingStart = 0
    /// Offset, in the checked UTF-8 stream, of the next byte to hand over.
    private var handedOver = 0
    /// Offsets a chunk must end before, in increasing order.
    private var cuts: [Int] = []
    /// Offsets before which a space is handed over on its own, in increasing order.
    private var spaces: [Int] = []
    /// The raw bytes of a document in another encoding, before conversion (reused per chunk).
    private var raw: [UInt8] = []
    /// Where the document type declaration starts and ends (the offset of its `>`).
    private var doctypeStart: Int?
    private var doctypeEnd: Int?

    /// - parameter isUTF8Text: the bytes are a Swift String's UTF-8, whatever the XML
    ///   declaration says.
    /// - parameter limits: the attribute count and the document size are checked here, on the
    ///   bytes, before the parser reads them.
    init(_ source: ByteSource, isUTF8Text: Bool = false, limits: XMLLimits = .default) {
        reader = SourceReader(source)
        forceUTF8 = isUTF8Text
        guardrail = InputGuard(limits: limits)
        super.init(data: Data())
    }

    override func open() {
        do { try reader.open() } catch { failure = error }
    }

    override func close() { reader.close() }

    override var hasBytesAvailable: Bool { !finished && failure == nil }
    override var streamStatus: Stream.Status { failure != nil ? .error : (finished ? .atEnd : .open) }
    override var streamError: Error? { failure }

    override func read(_ buffer: UnsafeMutablePointer<UInt8>, maxLength length: Int) -> Int {
        if failure != nil || stopped { return -1 }
        do {
            while pending.count == pendingStart {
                if finished { return 0 }
                if let beforeRead, !beforeRead(reader.bytesRead) {
                    stopped = true
                    return -1
                }
                if let count = try readDirectly(buffer, length) {
                    quiet?(isQuiet(handedOver ..< handedOver + count))
                    handedOver += count
                    return count
                }
            }
            return serve(buffer, length)
        } catch {
            failure = error
            return -1
        }
    }

    /// Reads the next chunk straight into XMLParser's buffer and checks it there. Returns its
    /// length when it can go as it is; nil when it went to `pending` (converted, or to be cut).
    private func readDirectly(_ buffer: UnsafeMutablePointer<UInt8>, _ length: Int) throws(XMLSyntaxError) -> Int? {
        if transcoder != nil { try readConverted(length); return nil }
        let count = try reader.read(into: buffer, length)
        if count == 0 { try finish(); return nil }
        let chunk = UnsafeMutableBufferPointer(start: buffer, count: count)
        if atFirstChunk {
            atFirstChunk = false
            switch SniffedEncoding.sniff(UnsafeBufferPointer(chunk), forceUTF8: forceUTF8) {
            case .utf8:
                try Self.checkStart(UnsafeBufferPointer(chunk))
                if !XMLDeclaration.blankEncoding(in: chunk) { throw Self.malformedDeclaration }
            case .converted(let name, let label):
                guard let converter = Transcoder(from: name) else { throw Self.unsupported(label) }
                transcoder = converter
                try convert(UnsafeBufferPointer(chunk))
                return nil
            case .unsupported(let label):
                throw Self.unsupported(label)
            case .conflicting(let declared, let mark):
                throw XMLSyntaxError(reason: .conflictingEncoding(declared: declared, byteOrderMark: mark), line: 1, column: 1,
                                     message: "The document starts with a \(mark) byte order mark but declares encoding=\"\(declared)\"; "
                                        + "remove the byte order mark or correct the declaration")
            }
        }
        var marks = InputGuard.Marks()
        try guardrail.check(chunk, marks: &marks)
        if marks.isEmpty && cuts.isEmpty { return count }
        pending.append(contentsOf: chunk)
        record(marks, at: handedOver)
        return nil
    }

    /// Reads the next chunk of a document in another encoding and converts it into `pending`.
    private func readConverted(_ length: Int) throws(XMLSyntaxError) {
        if raw.count < length { raw = [UInt8](repeating: 0, count: length) }
        let count = try raw.withUnsafeMutableBufferPointer { buffer throws(XMLSyntaxError) in
            try reader.read(into: buffer.baseAddress!, length)
        }
        if count == 0 { return try finish() }
        try raw.withUnsafeBufferPointer { buffer throws(XMLSyntaxError) in
            try convert(UnsafeBufferPointer(rebasing: buffer[..<count]))
        }
    }

    /// Converts `chunk` to UTF-8 at the end of `pending`, corrects the declaration of the first
    /// chunk, and checks what was converted.
    private func convert(_ chunk: UnsafeBufferPointer<UInt8>) throws(XMLSyntaxError) {
        guard let transcoder else { return }
        let start = pending.count
        let invalid = transcoder.convert(chunk, into: &pending)
        if start == 0 && pendingStart == 0 && handedOver == 0 {
            try pending.withUnsafeBufferPointer { bytes throws(XMLSyntaxError) in try Self.checkStart(bytes) }
            if !pending.withUnsafeMutableBufferPointer({ XMLDeclaration.blankEncoding(in: $0) }) {
                throw Self.malformedDeclaration
            }
        }
        var marks = InputGuard.Marks()
        try pending.withUnsafeMutableBufferPointer { all throws(XMLSyntaxError) in
            try guardrail.check(UnsafeMutableBufferPointer(rebasing: all[start...]), marks: &marks)
        }
        record(marks, at: handedOver + (start - pendingStart))
        if let invalid {
            throw XMLSyntaxError(reason: .invalidEncoding(byteOffset: invalid), line: guardrail.lineFeeds + 1, column: 0,
                                 message: "Invalid byte sequence for the declared encoding at byte offset \(invalid)")
        }
    }

    /// The end of the input.
    private func finish() throws(XMLSyntaxError) {
        finished = true
        if let transcoder, transcoder.isInsideCharacter {
            throw XMLSyntaxError(reason: .invalidEncoding(byteOffset: reader.bytesRead), line: guardrail.lineFeeds + 1,
                                 column: 0, message: "The input ends inside a character of the declared encoding")
        }
        try guardrail.finish()
    }

    /// Turns a chunk's marks, found at `offset` of the checked stream, into cuts.
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
        var count = min(length, pending.count - pendingStart)
        if let cut = cuts.first { count = min(count, cut - handedOver) }
        pending.withUnsafeBufferPointer { bytes in
            _ = memcpy(buffer, bytes.baseAddress! + pendingStart, count)
        }
        pendingStart += count
        if pendingStart == pending.count {
            pending.removeAll(keepingCapacity: true)
            pendingStart = 0
        }
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

    /// libxml2 picks the encoding of its input from the first four bytes, whatever it is told:
    /// `00 00 00 3C` is UCS-4, `3C 00 3F 00` UTF-16, and so on, and it crashes on the first
    /// character it cannot convert (found by the fuzzer as `00 00 00 3C 6D FF` given as a String:
    /// a String's UTF-8 is never sniffed). Every such pattern has a NUL byte in the first four,
    /// and NUL is never allowed in XML, so UTF-8 input (and converted input, which starts with
    /// `<` or a BOM) that has one there is refused before the parser sees it.
    private static func checkStart(_ bytes: UnsafeBufferPointer<UInt8>) throws(XMLSyntaxError) {
        guard let index = bytes.prefix(4).firstIndex(of: 0) else { return }
        throw XMLSyntaxError(reason: .parser(code: 9), line: 1, column: index + 1,
                             message: "The document starts with a NUL byte (U+0000 is not allowed in XML; "
                                + "are these UTF-16 or UTF-32 bytes read as a String?)")
    }

    private static let malformedDeclaration = XMLSyntaxError(
        reason: .parser(code: 57), line: 1, column: 1,
        message: "Malformed XML declaration (it must read <?xml version=\"1.0\" encoding=\"name\" ...?>)")

    private static func unsupported(_ label: String) -> XMLSyntaxError {
        XMLSyntaxError(reason: .unsupportedEncoding(label), line: 1, column: 1,
                       message: "The document is in the encoding \"\(label)\", which Xylem does not read")
    }
}
