// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

#if canImport(CLibXML2)
import CLibXML2
import Foundation

/// One parse's RELAX NG validator: libxml2's progressive RELAX NG validation
/// (`xmlRelaxNGValidatePushElement`, `PushCData`, `PopElement`), driven the way libxml2's
/// `xmlTextReader` drives it, from the events `SAXValidator` puts it in front of.
///
/// libxml2's RELAX NG validator reads elements as tree nodes (`xmlNode`s with their attributes
/// and namespace declarations), not as SAX events. So this validator keeps a small tree of its
/// own: the open elements only, from the root down, each freed at its end tag (text is checked
/// as it arrives and not kept). Memory then grows with the depth of the document, not its
/// length. The exception is an element whose content libxml2 cannot check as a stream (an
/// `interleave`, a datatype or a value, a name class such as `anyName`: `PushElement` answers 0):
/// its whole subtree is kept, checked at its end tag with `xmlRelaxNGValidateFullElement`, then
/// freed. `XMLSchema`'s documentation says so.
///
/// Unlike `xmlTextReader`, it keeps libxml2's stack of content models balanced after a
/// violation (an element that was not expected has no model of its own, so its end tag must
/// not pop its parent's), and it checks nothing more inside an element whose content has gone
/// wrong (libxml2's content model cannot resume there: every later child would be reported
/// again): collecting violations then reports each one once, and checking resumes after that
/// element's end tag.
final class RelaxNGValidator: SAXValidator {
    /// What an open element is to the validator.
    private enum Frame: Equatable {
        /// Checked as a stream: libxml2 pushed a content model for it, popped at its end tag.
        /// `broken`: its content has broken the model, so nothing more inside it is checked.
        case streamed(broken: Bool)
        /// Checked whole at its end tag (its subtree is kept until then).
        case whole
        /// Inside an element checked whole: kept as part of its subtree.
        case insideWhole
        /// Not checked: unexpected where it is (no content model was pushed for it), or inside
        /// such an element or an element whose content has gone wrong.
        case skipped
    }

    /// Keeps the schema alive while its validation context reads it.
    private let schema: XMLSchema
    private let validation: xmlRelaxNGValidCtxtPtr?
    /// The document the open elements hang from (libxml2's validator asks for one).
    private let document: xmlDocPtr?
    /// The innermost open element.
    @exclusivity(unchecked) private var current: xmlNodePtr?
    /// The open elements' frames, from the root down.
    @exclusivity(unchecked) private var frames: [Frame] = []
    /// A NUL-terminated copy of the text given to `xmlRelaxNGValidatePushCData`, which reads up
    /// to a NUL and ignores the length it is given.
    @exclusivity(unchecked) private var textBuffer: [xmlChar] = []
    /// libxml2's messages during the current check (one check, one violation), and whether
    /// they are wanted (not after the content has already gone wrong).
    @exclusivity(unchecked) private var messages: [(text: String, code: Int)] = []
    @exclusivity(unchecked) private var quiet = false

    init(schema: XMLSchema, compiled: xmlRelaxNGPtr, violationLimit: Int) {
        self.schema = schema
        validation = xmlRelaxNGNewValidCtxt(compiled)
        document = xmlNewDoc(nil)
        super.init(violationLimit: violationLimit)
    }

    deinit {
        detach()
        if let validation { xmlRelaxNGFreeValidCtxt(validation) }
        if let document { xmlFreeDoc(document) }  // with any element still open
    }

    override func begin(_ parser: xmlParserCtxtPtr) -> Bool {
        guard let validation, document != nil else {
            found("libxml2 could not start the RELAX NG validator", code: -1)
            return false
        }
        xmlRelaxNGSetValidStructuredErrors(validation, Self.violation, Unmanaged.passUnretained(self).toOpaque())
        return true
    }

    override func validateStart(
        _ localName: UnsafePointer<xmlChar>?, _ prefix: UnsafePointer<xmlChar>?, _ uri: UnsafePointer<xmlChar>?,
        _ namespaceCount: Int32, _ namespaces: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?,
        _ attributeCount: Int32, _ defaulted: Int32, _ attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?
    ) {
        guard let validation, let document,
            let node = ValidationTree.element(
                in: document, under: current, localName, prefix, uri, namespaceCount, namespaces, attributeCount,
                attributes)
        else {
            frames.append(.skipped)
            return found("libxml2 could not build the element for the RELAX NG validator (out of memory)", code: -1)
        }
        current = node
        switch frames.last {
        case .whole?, .insideWhole?:
            frames.append(.insideWhole)
            return
        case .skipped?, .streamed(broken: true)?:
            frames.append(.skipped)
            return
        case .streamed(broken: false)?, nil:
            break
        }
        var result: Int32 = 1
        let code = check(XML_RELAXNG_ERR_ELEMWRONG) {
            result = xmlRelaxNGValidatePushElement(validation, document, node)
            return result >= 0
        }
        switch result {
        case 0: frames.append(.whole)
        case 1: frames.append(.streamed(broken: false))
        default:
            // Not expected here: no content model of its own, and the parent's has gone wrong.
            // Otherwise (a wrong attribute) it has its model, and its content is checked.
            if code == Int(XML_RELAXNG_ERR_ELEMWRONG.rawValue) || code == Int(XML_RELAXNG_ERR_NOGRAMMAR.rawValue) {
                markBroken()
                frames.append(.skipped)
            } else {
                frames.append(.streamed(broken: false))
            }
        }
    }

