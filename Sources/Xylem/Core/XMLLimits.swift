// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

/// Bounds on what one document may make Xylem do: how deep it nests, how many attributes an
/// element has, how long one value is, how large the input is. The defaults are far beyond
/// any normal document and stop hostile ones early, before they cost time or memory.
///
/// Exceeding a limit throws an `XMLSyntaxError` whose reason is `.limitExceeded(_:)` with the
/// limit, and whose line and column say where. Set them on `XMLDecoder.limits` (which the
/// streaming reader and `decodeEach` use too) or pass them to an `XMLTree` initializer:
///
/// ```
/// let decoder = XMLDecoder()
/// decoder.limits.maximumTextLength = 1 << 20      // 1 MiB per value
/// let tree = try XMLTree(string: "<a/>", limits: XMLLimits(maximumDepth: 32))
/// ```
public struct XMLLimits: Sendable, Equatable {
    /// One of the limits, as named by `XMLSyntaxError.limit` when its kind is `.limitExceeded`.
    public struct Limit: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
        /// The name of the property that sets this limit (`"maximumDepth"`, ...).
        public let rawValue: String

        /// A limit by the name of its property (Xylem's limits are the static members; more
        /// may be added, so a `switch` over them needs a `default`).
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The name of the property that sets this limit (`"maximumDepth"`, ...).
        public var description: String { rawValue }

        /// `maximumDepth`: elements nested too deeply.
        public static let depth = Limit(rawValue: "maximumDepth")
        /// `maximumAttributes`: too many attributes on one element.
        public static let attributes = Limit(rawValue: "maximumAttributes")
        /// `maximumTextLength`: one text value or attribute value too long.
        public static let textLength = Limit(rawValue: "maximumTextLength")
        /// `maximumDocumentSize`: too many input bytes.
        public static let documentSize = Limit(rawValue: "maximumDocumentSize")
        /// `EntityExpansionLimits.maximumExpandedSize`: entity references that expand to too
        /// many bytes together.
        public static let entityExpansionSize = Limit(rawValue: "EntityExpansionLimits.maximumExpandedSize")
        /// `EntityExpansionLimits.maximumDepth`: entity references nested too deeply.
        public static let entityDepth = Limit(rawValue: "EntityExpansionLimits.maximumDepth")
        /// `EntityExpansionLimits.maximumAmplification`: more expansion per input byte than allowed.
        public static let entityAmplification = Limit(rawValue: "EntityExpansionLimits.maximumAmplification")
    }

    /// The deepest nesting of elements: the root alone is depth 1. Default: 256 (libxml2's own
    /// default; recursive consumers of a tree or a model stay far from their stack's end).
    public var maximumDepth: Int
    /// The most attributes on one element, namespace declarations included. Default: 1,000.
    /// Checked on the input bytes before the parser reads the start tag: libxml2 checks
    /// attribute names for duplicates in quadratic time.
    public var maximumAttributes: Int
    /// The longest text of one element (its text pieces and CDATA sections together, after
    /// entity expansion) or one attribute value, in UTF-8 bytes. Default: 16 MiB
    /// (16,777,216). Text streamed with `onText` / `streamText(at:)` is never held, and is
    /// not limited.
    public var maximumTextLength: Int
    /// The most input bytes a whole-document parse reads (`XMLDecoder.decode`, `XMLTree`).
    /// Default: 1 GiB (1,073,741,824). Streaming reads (`XMLStreamReader`, `decodeEach`,
    /// `records`, `streamText`) hold only the records of the chunk being read, so they do not apply it.
    public var maximumDocumentSize: Int

    /// What a parse does with entities the document declares in its internal subset:
    /// `.never` (the default) refuses the document, `.internalEntities(_:)` expands them within
    /// their own limits (with the `.libxml2` parser; see `XMLDecoder.EntityExpansion`).
    public var entityExpansion: XMLDecoder.EntityExpansion

    /// The defaults: depth 256, 1,000 attributes, 16 MiB per value, 1 GiB per document,
    /// entities refused.
    public static let `default` = XMLLimits()

    /// Creates limits; every one you leave out keeps its default.
    public init(
        maximumDepth: Int = 256, maximumAttributes: Int = 1_000,
        maximumTextLength: Int = 16 << 20, maximumDocumentSize: Int = 1 << 30,
        entityExpansion: XMLDecoder.EntityExpansion = .never
    ) {
        self.maximumDepth = maximumDepth
        self.maximumAttributes = maximumAttributes
        self.maximumTextLength = maximumTextLength
        self.maximumDocumentSize = maximumDocumentSize
        self.entityExpansion = entityExpansion
    }

    /// The same limits without a document size: for streaming reads.
    var streaming: XMLLimits {
        var limits = self
        limits.maximumDocumentSize = .max
        return limits
    }
}
