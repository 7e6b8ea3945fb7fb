// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
@testable import Xylem

/// A `records` loop on the main actor: the iterator's `next(isolation:)` hands out the records
/// of a batch without leaving the actor.
@Suite("Records on an actor", .bothParsers)
struct MainActorLoopTests {
    @MainActor
    @Test func aLoopOnTheMainActorGetsEveryRecordThenTheError() async throws {
        let data = Data(StreamingFixtures.gpx(points: 5_000, bad: 4_000).utf8)
        var iterator = XMLDecoder.underTest().records(
            StreamingFixtures.Point.self, at: "gpx/trk/trkseg/trkpt", from: .data(data)
        )
        .makeAsyncIterator()
        var count = 0
        await #expect {
            while let point = try await iterator.next(isolation: MainActor.shared) {
                MainActor.assertIsolated()
                #expect(point == StreamingFixtures.point(count))
                count += 1
            }
        } throws: { error in
            (error as? XMLRecordError)?.index == 4_000
        }
        #expect(count == 4_000)
    }
}
