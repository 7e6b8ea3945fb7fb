// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import Xylem

@testable import election_schedule
@testable import gpx_track
@testable import podcast_feed

/// `decode(encode(x)) == x` for the examples' models and documents, SOAP envelopes and
/// generated values; `encode(decode(doc))` keeps the content of the examples' documents.
@Suite("Encoder: round trips", .bothParsers)
struct RoundTripTests {
    // MARK: - The examples' documents

    @Test func electionScheduleKeepsItsContent() throws {
        let original = try ExamplesTests.data("election-schedule.xml")
        let response = try loadSchedule(data: original)
        let encoded = try XMLEncoder().encode(response, root: "response")
        try expectContent(of: encoded, in: original)
        let again = try loadSchedule(data: encoded)
        #expect(again.elections.map(\.sgName) == response.elections.map(\.sgName))
        #expect(try XMLEncoder().encode(again, root: "response") == encoded)
    }

    @Test func gpxTrackKeepsItsContent() throws {
        let original = try ExamplesTests.data("pu-si-lung.gpx")
        let track = try XMLDecoder.underTest().decode(GPXDocument.self, from: original)
        let encoder = gpxEncoder()
        encoder.rootAttributes = [:]
        let encoded = try encoder.encode(track, root: "gpx")
        try expectContent(of: encoded, in: original)
        #expect(try summarize(data: encoded) == summarize(track))
        #expect(
            try encoder.encode(XMLDecoder.underTest().decode(GPXDocument.self, from: encoded), root: "gpx") == encoded)
    }

    @Test func podcastFeedKeepsItsContentAndNamespaces() throws {
        let original = try ExamplesTests.data("xicara-de-cafe.rss")
        let feed = try XMLDecoder.underTest().decode(RSSDocument.self, from: original)
        let encoder = XMLEncoder()
        encoder.rootAttributes = ["xmlns:itunes": "http://www.itunes.com/dtds/podcast-1.0.dtd"]
        encoder.attributeEncodingStrategy = .attributes { path in
            let key = path.last?.stringValue ?? ""
            return path.count == 1 && key == "version" || key == "isPermaLink"
                || path.dropLast().last?.stringValue == "enclosure" && ["url", "length", "type"].contains(key)
        }
        let encoded = try encoder.encode(feed, root: "rss")
        try expectContent(of: encoded, in: original)
        let again = try XMLDecoder.underTest().decode(RSSDocument.self, from: encoded)
        #expect(again.channel.items.map(\.title) == feed.channel.items.map(\.title))
        #expect(again.channel.items.map(\.summary) == feed.channel.items.map(\.summary))
        #expect(try encoder.encode(again, root: "rss") == encoded)
    }

    /// Every element, attribute and text of `encoded` is in `original` at the same place (the
    /// models leave parts of the documents out); numbers compare as numbers (`1343.90` is
    /// written `1343.9`).
    private func expectContent(
        of encoded: Data, in original: Data, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let written = try ParsedElement.parse(encoded)
        let source = try ParsedElement.parse(original)
        if let difference = written.difference(in: source) {
            Issue.record("\(difference)", sourceLocation: sourceLocation)
        }
    }

    // MARK: - SOAP

    struct Envelope<Content: Codable & Equatable>: Codable, Equatable {
        let body: Content
        enum CodingKeys: String, CodingKey { case body = "soap:Body" }
    }

    struct Login: Codable, Equatable {
        let userName: String
        let password: String
        enum CodingKeys: String, CodingKey { case userName = "UserName", password = "Password" }
    }

    struct LoginResult: Codable, Equatable {
        let token: String
        let expires: Date
        enum CodingKeys: String, CodingKey { case token = "Token", expires = "Expires" }
    }

    struct Fault: Codable, Equatable {
        let faultcode: String
        let faultstring: String
    }

    enum Reply: Codable, Equatable {
        case loginResponse(LoginResult)
        case fault(Fault)
        enum CodingKeys: String, CodingKey { case loginResponse = "LoginResponse", fault = "soap:Fault" }
    }

    struct Request: Codable, Equatable {
        let login: Login
        enum CodingKeys: String, CodingKey { case login = "Login" }
    }

    @Test func soapEnvelopesRoundTrip() throws {
        let encoder = XMLEncoder()
        encoder.rootAttributes = ["xmlns:soap": "http://schemas.xmlsoap.org/soap/envelope/"]
        let request = Envelope(body: Request(login: Login(userName: "minji", password: "p<&>ss")))
        let parsed = try encoder.parsed(request, root: "soap:Envelope")
        #expect(parsed.child("soap:Body").child("Login").child("Password").text == "p<&>ss")
        #expect(try roundTrip(request, root: "soap:Envelope", encoder: encoder) == request)

        let replies = [
            Reply.loginResponse(LoginResult(token: "3f9a", expires: Date(timeIntervalSince1970: 1_715_673_600))),
            .fault(Fault(faultcode: "soap:Client", faultstring: "Invalid password")),
        ]
        for reply in replies {
            #expect(
                try roundTrip(Envelope(body: reply), root: "soap:Envelope", encoder: encoder) == Envelope(body: reply))
        }
    }

    // MARK: - Generated values

    struct Record: Codable, Equatable {
        var name: String
        var note: String?
        var count: Int
        var ratio: Double
        var flags: [Bool]
        var tags: [String]
        var children: [Child]
    }

    struct Child: Codable, Equatable {
        var label: String
        var value: Int64?
    }

    @Test func generatedValuesRoundTripOrThrowAtTheirPath() throws {
        var random = SplitMix64(seed: 2026)
        let encoder = XMLEncoder()
        encoder.attributeEncodingStrategy = .attributes {
            $0.last?.stringValue == "name" || $0.last?.stringValue == "label"
        }
        let decoder = XMLDecoder.underTest()
        decoder.whitespaceDecodingStrategy = .preserve
        var thrown = 0
        for round in 0 ..< 400 {
            var record = Record.random(using: &random)
            var expectedPath: [String]?
            if round % 5 == 4 {
                let bad = String(Character(Unicode.Scalar(UInt8(random.next() % 9))))
                switch random.next() % 3 {
                case 0: record.name += bad; expectedPath = ["name"]
                case 1: record.tags.append("x" + bad); expectedPath = ["tags", "Index \(record.tags.count - 1)"]
                default:
                    record.children.append(Child(label: bad, value: nil));
                    expectedPath = ["children", "Index \(record.children.count - 1)", "label"]
                }
            }
            if let expectedPath {
                thrown += 1
                expectEncodingError(path: expectedPath, ["XML 1.0 cannot hold"]) {
                    _ = try encoder.encode(record, root: "record")
                }
            } else {
                let back = try roundTrip(record, root: "record", encoder: encoder, decoder: decoder)
                #expect(back == record, "\(record)")
            }
        }
        #expect(thrown == 80)
    }
}

