#!/usr/bin/env bash
# SPDX-FileCopyrightText: the Xylem project authors
# SPDX-License-Identifier: Apache-2.0
# Decode + validate against decode alone, .libxml2, release build: a ~100 MB document of records
# read with decodeEach, once without `decoder.schema`, once with an XML Schema and once with the
# same rules as a RELAX NG grammar, each in its own process
# (wall time and peak RSS from /usr/bin/time). Builds a small package of its own in $WORK that
# depends on this checkout (no network), so the library's benchmark package is not rebuilt.
#
#     Benchmarks/Scripts/validation-cost.sh [RECORDS]      (default 450000 records, about 100 MB)
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/../.." && pwd)"
WORK="${WORK:-${TMPDIR:-/tmp}/xylem-validation-cost}"
RECORDS="${1:-450000}"
. "$(dirname "$0")/driver-package.sh"
driver_package validation-cost
cat > "$WORK/Sources/validation-cost/main.swift" <<'SWIFT'
import Foundation
import Xylem

let schemaText = """
    <xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema">
      <xs:element name="orders"><xs:complexType><xs:sequence>
        <xs:element name="order" maxOccurs="unbounded"><xs:complexType>
          <xs:sequence>
            <xs:element name="customer" type="xs:string"/>
            <xs:element name="item" type="xs:string"/>
            <xs:element name="quantity" type="xs:positiveInteger"/>
            <xs:element name="price" type="xs:decimal"/>
            <xs:element name="date" type="xs:date"/>
          </xs:sequence>
          <xs:attribute name="id" type="xs:int" use="required"/>
          <xs:attribute name="status"><xs:simpleType><xs:restriction base="xs:string">
            <xs:enumeration value="open"/><xs:enumeration value="shipped"/>
          </xs:restriction></xs:simpleType></xs:attribute>
        </xs:complexType></xs:element>
      </xs:sequence></xs:complexType></xs:element>
    </xs:schema>
    """

// The same rules in RELAX NG: `order` is checked as a stream, each typed field whole.
let grammarText = """
    <element name="orders" xmlns="http://relaxng.org/ns/structure/1.0"
             datatypeLibrary="http://www.w3.org/2001/XMLSchema-datatypes">
      <oneOrMore><element name="order">
        <attribute name="id"><data type="int"/></attribute>
        <optional><attribute name="status"><choice><value>open</value><value>shipped</value></choice></attribute></optional>
        <element name="customer"><data type="string"/></element>
        <element name="item"><data type="string"/></element>
        <element name="quantity"><data type="positiveInteger"/></element>
        <element name="price"><data type="decimal"/></element>
        <element name="date"><data type="date"/></element>
      </element></oneOrMore>
    </element>
    """

struct Order: Decodable {
    let id: Int
    let status: String
    let customer: String
    let item: String
    let quantity: Int
    let price: Decimal
    let date: String
    enum CodingKeys: String, CodingKey { case id = "@id", status = "@status", customer, item, quantity, price, date }
}

let arguments = CommandLine.arguments
let file = URL(fileURLWithPath: arguments[2])
switch arguments[1] {
case "generate":
    let count = Int(arguments[3])!
    FileManager.default.createFile(atPath: file.path, contents: nil)
    let handle = try FileHandle(forWritingTo: file)
    var text = "<orders>\n"
    for i in 1 ... count {
        text += "  <order id=\"\(i)\" status=\"\(i % 3 == 0 ? "shipped" : "open")\">\n    <customer>Customer number \(i % 9973)</customer>\n"
            + "    <item>Item \(i % 501) of the catalogue</item>\n    <quantity>\(i % 40 + 1)</quantity>\n"
            + "    <price>\(i % 1000).\(i % 100)</price>\n    <date>2026-\(String(format: "%02d", i % 12 + 1))-\(String(format: "%02d", i % 28 + 1))</date>\n  </order>\n"
        if text.utf8.count > 1 << 20 { try handle.write(contentsOf: Data(text.utf8)); text = "" }
    }
    try handle.write(contentsOf: Data((text + "</orders>\n").utf8))
    try handle.close()
case "decode", "validate", "relaxng":
    let decoder = XMLDecoder()
    decoder.parser = .libxml2
    if arguments[1] == "validate" { decoder.schema = try XMLSchema(data: Data(schemaText.utf8)) }
    if arguments[1] == "relaxng" { decoder.schema = try XMLSchema(data: Data(grammarText.utf8), language: .relaxNG) }
    var quantity = 0
    let start = Date()
    let summary = try await decoder.decodeEach(Order.self, at: "orders/order", from: .file(file)) { quantity += $0.quantity }
    print("\(arguments[1]): \(summary.recordsRead) records, \(String(format: "%.2f", Date().timeIntervalSince(start))) s (checksum \(quantity))")
default:
    fatalError("usage: validation-cost generate FILE COUNT | decode FILE | validate FILE | relaxng FILE")
}
SWIFT
cd "$WORK"
swift build -c release 2>&1 | tail -1
BIN="$(swift build -c release --show-bin-path)/validation-cost"
DOC="$WORK/orders.xml"
[ -f "$DOC" ] || "$BIN" generate "$DOC" "$RECORDS"
ls -l "$DOC" | awk '{printf "document: %.1f MB\n", $5 / 1e6}'
for mode in decode validate relaxng decode validate relaxng; do
    /usr/bin/time -f "  $mode: %e s wall, %M KB peak RSS" "$BIN" "$mode" "$DOC"
done
