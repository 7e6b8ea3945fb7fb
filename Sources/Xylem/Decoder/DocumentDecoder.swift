// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// What a coding key resolved to in the document: where the value to decode lies. (Not a tree
/// node: the public `XMLTree.Node` is something else; decoder variables of this type are still
/// called `node`.)
enum ValueRef {
    /// One element, decoded as a whole (the root, an array item, a `superDecoder`).
    case element(Int32)
    /// The children of `parent` that share `first`'s name, for a collection type
    /// (`XMLCollection`): all of them.
    case matches(parent: Int32, first: Int32)
    /// The same, for a type that is not a collection: one element, `first`, which must be the
    /// only one of its name, unless the type's single-value container asks for a collection
    /// (a property wrapper around one), which reads them all.
    case oneOf(parent: Int32, first: Int32)
    /// An attribute's value (`index` into `Document.attributes`), on element `owner`.
    case attribute(index: Int, owner: Int32)
    /// An element's own text (the `""` key).
    case text(Int32)
    /// Nothing in element `owner` has this key's name.
    case missing(owner: Int32)
    /// A run of mixed content, an item of an unkeyed container: `Document.text[start ..<
    /// start + length]`, in element `owner`. Its only key is `""`.
    case textRun(start: UInt32, length: UInt32, owner: Int32)
    /// Whitespace between two children of an element with mixed content: a text item `" "`.
    case space(owner: Int32)
    /// An empty element decoded as an Optional's wrapped value: reading one value from it
    /// means nil (see Optionals.swift).
    case emptyOptional(Int32)
}

/// The `Decoder` handed to `init(from:)`. One instance serves a whole decode: descending into a
/// value sets `node` and pushes the key, and both are restored on the way back up, so no
/// decoder object is allocated per value.
final class DocumentDecoder: Decoder {
    let session: DecodingSession
    // Constants, not variables: a variable of a class may change during any call the compiler
    // cannot see into (a dictionary lookup), so each read of it across such a call retains it.
    let document: Document
    /// Set when a key or namespace strategy makes names differ from keys.
    let mapping: NameMapping?
    /// The attribute names that mean `xsi:nil` (usually none).
    let nilAttributes: [NameID]
    /// Keys resolved to name ids, shared with the decoders nested in this one.
    let keyCache: KeyCache
    /// What each container finds out for a later call (ContainerFrames.swift), by depth,
    /// shared with the decoders nested in this one.
    let frames: ContainerFrames
    /// Whether this is the decoder a decode starts with, not one nested in it (`makeNested`):
    /// only its keyed containers are kept (ContainerFrames.swift).
    let isRoot: Bool
    /// The mutable state, touched for every value: unchecked, so that it pays no dynamic
    /// exclusivity check (it used to live behind a hand-allocated pointer for that reason; the
    /// attribute does the same without a second allocation per decoder, which a stream pays
    /// per record).
    @exclusivity(unchecked) private var state: State
    /// The decoder `nested` made last, handed out again once nothing else holds it (Nesting.swift).
    @exclusivity(unchecked) var spare: DocumentDecoder?

    private struct State {
        var node: ValueRef
        var path: [any CodingKey]
        /// The index of the attribute found last (DocumentDecoder+Names.swift).
        var lastAttribute = -1
    }

    init(
        session: DecodingSession, document: Document, mapping: NameMapping?, nilAttributes: [NameID],
        keyCache: KeyCache = KeyCache(), frames: ContainerFrames? = nil, node: ValueRef,
        codingPath: [any CodingKey]
    ) {
        self.session = session
        self.document = document
        self.mapping = mapping
        self.nilAttributes = nilAttributes
        self.keyCache = keyCache
        self.frames = frames ?? ContainerFrames()
        isRoot = frames == nil
        state = State(node: node, path: codingPath)
    }

    /// A decoder for the records of a stream that are handed over together (`RecordRouter`):
    /// one decoder, and one copy of the document, for all of them.
    static func forRecords(of document: Document, session: DecodingSession) -> DocumentDecoder {
        DocumentDecoder(
            session: session, document: document, mapping: session.mapping(for: document),
            nilAttributes: session.nilAttributes(for: document), node: .element(0), codingPath: [])
    }

    /// Decodes `type` from `element`, one of the records this decoder serves, exactly as a root
    /// element is decoded: the state a previous record (or its error) left is cleared first.
    func decodeRecord<T: Decodable>(_ type: T.Type, element: Int32) throws -> T {
        restart(at: .element(element))
        return try decodeValue(type)
    }

