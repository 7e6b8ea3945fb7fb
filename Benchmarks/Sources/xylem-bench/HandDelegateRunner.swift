// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// The `hand-delegate` row: an `XMLParserDelegate` written the way people write one by hand
/// today, the baseline a user would compare Xylem with. Flags say where the parser is, every
/// `foundCharacters` is appended to a `String`, and the text becomes a Double, Int or Date in
/// `didEndElement`. Only GPX and the election response have one (writing one per model is the
/// cost this row stands for); the other documents have no row.
///
/// It parses with `XMLParser(stream:)` over the document's file, exactly as the floor does, so
/// its ratio to the floor is the cost of the delegate's own work. (`XMLParser(data:)`, the more
/// common call, fails above 10,000,000 bytes on Linux; see the README.)
enum HandDelegateRunner {
    static func supports(_ kind: DocumentKind) -> Bool { kind == .gpx || kind == .election }

    static func decode(_ kind: DocumentKind, contentsOf url: URL) throws -> any Checksummed {
        switch kind {
        case .gpx: return try parse(url, with: GPXDelegate()).result()
        case .election: return try parse(url, with: ElectionDelegate()).result()
        case .podcast, .wide, .deep, .mixed: throw BenchError.missing("a hand-written delegate for \(kind)")
        }
    }

    private static func parse<D: HandDelegate>(_ url: URL, with delegate: D) throws -> D {
        guard let stream = InputStream(url: url) else { throw BenchError.unreadable(url.path) }
        let parser = XMLParser(stream: stream)
        parser.delegate = delegate
        let succeeded = parser.parse()
        if let error = delegate.error { throw error }
        guard succeeded else {
            throw BenchError.parseFailed(parser.parserError.map { "\($0)" } ?? "parse() returned false")
        }
        return delegate
    }
}

/// What both delegates share: the error that made them abort, and the model once parsing is done.
private protocol HandDelegate: XMLParserDelegate {
    associatedtype Model: Checksummed
    var error: (any Error)? { get }
    func result() throws -> Model
}

/// Converts with the same rules as the other hand-written rows (TextScalars); a bad value is
/// kept and stops the parser, as a careful hand-written delegate would.
private extension XMLParser {
    func convert<T>(_ text: String, _ error: inout (any Error)?, _ how: (String) throws -> T) -> T? {
        do {
            return try how(text)
        } catch let failure {
            error = failure
            abortParsing()
            return nil
        }
    }
}

/// GPX: `<trk><name/><trkseg><trkpt lat lon><ele/><time/></trkpt>…`. The `<time>` in `<metadata>`
/// is not a point's, hence the flags.
private final class GPXDelegate: NSObject, HandDelegate {
    private var inTrack = false
    private var inPoint = false
    private var text = ""
    private var name: String?
    private var lat = 0.0, lon = 0.0, ele: Double?, time: Date?
    private var points: [TrackPoint] = []
    /// `Date.ISO8601FormatStyle`, as in the SWXMLHash walk: ISO8601DateFormatter, the other
    /// common choice, costs ~130 µs per date on Linux and would measure Foundation.
    private let dateStyle = Date.ISO8601FormatStyle()
    private(set) var error: (any Error)?

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
        qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
    ) {
        text = ""
        switch elementName {
        case "trk": inTrack = true
        case "trkpt":
            inPoint = true
            ele = nil
            time = nil
            lat = parser.convert(attributeDict["lat"] ?? "", &error, TextScalars.double) ?? 0
            lon = parser.convert(attributeDict["lon"] ?? "", &error, TextScalars.double) ?? 0
        default: break
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        text += string
    }

    func parser(
        _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
        qualifiedName qName: String?
    ) {
        switch elementName {
        case "ele" where inPoint: ele = parser.convert(text, &error, TextScalars.double)
        case "time" where inPoint: time = parser.convert(text, &error) { try dateStyle.parse($0) }
        case "name" where inTrack && !inPoint: name = text
        case "trkpt":
            inPoint = false
            guard let ele, let time else {
                error = BenchError.missing("<ele> or <time> in point \(points.count + 1)")
                return parser.abortParsing()
            }
            points.append(TrackPoint(lat: lat, lon: lon, ele: ele, time: time))
        case "trk": inTrack = false
        default: break
        }
    }

    func result() throws -> GPX {
        guard let name else { throw BenchError.missing("<trk><name>") }
        return GPX(trk: Track(name: name, trkseg: TrackSegment(trkpt: points)))
    }
}

/// The election response: `<header>` fields, then `<body><items><item>…</items>` and the paging
/// fields. `<item>` children are collected per item; the header and paging fields are found by name.
private final class ElectionDelegate: NSObject, HandDelegate {
    private var inItem = false
    private var text = ""
    private var resultCode: String?, resultMsg: String?
    private var numOfRows: Int?, pageNo: Int?, totalCount: Int?
    private var num: Int?, sgId: String?, sgName: String?, sgTypecode: Int?, sgVotedate: String?
    private var items: [ElectionItem] = []
    private(set) var error: (any Error)?

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
        qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
    ) {
        text = ""
        if elementName == "item" {
            inItem = true
            (num, sgId, sgName, sgTypecode, sgVotedate) = (nil, nil, nil, nil, nil)
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        text += string
    }

    func parser(
        _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
        qualifiedName qName: String?
    ) {
        if inItem {
            switch elementName {
            case "num": num = parser.convert(text, &error, TextScalars.int)
            case "sgId": sgId = text
            case "sgName": sgName = text
            case "sgTypecode": sgTypecode = parser.convert(text, &error, TextScalars.int)
            case "sgVotedate": sgVotedate = text
            case "item":
                inItem = false
                guard let num, let sgId, let sgName, let sgTypecode, let sgVotedate else {
                    error = BenchError.missing("a field of item \(items.count + 1)")
                    return parser.abortParsing()
                }
                items.append(
                    ElectionItem(
                        num: num, sgId: sgId, sgName: sgName, sgTypecode: sgTypecode,
                        sgVotedate: sgVotedate))
            default: break
            }
            return
        }
        switch elementName {
        case "resultCode": resultCode = text
        case "resultMsg": resultMsg = text
        case "numOfRows": numOfRows = parser.convert(text, &error, TextScalars.int)
        case "pageNo": pageNo = parser.convert(text, &error, TextScalars.int)
        case "totalCount": totalCount = parser.convert(text, &error, TextScalars.int)
        default: break
        }
    }

    func result() throws -> ElectionResponse {
        guard let resultCode, let resultMsg, let numOfRows, let pageNo, let totalCount else {
            throw BenchError.missing("a header or paging field")
        }
        return ElectionResponse(
            header: ElectionHeader(resultCode: resultCode, resultMsg: resultMsg),
            body: ElectionBody(
                items: ElectionItems(item: items), numOfRows: numOfRows, pageNo: pageNo,
                totalCount: totalCount))
    }
}
