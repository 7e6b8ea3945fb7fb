// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import Xylem

/// Keys, namespaces, attributes, nil and numbers: every strategy writes what the decoder's
/// matching strategy reads.
@Suite("Encoder: strategies")
struct EncoderStrategyTests {
    // MARK: - Keys

    struct Row: Codable, Equatable {
        let orderId: Int
        let customerName: String
        let profileURL: String?
    }

    @Test(arguments: [
        (
            XMLEncoder.KeyEncodingStrategy.convertToSnakeCase, XMLDecoder.KeyDecodingStrategy.convertFromSnakeCase,
            ["order_id", "customer_name"]
        ),
        (.convertToKebabCase, .convertFromKebabCase, ["order-id", "customer-name"]),
        (.convertToCapitalized, .convertFromCapitalized, ["OrderId", "CustomerName"]),
        (.convertToUppercase, .convertFromUppercase, ["ORDER_ID", "CUSTOMER_NAME"]),
        (.useDefaultKeys, .useDefaultKeys, ["orderId", "customerName"]),
    ])
    func keyStrategiesAreTheDecodersInverse(
        encoding: XMLEncoder.KeyEncodingStrategy, decoding: XMLDecoder.KeyDecodingStrategy, names: [String]
    ) throws {
        let encoder = XMLEncoder()
        encoder.keyEncodingStrategy = encoding
        let decoder = XMLDecoder.underTest()
        decoder.keyDecodingStrategy = decoding
        let row = Row(orderId: 1001, customerName: "김민지", profileURL: nil)
        #expect(try encoder.parsed(row, root: "row").children.map(\.name) == names)
        #expect(try roundTrip(row, root: "row", encoder: encoder, decoder: decoder) == row)
    }

    @Test(arguments: [
        ("firstName", "first_name"), ("myURLValue", "my_url_value"), ("version2Name", "version2_name"),
        ("id", "id"), ("ID", "id"), ("_private", "_private"),
    ])
    func snakeCaseSplitsWords(key: String, name: String) throws {
        let encoder = XMLEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        #expect(try encoder.parsed([key: 1], root: "r").children.map(\.name) == [name])
    }

    @Test func onlyTheLocalPartOfAPrefixedOrAttributeKeyIsConverted() throws {
        struct Item: Encodable {
            let episodeType: String
            let isPermaLink: Bool
            let value: String
            enum CodingKeys: String, CodingKey {
                case episodeType = "itunes:episodeType", isPermaLink = "@isPermaLink", value = ""
            }
        }
        let encoder = XMLEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        encoder.rootAttributes = ["xmlns:itunes": "http://www.itunes.com/dtds/podcast-1.0.dtd"]
        let parsed = try encoder.parsed(Item(episodeType: "full", isPermaLink: true, value: "v"), root: "item")
        #expect(parsed.children.map(\.name) == ["itunes:episode_type"])
        #expect(parsed.attributes["is_perma_link"] == "true")
        #expect(parsed.text == "v")
    }

    @Test func aCustomKeyStrategyThatMakesAnInvalidNameIsAnError() {
        let encoder = XMLEncoder()
        encoder.keyEncodingStrategy = .custom { $0 + " x" }
        expectEncodingError(
            path: ["name"], ["\"name\" (written \"name x\" by the key strategy)", "cannot be in a name"]
        ) {
            _ = try encoder.encode(["name": 1], root: "r")
        }
    }

    // MARK: - Namespaces

    struct Episode: Codable, Equatable {
        let title: String
        let duration: Int
        enum CodingKeys: String, CodingKey { case title, duration = "itunes:duration" }
    }

