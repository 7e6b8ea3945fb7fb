// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

#if canImport(CLibXML2)
import CLibXML2
import Foundation

/// One schema compilation: every document libxml2 reads for it (the schema, its includes and
/// imports, an external entity a schema document references) goes through `load`, libxml2's
/// external entity loader, while the compilation runs on this thread.
///
/// The loader is libxml2's, and process-wide: it is installed once, and outside a compilation
/// it hands over to the loader that was there before (libxml2's own, or Foundation's, which
/// chains the same way). During one, it reads local files only: a remote location is mapped
/// through the catalog or refused; a file is read whole into memory by Xylem, bounded in size
/// (so libxml2's own file reader, which would inflate a gzip file, is never used); a device, a
/// pipe or one document too many is refused. libxml2 reads each location once, so imports in a
/// circle (legal, and used by IP-XACT) end; a circle that keeps making new locations
/// (`a.xsd` -> `x/a.xsd` -> `x/x/a.xsd` through a link) ends at the document count.
final class SchemaLoading: @unchecked Sendable {
    private let catalog: XMLCatalog
    /// Messages from libxml2 and from the loader, `location:line: message`.
    private(set) var diagnostics: [String] = []
    /// Whether libxml2 reported an error (not a warning).
    private(set) var hasErrors = false
    /// The first location refused, and why.
    private(set) var refusal: XMLSchemaError?
    private var documentCount = 0

    /// The compilation running on this thread (libxml2 calls the loader on the thread that parses).
    @TaskLocal static var current: SchemaLoading?

    init(catalog: XMLCatalog) {
        self.catalog = catalog
    }

    /// Runs `body` with this compilation's loader and error handler in place on this thread.
    func run<T>(_ body: () throws -> T) rethrows -> T {
        _ = Self.installed
        // Errors of the schema documents' own parses reach the per-thread handler.
        let savedHandler = __xmlStructuredError().pointee
        let savedContext = __xmlStructuredErrorContext().pointee
        xmlSetStructuredErrorFunc(Unmanaged.passUnretained(self).toOpaque(), Self.structuredError)
        defer { xmlSetStructuredErrorFunc(savedContext, savedHandler) }
        return try Self.$current.withValue(self) { try body() }
    }

    // MARK: - Loading

    /// libxml2's loader before Xylem's, for every load outside a compilation.
    private nonisolated(unsafe) static var previous: xmlExternalEntityLoader?

    private static let installed: Bool = {
        xmlInitParser()
        previous = xmlGetExternalEntityLoader()
        xmlSetExternalEntityLoader(loader)
        return true
    }()

    private static let loader: xmlExternalEntityLoader = { url, id, context in
        guard let loading = SchemaLoading.current else { return SchemaLoading.previous?(url, id, context) }
        return loading.load(url.map { String(cString: $0) }, context) { path in
            // A missing file goes to libxml2's own loader, which fails with an I/O error: only an
            // I/O error tells libxml2 that an import was not located (skipped with a warning, as
            // xmllint does); a nil without one reads as a schema that failed to parse.
            path.withCString { SchemaLoading.previous?($0, id, context) }
        }
    }

    /// The schema URL or path `location` as a local file path, or nil (recorded) when it is
    /// remote and not in the catalog.
    func localPath(_ location: String) -> String? {
        var location = location
        if let mapped = catalog.resolve(location) {
            guard mapped.isFileURL else {
                return refuse(
                    .remoteLocation(location), "the catalog maps \(location) to \(mapped), which is not a local file")
            }
            return mapped.path
        }
        if let url = URL(string: location), let scheme = url.scheme?.lowercased(), scheme.count > 1 {
            guard scheme == "file" else {
                return refuse(
                    .remoteLocation(location),
                    "\(location) is not a local file and Xylem never fetches a schema: map it to a local copy with XMLCatalog "
                        + "(map(_:to:) or mapPrefix(_:to:); xylem validate --catalog FILE)")
            }
            location = url.path
        }
        return location
    }

