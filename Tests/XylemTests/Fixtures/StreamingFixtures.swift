// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation

/// Documents and helpers for the streaming tests, generated so that every value is known.
enum StreamingFixtures {
    /// A track point as the streaming tests decode it.
    struct Point: Decodable, Sendable, Equatable {
        let lat: Double
        let lon: Double
        let ele: Double
    }

    /// The point the generator writes at `index`.
    static func point(_ index: Int) -> Point {
        Point(lat: 22.5 + Double(index) / 1000, lon: 102.8 - Double(index) / 1000, ele: Double(index % 2000))
    }

    /// A GPX document with `count` points in one segment.
    ///
    /// - parameter bad: The index of a point whose `lat` is `"north"` (it does not decode).
    /// - parameter padding: Bytes of text in an `<extensions><note>` after each point, to make
    ///   records big or to add non-record content between them.
    /// - parameter paddingInside: Put the padding inside the points (as a `<desc>`), making
    ///   each record large, instead of between them.
    static func gpx(points count: Int, bad: Int? = nil, padding: Int = 0, paddingInside: Bool = false) -> String {
        var text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <gpx version="1.1" creator="Xylem streaming tests">
              <metadata><name>Generated</name><desc>\(String(repeating: "m", count: 200))</desc></metadata>
              <trk>
                <name>Pu Si Lung</name>
                <trkseg id="7">

            """
        let filler = String(repeating: "abcdefghij", count: padding / 10 + 1).prefix(padding)
        for index in 0 ..< count {
            let p = point(index)
            let lat = index == bad ? "north" : "\(p.lat)"
            let desc = paddingInside && padding > 0 ? "<desc>\(filler)</desc>" : ""
            text += "      <trkpt lat=\"\(lat)\" lon=\"\(p.lon)\"><ele>\(p.ele)</ele>\(desc)</trkpt>\n"
            if !paddingInside && padding > 0 {
                text += "      <extensions><note>\(filler)</note></extensions>\n"
            }
        }
        text += """
                </trkseg>
              </trk>
            </gpx>

            """
        return text
    }

    /// The 1-based line of point `index` in `gpx(points:bad:)` without padding.
    static func line(ofPoint index: Int) -> Int { 7 + index }

    /// A new file in a fresh temporary folder, holding `text`.
    static func temporaryFile(_ text: String, name: String = "doc.xml") throws -> URL {
        try temporaryFile(Data(text.utf8), name: name)
    }

    /// A new file in a fresh temporary folder, holding `data`.
    static func temporaryFile(_ data: Data, name: String) throws -> URL {
        let folder = TestScratch.directory.appendingPathComponent("xylem-streaming-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent(name)
        try data.write(to: url)
        return url
    }

    /// Open file descriptors of this process that point at `url` (Linux: /proc/self/fd).
    static func openDescriptors(of url: URL) -> Int {
        let fds = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
        return fds.filter { fd in
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/\(fd)")) == url.path
        }.count
    }

    /// Deterministic bytes (SplitMix64), for attachment payloads.
    static func randomBytes(_ count: Int, seed: UInt64) -> Data {
        var state = seed
        var bytes = [UInt8](repeating: 0, count: count)
        var i = 0
        while i < count {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            z ^= z >> 31
            for shift in stride(from: 0, to: 64, by: 8) where i < count {
                bytes[i] = UInt8(truncatingIfNeeded: z >> UInt64(shift))
                i += 1
            }
        }
        return Data(bytes)
    }

    /// An attachment document: `<filename>` and the payload as base64 in lines of 76.
    static func attachment(_ payload: Data, filename: String = "payload.bin") -> String {
        let base64 = payload.base64EncodedString(options: [.lineLength76Characters, .endLineWithLineFeed])
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <attachment>
              <filename>\(filename)</filename>
              <base64>
            \(base64)
              </base64>
            </attachment>

            """
    }
}

/// A counter shared between a parser thread and a test.
final class SharedCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0

    var current: Int { lock.withLock { value } }

    func increment() { lock.withLock { value += 1 } }
}
