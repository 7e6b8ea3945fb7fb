// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

// large-attachment IN.xml OUT.bin
// large-attachment https://example.com/IN.xml OUT.bin
// large-attachment --encode PAYLOAD OUT.xml [FILENAME]
//
// Decodes the base64 payload of an attachment document (a <filename> and a <base64> element)
// into OUT.bin while the document streams (from disk, or while it downloads from an http(s)
// URL), in bounded memory whatever its size; or writes such a document for any file.
// Try: swift run large-attachment Examples/Data/attachment.xml leaf.svg

import Foundation
import Xylem

let usage = """
    usage: large-attachment IN.xml|URL OUT.bin
           large-attachment --encode PAYLOAD OUT.xml [FILENAME]
    """
let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.contains("-h") || arguments.contains("--help") {
    print(usage)
    exit(0)
}

do {
    if arguments.first == "--encode" {
        guard arguments.count == 3 || arguments.count == 4 else {
            printToStandardError(usage)
            exit(2)
        }
        let payload = URL(fileURLWithPath: arguments[1])
        let size = try writeAttachmentDocument(
            payload: payload, to: URL(fileURLWithPath: arguments[2]),
            filename: arguments.count == 4 ? arguments[3] : payload.lastPathComponent)
        print("Wrote \(size) bytes to \(arguments[2])")
    } else {
        guard arguments.count == 2 else {
            printToStandardError(usage)
            exit(2)
        }
        let showsProgress = isatty(2) != 0  // a percentage only on a terminal
        var progress: ((XMLStreamProgress) -> Void)?
        if showsProgress { progress = showProgress }
        let input = URL(string: arguments[0]).flatMap { isWebURL($0) ? $0 : nil } ?? URL(fileURLWithPath: arguments[0])
        let summary = try await extractAttachment(
            from: input, to: URL(fileURLWithPath: arguments[1]), progress: progress)
        if showsProgress { printToStandardError("") }
        print("Attachment: \(summary.filename ?? "(no filename)")")
        print("Wrote \(summary.bytesWritten) bytes to \(arguments[1]) (from \(summary.textBytes) bytes of base64 text)")
    }
} catch {
    printToStandardError("large-attachment: \(error)")
    exit(1)
}

/// A percentage on standard error, rewritten in place.
func showProgress(_ progress: XMLStreamProgress) {
    guard let fraction = progress.fractionCompleted else { return }
    FileHandle.standardError.write(Data("\r\(Int(fraction * 100))% of \(progress.totalBytes ?? 0) bytes".utf8))
}

func printToStandardError(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
}
