// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

#if canImport(CLibXML2)
import Foundation

extension XMLSchema {
    /// The bounds a schema is compiled within: how large and how many its documents may be, and
    /// the limits each is read within, as `XMLLimits` bounds a document.
    ///
    /// ```
    /// var limits = XMLSchema.Limits()
    /// limits.maximumDocumentCount = 50          // a schema of at most 50 documents
    /// limits.document.maximumAttributes = 100
    /// let schema = try XMLSchema(contentsOf: url, limits: limits)
    /// ```
    public struct Limits: Sendable, Equatable {
        /// The largest schema document read, in bytes (default `XMLSchema.maximumDocumentSize`, 16 MiB).
        public var maximumDocumentSize: Int
        /// The most schema documents one schema reads, itself included (default
        /// `XMLSchema.maximumDocumentCount`, 1,000).
        public var maximumDocumentCount: Int
        /// The limits each schema document is read within: `maximumAttributes` per element,
        /// counted before libxml2 reads them, and `entityExpansion`, the bounds on its internal
        /// entities (default: `XMLLimits` with internal entities expanded within the default
        /// `EntityExpansionLimits`). With `.refused`, a schema document that declares an entity
        /// is refused. Its other limits (depth, text length, size) are libxml2's for a schema.
        public var document: XMLLimits

        /// The defaults.
        public static let `default` = Limits()

        /// Limits with the given bounds (each defaulting as documented).
        public init(
            maximumDocumentSize: Int = XMLSchema.maximumDocumentSize,
            maximumDocumentCount: Int = XMLSchema.maximumDocumentCount,
            document: XMLLimits = XMLLimits(entityExpansion: .internalEntities())
        ) {
            self.maximumDocumentSize = maximumDocumentSize
            self.maximumDocumentCount = maximumDocumentCount
            self.document = document
        }
    }
}
#endif
