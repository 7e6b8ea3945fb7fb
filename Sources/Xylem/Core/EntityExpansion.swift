// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

extension XMLDecoder {
    /// What a parse does with the entities a document declares in its internal DTD subset
    /// (`<!DOCTYPE doc [ <!ENTITY copy "&#169;"> ]>`, then `&copy;` in the text).
    ///
    /// - `.never` (the default): a document that declares an entity is refused
    ///   (`XMLSyntaxError.Kind.entityDeclaration`), as defusedxml does: nothing a document
    ///   declares can make the parser do more work than its size says.
    /// - `.internalEntities(_:)`: internal general entities are expanded, in text and in
    ///   attribute values, within `EntityExpansionLimits` (the total size of the expansions,
    ///   how deeply references nest, the ratio of expansion to input, as libxml2 and Woodstox
    ///   bound them). A document past a limit is refused, `.limitExceeded` naming it. External
    ///   entities are never read (a reference to one is refused) and parameter entities are not
    ///   expanded (a reference to one is refused).
    ///
    /// Expansion needs the `.libxml2` parser: Foundation's `XMLParser` drops the text that
    /// follows each entity reference (Xylem.docc/XMLParserOnLinux.md), so with `.foundation` a
    /// document that declares an entity is refused as with `.never`, the error saying why.
    ///
    /// Set it on `XMLDecoder.entityExpansion`, or on `XMLLimits.entityExpansion` for trees,
    /// fragments and streaming readers (the decoder's property is its `limits`' one):
    ///
    /// ```
    /// let decoder = XMLDecoder()
    /// decoder.parser = .libxml2
    /// decoder.entityExpansion = .internalEntities()
    /// ```
    public enum EntityExpansion: Sendable, Equatable {
        /// Documents that declare entities are refused (the default).
        case never
        /// Internal general entities are expanded within `limits`.
        case internalEntities(EntityExpansionLimits = EntityExpansionLimits())
    }

    /// Bounds on the expansion of internal entities (`EntityExpansion.internalEntities`),
    /// checked at each reference in the document before it is expanded: a reference's size is
    /// its entity's replacement text with every reference in it expanded.
    public struct EntityExpansionLimits: Sendable, Equatable {
        /// The most bytes all the document's references may expand to together. Default:
        /// 8 MiB (8,388,608).
        public var maximumExpandedSize: Int
        /// The deepest nesting of references: an entity whose text refers to no other is
        /// depth 1. Default: 16; at most 40, libxml2's own bound (above it, libxml2 reports
        /// an entity loop).
        public var maximumDepth: Int
        /// The most bytes of expansion per byte of input read so far, once the expansions
        /// pass 64 KiB together (a small document may use many short entities). Default: 10.
        /// It stops the quadratic blowup (a long entity referenced many times) and the
        /// billion laughs (entities of entities) early, whatever the other limits.
        public var maximumAmplification: Int

        /// Creates limits; every one you leave out keeps its default.
        public init(maximumExpandedSize: Int = 8 << 20, maximumDepth: Int = 16, maximumAmplification: Int = 10) {
            self.maximumExpandedSize = maximumExpandedSize
            self.maximumDepth = maximumDepth
            self.maximumAmplification = maximumAmplification
        }

        /// Expansions below this size together are not held to `maximumAmplification`.
        static let amplificationAllowance = 64 << 10
    }
}

extension XMLLimits {
    /// The limits of entity expansion, or nil when entities are refused.
    var entityLimits: XMLDecoder.EntityExpansionLimits? {
        guard case .internalEntities(let limits) = entityExpansion else { return nil }
        return limits
    }
}
