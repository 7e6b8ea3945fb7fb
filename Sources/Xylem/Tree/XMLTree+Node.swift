// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation

extension XMLTree {
    /// One element of an `XMLTree`: a reference to the shared document and a position in it.
    ///
    /// Nodes are cheap values (a pointer and an index). Two nodes are equal when they are the
    /// same element of the same parsed document. Names are compared as written, prefix
    /// included (`"itunes:summary"`), and as interned ids: a name the document does not
    /// contain is answered without scanning.
    public struct Node: Sendable, Hashable, CustomStringConvertible {
        let storage: TreeStorage
        let index: Int32

        @inline(__always)
        var document: Document { storage.document }

        @inline(__always)
        var record: ElementRecord { storage.document.elements[Int(index)] }

        // MARK: - The element

        /// The element's name as written, prefix included.
        public var name: String { document.names[record.name] }

        /// The element's own text with leading and trailing whitespace removed: its character
        /// data and CDATA, entities replaced, without the text of its child elements. Empty
        /// when it has none.
        public var text: String { document.trimmedText(of: index) }

        /// The element's attributes by name as written (prefix included). XMLParser on Linux
        /// reports attributes as a dictionary, so their order in the document is not known.
        public var attributes: [String: String] {
            var result: [String: String] = [:]
            for i in document.attributeRange(of: index) {
                result[document.names[document.attributes[i].name]] = document.attributeValue(i)
            }
            return result
        }

        /// The value of the attribute named `name` (as written, prefix included), or nil.
        public func attribute(_ name: String) -> String? {
            guard let id = document.names.id(of: name), let i = document.attribute(of: index, named: id) else {
                return nil
            }
            return document.attributeValue(i)
        }

        /// The line of the element's start tag (1-based).
        public var line: Int { Int(record.line) }

        /// The column just past the element's start tag (1-based), as XMLParser reports it.
        public var column: Int { Int(record.column) }

        /// The element names from the root down to this element, joined by `/`
        /// (`"response/body/items/item"`): a path that `XMLTree.query` matches.
        public var path: String {
            document.pathNames(of: index).map { document.names[$0] }.joined(separator: "/")
        }

        /// `<name> at line N`.
        public var description: String { "<\(name)> at line \(line)" }

        // MARK: - Around it

        /// The enclosing element, or nil for the root.
        public var parent: Node? {
            let parent = record.parent
            return parent >= 0 ? Node(storage: storage, index: parent) : nil
        }

        /// Whether the element has no child elements.
        public var isLeaf: Bool { !document.hasChildren(index) }

        /// The child elements, in document order.
        public var children: [Node] {
            var result: [Node] = []
            forEachChild { result.append(Node(storage: storage, index: $0)) }
            return result
        }

        /// The child elements named `name`, in document order.
        public func children(named name: String) -> [Node] {
            guard let id = document.names.id(of: name) else { return [] }
            var result: [Node] = []
            forEachChild {
                if document.elements[Int($0)].name == id { result.append(Node(storage: storage, index: $0)) }
            }
            return result
        }

        /// The first child element named `name`, or nil.
        public func firstChild(named name: String) -> Node? {
            guard let id = document.names.id(of: name), let child = document.firstChild(of: index, named: id) else {
                return nil
            }
            return Node(storage: storage, index: child)
        }

        /// Every element named `name` below this one, at any depth, in document order.
        public func descendants(named name: String) -> [Node] {
            guard let id = document.names.id(of: name) else { return [] }
            var result: [Node] = []
            let elements = document.elements
            for i in (index + 1) ..< record.end where elements[Int(i)].name == id {
                result.append(Node(storage: storage, index: i))
            }
            return result
        }

        /// The elements at a slash path below this one, in document order: `"items/item"`
        /// matches the `<item>` children of this element's `<items>` children. `*` matches any
        /// one name and `|` separates alternatives. A path that starts with `/` starts at the
        /// top of the document instead, as `XMLTree.query` does.
        ///
        /// - returns: The matches; none when nothing matches or the path is not valid.
        public func query(_ path: String) -> [Node] {
            let start: Int32? = path.hasPrefix("/") ? nil : index
            return document.query(path, from: start).map { Node(storage: storage, index: $0) }
        }

        /// The child names, each once, in the order they first appear.
        public var childNames: [String] {
            var seen = Set<NameID>()
            var result: [String] = []
            forEachChild { child in
                let id = document.elements[Int(child)].name
                if seen.insert(id).inserted { result.append(document.names[id]) }
            }
            return result
        }

        /// The texts of the leaf elements below this one (elements without children of their
        /// own), at any depth, in document order; leaves without text are skipped.
        public var leafTexts: [String] {
            var result: [String] = []
            for i in (index + 1) ..< record.end where !document.hasChildren(i) {
                let text = document.trimmedText(of: i)
                if !text.isEmpty { result.append(text) }
            }
            return result
        }

        /// The text of each child element that has no children of its own, by name: a flat
        /// view of a record such as `<item><num>1</num><sgId>20180613</sgId></item>`
        /// (`["num": "1", "sgId": "20180613"]`). When a name repeats, the first one wins.
        public var childTexts: [String: String] {
            var result: [String: String] = [:]
            forEachChild { child in
                guard !document.hasChildren(child) else { return }
                let name = document.names[document.elements[Int(child)].name]
                if result[name] == nil { result[name] = document.trimmedText(of: child) }
            }
            return result
        }

        /// An indented outline of this element and everything below it, one element per line:
        /// its name, its attributes sorted by name, and its text after a colon (on one line,
        /// cut after 100 characters).
        ///
        /// ```
        /// trkpt lat="22.5" lon="102.8"
        ///   ele: 1318.59
        ///   time: 2018-05-05T01:02:03Z
        /// ```
        public func dump() -> String {
            var out: [UInt8] = []
            document.writeOutline(of: index, into: &out)
            return String(decoding: out, as: UTF8.self)
        }

        // MARK: - Equality

        /// Whether both are the same element of the same parsed document.
        public static func == (lhs: Node, rhs: Node) -> Bool {
            lhs.storage === rhs.storage && lhs.index == rhs.index
        }

        /// Hashes the document's identity and the element's position.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(ObjectIdentifier(storage))
            hasher.combine(index)
        }

        @inline(__always)
        private func forEachChild(_ body: (Int32) -> Void) {
            let elements = document.elements
            let end = elements[Int(index)].end
            var child = index + 1
            while child < end {
                body(child)
                child = elements[Int(child)].end
            }
        }
    }
}
