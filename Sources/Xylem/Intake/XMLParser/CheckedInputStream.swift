// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The `InputStream` XMLParser reads from (`XMLParser(stream:)` pulls 128 KiB at a time): the
/// checked UTF-8 of a `CheckedInput`, cut into pieces around what XMLParser cannot take on
/// Linux (the document type declaration, parsed without a delegate, and `<?name?>`, handed over
/// as `<?name ?>`), where `InputCutPlanner` says. Chunks without either (all but a few) go
/// straight from the input into XMLParser's buffer. A rejected chunk ends the parse: `read`
/// returns -1 and `failure` says why.
final class CheckedInputStream: InputStream {
    private let input: CheckedInput
    /// Why reading stopped early, if it did.
    private(set) var failure: XMLSyntaxError?
    /// Whether the input's `beforeRead` asked to stop (a streaming consumer went away or failed).
    var stopped: Bool { input.stopped }
    /// Called before each piece is handed over: true when it holds part of the document type
    /// declaration (and nothing after it), false otherwise.
    var quiet: ((Bool) -> Void)?

    /// The rest of a chunk that had to be cut.
    private var pending = ByteQueue()
    /// Offset, in the checked UTF-8 stream, of the next byte to hand over.
    private var handedOver = 0
    /// What the input guard found, for the planner.
    private var marks = InputCutPlanner.Marks()

    init(_ input: CheckedInput) {
        self.input = input
        super.init(data: Data())
    }

    override func open() {
        do { try input.open() } catch { failure = error }
    }

    override func close() { input.close() }

    override var hasBytesAvailable: Bool { !input.finished && failure == nil }
    override var streamStatus: Stream.Status { failure != nil ? .error : (input.finished ? .atEnd : .open) }
    override var streamError: Error? { failure }

    override func read(_ buffer: UnsafeMutablePointer<UInt8>, maxLength length: Int) -> Int {
        if failure != nil || input.stopped { return -1 }
        if !pending.isEmpty || marks.spaces.first == handedOver { return serve(buffer, length) }
        do {
            let count = try input.read(into: buffer, length) { found, offset in marks.record(found, at: offset) }
            if count == 0 { return input.stopped ? -1 : 0 }
            let cut = InputCutPlanner.next(
                UnsafeBufferPointer(start: buffer, count: count), at: handedOver,
                marks: marks, for: .xmlParser)
            if !cut.isSpace && cut.length == count {
                quiet?(cut.isQuiet)
                handedOver += count
                return count
            }
            pending.bytes.append(contentsOf: UnsafeBufferPointer(start: buffer, count: count))
            return serve(buffer, length)
        } catch {
            failure = error
            return -1
        }
    }

    /// Hands over the next piece of `pending` (or a space), as the planner cuts it.
    private func serve(_ buffer: UnsafeMutablePointer<UInt8>, _ length: Int) -> Int {
        let cut = pending.bytes.withUnsafeBufferPointer { all in
            InputCutPlanner.next(
                UnsafeBufferPointer(rebasing: all[pending.start ..< min(all.count, pending.start + length)]),
                at: handedOver, marks: marks, for: .xmlParser)
        }
        quiet?(cut.isQuiet)
        if cut.isSpace {
            marks.spaceHandedOver()
            buffer[0] = 0x20
            return 1
        }
        let count = pending.take(into: buffer, cut.length)
        handedOver += count
        return count
    }
}
