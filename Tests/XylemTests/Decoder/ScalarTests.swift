// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import Xylem

@Suite("Scalars", .bothParsers)
struct ScalarTests {
    let decoder = XMLDecoder.underTest()

    struct Box<T: Decodable>: Decodable { let v: T }

    private func value<T: Decodable>(_ type: T.Type, _ text: String) throws -> T {
        try decoder.decode(Box<T>.self, from: "<r><v>\(text)</v></r>").v
    }

    private func attribute<T: Decodable>(_ type: T.Type, _ text: String) throws -> T {
        try decoder.decode(Box<T>.self, from: "<r v=\"\(text)\"/>").v
    }

    @Test(arguments: [("true", true), ("false", false), ("1", true), ("0", false), (" true ", true)])
    func booleans(text: String, expected: Bool) throws {
        #expect(try value(Bool.self, text) == expected)
        #expect(try attribute(Bool.self, text) == expected)
    }

    @Test(arguments: ["yes", "TRUE", "2", "t"])
    func booleanFailures(text: String) {
        #expect(throws: DecodingError.self) { try value(Bool.self, text) }
    }

    @Test func integersOfEveryWidth() throws {
        #expect(try value(Int.self, "-9223372036854775808") == Int.min)
        #expect(try value(Int8.self, "-128") == Int8.min)
        #expect(try value(Int16.self, "32767") == Int16.max)
        #expect(try value(Int32.self, "+2147483647") == Int32.max)
        #expect(try value(Int64.self, " 9223372036854775807\n") == Int64.max)
        #expect(try value(UInt.self, "18446744073709551615") == UInt.max)
        #expect(try value(UInt8.self, "255") == UInt8.max)
        #expect(try value(UInt16.self, "65535") == UInt16.max)
        #expect(try value(UInt32.self, "4294967295") == UInt32.max)
        #expect(try value(UInt64.self, "0") == 0)
        #expect(try value([Int8].self, "7") == [7])
    }

