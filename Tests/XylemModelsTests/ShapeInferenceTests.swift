// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import Xylem
@testable import XylemModels

@Suite("Models: shapes inferred across samples")
struct ShapeInferenceTests {
    private func shape(_ samples: String...) throws -> ModelShape {
        var generator = ModelGenerator()
        for sample in samples { try generator.add(XMLTree(string: sample)) }
        return try generator.shape()
    }

    @Test("a child absent from one sample is minOccurs 0; one repeated in any sample is unbounded")
    func occurrences() throws {
        let model = try shape("<r><a>1</a><b>x</b></r>", "<r><b>y</b><b>z</b></r>")
        #expect(
            model.element("r")?.children == [
                ChildShape(name: "a", minOccurs: 0, maxOccurs: 1),
                ChildShape(name: "b", minOccurs: 1, maxOccurs: nil),
            ])
    }

    @Test("xsi:nil makes a child nillable and is not an attribute")
    func nillable() throws {
        let model = try shape(
            #"<r xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"><c xsi:nil="true"/></r>"#, "<r><c>false</c></r>")
        #expect(model.element("r")?.children.first?.isNillable == true)
        #expect(model.element("c")?.attributes == [])
        #expect(model.element("c")?.content == .text(.bool, isOptional: true))
    }

    @Test(
        "attributes: typed, optional when some occurrence lacks one, String when one is empty; declarations kept apart")
    func attributes() throws {
        let model = try shape(#"<r xmlns:g="urn:g"><p id="1" g:on="true" count="2"/><p id="2" n="" count="3"/></r>"#)
        #expect(
            model.element("p")?.attributes == [
                AttributeShape(name: "count", type: .int, isOptional: false),
                AttributeShape(name: "g:on", type: .bool, isOptional: true),
                // An identifier is a name, not a number: the next answer may write `007`.
                AttributeShape(name: "id", type: .string, isOptional: false),
                AttributeShape(name: "n", type: .string, isOptional: true),
            ])
        #expect(model.namespaces == ["xmlns:g": "urn:g"])
    }

    @Test("elements of one name merge into one shape, wherever they are")
    func merging() throws {
        let model = try shape("<r><x><id>1</id></x><y><x><name>n</name></x></y></r>")
        #expect(
            model.element("x")?.children == [
                ChildShape(name: "id", minOccurs: 0, maxOccurs: 1),
                ChildShape(name: "name", minOccurs: 0, maxOccurs: 1),
            ])
    }

    @Test("text beside elements is mixed content; text in some occurrences only is optional")
    func content() throws {
        let model = try shape("<r><p>Hi <b>you</b></p><t>1</t><t/></r>")
        #expect(model.element("p")?.content == .mixed)
        #expect(model.element("t")?.content == .text(.int, isOptional: true))
    }

    @Test("a list wrapper: one child name that repeats, or an empty wrapper, or a plural name")
    func wrappers() throws {
        let model = try shape(
            "<r><items><item>1</item><item>2</item></items><Lines><Line>A</Line></Lines><one><v>1</v></one><e/></r>",
            "<r><items/><Lines><Line>B</Line></Lines><one><v>2</v></one></r>")
        #expect(model.element("items")?.listItem == "item")
        #expect(model.element("Lines")?.listItem == "Line")
        #expect(model.element("one")?.listItem == nil)
        #expect(model.element("r")?.listItem == nil)
    }

    @Test("an element repeated anywhere is not a wrapper: a list of lists has no hint")
    func repeatedWrappers() throws {
        let model = try shape("<r><seg><pt>1</pt><pt>2</pt></seg><seg><pt>3</pt></seg></r>")
        #expect(model.element("seg")?.listItem == nil)
    }

    @Test("samples with different roots are an error that says what to do")
    func differentRoots() throws {
        var generator = ModelGenerator()
        try generator.add(XMLTree(string: "<a/>"))
        #expect(throws: ModelGenerationError.differentRoots("a", "b")) { try generator.add(XMLTree(string: "<b/>")) }
        #expect(throws: ModelGenerationError.noSamples) { try ModelGenerator().source() }
        let error = #expect(throws: ModelGenerationError.self) { try generator.add(XMLTree(string: "<c/>")) }
        #expect(error?.kind == .differentRoots && error?.kind != .noSamples)
        #expect(error?.roots == ["a", "c"] && error?.path == nil)
        #expect(error?.localizedDescription.hasPrefix("The samples have different root elements, <a> and <c>") == true)
    }
}
