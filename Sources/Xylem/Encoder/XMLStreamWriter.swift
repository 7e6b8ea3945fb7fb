// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Writes a large XML document piece by piece, in bounded memory: open the root and any wrapper
/// elements, write one `Encodable` record at a time, close.
///
/// ```
/// let writer = try XMLStreamWriter(writingTo: url, encoder: encoder)
/// try writer.open("gpx", attributes: ["version": "1.1", "creator": "Xylem"])
/// try writer.open("trk")
/// try writer.write("Morning run", as: "name")
/// try writer.open("trkseg")
/// for point in points { try writer.write(point, as: "trkpt") }
/// try writer.finish()      // closes trkseg, trk and gpx, and writes out the rest
/// ```
///
/// Records are written with the encoder's options, as items of a list: `write(point, as:
/// "trkpt")` writes what an item of `let trkpt: [Point]` would be. The encoder's root attributes
/// and declaration go on the first element opened. Output is handed to the file or stream in
/// pieces of about 64 KiB, so memory stays flat whatever the number of records.
///
/// A record that fails to encode leaves nothing behind: the writer is as before the call and
/// can go on. A writer is used from one task at a time; call `finish()` at the end, or the
/// document is left without its end tags.
public final class XMLStreamWriter {
    private let session: EncodingSession
    private let sink: Sink
    /// Records written so far by name: the index of a record in its coding path.
    private var recordCounts: [String: Int] = [:]
    private var isFinished = false
    /// The length of the XML declaration, written first: anything more is an element.
    private let declarationLength: Int
    /// Indents each piece before it is handed over, when pretty printing.
    private var indenter: Indenter?
    /// Bytes handed to the file or stream so far.
    public private(set) var bytesWritten = 0

    /// Output is handed over once this much has accumulated (between records).
    private static let flushThreshold = 64 * 1024

