// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import Xylem

/// Attributes written twice and names that break Namespaces in XML are `EncodingError`s with
/// the coding path, whatever writes them; a namespace may be declared on any element.
@Suite("Encoder: attribute and namespace rules")
struct EncoderNameRulesTests {
    /// Keys as given at run time, for models that write any names.
    struct Keys: CodingKey {
        var stringValue: String
        init(stringValue: String) { self.stringValue = stringValue }
        init(_ string: String) { stringValue = string }
        var intValue: Int? { nil }
        init?(intValue: Int) { nil }
    }

    /// Writes `pairs` in order with `encode(_:forKey:)`, a pair whose value is a `Node` as a
    /// nested element.
    struct Node: Encodable {
        var pairs: [(String, Value)]
        enum Value { case text(String), node(Node) }
        init(_ pairs: [(String, Value)]) { self.pairs = pairs }
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Keys.self)
            for (key, value) in pairs {
                switch value {
                case .text(let text): try container.encode(text, forKey: Keys(key))
                case .node(let node): try container.encode(node, forKey: Keys(key))
                }
            }
        }
    }

    static func plain() -> XMLEncoder {
        let encoder = XMLEncoder()
        encoder.declaration = nil
        return encoder
    }

    // MARK: - Item 2: an attribute written twice

    @Test func anAttributeEncodedTwiceIsAnError() {
        expectEncodingError(path: ["@a"], ["attribute \"a\" is written twice on <r>"]) {
            _ = try Self.plain().encode(Node([("@a", .text("1")), ("@a", .text("2"))]), root: "r")
        }
        expectEncodingError(path: ["in", "@a"], ["attribute \"a\" is written twice on <in>"]) {
            _ = try Self.plain().encode(
                Node([("in", .node(Node([("@a", .text("1")), ("x", .text("")), ("@a", .text("2"))])))]), root: "r")
        }
    }

    @Test(arguments: ["version", "xmlns", "xmlns:p"])
    func aRootAttributeAndAKeyOfTheSameNameIsAnError(name: String) {
        let encoder = Self.plain()
        encoder.rootAttributes = [name: "urn:one"]
        expectEncodingError(path: ["@" + name], ["attribute \"\(name)\" is written twice on <r>", "rootAttributes"]) {
            _ = try encoder.encode(Node([("@" + name, .text("urn:two"))]), root: "r")
        }
    }

    @Test func twoKeysAStrategyWritesAlikeAreAnError() {
        let snake = Self.plain()
        snake.keyEncodingStrategy = .convertToSnakeCase
        expectEncodingError(path: ["@foo_bar"], ["attribute \"foo_bar\" is written twice"]) {
            _ = try snake.encode(Node([("@fooBar", .text("1")), ("@foo_bar", .text("2"))]), root: "r")
        }
        let strip = Self.plain()
        strip.namespaceStrategy = .stripPrefixes
        expectEncodingError(path: ["@b:x"], ["attribute \"x\" is written twice"]) {
            _ = try strip.encode(Node([("@a:x", .text("1")), ("@b:x", .text("2"))]), root: "r")
        }
        let attributes = Self.plain()
        attributes.attributeEncodingStrategy = .attributes { $0.last?.stringValue == "id" }
        expectEncodingError(path: ["@id"], ["attribute \"id\" is written twice"]) {
            _ = try attributes.encode(Node([("id", .text("1")), ("@id", .text("2"))]), root: "r")
        }
    }

    @Test func twoPrefixesOfOneURIMakeOneAttribute() throws {
        expectEncodingError(path: ["@b:x"], ["\"a:x\" and \"b:x\" are one attribute"]) {
            _ = try Self.plain().encode(
                Node([
                    ("@xmlns:a", .text("urn:u")), ("@a:x", .text("1")), ("@b:x", .text("2")),
                    ("@xmlns:b", .text("urn:u")),
                ]), root: "r")
        }
        let other = try Self.plain().parsed(
            Node([
                ("@xmlns:a", .text("urn:u")), ("@xmlns:b", .text("urn:v")),
                ("@a:x", .text("1")), ("@b:x", .text("2")),
            ]), root: "r")
        #expect(other.attributes["a:x"] == "1" && other.attributes["b:x"] == "2")
        let encoder = Self.plain()
        encoder.rootAttributes = ["xmlns:a": "urn:u", "xmlns:b": "urn:u", "a:x": "1", "b:x": "2"]
        expectEncodingError(path: [], ["\"a:x\" and \"b:x\" are one attribute"]) {
            _ = try encoder.encode(Node([]), root: "r")
        }
    }

    @Test func theStreamWritersAttributesAndTheRootAttributesMayNotOverlap() throws {
        let encoder = Self.plain()
        encoder.rootAttributes = ["version": "1.1"]
        let stream = OutputStream.toMemory()
        let writer = try XMLStreamWriter(stream: stream, encoder: encoder)
        expectEncodingError(path: ["version"], ["attribute \"version\" is written twice on <gpx>"]) {
            try writer.open("gpx", attributes: ["version": "1.0"])
        }
        // Nothing was left behind: the writer goes on.
        try writer.open("gpx", attributes: ["creator": "Xylem"])
        try writer.finish()
        let data = stream.property(forKey: .dataWrittenToMemoryStreamKey) as? Data ?? Data()
        #expect(String(decoding: data, as: UTF8.self) == #"<gpx version="1.1" creator="Xylem"/>"#)
    }

    @Test func aNilRootWithXsiNilBesideARootAttributeOfThatName() {
        let encoder = Self.plain()
        encoder.nilEncodingStrategy = .xsiNil
        encoder.rootAttributes = ["xsi:nil": "false"]
        expectEncodingError(path: [], ["attribute \"xsi:nil\" is written twice"]) {
            _ = try encoder.encode(Int?.none, root: "r")
        }
    }

    // MARK: - Item 3: Namespaces in XML

    @Test(arguments: [
        ("@xmlns:p", "", "only XML 1.1"),
        ("@xmlns:xml", "urn:x", "prefix xml is bound"),
        ("@xmlns:xmlns", "urn:x", "prefix xmlns is bound by XML itself"),
        ("@xmlns:p", "http://www.w3.org/XML/1998/namespace", "belongs to the prefix xml"),
        ("@xmlns", "http://www.w3.org/XML/1998/namespace", "belongs to the prefix xml"),
        ("@xmlns:p", "http://www.w3.org/2000/xmlns/", "names namespace declarations"),
        ("@xmlns", "http://www.w3.org/2000/xmlns/", "names namespace declarations"),
    ])
    func aDeclarationThatBreaksTheNamespaceRulesIsAnError(key: String, uri: String, message: String) {
        expectEncodingError(path: ["in", key], [message]) {
            _ = try Self.plain().encode(Node([("in", .node(Node([(key, .text(uri))])))]), root: "r")
        }
        let encoder = Self.plain()
        encoder.rootAttributes = [String(key.dropFirst()): uri]
        expectEncodingError(path: [], [message]) { _ = try encoder.encode(Node([]), root: "r") }
    }

    /// Namespaces in XML deprecates relative namespace names but does not forbid them, and both
    /// parsers read them (gpxpy's gpx1.1_with_extensions.gpx declares `xmlns:ext="gpx.py"`):
    /// the encoder writes what the document had, and the written document reads back the same.
    @Test(arguments: ["gpx.py", "relative/path", "../ns", "#x", "//example.com/ns"])
    func aRelativeNamespaceNameIsWrittenAsGiven(uri: String) throws {
        let written = try Self.plain().encode(Node([("@xmlns:ext", .text(uri)), ("ext:a", .text("1"))]), root: "r")
        let encoder = Self.plain()
        encoder.rootAttributes = ["xmlns": uri]
        let defaulted = try encoder.encode(Node([("a", .text("1"))]), root: "r")
        for parser in [XMLDecoder.Parser.foundation, .libxml2] where parser.isAvailable {
            let tree = try XMLTree(data: written, parser: parser)
            #expect(tree.root.attributes["xmlns:ext"] == uri)
            #expect(tree.root.children.map(\.name) == ["ext:a"])
            #expect(try XMLTree(data: defaulted, parser: parser).root.attributes["xmlns"] == uri)
        }
    }

    @Test(arguments: ["urn:a b", "urn:é", "1:a", "urn:a{b}", "urn:a%zz", "urn:a#b#c", "http://h:x/", "\t", "urn:a&b"])
    func aNamespaceNameThatIsNotAURIReferenceIsAnError(uri: String) {
        expectEncodingError(path: ["@xmlns:p"], ["is not a URI reference"]) {
            _ = try Self.plain().encode(Node([("@xmlns:p", .text(uri))]), root: "r")
        }
        let encoder = Self.plain()
        encoder.rootAttributes = ["xmlns": uri]
        expectEncodingError(path: [], ["is not a URI reference"]) { _ = try encoder.encode(Node([]), root: "r") }
    }

    @Test func aGPXFileWithARelativeNamespaceNameWritesBack() throws {
        struct Extensions: Codable, Equatable {
            let value: String; enum CodingKeys: String, CodingKey { case value = "ext:aaa" }
        }
        struct Point: Codable, Equatable {
            let lat: Double, extensions: Extensions
            enum CodingKeys: String, CodingKey { case lat = "@lat", extensions }
        }
        struct GPX: Codable, Equatable { let wpt: [Point] }
        let gpx =
            #"<gpx xmlns="http://www.topografix.com/GPX/1/1" xmlns:ext="gpx.py"><wpt lat="12.5"><extensions><ext:aaa>bbb</ext:aaa></extensions></wpt></gpx>"#
        let value = try XMLDecoder.underTest().decode(GPX.self, from: gpx)
        let encoder = Self.plain()
        encoder.rootAttributes = ["xmlns": "http://www.topografix.com/GPX/1/1", "xmlns:ext": "gpx.py"]
        #expect(try encoder.encodeToString(value, root: "gpx") == gpx)
    }

    @Test(arguments: [
        "urn:isbn:0451450523", "http://[::1]:8080/a?b=c;d#f", "https://user@example.com/ns/", "urn:%41", "urn:a'b",
        "file:/a", "",
    ])
    func anAbsoluteURIMayBeANamespaceName(uri: String) throws {
        let parsed = try Self.plain().parsed(Node([("@xmlns", .text(uri)), ("a", .text("1"))]), root: "r")
        #expect(parsed.attributes["xmlns"] == uri)
    }

    @Test func aFailedFirstRecordLeavesTheOpenStartTagIntact() throws {
        let stream = OutputStream.toMemory()
        let writer = try XMLStreamWriter(stream: stream, encoder: Self.plain())
        try writer.open("r")
        expectEncodingError(path: ["item", "Index 0"], ["U+0001"]) { try writer.write("\u{1}", as: "item") }
        try writer.write("ok", as: "item")
        try writer.finish()
        let data = stream.property(forKey: .dataWrittenToMemoryStreamKey) as? Data ?? Data()
        #expect(String(decoding: data, as: UTF8.self) == "<r><item>ok</item></r>")
    }

    @Test func theXMLPrefixMayBeDeclaredWithItsOwnURI() throws {
        let parsed = try Self.plain().parsed(
            Node([("@xmlns:xml", .text("http://www.w3.org/XML/1998/namespace")), ("@xml:lang", .text("en"))]), root: "r"
        )
        #expect(parsed.attributes["xml:lang"] == "en")
    }

    @Test func anElementNamedWithTheXmlnsPrefixIsAnError() throws {
        expectEncodingError(path: ["xmlns:x"], ["cannot name an element", "prefix xmlns"]) {
            _ = try Self.plain().encode(Node([("xmlns:x", .text("1"))]), root: "r")
        }
        expectEncodingError(path: [], ["cannot name an element"]) {
            _ = try Self.plain().encode(Node([]), root: "xmlns:x")
        }
        let writer = try XMLStreamWriter(stream: .toMemory(), encoder: Self.plain())
        expectEncodingError(path: [], ["cannot name an element"]) { try writer.open("xmlns:r") }
        try writer.open("r")
        expectEncodingError(path: ["xmlns:x"], ["cannot name an element"]) { try writer.write(1, as: "xmlns:x") }
    }

    @Test func aRootAttributeWithAnUndeclaredPrefixIsAnError() {
        let encoder = Self.plain()
        encoder.rootAttributes = ["p:a": "1"]
        expectEncodingError(path: [], ["prefix \"p\" of the root attribute \"p:a\""]) {
            _ = try encoder.encode(Node([]), root: "r")
        }
    }

    // MARK: - Item 4: declarations on any element

    struct Envelope: Encodable {
        struct Body: Encodable {
            let operation: GetWeather
            enum CodingKeys: String, CodingKey { case operation = "wx:GetWeather" }
        }
        struct GetWeather: Encodable {
            let city: String
            let namespace = "urn:weather"
            enum CodingKeys: String, CodingKey { case city = "wx:city", namespace = "@xmlns:wx" }
        }
        let body: Body
        enum CodingKeys: String, CodingKey { case body = "soap:Body" }
    }

    @Test func anOperationElementDeclaresItsOwnNamespace() throws {
        let encoder = Self.plain()
        encoder.rootAttributes = ["xmlns:soap": "http://schemas.xmlsoap.org/soap/envelope/"]
        let xml = try encoder.encodeToString(
            Envelope(body: .init(operation: .init(city: "Seoul"))), root: "soap:Envelope")
        #expect(
            xml
                == #"<soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body><wx:GetWeather xmlns:wx="urn:weather"><wx:city>Seoul</wx:city></wx:GetWeather></soap:Body></soap:Envelope>"#
        )
        _ = try ParsedElement.parse(xml)
    }

    @Test func aDeclarationCoversItsElementInAnyKeyOrder() throws {
        // The declaration after the children and the attribute that use it.
        let node = Node([
            ("p:child", .text("1")), ("@p:a", .text("2")), ("deep", .node(Node([("p:x", .text("3"))]))),
            ("@xmlns:p", .text("urn:p")),
        ])
        let parsed = try Self.plain().parsed(Node([("p:item", .node(node))]), root: "r")
        #expect(parsed.child("p:item").attributes == ["xmlns:p": "urn:p", "p:a": "2"])
        #expect(parsed.child("p:item").child("deep").child("p:x").text == "3")
        // A root that declares its own prefix.
        #expect(try Self.plain().parsed(Node([("@xmlns:p", .text("urn:p"))]), root: "p:r").name == "p:r")
    }

    @Test func aDeclarationDoesNotReachSiblingsOrParents() {
        expectEncodingError(path: ["b", "p:x"], ["prefix \"p\" of \"p:x\" is not declared", "@xmlns:p"]) {
            _ = try Self.plain().encode(
                Node([("a", .node(Node([("@xmlns:p", .text("urn:p"))]))), ("b", .node(Node([("p:x", .text("1"))])))]),
                root: "r")
        }
        expectEncodingError(path: ["p:x"], ["prefix \"p\" of \"p:x\" is not declared"]) {
            _ = try Self.plain().encode(
                Node([("p:x", .text("1")), ("a", .node(Node([("@xmlns:p", .text("urn:p"))])))]), root: "r")
        }
        // A scalar element cannot declare anything: its prefix must be in scope.
        expectEncodingError(path: [], ["prefix \"p\" of \"p:r\" is not declared"]) {
            _ = try Self.plain().encode("text", root: "p:r")
        }
    }

    @Test func repeatedElementsAreCheckedEachOnItsOwn() {
        struct Item: Encodable {
            let ns: String?
            enum CodingKeys: String, CodingKey { case ns = "@xmlns:p" }
        }
        struct List: Encodable {
            let items: [Item]
            enum CodingKeys: String, CodingKey { case items = "p:item" }
        }
        #expect(throws: Never.self) {
            try Self.plain().parsed(List(items: [Item(ns: "urn:p"), Item(ns: "urn:p")]), root: "r")
        }
        expectEncodingError(path: ["p:item"], ["prefix \"p\" of \"p:item\" is not declared"]) {
            _ = try Self.plain().encode(List(items: [Item(ns: "urn:p"), Item(ns: nil)]), root: "r")
        }
    }

    @Test func theStreamWriterAcceptsAPrefixItsElementDeclares() throws {
        let stream = OutputStream.toMemory()
        let writer = try XMLStreamWriter(stream: stream, encoder: Self.plain())
        expectEncodingError(path: [], ["prefix \"q\" of \"q:root\" is not declared"]) { try writer.open("q:root") }
        try writer.open("p:root", attributes: ["xmlns:p": "urn:p", "p:version": "1"])
        try writer.write("a", as: "p:item")
        expectEncodingError(path: ["q:item"], ["prefix \"q\" of \"q:item\" is not declared"]) {
            try writer.write("b", as: "q:item")
        }
        try writer.write(Node([("@xmlns:q", .text("urn:q")), ("q:x", .text("1"))]), as: "q:item")
        try writer.finish()
        let data = stream.property(forKey: .dataWrittenToMemoryStreamKey) as? Data ?? Data()
        _ = try ParsedElement.parse(data)
        #expect(
            String(decoding: data, as: UTF8.self)
                == #"<p:root xmlns:p="urn:p" p:version="1"><p:item>a</p:item><q:item xmlns:q="urn:q"><q:x>1</q:x></q:item></p:root>"#
        )
    }
}
