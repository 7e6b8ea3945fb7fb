// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

// How the two event sources are compared: one definition for the contract tests, the
// equivalence tests and the differential fuzz target (`Tests/Fuzz/run.sh` compiles this file
// into its own module, with the library's sources, under `XYLEM_FUZZ`).
import Foundation
#if !XYLEM_FUZZ
@testable import Xylem
#endif

enum SourceComparison {
    /// The document as lines: `name parent end [attributes] "text" runs line:column` (the
    /// column of the start tag's `>`, as libxml2 reports it), attributes in the document's order.
    static func describe(_ document: Document) -> [String] {
        document.elements.indices.map { i in
            let element = Int32(i)
            let record = document.elements[i]
            let attributes = document.attributeRange(of: element).map { index in
                document.names[document.attributes[index].name] + "="
                    + String(decoding: document.valueBytes(ofAttribute: index), as: UTF8.self)
            }
            let runs = document.textRuns(of: element).map {
                String(decoding: document.runBytes(document.runs[$0]), as: UTF8.self) + "@\(document.runs[$0].position)"
            }
            return "\(document.names[record.name]) \(record.parent) \(record.end) \(attributes) "
                + "\"\(String(decoding: document.textBytes(of: element), as: UTF8.self))\" \(runs) \(record.line):\(record.column)"
        }
    }

    /// What one source makes of `source`: the document's lines, or "error: " and the reason, every libxml2 code counting as one
    /// kind (the sources may report different codes for the same malformation).
    static func outcome(
        _ source: ByteSource, _ parser: XMLDecoder.Parser, isUTF8Text: Bool = false,
        limits: XMLLimits = .default, chunkLimit: (first: Int, rest: Int) = (.max, .max)
    ) -> String {
        do throws(XMLSyntaxError) {
            var input = source
            if isUTF8Text, case .data(let data) = source { input = .text(data) }
            let document = try DocumentParser.parse(
                input, limits: limits, parser: parser,
                chunkLimit: ChunkLimit(first: chunkLimit.first, rest: chunkLimit.rest))
            return describe(document).joined(separator: "\n")
        } catch {
            if error.kind == .malformed { return "error: parser" }
            return "error: \(error.reason)"
        }
    }

    /// The first chunk a chunk-invariance check may hand over: up to the input's first `>` (the
    /// end of its XML declaration, if it has one), or 512 bytes when none comes that early. The
    /// input guard reads the encoding from the declaration in the first chunk, which a real read
    /// always fills with 128 KiB; a longer declaration is refused (`XMLDeclaration`). Handed less,
    /// the guard would miss `encoding="utf-7"`, and libxml2 crashes on that label (found by the
    /// fuzz target's chunking check, an artifact of the check alone).
    static func firstChunk(_ data: Data) -> Int {
        data.prefix(512).firstIndex(of: UInt8(ascii: ">")).map { $0 - data.startIndex + 2 } ?? 512
    }

    /// Whether the external ID of `text`'s document type declaration (its quoted literals
    /// before the internal subset's `[` or the closing `>`) holds a `>`: libxml2 2.9's push
    /// parser reads the declaration once it has a `>`, quoted or not, so such a declaration cut
    /// after that `>` is rejected (a known limit of chunked input, Security.md).
    static func doctypeLiteralHoldsGreaterThan(_ text: String) -> Bool {
        guard let doctype = text.range(of: "<!DOCTYPE") else { return false }
        var quote: Character?
        for character in text[doctype.upperBound...] {
            if let open = quote {
                if character == open { quote = nil } else if character == ">" { return true }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == "[" || character == ">" {
                return false
            }
        }
        return false
    }

    /// Whether `text` has an internal DTD subset (`<!DOCTYPE` ... `[` before its `>`).
    static func hasInternalSubset(_ text: String) -> Bool {
        guard let doctype = text.range(of: "<!DOCTYPE") else { return false }
        return text[doctype.upperBound...].prefix(while: { $0 != ">" }).contains("[")
    }
}
