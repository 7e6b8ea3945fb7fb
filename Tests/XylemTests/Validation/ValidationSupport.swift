// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

#if canImport(CLibXML2)
import Foundation
@testable import Xylem

/// A small order schema and documents for the validation suites.
enum OrderSchema {
    static let text = """
        <xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema">
          <xs:element name="orders">
            <xs:complexType><xs:sequence>
              <xs:element name="order" maxOccurs="unbounded">
                <xs:complexType>
                  <xs:sequence>
                    <xs:element name="item" type="xs:string"/>
                    <xs:element name="quantity" type="xs:positiveInteger"/>
                  </xs:sequence>
                  <xs:attribute name="id" type="xs:int" use="required"/>
                  <xs:attribute name="status">
                    <xs:simpleType><xs:restriction base="xs:string">
                      <xs:enumeration value="open"/><xs:enumeration value="shipped"/>
                    </xs:restriction></xs:simpleType>
                  </xs:attribute>
                </xs:complexType>
              </xs:element>
            </xs:sequence></xs:complexType>
          </xs:element>
        </xs:schema>
        """

    static let schema: XMLSchema = try! XMLSchema(data: Data(text.utf8))

    struct Order: Decodable, Equatable, Sendable {
        let id: Int
        let item: String
        let quantity: Int
        enum CodingKeys: String, CodingKey { case id = "@id", item, quantity }
    }

    struct Orders: Decodable, Equatable {
        let order: [Order]
    }

    /// `count` orders, one a line after the root's line; order number `bad` (1-based) has the
    /// quantity `-1`, which is not a positive integer.
    static func document(count: Int, bad: Int? = nil, badStatus: Int? = nil) -> String {
        var text = "<orders>\n"
        for i in 1 ... count {
            let status = i == badStatus ? "lost" : "open"
            text +=
                "<order id=\"\(i)\" status=\"\(status)\"><item>thing \(i)</item><quantity>\(i == bad ? -1 : i)</quantity></order>\n"
        }
        return text + "</orders>\n"
    }

    static func decoder(_ strategy: XMLDecoder.ViolationStrategy = .stopAtFirst) -> XMLDecoder {
        validatingDecoder(schema, strategy)
    }
}

/// A `.libxml2` decoder that validates against `schema` (the suites' one setup).
func validatingDecoder(_ schema: XMLSchema, _ strategy: XMLDecoder.ViolationStrategy) -> XMLDecoder {
    let decoder = XMLDecoder.underTest()
    decoder.parser = .libxml2
    decoder.schema = schema
    decoder.violationStrategy = strategy
    return decoder
}

/// The shared XML Schema material (`../shared/xsd`, README there), or nil with a printed notice.
func sharedXSD(_ path: String, for test: String) -> URL? {
    let url = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/xsd").appendingPathComponent(path)
    guard FileManager.default.fileExists(atPath: url.path) else {
        print("note: \(test) skipped: \(url.path) is absent (the shared XML Schema material, ../shared/xsd)")
        return nil
    }
    return url
}

/// The underlying validation error of a decoding error, or nil.
func validationError(_ error: any Error) -> XMLValidationError? {
    guard case DecodingError.dataCorrupted(let context) = error else { return nil }
    return context.underlyingError as? XMLValidationError
}
#endif