    /// Puts the decoder in a new one's state at `node` (the path emptied, its storage kept).
    func restart(at node: ValueRef) {
        state.node = node
        state.path.removeAll(keepingCapacity: true)
        state.lastAttribute = -1
    }

    /// A new decoder for the same document, nested in this one (see `nested(_:depth:key:)`).
    func makeNested(_ node: ValueRef, codingPath: [any CodingKey]) -> DocumentDecoder {
        DocumentDecoder(
            session: session, document: document, mapping: mapping, nilAttributes: nilAttributes,
            keyCache: keyCache, frames: frames, node: node, codingPath: codingPath)
    }

    /// The value being decoded.
    var node: ValueRef {
        @inline(__always) get { state.node }
        @inline(__always) set { state.node = newValue }
    }

    /// The keys from the root to `node`. Containers remember their depth in it.
    var path: [any CodingKey] {
        @inline(__always) get { state.path }
        @inline(__always) _modify { yield &state.path }
    }

    /// See `State.lastAttribute`.
    var lastAttribute: Int {
        @inline(__always) get { state.lastAttribute }
        @inline(__always) set { state.lastAttribute = newValue }
    }

    var codingPath: [any CodingKey] { path }
    var userInfo: [CodingUserInfoKey: Any] { session.options.userInfo }

    /// The decoder's options for this decode.
    var options: DecodingOptions {
        @inline(__always) get { session.options }
    }