    /// Creates (or truncates) the file at `url` and writes the document there.
    ///
    /// - throws: The file system's error when the file cannot be created; `EncodingError`
    ///   when the encoder's root attributes are not valid.
    public convenience init(writingTo url: URL, encoder: XMLEncoder = XMLEncoder()) throws {
        guard FileManager.default.createFile(atPath: url.path, contents: nil) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
        }
        try self.init(sink: .file(try FileHandle(forWritingTo: url), ownsHandle: true), encoder: encoder)
    }

    /// Writes the document to an open file handle (left open at the end).
    public convenience init(fileHandle: FileHandle, encoder: XMLEncoder = XMLEncoder()) throws {
        try self.init(sink: .file(fileHandle, ownsHandle: false), encoder: encoder)
    }

    /// Writes the document to an output stream, which it opens if needed (and leaves open).
    public convenience init(stream: OutputStream, encoder: XMLEncoder = XMLEncoder()) throws {
        if stream.streamStatus == .notOpen { stream.open() }
        try self.init(sink: .stream(stream), encoder: encoder)
    }

    private init(sink: Sink, encoder: XMLEncoder) throws {
        self.sink = sink
        // A stream hands the root's start tag over early: it declares every mapped prefix.
        session = try EncodingSession(options: encoder.options, declaresMappedPrefixesWhenUsed: false)
        session.writer.writeDeclaration(session.options.declaration)
        declarationLength = session.writer.output.bytes.count
        indenter = session.indentUnit.map { Indenter(unit: $0) }
    }

    deinit {
        if case .file(let handle, true) = sink { try? handle.close() }
    }

    // MARK: - Writing

    /// Opens the element `name` inside the innermost open one; the first element opened is the
    /// root, and gets the encoder's root attributes before `attributes`.
    ///
    /// - parameter name: The element's name, with its prefix if it has one.
    /// - parameter attributes: Written in the order of `XMLEncoder.rootAttributes`: `xmlns`,
    ///   then the other declarations, then the rest, each group by name.
    /// - throws: `EncodingError.invalidValue` for a name that is not an XML name, a prefix that
    ///   neither `attributes` nor an open element declares, an attribute the encoder's
    ///   `rootAttributes` already write, a declaration that breaks Namespaces in XML, or a value
    ///   with a character XML 1.0 cannot hold; `XMLStreamWriterError` after
    ///   `finish()` or after a second root.
    public func open(_ name: String, attributes: [String: String] = [:]) throws {
        try checkWritable()
        guard !(session.writer.frames.isEmpty && session.writer.output.bytes.count + bytesWritten > declarationLength)
        else {
            throw XMLStreamWriterError(.secondRoot(name))
        }
        let encoder = DocumentEncoder(session: session, path: [], pending: nil, parent: nil, valueDepth: 0)
        let mark = session.writer.mark()
        do {
            let checked = try encoder.elementName(name)
            let frame = session.writer.push(checked)
            _ = session.writer.enter(frame)
            for (attribute, value) in XMLWriter.ordered(attributes) {
                guard let prefixLength = XMLName.prefixLength(attribute) else {
                    throw EncodingError.invalidOption(
                        attribute, "\"\(attribute)\" is not an XML attribute name: \(XMLName.problem(with: attribute))")
                }
                let key = XMLKey(stringValue: attribute)
                if prefixLength > 0 {
                    try encoder.checkPrefix(
                        of: attribute, length: prefixLength, key, owner: frame.serial, isAttribute: true)
                }
                try encoder.writeScalar(into: .attribute(attribute), key: key, value: value) { output, context in
                    output.append(escaped: value, context).map { .character($0) }
                }
            }
            // Its start tag is complete (records are elements): its prefixes are declared now or never.
            session.writer.settleChecks(ofFrameAt: frame.index)
            try encoder.throwFailedCheck()
            session.writer.checks.removeAll()
        } catch {
            session.writer.rollBack(to: mark)
            throw error
        }
    }

    /// Writes `value` as an element `name` in the innermost open element, as one item of a
    /// list of `name` elements (`nil` is an empty element, an array a wrapper of `item`s).
    ///
    /// - throws: `EncodingError` as `XMLEncoder.encode(_:root:)`, with the coding path
    ///   `[name, "Index n"]` where n counts the records of that name; then nothing of the
    ///   record was written. `XMLStreamWriterError` when no element is open, or after
    ///   `finish()`. The file's or stream's error when writing out fails.
    public func write<T: Encodable>(_ value: T, as name: String) throws {
        try checkWritable()
        guard !session.writer.frames.isEmpty else { throw XMLStreamWriterError(.noOpenElement(name)) }
        let index = recordCounts[name, default: 0]
        let encoder = DocumentEncoder(
            session: session, path: [XMLKey(stringValue: name)], pending: nil, parent: nil, valueDepth: 0)
        let mark = session.writer.mark()
        do {
            let checked = try encoder.elementName(name)
            try encoder.encode(value, into: .element(checked, keyed: false), key: IndexKey(index: index))
            // The open elements around the record declare nothing more.
            try encoder.throwFailedCheck()
            session.writer.checks.removeAll()
        } catch {
            session.writer.rollBack(to: mark)
            throw error
        }
        recordCounts[name] = index + 1
        if session.writer.output.bytes.count >= Self.flushThreshold { try flush() }
    }

    /// Closes the innermost open element.
    ///
    /// - throws: `XMLStreamWriterError` when no element is open, or after `finish()`.
    public func close() throws {
        try checkWritable()
        guard !session.writer.frames.isEmpty else { throw XMLStreamWriterError(.noOpenElement(nil)) }
        session.writer.close(downTo: session.writer.frames.count - 1)
        if session.writer.output.bytes.count >= Self.flushThreshold { try flush() }
    }

    /// Closes every open element, writes out the rest and, for a file this writer created,
    /// closes the file. Nothing can be written afterwards.
    ///
    /// - throws: `XMLStreamWriterError` (`.noRoot`) when nothing was opened; the file's or stream's
    ///   error when writing out fails.
    public func finish() throws {
        try checkWritable()
        guard !session.writer.frames.isEmpty || session.writer.output.bytes.count + bytesWritten > declarationLength
        else {
            throw XMLStreamWriterError(.noRoot)
        }
        session.writer.close(downTo: 0)
        isFinished = true
        try flush()
        if case .file(let handle, true) = sink { try handle.close() }
    }

    // MARK: - Internals

    private func checkWritable() throws {
        if isFinished { throw XMLStreamWriterError(.finished) }
    }

    private func flush() throws {
        var bytes = session.writer.takeOutput()
        if let indented = indenter?.indent(bytes) { bytes = indented + (isFinished ? [0x0A] : []) }
        guard !bytes.isEmpty else { return }
        try sink.write(bytes)
        bytesWritten += bytes.count
    }

    /// Where the bytes go.
    private enum Sink {
        case file(FileHandle, ownsHandle: Bool)
        case stream(OutputStream)

        func write(_ bytes: [UInt8]) throws {
            switch self {
            case .file(let handle, _):
                try handle.write(contentsOf: bytes)
            case .stream(let stream):
                try bytes.withUnsafeBufferPointer { buffer in
                    var offset = 0
                    while offset < buffer.count, let base = buffer.baseAddress {
                        let written = stream.write(base + offset, maxLength: buffer.count - offset)
                        guard written > 0 else {
                            throw stream.streamError ?? CocoaError(.fileWriteUnknown)
                        }
                        offset += written
                    }
                }
            }
        }
    }
}
