// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

// Differential libFuzzer entry for Xylem: built by `TARGET=differential Tests/Fuzz/run.sh`
// together with the library sources (one module, so no `import Xylem`). Not part of any
// SwiftPM target.
//
// The same bytes go to both event sources (XMLParser and libxml2's SAX2 parser), as `Data`
// and, when they are valid UTF-8, as a String's UTF-8 (`isUTF8Text`, with tight limits), and
// both must give the same document or an error of the same kind, as in
// `Tests/XylemTests/Intake/SourceEquivalenceTests.swift` (whose documented exceptions apply
// here too). A disagreement is a crash, with both outcomes printed. Each source must also give
// the same outcome with the input cut into chunks of a few bytes (`checkChunking`).
import Foundation

/// The input as text for the exceptions' checks: NULs dropped (so UTF-16 reads as ASCII).
private func looseText(_ data: Data) -> String {
    // UTF-16 with a byte order mark is read as such: `<?pi?>` in it must be found too.
    if data.starts(with: [0xFE, 0xFF]) || data.starts(with: [0xFF, 0xFE]),
        let text = String(data: data, encoding: .utf16)
    {
        return text
    }
    return String(decoding: data.filter { $0 != 0 }, as: UTF8.self)
}

/// Whether the input holds a processing instruction without data (`<?name?>`), which
/// XMLParser is handed as `<?name ?>`: its columns after it on that line are one more.
private func hasInstructionWithoutData(_ text: String) -> Bool {
    // Unicode scalars, not characters: a combining mark after `?` (`<?\u{1058}...`) makes one
    // character of `?` and the mark, and `"<?"` would not be found.
    let scalars = Array(text.unicodeScalars)
    let space: Set<Unicode.Scalar> = [" ", "\t", "\n", "\r"]
    var i = 0
    while i + 1 < scalars.count {
        guard scalars[i] == "<" && scalars[i + 1] == "?" else { i += 1; continue }
        var end = i + 2
        while end < scalars.count && !space.contains(scalars[end]) && scalars[end] != "?" && scalars[end] != "<" {
            end += 1
        }
        if end > i + 2 && end + 1 < scalars.count && scalars[end] == "?" && scalars[end + 1] == ">" { return true }
        i += 2
    }
    return false
}

/// Whether the input holds a processing instruction named `xml` in any case (`<?xml` and a
/// space or `?`: libxml2's fatal error 64) other than the XML declaration at its start (a
/// byte order mark aside).
private func hasMisplacedXMLDeclaration(_ text: String) -> Bool {
    let text = text.drop(while: { $0 == "\u{FEFF}" || $0 == "\u{FFFD}" })
    var rest = text[...]
    while let open = rest.range(of: "<?") {
        let name = rest[open.upperBound...].prefix(while: { !$0.isWhitespace && $0 != "?" })
        let isDeclaration = open.lowerBound == text.startIndex && name == "xml"
        if name.lowercased() == "xml", !isDeclaration, name.endIndex != rest.endIndex { return true }
        rest = rest[open.upperBound...]
    }
    return false
}

/// The document's lines without their columns.
private func withoutColumns(_ outcome: String) -> String {
    outcome.split(separator: "\n", omittingEmptySubsequences: false).map { line in
        guard let colon = line.lastIndex(of: ":") else { return String(line) }
        return String(line[..<colon])
    }.joined(separator: "\n")
}

/// Whether two outcomes agree, the documented exceptions applied.
private func agree(_ foundation: String, _ libxml2: String, _ text: String) -> Bool {
    if foundation == libxml2 { return true }
    let foundationFailed = foundation.hasPrefix("error: "), libxml2Failed = libxml2.hasPrefix("error: ")
    // Inside an internal DTD subset XMLParser runs without a delegate: both must reject,
    // reasons may differ.
    if foundationFailed && libxml2Failed && SourceComparison.hasInternalSubset(text) { return true }
    // A misplaced XML declaration (libxml2's fatal error 64): XMLParser, which loses the
    // error's level, reads on to the end of its current chunk and stops there (another error
    // may come first); libxml2 stops at it. Both must reject.
    if foundationFailed && libxml2Failed && hasMisplacedXMLDeclaration(text) { return true }
    // The input ends inside the document type declaration or right after it (`<!D` starts one
    // for `PrologScanner`): XMLParser runs without a delegate there, never hears libxml2's
    // end-of-document error and finds no root; libxml2 reports that error.
    if foundation == "error: noRootElement" && libxml2 == "error: parser" && text.contains("<!D") { return true }
    // `<?pi?>` then an element on the same line: XMLParser's column is one more.
    if !foundationFailed && !libxml2Failed && hasInstructionWithoutData(text) {
        return withoutColumns(foundation) == withoutColumns(libxml2)
    }
    return false
}

