// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// The event intake: takes the events of one parse as bytes and interned names, keeps the key
/// stack of open elements (`BuildState`) and appends every element, attribute and text piece to
/// one flat `Document`. Both event sources (`Intake/XMLParser/`, `Intake/LibXML2/`) feed it the
/// same way:
///
///     startElement(name, attributeCount:, line:, column:)   then, if it returned true,
///     attribute(name, value)                                  once per attribute, in order
///     characters(bytes)                                       any number of pieces
///     endElement()
///     fail(reason, message)                                   the source's own errors
///
/// Per event it does the least it can: append a 32-byte record, append text bytes to one
/// buffer. The state is a stored property marked `@exclusivity(unchecked)`, so the hot path
/// pays no dynamic exclusivity check on it: the same instruction counts as a hand-allocated
/// pointer within 0.2% (callgrind), and no manual memory to manage.
/// (The builder owns the state; only the observer gets a pointer to it, for one call at a time.)
///
/// For streaming, a `BuildObserver` (Streaming's `RecordRouter`) rides along: it watches the
/// same events, hands each completed record to its handler and truncates the document behind
/// it. Without one (a whole-document decode) the only cost is a nil check per event.
final class DocumentBuilder {
    @exclusivity(unchecked) private var buildState: BuildState
    private let observer: (any BuildObserver)?
    /// The bounds the document must stay within.
    let limits: XMLLimits
    /// The parser feeding this builder, set by the source before it parses (it owns the builder
    /// for the parse, so the reference is unowned).
    unowned(unsafe) var source: (any EventSource)! {
        didSet { observer?.source = source }
    }

    /// - parameter limits: the bounds the document must stay within (a streaming builder gets
    ///   them without a document size).
    init(observer: (any BuildObserver)? = nil, limits: XMLLimits = .default) {
        buildState = BuildState(limits: limits)
        self.limits = limits
        self.observer = observer
        observer?.prepare(&buildState.document.names)
    }

    /// Reserves room for a whole document of `bytes` input bytes (see `BuildState`).
    func reserveCapacity(forInputBytes bytes: Int) {
        buildState.reserveCapacity(forInputBytes: bytes)
    }

    /// The document built so far.
    var document: Document { buildState.document }
    /// The validator riding on the parse, if any (the libxml2 source plugs it into its parser).
    var validator: (any DocumentValidator)?
    /// Whether the observer stopped the parse (a handler threw, or the consumer went away), or
    /// the validator did (its violation limit is reached).
    var isStopped: Bool { observer?.failure != nil || validator?.hasStopped == true }
    /// Whether the root element has been closed.
    var rootClosed: Bool { buildState.rootClosed }
    /// `<name> (line N)` for the innermost open element, or nil when none is open.
    var openElementDescription: String? { buildState.openElementDescription() }

    // MARK: - Names

    /// The id of an element or attribute name, as the source delivers it.
    @inline(__always)
    func intern(_ name: String) -> NameID { buildState.intern(name) }

    // MARK: - Events

    // The streaming branches are out of line (`@inline(never)`), so that a whole-document
    // parse pays one nil check per event and nothing else.

    /// Opens an element; false when it was refused (the parse is stopped: skip its attributes).
    @inline(__always)
    func startElement(_ name: NameID, attributeCount: Int, line: Int, column: Int) -> Bool {
        if let failure = buildState.start(name, attributeCount: attributeCount, line: line, column: column) {
            fail(failure.0, failure.1)
            return false
        }
        startTags &+= 1
        if startTags == nextXMLNamespaceTag { addXMLNamespaceDeclaration() }
        return true
    }

    // MARK: - xmlns:xml

    // libxml2 drops an `xmlns:xml` declaration (parser.c, `xmlParseStartTag2`: the prefix is
    // bound whatever a document says), so neither source reports it. The input guard finds it
    // in the bytes, before the parser reads them, and numbers the start tags as the sources
    // report elements (an element from an entity's text is not numbered: `startTagFromEntity`).

    /// Elements started so far.
    private var startTags = 0
    /// The number of the next start tag that declares `xmlns:xml` (0: none known yet), and
    /// those after it.
    private var nextXMLNamespaceTag = 0
    private var laterXMLNamespaceTags: [Int] = []
    private var laterXMLNamespaceIndex = 0

    /// The next element comes from an entity's replacement text (internal entities expanded),
    /// not from a start tag in the input's bytes: the guard did not number it.
    func startTagFromEntity() { startTags &-= 1 }

    /// Start tag number `startTag` (from 1) declares `xmlns:xml`; called before the parser reads it.
    func declareXMLNamespace(onStartTag startTag: Int) {
        if nextXMLNamespaceTag == 0 { nextXMLNamespaceTag = startTag } else { laterXMLNamespaceTags.append(startTag) }
    }

