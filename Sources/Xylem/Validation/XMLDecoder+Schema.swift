// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

#if canImport(CLibXML2)
import Foundation

extension XMLDecoder {
    /// What a validating decode does at a violation of its schema.
    public enum ViolationStrategy: Sendable, Hashable {
        /// Throw at the first violation: the parse stops there. The default.
        case stopAtFirst
        /// Keep validating past violations, up to `limit` of them (at least 1), then throw them
        /// all in one `XMLValidationError`. Nothing is decoded or delivered after the first.
        case collect(limit: Int)
    }

    /// The schema every document this decoder reads must be valid against, validated in the
    /// same pass as the decoding; nil (the default): no validation.
    ///
    /// Applies to `decode`, `decodeEach`, `records` and `XMLStreamReader`. The first violation
    /// throws `DecodingError.dataCorrupted` with the validator's message, its line and column and
    /// the element path, and an `XMLValidationError` as the underlying error. Streaming records
    /// that ended before it were valid and have been delivered; none after it is. Constraints
    /// only the end of a scope can check (`xs:keyref`, `xs:unique` across records) are checked
    /// there, after the records inside it were delivered.
    ///
    /// Needs `parser = .libxml2`: the validator rides libxml2's SAX2 events, which Foundation's
    /// `XMLParser` does not expose, so a decode with `.foundation` and a schema throws
    /// `XMLSchemaError` (reason `.requiresLibXML2Parser`) rather than skip the validation.
    public var schema: XMLSchema? {
        get { validation as? XMLSchema }
        set { validation = newValue }
    }

    /// Whether a validating decode stops at the first violation (`.stopAtFirst`, the default) or
    /// collects up to a limit of them (`.collect(limit:)`).
    public var violationStrategy: ViolationStrategy {
        get {
            let limit = violationLimit
            return limit <= 1 ? .stopAtFirst : .collect(limit: limit)
        }
        set {
            switch newValue {
            case .stopAtFirst: violationLimit = 1
            case .collect(let limit): violationLimit = max(1, limit)
            }
        }
    }
}
#endif
