// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

// The rules of Namespaces in XML 1.0 that the encoder enforces, and the checks that wait for an
// element's start tag to be complete. A key may declare a prefix (`"@xmlns:p"`) on any element,
// in any key order: an attribute written after content is moved back into the start tag, so a
// prefix used before its declaration is not an error yet. Such a use is recorded as a
// `PendingCheck` owned by the element that can still declare it; when that element ends, the
// check passes, or moves to the parent, until the root ends and it fails with the coding path
// of the use. Uses of prefixes already in scope (every use, in practice) record nothing.

/// A namespace prefix in scope (`""`: the default namespace) and its URI, as escaped in the attribute value (escaping is
/// one-to-one, so equal URIs have equal bytes).
struct Binding {
    let prefix: String
    let uri: [UInt8]
}

enum NamespaceRules {
    static let xmlURI = Array("http://www.w3.org/XML/1998/namespace".utf8)
    static let xmlnsURI = Array("http://www.w3.org/2000/xmlns/".utf8)

    /// What is wrong with the namespace declaration `name` (`xmlns` or `xmlns:p`) binding
    /// `uri`, or nil when it may be written. Only what Namespaces in XML forbids is refused: a
    /// relative namespace name (`xmlns:ext="gpx.py"`, deprecated, not forbidden) is written as
    /// given, as parsers (libxml2, XMLParser, and so Xylem's decoder) read it; a namespace name
    /// that is no URI reference at all (`a b`, `a&b`) is not.
    static func problem(declaring name: String, uri: some Collection<UInt8>) -> String? {
        let prefix = name.utf8.count > 6 ? String(name.dropFirst(6)) : nil
        if prefix == "xmlns" {
            return "The prefix xmlns is bound by XML itself and cannot be declared: remove the key \"@xmlns:xmlns\""
        }
        if prefix == "xml" {
            return uri.elementsEqual(xmlURI)
                ? nil
                : "The prefix xml is bound to http://www.w3.org/XML/1998/namespace and to no other URI: remove the declaration of xmlns:xml"
        }
        if uri.elementsEqual(xmlURI) {
            return
                "The XML namespace http://www.w3.org/XML/1998/namespace belongs to the prefix xml and cannot be bound by \(name): use xml:name"
        }
        if uri.elementsEqual(xmlnsURI) {
            return
                "The namespace http://www.w3.org/2000/xmlns/ cannot be bound by \(name): it names namespace declarations themselves"
        }
        if let prefix, uri.isEmpty {
            return
                "\(name)=\"\" undeclares the prefix \(prefix), which only XML 1.1 allows: bind it to a URI, or leave the prefix out"
        }
        if !uri.isEmpty && !isURIReference(Array(uri)) {
            return
                "The namespace name \"\(String(decoding: uri, as: UTF8.self))\" of \(name) is not a URI reference (RFC 3986), which Namespaces in XML requires (parsers refuse it): percent-encode spaces, & and other characters, as in urn:example:name or https://example.com/ns"
        }
        return nil
    }

    /// The value of an attribute as the encoder escaped it, unescaped.
    static func unescaped(_ escaped: ArraySlice<UInt8>) -> [UInt8] {
        var text = String(decoding: escaped, as: UTF8.self)
        for (reference, character) in [
            ("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#9;", "\t"), ("&#10;", "\n"), ("&#13;", "\r"),
            ("&amp;", "&"),
        ] {
            text = text.replacingOccurrences(of: reference, with: character)
        }
        return Array(text.utf8)
    }

    // MARK: - URI references (RFC 3986, section 4.1), as libxml2's xmlParseURIReference reads them
    // libxml2 keeps a `&` of an attribute value as `&#38;` when it checks a namespace name, and
    // then refuses it, as it refuses any namespace name that is no URI reference (the document
    // is then not namespace-well-formed); a relative reference only earns a warning.

    private static func isUnreserved(_ c: UInt8) -> Bool {
        (c | 0x20) >= 0x61 && (c | 0x20) <= 0x7A || c >= 0x30 && c <= 0x39 || c == 0x2D || c == 0x2E || c == 0x5F
            || c == 0x7E
    }

    private static func isSubDelimiter(_ c: UInt8) -> Bool { "!$'()*+,;=".utf8.contains(c) }

    private static func isHex(_ c: UInt8) -> Bool { c >= 0x30 && c <= 0x39 || (c | 0x20) >= 0x61 && (c | 0x20) <= 0x66 }

    /// Whether `part` is made of `allowed` characters and percent-encodings.
    private static func consists(_ part: ArraySlice<UInt8>, of allowed: (UInt8) -> Bool) -> Bool {
        var index = part.startIndex
        while index < part.endIndex {
            if part[index] == UInt8(ascii: "%") {
                guard index + 2 < part.endIndex, isHex(part[index + 1]), isHex(part[index + 2]) else { return false }
                index += 3
            } else {
                guard allowed(part[index]) else { return false }
                index += 1
            }
        }
        return true
    }

    private static func isPathCharacter(_ c: UInt8) -> Bool {
        isUnreserved(c) || isSubDelimiter(c) || c == UInt8(ascii: ":") || c == UInt8(ascii: "@")
    }

