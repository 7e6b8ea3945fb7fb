// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import BenchLibXML2
import Foundation

/// The second reference row (`libxml2-sax-empty`): libxml2's own SAX2 push parser with callbacks
/// that do nothing. XMLParser is built on libxml2 but turns every event into Swift strings and
/// dictionaries; this row is libxml2 without that layer, so it is the ceiling for a decoder that
/// reads libxml2's SAX2 events directly (`decoder.parser = .libxml2`, issue 15). Like the floor,
/// it runs on every document and is checked only for a well-formed parse.
enum LibXML2FloorRunner {
    /// Chunk size for `xmlParseChunk`: the same 128 KiB a streaming reader would hand over.
    static let chunkSize = 128 * 1024

    static func parse(_ data: Data) throws -> FloorRunner.Result {
        // Empty callbacks rather than none, so every event is still delivered as a C call, as it
        // would be to a real consumer (a closure with no captures converts to a C function
        // pointer). `initialized = XML_SAX2_MAGIC` selects the SAX2 (namespace-aware) callbacks.
        var handler = xmlSAXHandler()
        handler.initialized = UInt32(XML_SAX2_MAGIC)
        handler.startElementNs = { _, _, _, _, _, _, _, _, _ in }
        handler.endElementNs = { _, _, _, _ in }
        handler.characters = { _, _, _ in }

        // The context copies the handler, so the pointer need only live for this call.
        guard
            let context = withUnsafeMutablePointer(
                to: &handler,
                {
                    xmlCreatePushParserCtxt($0, nil, nil, 0, nil)
                })
        else { throw BenchError.parseFailed("xmlCreatePushParserCtxt returned NULL") }
        defer { xmlFreeParserCtxt(context) }
        xmlCtxtUseOptions(context, Int32(XML_PARSE_NONET.rawValue))

        // From memory, like Xylem's `decode(_:from: data)`, in chunks like a streaming source;
        // the last call (possibly empty) has terminate = 1 so libxml2 checks the document's end.
        try data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) in
            let bytes = buffer.bindMemory(to: CChar.self)
            var offset = 0
            repeat {
                let count = min(chunkSize, bytes.count - offset)
                let last: Int32 = offset + count == bytes.count ? 1 : 0
                let code = xmlParseChunk(context, bytes.baseAddress.map { $0 + offset }, Int32(count), last)
                guard code == 0 else { throw BenchError.parseFailed("xmlParseChunk: libxml2 error \(code)") }
                offset += count
            } while offset < bytes.count
        }
        guard context.pointee.wellFormed != 0 else { throw BenchError.parseFailed("libxml2: not well-formed") }
        return FloorRunner.Result()
    }
}
