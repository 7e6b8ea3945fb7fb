// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import Xylem

/// Every public error type has one shape (issue 38): a `Sendable`, `Equatable` struct whose
/// `kind` is one of an extensible set of static members (compared with `==`, no `switch`, so a
/// kind added later breaks no caller), with its message as `localizedDescription`. Only the
/// public API is used here: what a caller can write.
@Suite("Error shape")
struct ErrorShapeTests {
    /// Decoding `xml` as a string must fail with an `XMLSyntaxError` under `.dataCorrupted`.
    private func syntaxError(_ xml: String) throws -> XMLSyntaxError {
        let error = try #require(throws: DecodingError.self) {
            try XMLDecoder.underTest().decode(String.self, from: xml)
        }
        guard case .dataCorrupted(let context) = error, let syntax = context.underlyingError as? XMLSyntaxError else {
            Issue.record("expected a syntax error, got \(error)")
            throw error
        }
        return syntax
    }

    @Test func kindsCompareWithoutASwitch() throws {
        let mismatched = try syntaxError("<a>\n  <b></a>")
        #expect(mismatched.kind == .malformed)
        #expect(mismatched.kind != .unexpectedEnd)
        let truncated = try syntaxError("<a><b>")
        #expect(truncated.kind == .unexpectedEnd)
        #expect(mismatched.kind != truncated.kind)
        // In a `catch` pattern, as a caller writes it:
        do {
            _ = try XMLDecoder.underTest().decode(String.self, from: "<a><b>")
            Issue.record("a truncated document must throw")
        } catch DecodingError.dataCorrupted(let context) {
            if let syntax = context.underlyingError as? XMLSyntaxError, syntax.kind == .unexpectedEnd {
                #expect(syntax.line == 1)
            } else {
                Issue.record("expected .unexpectedEnd, got \(String(describing: context.underlyingError))")
            }
        }
    }

    @Test func kindsAreValuesWithANameThatPrints() {
        let kinds: Set<XMLSyntaxError.Kind> = [.malformed, .unexpectedEnd, .malformed, .limitExceeded]
        #expect(kinds.count == 3)
        #expect(XMLSyntaxError.Kind.malformed.description == "malformed")
        #expect("\(XMLSyntaxError.Kind.limitExceeded)" == "limitExceeded")
        #expect(XMLSyntaxError.Kind(rawValue: "unexpectedEnd") == .unexpectedEnd)
        // A kind that a later version may add is an ordinary value, unequal to every known one.
        let later = XMLSyntaxError.Kind(rawValue: "somethingNew")
        #expect(later != .malformed && later.rawValue == "somethingNew")
    }

    @Test func limitsAreAnExtensibleSetNamedByTheirProperty() {
        // `XMLSyntaxError.limit` names the limit a document exceeded: a value, not an enum, so a
        // limit added later breaks no `switch`; it prints as the property that sets it.
        let limits: Set<XMLLimits.Limit> = [.depth, .attributes, .textLength, .documentSize, .depth]
        #expect(limits.count == 4)
        #expect(XMLLimits.Limit.depth.description == "maximumDepth")
        #expect("\(XMLLimits.Limit.entityDepth)" == "EntityExpansionLimits.maximumDepth")
        #expect(XMLLimits.Limit(rawValue: "maximumTextLength") == .textLength)
        switch XMLLimits.Limit.attributes {
        case .depth: Issue.record("matched the wrong limit")
        case .attributes: break
        default: Issue.record("no match")
        }
    }

    @Test func everyErrorTypeHasItsKinds() {
        #expect(XMLSplitError.Kind.noRecords != .invalidParts)
        #expect(XMLRecordError.Kind.decodingFailed != .noEnclosingElement)
        #expect(XMLDownloadError.Kind.httpStatus.description == "httpStatus")
        #expect(XMLDownloadError.Kind.connectionFailed != .httpStatus)
        #expect(XMLStreamWriterError.Kind.noRoot != .finished)
        #expect(XMLPathError.Kind.emptyStep.rawValue == "emptyStep")
        #expect(XMLStreamReuseError.Kind.alreadyIterated == XMLStreamReuseError.Kind(rawValue: "alreadyIterated"))
        #expect(Base64StreamError.Kind.invalidCharacter != .unexpectedEnd)
        #expect(XMLSchemaError.Kind.remoteLocation != .unreadable)
        #expect(XMLValidationError.Kind.schemaViolation.description == "schemaViolation")
    }

    @Test func theSameProblemIsAnEqualErrorAndADifferentOneIsNot() throws {
        #expect(try syntaxError("<a>\n  <b></a>") == syntaxError("<a>\n  <b></a>"))
        #expect(try syntaxError("<a>\n  <b></a>") != syntaxError("<a>\n<b></a>"))  // another column
        let writer = try XMLStreamWriter(stream: .toMemory())
        let close = try #require(throws: XMLStreamWriterError.self) { try writer.close() }
        let finish = try #require(throws: XMLStreamWriterError.self) { try writer.finish() }
        #expect(close == (try #require(throws: XMLStreamWriterError.self) { try writer.close() }))
        #expect(close != finish)
        var base64 = Base64StreamDecoder()
        let star = try #require(throws: Base64StreamError.self) { _ = try base64.decode(Data("Zm9v*".utf8)) }
        #expect(star.kind == .invalidCharacter && star.offset == 4)
    }

    @Test func theMessagesAreUnchangedAndAreTheLocalizedDescription() throws {
        let syntax = try syntaxError("<a>\n  <b></a>")
        #expect(syntax.message == "The end tag does not match the open element")
        #expect(syntax.description == "The end tag does not match the open element at line 2, column \(syntax.column)")
        #expect(syntax.localizedDescription == syntax.description)
        let limited = XMLDecoder.underTest()
        limited.limits.maximumDepth = 2
        let deep = try #require(throws: DecodingError.self) {
            try limited.decode(String.self, from: "<a><b><c>x</c></b></a>")
        }
        guard case .dataCorrupted(let context) = deep, let tooDeep = context.underlyingError as? XMLSyntaxError else {
            Issue.record("\(deep)"); return
        }
        #expect(tooDeep.kind == .limitExceeded && tooDeep.limit == .depth)
        #expect(tooDeep.byteOffset == nil && tooDeep.encoding == nil)
        #expect(tooDeep.message == "<c> nests deeper than XMLLimits.maximumDepth (2)")
        let writer = try XMLStreamWriter(stream: .toMemory())
        let error = try #require(throws: XMLStreamWriterError.self) { try writer.finish() }
        #expect(error.localizedDescription == "Nothing was written: open the root element before finishing")
    }
}
