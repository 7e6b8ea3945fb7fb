// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

#if canImport(CLibXML2)
import CLibXML2
import Foundation

/// The external DTD subset a document's DOCTYPE names (`SYSTEM "orders.dtd"`, `PUBLIC "-//..."
/// "..."`), for `XMLSchema.documentDTD(catalog:limits:)`: read from the local file the catalog
/// maps one of its identifiers to (the system identifier first, as the identifiers are written
/// in the document), and from nowhere else.
///
/// The document names the DTD, and a document is untrusted input: a system identifier is never
/// fetched, and never read as a path on its own either (`SYSTEM "/etc/passwd"`), only through
/// the catalog the caller wrote. The DTD file itself is then read as a schema document is, through
/// `SchemaLoading` and within the same `XMLSchema.Limits`: bounded in size, a regular file, its
/// external parameter entities followed when local (relative to the DTD) or in the catalog, and
/// never fetched.
enum ExternalDTD {
    /// The DTD's identifiers as the DOCTYPE writes them, for messages: `SYSTEM "x.dtd"`.
    static func describe(system: String?, public publicID: String?) -> String {
        let quoted = { (text: String) in "\"\(SchemaLoading.abbreviated(text))\"" }
        switch (publicID, system) {
        case (let publicID?, let system?): return "PUBLIC \(quoted(publicID)) \(quoted(system))"
        case (let publicID?, nil): return "PUBLIC \(quoted(publicID))"
        case (nil, let system?): return "SYSTEM \(quoted(system))"
        case (nil, nil): return "no identifier"
        }
    }

    /// Reads the external subset with the identifiers `system` and `publicID` (as the DOCTYPE
    /// writes them): the DTD, detached from any document (its declarations' strings are its own),
    /// or the message of the violation that says why it was not read.
    static func read(
        system: String?, public publicID: String?, catalog: XMLCatalog, limits: XMLSchema.Limits
    ) -> Result<xmlDtdPtr, Refusal> {
        let named = describe(system: system, public: publicID)
        let mapped = [system, publicID].lazy.compactMap { $0 }.compactMap { catalog.resolve($0) }.first
        guard let mapped else {
            return .failure(
                Refusal(
                    "The document's DTD is external (\(named)), and the catalog maps neither of its identifiers: Xylem "
                        + "reads an external DTD only from the local copy an XMLCatalog maps its system or public "
                        + "identifier to (XMLSchema.documentDTD(catalog:), xylem validate --dtd --catalog FILE), and never "
                        + "fetches one"))
        }
        guard mapped.isFileURL else {
            return .failure(
                Refusal(
                    "The catalog maps the document's external DTD (\(named)) to \(mapped), which is not a local file: "
                        + "Xylem never fetches a DTD"))
        }
        let path = mapped.standardizedFileURL.path
        let loading = SchemaLoading(catalog: catalog, bounds: limits)
        var dtd: xmlDtdPtr?
        loading.run { dtd = parse(path, public: publicID) }
        let file = SchemaLoading.abbreviated(path)
        if let refusal = loading.refusal {
            if let dtd { xmlFreeDtd(dtd) }
            return .failure(
                Refusal("The document's external DTD (\(named), read from \(file)) is refused: \(refusal.message)"))
        }
        guard let dtd, !loading.hasErrors else {
            if let dtd { xmlFreeDtd(dtd) }
            let first = loading.diagnostics.first.map { ": " + $0 } ?? ""
            return .failure(
                Refusal("The document's external DTD (\(named), read from \(file)) is not a usable DTD\(first)"))
        }
        return .success(dtd)
    }

    /// Why an external DTD was not read: the violation's message.
    struct Refusal: Error {
        let message: String
        init(_ message: String) { self.message = message }
    }

    /// Parses the DTD file at `path` as libxml2's `xmlSAXParseDTD` does, with external parameter
    /// entities loaded (through the loader in place: `SchemaLoading.run`) and no network; nil when
    /// it is not well-formed or cannot be read (the loader or libxml2 said why).
    private static func parse(_ path: String, public publicID: String?) -> xmlDtdPtr? {
        guard let context = xmlNewParserCtxt() else { return nil }
        defer { xmlFreeParserCtxt(context) }
        _ = xmlCtxtUseOptions(context, Int32(XML_PARSE_DTDLOAD.rawValue | XML_PARSE_NONET.rawValue))
        guard let input = xmlLoadExternalEntity(path, publicID, context) else { return nil }
        guard xmlPushInput(context, input) >= 0 else { return nil }
        // The DTD's name and identifiers are left out: they only name the node, and the
        // violations name the DOCTYPE's identifiers themselves.
        guard let holder = xmlNewDoc(nil) else { return nil }
        context.pointee.myDoc = holder
        holder.pointee.properties = Int32(XML_DOC_INTERNAL.rawValue)
        context.pointee.inSubset = 2
        holder.pointee.extSubset = xmlNewDtd(holder, nil, nil, nil)
        // Detects the encoding and reads the text declaration, as for a document's external subset.
        xmlParseExternalSubset(context, nil, nil)
        let dtd = holder.pointee.extSubset
        holder.pointee.extSubset = nil
        context.pointee.myDoc = nil
        // Detached as xmlSAXParseDTD detaches it: the holder has no dictionary, so the
        // declarations' strings are the DTD's own.
        if let dtd {
            dtd.pointee.doc = nil
            var node = dtd.pointee.children
            while let declaration = node {
                declaration.pointee.doc = nil
                node = declaration.pointee.next
            }
        }
        xmlFreeDoc(holder)
        guard let dtd else { return nil }
        guard context.pointee.wellFormed != 0 else {
            xmlFreeDtd(dtd)
            return nil
        }
        return dtd
    }
}
#endif
