// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// What every proxy of one compatibility encode shares: the options Xylem's encoder does not
/// have (the node strategy, a key strategy on the coding path, XMLCoder's `userInfo`).
final class EncodingContext {
    let nodeStrategy: XMLEncoder.NodeEncodingStrategy
    let keyStrategy: XMLEncoder.KeyEncodingStrategy
    let userInfo: [CodingUserInfoKey: Any]
    /// Whether dates are written in whole seconds (`.iso8601`, see `wholeSeconds`).
    let writesWholeSeconds: Bool
    /// Whether `name(for:at:)` is the key's string whatever the path (any key strategy but
    /// `.custom`, which sees the path; Xylem's encoder converts the others).
    let namesKeysAsGiven: Bool
    /// The serial of the last value whose `encode(to:)` started (see `list(of:)`).
    private var serial = 0
    /// What `proxy` asks about each type, found once per type.
    @exclusivity(unchecked) private var facts = TypeFactsCache<EncodingFacts>()
    @exclusivity(unchecked) private var keyFacts = TypeFactsCache<KeyFacts>()
    /// The lists of the values being written, by their serial, innermost last.
    private var lists: [(serial: Int, list: any UnkeyedEncodingContainer)] = []
    /// The highest serial in `lists`, 0 when there is none: what `endValue`, which runs for
    /// every value, compares (`lists.last` would copy the list's existential out).
    private var lastListSerial = 0
    /// The keyed containers handed out last, one per key type (see `keyedContainer`).
    @exclusivity(unchecked) private var kept: [KeptContainer] = []

    init(encoder: XMLEncoder) {
        nodeStrategy = encoder.nodeEncodingStrategy
        keyStrategy = encoder.keyEncodingStrategy
        userInfo = encoder.userInfo
        if case .custom = encoder.keyEncodingStrategy { namesKeysAsGiven = false } else { namesKeysAsGiven = true }
        if case .iso8601 = encoder.dateEncodingStrategy {
            writesWholeSeconds = true
        } else {
            writesWholeSeconds = false
        }
    }

    /// Where the properties of `type` go, per key; nil: all are elements.
    func nodes(for source: NodeSource, encoder: any Encoder) -> XMLEncoder.XMLNodeEncoderClosure? {
        guard case .type(let type) = source else {
            if case .inherited(let nodes) = source { return nodes }
            return nil
        }
        switch nodeStrategy {
        case .deferredToEncoder:
            guard let dynamic = type as? any DynamicNodeEncoding.Type else { return nil }
            return { dynamic.nodeEncoding(for: $0) }
        case .custom(let closure):
            return closure(type, encoder)
        }
    }

    /// The serial of a value whose `encode(to:)` starts; `endValue` with it when it ends.
    /// (A pair rather than a closure around the call: the closure would capture the generic
    /// proxy, a metadata lookup for each value.)
    func startValue() -> Int {
        serial += 1
        return serial
    }

    /// Forgets the lists of the value with `current` and of the values inside it.
    func endValue(_ current: Int) {
        guard lastListSerial >= current else { return }
        lists.removeAll { $0.serial >= current }
        lastListSerial = lists.reduce(0) { max($0, $1.serial) }
    }

    /// The list that the value with `serial` asks for: XMLCoder appends the items of a second
    /// `unkeyedContainer()` of one value to its first (two arrays encoded into one element's
    /// children, as JSONEncoder does too), where Xylem's encoder refuses a second container.
    func list(of serial: Int, _ make: () -> any UnkeyedEncodingContainer) -> any UnkeyedEncodingContainer {
        guard serial > 0 else { return make() }
        if let index = lists.lastIndex(where: { $0.serial == serial }) { return lists[index].list }
        let list = make()
        lists.append((serial, list))
        lastListSerial = max(lastListSerial, serial)
        return list
    }

