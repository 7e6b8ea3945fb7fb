// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

/// Checks every chunk of (UTF-8) input before the parser sees it: validates UTF-8, scans the
/// prolog for the DTD and its entity declarations, counts the attributes of every start tag,
/// finds the processing instructions XMLParser cannot take, and counts lines so that a
/// rejection can say where it happened. It never holds more than the chunk in hand.
struct InputGuard {
    /// Where a chunk needs more than being passed on (indices into the chunk).
    struct Marks {
        /// The `D` of `<!DOCTYPE`.
        var doctypeStart: Int?
        /// The `>` that closes the document type declaration.
        var doctypeEnd: Int?
        /// Positions that get a space put before them (`<?name?>` becomes `<?name ?>`).
        var spaceBefore: [Int] = []
        /// The start tags (numbered from 1 in the whole input) that declare `xmlns:xml`, which
        /// libxml2 drops and the builder puts back (`AttributeCounter.Finding`).
        var xmlNamespaceTags: [Int] = []

        var isEmpty: Bool {
            doctypeStart == nil && doctypeEnd == nil && spaceBefore.isEmpty && xmlNamespaceTags.isEmpty
        }
    }

    private var validator = UTF8Validator()
    private var prolog = PrologScanner()
    private var attributes: AttributeCounter
    private let maximumBytes: Int
    /// Whether entity declarations are read (their expansion is bounded by the source), and
    /// whether they were asked for (for the message when the source cannot expand them).
    private let readsEntities: Bool
    private let entitiesAskedFor: Bool
    /// Bytes checked so far.
    private(set) var bytesChecked = 0
    /// Line feeds seen in the bytes checked so far.
    private(set) var lineFeeds = 0

    /// - parameter order: where the attribute names of start tags are recorded in document
    ///   order (the XMLParser source), or nil.
    /// - parameter expandsEntities: the source expands internal entities within the limits'
    ///   `entityExpansion`, when it asks for it (libxml2's does; XMLParser cannot).
    init(limits: XMLLimits = .default, order: AttributeOrder? = nil, expandsEntities: Bool = false) {
        attributes = AttributeCounter(maximum: limits.maximumAttributes, order: order)
        maximumBytes = limits.maximumDocumentSize
        entitiesAskedFor = limits.entityLimits != nil
        readsEntities = entitiesAskedFor && expandsEntities
    }

    /// Checks the next chunk of input; throws the reason it must not be parsed. Inside the
    /// DTD's internal subset, a few bytes of comments and processing-instruction data are
    /// replaced with spaces, in place (see `PrologScanner`).
    mutating func check(_ mutableChunk: UnsafeMutableBufferPointer<UInt8>, marks: inout Marks) throws(XMLSyntaxError) {
        let chunk = UnsafeBufferPointer(mutableChunk)
        if chunk.count > maximumBytes - bytesChecked {
            let at = max(0, maximumBytes - bytesChecked)
            throw failure(
                .limitExceeded(.documentSize), at: min(at, chunk.count - 1), in: chunk,
                "The input is larger than XMLLimits.maximumDocumentSize (\(maximumBytes) bytes)")
        }
        if let bad = validator.validate(chunk) {
            throw failure(
                .invalidUTF8(byteOffset: bytesChecked + bad), at: bad, in: chunk,
                "Invalid UTF-8 byte 0x\(String(chunk[bad], radix: 16, uppercase: true)) at byte offset \(bytesChecked + bad)"
            )
        }
        if !prolog.isDone { try scanProlog(mutableChunk, &marks) }
        var start = 0
        attributes.order?.compact()
        while start < chunk.count, let at = attributes.scan(chunk, from: start) {
            switch attributes.finding {
            case .tooManyAttributes:
                throw failure(
                    .limitExceeded(.attributes), at: at, in: chunk,
                    "An element has more than XMLLimits.maximumAttributes (\(attributes.maximum)) attributes")
            case .instructionWithoutData:
                marks.spaceBefore.append(at)
                start = at + 1
            case .instructionTargetNotEnded:
                throw failure(
                    .parser(code: 65), at: at, in: chunk,
                    "A processing instruction's name must be followed by whitespace or '?>'")
            case .xmlNamespaceDeclaration:
                marks.xmlNamespaceTags.append(attributes.startTags)
                start = at + 1
            case .repeatedXMLNamespaceDeclaration:
                throw failure(.parser(code: 42), at: at, in: chunk, XMLSyntaxError.message(forParserCode: 42))
            }
        }
        attributes.chunkEnded(chunk)
        lineFeeds += Self.countLineFeeds(chunk, upTo: chunk.count)
        bytesChecked += chunk.count
    }

