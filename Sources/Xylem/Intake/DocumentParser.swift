// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Runs the chosen parser over a byte source and returns the flat document, or the first
/// reason the input is not a well-formed document, with its line and column. Every source
/// reads the same checked input (`CheckedInput`) and feeds the same builder.
enum DocumentParser {
    /// - parameter limits: the bounds the document must stay within.
    /// - parameter parser: the event source.
    /// - parameter validator: checks the document as it is parsed; once it has found a
    ///   violation the document returned is incomplete, and the caller throws its `failure`.
    /// - parameter chunkLimit: the most bytes the parser gets at a time (the chunk-invariance
    ///   tests cut the input small; `CheckedInput.chunkLimit`).
    static func parse(
        _ source: ByteSource, limits: XMLLimits = .default,
        parser: XMLDecoder.Parser = .foundation,
        validator: (any DocumentValidator)? = nil, chunkLimit: ChunkLimit = .unlimited
    ) throws(XMLSyntaxError) -> Document {
        let builder = DocumentBuilder(limits: limits)
        builder.validator = validator
        if let size = source.knownSize { builder.reserveCapacity(forInputBytes: size) }
        try run(source, parser: parser, into: builder, chunkLimit: chunkLimit)
        return withExtendedLifetime(builder) { builder.document }
    }

    /// Parses `source` into `builder` (a streaming builder carries a `BuildObserver`), within
    /// the builder's limits.
    ///
    /// - parameter beforeRead: called before each chunk is read with the bytes parsed so far
    ///   and the input's size when known; returning false stops the parse.
    /// - returns: false when the parse was stopped early, by `beforeRead` or by the observer
    ///   (whose `failure` then says why); true when the whole input was read.
    /// - throws: the first reason the input is not a well-formed document.
    @discardableResult
    static func run(
        _ source: ByteSource, parser: XMLDecoder.Parser = .foundation,
        into builder: DocumentBuilder,
        beforeRead: ((_ bytesRead: Int, _ totalBytes: Int?) -> Bool)? = nil,
        chunkLimit: ChunkLimit = .unlimited
    ) throws(XMLSyntaxError) -> Bool {
        func input(recording order: AttributeOrder?) -> CheckedInput {
            let input = CheckedInput(
                source, limits: builder.limits, attributeOrder: order,
                expandsEntities: order == nil, chunkLimit: chunkLimit)
            input.xmlNamespaceDeclared = { [unowned builder] in builder.declareXMLNamespace(onStartTag: $0) }
            if let beforeRead {
                input.beforeRead = { [unowned input] bytesRead in beforeRead(bytesRead, input.totalBytes) }
            }
            return input
        }
        #if canImport(CLibXML2)
        if parser == .libxml2 { return try LibXML2Source.run(input(recording: nil), into: builder) }
        #endif
        // XMLParser hands attributes over in a Dictionary: the input guard records their order.
        let order = AttributeOrder()
        return try XMLParserSource.run(input(recording: order), attributeOrder: order, into: builder)
    }
}
