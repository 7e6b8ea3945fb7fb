import Foundation
import Testing
@testable import Xylem

@Suite("Parser choice")
struct ParserChoiceTests {
    @Test("The test override picks the parser of decoders, trees and streams made without one")
    func overrideReachesEveryEntryPoint() async throws {
        for parser in BothParsers.parsers {
            XMLDecoder.Parser.$testOverride.withValue(parser) {
                #expect(XMLDecoder().parser == parser)
            }
        }
        #expect(XMLDecoder().parser == .foundation)
    }

    @Test("libxml2 is built in on Linux")
    func libxml2IsAvailable() {
        #if os(Linux)
        #expect(XMLDecoder.Parser.libxml2.isAvailable)
        #endif
        #expect(XMLDecoder.Parser.foundation.isAvailable)
    }
}