    /// The declaration, as the first attribute of the element just started (where a source puts
    /// namespace declarations). Its value is always the XML namespace: libxml2 rejects any other.
    @inline(never)
    private func addXMLNamespaceDeclaration() {
        var uri = "http://www.w3.org/XML/1998/namespace"
        uri.withUTF8 { attribute(intern("xmlns:xml"), $0) }
        if laterXMLNamespaceIndex < laterXMLNamespaceTags.count {
            nextXMLNamespaceTag = laterXMLNamespaceTags[laterXMLNamespaceIndex]
            laterXMLNamespaceIndex += 1
        } else {
            nextXMLNamespaceTag = 0
            laterXMLNamespaceTags.removeAll(keepingCapacity: true)
            laterXMLNamespaceIndex = 0
        }
    }

    /// An attribute of the element just started.
    @inline(__always)
    func attribute(_ name: NameID, _ value: UnsafeBufferPointer<UInt8>) {
        if let failure = buildState.addAttribute(name, value) { fail(failure.0, failure.1) }
    }

    /// After the last attribute of an element (streaming matches the element's path here).
    @inline(__always)
    func attributesEnded() {
        if observer != nil { observeStart() }
    }

    /// Closes the innermost open element.
    @inline(__always)
    func endElement() {
        if observer != nil { return observeEnd() }
        if !buildState.end() { failEnd() }
    }

    /// A piece of text (character data or a CDATA section) of the innermost open element.
    @inline(__always)
    func characters(_ bytes: UnsafeBufferPointer<UInt8>) {
        if observer != nil, observeText(bytes) { return }
        if buildState.appendText(bytes) { failText() }
    }

    /// Reports why `end` could not close an element.
    @inline(never)
    private func failEnd() {
        let failure = buildState.endFailure()
        fail(failure.0, failure.1)
    }

    /// Reports why `appendText` refused a text fragment.
    @inline(never)
    private func failText() {
        let failure = buildState.textFailure() ?? (.documentTooLarge, "More than 4 GiB of text")
        fail(failure.0, failure.1)
    }

    @inline(never)
    private func observeStart() {
        withUnsafeMutablePointer(to: &buildState) { observer?.didStart($0) }
    }

    @inline(never)
    private func observeEnd() {
        if withUnsafeMutablePointer(to: &buildState, { observer?.end($0) }) == false { failEnd() }
    }

    /// Offers `bytes` to the observer; true when it took them.
    @inline(never)
    private func observeText(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        withUnsafeMutablePointer(to: &buildState) { observer?.text(bytes, $0) ?? false }
    }

    /// Lets the observer act outside the parser's events: call before a chunk of input is read
    /// and once the parse is over (streaming hands the records held so far to their closures
    /// there, where an error is recorded and the input ends before its next chunk).
    func outsideEvents(parseEnded: Bool) {
        guard let observer else { return }
        if parseEnded { source = nil }  // nothing left to stop
        withUnsafeMutablePointer(to: &buildState) { observer.outsideEvents($0) }
    }

    // MARK: - Errors

    /// The first error of the parse; later ones are consequences and are dropped.
    private(set) var error: XMLSyntaxError? {
        get { buildState.error }
        set { buildState.error = newValue }
    }

    /// Whether an error was recorded: what a source asks between events (per attribute, per
    /// slice). Asking `error == nil` instead copies the optional error, strings and all, through
    /// an outlined copy: about 150 instructions an attribute, 1.9% of a GPX decode with libxml2.
    private(set) var hasFailed = false

    /// Records an error at the source's position and stops the parse.
    func fail(_ reason: XMLSyntaxError.Reason, _ message: String) {
        guard !hasFailed else { return }
        error = XMLSyntaxError(reason: reason, line: source.line, column: source.column, message: message)
        hasFailed = true
        source.stopParsing()
    }

    /// The checks every source needs once it has no more events: an error met on the way, an
    /// element still open, the source's own failure (if it reports one after its events), no
    /// root element.
    func finish(
        line: Int, column: Int,
        sourceFailure: () -> XMLSyntaxError? = { nil }
    ) throws(XMLSyntaxError) {
        if let error { throw error }
        if let open = openElementDescription {
            throw XMLSyntaxError(
                reason: .unexpectedEnd, line: line, column: column,
                message: "The document ends before \(open) is closed")
        }
        if let failure = sourceFailure() { throw failure }
        if !rootClosed {  // (a streaming parse may have dropped the root already)
            throw XMLSyntaxError(
                reason: .noRootElement, line: line, column: column,
                message: "The input contains no complete XML element")
        }
    }
}
