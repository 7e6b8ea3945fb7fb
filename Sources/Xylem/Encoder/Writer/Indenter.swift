// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

// Pretty printing, as a pass over what the writer wrote without any indentation. Only then is it
// known which elements hold text: an element with text beside its child elements (or inside an
// element that has) gets no indentation inside it, as lxml's pretty printer does, because
// whitespace added there would become part of its text (`<p>hello<b>bold</b></p>` stays so).
// The writer's own output is simple to read: start, end and empty tags, text escaped (no `<`
// and no `>` in attribute values), CDATA sections, and the XML declaration.

/// Indents the writer's output, in one piece (`encode`) or in the pieces a stream writer hands
/// over; the elements left open by one piece are remembered for the next.
struct Indenter {
    let unit: [UInt8]
    /// The elements open at the end of the last piece: whether each has child elements, and
    /// whether its content is indented. (A stream writer's open elements: never mixed.)
    private var open: [(hasChildren: Bool, indents: Bool)] = []

    init(unit: [UInt8]) {
        self.unit = unit
    }

    private enum Token { case start, empty, end, text, other }

    /// `bytes` with line breaks and indentation between the elements of indented content.
    mutating func indent(_ bytes: [UInt8]) -> [UInt8] {
        // First pass: which elements of this piece hold text, by the order of their start tags.
        var holdsText: [Bool] = []
        var stack: [Int] = []
        scan(bytes) { token, _ in
            switch token {
            case .start: stack.append(holdsText.count); holdsText.append(false)
            case .empty: holdsText.append(false)
            case .end: _ = stack.popLast()  // nil for an element of an earlier piece
            case .text: if let top = stack.last { holdsText[top] = true }
            case .other: break
            }
        }
        // Second pass: write, breaking lines where the element around indents.
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + bytes.count / 4)
        var element = 0
        scan(bytes) { token, range in
            switch token {
            case .start, .empty:
                if var parent = open.last {
                    parent.hasChildren = true
                    open[open.count - 1] = parent
                    if parent.indents { newline(depth: open.count, into: &output) }
                }
                let indents = (open.last?.indents ?? true) && !holdsText[element]
                element += 1
                if token == .start { open.append((false, indents)) }
            case .end:
                if let closing = open.popLast(), closing.indents && closing.hasChildren {
                    newline(depth: open.count, into: &output)
                }
            case .text, .other:
                break
            }
            output.append(contentsOf: bytes[range])
        }
        return output
    }

    private func newline(depth: Int, into output: inout [UInt8]) {
        output.append(0x0A)
        for _ in 0 ..< depth { output.append(contentsOf: unit) }
    }

    /// Calls `body` with each token of `bytes` and its range.
    private func scan(_ bytes: [UInt8], _ body: (Token, Range<Int>) -> Void) {
        var index = 0
        let count = bytes.count
        while index < count {
            let start = index
            guard bytes[index] == UInt8(ascii: "<") else {
                while index < count && bytes[index] != UInt8(ascii: "<") { index += 1 }
                body(.text, start ..< index)
                continue
            }
            let next = index + 1 < count ? bytes[index + 1] : 0
            if next == UInt8(ascii: "!") {
                // A CDATA section: up to its "]]>".
                index += 9
                while index + 2 < count
                    && !(bytes[index] == UInt8(ascii: "]") && bytes[index + 1] == UInt8(ascii: "]")
                        && bytes[index + 2] == UInt8(ascii: ">"))
                { index += 1 }
                index = min(index + 3, count)
                body(.text, start ..< index)
                continue
            }
            while index < count && bytes[index] != UInt8(ascii: ">") { index += 1 }
            index = min(index + 1, count)
            let token: Token
            if next == UInt8(ascii: "?") {
                token = .other
            } else if next == UInt8(ascii: "/") {
                token = .end
            } else if bytes[index - 2] == UInt8(ascii: "/") {
                token = .empty
            } else {
                token = .start
            }
            body(token, start ..< index)
        }
    }
}
