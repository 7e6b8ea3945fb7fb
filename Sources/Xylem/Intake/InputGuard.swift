/// Checks every chunk of input before XMLParser sees it: sniffs the encoding from the first
/// bytes, validates UTF-8, scans the prolog for entity declarations, and counts lines so that
/// a rejection can say where it happened. It never holds more than the chunk in hand.
struct InputGuard {
    private var encoding: SniffedEncoding?
    private var validator = UTF8Validator()
    /// For declared encodings other than UTF-8 and UTF-16.
    private var encodingValidator: EncodingValidator?
    private var prolog = PrologScanner()
    private let allowsEntityDeclarations: Bool
    private var attributes: AttributeCounter
    private let maximumBytes: Int
    /// Bytes checked so far.
    private(set) var bytesChecked = 0
    /// Line feeds seen in the bytes checked so far.
    private var lineFeeds = 0
    /// For UTF-16 prolog scanning: a byte left over from the previous chunk.
    private var oddByte: UInt8?
    /// For UTF-16 attribute counting: a byte left over from the previous chunk.
    private var attributeOddByte: UInt8?
    /// For UTF-16 validation: the previous unit was a high surrogate.
    private var afterHighSurrogate = false

    init(allowsEntityDeclarations: Bool = false, limits: XMLLimits = .default) {
        self.allowsEntityDeclarations = allowsEntityDeclarations
        attributes = AttributeCounter(maximum: limits.maximumAttributes)
        maximumBytes = limits.maximumDocumentSize
    }

    /// Checks the next chunk of input; throws the reason it must not be parsed.
    mutating func check(_ chunk: UnsafeBufferPointer<UInt8>) throws(XMLSyntaxError) {
        if encoding == nil {
            let sniffed = SniffedEncoding.sniff(chunk)
            encoding = sniffed
            var unsupported: String?
            if case .unsupported(let label) = sniffed { unsupported = label }
            if case .other(let label) = sniffed, !label.lowercased().hasPrefix("utf-16") {
                encodingValidator = EncodingValidator(label: label)
                if encodingValidator == nil { unsupported = label }
            }
            if let label = unsupported {
                throw XMLSyntaxError(reason: .unsupportedEncoding(label), line: 1, column: 1,
                                     message: "The document is in the encoding \"\(label)\", which Xylem does not read")
            }
        }
        if chunk.count > maximumBytes - bytesChecked {
            let at = max(0, maximumBytes - bytesChecked)
            throw failure(.limitExceeded(.documentSize), at: min(at, chunk.count - 1), in: chunk,
                          "The input is larger than XMLLimits.maximumDocumentSize (\(maximumBytes) bytes)")
        }
        if encoding == .utf8, let bad = validator.validate(chunk) {
            throw failure(.invalidUTF8(byteOffset: bytesChecked + bad), at: bad, in: chunk,
                          "Invalid UTF-8 byte 0x\(String(chunk[bad], radix: 16, uppercase: true)) at byte offset \(bytesChecked + bad)")
        }
        if let encodingValidator, let bad = encodingValidator.validate(chunk) {
            throw failure(.invalidEncoding(byteOffset: bytesChecked + bad), at: bad, in: chunk,
                          "Invalid byte sequence for the declared encoding at byte offset \(bytesChecked + bad)")
        }
        if !prolog.isDone && !allowsEntityDeclarations, let at = scanProlog(chunk) {
            throw failure(.entityDeclaration, at: at, in: chunk,
                          "The document's DTD declares entities (<!ENTITY>), which XMLParser cannot expand safely or correctly")
        }
        let tooManyAttributes: Int?
        if case .utf16(let bigEndian) = encoding {
            let (invalid, attributesAt) = scanUTF16(chunk, bigEndian: bigEndian)
            if let bad = invalid {
                throw failure(.invalidEncoding(byteOffset: bytesChecked + bad), at: bad, in: chunk,
                              "Unpaired UTF-16 surrogate at byte offset \(bytesChecked + bad)")
            }
            tooManyAttributes = attributesAt
        } else {
            tooManyAttributes = attributes.scan(chunk)
        }
        if let at = tooManyAttributes {
            switch attributes.finding {
            case .tooManyAttributes:
                throw failure(.limitExceeded(.attributes), at: at, in: chunk,
                              "An element has more than XMLLimits.maximumAttributes (\(attributes.maximum)) attributes")
            case .instructionWithoutData:
                throw failure(.instructionWithoutData, at: at, in: chunk,
                              "A processing instruction without data (<?name?>), which crashes XMLParser on Linux")
            }
        }
        lineFeeds += Self.countLineFeeds(chunk, upTo: chunk.count)
        bytesChecked += chunk.count
    }

