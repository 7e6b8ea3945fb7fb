// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The checked UTF-8 input every event source parses: reads a `ByteSource` in chunks, converts
/// it to UTF-8 when it is in another encoding (`Transcoder`), blanks the declaration's
/// `encoding` (the parser only ever sees UTF-8), and passes every chunk through an `InputGuard`,
/// so invalid bytes, entity declarations and oversized input are stopped before a parser sees
/// them. A rejected chunk ends the input: `read` throws why.
///
/// Where a chunk ends, and where each source cuts it again (XMLParser's stream around the
/// document type declaration and `<?name?>`, libxml2's slices), is `InputCutPlanner`'s rule.
final class CheckedInput {
    private let reader: SourceReader
    private var guardrail: InputGuard
    private let forceUTF8: Bool
    private var transcoder: Transcoder?
    private var atFirstChunk = true
    /// CR LF and lone CR become LF before the guard and the parser see a chunk.
    private var lineEnds = LineEnds()
    private(set) var finished = false
    /// The input's size in bytes, when it is known (a `Data`, a regular file once opened).
    var totalBytes: Int? { reader.totalBytes }
    /// Streaming only: called before each chunk is read from the source, with the bytes read
    /// so far (all of them parsed by then, but for up to two held-back `]`); returning false
    /// ends the input (`stopped`).
    var beforeRead: ((_ bytesRead: Int) -> Bool)?
    /// The most bytes one `read` hands over: unlimited but for the caller's buffer in use. The
    /// chunk-invariance tests set it small, so that every boundary a large document meets
    /// (128 KiB chunks, libxml2's slices) is met within a few bytes, at every position. The first
    /// chunk gets at least `first` bytes: the encoding is sniffed from it (the XML declaration
    /// must be in it), and a real source always fills it (`SourceReader` reads until the buffer
    /// is full or the input ends). Given to `init`: unlimited but in those tests.
    private let chunkLimit: ChunkLimit
    /// Whether `beforeRead` asked to stop (a streaming consumer went away or failed): `read`
    /// then returned 0, which is not the end of the document.
    private(set) var stopped = false
    /// Called, before the parser reads it, with the number (from 1) of each start tag that
    /// declares `xmlns:xml`: libxml2 drops that declaration, and the builder puts it back.
    var xmlNamespaceDeclared: ((_ startTag: Int) -> Void)?

    /// Converted bytes not handed over yet (a document in another encoding only).
    private var converted = ByteQueue()
    /// The raw bytes of a document in another encoding, before conversion (reused per chunk).
    private var raw: [UInt8] = []

    /// - parameter limits: the attribute count and the document size are checked here, on the
    ///   bytes, before a parser reads them.
    /// - parameter attributeOrder: where the guard records the order of each start tag's
    ///   attributes (for XMLParser, which loses it), or nil.
    /// - parameter expandsEntities: the source expands internal entities when the limits ask
    ///   for it (`InputGuard`).
    /// - parameter chunkLimit: the most bytes one `read` hands over (`chunkLimit`).
    init(
        _ source: ByteSource, limits: XMLLimits = .default,
        attributeOrder: AttributeOrder? = nil, expandsEntities: Bool = false,
        chunkLimit: ChunkLimit = .unlimited
    ) {
        self.chunkLimit = chunkLimit
        reader = SourceReader(source)
        // A Swift string's bytes are UTF-8 whatever its XML declaration says.
        forceUTF8 = source.isUTF8Text
        guardrail = InputGuard(limits: limits, order: attributeOrder, expandsEntities: expandsEntities)
    }

    func open() throws(XMLSyntaxError) { try reader.open() }

    func close() { reader.close() }

    /// Fills `buffer` with up to `length` (at least 4) checked UTF-8 bytes; returns 0 only at
    /// the end of the input. `marks` is called with what the guard found in a checked region
    /// (`InputGuard.Marks`, indices relative to the region) and the region's offset in the
    /// checked stream, before any of the region is returned.
    ///
    /// Up to two `]` that end a chunk are held back and start the next one, so that no `]]>` in
    /// text is cut where libxml2 would miss it (`InputCutPlanner`).
    func read(
        into buffer: UnsafeMutablePointer<UInt8>, _ length: Int,
        marks: (InputGuard.Marks, _ offset: Int) -> Void
    ) throws(XMLSyntaxError) -> Int {
        let length = min(length, max(4, atFirstChunk ? chunkLimit.first : chunkLimit.rest))
        var count = heldBrackets
        for k in 0 ..< count { buffer[k] = UInt8(ascii: "]") }
        heldBrackets = 0
        while true {
            let more = try readChecked(into: buffer + count, length - count, marks: marks)
            if more == 0 { return stopped ? 0 : count }  // the end: nothing follows the brackets
            count += more
            // The chunk rule looks at the bytes only: no offset, no marks.
            let keep = InputCutPlanner.next(UnsafeBufferPointer(start: buffer, count: count), at: 0, for: .chunk).length
            if keep > 0 {
                heldBrackets = count - keep
                return keep
            }
            // One or two `]` and nothing else so far: read on.
        }
    }

