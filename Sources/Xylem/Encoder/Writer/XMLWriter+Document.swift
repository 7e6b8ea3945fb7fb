// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

// What the writer adds for a whole document, the same for `XMLEncoder` and `XMLStreamWriter`:
// the XML declaration, and the order in which attributes given as a dictionary are written
// (`rootAttributes`, the stream writer's `open`). Names are checked in XMLName.swift.

extension XMLWriter {
    /// `<?xml version="1.0" encoding="UTF-8"?>` and a line break, when there is a declaration.
    mutating func writeDeclaration(_ declaration: XMLEncoder.Declaration?) {
        guard let declaration else { return }
        output.append(#"<?xml version="1.0" encoding="UTF-8""#)
        if let standalone = declaration.standalone {
            output.append(standalone ? #" standalone="yes""# : #" standalone="no""#)
        }
        output.append("?>\n")
    }
}

extension XMLWriter {
    /// `attributes` in the order the encoder writes them: `xmlns`, then the other `xmlns:`
    /// declarations, then the rest, each group by name.
    static func ordered(_ attributes: [String: String]) -> [(String, String)] {
        func group(_ name: String) -> Int { name == "xmlns" ? 0 : name.hasPrefix("xmlns:") ? 1 : 2 }
        return attributes.sorted { a, b in
            group(a.key) == group(b.key)
                ? a.key.utf8.lexicographicallyPrecedes(b.key.utf8) : group(a.key) < group(b.key)
        }
    }
}
