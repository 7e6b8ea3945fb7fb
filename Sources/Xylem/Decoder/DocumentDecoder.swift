import Foundation

/// What a coding key resolved to in the document.
enum Node {
    /// One element, decoded as a whole (the root, an array item, a `superDecoder`).
    case element(Int32)
    /// The children of `parent` that share `first`'s name: one value or, for an array, all.
    case matches(parent: Int32, first: Int32)
    /// An attribute's value (`index` into `Document.attributes`), on element `owner`.
    case attribute(index: Int, owner: Int32)
    /// An element's own text (the `""` key).
    case text(Int32)
    /// Nothing in element `owner` has this key's name.
    case missing(owner: Int32)
}

/// What a decode compiles from the decoder's options: once per `decode` call, or once per
/// stream for all of its records.
final class DecodingSession {
    let options: DecodingOptions
    /// Set for `.fixedPattern` dates.
    let fixedDate: FixedDatePattern?
    private var mapping: NameMapping?
    private var mappedNames = -1

    init(options: DecodingOptions) {
        self.options = options
        if case .fixedPattern(let pattern, let zone) = options.dateDecodingStrategy {
            fixedDate = FixedDatePattern(pattern, timeZone: zone)
        } else {
            fixedDate = nil
        }
    }

    /// The name mapping for `document`, rebuilt only when the document has new names (a
    /// stream interns names as it goes). Nil with the default key and namespace strategies.
    func mapping(for document: Document) -> NameMapping? {
        if case .keepPrefixes = options.namespaceStrategy, case .useDefaultKeys = options.keyDecodingStrategy { return nil }
        if document.names.strings.count != mappedNames {
            mapping = NameMapping(document: document, options: options)
            mappedNames = document.names.strings.count
        }
        return mapping
    }
}

/// The `Decoder` handed to `init(from:)`. One instance serves a whole decode: descending into a
/// value sets `node` and pushes the key, and both are restored on the way back up, so no
/// decoder object is allocated per value.
final class DocumentDecoder: Decoder {
    let session: DecodingSession
    let document: Document
    /// Set when a key or namespace strategy makes names differ from keys.
    let mapping: NameMapping?
    /// The mutable state, behind a pointer: class properties would pay a dynamic exclusivity
    /// check on every access, and they are touched for every value.
    private let state: UnsafeMutablePointer<State>

    private struct State {
        var node: Node
        var path: [any CodingKey]
    }

    init(session: DecodingSession, document: Document, mapping: NameMapping?, node: Node, codingPath: [any CodingKey]) {
        self.session = session
        self.document = document
        self.mapping = mapping
        state = .allocate(capacity: 1)
        state.initialize(to: State(node: node, path: codingPath))
    }

    deinit {
        state.deinitialize(count: 1)
        state.deallocate()
    }

    /// A decoder for a nested container or `superDecoder`, which may outlive the current call.
    func nested(_ node: Node, codingPath: [any CodingKey]) -> DocumentDecoder {
        DocumentDecoder(session: session, document: document, mapping: mapping, node: node, codingPath: codingPath)
    }

    /// The value being decoded.
    var node: Node {
        @inline(__always) get { state.pointee.node }
        @inline(__always) set { state.pointee.node = newValue }
    }

    /// The keys from the root to `node`. Containers remember their depth in it.
    var path: [any CodingKey] {
        @inline(__always) get { state.pointee.path }
        @inline(__always) _modify { yield &state.pointee.path }
    }

    var codingPath: [any CodingKey] { path }
    var userInfo: [CodingUserInfoKey: Any] { session.options.userInfo }

    /// The decoder's options for this decode.
    var options: DecodingOptions {
        @inline(__always) get { session.options }
    }

