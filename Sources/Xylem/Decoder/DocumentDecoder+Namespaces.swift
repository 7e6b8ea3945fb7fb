// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation

// The namespaces in scope where a value lies, for values whose text names something by a
// prefix (`XMLQName`, in Values/): the document's own declarations, whatever the namespace
// strategy maps the keys to.

extension DocumentDecoder {
    /// The URI `prefix` (`""`: the default namespace) is bound to at the element that holds the
    /// current value (an attribute's or a text's element), by its own declarations or its
    /// nearest ancestor's; nil when none binds it. `xml` is always bound.
    func namespaceURI(forPrefix prefix: Substring) -> String? {
        if prefix == "xml" { return "http://www.w3.org/XML/1998/namespace" }
        let element: Int32
        switch node {
        case .element(let e), .matches(_, let e), .oneOf(_, let e), .attribute(_, let e), .text(let e), .missing(let e),
            .textRun(_, _, let e), .space(let e), .emptyOptional(let e):
            element = e
        }
        let declaration = prefix.isEmpty ? "xmlns" : "xmlns:" + prefix
        for ancestor in document.lineage(of: element) {
            for attribute in document.attributeRange(of: ancestor)
            where document.names[document.attributes[attribute].name] == declaration {
                return String(decoding: document.valueBytes(ofAttribute: attribute), as: UTF8.self)
            }
        }
        return nil
    }

    /// A value whose text is not what its type reads (`message`), at the current value.
    func corruptedValue(_ message: String) -> DecodingError {
        .dataCorrupted(positioned(path, message + at(node), at: holder(of: node)))
    }
}
