// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

// A nested container (`nestedContainer(keyedBy:forKey:)`, `nestedUnkeyedContainer`) or a
// `superDecoder` may outlive the call that made it, and keeps its own coding path, so it gets a
// decoder of its own rather than this one's state. A choice enum's synthesized `init(from:)`
// asks for one per value (`case b(String)` reads its value through a nested container), and
// making a decoder, then freeing it, retains and releases the document's storage each time
// (about 1,800 instructions a text run of a mixed `<p>`). So the decoder made last is kept, and
// handed out again once nothing else holds it: the containers that used it are gone, and it is
// restarted exactly as a new one starts.

extension DocumentDecoder {
    /// A decoder for a nested container or `superDecoder` at `node`, whose coding path is the
    /// first `depth` keys of this decoder's path and then `key`.
    func nested(_ node: ValueRef, depth: Int, key: any CodingKey) -> DocumentDecoder {
        if isKnownUniquelyReferenced(&spare), let decoder = spare {
            decoder.restart(at: node)
            decoder.path.append(contentsOf: path.prefix(depth))
            decoder.path.append(key)
            return decoder
        }
        var codingPath: [any CodingKey] = []
        codingPath.reserveCapacity(depth + 1)
        codingPath.append(contentsOf: path.prefix(depth))
        codingPath.append(key)
        let decoder = makeNested(node, codingPath: codingPath)
        spare = decoder
        return decoder
    }
}
