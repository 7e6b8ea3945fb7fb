// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

#if canImport(CLibXML2)
import CLibXML2
import Foundation

/// The libxml2 tree nodes the RELAX NG and DTD validators hand libxml2, which reads elements as
/// `xmlNode`s: each built from a SAX2 start tag, as libxml2's own tree builder would build it.
enum ValidationTree {
    /// A new element under `parent` (or, without one, the root of `document`), with its
    /// namespace declarations and attributes; nil when libxml2 cannot allocate it.
    static func element(
        in document: xmlDocPtr, under parent: xmlNodePtr?,
        _ localName: UnsafePointer<xmlChar>?, _ prefix: UnsafePointer<xmlChar>?, _ uri: UnsafePointer<xmlChar>?,
        _ namespaceCount: Int32, _ namespaces: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?,
        _ attributeCount: Int32, _ attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?
    ) -> xmlNodePtr? {
        guard let localName, let node = xmlNewDocNode(document, nil, localName, nil) else { return nil }
        let parent = parent ?? UnsafeMutableRawPointer(document).assumingMemoryBound(to: xmlNode.self)
        guard xmlAddChild(parent, node) != nil else {
            xmlFreeNode(node)
            return nil
        }
        if let namespaces {
            for i in 0 ..< Int(namespaceCount) {
                _ = xmlNewNs(node, namespaces[2 * i + 1], namespaces[2 * i])
            }
        }
        if let uri {
            node.pointee.ns = xmlSearchNs(document, node, prefix) ?? xmlNewNs(node, uri, prefix)
        }
        guard let attributes else { return node }
        for i in 0 ..< Int(attributeCount) {
            let name = attributes[5 * i], prefix = attributes[5 * i + 1]
            guard let value = attributes[5 * i + 3], let end = attributes[5 * i + 4] else { continue }
            let namespace = attributes[5 * i + 2] == nil ? nil : xmlSearchNs(document, node, prefix)
            // The value is not NUL-terminated: a copy that is.
            let count = end - value
            withUnsafeTemporaryAllocation(of: xmlChar.self, capacity: count + 1) { copy in
                _ = copy.initialize(from: UnsafeBufferPointer(start: value, count: count))
                copy[count] = 0
                _ = xmlNewNsProp(node, namespace, name, copy.baseAddress)
            }
        }
        return node
    }

    /// Unlinks and frees `node` with its subtree.
    static func free(_ node: xmlNodePtr) {
        xmlUnlinkNode(node)
        xmlFreeNode(node)
    }
}
#endif
