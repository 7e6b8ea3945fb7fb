// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Xylem

/// `dump FILE`: the whole document's outline, streamed in flat memory, the same as
/// `XMLTree.dump()` prints it.
enum Outline {
    static func stream(_ file: String, depth: Int?, parser: XMLDecoder.Parser, output: Output) async throws {
        let window = OutlineWindow(output: output)
        try await Commands.stream(file, parser) { reader in
            reader.onOutline(depth: depth) { window.add($0) }
        }
        window.flush()
        if let late = window.late {
            Terminal.error(
                "note: the line of <\(late.name)> (line \(late.line)) shows "
                    + "only its text before its first child element; `xylem query` on its path prints all of it")
        }
    }
}

/// The latest lines of the outline, up to 256 KiB, before they are written: an element with
/// child elements is handed over at its first child, and when it turns out to have text after a
/// child (mixed content), its revised line replaces it here. A revision that comes after its
/// line was written (the element's outline is longer than the window) cannot; it is kept in
/// `late` to be told on standard error.
final class OutlineWindow {
    private let output: Output
    private var pending: [UInt8] = []
    /// Per depth: the element whose line in `pending` is not final yet, and where it is.
    private var held: [(element: Int, range: Range<Int>)?] = []
    /// The first revision that came too late.
    private(set) var late: XMLOutlineLine?
    private static let size = 256 * 1024

    init(output: Output) {
        self.output = output
        pending.reserveCapacity(Self.size + 4096)
    }

    func add(_ line: XMLOutlineLine) {
        while held.count <= line.depth { held.append(nil) }
        if line.isRevision {
            if let slot = held[line.depth], slot.element == line.element {
                pending.replaceSubrange(
                    slot.range, with: Array(repeating: UInt8(ascii: " "), count: 2 * line.depth) + Array(line.text.utf8)
                )
                // What followed it (its own subtree) is final, and has moved.
                for depth in line.depth ..< held.count { held[depth] = nil }
            } else if late == nil {
                late = line
            }
            return
        }
        let start = pending.count
        pending.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * line.depth))
        pending.append(contentsOf: line.text.utf8)
        if !line.isFinal { held[line.depth] = (line.element, start ..< pending.count) }
        pending.append(UInt8(ascii: "\n"))
        if pending.count >= Self.size { flush() }
    }

    /// Writes the lines held so far; their revisions can no longer replace them.
    func flush() {
        output.write(pending)
        pending.removeAll(keepingCapacity: true)
        for depth in held.indices { held[depth] = nil }
    }
}
