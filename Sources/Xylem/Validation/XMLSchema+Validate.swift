// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

#if canImport(CLibXML2)
import Foundation

extension XMLSchema {
    /// Validates the XML document in `input` against this schema without decoding it, in flat
    /// memory whatever its size (nothing of it is kept), through the same libxml2 parse and
    /// input checks as `XMLDecoder` with `parser = .libxml2`.
    ///
    /// ```
    /// let violations = try await schema.validate(.file(invoiceURL))
    /// ```
    ///
    /// - parameter input: The document: input readable now is read on the calling task's
    ///   thread, bytes that arrive on a parser thread of their own.
    /// - parameter limit: The most violations reported (at least 1); past it, validation stops.
    /// - parameter limits: The limits the document is read within (`XMLLimits.default`).
    /// - returns: The violations in document order; empty when the document is valid.
    /// - throws: `CocoaError` when a file cannot be read; `DecodingError.dataCorrupted` with
    ///   an `XMLSyntaxError` when the document is not well-formed (before any violation) or
    ///   exceeds `limits`; the input's own error as it is (a network failure, `XMLDownloadError`).
    public func validate(
        _ input: XMLInput, limit: Int = 1_000, limits: XMLLimits = .default
    ) async throws -> [XMLValidationError.Violation] {
        try await input.read { source in try validate(source, limit: limit, limits: limits) }
    }

    private func validate(_ source: ByteSource, limit: Int, limits: XMLLimits) throws -> [XMLValidationError.Violation]
    {
        let decoder = XMLDecoder()
        decoder.parser = .libxml2
        decoder.limits = limits
        decoder.schema = self
        decoder.violationStrategy = .collect(limit: limit)
        do {
            // No route: every element is dropped at its end tag, so memory stays flat.
            _ = try StreamRunner.run(source, decoder: decoder, routes: [], progress: nil)
            return []
        } catch let error as DecodingError {
            if let invalid = validationFailure(error) { return invalid.violations }
            throw error
        }
    }

    private func validationFailure(_ error: DecodingError) -> XMLValidationError? {
        guard case .dataCorrupted(let context) = error else { return nil }
        return context.underlyingError as? XMLValidationError
    }
}
#endif
