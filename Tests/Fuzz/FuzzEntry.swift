// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

// libFuzzer entry for Xylem: built by Tests/Fuzz/run.sh together with the library sources
// (one module, so no `import Xylem`). Not part of any SwiftPM target.
import Foundation

private struct Point: Decodable {
    var lat: Double?
    var lon: Double?
    var ele: Double?
    var time: Date?
    var name: String?
}

private struct Track: Decodable {
    var name: String?
    var trkseg: [Segment]?
    struct Segment: Decodable { var trkpt: [Point]? }
}

private struct Loose: Decodable {
    var id: Int?
    var title: String?
    var flag: Bool?
    var data: Data?
    var item: [String]?
    var value: String?

    enum CodingKeys: String, CodingKey {
        case id, title, flag, data, item
        case value = ""
    }
}

private let decoder = XMLDecoder()
private let preserving: XMLDecoder = {
    let decoder = XMLDecoder()
    decoder.whitespaceDecodingStrategy = .preserve
    decoder.repeatedElementDecodingStrategy = .useFirst
    decoder.namespaceStrategy = .stripPrefixes
    return decoder
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let data = Data(bytes: bytes, count: count)

    // The typed decoder, a few model shapes.
    _ = try? decoder.decode(Point.self, from: data)
    _ = try? decoder.decode(Track.self, from: data)
    _ = try? preserving.decode(Loose.self, from: data)
    _ = try? decoder.decode([String].self, from: data)
    _ = try? decoder.decode(String.self, from: String(decoding: data, as: UTF8.self))

    // The tree, its walks and JSON.
    if let tree = try? XMLTree(data: data) {
        _ = tree.jsonData()
        _ = tree.root.jsonData(XMLTree.JSONOptions(prettyPrinted: true))
        _ = tree.dump()
        _ = tree.query("*/*")
        for node in tree.root.children.prefix(8) {
            _ = node.attributes
            _ = node.text
            _ = node.path
            _ = try? decoder.decode(Point.self, from: node)
        }
    }

    // The streaming reader: records and streamed text.
    var reader = XMLStreamReader(decoder: decoder)
    reader.onRecord(at: "*/*") { record in _ = try? record.decode(Point.self) }
    reader.onText(at: "*/*/*") { chunk in _ = chunk.bytes.count }
    try? reader.read(ByteSource.data(data))
    _ = try? decoder.decodeEach(Point.self, at: "*/*|*/*/*", source: .data(data), progress: nil) { _ in }
    return 0
}
