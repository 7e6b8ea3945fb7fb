// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import Xylem
@testable import XylemModels

@Suite("Models: scalar types")
struct ScalarInferenceTests {
    private func type(_ values: [String]) -> ScalarType {
        var evidence = ScalarEvidence()
        for value in values { evidence.add(value) }
        return evidence.type
    }

    @Test("integers: Int, UInt64 past Int.max, Decimal past UInt64; leading zeros and -0 stay strings")
    func integers() {
        #expect(type(["1", "-42", "20180613"]) == .int)
        #expect(type(["18446744073709551615"]) == .uint64)
        #expect(type(["18446744073709551616"]) == .decimal)
        #expect(type(["-9223372036854775809"]) == .decimal)
        #expect(type(["007", "12"]) == .string)
        #expect(type(["-0"]) == .string)
        #expect(type(["+5"]) == .string)
    }

    @Test(
        "the order of the values never changes the type",
        arguments: [
            (["-5", "18446744073709551615"], ScalarType.decimal),
            (["1", "2.5"], .double),
            (["180", "0.5", "42"], .double),
            (["1", "true"], .bool),
            (["2024-05-14", "7"], .string),
        ])
    func orderFree(values: [String], expected: ScalarType) {
        #expect(type(values) == expected)
        #expect(type(values.reversed()) == expected)
    }

    @Test("RFC 2822 dates (RSS pubDate) are dates of their own; near misses are strings")
    func rfc2822() {
        #expect(
            type(["Tue, 14 May 2024 09:30:00 GMT", "14 May 2024 09:30 +0900", "Mon, 13 May 2024 17:30:00 EST"])
                == .rfc2822Date)
        #expect(ScalarType.rfc2822Date.swiftName == "Date")
        #expect(type(["Tue, 14 May 2024 09:30:00 GMT", "2024-05-14"]) == .string)
        #expect(type(["Tue, 31 Feb 2024 09:30:00 GMT"]) == .string)
        #expect(type(["Tue, 14 May 2024 09:30:00 CET"]) == .string)
        #expect(type(["Tues, 14 May 2024 09:30:00 GMT"]) == .string)
        #expect(type(["14 May 24 09:30 GMT"]) == .string)
    }

    @Test("Double when Double writes back the same number, else Decimal; too many digits: String")
    func fractions() {
        #expect(type(["25.0339", "1", "-3.5e2"]) == .double)
        #expect(type(["18500.50"]) == .double)
        #expect(type(["0.1000000000000000055511151231257827"]) == .decimal)
        #expect(type(["12345678901234567.89"]) == .decimal)
        #expect(type([String(repeating: "9", count: 39) + ".5"]) == .string)
        #expect(type(["1.", ".5"]) == .string)
    }

    @Test("Bool needs a true or false among 1 and 0; 1 and 0 alone are Int")
    func bools() {
        #expect(type(["true", "0", "1", "false"]) == .bool)
        #expect(type(["1", "0"]) == .int)
        #expect(type(["true", "yes"]) == .string)
    }

    @Test("Date for ISO 8601 dates and date-times with a zone, which the default decoder reads")
    func dates() throws {
        let dates = ["2024-05-14", "2003-12-13T18:30:02Z", "2024-05-14T09:30:00.250+09:00"]
        #expect(type(dates) == .date)
        #expect(type(["2024-05-14T09:30:00"]) == .string)
        #expect(type(["2024-05-14", "soon"]) == .string)
        struct Value: Decodable { let v: Date }
        for date in dates {
            _ = try XMLDecoder().decode(Value.self, from: "<r><v>\(date)</v></r>")
        }
    }

    @Test("URL for absolute URLs with a host that URL keeps as written; urn: and relative paths are strings")
    func urls() {
        #expect(type(["https://example.com/a?b=c", "http://example.org/"]) == .url)
        #expect(type(["urn:uuid:60a76c80-d399-11d9-b91C-0003939e0af6"]) == .string)
        #expect(type(["/relative/path"]) == .string)
        #expect(type(["https://example.com/a b"]) == .string)
    }

    @Test("no values, or only empty ones: String")
    func empty() {
        #expect(type([]) == .string)
        #expect(type(["", ""]) == .string)
        var evidence = ScalarEvidence()
        evidence.add("")
        evidence.add("5")
        #expect(evidence.type == .int && evidence.empties == 1)
    }
}
