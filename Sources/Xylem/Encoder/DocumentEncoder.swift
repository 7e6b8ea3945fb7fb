// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Where the value being encoded goes. Its key decides (see `KeySpelling`) before the value
/// says what it is; the value's first request (a container, a scalar, nil) decides the rest.
enum Slot: Equatable {
    /// A child element of the top element. `keyed`: a property's element, so `nil` may be
    /// omitted and an array repeats the element once per item.
    case element(String, keyed: Bool)
    /// A list item with no name of its own (a wrapper's, a root array's, a nested array's):
    /// written as `name`, or, when `choice` and the value is an enum whose keyed container
    /// starts with a nested container, as that case's element (the mirror of choice decoding).
    case item(String, choice: Bool)
    /// An attribute of the top element.
    case attribute(String)
    /// The top element's text (the key `""`).
    case text
    /// The top element itself (the key `_0`: an enum case's unlabeled value).
    case current
}

/// The `Encoder` handed to `encode(to:)`. One instance serves a whole encode: descending into a
/// value sets the pending slot and pushes the key, and both are restored on the way back up.
/// Nested containers and `superEncoder` get an instance of their own (they outlive the call
/// that made them), sharing the session and its writer. Package access: a coding layer in this
/// package that wraps it takes its keyed containers unboxed (`keyedWriter(keyedBy:)`).
package final class DocumentEncoder: Encoder {
    let session: EncodingSession
    /// The mutable state, touched for every value: unchecked, as `EncodingSession.writer`.
    @exclusivity(unchecked) private var state: State

    private struct State {
        var path: [any CodingKey]
        /// The place of the value being encoded, until the value asks for a container.
        var pending: Slot?
        /// Whether the pending value is a `[String: T]`, whose keys are sorted.
        var pendingIsDictionary = false
        /// The element the pending slot belongs to when it is not the top one (`superEncoder`).
        var parent: FrameRef?
        /// The stack height when the value began: its element, once pushed, is at this index.
        var valueDepth: Int
    }

    init(session: EncodingSession, path: [any CodingKey], pending: Slot?, parent: FrameRef?, valueDepth: Int) {
        self.session = session
        state = State(path: path, pending: pending, parent: parent, valueDepth: valueDepth)
    }

    /// The element stack and the bytes.
    var writer: XMLWriter {
        @inline(__always) _read { yield session.writer }
        @inline(__always) _modify { yield &session.writer }
    }

    /// The keys from the root to the value being encoded.
    var path: [any CodingKey] {
        @inline(__always) get { state.path }
    }

    package var codingPath: [any CodingKey] { path }
    package var userInfo: [CodingUserInfoKey: Any] { session.options.userInfo }

    /// An encoder for a nested container or `superEncoder` at `path`, whose value goes into
    /// `pending` in the element `parent`; without a slot (its key failed), every container it
    /// makes throws the recorded error.
    func nested(path: [any CodingKey], pending: Slot?, parent: FrameRef) -> DocumentEncoder {
        DocumentEncoder(
            session: session, path: path, pending: pending, parent: parent,
            valueDepth: pending == nil ? -1 : writer.frames.count)
    }

    // MARK: - Containers

    package func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(keyedWriter(keyedBy: type))
    }

    /// The keyed container `container(keyedBy:)` returns, without the standard library's box
    /// around it: a layer that hands every value its own containers over these (and keeps its
    /// own boxes) saves the box's allocation and its generic metadata lookups per value.
    @inline(__always)
    package func keyedWriter<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedWriter<Key> {
        let isDictionary = state.pendingIsDictionary
        let (frame, isChoice) = keyedElement()
        let role: KeyedWriter<Key>.Role = isChoice ? .choice : isDictionary ? .dictionary : .plain
        return KeyedWriter<Key>(encoder: self, frame: frame, depth: path.count, role: role)
    }

    package func unkeyedContainer() -> any UnkeyedEncodingContainer {
        let (parent, item) = listElement()
        return UnkeyedWriter(encoder: self, parent: parent, itemSlot: item, depth: path.count)
    }

    package func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleValueWriter(encoder: self, slot: takePending(), depth: path.count)
    }

    /// The pending slot, now taken: the value has said what it is. (Also taken by a value that
    /// writes itself whole, an `XMLFragment`.)
    @inline(__always)
    func takePending() -> Slot? {
        guard let slot = state.pending else { return nil }
        state.pending = nil
        if let parent = state.parent, !enter(parent) {
            fail(staleContainer())
            return nil
        }
        return slot
    }

    /// The place of the value being encoded, not taken (`writeQualifiedName` looks first).
    var pendingSlot: Slot? { state.pending }

    /// The element that the top element's containers write into.
    var topFrame: FrameRef {
        let frames = writer.frames
        guard let last = frames.last else { return .invalid }
        return FrameRef(index: frames.count - 1, serial: last.serial)
    }

    /// The element a keyed container writes into, and whether it is a list item that an enum
    /// may still rename to its case.
    private func keyedElement() -> (FrameRef, Bool) {
        let sorted = session.sortsKeys || state.pendingIsDictionary
        switch takePending() {
        case .element(let name, _)?:
            let frame = writer.push(name)
            if sorted { session.keyOrder.sort(frame) }
            return (frame, false)
        case .item(let name, let choice)?:
            let frame = writer.push(name)
            if sorted { session.keyOrder.sort(frame) }
            if choice { session.choices.append((frame.serial, .undecided)) }
            return (frame, choice)
        case .current?:
            let frame = topFrame
            if state.pendingIsDictionary && writer.isLive(frame) { session.keyOrder.sort(frame) }
            return (frame, false)
        case .attribute(let name)?:
            fail(misplacedContainer("a keyed container", "the attribute \"\(name)\""))
        case .text?:
            fail(misplacedContainer("a keyed container", "the text key \"\""))
        case nil:
            // A second request for the same value (a subclass calling super.encode(to:)): the
            // value's element, if it made one.
            let depth = state.valueDepth
            let frames = writer.frames
            if depth >= 0 && depth < frames.count {
                return (FrameRef(index: depth, serial: frames[depth].serial), false)
            }
            fail(misplacedContainer("a keyed container", "a value that already wrote another kind of container"))
        }
        return (.invalid, false)
    }

    /// The element a list's items go into and the slot of each item: repeated elements named by
    /// a property's key, or the items of a wrapper element.
    private func listElement() -> (FrameRef, Slot) {
        switch takePending() {
        case .element(let name, keyed: true)?:
            if let item = wrapperItem(name) { return (writer.push(name), .item(item, choice: false)) }
            return (state.parent ?? topFrame, .element(name, keyed: false))
        case .element(let name, keyed: false)?, .item(let name, _)?:
            let item = wrapperItem(name) ?? ListHint.defaultItemName
            return (writer.push(name), .item(item, choice: false))
        case .current?:
            let item = wrapperItem(nil) ?? ListHint.defaultItemName
            return (topFrame, .item(item, choice: false))
        case .attribute(let name)?:
            fail(misplacedContainer("an unkeyed container (a list)", "the attribute \"\(name)\""))
        case .text?:
            fail(misplacedContainer("an unkeyed container (a list)", "the text key \"\""))
        case nil:
            fail(misplacedContainer("an unkeyed container (a list)", "a value that already wrote another container"))
        }
        return (.invalid, .text)
    }

    /// The item name a list hint gives the wrapper `name` in the top element (`nil`: the top
    /// element itself), if a hint makes it a wrapper.
    private func wrapperItem(_ name: String?) -> String? {
        let hints = session.options.listHints
        guard !hints.isEmpty else { return nil }
        var names = writer.frames.map(\.name)
        if let name { names.append(name) }
        return hints.wrapperItem(at: names)
    }

    // MARK: - Values

    /// Encodes `value` into `slot`, with `key` (if any) pushed on the coding path: the types
    /// Xylem writes as text directly, anything else through its `encode(to:)`.
    func encode<T: Encodable>(_ value: T, into slot: Slot, key: (any CodingKey)?) throws {
        if T.self == String.self { return try write(unsafeBitCast(value, to: String.self), into: slot, key: key) }
        if T.self == Date.self { return try write(date: unsafeBitCast(value, to: Date.self), into: slot, key: key) }
        if T.self == Data.self { return try write(data: unsafeBitCast(value, to: Data.self), into: slot, key: key) }
        if T.self == URL.self {
            return try write(unsafeBitCast(value, to: URL.self).absoluteString, into: slot, key: key)
        }
        if T.self == Decimal.self {
            return try write(decimal: unsafeBitCast(value, to: Decimal.self), into: slot, key: key)
        }
        var slot = slot
        if case .item(let name, _) = slot, session.isEnum(value) { slot = .item(name, choice: true) }
        try encodeNested(into: slot, key: key, isDictionary: session.kind(of: T.self).contains(.stringDictionary)) {
            try value.encode(to: self)
        }
    }

    /// A present optional, as `encode`, except that an empty array in a property's repeated
    /// elements is an error: it would write no element, which reads back as nil.
    func encode<T: Encodable>(optional value: T, into slot: Slot, key: some CodingKey) throws {
        if session.kind(of: T.self).contains(.array), let array = value as? any XMLArrayMarker, array.isEmpty,
            case .element(let name, keyed: true) = slot, wrapperItem(name) == nil
        {
            throw emptyOptionalArray(value, name, key: key)
        }
        try encode(value, into: slot, key: key)
    }

    /// Runs `body` (a value's `encode(to:)`, or a custom strategy) with `slot` pending, then
    /// ends the value: writes `<name/>` if it asked for nothing, and closes its elements.
    func encodeNested(into slot: Slot, key: (any CodingKey)?, isDictionary: Bool, _ body: () throws -> Void) throws {
        // Saved field by field: a copy of the whole state would share the path's buffer, and
        // the append below would then copy it.
        let savedPending = state.pending
        let savedIsDictionary = state.pendingIsDictionary
        let savedParent = state.parent
        let savedDepth = state.valueDepth
        let depth = writer.frames.count
        let choiceCount = session.choices.count
        if let key { state.path.append(key) }
        state.pending = slot
        state.pendingIsDictionary = isDictionary
        state.parent = nil
        if case .current = slot { state.valueDepth = depth - 1 } else { state.valueDepth = depth }
        defer {
            if key != nil { state.path.removeLast() }
            state.pending = savedPending
            state.pendingIsDictionary = savedIsDictionary
            state.parent = savedParent
            state.valueDepth = savedDepth
            // The choices of the value's list items end with it.
            if session.choices.count > choiceCount { session.choices.removeLast(session.choices.count - choiceCount) }
        }
        try body()
        if let failure = session.failure {
            session.failure = nil
            throw failure
        }
        if let untouched = state.pending { writeEmpty(untouched) }
        close(downTo: depth)
    }

    /// What a value that asked for no container at all writes: an empty element (as
    /// `JSONEncoder` writes `{}`), nothing elsewhere.
    private func writeEmpty(_ slot: Slot) {
        switch slot {
        case .element(let name, _), .item(let name, _):
            writer.beginChildTag(name)
            writer.output.append("/>")
        case .attribute, .text, .current:
            break
        }
    }

    /// Writes `nil` into `slot` by the nil strategy. A property's element may be omitted; a
    /// list item never is (the items after it would move), so it is an empty element at least.
    func writeNil(into slot: Slot?, key: (any CodingKey)?) throws {
        guard let slot else { throw session.failure ?? writtenTwice() }
        let strategy = session.options.nilEncodingStrategy
        switch slot {
        case .element(let name, _), .item(let name, _):
            if case .element(_, keyed: true) = slot, case .omit = strategy { return }
            if case .xsiNil = strategy, writer.frames.isEmpty, writer.rootHasAttribute("xsi:nil") {
                throw invalid(.attribute(.duplicate(name), "xsi:nil"), key: key, value: "xsi:nil")
            }
            writer.beginChildTag(name)
            if case .xsiNil = strategy { writer.output.append(#" xsi:nil="true""#) }
            writer.output.append("/>")
        case .current:
            guard case .xsiNil = strategy else { return }
            if let problem = writer.writeAttribute(
                "xsi:nil", path: { path + (key.map { [$0] } ?? []) }, { $0.append("true") })
            {
                throw invalid(.attribute(problem, "xsi:nil"), key: key, value: "xsi:nil")
            }
        case .attribute, .text:
            break
        }
    }

    // MARK: - Keys

    /// The slot of `key` in the element `frame` (see `KeySpelling`), its name converted by the
    /// key and namespace strategies and checked.
    @inline(__always)
    func slot<Key: CodingKey>(for key: Key, in frame: FrameRef) throws(EncodingError) -> Slot {
        let string = key.stringValue
        switch KeySpelling.of(string) {
        case .text:
            return .text
        case .attribute(let name):
            return .attribute(try checkedName(String(name), key: key, in: frame, isAttribute: true))
        case .element:
            if string == KeySpelling.unlabeledValueKey { return .current }
            if case .attributes(let isAttribute) = session.options.attributeEncodingStrategy,
                asks(isAttribute, about: key)
            {
                return .attribute(try checkedName(string, key: key, in: frame, isAttribute: true))
            }
            return .element(try checkedName(string, key: key, in: frame, isAttribute: false), keyed: true)
        }
    }

    /// The attribute strategy's answer for `key`, given the path with `key` appended in place
    /// (no array is made per key).
    private func asks(_ isAttribute: ([any CodingKey]) -> Bool, about key: some CodingKey) -> Bool {
        state.path.append(key)
        defer { state.path.removeLast() }
        return isAttribute(state.path)
    }

    /// `key` as a name to write in the element `frame`: converted if a strategy says so, a
    /// valid XML name, its prefix declared (or to be: see `checkPrefix`).
    @inline(__always)
    func checkedName(
        _ key: String, key codingKey: some CodingKey, in frame: FrameRef, isAttribute: Bool
    ) throws(EncodingError) -> String {
        let name = session.writesKeysAsGiven ? key : session.name(forKey: key)
        guard let prefixLength = XMLName.prefixLength(name) else { throw invalidName(key, written: name, codingKey) }
        if prefixLength > 0 {
            try checkPrefix(of: name, length: prefixLength, codingKey, owner: frame.serial, isAttribute: isAttribute)
        }
        return name
    }
}

/// What the encoder treats specially about a value's type (`EncodingSession.kind(of:)`).
struct ValueKind: OptionSet {
    let rawValue: UInt8
    /// An `Optional`: a present one handed to `encode(_:forKey:)` follows `encodeIfPresent`'s rules.
    static let optional = ValueKind(rawValue: 1 << 0)
    /// An `Array`: empty in an optional property, it would read back as nil.
    static let array = ValueKind(rawValue: 1 << 1)
    /// A `[String: T]`, whose keys are sorted.
    static let stringDictionary = ValueKind(rawValue: 1 << 2)
}

/// An `Optional` whose value is reached without knowing its type.
protocol PresentOptional {
    var presentValue: (any Encodable)? { get }
}

extension Optional: PresentOptional where Wrapped: Encodable {
    var presentValue: (any Encodable)? { map { $0 } }
}
