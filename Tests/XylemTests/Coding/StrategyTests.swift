// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import Xylem

@Suite("Strategies", .bothParsers)
struct StrategyTests {
    /// Expects `body` to throw a DecodingError at `path` whose description names `line`.
    private func expectError(path: [String], line: Int, _ body: () throws -> Void) throws {
        let error = try #require(throws: DecodingError.self, performing: body)
        let context: DecodingError.Context
        var codingPath: [any CodingKey]
        switch error {
        case .dataCorrupted(let c), .typeMismatch(_, let c), .valueNotFound(_, let c):
            context = c; codingPath = c.codingPath
        case .keyNotFound(let key, let c): context = c; codingPath = c.codingPath + [key]
        @unknown default: Issue.record("\(error)"); return
        }
        #expect(codingPath.map(\.stringValue) == path)
        #expect(context.debugDescription.contains("line \(line)"), "\(context.debugDescription)")
    }

    // MARK: - Keys

    @Test func snakeKebabAndCapitalizedKeys() throws {
        struct Row: Decodable { let firstName: String; let userId: Int }
        let snake = XMLDecoder.underTest()
        snake.keyDecodingStrategy = .convertFromSnakeCase
        let row = try snake.decode(Row.self, from: #"<row user_id="7"><first_name>Kim</first_name></row>"#)
        #expect(row.firstName == "Kim" && row.userId == 7)

        let kebab = XMLDecoder.underTest()
        kebab.keyDecodingStrategy = .convertFromKebabCase
        #expect(
            try kebab.decode(Row.self, from: "<row><first-name>Lee</first-name><user-id>8</user-id></row>").userId == 8)

        struct Login: Decodable { let loginResult: String; let sessionID: String?; let id: Int }
        let pascal = XMLDecoder.underTest()
        pascal.keyDecodingStrategy = .convertFromCapitalized
        let login = try pascal.decode(
            Login.self, from: "<LoginResponse ID=\"3\"><LoginResult>OK</LoginResult></LoginResponse>")
        #expect(login.loginResult == "OK" && login.id == 3 && login.sessionID == nil)

        let custom = XMLDecoder.underTest()
        custom.keyDecodingStrategy = .custom { $0 == "nm" ? "firstName" : $0 }
        #expect(try custom.decode(Row.self, from: "<r><nm>x</nm><userId>1</userId></r>").firstName == "x")
    }

    @Test func keyStrategyFailureNamesTheConvertedKey() throws {
        struct Row: Decodable { let userId: Int }
        let decoder = XMLDecoder.underTest()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        try expectError(path: ["userId"], line: 2) {
            _ = try decoder.decode(Row.self, from: "<row>\n<user_id>x</user_id></row>")
        }
    }

    // MARK: - Namespaces

    struct Episode: Decodable {
        let title: String
        let duration: String
        enum CodingKeys: String, CodingKey { case title, duration = "itunes:duration" }
    }

    @Test func namespacesMapURIsToOnePrefix() throws {
        let uri = "http://www.itunes.com/dtds/podcast-1.0.dtd"
        let decoder = XMLDecoder.underTest()
        decoder.namespaceStrategy = .mapURIs([uri: "itunes"])
        let a = try decoder.decode(
            Episode.self,
            from: "<item xmlns:itunes=\"\(uri)\"><title>A</title><itunes:duration>1:00</itunes:duration></item>")
        let b = try decoder.decode(
            Episode.self, from: "<item xmlns:it=\"\(uri)\"><title>B</title><it:duration>2:00</it:duration></item>")
        #expect(a.duration == "1:00" && b.duration == "2:00")
        try expectError(path: ["itunes:duration"], line: 1) {
            _ = try decoder.decode(
                Episode.self,
                from: "<item xmlns:it=\"urn:other\"><title>C</title><it:duration>2:00</it:duration></item>")
        }
    }