extension RoundTripTests.Record {
    static func random(using random: inout SplitMix64) -> Self {
        func text() -> String {
            let pieces = [
                "a", "Zz", " ", "\t", "\n", "\r", "\r\n", "<", ">", "&", "\"", "'", "]]>", "&amp;", "<![CDATA[", "🐟",
                "👩‍👩‍👧", "한국어",
                "中文", "é", "\u{FFFD}", "\u{FEFF}", "-->", "<!--", "?>",
            ]
            return (0 ..< Int(random.next() % 6)).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }
                .joined()
        }
        func double() -> Double {
            switch random.next() % 4 {
            case 0: return Double(Int64(bitPattern: random.next()) % 1_000_000) / 100
            case 1:
                return [Double.infinity, -.infinity, 0, -0.0, .leastNonzeroMagnitude, .greatestFiniteMagnitude][
                    Int(random.next() % 6)]
            default:
                let value = Double(bitPattern: random.next())
                return value.isNaN ? 1 : value
            }
        }
        return Self(
            name: text(),
            note: random.next() % 3 == 0 ? nil : text(),
            count: Int(bitPattern: UInt(truncatingIfNeeded: random.next())),
            ratio: double(),
            flags: (0 ..< Int(random.next() % 4)).map { _ in random.next() % 2 == 0 },
            tags: (0 ..< Int(random.next() % 4)).map { _ in text() },
            children: (0 ..< Int(random.next() % 3)).map { _ in
                RoundTripTests.Child(
                    label: text(), value: random.next() % 2 == 0 ? nil : Int64(bitPattern: random.next()))
            }
        )
    }
}

extension ParsedElement {
    /// Where this element's content is not in `original`, or nil: every attribute with the same
    /// value, the same trimmed text, and the n-th child of a name matching the n-th child of
    /// that name in the original.
    func difference(in original: ParsedElement) -> String? {
        guard name == original.name else { return "<\(name)> is <\(original.name)> in the original" }
        for (key, value) in attributes where !Self.same(value, original.attributes[key]) {
            return
                "\(name)@\(key)=\"\(value)\" is \(original.attributes[key].map { "\"\($0)\"" } ?? "missing") in the original"
        }
        let text = self.text.trimmingCharacters(in: .whitespacesAndNewlines)
        if !text.isEmpty || children.isEmpty,
            !Self.same(text, original.text.trimmingCharacters(in: .whitespacesAndNewlines))
        {
            return "<\(name)> text \"\(text)\" is \"\(original.text)\" in the original"
        }
        // Models write keys in their own order; elements of one name keep theirs.
        var seen: [String: Int] = [:]
        for child in children {
            let occurrence = seen[child.name, default: 0]
            seen[child.name] = occurrence + 1
            let matches = original.children(child.name)
            guard occurrence < matches.count else {
                return "<\(name)> has no <\(child.name)> #\(occurrence + 1) in the original"
            }
            if let difference = child.difference(in: matches[occurrence]) { return difference }
        }
        return nil
    }

    private static func same(_ a: String, _ b: String?) -> Bool {
        guard let b else { return false }
        if a == b { return true }
        guard let x = Double(a), let y = Double(b) else { return false }
        return x == y
    }
}
