// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

extension XMLDecoder {
    /// Which XML parser reads the document. Both fill the same document, so every option,
    /// mapping rule, limit and error is the same; they differ in speed and platform.
    ///
    /// - `.foundation` (the default): Foundation's `XMLParser`, on every platform.
    /// - `.libxml2`: libxml2's SAX2 interface, called directly, without the `String` and
    ///   `Dictionary` XMLParser makes for every event: typically 2x faster to decode. On
    ///   Linux it needs the system's libxml2 (`libxml2-dev`, part of Swift's standard Linux
    ///   dependencies, already what `XMLParser` runs on there). Where Xylem is built without it
    ///   (Apple platforms), `.libxml2` reads with `XMLParser`: see `isAvailable`.
    public enum Parser: String, Sendable, Hashable, CaseIterable {
        /// Foundation's `XMLParser`.
        case foundation
        /// libxml2's SAX2 push parser, called directly.
        case libxml2

        /// Whether this parser is built in on this platform; an unavailable `.libxml2` reads
        /// with `.foundation` (same results, XMLParser's speed).
        public var isAvailable: Bool {
            switch self {
            case .foundation: return true
            case .libxml2:
                #if canImport(CLibXML2)
                return true
                #else
                return false
                #endif
            }
        }
    }
}
