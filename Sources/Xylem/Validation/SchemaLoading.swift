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
    private var locationRefusal: XMLSchemaError?
    /// The bounds of the compilation.
    let bounds: XMLSchema.Limits
    /// The limits each schema document is read within, and what they refused.
    let limits: SchemaDocumentLimits
    private var documentCount = 0

    /// The compilation running on this thread (libxml2 calls the loader on the thread that parses).
    @TaskLocal static var current: SchemaLoading?

    init(catalog: XMLCatalog, bounds: XMLSchema.Limits) {
        self.catalog = catalog
        self.bounds = bounds
        limits = SchemaDocumentLimits(limits: bounds.document)
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

    /// The first location or document refused, and why.
    var refusal: XMLSchemaError? { locationRefusal ?? limits.refusal }

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
                    .remoteLocation(location),
                    "the catalog maps \(Self.abbreviated(location)) to \(mapped), which is not a local file")
            }
            return mapped.path
        }
        if let url = URL(string: location), let scheme = url.scheme?.lowercased(), scheme.count > 1 {
            guard scheme == "file" else {
                return refuse(
                    .remoteLocation(location),
                    "\(Self.abbreviated(location)) is not a local file and Xylem never fetches a schema: map it to a local copy with XMLCatalog "
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
        // A schema document (not an entity or a DTD one of them reads) starts its entity budget.
        if context.pointee.inputNr == 0 { limits.begin(context, size: bytes.count) }
        // Its includes and imports resolve against where it really is (the catalog's copy).
        input.pointee.filename = path.withCString { name in
            UnsafeRawPointer(xmlStrdup(UnsafeRawPointer(name).assumingMemoryBound(to: xmlChar.self)))?
                .assumingMemoryBound(to: CChar.self)
        }
        return input
    }

    /// The bytes of the file at `path`, or nil (recorded) when it is refused or unreadable.
    func read(_ path: String, named location: String) -> Data? {
        let name = Self.abbreviated(location)
        documentCount += 1
        guard documentCount <= bounds.maximumDocumentCount else {
            return refuse(
                .locationRefused(location),
                "\(name) would be schema document number \(documentCount), more than "
                    + "XMLSchema.Limits.maximumDocumentCount (\(bounds.maximumDocumentCount)): do its includes or imports keep "
                    + "naming new locations in a circle?")
        }
        var status = stat()
        guard stat(path, &status) == 0 else {
            // A missing include is libxml2's error; a missing import is skipped with a warning.
            diagnostics.append("\(name): no such file")
            return nil
        }
        guard status.st_mode & S_IFMT == S_IFREG else {
            return refuse(
                .locationRefused(location), "\(name) is not a regular file (a device, a pipe or a directory)")
        }
        guard Int(status.st_size) <= bounds.maximumDocumentSize else {
            return refuse(
                .locationRefused(location),
                "\(name) is \(status.st_size) bytes, more than XMLSchema.Limits.maximumDocumentSize "
                    + "(\(bounds.maximumDocumentSize))")
        }
        guard let handle = FileHandle(forReadingAtPath: path),
            let data = try? handle.read(upToCount: bounds.maximumDocumentSize + 1) ?? Data(),
            data.count <= bounds.maximumDocumentSize
        else {
            return refuse(.unreadable(location), "\(name) cannot be read")
        }
        try? handle.close()
        return limits.check(data, location: location) ? data : nil
    }

    /// `location` whole, or, when it is longer than 300 characters, its start and end (a
    /// message that repeats a location of megabytes is no message).
    static func abbreviated(_ location: String) -> String {
        guard location.count > 300 else { return location }
        return "\(location.prefix(200))...(\(location.count) characters)...\(location.suffix(60))"
    }

    private func refuse<T>(_ reason: XMLSchemaError.Reason, _ message: String) -> T? {
        diagnostics.append(message)
        if refusal == nil { locationRefusal = XMLSchemaError(reason: reason, message: message) }
        return nil
    }

    // MARK: - Errors

    /// Records one of libxml2's messages.
    func record(_ error: xmlError) {
        var text = error.message.map { String(cString: $0) } ?? "error \(error.code)"
        while text.last?.isNewline == true || text.last == " " { text.removeLast() }
        if text.count > 1_000 { text = "\(text.prefix(700))...(\(text.count) characters)...\(text.suffix(100))" }
        let file = Self.abbreviated(error.file.map { String(cString: $0) } ?? "schema")
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