    // MARK: - Containers

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        let element = try singleElement(node, expecting: "a keyed container")
        return KeyedDecodingContainer(KeyedContainer<Key>(decoder: self, element: element, depth: path.count))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        switch node {
        case .element(let element):
            return UnkeyedContainer(decoder: self, parent: element, name: nil, first: document.firstChild(of: element), depth: path.count)
        case .matches(let parent, let first):
            if !options.listHints.isEmpty, listRole(of: first) == .wrapper,
               nextSibling(after: first, named: name(of: first), parentEnd: document.elements[Int(parent)].end) == nil {
                // A list wrapper: its children are the items.
                return UnkeyedContainer(decoder: self, parent: first, name: nil, first: document.firstChild(of: first), depth: path.count)
            }
            return UnkeyedContainer(decoder: self, parent: parent, name: name(of: first), first: first, depth: path.count)
        case .missing(let owner):
            return UnkeyedContainer(decoder: self, parent: owner, name: nil, first: nil, depth: path.count)
        case .attribute, .text:
            throw mismatch([Any].self, node, "an attribute or text value", key: { nil })
        }
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        SingleValueContainer(decoder: self, node: node, depth: path.count)
    }

    // MARK: - Descending

    /// Runs `body` with `node` as the current value and `key` pushed on the coding path.
    @inline(__always)
    func with<T>(_ node: Node, key: (any CodingKey)?, _ body: () throws -> T) rethrows -> T {
        let saved = self.node
        self.node = node
        if let key { path.append(key) }
        defer {
            self.node = saved
            if key != nil { path.removeLast() }
        }
        return try body()
    }

    /// Decodes `type` from `node` (pushing `key`), the generic path shared by all containers.
    @inline(__always)
    func decode<T: Decodable>(_ type: T.Type, node: Node, key: (any CodingKey)?) throws -> T {
        try with(node, key: key) { try decodeValue(type) }
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
            return try T(from: self)
        } catch let error as DecodingError {
            // Errors from `init(from:)` and from custom strategies get the node's position.
            throw improved(error, T.self)
        }
    }

    /// A `Date` by the date strategy; nil for `.deferredToDate` (Date's own `init(from:)`).
    private func decodeDate() throws -> Date? {
        switch options.dateDecodingStrategy {
        case .deferredToDate: return nil
        case .iso8601: return try scalar(node, Date.self, parseISO8601)
        case .rfc2822: return try scalar(node, Date.self, parseRFC2822)
        case .fixedPattern: return try scalar(node, Date.self, explain: { session.fixedDate?.explainFailure($0) }) { session.fixedDate?.parse($0) }
        case .secondsSince1970: return Date(timeIntervalSince1970: try floatingPoint(node, Double.self, key: { nil }))
        case .millisecondsSince1970: return Date(timeIntervalSince1970: try floatingPoint(node, Double.self, key: { nil }) / 1000)
        case .formatted(let formatter): return try scalar(node, Date.self) { formatter.date(from: String(decoding: $0, as: UTF8.self)) }
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
    /// no case says what it saw (Diagnostics+Choices.swift), and every error gets a position.
    /// Out of line, so that `decodeValue` pays nothing for it until an error is thrown.
    @inline(never)
    private func improved<T: Decodable>(_ error: DecodingError, _ type: T.Type) -> DecodingError {
        located(missingCaseError(error, type) ?? error)
    }

    /// Adds the current node's position to an error that a type's own `init(from:)` threw
    /// without one (a raw-value enum given an unknown value, a custom validation).
    private func located(_ error: DecodingError) -> DecodingError {
        func add(_ context: DecodingError.Context) -> DecodingError.Context? {
            if context.debugDescription.contains(" at line ") { return nil }
            return DecodingError.Context(codingPath: context.codingPath,
                                         debugDescription: context.debugDescription + at(node),
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

    // MARK: - Resolving nodes
    // Scalars are read without pushing their key: `key` is evaluated and appended to the
    // coding path only if an error is thrown.

    /// The coding path of the value being read: `path`, plus `key` when it gives one.
    func codingPath(_ key: () -> (any CodingKey)?) -> [any CodingKey] {
        guard let key = key() else { return path }
        return path + [key]
    }

    /// The one element a keyed container reads: a lone match, never a guess among several.
    func singleElement(_ node: Node, expecting what: String) throws -> Int32 {
        switch node {
        case .element(let element):
            return element
        case .matches(let parent, let first):
            try requireSingle(parent: parent, first: first, as: nil, key: { nil })
            return first
        case .missing(let owner):
            throw keyNotFound(in: owner, key: { nil })
        case .attribute, .text:
            throw mismatch([String: Any].self, node, "an attribute or text value where \(what) was expected", key: { nil })
        }
    }

    /// Throws when more than one sibling has `first`'s name and a single value of `type` (nil:
    /// a keyed container) is wanted, unless the repeated-element strategy is `.useFirst`.
    func requireSingle(parent: Int32, first: Int32, as type: Any.Type?, key: () -> (any CodingKey)?) throws {
        if case .useFirst = options.repeatedElementStrategy { return }
        let parentEnd = document.elements[Int(parent)].end
        guard let second = nextSibling(after: first, named: name(of: first), parentEnd: parentEnd) else { return }
        throw repeated(first, second, parent: parent, type, key: key)
    }

    /// The raw text bytes of a value node and the element that locates it; nil for a missing key.
    @inline(__always)
    func text(of node: Node, as type: Any.Type, key: () -> (any CodingKey)?) throws -> (bytes: ArraySlice<UInt8>, element: Int32)? {
        switch node {
        case .element(let element):
            return (try ownText(element, as: type, key: key), element)
        case .matches(let parent, let first):
            try requireSingle(parent: parent, first: first, as: type, key: key)
            return (try ownText(first, as: type, key: key), first)
        case .attribute(let index, let owner):
            return (document.valueBytes(ofAttribute: index), owner)
        case .text(let element):
            return (document.textBytes(of: element), element)
        case .missing:
            return nil
        }
    }

    /// An element's text as a value: an element with child elements is not a scalar.
    @inline(__always)
    private func ownText(_ element: Int32, as type: Any.Type, key: () -> (any CodingKey)?) throws -> ArraySlice<UInt8> {
        if document.hasChildren(element) { throw valueWithChildren(element, type, key: key) }
        return document.textBytes(of: element)
    }

    /// Whether `node` holds no value: a missing key, an empty element (`<ele/>`), or an
    /// empty attribute or text.
    func isNil(_ node: Node) -> Bool {
        switch node {
        case .missing: return true
        case .element(let element): return document.isEmpty(element)
        case .matches(_, let first): return document.isEmpty(first)
        case .attribute(let index, _): return trimmed(document.valueBytes(ofAttribute: index)).isEmpty
        case .text(let element): return trimmed(document.textBytes(of: element)).isEmpty
        }
    }
}
