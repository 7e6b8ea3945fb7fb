/// Element and attribute names, each stored once and referred to by a small integer.
///
/// The builder interns every name it sees; lookups by a `CodingKey`'s string go through the
/// same table, so a key that names nothing in the document is answered without scanning.
struct NameTable {
    private(set) var strings: [String] = []
    private var ids: [String: NameID] = [:]

    /// The id of `name`, adding it if it is new.
    @inline(__always)
    mutating func intern(_ name: String) -> NameID {
        if let id = ids[name] { return id }
        let id = NameID(strings.count)
        strings.append(name)
        ids[name] = id
        return id
    }

    /// The id of `name` if the document contains it anywhere, else nil.
    @inline(__always)
    func id(of name: String) -> NameID? { ids[name] }

    /// The string for `id`.
    @inline(__always)
    subscript(id: NameID) -> String { strings[Int(id)] }
}