    /// Call at the end of the input: a UTF-8 sequence cut off by the end is invalid.
    func finish() throws(XMLSyntaxError) {
        if validator.isInsideSequence {
            throw XMLSyntaxError(
                reason: .invalidUTF8(byteOffset: bytesChecked), line: lineFeeds + 1, column: 0,
                message: "The input ends inside a UTF-8 sequence")
        }
    }

    private mutating func scanProlog(
        _ chunk: UnsafeMutableBufferPointer<UInt8>, _ marks: inout Marks
    ) throws(XMLSyntaxError) {
        var i = 0
        while i < chunk.count && !prolog.isDone {
            switch prolog.consume(chunk[i]) {
            case .none: break
            case .doctypeStart:
                marks.doctypeStart = i
                attributes.order?.minimumCount = 1  // attribute defaults may follow (AttributeOrder)
            case .doctypeEnd: marks.doctypeEnd = i
            case .entityDeclaration:
                if readsEntities { break }
                throw failure(
                    .entityDeclaration, at: i, in: UnsafeBufferPointer(chunk),
                    entitiesAskedFor
                        ? "The document's DTD declares entities (<!ENTITY>), which Foundation's XMLParser cannot expand correctly "
                            + "(it drops the text after each reference): read it with XMLDecoder.Parser.libxml2"
                        : "The document's DTD declares entities (<!ENTITY>), which are refused by default: to expand internal "
                            + "entities within limits, set entityExpansion = .internalEntities() and read with .libxml2"
                )
            case .blank: chunk[i] = 0x20
            case .unreadableSubset:
                throw failure(
                    .parser(code: 61), at: i, in: UnsafeBufferPointer(chunk),
                    "The DTD's internal subset cannot be read safely: the parser would look for its end elsewhere "
                        + "(a quote or ']' outside the literals of its declarations, or '<!--' inside a declaration)")
            }
            i += 1
        }
    }

    /// An error at `index` of `chunk`, with its line and column.
    func failure(
        _ reason: XMLSyntaxError.Reason, at index: Int, in chunk: UnsafeBufferPointer<UInt8>,
        _ message: String
    ) -> XMLSyntaxError {
        let line = lineFeeds + Self.countLineFeeds(chunk, upTo: index) + 1
        var column = 1
        var i = index
        while i > 0 && chunk[i - 1] != 0x0A { i -= 1; column += 1 }
        return XMLSyntaxError(reason: reason, line: line, column: column, message: message)
    }

    /// Counts line feeds eight bytes at a time: a byte equal to 0x0A becomes a zero byte after
    /// the XOR, the exact zero-byte test leaves 0x01 in its lane, and lanes are summed in blocks
    /// of 255 words (no lane can overflow), without needing a popcount instruction.
    static func countLineFeeds(_ chunk: UnsafeBufferPointer<UInt8>, upTo end: Int) -> Int {
        guard let base = chunk.baseAddress else { return 0 }
        let low7: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        let evenBytes: UInt64 = 0x00FF_00FF_00FF_00FF
        var count = 0
        var i = 0
        while i + 8 <= end {
            var lanes: UInt64 = 0
            let blockEnd = min(end - 8, i + 8 * 254)
            while i <= blockEnd {
                let word = UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self) ^ 0x0A0A_0A0A_0A0A_0A0A
                lanes &+= ~(((word & low7) &+ low7) | word | low7) >> 7
                i &+= 8
            }
            let pairs = (lanes & evenBytes) &+ ((lanes >> 8) & evenBytes)
            count &+= Int((pairs &* 0x0001_0001_0001_0001) >> 48)
        }
        while i < end {
            if base[i] == 0x0A { count &+= 1 }
            i &+= 1
        }
        return count
    }
}
