// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

#if canImport(CLibXML2)
import CLibXML2

/// Keeps the expansion of a document's internal entities within its `EntityExpansionLimits`
/// (`XMLDecoder.EntityExpansion.internalEntities`), for `LibXML2Source`, which hands libxml2
/// every entity it looks up.
///
/// Each entity is measured once, from its replacement text, before any reference to it is
/// expanded: its size with every reference in it expanded, how deeply those nest, and its
/// attributes (an element in an entity's text is checked against `maximumAttributes` as the
/// input guard checks the document's own, before libxml2's quadratic duplicate check). A
/// reference in the document itself (not one inside another entity's text, which its
/// entity's measure already holds) is admitted when the expansion so far, with its size, stays
/// within the limits; otherwise the parse stops there, the limit named. The measure stops at
/// the depth limit, so a chain of thousands of entities costs no deeper recursion than that.
final class EntityBudget {
    private let limits: XMLDecoder.EntityExpansionLimits
    private let maximumDepth: Int
    private let maximumAttributes: Int
    /// Bytes the admitted references expand to, together.
    private var expanded = 0

    private struct Measure {
        /// Bytes of the fully expanded text (saturating at `Measure.huge`).
        var size: Int
        /// 1 for an entity whose text refers to no other entity.
        var depth: Int
        /// Why the entity can never be expanded, if it cannot.
        var refusal: (reason: XMLSyntaxError.Reason, message: String)?
        /// Whether the expanded text holds a carriage return (see `admit`).
        var holdsCarriageReturn = false
    }

    private static let huge = 1 << 60
    private var measures: [String: Measure] = [:]
    private var measuring: Set<String> = []

    init(_ limits: XMLDecoder.EntityExpansionLimits, maximumAttributes: Int) {
        self.limits = limits
        maximumDepth = min(max(limits.maximumDepth, 0), 40)
        self.maximumAttributes = maximumAttributes
    }

    /// Whether a reference to `entity` in the document itself (in text when `inContent`, else in
    /// an attribute value) may be expanded, after `inputBytes` bytes of input; nil when it
    /// may, else the reason and message to stop with.
    func admit(
        _ entity: xmlEntityPtr, inContent: Bool, inputBytes: Int, in document: xmlDocPtr?
    ) -> (XMLSyntaxError.Reason, String)? {
        let measure = self.measure(entity, document)
        let name = String(cString: entity.pointee.name)
        if let refusal = measure.refusal { return refusal }
        if inContent && measure.holdsCarriageReturn {
            // Only `&#13;` in a declaration puts one there (line ends are normalized before the
            // parser reads the input), and libxml2 reads it as a line end again when it parses
            // the replacement text in content: the text would hold a line feed instead. (In an
            // attribute value it becomes a space either way, as the recommendation says.)
            return (
                .entityDeclaration,
                "&\(name); holds a carriage return (&#13;), which libxml2 turns into a line feed "
                    + "when it expands the entity in text: write the character reference where the entity is used"
            )
        }
        if measure.depth > limits.maximumDepth || measure.depth > maximumDepth {
            return (
                .limitExceeded(.entityDepth),
                "&\(name); nests entity references deeper than EntityExpansionLimits.maximumDepth (\(limits.maximumDepth))"
            )
        }
        expanded = min(expanded + measure.size, Self.huge)
        if expanded > limits.maximumExpandedSize {
            return (
                .limitExceeded(.entityExpansionSize),
                "The document's entity references expand to more than EntityExpansionLimits.maximumExpandedSize "
                    + "(\(limits.maximumExpandedSize) bytes) at &\(name);"
            )
        }
        if expanded > XMLDecoder.EntityExpansionLimits.amplificationAllowance,
            expanded / max(inputBytes, 1) >= limits.maximumAmplification
        {
            return (
                .limitExceeded(.entityAmplification),
                "The document's entity references expand to more than EntityExpansionLimits.maximumAmplification "
                    + "(\(limits.maximumAmplification)) times its \(inputBytes) bytes read so far, at &\(name);"
            )
        }
        return nil
    }

