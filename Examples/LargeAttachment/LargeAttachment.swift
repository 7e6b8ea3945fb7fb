// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Xylem

// MARK: - The document
//
// An attachment as SOAP services and mail archives send it: a file name and the file's bytes as
// base64 text, line-wrapped every 76 characters:
//
//   <attachment>
//     <filename>report.pdf</filename>
//     <base64>
//   JVBERi0xLjcKJcfsj6IKNSAwIG9iago8PC9MZW5ndGggNiAwIFIvRmlsdGVyIC9GbGF0ZURlY29k
//   ...                                     (hundreds of megabytes of it)
//     </base64>
//   </attachment>
//
// Decoding it whole would hold the text, then the bytes. Here the text of <base64> streams out
// in 64 KiB chunks while the parser reads the file, each chunk is decoded (quads split between
// chunks and line breaks are the base64 decoder's business) and written at once: memory stays
// flat whatever the size. The file name is read in the same pass.

/// What `large-attachment` reports.
struct AttachmentSummary: Equatable {
    /// The `<filename>`, if the document has one.
    var filename: String?
    /// Characters of base64 text read, line breaks included.
    var textBytes = 0
    /// Bytes written to the output file.
    var bytesWritten = 0
}

/// Decodes the `<base64>` payload of the attachment document `input` (a file, or an `http://`
/// or `https://` URL, decoded while it downloads: the seed's scenario) into the file `output`,
/// while the document streams.
func extractAttachment(
    from input: URL, to output: URL,
    progress: ((XMLStreamProgress) -> Void)? = nil
) async throws -> AttachmentSummary {
    guard FileManager.default.createFile(atPath: output.path, contents: nil) else {
        throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: output.path])
    }
    let file = try FileHandle(forWritingTo: output)
    defer { try? file.close() }

    var summary = AttachmentSummary()
    var base64 = Base64StreamDecoder()
    var reader = XMLStreamReader()
    reader.progress = progress
    reader.onRecord(at: "attachment/filename") { record in
        summary.filename = try record.decode(String.self)
    }
    reader.onText(at: "attachment/base64") { chunk in
        summary.textBytes += chunk.bytes.count
        var bytes = try base64.decode(chunk.bytes)
        if chunk.isLast { bytes += try base64.finish() }
        try file.write(contentsOf: bytes)
        summary.bytesWritten += bytes.count
    }
    try await reader.read(from: isWebURL(input) ? .request(URLRequest(url: input)) : .file(input))
    guard summary.textBytes > 0 || summary.filename != nil else { throw NotAnAttachment(file: input) }
    return summary
}

/// Whether `url` is to be downloaded rather than read from disk.
func isWebURL(_ url: URL) -> Bool {
    ["http", "https"].contains(url.scheme?.lowercased())
}

/// A document with neither a `<filename>` nor a `<base64>` under `<attachment>`.
struct NotAnAttachment: Error, CustomStringConvertible {
    let file: URL
    var description: String { "\(file.path) has no <attachment> with a <filename> or <base64>" }
}

/// Writes an attachment document for the file `payload` into `output`, reading and encoding
/// it in pieces (to make test inputs of any size). Returns the document's size in bytes.
@discardableResult
func writeAttachmentDocument(payload: URL, to output: URL, filename: String) throws -> Int {
    guard FileManager.default.createFile(atPath: output.path, contents: nil) else {
        throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: output.path])
    }
    let input = try FileHandle(forReadingFrom: payload)
    defer { try? input.close() }
    let file = try FileHandle(forWritingTo: output)
    defer { try? file.close() }

    let escaped = filename.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
    var written = 0
    func put(_ data: Data) throws {
        try file.write(contentsOf: data)
        written += data.count
    }
    try put(
        Data(
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<attachment>\n  <filename>\(escaped)</filename>\n  <base64>\n"
                .utf8))
    // 57 bytes make one 76-character line; read whole lines at a time.
    while let piece = try input.read(upToCount: 57 * 1024), !piece.isEmpty {
        try put(piece.base64EncodedData(options: [.lineLength76Characters, .endLineWithLineFeed]) + Data("\n".utf8))
    }
    try put(Data("  </base64>\n</attachment>\n".utf8))
    return written
}