    /// An absolute URI or a relative reference (`gpx.py`, `../ns`, `#x`).
    static func isURIReference(_ uri: [UInt8]) -> Bool {
        var rest = uri[...]
        if let hash = rest.firstIndex(of: UInt8(ascii: "#")) {
            guard
                consists(
                    rest[(hash + 1)...],
                    of: { isPathCharacter($0) || $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "?") })
            else { return false }
            rest = rest[..<hash]
        }
        if let question = rest.firstIndex(of: UInt8(ascii: "?")) {
            guard
                consists(
                    rest[(question + 1)...],
                    of: { isPathCharacter($0) || $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "?") })
            else { return false }
            rest = rest[..<question]
        }
        // The scheme: up to the first colon, before any slash. Without one, a relative
        // reference, whose first segment holds no colon.
        if let colon = rest.firstIndex(of: UInt8(ascii: ":")), !rest[..<colon].contains(UInt8(ascii: "/")) {
            let scheme = rest[..<colon]
            guard let first = scheme.first, (first | 0x20) >= 0x61 && (first | 0x20) <= 0x7A,
                scheme.allSatisfy({ isUnreserved($0) && $0 != 0x5F && $0 != 0x7E || $0 == UInt8(ascii: "+") })
            else { return false }
            rest = rest[(colon + 1)...]
        }
        if rest.starts(with: "//".utf8) {
            let authority = rest.dropFirst(2).prefix { $0 != UInt8(ascii: "/") }
            guard isAuthority(authority) else { return false }
            rest = rest[authority.endIndex...]
        }
        return consists(rest, of: { isPathCharacter($0) || $0 == UInt8(ascii: "/") })
    }

    /// `[userinfo@]host[:port]`, the host a name or a bracketed IP literal.
    private static func isAuthority(_ authority: ArraySlice<UInt8>) -> Bool {
        var host = authority
        if let at = authority.lastIndex(of: UInt8(ascii: "@")) {
            guard consists(authority[..<at], of: { isUnreserved($0) || isSubDelimiter($0) || $0 == UInt8(ascii: ":") })
            else { return false }
            host = authority[(at + 1)...]
        }
        if host.first == UInt8(ascii: "[") {
            guard let close = host.firstIndex(of: UInt8(ascii: "]")),
                host[host.index(after: host.startIndex) ..< close].allSatisfy({
                    isHex($0) || $0 == UInt8(ascii: ":") || $0 == UInt8(ascii: ".") || isUnreserved($0)
                        || isSubDelimiter($0)
                })
            else { return false }
            host = host[(close + 1)...]
            guard host.isEmpty || host.first == UInt8(ascii: ":") else { return false }
        }
        let colon = host.firstIndex(of: UInt8(ascii: ":")) ?? host.endIndex
        guard consists(host[..<colon], of: { isUnreserved($0) || isSubDelimiter($0) }) else { return false }
        return host[colon...].dropFirst().allSatisfy { $0 >= 0x30 && $0 <= 0x39 }
    }

    /// Whether an attribute named `name` declares a namespace: `xmlns` or `xmlns:p`.
    @inline(__always)
    static func isDeclaration(_ name: String) -> Bool { isNamespaceDeclaration(name) }
}

/// A rule about names that can only be decided when an element's start tag is complete.
struct PendingCheck {
    enum Rule {
        /// The prefix of the name must be declared by the owner or one of its ancestors.
        case declared(prefix: String, name: String)
        /// An element name whose prefix was not in scope when its key was resolved: every element
        /// of that name written into the owner gets a `.declared` check of its own, since the
        /// element may declare the prefix itself.
        case elementName(prefix: String, name: String)
        /// Two attributes of the owner whose names differ only in prefix: the prefixes must not
        /// be bound to the same URI (the attribute would be written twice).
        case distinct(String, String)
    }

    /// The serial of the element that decides it; 0 once it failed.
    var owner: Int
    let rule: Rule
    let path: [any CodingKey]
}

extension XMLWriter {
    /// The URI `prefix` is bound to in the current scope.
    func uri(of prefix: Substring) -> [UInt8]? {
        declared.last { $0.prefix == prefix }?.uri
    }

    /// The first check that failed (or can no longer pass: called when the elements that could
    /// declare are done).
    var failedCheck: PendingCheck? {
        checks.first { if case .elementName = $0.rule { false } else { true } }
    }

    /// The element named `name` is written, owned by `owner` (its own element, or the one it
    /// is written into for an element without attributes): the element-name checks recorded in
    /// `parent` for that name become its own.
    mutating func adoptChecks(of name: String, in parent: Int, owner: Int) {
        for check in checks where check.owner == parent {
            if case .elementName(let prefix, name) = check.rule {
                checks.append(PendingCheck(owner: owner, rule: .declared(prefix: prefix, name: name), path: check.path))
            }
        }
    }

    /// Decides the checks owned by the element at `index`, which is ending (its declarations
    /// still in scope): passed, failed, or moved to its parent.
    mutating func settleChecks(ofFrameAt index: Int) {
        let serial = frames[index].serial
        let parent = index > 0 ? frames[index - 1].serial : 0
        var kept: [PendingCheck] = []
        for var check in checks {
            guard check.owner == serial else { kept.append(check); continue }
            switch check.rule {
            case .elementName:
                continue
            case .declared(let prefix, _):
                if isDeclared(Substring(prefix)) { continue }
                check.owner = parent
            case .distinct(let first, let second):
                let prefixes = (first.prefix { $0 != ":" }, second.prefix { $0 != ":" })
                guard let uri = uri(of: prefixes.0), uri == self.uri(of: prefixes.1) else { continue }
                check.owner = 0
            }
            kept.append(check)
        }
        checks = kept
    }
}