    /// 128-bit integers in every container: a keyed property, an optional, an unkeyed item, a
    /// single value (the root), and generic code (`Box<T>`).
    @Test @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)  // Int128
    func integersOf128Bits() throws {
        struct Ledger: Decodable {
            let total: Int128
            let supply: UInt128
            let missing: Int128?
            let empty: UInt128?
            let present: UInt128?
        }
        struct Pair: Decodable {
            let first: Int128, second: UInt128
            init(from decoder: any Decoder) throws {
                var items = try decoder.unkeyedContainer()
                first = try items.decode(Int128.self)
                second = try items.decode(UInt128.self)
            }
        }
        let ledger = try decoder.decode(
            Ledger.self,
            from: """
                <l supply="340282366920938463463374607431768211455"><total>-170141183460469231731687303715884105728</total>\
                <empty/><present>7</present></l>
                """)
        #expect(ledger.total == Int128.min)
        #expect(ledger.supply == UInt128.max)
        #expect(ledger.missing == nil && ledger.empty == nil && ledger.present == 7)
        let pair = try decoder.decode(Pair.self, from: "<p><a>-1</a><b>18446744073709551616</b></p>")
        #expect(pair.first == -1 && pair.second == UInt128(UInt64.max) + 1)
        #expect(try decoder.decode(Int128.self, from: "<n>170141183460469231731687303715884105727</n>") == Int128.max)
        #expect(try value(UInt128.self, "12") == 12)
        let error = try #require(throws: DecodingError.self) {
            try decoder.decode(Ledger.self, from: "<l supply='-1'><total>0</total></l>")
        }
        guard case .dataCorrupted(let context) = error else { Issue.record("\(error)"); return }
        #expect(context.codingPath.map(\.stringValue) == ["supply"])
        #expect(context.debugDescription.contains("Expected UInt128"))
    }

    /// Out of range or malformed: a DecodingError, never a trap.
    @Test(arguments: [
        ("Int8", "128"), ("Int8", "-129"), ("UInt8", "256"), ("UInt8", "-1"), ("Int16", "40000"),
        ("Int32", "2147483648"), ("Int64", "9223372036854775808"), ("UInt", "18446744073709551616"),
        ("Int", "1.5"), ("Int", "x1"), ("Int", "1 2"), ("Int", "+"), ("UInt32", "4294967296"), ("UInt16", "0x10"),
    ])
    func integerFailures(type: String, text: String) throws {
        let error = try #require(throws: DecodingError.self) {
            switch type {
            case "Int8": _ = try value(Int8.self, text)
            case "UInt8": _ = try value(UInt8.self, text)
            case "Int16": _ = try value(Int16.self, text)
            case "UInt16": _ = try value(UInt16.self, text)
            case "Int32": _ = try value(Int32.self, text)
            case "UInt32": _ = try value(UInt32.self, text)
            case "Int64": _ = try value(Int64.self, text)
            case "UInt": _ = try value(UInt.self, text)
            default: _ = try value(Int.self, text)
            }
        }
        guard case .dataCorrupted(let context) = error else { Issue.record("\(error)"); return }
        #expect(context.codingPath.map(\.stringValue) == ["v"])
        #expect(context.debugDescription.contains("line 1"))
        // A number the type cannot hold says so, with the range; a malformed one does not.
        let isNumber = text.trimmingPrefix(while: { $0 == "-" || $0 == "+" }).allSatisfy(\.isNumber) && text.count > 1
        #expect(
            context.debugDescription.contains("out of the range of \(type), ") == isNumber,
            "\(context.debugDescription)")
        if type == "Int8" && isNumber {
            #expect(context.debugDescription.contains("out of the range of Int8, -128 to 127"))
        }
    }

    @Test(arguments: [
        ("1318.59", 1318.59), ("-0.5", -0.5), ("1e3", 1000), ("2.5E-3", 0.0025), (" 7 ", 7),
        ("22.54297276", 22.54297276), ("102.854709076", 102.854709076), (".5", 0.5),
        ("123456789012345678901234567890", 123456789012345678901234567890.0), ("1e300", 1e300),
    ])
    func doubles(text: String, expected: Double) throws {
        #expect(try value(Double.self, text) == expected)
        #expect(try attribute(Double.self, text) == expected)
    }

    @Test func specialFloatingPointValues() throws {
        #expect(try value(Double.self, "INF") == .infinity)
        #expect(try value(Double.self, "-INF") == -.infinity)
        #expect(try value(Double.self, "NaN").isNaN)
        #expect(try value(Float.self, "3.25") == 3.25)
    }

    @Test(arguments: ["abc", "1.2.3", "0x1p3", "1e", "--1", "1,5"])
    func doubleFailures(text: String) {
        #expect(throws: DecodingError.self) { try value(Double.self, text) }
    }

    @Test func decimals() throws {
        #expect(try value(Decimal.self, "12500.50") == Decimal(string: "12500.50"))
        #expect(try value(Decimal.self, "-1e-3") == Decimal(string: "-0.001"))
        #expect(throws: DecodingError.self) { try value(Decimal.self, "12x") }
        #expect(throws: DecodingError.self) { try value(Decimal.self, "1.2.3") }
    }

    @Test func urls() throws {
        #expect(try value(URL.self, " https://example.com/a?b=c ") == URL(string: "https://example.com/a?b=c"))
        #expect(throws: DecodingError.self) { try value(URL.self, "") }
    }

    @Test func base64DataIgnoresLineBreaks() throws {
        let payload = Data((0 ..< 200).map { UInt8($0) })
        let wrapped = payload.base64EncodedString(options: [.lineLength76Characters, .endLineWithLineFeed])
        #expect(wrapped.contains("\n"))
        #expect(try value(Data.self, wrapped) == payload)
        #expect(throws: DecodingError.self) { try value(Data.self, "not*base64") }
    }

    @Test(arguments: [
        ("2014-05-01T02:01:15Z", 1_398_909_675.0),
        ("2014-05-01T02:01:15.5Z", 1_398_909_675.5),
        ("2014-05-01T11:01:15+09:00", 1_398_909_675.0),
        ("2014-04-30T22:01:15-0400", 1_398_909_675.0),
        ("2014-05-01 02:01:15z", 1_398_909_675.0),
        ("2014-05-01", 1_398_902_400.0),
        ("2000-02-29T00:00:00Z", 951_782_400.0),
        ("1969-12-31T23:59:59Z", -1.0),
    ])
    func iso8601Dates(text: String, seconds: Double) throws {
        #expect(try value(Date.self, text) == Date(timeIntervalSince1970: seconds))
    }

    @Test(arguments: [
        "2014-13-01T00:00:00Z", "2014-02-30", "2014-05-01T02:01:15", "2014-05-01T25:00:00Z", "1398909675", "yesterday",
    ])
    func dateFailures(text: String) {
        #expect(throws: DecodingError.self) { try value(Date.self, text) }
    }

    @Test func stringsKeepInnerWhitespace() throws {
        #expect(try value(String.self, "  a  b  ") == "a  b")
        #expect(try attribute(String.self, "x &amp; y") == "x & y")
    }
}