    private func load(
        _ location: String?, _ context: xmlParserCtxtPtr?, missing: (String) -> xmlParserInputPtr?
    ) -> xmlParserInputPtr? {
        guard let location, let context, let path = localPath(location) else { return nil }
        guard let bytes = read(path, named: location) else {
            return refusal == nil && !FileManager.default.fileExists(atPath: path) ? missing(path) : nil
        }
        guard
            let buffer = bytes.withUnsafeBytes({ raw in
                raw.withMemoryRebound(to: CChar.self) {
                    xmlParserInputBufferCreateMem($0.baseAddress, Int32($0.count), XML_CHAR_ENCODING_NONE)
                }
            })
        else { return nil }
        guard let input = xmlNewIOInputStream(context, buffer, XML_CHAR_ENCODING_NONE) else {
            xmlFreeParserInputBuffer(buffer)
            return nil
        }
        // Its includes and imports resolve against where it really is (the catalog's copy).
        input.pointee.filename = path.withCString { name in
            UnsafeRawPointer(xmlStrdup(UnsafeRawPointer(name).assumingMemoryBound(to: xmlChar.self)))?
                .assumingMemoryBound(to: CChar.self)
        }
        return input
    }

    /// The bytes of the file at `path`, or nil (recorded) when it is refused or unreadable.
    func read(_ path: String, named location: String) -> Data? {
        documentCount += 1
        guard documentCount <= XMLSchema.maximumDocumentCount else {
            return refuse(
                .locationRefused(location),
                "\(location) would be schema document number \(documentCount), more than "
                    + "XMLSchema.maximumDocumentCount (\(XMLSchema.maximumDocumentCount)): do its includes or imports keep "
                    + "naming new locations in a circle?")
        }
        var status = stat()
        guard stat(path, &status) == 0 else {
            // A missing include is libxml2's error; a missing import is skipped with a warning.
            diagnostics.append("\(location): no such file")
            return nil
        }
        guard status.st_mode & S_IFMT == S_IFREG else {
            return refuse(
                .locationRefused(location), "\(location) is not a regular file (a device, a pipe or a directory)")
        }
        guard Int(status.st_size) <= XMLSchema.maximumDocumentSize else {
            return refuse(
                .locationRefused(location),
                "\(location) is \(status.st_size) bytes, more than XMLSchema.maximumDocumentSize "
                    + "(\(XMLSchema.maximumDocumentSize))")
        }
        guard let handle = FileHandle(forReadingAtPath: path),
            let data = try? handle.read(upToCount: XMLSchema.maximumDocumentSize + 1) ?? Data(),
            data.count <= XMLSchema.maximumDocumentSize
        else {
            return refuse(.unreadable(location), "\(location) cannot be read")
        }
        try? handle.close()
        return data
    }

    private func refuse<T>(_ reason: XMLSchemaError.Reason, _ message: String) -> T? {
        diagnostics.append(message)
        if refusal == nil { refusal = XMLSchemaError(reason: reason, message: message) }
        return nil
    }

    // MARK: - Errors

    /// Records one of libxml2's messages.
    func record(_ error: xmlError) {
        var text = error.message.map { String(cString: $0) } ?? "error \(error.code)"
        while text.last?.isNewline == true || text.last == " " { text.removeLast() }
        let file = error.file.map { String(cString: $0) } ?? "schema"
        let line = error.line > 0 ? ":\(error.line)" : ""
        diagnostics.append("\(file)\(line): \(text)")
        if error.level != XML_ERR_WARNING { hasErrors = true }
    }

    static let structuredError: xmlStructuredErrorFunc = { context, error in
        guard let context, let error else { return }
        Unmanaged<SchemaLoading>.fromOpaque(context).takeUnretainedValue().record(error.pointee)
    }
}
#endif
