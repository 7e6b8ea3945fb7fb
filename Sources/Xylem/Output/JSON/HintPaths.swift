// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

/// The list-hint role of every distinct element path, asked of the hints once per path: a
/// path is an id, and a child's path id is one dictionary lookup from its parent's.
struct HintPaths {
    let hints: [ListHint]
    private var ids: [Int64: Int32] = [:]
    private(set) var roles: [ListHint.Role?] = []
    private var names: [[String]] = []

    init(_ hints: [ListHint]) {
        self.hints = hints
    }

    /// The id of the path of an element named `name` (an id, as written) inside the element
    /// whose path id is `parent` (-1 for the root).
    @inline(__always)
    mutating func child(of parent: Int32, named name: NameID, in document: Document) -> Int32 {
        let key = Int64(parent) << 32 | Int64(UInt32(bitPattern: name))
        if let id = ids[key] { return id }
        let path = (parent >= 0 ? names[Int(parent)] : []) + [document.names[name]]
        let id = Int32(names.count)
        names.append(path)
        roles.append(hints.role(at: path))
        ids[key] = id
        return id
    }

    /// The path id of `element`, from its ancestors' names.
    mutating func id(of element: Int32, in document: Document) -> Int32 {
        var id: Int32 = -1
        for name in document.pathNames(of: element) { id = child(of: id, named: name, in: document) }
        return id
    }
}