    /// A keyed container of `Key` over Xylem's container `base`, with the node choices `nodes`.
    /// Making one costs the runtime's generic metadata lookups for `ProxyKeyedEncoding<Key>`
    /// and the standard library's box around it, and the box's allocation (about 1,400
    /// instructions): the last one made for each key type is kept, and handed out again once
    /// nothing else holds its box (the value that used it is done). The kept boxes hold this
    /// context: `finish` lets go of them.
    func keyedContainer<Key: CodingKey>(
        _: Key.Type, base: KeyedWriter<XMLKey>, nodes: XMLEncoder.XMLNodeEncoderClosure?
    ) -> KeyedEncodingContainer<Key> {
        let type = ObjectIdentifier(Key.self)
        var index = 0
        while index < kept.count, kept[index].type != type { index += 1 }
        if index < kept.count, isKnownUniquelyReferenced(&kept[index].box) {
            kept[index].state.reuse(base: base, nodes: nodes)
            return unsafeBitCast(kept[index].box, to: KeyedEncodingContainer<Key>.self)
        }
        let state = KeyedEncodingState(base: base, nodes: nodes, isChoice: keyFacts[Key.self].isChoiceKey)
        let container = KeyedEncodingContainer(ProxyKeyedEncoding<Key>(state: state, context: self))
        let made = KeptContainer(type: type, box: unsafeBitCast(container, to: AnyObject.self), state: state)
        if index < kept.count {
            kept[index] = made
        } else if kept.count < Self.keptTypes {
            kept.append(made)
        }
        return container
    }

    /// How many key types `keyedContainer` keeps a container for (a model has a few dozen).
    private static let keptTypes = 64

    /// Ends the encode: lets go of the kept containers, which hold this context.
    func finish() { kept.removeAll() }

    /// The key string `key` is written as, at `codingPath` (XMLCoder's `.custom` key strategy
    /// sees the path; the others are Xylem's key strategies).
    func name(for key: some CodingKey, at codingPath: @autoclosure () -> [any CodingKey]) -> String {
        guard case .custom(let convert) = keyStrategy else { return key.stringValue }
        return convert(codingPath() + [key]).stringValue
    }

    /// The root element's name when `withRootKey` is nil: the type's name, converted as XMLCoder
    /// converts it.
    func rootName<T>(for type: T.Type) -> String {
        let name = "\(T.self)"
        switch keyStrategy {
        case .uppercased: return name.uppercased()
        case .lowercased: return name.lowercased()
        case .capitalized: return name.prefix(1).uppercased() + name.dropFirst()
        case .useDefaultKeys, .custom, .convertToSnakeCase, .convertToKebabCase: return name
        }
    }

    /// What the proxies ask about `type`.
    func facts(of type: Any.Type) -> EncodingFacts { facts[type] }

    /// How a value of `type` is given to Xylem's encoder (see `proxy`): the common cases let
    /// the containers pass it, or its proxy, as its own type rather than in an `any Encodable`
    /// box (an allocation for most proxies, and an existential opened again by Xylem).
    func route<T: Encodable>(_ type: T.Type) -> Route {
        let facts = facts[T.self]
        if facts.isLeaf {
            guard writesWholeSeconds && facts.isDate else { return .asIs }
            return T.self == Date.self ? .wholeSeconds : .general
        }
        return facts.isOptional || facts.isEnum ? .general : .proxy
    }

    /// Writes `value` into `place` as `route` says: itself, or its proxy, whose node choices
    /// come from `nodes` (nil: its type). One body for every container, inlined into each, so
    /// that `place` is a concrete type there.
    @inline(__always)
    func write<T: Encodable, Place: ValuePlace>(_ value: T, nodes: NodeSource?, to place: inout Place) throws {
        switch route(T.self) {
        case .asIs: try place.put(value)
        case .proxy:
            // Xylem's encoder calls the proxy's `encode(to:)` before `put` returns and keeps
            // nothing of it, so the value's address is valid for as long as it is used.
            try withUnsafePointer(to: value) { address in
                try place.put(
                    BorrowedProxy(address: address, type: T.self, context: self, nodes: nodes ?? .type(T.self)))
            }
        case .wholeSeconds: try place.put(wholeSeconds(unsafeBitCast(value, to: Date.self)))
        case .general: try place.put(proxy(value, nodes: nodes))
        }
    }

    /// See `route`.
    enum Route {
        /// The value itself.
        case asIs
        /// A `BorrowedProxy` of it.
        case proxy
        /// A `Date`, in whole seconds (`wholeSeconds`).
        case wholeSeconds
        /// Whatever `proxy` returns.
        case general
    }

    /// `value` as Xylem's encoder is given it: the scalars Xylem writes itself as they are,
    /// anything else behind a proxy whose `encode(to:)` hands the value a `ProxyEncoder`, whose
    /// node choices come from `nodes` (by default the value's type).
    func proxy<T: Encodable>(_ value: T, nodes: NodeSource? = nil) -> any Encodable {
        let facts = facts[T.self]
        if facts.isLeaf {
            if writesWholeSeconds, facts.isDate, let date = value as? Date { return wholeSeconds(date) }
            return value
        }
        if facts.isOptional, let optional = value as? any OptionalEncodable {
            guard let present = optional.present else { return value }
            return proxy(present, nodes: nodes)
        }
        let source = nodes ?? .type(T.self)
        // Xylem writes an enum in a list as its case's element, which it knows by the value's
        // type being an enum: the proxy of an enum is an enum.
        return facts.isEnum
            ? EnumEncodeProxy.value(value, self, source) : EncodeProxy(value: value, context: self, nodes: source)
    }
}

