// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

/// The XML declaration that `XMLEncoder.encode(_:withRootKey:rootAttributes:header:doctype:)`
/// writes first, with only the fields you give: `XMLHeader(version: 1.0, encoding: "UTF-8")` is
/// `<?xml version="1.0" encoding="UTF-8"?>`. (XMLCoder's type.)
public struct XMLHeader: Sendable {
    /// The XML version, written as a number (`1.0`).
    public let version: Double?
    /// The `encoding` pseudo-attribute. The output is always UTF-8 whatever it says.
    public let encoding: String?
    /// The `standalone` pseudo-attribute (`"yes"` or `"no"`).
    public let standalone: String?

    /// A declaration with the fields given; all nil writes none.
    public init(version: Double? = nil, encoding: String? = nil, standalone: String? = nil) {
        self.version = version
        self.encoding = encoding
        self.standalone = standalone
    }

    /// Whether every field is nil (no declaration).
    func isEmpty() -> Bool { version == nil && encoding == nil && standalone == nil }

    /// The declaration and a line break, or nil when every field is nil.
    func toXML() -> String? {
        guard !isEmpty() else { return nil }
        var string = "<?xml"
        if let version { string += " version=\"\(version)\"" }
        if let encoding { string += " encoding=\"\(encoding)\"" }
        if let standalone { string += " standalone=\"\(standalone)\"" }
        return string + "?>\n"
    }
}

/// A `<!DOCTYPE>` declaration naming an external DTD, written after the XML declaration.
/// (XMLCoder's type.)
public struct XMLDocumentType: Sendable {
    /// How the DTD is identified.
    public enum External: String, Sendable {
        /// A public identifier and a location.
        case `public` = "PUBLIC"
        /// A location only.
        case system = "SYSTEM"
    }

    /// The name of the document's root element.
    public let rootElement: String
    /// Public or system.
    public let external: External
    /// The public identifier, for `.public`.
    public let dtdName: String?
    /// The DTD's URI.
    public let dtdLocation: String

    /// `<!DOCTYPE root PUBLIC "name" "location">`.
    public static func `public`(rootElement: String, dtdName: String, dtdLocation: String) -> XMLDocumentType {
        XMLDocumentType(rootElement: rootElement, external: .public, dtdName: dtdName, dtdLocation: dtdLocation)
    }

    /// `<!DOCTYPE root SYSTEM "location">`.
    public static func system(rootElement: String, dtdLocation: String) -> XMLDocumentType {
        XMLDocumentType(rootElement: rootElement, external: .system, dtdName: nil, dtdLocation: dtdLocation)
    }

    /// The declaration and a line break.
    func toXML() -> String {
        var string = "<!DOCTYPE \(rootElement) \(external.rawValue)"
        if let dtdName { string += " \"\(dtdName)\"" }
        return string + " \"\(dtdLocation)\">\n"
    }
}