    /// Checks UTF-16 input: surrogates must pair up (libxml2 2.9.14 crashes on an unpaired high
    /// surrogate; found by fuzzing), and attributes are counted with each code unit as one byte
    /// (ASCII as itself, anything else 0x80, which the counter ignores). Returns the index in
    /// `chunk` of an invalid unit, or of the quote that opens one attribute too many.
    private mutating func scanUTF16(_ chunk: UnsafeBufferPointer<UInt8>, bigEndian: Bool) -> (invalid: Int?, attributes: Int?) {
        var narrow = [UInt8]()
        narrow.reserveCapacity(chunk.count / 2 + 1)
        var ends: [Int] = []                    // index in `chunk` of each unit's last byte
        ends.reserveCapacity(chunk.count / 2 + 1)
        var i = 0
        var unpaired: Int?
        func add(_ unit: UInt16, endingAt end: Int) {
            let isLow = unit & 0xFC00 == 0xDC00
            if afterHighSurrogate != isLow, unpaired == nil { unpaired = end }
            afterHighSurrogate = unit & 0xFC00 == 0xD800
            narrow.append(unit < 0x80 ? UInt8(unit) : 0x80)
            ends.append(end)
        }
        if let first = attributeOddByte, !chunk.isEmpty {
            add(bigEndian ? UInt16(first) << 8 | UInt16(chunk[0]) : UInt16(chunk[0]) << 8 | UInt16(first), endingAt: 0)
            attributeOddByte = nil
            i = 1
        }
        while i + 1 < chunk.count {
            add(bigEndian ? UInt16(chunk[i]) << 8 | UInt16(chunk[i + 1]) : UInt16(chunk[i + 1]) << 8 | UInt16(chunk[i]),
                endingAt: i + 1)
            i += 2
        }
        if i < chunk.count { attributeOddByte = chunk[i] }
        if let unpaired { return (unpaired, nil) }
        guard let at = narrow.withUnsafeBufferPointer({ attributes.scan($0) }) else { return (nil, nil) }
        return (nil, ends[at])
    }

    /// Call at the end of the input: a UTF-8 sequence cut off by the end is invalid.
    func finish() throws(XMLSyntaxError) {
        if encoding == .utf8 && validator.isInsideSequence {
            throw XMLSyntaxError(reason: .invalidUTF8(byteOffset: bytesChecked), line: lineFeeds + 1, column: 0,
                                 message: "The input ends inside a UTF-8 sequence")
        }
        if afterHighSurrogate || attributeOddByte != nil {
            throw XMLSyntaxError(reason: .invalidEncoding(byteOffset: bytesChecked), line: lineFeeds + 1, column: 0,
                                 message: "The input ends inside a UTF-16 character")
        }
        if let encodingValidator, encodingValidator.isInsideCharacter {
            throw XMLSyntaxError(reason: .invalidEncoding(byteOffset: bytesChecked), line: lineFeeds + 1, column: 0,
                                 message: "The input ends inside a character of the declared encoding")
        }
    }

    /// Feeds the prolog scanner; returns the index in `chunk` where `<!ENTITY` completed.
    private mutating func scanProlog(_ chunk: UnsafeBufferPointer<UInt8>) -> Int? {
        var i = 0
        switch encoding {
        case .utf16(let bigEndian):
            while i < chunk.count && !prolog.isDone {
                guard let first = oddByte else { oddByte = chunk[i]; i += 1; continue }
                let second = chunk[i]
                oddByte = nil
                let unit = bigEndian ? UInt16(first) << 8 | UInt16(second) : UInt16(second) << 8 | UInt16(first)
                if prolog.consume(unit) { return i }
                i += 1
            }
        default:
            while i < chunk.count && !prolog.isDone {
                if prolog.consume(UInt16(chunk[i])) { return i }
                i += 1
            }
        }
        return nil
    }

    private func failure(_ reason: XMLSyntaxError.Reason, at index: Int, in chunk: UnsafeBufferPointer<UInt8>,
                         _ message: String) -> XMLSyntaxError {
        let line = lineFeeds + Self.countLineFeeds(chunk, upTo: index) + 1
        var column = 1
        var i = index
        while i > 0 && chunk[i - 1] != 0x0A { i -= 1; column += 1 }
        return XMLSyntaxError(reason: reason, line: line, column: column, message: message)
    }

    /// Counts line feeds eight bytes at a time: a byte equal to 0x0A becomes a zero byte after
    /// the XOR, the exact zero-byte test leaves 0x01 in its lane, and lanes are summed in blocks
    /// of 255 words (no lane can overflow), without needing a popcount instruction.
    private static func countLineFeeds(_ chunk: UnsafeBufferPointer<UInt8>, upTo end: Int) -> Int {
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
