// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// One element matched by a streaming path, handed to your closure when its end tag has been
/// read. Decode it (or not) inside the closure: it cannot be kept or copied, because the
/// document it lives in is cut back as soon as the closure returns.
///
/// ```
/// var reader = XMLStreamReader()
/// reader.onRecord(at: "gpx/trk/trkseg/trkpt") { record in
///     let point = try record.decode(TrackPoint.self)
///     print(record.index, record.line, point)
/// }
/// try await reader.read(from: .file(url))
/// ```
public struct XMLRecord: ~Copyable {
    /// The record's number among the elements matched by its path (all of the path's
    /// alternatives together), from 0.
    public let index: Int
    let element: Int32
    /// The decoder of the records handed over together with this one: it holds the streaming
    /// document as it was when they were handed over, and the stream's compiled options.
    let decoder: DocumentDecoder

    /// The element's name as written, prefix included (useful when a path has alternatives or
    /// a `*`).
    public var name: String {
        decoder.document.names[decoder.document.elements[Int(element)].name]
    }

    /// The line of the element's start tag (1-based).
    public var line: Int { Int(decoder.document.elements[Int(element)].line) }

    /// The column just past the element's start tag (1-based), as XMLParser reports it.
    public var column: Int { Int(decoder.document.elements[Int(element)].column) }

    /// Decodes the record as `type`, with every option of the decoder the stream was started
    /// from, exactly as `XMLDecoder.decode` decodes a root element.
    ///
    /// - throws: `XMLRecordError` that wraps the `DecodingError` and says which record failed.
    public func decode<T: Decodable>(_ type: T.Type) throws -> T {
        do {
            return try decoder.decodeRecord(type, element: element)
        } catch {
            throw failure(error)
        }
    }

    /// Decodes the nearest enclosing element named `name` (a GPX `trk`, a feed's `channel`):
    /// its attributes only, since its children are not complete yet; completed children that
    /// were not records have already been dropped. To read an ancestor's child elements (a
    /// track's `<name>`), stream their path too: they are handed over before the records that
    /// follow them.
    ///
    /// - throws: `XMLRecordError`, of kind `.noEnclosingElement` (its underlying error a
    ///   `DecodingError.valueNotFound`) when no enclosing element has that name.
    public func decode<T: Decodable>(_ type: T.Type, ancestor name: String) throws -> T {
        let document = decoder.document
        guard let id = document.names.id(of: name),
            let parent = document.lineage(of: element).dropFirst().first(where: {
                document.elements[Int($0)].name == id
            })
        else {
            throw failure(
                kind: .noEnclosingElement,
                DecodingError.valueNotFound(
                    type,
                    .init(
                        codingPath: [], debugDescription: "No enclosing element named <\(name)>")))
        }
        do {
            return try decoder.decodeRecord(type, element: parent)
        } catch {
            throw failure(error)
        }
    }

    private func failure(kind: XMLRecordError.Kind = .decodingFailed, _ error: any Error) -> XMLRecordError {
        XMLRecordError(kind: kind, index: index, name: name, line: line, column: column, underlying: error)
    }
}

/// A record that could not be decoded: which one, where it starts, and why.
///
/// Records before it were already handed over; parsing stops at it (throw from your closure,
/// or catch it with `try?` in `XMLStreamReader.onRecord`, to skip bad records instead).
///
/// ```
/// do {
///     try await reader.read(from: .file(url))
/// } catch let error as XMLRecordError where error.kind == .decodingFailed {
///     print(error.index, error.line, error.underlying)
/// }
/// ```
public struct XMLRecordError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Why the record failed: an extensible set of static members, compared with `==` (new
    /// kinds may be added).
    public struct Kind: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
        /// The kind's name, such as `"decodingFailed"`.
        public let rawValue: String

        /// A kind by name (Xylem's kinds are the static members).
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The kind's name.
        public var description: String { rawValue }

        /// Decoding the record threw `underlying`: a `DecodingError` whose coding path starts at
        /// the record and whose message has the line and column of the faulty value, or the
        /// error of the type's own `init(from:)`.
        public static let decodingFailed = Kind(rawValue: "decodingFailed")
        /// `XMLRecord.decode(_:ancestor:)` found no enclosing element of that name; `underlying`
        /// is a `DecodingError.valueNotFound` that names it.
        public static let noEnclosingElement = Kind(rawValue: "noEnclosingElement")
    }

    /// Why the record failed; compare it with a static member of `Kind`.
    public let kind: Kind
    /// The record's number among the elements matched by its path, from 0.
    public let index: Int
    /// The record element's name.
    public let name: String
    /// The line of the record's start tag.
    public let line: Int
    /// The column just past the record's start tag.
    public let column: Int
    /// The error decoding threw, usually a `DecodingError` whose coding path starts at the
    /// record and whose message has the line and column of the faulty value.
    public let underlying: any Error

    /// Creates an error (only the streaming reader makes one: the initializer is internal).
    init(kind: Kind = .decodingFailed, index: Int, name: String, line: Int, column: Int, underlying: any Error) {
        self.kind = kind
        self.index = index
        self.name = name
        self.line = line
        self.column = column
        self.underlying = underlying
    }

    /// Whether two errors are about the same record for the same reason: the same kind, index,
    /// name and position, and underlying errors of the same type with the same description
    /// (`any Error` is not `Equatable`; a `DecodingError`'s description has its case, coding
    /// path and message).
    public static func == (lhs: XMLRecordError, rhs: XMLRecordError) -> Bool {
        lhs.kind == rhs.kind && lhs.index == rhs.index && lhs.name == rhs.name && lhs.line == rhs.line
            && lhs.column == rhs.column
            && ObjectIdentifier(type(of: lhs.underlying)) == ObjectIdentifier(type(of: rhs.underlying))
            && String(reflecting: lhs.underlying) == String(reflecting: rhs.underlying)
    }

    /// `Record 12 (<trkpt> at line 57): Expected Double at line 58, column 12 but found "x"`.
    public var description: String {
        let detail: String
        switch underlying as? DecodingError {
        case .typeMismatch(_, let context), .valueNotFound(_, let context),
            .keyNotFound(_, let context), .dataCorrupted(let context):
            let path = describeCodingPath(context.codingPath)
            detail = path.isEmpty ? context.debugDescription : "\(context.debugDescription) (key path \(path))"
        default:
            detail = "\(underlying)"
        }
        return "Record \(index) (<\(name)> at line \(line)): \(detail)"
    }
}

/// A piece of an element's text, streamed by `XMLStreamReader.onText(at:_:)` or
/// `XMLDecoder.streamText(at:from:progress:_:)`.
///
/// The pieces of one element, in order, are its text exactly as the document holds it once
/// parsed: entities and character references replaced, CDATA included, line breaks and
/// indentation kept (nothing is trimmed). Text inside the element's child elements is not
/// part of it.
public struct XMLTextChunk: Sendable {
    /// The text's UTF-8 bytes: 64 KiB, except the last chunk of an element, which may be
    /// shorter or empty. (A chunk may end inside a UTF-8 sequence that the next one completes.)
    public let bytes: Data
    /// Which element at the path this text belongs to, from 0.
    public let elementIndex: Int
    /// Whether this is the element's last chunk (its end tag follows).
    public let isLast: Bool

    /// Creates a chunk (only the streaming reader makes one: the initializer is internal).
    init(bytes: Data, elementIndex: Int, isLast: Bool) {
        self.bytes = bytes
        self.elementIndex = elementIndex
        self.isLast = isLast
    }
}
