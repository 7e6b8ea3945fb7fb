// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation
#if canImport(CLibXML2)
import CLibXML2
#endif

/// Whether libxml2 accepts a document as well-formed XML 1.0 and namespace-well-formed
/// (Namespaces in XML 1.0): the judge of every output in the encoder's property tests. Nil
/// when libxml2 is not linked (Apple platforms); the message of its first error otherwise.
enum LibXML2Lint {
    static var isAvailable: Bool {
        #if canImport(CLibXML2)
        true
        #else
        false
        #endif
    }

    /// nil when the document is accepted, else libxml2's complaint.
    static func problem(with data: Data) -> String? {
        #if canImport(CLibXML2)
        guard let context = xmlNewParserCtxt() else { return "no parser context" }
        defer { xmlFreeParserCtxt(context) }
        let options = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue)
        let document = data.withUnsafeBytes { bytes in
            xmlCtxtReadMemory(
                context, bytes.baseAddress?.assumingMemoryBound(to: CChar.self), Int32(bytes.count), nil, "UTF-8",
                options)
        }
        if let document { xmlFreeDoc(document) }
        guard context.pointee.wellFormed == 0 || context.pointee.nsWellFormed == 0 || document == nil else {
            return nil
        }
        if let error = xmlCtxtGetLastError(context), let message = error.pointee.message {
            return String(cString: message).trimmingCharacters(in: .whitespacesAndNewlines)
        }
        return "not well-formed"
        #else
        return nil
        #endif
    }
}
