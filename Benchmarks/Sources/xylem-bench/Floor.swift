// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// A delegate that implements nothing: XMLParser still builds every name, attribute dictionary and
/// string, but nobody looks at them. This is the fastest any XMLParser-based decoder can be.
final class EmptyDelegate: NSObject, XMLParserDelegate {}

/// The floor: a bare `XMLParser(stream:)` over the document's file with an empty delegate.
/// Its only check is that `parse()` returned true.
enum FloorRunner {
    /// What the floor produces: nothing to check beyond success.
    struct Result: Checksummed {
        var checksum: Checksum { Checksum() }
    }

    static func parse(contentsOf url: URL) throws -> Result {
        guard let stream = InputStream(url: url) else { throw BenchError.unreadable(url.path) }
        let parser = XMLParser(stream: stream)
        let delegate = EmptyDelegate()
        parser.delegate = delegate
        let succeeded = withExtendedLifetime(delegate) { parser.parse() }
        guard succeeded else {
            throw BenchError.parseFailed(parser.parserError.map { "\($0)" } ?? "parse() returned false")
        }
        return Result()
    }
}

/// Failures the harness itself reports (the libraries' own errors are reported as they are).
enum BenchError: Error, CustomStringConvertible {
    case unreadable(String)
    case parseFailed(String)
    case missing(String)
    case badValue(String, String)
    case wrongAnswer(expected: Checksum, got: Checksum)
    case child(String)

    var description: String {
        switch self {
        case .unreadable(let path): return "cannot read \(path)"
        case .parseFailed(let why): return "parse failed: \(why)"
        case .missing(let what): return "missing \(what)"
        case .badValue(let what, let text): return "bad \(what): \"\(text)\""
        case .wrongAnswer(let expected, let got): return "wrong answer: expected \(expected), got \(got)"
        case .child(let why): return why
        }
    }
}