/// A keyed container kept by `EncodingContext.keyedContainer`: its box (a
/// `KeyedEncodingContainer` is one reference to it) and the state inside it.
struct KeptContainer {
    let type: ObjectIdentifier
    var box: AnyObject
    let state: KeyedEncodingState
}

/// What a `ProxyKeyedEncoding` writes into, set anew each time its box is handed out.
final class KeyedEncodingState {
    /// Xylem's container of the value's element.
    @exclusivity(unchecked) var base: KeyedWriter<XMLKey>
    /// Where the properties go, per key; nil: all are elements.
    var nodes: XMLEncoder.XMLNodeEncoderClosure?
    /// Whether the key type is a choice's (asked once per key type, not per key).
    let isChoice: Bool
    /// The attribute keys spelled so far (`"@name"`), by the key's string, in the order first
    /// written: building each anew cost a string concatenation per attribute and value.
    @exclusivity(unchecked) private var attributeKeys: [(name: String, key: XMLKey)] = []
    /// Where in `attributeKeys` the next attribute's key is expected: the values of one type
    /// write their keys in the same order, so this is where it usually is.
    @exclusivity(unchecked) private var nextAttribute = 0

    init(base: KeyedWriter<XMLKey>, nodes: XMLEncoder.XMLNodeEncoderClosure?, isChoice: Bool) {
        self.base = base
        self.nodes = nodes
        self.isChoice = isChoice
    }

    /// Sets the container of the next value to write, whose attributes start again.
    func reuse(base: KeyedWriter<XMLKey>, nodes: XMLEncoder.XMLNodeEncoderClosure?) {
        self.base = base
        self.nodes = nodes
        nextAttribute = 0
    }

    /// `key` spelled as Xylem's key of the attribute `name` (`"@name"`, with the key's integer).
    func attributeKey(_ key: some CodingKey, name: String) -> XMLKey {
        let intValue = key.intValue
        if nextAttribute < attributeKeys.count {
            let entry = attributeKeys[nextAttribute]
            if entry.name == name && entry.key.intValue == intValue {
                nextAttribute += 1
                return entry.key
            }
        }
        for (index, entry) in attributeKeys.enumerated() where entry.name == name && entry.key.intValue == intValue {
            nextAttribute = index + 1
            return entry.key
        }
        let made = XMLKey(stringValue: "@" + name, intValue: intValue)
        if attributeKeys.count < Self.keptKeys {
            attributeKeys.append((name, made))
            nextAttribute = attributeKeys.count
        }
        return made
    }

    /// How many attribute keys one key type keeps spelled (a type has a few dozen keys at most).
    private static let keptKeys = 64
}

/// `date` as XMLCoder's `.iso8601` writes it: its `ISO8601DateFormatter` has no fractional
/// seconds, and ICU, under it, rounds the time to milliseconds and then drops the fraction
/// (59.9996 s is written as the next minute, -0.25 s as 23:59:59 the day before). Xylem's
/// `.iso8601` writes a whole second without a fraction.
func wholeSeconds(_ date: Date) -> Date {
    let milliseconds = (date.timeIntervalSince1970 * 1000).rounded()
    return Date(timeIntervalSince1970: (milliseconds / 1000).rounded(.down))
}

/// Where a value's node choices come from. XMLCoder asks the strategy about the type of each
/// property's value; a list's items, a single value container's value and nested containers
/// keep the choices of the value around them (items of a `[Book]` go as `[Book].self` says).
enum NodeSource {
    /// Ask the strategy about this type.
    case type(any Encodable.Type)
    /// These choices (nil: all elements).
    case inherited(XMLEncoder.XMLNodeEncoderClosure?)
}

/// Whether `type` is an enum, from the kind in the first word of its metadata (0x201; Swift ABI,
/// docs/ABI/TypeMetadata.rst), as Xylem's encoder tells it.
func isEnum(_ type: Any.Type) -> Bool {
    unsafeBitCast(type, to: UnsafePointer<Int>.self).pointee == 0x201
}