    @Test func stripPrefixesAppliesToAttributesToo() throws {
        struct Item: Decodable { let id: Int; let summary: String }
        let decoder = XMLDecoder.underTest()
        decoder.namespaceStrategy = .stripPrefixes
        let item = try decoder.decode(
            Item.self, from: #"<g:item xmlns:g="urn:g" g:id="5"><g:summary>s</g:summary></g:item>"#)
        #expect(item.id == 5 && item.summary == "s")
    }

    @Test func defaultNamespaceDocumentsDecodeWithPlainKeysInEveryMode() throws {
        struct GPX: Decodable { let version: String; let trk: Trk }
        struct Trk: Decodable { let name: String }
        let xml = #"<gpx xmlns="http://www.topografix.com/GPX/1/1" version="1.1"><trk><name>T</name></trk></gpx>"#
        for strategy: XMLDecoder.NamespaceStrategy in [.keepPrefixes, .stripPrefixes, .mapURIs(["urn:x": "x"])] {
            let decoder = XMLDecoder.underTest()
            decoder.namespaceStrategy = strategy
            #expect(try decoder.decode(GPX.self, from: xml).trk.name == "T")
        }
    }

    // MARK: - Dates

    struct When: Decodable { let date: Date }

    private func date(_ strategy: XMLDecoder.DateDecodingStrategy, _ text: String) throws -> Date {
        let decoder = XMLDecoder.underTest()
        decoder.dateDecodingStrategy = strategy
        return try decoder.decode(When.self, from: "<w>\n<date>\(text)</date></w>").date
    }

    @Test func dateStrategies() throws {
        let reference = Date(timeIntervalSince1970: 1_428_791_751)  // 2015-04-11T22:35:51Z
        #expect(try date(.rfc2822, "Sat, 11 Apr 2015 18:35:51 -0400") == reference)
        #expect(try date(.rfc2822, "11 Apr 2015 22:35:51 GMT") == reference)
        #expect(try date(.rfc2822, "Sat, 11 Apr 2015 17:35:51 EST") == reference)
        #expect(try date(.rfc2822, "Sat, 11 Apr 15 22:35 GMT") == reference.addingTimeInterval(-51))
        #expect(try date(.secondsSince1970, "1428791751") == reference)
        #expect(try date(.millisecondsSince1970, "1428791751000") == reference)
        #expect(try date(.iso8601, "2015-04-11T22:35:51Z") == reference)
        let seoul = TimeZone(identifier: "Asia/Seoul")!
        #expect(
            try date(.fixedPattern("yyyyMMdd", timeZone: seoul), "20180613")
                == Date(timeIntervalSince1970: 1_528_815_600))
        #expect(
            try date(.fixedPattern("yyyyMMddHHmm", timeZone: .gmt), "201504112235") == reference.addingTimeInterval(-51)
        )
        #expect(try date(.fixedPattern("yyyy-MM-dd HH:mm:ss", timeZone: .gmt), "2015-04-11 22:35:51") == reference)
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = .gmt
        formatter.dateFormat = "dd/MM/yyyy HH:mm:ss"
        #expect(try date(.formatted(formatter), "11/04/2015 22:35:51") == reference)
        #expect(
            try date(
                .custom { decoder in
                    let text = try decoder.singleValueContainer().decode(String.self)
                    return text == "now" ? reference : Date.distantPast
                }, "now") == reference)
        #expect(try date(.deferredToDate, "0") == Date(timeIntervalSinceReferenceDate: 0))
    }

    @Test(arguments: [
        (XMLDecoder.DateDecodingStrategy.rfc2822, "Sat, 31 Feb 2015 18:35:51 -0400"),
        (.rfc2822, "2015-04-11"),
        (.fixedPattern("yyyyMMdd", timeZone: .gmt), "2018061"),
        (.fixedPattern("yyyyMMdd", timeZone: .gmt), "20181301"),
        (.secondsSince1970, "soon"),
    ])
    func dateStrategyFailures(strategy: XMLDecoder.DateDecodingStrategy, text: String) throws {
        try expectError(path: ["date"], line: 2) { _ = try date(strategy, text) }
    }

    // MARK: - Data, bools, floats

    @Test func dataStrategies() throws {
        struct Blob: Decodable { let data: Data }
        let hex = XMLDecoder.underTest()
        hex.dataDecodingStrategy = .hex
        #expect(
            try hex.decode(Blob.self, from: "<b><data>DEAD beef\n01</data></b>").data
                == Data([0xDE, 0xAD, 0xBE, 0xEF, 0x01]))
        try expectError(path: ["data"], line: 1) { _ = try hex.decode(Blob.self, from: "<b><data>ABC</data></b>") }
        let custom = XMLDecoder.underTest()
        custom.dataDecodingStrategy = .custom { Data(try $0.singleValueContainer().decode(String.self).utf8) }
        #expect(try custom.decode(Blob.self, from: "<b><data>hi</data></b>").data == Data("hi".utf8))
        let base64 = XMLDecoder.underTest()
        #expect(try base64.decode(Blob.self, from: "<b><data>AQID\nBA==</data></b>").data == Data([1, 2, 3, 4]))
    }

    @Test func boolVocabulary() throws {
        struct Flags: Decodable { let open: Bool; let closed: Bool; let standard: Bool }
        let decoder = XMLDecoder.underTest()
        decoder.boolDecodingStrategy = .accepting(true: ["Y", "yes"], false: ["N", "no"])
        let flags = try decoder.decode(Flags.self, from: #"<f open="Y" closed="no"><standard>1</standard></f>"#)
        #expect(flags.open && !flags.closed && flags.standard)
        try expectError(path: ["open"], line: 1) {
            _ = try decoder.decode(Flags.self, from: #"<f open="y" closed="N" standard="0"/>"#)
        }
        try expectError(path: ["open"], line: 1) {
            _ = try XMLDecoder.underTest().decode(Flags.self, from: #"<f open="Y" closed="N" standard="0"/>"#)
        }
    }

    @Test func nonConformingFloats() throws {
        struct Reading: Decodable { let v: [Double] }
        #expect(
            try XMLDecoder.underTest().decode(Reading.self, from: "<r><v>INF</v><v>-INF</v><v>+INF</v></r>").v == [
                .infinity, -.infinity, .infinity,
            ])
        try expectError(path: ["v", "Index 0"], line: 1) {
            _ = try XMLDecoder.underTest().decode(Reading.self, from: "<r><v>Infinity</v></r>")
        }
        let decoder = XMLDecoder.underTest()
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(
            positiveInfinity: "Infinity", negativeInfinity: "-Infinity", nan: "nan")
        let reading = try decoder.decode(
            Reading.self, from: "<r><v>Infinity</v><v>-Infinity</v><v>nan</v><v>NaN</v></r>")
        #expect(reading.v[0] == .infinity && reading.v[1] == -.infinity && reading.v[2].isNaN && reading.v[3].isNaN)
    }

    // MARK: - Text, empty and repeated elements

    @Test func emptyElementDecodingStrategy() throws {
        struct R: Decodable { let note: String?; let name: String }
        #expect(try XMLDecoder.underTest().decode(R.self, from: "<r><note/><name/></r>").note == "")
        let decoder = XMLDecoder.underTest()
        decoder.emptyElementDecodingStrategy = .null
        let r = try decoder.decode(R.self, from: "<r><note/><name/></r>")
        #expect(r.note == nil && r.name == "")
    }

    @Test func whitespacePreserveKeepsInnerAndOuterSpace() throws {
        struct R: Decodable { let t: String; let n: Int }
        let decoder = XMLDecoder.underTest()
        decoder.whitespaceDecodingStrategy = .preserve
        let r = try decoder.decode(R.self, from: "<r><t>a b  </t><n> 4 </n></r>")
        #expect(r.t == "a b  ")
        #expect(r.n == 4)
    }

    @Test func repeatedElementDecodingStrategy() throws {
        struct R: Decodable { let link: String }
        let xml = "<r>\n<link>a</link>\n<link>b</link></r>"
        try expectError(path: ["link"], line: 3) { _ = try XMLDecoder.underTest().decode(R.self, from: xml) }
        let decoder = XMLDecoder.underTest()
        decoder.repeatedElementDecodingStrategy = .useFirst
        #expect(try decoder.decode(R.self, from: xml).link == "a")
    }

    // MARK: - List hints

    struct Body: Decodable { let items: [Models.Schedule]; let totalCount: Int }
    struct Response: Decodable { let body: Body }

    @Test(arguments: [
        ListHint.wrapper("items"), .wrapper("response/body/items"), .wrapper("*/body/items"),
        .rule { $0.last == "items" ? .wrapper : nil },
    ])
    func wrapperHintsDecodeListsWithoutAWrapperStruct(hint: ListHint) throws {
        let decoder = XMLDecoder.underTest()
        decoder.listHints = [hint]
        #expect(try decoder.decode(Response.self, from: Fixtures.threeElections).body.items.map(\.num) == [1, 2, 3])
        let one = Fixtures.election(items: [(9, "1", "하나", 1, "20240410")])
        #expect(try decoder.decode(Response.self, from: one).body.items.map(\.num) == [9])
        #expect(try decoder.decode(Response.self, from: Fixtures.election(items: [])).body.items.isEmpty)
    }

    @Test func withoutTheHintTheWrapperIsDecodedAsAnItem() throws {
        let line =
            try #require(Fixtures.threeElections.split(separator: "\n").firstIndex { $0.contains("<items>") }) + 1
        try expectError(path: ["body", "items", "Index 0", "num"], line: line) {
            _ = try XMLDecoder.underTest().decode(Response.self, from: Fixtures.threeElections)
        }
    }

    @Test func aHintForAnotherPathDoesNotApply() throws {
        let decoder = XMLDecoder.underTest()
        decoder.listHints = [.wrapper("other/items"), .listItem("item")]
        #expect(throws: DecodingError.self) { try decoder.decode(Response.self, from: Fixtures.threeElections) }
    }

    // MARK: - Choice elements

    enum Shape: Decodable, Equatable {
        case circle(r: Double)
        case square(side: Double)
    }

    @Test func choiceElementsInArrays() throws {
        struct Drawing: Decodable { let shapes: [Shape] }
        let decoder = XMLDecoder.underTest()
        decoder.listHints = [.wrapper("shapes")]
        let drawing = try decoder.decode(
            Drawing.self, from: #"<drawing><shapes><circle r="1"/><square side="2"/><circle r="3"/></shapes></drawing>"#
        )
        #expect(drawing.shapes == [.circle(r: 1), .square(side: 2), .circle(r: 3)])
        #expect(
            try XMLDecoder.underTest().decode([Shape].self, from: #"<shapes><square side="4"/></shapes>"#) == [
                .square(side: 4)
            ])
    }

    @Test func aChoiceFromTheChildThatIsPresent() throws {
        enum Reply: Decodable, Equatable {
            case loginResponse(loginResult: String)
            case fault(faultstring: String)
        }
        struct Envelope: Decodable { let body: Reply }
        let decoder = XMLDecoder.underTest()
        decoder.keyDecodingStrategy = .convertFromCapitalized
        let ok = try decoder.decode(
            Envelope.self,
            from: "<Envelope><Body><LoginResponse><LoginResult>OK</LoginResult></LoginResponse></Body></Envelope>")
        #expect(ok.body == .loginResponse(loginResult: "OK"))
        let fault = try decoder.decode(
            Envelope.self, from: "<Envelope><Body><Fault><Faultstring>denied</Faultstring></Fault></Body></Envelope>")
        #expect(fault.body == .fault(faultstring: "denied"))
        #expect(throws: DecodingError.self) {
            try decoder.decode(Envelope.self, from: "<Envelope><Body><Other/></Body></Envelope>")
        }
    }
}