    /// `]` bytes held back from the end of the last chunk (checked already), at most two.
    private var heldBrackets = 0

    /// `read` without the held-back brackets.
    private func readChecked(
        into buffer: UnsafeMutablePointer<UInt8>, _ length: Int,
        marks: (InputGuard.Marks, _ offset: Int) -> Void
    ) throws(XMLSyntaxError) -> Int {
        while converted.isEmpty {
            if finished || stopped { return 0 }
            if let beforeRead, !beforeRead(reader.bytesRead) {
                stopped = true
                return 0
            }
            if transcoder != nil { try readConverted(length, marks); continue }
            let read = try reader.read(into: buffer, length)
            if read == 0 { try finish(); return 0 }
            if atFirstChunk {
                atFirstChunk = false
                if try startConverting(UnsafeMutableBufferPointer(start: buffer, count: read), marks) { continue }
            }
            let count = lineEnds.normalize(UnsafeMutableBufferPointer(start: buffer, count: read))
            if count == 0 { continue }  // the LF of a pair the last chunk cut
            let chunk = UnsafeMutableBufferPointer(start: buffer, count: count)
            let offset = guardrail.bytesChecked
            var found = InputGuard.Marks()
            do {
                try guardrail.check(chunk, marks: &found)
            } catch {
                throw inInputOffsets(error, chunkStart: offset)
            }
            if !found.isEmpty { report(found, at: offset, marks) }
            return count
        }
        return converted.take(into: buffer, length)
    }

    /// Looks at the first chunk: UTF-8 is checked where it lies (returns false); another
    /// encoding starts the conversion, whose output is checked as it is made (returns true).
    private func startConverting(
        _ chunk: UnsafeMutableBufferPointer<UInt8>,
        _ marks: (InputGuard.Marks, Int) -> Void
    ) throws(XMLSyntaxError) -> Bool {
        switch SniffedEncoding.sniff(UnsafeBufferPointer(chunk), forceUTF8: forceUTF8) {
        case .utf8:
            try Self.checkStart(UnsafeBufferPointer(chunk))
            if !XMLDeclaration.blankEncoding(in: chunk) { throw Self.malformedDeclaration }
            return false
        case .converted(let name, let label):
            guard let converter = Transcoder(from: name) else { throw Self.unsupported(label) }
            transcoder = converter
            try convert(UnsafeBufferPointer(chunk), marks)
            return true
        case .unsupported(let label):
            throw Self.unsupported(label)
        case .conflicting(let declared, let mark):
            throw XMLSyntaxError(
                reason: .conflictingEncoding(declared: declared, byteOrderMark: mark), line: 1, column: 1,
                message: "The document starts with a \(mark) byte order mark but declares encoding=\"\(declared)\"; "
                    + "remove the byte order mark or correct the declaration")
        case .mismatchedByteOrderMark(let mark):
            throw XMLSyntaxError(
                reason: .invalidEncoding(byteOffset: 2), line: 1, column: 1,
                message: "The document starts with a \(mark) byte order mark, but what follows is not \(mark) "
                    + "(8-bit text, such as UTF-8?); remove the byte order mark (the first 2 bytes) or save the document as \(mark)"
            )
        }
    }

    /// Reads the next chunk of a document in another encoding and converts it.
    private func readConverted(_ length: Int, _ marks: (InputGuard.Marks, Int) -> Void) throws(XMLSyntaxError) {
        if raw.count < length { raw = [UInt8](repeating: 0, count: length) }
        let count = try raw.withUnsafeMutableBufferPointer { buffer throws(XMLSyntaxError) in
            try reader.read(into: buffer.baseAddress!, length)
        }
        if count == 0 { return try finish() }
        try raw.withUnsafeBufferPointer { buffer throws(XMLSyntaxError) in
            try convert(UnsafeBufferPointer(rebasing: buffer[..<count]), marks)
        }
    }