    @Test func mapURIsDeclaresItsPrefixesOnTheRoot() throws {
        let uri = "http://www.itunes.com/dtds/podcast-1.0.dtd"
        let encoder = XMLEncoder()
        encoder.namespaceStrategy = .mapURIs([uri: "itunes"])
        let parsed = try encoder.parsed(Episode(title: "t", duration: 3), root: "item")
        #expect(parsed.attributes == ["xmlns:itunes": uri])
        let decoder = XMLDecoder.underTest()
        decoder.namespaceStrategy = .mapURIs([uri: "itunes"])
        #expect(
            try roundTrip(Episode(title: "t", duration: 3), root: "item", encoder: encoder, decoder: decoder)
                == Episode(title: "t", duration: 3))
    }

    @Test func stripPrefixesWritesLocalNames() throws {
        let encoder = XMLEncoder()
        encoder.namespaceStrategy = .stripPrefixes
        #expect(
            try encoder.parsed(Episode(title: "t", duration: 3), root: "item").children.map(\.name) == [
                "title", "duration",
            ])
    }

    // MARK: - Attributes

    @Test func theAttributeStrategyChoosesKeysByCodingPath() throws {
        struct Point: Codable, Equatable { let lat: Double; let lon: Double; let ele: Double }
        struct Segment: Codable, Equatable { let trkpt: [Point] }
        let encoder = XMLEncoder()
        encoder.attributeEncodingStrategy = .attributes { path in
            ["lat", "lon"].contains(path.last?.stringValue) && path.dropLast().last?.intValue != nil
        }
        let segment = Segment(trkpt: [Point(lat: 22.5, lon: 102.8, ele: 1318.59), Point(lat: 1, lon: 2, ele: 3)])
        let parsed = try encoder.parsed(segment, root: "trkseg")
        #expect(parsed.children[0].attributes == ["lat": "22.5", "lon": "102.8"])
        #expect(parsed.children[0].children.map(\.name) == ["ele"])
        #expect(try roundTrip(segment, root: "trkseg", encoder: encoder) == segment)
    }

    // MARK: - nil

    struct Waypoint: Codable, Equatable {
        let name: String
        let ele: Double?
        let cmt: String?
        let samples: [Int?]
    }

    @Test func nilIsOmittedEmptyOrXSINil() throws {
        let waypoint = Waypoint(name: "a", ele: nil, cmt: nil, samples: [1, nil, 3])
        let omitted = try XMLEncoder().parsed(waypoint, root: "wpt")
        #expect(omitted.children.map(\.name) == ["name", "samples", "samples", "samples"])
        #expect(omitted.children("samples")[1].text == "")  // a list item is never left out

        let empty = XMLEncoder()
        empty.nilEncodingStrategy = .emptyElement
        let parsed = try empty.parsed(waypoint, root: "wpt")
        #expect(parsed.children.map(\.name) == ["name", "ele", "cmt", "samples", "samples", "samples"])
        let nullDecoder = XMLDecoder.underTest()
        nullDecoder.emptyElementDecodingStrategy = .null
        #expect(try roundTrip(waypoint, root: "wpt", encoder: empty, decoder: nullDecoder) == waypoint)

        let xsi = XMLEncoder()
        xsi.nilEncodingStrategy = .xsiNil
        let nilled = try xsi.parsed(waypoint, root: "wpt")
        #expect(nilled.attributes["xmlns:xsi"] == "http://www.w3.org/2001/XMLSchema-instance")
        #expect(nilled.child("ele").attributes == ["xsi:nil": "true"])
        #expect(nilled.children("samples")[1].attributes == ["xsi:nil": "true"])
        #expect(try roundTrip(waypoint, root: "wpt", encoder: xsi) == waypoint)
    }

    @Test func nilAttributesAreLeftOut() throws {
        struct Link: Codable, Equatable {
            let href: String?; let rel: String
            enum CodingKeys: String, CodingKey { case href = "@href", rel = "@rel" }
        }
        for strategy in [XMLEncoder.NilEncodingStrategy.omit, .emptyElement, .xsiNil] {
            let encoder = XMLEncoder()
            encoder.nilEncodingStrategy = strategy
            #expect(
                try encoder.parsed(Link(href: nil, rel: "self"), root: "link").attributes.keys.sorted().filter {
                    $0 != "xmlns:xsi"
                } == ["rel"])
            #expect(
                try roundTrip(Link(href: nil, rel: "self"), root: "link", encoder: encoder)
                    == Link(href: nil, rel: "self"))
        }
    }

    // MARK: - Numbers

    struct Numbers: Codable, Equatable {
        let int8: Int8, int16: Int16, int32: Int32, int64: Int64, int: Int
        let uint8: UInt8, uint16: UInt16, uint32: UInt32, uint64: UInt64, uint: UInt
        let float: Float, double: Double, bool: Bool
    }

    @Test func everyIntegerWidthAndShortestFloats() throws {
        let low = Numbers(
            int8: .min, int16: .min, int32: .min, int64: .min, int: .min, uint8: 0, uint16: 0, uint32: 0, uint64: 0,
            uint: 0,
            float: -Float.greatestFiniteMagnitude, double: -.leastNonzeroMagnitude, bool: false)
        let high = Numbers(
            int8: .max, int16: .max, int32: .max, int64: .max, int: .max, uint8: .max, uint16: .max, uint32: .max,
            uint64: .max, uint: .max, float: 0.1, double: 1318.59, bool: true)
        #expect(try roundTrip(low, root: "n") == low)
        #expect(try roundTrip(high, root: "n") == high)
        let parsed = try XMLEncoder().parsed(high, root: "n")
        #expect(parsed.child("float").text == "0.1")
        #expect(parsed.child("double").text == "1318.59")
        #expect(parsed.child("uint64").text == "18446744073709551615")
        #expect(parsed.child("int8").text == "127")
    }

    @Test(arguments: [
        0.1, 1318.59, -22.54297276, 1e-4, 1e-05, 1e20, 123_456_789_012_345.6, 999_999_999_999_999.9,
        -0.0, .leastNonzeroMagnitude, .greatestFiniteMagnitude, 1.0 / 3, 100,
    ])
    func doublesAreTheirShortestTextAndReadBack(value: Double) throws {
        let text = try XMLEncoder().parsed([value], root: "d").children[0].text
        #expect(text.count <= value.description.count, "\(text) vs \(value.description)")
        #expect(Double(text) == value)
        #expect(try roundTrip([value], root: "d") == [value])
    }

    @Test @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)  // Int128
    func int128AndUInt128() throws {
        struct Wide: Codable, Equatable { let low: Int128; let high: Int128; let unsigned: UInt128 }
        let wide = Wide(low: .min, high: .max, unsigned: .max)
        let parsed = try XMLEncoder().parsed(wide, root: "w")
        #expect(parsed.child("low").text == "-170141183460469231731687303715884105728")
        #expect(parsed.child("unsigned").text == "340282366920938463463374607431768211455")
        #expect(try XMLEncoder().parsed([Int128(-5)], root: "r").children.map(\.text) == ["-5"])
    }

    @Test func infinityAndNaN() throws {
        struct Sample: Codable { let gain: Double; let ratio: Double; let noise: Float }
        let sample = Sample(gain: .infinity, ratio: -.infinity, noise: .nan)
        let parsed = try XMLEncoder().parsed(sample, root: "s")
        #expect(
            [parsed.child("gain").text, parsed.child("ratio").text, parsed.child("noise").text] == [
                "INF", "-INF", "NaN",
            ])
        let back = try roundTrip(sample, root: "s")
        #expect(back.gain == .infinity && back.ratio == -.infinity && back.noise.isNaN)

        let python = XMLEncoder()
        python.nonConformingFloatEncodingStrategy = .convertToString(
            positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        #expect(try python.parsed(sample, root: "s").child("gain").text == "inf")
        let pythonDecoder = XMLDecoder.underTest()
        pythonDecoder.nonConformingFloatDecodingStrategy = .convertFromString(
            positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        #expect(try roundTrip(sample, root: "s", encoder: python, decoder: pythonDecoder).ratio == -.infinity)

        let strict = XMLEncoder()
        strict.nonConformingFloatEncodingStrategy = .throw
        expectEncodingError(path: ["gain"], ["not a finite number", "nonConformingFloatEncodingStrategy"]) {
            _ = try strict.encode(sample, root: "s")
        }
    }

    @Test func decimalsAndURLs() throws {
        struct Price: Codable, Equatable { let amount: Decimal; let link: URL }
        let price = Price(
            amount: Decimal(string: "18500.50")!, link: URL(string: "https://example.com/search?q=xml&page=2")!)
        let parsed = try XMLEncoder().parsed(price, root: "p")
        #expect(parsed.child("amount").text == "18500.5")
        #expect(parsed.child("link").text == "https://example.com/search?q=xml&page=2")
        #expect(try roundTrip(price, root: "p") == price)
        expectEncodingError(path: ["amount"], ["NaN Decimal"]) {
            _ = try XMLEncoder().encode(Price(amount: .nan, link: price.link), root: "p")
        }
    }
}
