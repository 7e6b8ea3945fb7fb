// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Where the remote locations a schema names are found on disk: Xylem never fetches a schema
/// over the network, so an `import` or `include` of `http://...` reads the local copy a catalog
/// maps it to, or is refused with an error that names the location to map.
///
/// Entries are exact locations (`map(_:to:)`) and location prefixes (`mapPrefix(_:to:)`, the
/// longest one wins), the two kinds of entries of an OASIS XML catalog (`uri`, `system` and
/// `public`, `rewriteURI` and `rewriteSystem`); `init(contentsOf:)` reads such a catalog file, or
/// lines of `URL=PATH`. One catalog serves `XMLSchema` (a schema's locations, and the system or
/// public identifier of a document's external DTD for `XMLSchema.documentDTD(catalog:limits:)`)
/// and XylemModels' `ModelGenerator` (and `--catalog` of `xylem validate` and `xylem models`).
///
/// ```
/// var catalog = XMLCatalog()
/// catalog.map("http://www.w3.org/2001/xml.xsd", to: URL(fileURLWithPath: "schemas/xml.xsd"))
/// catalog.mapPrefix("http://docs.oasis-open.org/ubl/os-UBL-2.1/xsd/", to: URL(fileURLWithPath: "ubl/xsd/"))
/// ```
public struct XMLCatalog: Sendable, Hashable {
    /// Exact locations and the files they map to.
    public private(set) var locations: [String: URL] = [:]
    /// Location prefixes and the directories (or URL prefixes) they are replaced with.
    public private(set) var prefixes: [String: URL] = [:]

    /// An empty catalog: every remote location is refused.
    public init() {}

    /// Maps the exact location `location` (as the schema writes it, or as it resolves against
    /// the schema's own location) to the local file `file`.
    public mutating func map(_ location: String, to file: URL) {
        locations[location] = file
    }

    /// Maps every location that starts with `prefix` to `directory` plus the rest of the location.
    public mutating func mapPrefix(_ prefix: String, to directory: URL) {
        prefixes[prefix] = directory
    }

    /// The local URL for `location`, or nil when the catalog does not map it.
    public func resolve(_ location: String) -> URL? {
        if let file = locations[location] { return file }
        var best: (prefix: String, target: URL)?
        for (prefix, target) in prefixes where location.hasPrefix(prefix) && prefix.count > (best?.prefix.count ?? -1) {
            best = (prefix, target)
        }
        guard let best else { return nil }
        let rest = String(location.dropFirst(best.prefix.count))
        let base = best.target.absoluteString
        return URL(string: base.hasSuffix("/") || rest.isEmpty ? base + rest : base + "/" + rest)
    }

    /// Reads a catalog file: an OASIS XML catalog, its `uri`, `system` and `public` entries (exact
    /// locations; a public identifier is mapped as it is written) and its `rewriteURI` and
    /// `rewriteSystem` entries (prefixes), relative targets resolved against the catalog file's
    /// own location (or an `xml:base`); other entries (`delegate...`, `nextCatalog`) are not
    /// read: the error names the first one met.
    /// Or, when the file does not start with `<`, lines of `URL=PATH` (exact locations, `#` starts
    /// a comment line), relative paths resolved against the catalog file's folder.
    ///
    /// - throws: `XMLSchemaError` with the reason `.invalidCatalog` when the file is not such a
    ///   catalog, a `DecodingError` when it is not well-formed XML, a `CocoaError` when it cannot
    ///   be read.
    public init(contentsOf url: URL) throws {
        let data = try Data(contentsOf: url)
        guard data.first(where: { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }) == UInt8(ascii: "<")
        else {
            self = try XMLCatalog(lines: String(decoding: data, as: UTF8.self), of: url)
            return
        }
        let tree = XMLTree(
            document: try XMLTree.parse(FileCheck.source(url), progress: nil, limits: .default, parser: .foundation))
        let root = tree.root
        guard Self.localName(root.name) == "catalog" else {
            throw XMLSchemaError(
                reason: .invalidCatalog,
                message: "\(url.path) is not an XML catalog: its root is <\(root.name)>, not <catalog>")
        }
        try read(root, base: url, file: url)
    }

    /// A catalog of `URL=PATH` lines, the file at `url`.
    private init(lines text: String, of url: URL) throws {
        self.init()
        let base = url.deletingLastPathComponent()
        for (number, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.isEmpty || line.hasPrefix("#") { continue }
            guard let equals = line.firstIndex(of: "="), equals != line.startIndex else {
                throw XMLSchemaError(
                    reason: .invalidCatalog,
                    message: "\(url.path):\(number + 1): a catalog line is URL=PATH, not \"\(line.prefix(200))\"")
            }
            let path = line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            map(
                line[..<equals].trimmingCharacters(in: .whitespaces),
                to: URL(fileURLWithPath: path, relativeTo: base).standardizedFileURL)
        }
    }

    private mutating func read(_ element: XMLTree.Node, base: URL, file: URL) throws {
        for child in element.children {
            var base = base
            if let given = child.attribute("xml:base"), let resolved = URL(string: given, relativeTo: base) {
                base = resolved
            }
            func target(_ name: String) throws -> URL {
                guard let value = child.attribute(name), let url = URL(string: value, relativeTo: base) else {
                    throw XMLSchemaError(
                        reason: .invalidCatalog,
                        message: "\(file.path): <\(child.name)> at line \(child.line) has no usable \(name)")
                }
                return url.absoluteURL
            }
            func attribute(_ name: String) throws -> String {
                guard let value = child.attribute(name) else {
                    throw XMLSchemaError(
                        reason: .invalidCatalog,
                        message: "\(file.path): <\(child.name)> at line \(child.line) has no \(name)")
                }
                return value
            }
            switch Self.localName(child.name) {
            case "uri": map(try attribute("name"), to: try target("uri"))
            case "system": map(try attribute("systemId"), to: try target("uri"))
            case "public": map(try attribute("publicId"), to: try target("uri"))
            case "rewriteURI": mapPrefix(try attribute("uriStartString"), to: try target("rewritePrefix"))
            case "rewriteSystem": mapPrefix(try attribute("systemIdStartString"), to: try target("rewritePrefix"))
            case "group": try read(child, base: base, file: file)
            default:
                throw XMLSchemaError(
                    reason: .invalidCatalog,
                    message: "\(file.path): <\(child.name)> at line \(child.line) is not read by Xylem's catalog "
                        + "(it reads uri, system, public, rewriteURI, rewriteSystem and group)")
            }
        }
    }

    private static func localName(_ name: String) -> Substring {
        name.split(separator: ":").last ?? Substring(name)
    }
}
