// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// What a decode compiles from the decoder's options: once per `decode` call, or once per
/// stream for all of its records.
final class DecodingSession {
    let options: DecodingOptions
    /// Set for `.fixedPattern` dates.
    let fixedDate: FixedDatePattern?
    // The options read for every value, unpacked once: reading them through `options` would
    // copy the whole struct (strategies, hints, `userInfo`) each time.
    /// `WhitespaceDecodingStrategy.preserve`.
    let preservesWhitespace: Bool
    /// `EmptyElementDecodingStrategy.null`.
    let emptyStringIsNil: Bool
    /// `RepeatedElementDecodingStrategy.useFirst`.
    let usesFirstOfRepeated: Bool
    /// `DataDecodingStrategy.deferredToData`.
    let dataIsDeferred: Bool
    /// Whether any list hint is set.
    let hasListHints: Bool
    /// `MissingCollectionDecodingStrategy.throw`.
    let missingCollectionsThrow: Bool
    private var mapping: NameMapping?
    private var mappedNames = -1
    /// The prefix bindings `mapping` was made with (`.mapURIs` only; empty otherwise).
    private var mappedBindings: [Substring: String] = [:]
    private var nilNames: [NameID] = []
    private var nilNamesCount = -1
    /// For the keys of collections found missing, the document's names that nearly spell them
    /// (MissingCollections.swift), found again only when the document has new names.
    private var nearMissNames: [String: Set<NameID>] = [:]
    private var nearMissNamesCount = -1
    /// See `foldedNames(of:)`.
    private var foldedNamesList: [[UInt8]] = []
    /// `isCollection` and `optionalDecoding` for the last two types asked about: a decode asks
    /// about the same few types for every value, and the runtime's conformance lookup costs
    /// hundreds of instructions (more for classes). Kept here, not per decoder, so that a
    /// stream's records share them (a session serves one decode or one stream, on one thread at
    /// a time).
    @exclusivity(unchecked) private var collectionMemo = TypeMemo<Bool>()
    @exclusivity(unchecked) private var optionalMemo = TypeMemo<(any OptionalDecoding.Type)?>()
    init(options: DecodingOptions) {
        self.options = options
        if case .preserve = options.whitespaceDecodingStrategy {
            preservesWhitespace = true
        } else {
            preservesWhitespace = false
        }
        if case .null = options.emptyElementDecodingStrategy {
            emptyStringIsNil = true
        } else {
            emptyStringIsNil = false
        }
        if case .useFirst = options.repeatedElementDecodingStrategy {
            usesFirstOfRepeated = true
        } else {
            usesFirstOfRepeated = false
        }
        if case .deferredToData = options.dataDecodingStrategy { dataIsDeferred = true } else { dataIsDeferred = false }
        hasListHints = !options.listHints.isEmpty
        if case .throw = options.missingCollectionDecodingStrategy {
            missingCollectionsThrow = true
        } else {
            missingCollectionsThrow = false
        }
        if case .fixedPattern(let pattern, let zone) = options.dateDecodingStrategy {
            fixedDate = FixedDatePattern(pattern, timeZone: zone)
        } else {
            fixedDate = nil
        }
    }

    /// The name mapping for `document`, rebuilt only when the document has new names (a
    /// stream interns names as it goes). Nil with the default key and namespace strategies.
    func mapping(for document: Document) -> NameMapping? {
        if case .keepPrefixes = options.namespaceStrategy, case .useDefaultKeys = options.keyDecodingStrategy {
            return nil
        }
        // Under `.mapURIs` the prefixes' namespaces matter too: a stream's later records may
        // declare a prefix anew once the records that declared it first are gone (truncated),
        // with no new name; and a document that binds a prefix to two namespaces has the key
        // of every element in it (`NameMapping.scoped`), and which elements it holds changes.
        let bindings = NameMapping.prefixBindings(document, options.namespaceStrategy)
        if document.names.strings.count != mappedNames || bindings != mappedBindings
            || NameMapping.isRebound(document, bindings: bindings)
        {
            mapping = NameMapping(document: document, options: options, bindings: bindings)
            mappedNames = document.names.strings.count
            mappedBindings = bindings
        }
        return mapping
    }

    /// Whether `type` gathers repeated elements, `compute`d once for the last two types asked.
    @inline(__always)
    func isCollection(_ type: Any.Type, compute: (Any.Type) -> Bool) -> Bool {
        collectionMemo.value(for: type, compute: compute)
    }

    /// `type` as an `Optional` the decoder unwraps itself (Optionals.swift), or nil, for the
    /// last two types asked: a decode asks this of every element that might be nil (an empty
    /// `<row a=".." b=".."/>`), and a failed conformance check costs about 430 instructions.
    @inline(__always)
    func optionalDecoding(_ type: Any.Type) -> (any OptionalDecoding.Type)? {
        optionalMemo.value(for: type) { $0 as? any OptionalDecoding.Type }
    }

    /// The names in `document` that nearly spell the collection key `key`, `compute`d once per
    /// key while the document has no new names: a feed whose items all lack a list asks for
    /// every item.
    /// The document's names folded for `NearMiss.isLoose(folded:_:)`, index for index, folded
    /// again only when the document has new names.
    func foldedNames(of document: Document) -> [[UInt8]] {
        let names = document.names.strings
        if foldedNamesList.count != names.count {
            foldedNamesList = names.map { Array(NearMiss.folded($0).utf8) }
        }
        return foldedNamesList
    }

    func nearMisses(of key: String, in document: Document, compute: () -> Set<NameID>) -> Set<NameID> {
        if document.names.strings.count != nearMissNamesCount {
            nearMissNames.removeAll()
            nearMissNamesCount = document.names.strings.count
        }
        if let known = nearMissNames[key] { return known }
        let names = compute()
        nearMissNames[key] = names
        return names
    }

    /// The names of the attributes that mean `xsi:nil` in `document` (see Optionals.swift),
    /// found again only when the document has new names.
    func nilAttributes(for document: Document) -> [NameID] {
        if document.names.strings.count != nilNamesCount {
            nilNames = DocumentDecoder.nilAttributeNames(document)
            nilNamesCount = document.names.strings.count
        }
        return nilNames
    }
}