    override func validateEnd(
        _ localName: UnsafePointer<xmlChar>?, _ prefix: UnsafePointer<xmlChar>?, _ uri: UnsafePointer<xmlChar>?
    ) {
        guard let validation, let document, let node = current, let frame = frames.popLast() else { return }
        switch frame {
        case .whole:
            _ = check(XML_RELAXNG_ERR_CONTENTVALID) { xmlRelaxNGValidateFullElement(validation, document, node) == 1 }
        case .streamed(let broken):
            // Popped even when broken, to keep libxml2's stack balanced (its verdict is known).
            quiet = broken
            if check(XML_RELAXNG_ERR_NOELEM, { xmlRelaxNGValidatePopElement(validation, document, node) == 1 }) != nil {
                markBroken()
            }
            quiet = false
        case .insideWhole, .skipped:
            break
        }
        let parent = node.pointee.parent
        current = parent?.pointee.type == XML_ELEMENT_NODE ? parent : nil
        // Kept while an enclosing element is checked whole, freed otherwise.
        if frame != .insideWhole {
            xmlUnlinkNode(node)
            xmlFreeNode(node)
        }
    }

    override func validateText(_ bytes: UnsafePointer<xmlChar>?, _ length: Int32) {
        guard let validation, let bytes, let current, length > 0, let frame = frames.last else { return }
        switch frame {
        case .whole, .insideWhole:
            xmlAddChild(current, xmlNewDocTextLen(document, bytes, length))
        case .streamed(broken: false):
            // Whitespace alone is not text to RELAX NG (libxml2 skips it the same way).
            let text = UnsafeBufferPointer(start: bytes, count: Int(length))
            guard text.contains(where: { $0 != 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D }) else { return }
            textBuffer.removeAll(keepingCapacity: true)
            textBuffer.append(contentsOf: text)
            textBuffer.append(0)
            let failed = check(XML_RELAXNG_ERR_TEXTWRONG) {
                xmlRelaxNGValidatePushCData(validation, textBuffer, length) == 1
            }
            if failed == nil { return }
            frames[frames.count - 1] = .streamed(broken: true)
        case .streamed(broken: true), .skipped:
            break
        }
    }

    override func validateCDATA(_ bytes: UnsafePointer<xmlChar>?, _ length: Int32) {
        guard let bytes, let current, frames.last == .whole || frames.last == .insideWhole else {
            return validateText(bytes, length)
        }
        xmlAddChild(current, xmlNewCDataBlock(document, bytes, length))
    }

    /// The innermost element checked as a stream has gone wrong: nothing more inside it is checked.
    private func markBroken() {
        if case .streamed? = frames.last { frames[frames.count - 1] = .streamed(broken: true) }
    }

    // MARK: - Violations

    override func found(_ error: xmlError) {
        guard !quiet else { return }
        var message = error.message.map { String(cString: $0) } ?? "error \(error.code)"
        while message.last?.isNewline == true || message.last == " " { message.removeLast() }
        // libxml2 words unexpected text "in element  TODO  content": the element is known here.
        if message.contains(" TODO "), let name = current?.pointee.name {
            message = message.replacingOccurrences(of: " TODO ", with: String(cString: name))
        }
        messages.append((message, Int(error.code)))
    }

    /// Runs one of libxml2's checks and records its messages as one violation: the first is
    /// the cause, the others the elements it breaks (libxml2 words each level). When the check
    /// failed without a message (a state libxml2 does not word), a violation with `silentCode`
    /// is recorded all the same, so that an invalid document is never taken for a valid one.
    ///
    /// - returns: nil when the check passed, else the code of the violation.
    @discardableResult
    private func check(_ silentCode: xmlRelaxNGValidErr, _ body: () -> Bool) -> Int? {
        messages.removeAll(keepingCapacity: true)
        let passed = body()
        guard !quiet else { return passed ? nil : Int(silentCode.rawValue) }
        if messages.isEmpty {
            if passed { return nil }
            messages.append(("the document does not match the RELAX NG schema here", Int(silentCode.rawValue)))
        }
        var seen = Set<String>()
        let text = messages.map(\.text).filter { seen.insert($0).inserted }.joined(separator: "; ")
        let code = messages[0].code
        found(text, code: code)
        return code
    }
}
#endif
