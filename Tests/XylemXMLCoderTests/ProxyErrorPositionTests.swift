// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import XylemXMLCoder

/// The proxy rewords some of Xylem's errors in XMLCoder's terms (a missing key named as
/// XMLCoder's keys, XMLCoder's namespace option): the rewritten error keeps its
/// `XMLDecodingPosition`, so no outer level adds a second position to its message.
@Suite struct ProxyErrorPositionTests {
    struct Item: Decodable {
        let itemName: String
        let itemCount: Int
    }
    struct Items: Decodable {
        let item: [Item]
    }
    struct Feed: Decodable {
        let items: Items
    }

    private func context(_ error: any Error) throws -> DecodingError.Context {
        switch try #require(error as? DecodingError) {
        case .keyNotFound(_, let context), .dataCorrupted(let context), .typeMismatch(_, let context),
            .valueNotFound(_, let context):
            return context
        @unknown default:
            throw error
        }
    }

    /// The position of `context`, named once in its message.
    private func position(_ context: DecodingError.Context) throws -> XMLDecodingPosition {
        let position = try #require(context.underlyingError as? XMLDecodingPosition, "\(context)")
        #expect(context.debugDescription.components(separatedBy: ", column ").count == 2, "\(context.debugDescription)")
        #expect(context.debugDescription.contains("line \(position.line), column \(position.column)"))
        return position
    }

    @Test func aMissingKeyReworded() throws {
        let xml = """
            <feed>
              <items>
                <item><item_name>a</item_name><item_count>1</item_count></item>
                <item><item_name>b</item_name></item>
              </items>
            </feed>
            """
        let decoder = XMLDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        let error = try #require(throws: DecodingError.self) { try decoder.decode(Feed.self, from: Data(xml.utf8)) }
        guard case .keyNotFound(let key, let context) = error else { Issue.record("\(error)"); return }
        #expect(key.stringValue == "itemCount")
        #expect(context.debugDescription.hasPrefix(#"No element or attribute read as the key "itemCount" in <item>"#))
        let position = try position(context)
        #expect(position.line == 4)
        #expect(position.column == 10)
    }

    @Test func aMissingKeyWithXMLCodersNamespaceOption() throws {
        struct Entry: Decodable { let title: String; let id: String }
        struct Atom: Decodable { let entry: [Entry] }
        let xml = """
            <a:feed xmlns:a="urn:a">
              <a:entry><a:title>t</a:title><a:id>1</a:id></a:entry>
              <a:entry><a:title>u</a:title><a:idd>2</a:idd></a:entry>
            </a:feed>
            """
        let decoder = XMLDecoder()
        decoder.shouldProcessNamespaces = true
        let error = try #require(throws: DecodingError.self) { try decoder.decode(Atom.self, from: Data(xml.utf8)) }
        let position = try position(try context(error))
        #expect(position.line == 3)
    }

    @Test func aValueErrorThroughTheProxy() throws {
        let xml = "<feed><items>\n<item><item_name>a</item_name><item_count>many</item_count></item></items></feed>"
        let decoder = XMLDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        let error = try #require(throws: DecodingError.self) { try decoder.decode(Feed.self, from: Data(xml.utf8)) }
        let position = try position(try context(error))
        #expect(position.line == 2)
    }
}