/// The types Xylem's encoder and decoder write and read as text themselves: passed through
/// without a proxy (a proxy would hide their type, and they have no keys to translate).
protocol Leaf {}
extension String: Leaf {}
extension Bool: Leaf {}
extension Int: Leaf {}
extension Int8: Leaf {}
extension Int16: Leaf {}
extension Int32: Leaf {}
extension Int64: Leaf {}
extension UInt: Leaf {}
extension UInt8: Leaf {}
extension UInt16: Leaf {}
extension UInt32: Leaf {}
extension UInt64: Leaf {}
extension Double: Leaf {}
extension Float: Leaf {}
extension Date: Leaf {}
extension Data: Leaf {}
extension URL: Leaf {}
extension Decimal: Leaf {}
extension Optional: Leaf where Wrapped: Leaf {}

/// An optional whose value is reached without knowing its type.
protocol OptionalEncodable {
    var present: (any Encodable)? { get }
}

extension Optional: OptionalEncodable where Wrapped: Encodable {
    var present: (any Encodable)? { map { $0 } }
}

/// A key as Xylem gets it: XMLCoder's key, spelled `"@name"` for an attribute.
///
/// 24 bytes, so that it fits an existential's inline buffer: Xylem's containers take a key as
/// `any CodingKey` for errors and paths, and a larger key (a `String` and an `Int?` are 25
/// bytes) is copied into a heap box for each of them, an allocation per key written or read.
/// So the integer is kept without an `Optional`'s extra byte, `Int.min` standing for none (a
/// key whose `intValue` is `Int.min` reads back as one without: no coding key uses it).
struct XMLKey: CodingKey {
    let stringValue: String
    private let integer: Int

    var intValue: Int? { integer == .min ? nil : integer }

    init(stringValue: String, intValue: Int?) {
        self.stringValue = stringValue
        integer = intValue ?? .min
    }

    init?(stringValue: String) { self.init(stringValue: stringValue, intValue: nil) }
    init?(intValue: Int) { self.init(stringValue: String(intValue), intValue: intValue) }
}

/// A non-enum value with the context its encoder needs.
struct EncodeProxy<T: Encodable>: Encodable {
    let value: T
    let context: EncodingContext
    let nodes: NodeSource

    func encode(to encoder: any Encoder) throws {
        let serial = context.startValue()
        defer { context.endValue(serial) }
        try value.encode(to: ProxyEncoder(base: encoder, context: context, nodes: nodes, serial: serial))
    }
}

/// A value being written by a container's `encode` (`EncodingContext.write`), borrowed for
/// that call: its address and its type. Not generic: the runtime finds the metadata of an
/// `EncodeProxy<T>` for an unspecialized `T` in its cache (about 320 instructions) each time
/// one is made, handed on and read, three times a value.
struct BorrowedProxy: Encodable {
    let address: UnsafeRawPointer
    let type: any Encodable.Type
    let context: EncodingContext
    let nodes: NodeSource

    func encode(to encoder: any Encoder) throws {
        let serial = context.startValue()
        defer { context.endValue(serial) }
        try type.encodeValue(
            at: address, to: ProxyEncoder(base: encoder, context: context, nodes: nodes, serial: serial))
    }
}

extension Encodable {
    /// Encodes the value of this type at `address`.
    fileprivate static func encodeValue(at address: UnsafeRawPointer, to encoder: any Encoder) throws {
        try address.assumingMemoryBound(to: Self.self).pointee.encode(to: encoder)
    }
}

/// Where a container puts a value: Xylem's container, with a key for a keyed one.
protocol ValuePlace {
    mutating func put<T: Encodable>(_ value: T) throws
}

/// An enum value with the context its encoder needs (see `EncodingContext.proxy`).
enum EnumEncodeProxy<T: Encodable>: Encodable {
    case value(T, EncodingContext, NodeSource)

    func encode(to encoder: any Encoder) throws {
        switch self {
        case .value(let value, let context, let nodes):
            let serial = context.startValue()
            defer { context.endValue(serial) }
            try value.encode(to: ProxyEncoder(base: encoder, context: context, nodes: nodes, serial: serial))
        }
    }
}

/// A property wrapper's value and its place, reached without knowing its type.
protocol EncodableNodeWrapper {
    var encodableValue: any Encodable { get }
    static var node: XMLEncoder.NodeEncoding { get }
}

extension Attribute: EncodableNodeWrapper where Value: Encodable {
    var encodableValue: any Encodable { wrappedValue }
}

extension Element: EncodableNodeWrapper where Value: Encodable {
    var encodableValue: any Encodable { wrappedValue }
}

extension ElementAndAttribute: EncodableNodeWrapper where Value: Encodable {
    var encodableValue: any Encodable { wrappedValue }
}