    // MARK: - Containers

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        frames.enter(path.count)
        switch node {
        case .textRun(_, _, let owner), .space(let owner):
            return keyedContainer(Key.self, element: owner, textItem: node)
        default:
            let element = try singleElement(node, expecting: "a keyed container")
            if let nilElement = explicitNil(.element(element), asList: false) {
                throw nilForNonOptional(KeyedDecodingContainer<Key>.self, "a value", nilElement)
            }
            return keyedContainer(Key.self, element: element, textItem: nil)
        }
    }

    /// A keyed container at the current depth: one the root decoder kept, when nothing holds
    /// it, else a new one (ContainerFrames.swift).
    @inline(__always)
    private func keyedContainer<Key: CodingKey>(
        _: Key.Type, element: Int32, textItem: ValueRef?
    ) -> KeyedDecodingContainer<Key> {
        let depth = path.count
        let keeps = isRoot && frames.keepsContainers
        if keeps,
            let box = frames.keptContainer(
                ObjectIdentifier(Key.self), element: element, textItem: textItem, depth: depth)
        {
            return unsafeBitCast(box, to: KeyedDecodingContainer<Key>.self)
        }
        let place = ContainerPlace(element: element, textItem: textItem, depth: depth)
        let container = KeyedDecodingContainer(KeyedContainer<Key>(decoder: self, place: place))
        if keeps {
            frames.keep(unsafeBitCast(container, to: AnyObject.self), of: ObjectIdentifier(Key.self), place: place)
        }
        return container
    }

    /// Ends the decode: lets go of the containers the root decoder kept (they hold it).
    func finish() { frames.dropContainers() }

    /// An element's content (its children, and its text when it has any); a collection's
    /// same-named siblings, or a list wrapper's children.
    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        if let nilElement = explicitNil(node, asList: true) {
            throw nilForNonOptional((any UnkeyedDecodingContainer).self, "a list", nilElement)
        }
        switch node {
        case .element(let element), .emptyOptional(let element):
            noteRead(of: element)
            return UnkeyedContainer(decoder: self, contentOf: element, depth: path.count)
        case .oneOf(let parent, let first):
            try requireSingle(parent: parent, first: first, as: nil, key: { nil })
            noteRead(of: first)
            return UnkeyedContainer(decoder: self, contentOf: first, depth: path.count)
        case .matches(let parent, let first):
            if let wrapper = wrapper(parent: parent, first: first) {
                return UnkeyedContainer(decoder: self, contentOf: wrapper, depth: path.count)
            }
            return UnkeyedContainer(decoder: self, siblingsFrom: first, in: parent, depth: path.count)
        case .missing(let owner):
            if let error = missingCollection(in: owner) { throw error }
            return UnkeyedContainer(decoder: self, depth: path.count)
        case .attribute, .text, .textRun, .space:
            throw mismatch([Any].self, node, "an attribute or text value", key: { nil })
        }
    }

    /// Whether `type` gathers same-named siblings: an `XMLCollection`, or `Data` (and `Data?`)
    /// read with `.deferredToData`, whose own `init(from:)` reads a list of bytes as `[UInt8]` does.
    func isCollection(_ type: Any.Type) -> Bool {
        session.isCollection(type) { type in
            type is any XMLCollection.Type
                || (session.dataIsDeferred && (type == Data.self || type == Self.optionalData))
        }
    }

    /// `Data?`'s metadata, looked up once (each `Data?.self` asks the runtime for it).
    private static let optionalData: Any.Type = Data?.self

    /// `first`, when a list hint makes it a wrapper whose children are a list's items (and no
    /// sibling shares its name).
    func wrapper(parent: Int32, first: Int32) -> Int32? {
        guard session.hasListHints, listRole(of: first) == .wrapper,
            nextSibling(after: first, named: name(of: first), parentEnd: document.elements[Int(parent)].end) == nil
        else { return nil }
        return first
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        SingleValueContainer(decoder: self, node: node, depth: path.count)
    }

    // MARK: - Descending

    /// Decodes `type` from `node` with `key` pushed on the coding path: the generic path shared
    /// by the keyed and unkeyed containers. The key comes in as its own type, not as an
    /// optional existential: copying a `(any CodingKey)?` (to unwrap it, to test it for nil)
    /// goes through the runtime's generic Optional and existential witnesses, about 250
    /// instructions a value on a GPX track point.
    @inline(__always)
    func decode<T: Decodable, K: CodingKey>(_ type: T.Type, node: ValueRef, key: K) throws -> T {
        let saved = self.node
        self.node = node
        path.append(key)
        defer {
            self.node = saved
            path.removeLast()
        }
        return try decodeValue(type)
    }

    /// Decodes `type` from `node` without pushing a key (a single-value container's value, an
    /// Optional's wrapped value: the key is the container's).
    @inline(__always)
    func decode<T: Decodable>(_ type: T.Type, node: ValueRef) throws -> T {
        let saved = self.node
        self.node = node
        defer { self.node = saved }
        return try decodeValue(type)
    }

    /// Decodes `type` from the current node: Foundation types Xylem reads from text, others
    /// through their `init(from:)`. (No `T?` here: instantiating `Optional<T>` for an
    /// unspecialized `T` costs a metadata lookup per value.)
    func decodeValue<T: Decodable>(_ type: T.Type) throws -> T {
        do {
            if T.self == Date.self, let date = try decodeDate() { return unsafeBitCast(date, to: T.self) }
            if T.self == Data.self, let data = try decodeData() { return unsafeBitCast(data, to: T.self) }
            if T.self == URL.self { return unsafeBitCast(try scalar(node, URL.self, parseURL), to: T.self) }
            if T.self == Decimal.self { return unsafeBitCast(try scalar(node, Decimal.self, parseDecimal), to: T.self) }
            switch node {
            case .matches(let parent, let first):
                if isCollection(T.self) {
                    if let array = T.self as? any ReservingArrayDecoding.Type {
                        return try decodeArray(array, T.self, parent: parent, first: first)
                    }
                } else {
                    // Only collections gather same-named siblings: any other type is one element
                    // (which its containers check), unless its single-value container asks for
                    // a collection (a property wrapper around one: `@DefaultEmpty var tag: [String]`).
                    node = .oneOf(parent: parent, first: first)
                }
            case .oneOf(let parent, let first) where isCollection(T.self):
                node = .matches(parent: parent, first: first)
                if let array = T.self as? any ReservingArrayDecoding.Type {
                    return try decodeArray(array, T.self, parent: parent, first: first)
                }
            default:
                break
            }
            if mightBeNil(node), let optional = session.optionalDecoding(T.self) {
                return try optional.decodeOptional(from: self) as! T
            }
            return try T(from: self)
        } catch let error as DecodingError {
            // Errors from `init(from:)` and from custom strategies get the node's position.
            throw improved(error, T.self)
        }
    }

    /// The array `T` (which is `array`) of the siblings named like `first`, built with its
    /// length reserved (ArrayDecoding.swift), watched when it may be a list wrapper read as its
    /// only item (LoneWrappers.swift). (It returns `T`, not `T?`: instantiating `Optional<T>`
    /// for an unspecialized `T` costs a metadata lookup per value.)
    @inline(__always)
    private func decodeArray<T>(
        _ array: any ReservingArrayDecoding.Type, _ type: T.Type, parent: Int32, first: Int32
    ) throws -> T {
        if mayBeLoneWrapper(first, in: parent) {
            return try decodeWatching(T.self, wrapper: first) { try array.decodeReserving(from: self, as: T.self) }
        }
        return try array.decodeReserving(from: self, as: T.self)
    }

    /// A `Date` by the date strategy; nil for `.deferredToDate` (Date's own `init(from:)`).
    private func decodeDate() throws -> Date? {
        switch options.dateDecodingStrategy {
        case .deferredToDate: return nil
        case .iso8601:
            return try scalar(
                node, Date.self,
                explain: { explainDateFailure($0, expected: ".iso8601", because: explainISO8601Failure($0)) },
                parseISO8601)
        case .rfc2822:
            return try scalar(node, Date.self, explain: { explainDateFailure($0, expected: ".rfc2822") }, parseRFC2822)
        case .fixedPattern(let pattern, _):
            return try scalar(
                node, Date.self,
                explain: {
                    explainDateFailure(
                        $0, expected: ".fixedPattern",
                        because: session.fixedDate?.explainFailure($0)
                            ?? "dateDecodingStrategy .fixedPattern expects \"\(pattern)\"")
                }
            ) { session.fixedDate?.parse($0) }
        case .secondsSince1970: return Date(timeIntervalSince1970: try floatingPoint(node, Double.self, key: { nil }))
        case .millisecondsSince1970:
            return Date(timeIntervalSince1970: try floatingPoint(node, Double.self, key: { nil }) / 1000)
        case .formatted(let formatter):
            return try scalar(node, Date.self) { formatter.date(from: String(decoding: $0, as: UTF8.self)) }
        case .custom(let read): return try read(self)
        }
    }

    /// `Data` by the data strategy; nil for `.deferredToData` (Data's own `init(from:)`).
    private func decodeData() throws -> Data? {
        switch options.dataDecodingStrategy {
        case .deferredToData: return nil
        case .base64: return try scalar(node, Data.self, parseBase64)
        case .hex: return try scalar(node, Data.self, parseHex)
        case .custom(let read): return try read(self)
        }
    }

    /// An error from decoding `type` at the current node, made clearer: a choice enum that found
    /// several cases (Choices.swift) or none (Diagnostics+Choices.swift) says what it saw, and
    /// every error gets a position. Out of line, so that `decodeValue` pays nothing for it until
    /// an error is thrown.
    @inline(never)
    private func improved<T: Decodable>(_ error: DecodingError, _ type: T.Type) -> DecodingError {
        located(
            choiceError(error, type) ?? missingCaseError(error, type) ?? enumValueError(error, type)
                ?? repeatedError(error, type) ?? error)
    }

    /// A keyed container's error for several siblings where `type` reads one (it says "an
    /// array"), made to name `[type]`. (A type that reads one value through a single-value
    /// container, a property wrapper, keeps the error naming that value's type.)
    private func repeatedError<T>(_ error: DecodingError, _ type: T.Type) -> DecodingError? {
        guard case .typeMismatch(let thrown, _) = error, thrown == [String: Any].self,
            case .oneOf(let parent, let first) = node,
            let second = nextSibling(
                after: first, named: name(of: first), parentEnd: document.elements[Int(parent)].end)
        else { return nil }
        return repeated(first, second, parent: parent, type, key: { nil })
    }

    /// Adds the current node's position to an error that a type's own `init(from:)` threw
    /// without one (a raw-value enum given an unknown value, a custom validation), keeping the
    /// error's underlying error inside the position. An error Xylem wrote with its position, or
    /// one given it by a nested value, carries an `XMLDecodingPosition` (`positioned`) and
    /// passes unchanged.
    private func located(_ error: DecodingError) -> DecodingError {
        func add(_ context: DecodingError.Context) -> DecodingError.Context? {
            if context.underlyingError is XMLDecodingPosition { return nil }
            return positioned(
                context.codingPath, context.debugDescription + at(node), at: holder(of: node),
                underlyingError: context.underlyingError)
        }
        switch error {
        case .dataCorrupted(let context): return add(context).map { .dataCorrupted($0) } ?? error
        case .typeMismatch(let type, let context): return add(context).map { .typeMismatch(type, $0) } ?? error
        case .valueNotFound(let type, let context): return add(context).map { .valueNotFound(type, $0) } ?? error
        case .keyNotFound(let key, let context): return add(context).map { .keyNotFound(key, $0) } ?? error
        @unknown default: return error
        }
    }
}