@Suite("Strategies, combined", .bothParsers)
struct CombinedStrategyTests {
    @Test func mapURIsAppliesToDictionaryKeysAndChoiceCases() throws {
        let uri = "http://www.itunes.com/dtds/podcast-1.0.dtd"
        let decoder = XMLDecoder.underTest()
        decoder.namespaceStrategy = .mapURIs([uri: "itunes", "urn:m": "m"])
        struct Item: Decodable { let meta: [String: String] }
        let item = try decoder.decode(
            Item.self, from: "<item xmlns:it=\"\(uri)\"><meta><it:author>A</it:author></meta></item>")
        #expect(item.meta == ["itunes:author": "A"])
        enum Media: Decodable, Equatable {
            case image(href: String)
            enum CodingKeys: String, CodingKey { case image = "m:image" }
        }
        #expect(
            try decoder.decode(Media.self, from: #"<x:media xmlns:x="urn:m"><x:image href="h"/></x:media>"#)
                == .image(href: "h"))
    }

    @Test func customStrategyErrorsCarryTheValuesLine() throws {
        struct Notice: Decodable { let regDate: Date; let payload: Data }
        let decoder = XMLDecoder.underTest()
        decoder.dateDecodingStrategy = .custom { decoder in
            let container = try decoder.singleValueContainer()
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "Not a date")
        }
        let error = try #require(throws: DecodingError.self) {
            try decoder.decode(Notice.self, from: "<notice>\n\n<regDate>미정</regDate><payload>AA==</payload></notice>")
        }
        guard case .dataCorrupted(let context) = error else { Issue.record("\(error)"); return }
        #expect(context.codingPath.map(\.stringValue) == ["regDate"])
        #expect(context.debugDescription.contains("line 3"))
    }

    @Test func anUnlabeledAssociatedValueIsTheCaseElement() throws {
        struct Circle: Decodable, Equatable { let r: Double }
        enum Shape: Decodable, Equatable { case circle(Circle) }
        #expect(
            try XMLDecoder.underTest().decode([Shape].self, from: #"<shapes><circle r="2"/></shapes>"#) == [
                .circle(Circle(r: 2))
            ]
        )
    }
}