    /// Converts `chunk` to UTF-8 at the end of `converted`, corrects the declaration of the
    /// first chunk, and checks what was converted.
    private func convert(
        _ chunk: UnsafeBufferPointer<UInt8>, _ marks: (InputGuard.Marks, Int) -> Void
    ) throws(XMLSyntaxError) {
        guard let transcoder else { return }
        let start = converted.bytes.count
        let invalid = transcoder.convert(chunk, into: &converted.bytes)
        let kept = converted.bytes.withUnsafeMutableBufferPointer { all in
            lineEnds.normalize(UnsafeMutableBufferPointer(rebasing: all[start...]))
        }
        converted.bytes.removeLast(converted.bytes.count - start - kept)
        if guardrail.bytesChecked == 0 {
            try converted.bytes.withUnsafeBufferPointer { bytes throws(XMLSyntaxError) in try Self.checkStart(bytes) }
            if !converted.bytes.withUnsafeMutableBufferPointer({ XMLDeclaration.blankEncoding(in: $0) }) {
                throw Self.malformedDeclaration
            }
        }
        let offset = guardrail.bytesChecked
        var found = InputGuard.Marks()
        try converted.bytes.withUnsafeMutableBufferPointer { all throws(XMLSyntaxError) in
            try guardrail.check(UnsafeMutableBufferPointer(rebasing: all[start...]), marks: &found)
        }
        if !found.isEmpty { report(found, at: offset, marks) }
        if let invalid {
            throw XMLSyntaxError(
                reason: .invalidEncoding(byteOffset: invalid), line: guardrail.lineFeeds + 1, column: 0,
                message: "Invalid byte sequence for the declared encoding at byte offset \(invalid)")
        }
    }

    /// Hands what the guard found in a region at `offset` to the source (and `xmlns:xml`
    /// declarations to `xmlNamespaceDeclared`).
    private func report(_ found: InputGuard.Marks, at offset: Int, _ marks: (InputGuard.Marks, Int) -> Void) {
        for tag in found.xmlNamespaceTags { xmlNamespaceDeclared?(tag) }
        marks(found, offset)
    }

    /// The end of the input.
    private func finish() throws(XMLSyntaxError) {
        finished = true
        if let transcoder, transcoder.isInsideCharacter {
            throw XMLSyntaxError(
                reason: .invalidEncoding(byteOffset: reader.bytesRead), line: guardrail.lineFeeds + 1,
                column: 0, message: "The input ends inside a character of the declared encoding")
        }
        do {
            try guardrail.finish()
        } catch {
            throw transcoder == nil ? inInputOffsets(error, chunkStart: nil) : error
        }
    }

    /// `error` with its byte offset (in the checked bytes, whose CR LF pairs are one byte)
    /// counted in the input instead.
    private func inInputOffsets(_ error: XMLSyntaxError, chunkStart: Int?) -> XMLSyntaxError {
        guard case .invalidUTF8(let offset) = error.reason else { return error }
        let input = lineEnds.inputOffset(offset, chunkStart: chunkStart)
        guard input != offset else { return error }
        return XMLSyntaxError(
            reason: .invalidUTF8(byteOffset: input), line: error.line, column: error.column,
            message: error.message.replacingOccurrences(of: "byte offset \(offset)", with: "byte offset \(input)"),
            context: error.context)
    }

    /// libxml2 picks the encoding of its input from the first four bytes, whatever it is told:
    /// `00 00 00 3C` is UCS-4, `3C 00 3F 00` UTF-16, and so on, and it crashes on the first
    /// character it cannot convert (found by the fuzzer as `00 00 00 3C 6D FF` given as a String:
    /// a String's UTF-8 is never sniffed). Every such pattern has a NUL byte in the first four,
    /// and NUL is never allowed in XML, so UTF-8 input (and converted input, which starts with
    /// `<` or a BOM) that has one there is refused before the parser sees it.
    private static func checkStart(_ bytes: UnsafeBufferPointer<UInt8>) throws(XMLSyntaxError) {
        guard let index = bytes.prefix(4).firstIndex(of: 0) else { return }
        throw XMLSyntaxError(
            reason: .parser(code: 9), line: 1, column: index + 1,
            message: "The document starts with a NUL byte (U+0000 is not allowed in XML; "
                + "are these UTF-16 or UTF-32 bytes read as a String?)")
    }

    private static let malformedDeclaration = XMLSyntaxError(
        reason: .parser(code: 57), line: 1, column: 1,
        message: "Malformed XML declaration (it must read <?xml version=\"1.0\" encoding=\"name\" ...?>)")

    private static func unsupported(_ label: String) -> XMLSyntaxError {
        XMLSyntaxError(
            reason: .unsupportedEncoding(label), line: 1, column: 1,
            message: "The document is in the encoding \"\(label)\", which Xylem does not read")
    }
}

/// The most bytes `CheckedInput.read` hands over: `first` for the first chunk, `rest` for each
/// after it. Only the chunk-invariance tests limit them (`DocumentParser.parse(_:chunkLimit:)`).
struct ChunkLimit: Sendable {
    var first: Int
    var rest: Int

    /// No limit but the caller's buffer: every parse outside those tests.
    static var unlimited: ChunkLimit { ChunkLimit(first: .max, rest: .max) }
}