private func check(_ data: Data, isUTF8Text: Bool, limits: XMLLimits) {
    let foundation = SourceComparison.outcome(.data(data), .foundation, isUTF8Text: isUTF8Text, limits: limits)
    let libxml2 = SourceComparison.outcome(.data(data), .libxml2, isUTF8Text: isUTF8Text, limits: limits)
    checkChunking(data, .foundation, foundation, isUTF8Text: isUTF8Text, limits: limits)
    checkChunking(data, .libxml2, libxml2, isUTF8Text: isUTF8Text, limits: limits)
    guard !agree(foundation, libxml2, looseText(data)) else { return }
    fatalError(
        """
        event sources disagree (isUTF8Text: \(isUTF8Text), limits: \(limits))
        input: \(data.map { String(format: "%02x", $0) }.joined())
        foundation:
        \(foundation.prefix(2000))
        libxml2:
        \(libxml2.prefix(2000))
        """)
}

/// Where the input is cut must not change the outcome (ChunkInvarianceTests): the same bytes
/// handed over in chunks of a few bytes (every boundary a large document meets, met here) give
/// the same document, or an error again (its reason may differ: the guard may reject bytes the
/// parser has not reached yet). The first chunk holds the XML declaration (`firstChunk`), as the
/// encoding is sniffed from it.
private func checkChunking(
    _ data: Data, _ parser: XMLDecoder.Parser, _ whole: String, isUTF8Text: Bool, limits: XMLLimits
) {
    let first = SourceComparison.firstChunk(data)
    let rest = 4 + data.count % 29
    let cut = SourceComparison.outcome(
        .data(data), parser, isUTF8Text: isUTF8Text, limits: limits, chunkLimit: (first, rest))
    if cut == whole || (cut.hasPrefix("error: ") && whole.hasPrefix("error: ")) { return }
    // Known (Security.md): libxml2 2.9 reads a document type declaration once it has a `>`,
    // quoted or not, so one whose quoted literal holds a `>` and is cut after it is rejected.
    if cut == "error: parser" && SourceComparison.doctypeLiteralHoldsGreaterThan(looseText(data)) { return }
    // Known too: libxml2 2.9 reads a comment once it finds `-->` from its first byte, which the
    // opening dashes make in `<!-->` and `<!--->`, so such a comment cut after that `>` is refused.
    if cut == "error: parser" && (looseText(data).contains("<!-->") || looseText(data).contains("<!--->")) { return }
    fatalError(
        """
        chunking changes the outcome (\(parser), chunks of \(rest) after \(first), isUTF8Text: \(isUTF8Text), limits: \(limits))
        input: \(data.map { String(format: "%02x", $0) }.joined())
        whole:
        \(whole.prefix(2000))
        cut:
        \(cut.prefix(2000))
        """)
}

/// Tight limits for the text pass, so that the limits are hit under both sources.
private let tightLimits = XMLLimits(
    maximumDepth: 6, maximumAttributes: 5, maximumTextLength: 40, maximumDocumentSize: 4096)

private struct Loose: Decodable {
    var id: Int?
    var title: String?
    var flag: Bool?
    var data: Data?
    var item: [String]?
    var value: String?
    var child: [Loose]?

    enum CodingKeys: String, CodingKey {
        case id, title, flag, data, item, child
        case value = ""
    }
}

private let decoder: XMLDecoder = {
    let decoder = XMLDecoder()
    decoder.parser = .libxml2
    decoder.whitespaceDecodingStrategy = .preserve
    decoder.namespaceStrategy = .stripPrefixes
    return decoder
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let data = Data(bytes: bytes, count: count)

    check(data, isUTF8Text: false, limits: .default)
    if let text = String(validating: data, as: UTF8.self) {
        check(Data(text.utf8), isUTF8Text: true, limits: tightLimits)
    }

    // The decoder and the tree on the libxml2 path (the builder's paths after parsing).
    _ = try? decoder.decode(Loose.self, from: data)
    _ = try? decoder.decode([String].self, from: data)
    if let tree = try? XMLTree(data: data, parser: .libxml2) {
        _ = tree.jsonData()
        _ = tree.query("*/*")
    }

    // Streaming on the libxml2 path, with handlers that throw: the parse is stopped from
    // inside libxml2's callbacks (start tag, text), which frees its input buffer.
    var reader = XMLStreamReader(decoder: decoder)
    var records = 0
    reader.onRecord(at: "*/*") { record in
        records += 1
        if records == 2 { throw CancellationError() }
        _ = try? record.decode(Loose.self)
    }
    reader.onText(at: "*/*/*") { chunk in
        if chunk.bytes.count > 3 { throw CancellationError() }
    }
    _ = try? reader.read(from: data)
    return 0
}