    /// The measure of `entity`: a walk of the entities its text refers to, depth first, with
    /// a stack of its own (a chain of thousands of entities needs no deeper recursion), each
    /// entity measured once.
    private func measure(_ entity: xmlEntityPtr, _ document: xmlDocPtr?) -> Measure {
        if let known = measures[String(cString: entity.pointee.name)] { return known }
        if let fixed = Self.fixedMeasure(entity) { return fixed }
        var stack = [frame(entity, document, referenceLength: 0)]
        measuring.insert(stack[0].name)
        while !stack.isEmpty {
            let top = stack.count - 1
            if stack[top].next < stack[top].references.count {
                let (inner, length) = stack[top].references[stack[top].next]
                stack[top].next += 1
                let name = String(cString: inner.pointee.name)
                if let known = measures[name] ?? Self.fixedMeasure(inner) {
                    stack[top].add(known, referenceLength: length)
                } else if measuring.contains(name) {
                    stack[top].result.refusal = (
                        .parser(code: 89), "The entity &\(name); refers to itself (an entity reference loop)"
                    )
                } else {
                    measuring.insert(name)
                    stack.append(frame(inner, document, referenceLength: length))
                }
            } else {
                let done = stack.removeLast()
                measuring.remove(done.name)
                measures[done.name] = done.result
                if !stack.isEmpty {
                    stack[stack.count - 1].add(done.result, referenceLength: done.referenceLength)
                } else {
                    return done.result
                }
            }
        }
        return measures[String(cString: entity.pointee.name)] ?? Measure(size: Self.huge, depth: 1, refusal: nil)
    }

    /// An entity being measured.
    private struct Frame {
        let name: String
        /// The entities its text refers to, with the length of each reference (`&name;`).
        let references: [(xmlEntityPtr, Int)]
        /// The length of the reference that led here.
        let referenceLength: Int
        var next = 0
        var result: Measure

        mutating func add(_ inner: Measure, referenceLength: Int) {
            result.size = min(result.size - referenceLength + inner.size, EntityBudget.huge)
            result.depth = max(result.depth, inner.depth + 1)
            if result.refusal == nil { result.refusal = inner.refusal }
            result.holdsCarriageReturn = result.holdsCarriageReturn || inner.holdsCarriageReturn
        }
    }

    /// The measure of an entity that is not an internal general one (nothing to walk).
    private static func fixedMeasure(_ entity: xmlEntityPtr) -> Measure? {
        switch entity.pointee.etype {
        case XML_INTERNAL_GENERAL_ENTITY:
            return nil
        case XML_EXTERNAL_GENERAL_PARSED_ENTITY:
            return Measure(
                size: 0, depth: 1,
                refusal: (
                    .entityDeclaration,
                    "&\(String(cString: entity.pointee.name)); is an external entity, which Xylem never reads"
                ))
        default:  // unparsed, predefined: libxml2 decides
            return Measure(size: 0, depth: 1, refusal: nil)
        }
    }

    /// The frame of an internal entity: its size and attributes, and the references in its text.
    private func frame(_ entity: xmlEntityPtr, _ document: xmlDocPtr?, referenceLength: Int) -> Frame {
        let name = String(cString: entity.pointee.name)
        let text = UnsafeBufferPointer(
            start: entity.pointee.content,
            count: entity.pointee.content == nil ? 0 : Int(entity.pointee.length))
        var result = Measure(size: text.count, depth: 1, refusal: nil)
        var counter = AttributeCounter(maximum: maximumAttributes)
        if counter.scan(text) != nil, counter.finding == .tooManyAttributes {
            result.refusal = (
                .limitExceeded(.attributes),
                "An element in &\(name); has more than XMLLimits.maximumAttributes (\(maximumAttributes)) attributes"
            )
        }
        result.holdsCarriageReturn = text.contains(0x0D)
        var references: [(xmlEntityPtr, Int)] = []
        var i = 0
        while i < text.count {
            guard text[i] == 0x26, i + 1 < text.count, text[i + 1] != 0x23,  // & not followed by #
                let end = text[(i + 1)...].firstIndex(of: 0x3B)
            else { i += 1; continue }
            let reference = String(decoding: text[(i + 1) ..< end], as: UTF8.self)
            if xmlGetPredefinedEntity(reference) == nil, let document, let inner = xmlGetDocEntity(document, reference)
            {
                references.append((inner, end + 1 - i))
            }
            i = end + 1
        }
        return Frame(name: name, references: references, referenceLength: referenceLength, result: result)
    }
}
#endif
