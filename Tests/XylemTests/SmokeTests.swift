import Foundation
import Testing
import Xylem

@Suite("Smoke")
struct SmokeTests {
    struct Point: Decodable, Equatable { let lat: Double; let lon: Double; let ele: Double?; let time: Date? }
    struct Seg: Decodable { let trkpt: [Point] }
    struct Trk: Decodable { let name: String; let trkseg: Seg }
    struct GPX: Decodable { let trk: Trk }

    @Test func gpx() throws {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <gpx version="1.1">
          <trk>
            <name>Pu Si Lung &amp; co</name>
            <trkseg>
              <trkpt lat="22.54297276" lon="102.854709076">
                <ele>1318.59</ele>
                <time>2014-05-01T02:01:15Z</time>
              </trkpt>
              <trkpt lat="22.5" lon="102.8"><ele/></trkpt>
            </trkseg>
          </trk>
        </gpx>
        """
        let gpx = try XMLDecoder().decode(GPX.self, from: xml)
        #expect(gpx.trk.name == "Pu Si Lung & co")
        #expect(gpx.trk.trkseg.trkpt.count == 2)
        #expect(gpx.trk.trkseg.trkpt[0].ele == 1318.59)
        #expect(gpx.trk.trkseg.trkpt[0].time == Date(timeIntervalSince1970: 1398909675))
        #expect(gpx.trk.trkseg.trkpt[1].ele == nil)
    }
}
