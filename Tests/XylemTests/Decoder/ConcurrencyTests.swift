// SPDX-FileCopyrightText: the Xylem project authors
// SPDX-License-Identifier: Apache-2.0

import Foundation
import Testing
import Xylem

@Suite("Concurrency", .bothParsers)
struct ConcurrencyTests {
    @Test func oneDecoderSharedByManyTasks() async throws {
        let decoder = XMLDecoder.underTest()
        let documents = (0 ..< 8).map { index in
            Fixtures.election(
                items: (0 ... index).map { (num: $0, id: "\($0)", name: "선거 \($0)", code: 0, date: "20240410") })
        }
        try await withThrowingTaskGroup(of: Bool.self) { group in
            for (index, document) in documents.enumerated() {
                group.addTask {
                    for _ in 0 ..< 100 {
                        let response = try decoder.decode(Models.ElectionResponse.self, from: document)
                        if response.body.items.item.count != index + 1
                            || response.body.items.item.last?.sgName != "선거 \(index)"
                        {
                            return false
                        }
                    }
                    return true
                }
            }
            for try await ok in group { #expect(ok) }
        }
    }

    /// Options modified in place from several tasks at once: every change survives, because
    /// each modification holds the decoder's lock from read to write.
    @Test func concurrentOptionChangesAreNotLost() async {
        let decoder = XMLDecoder.underTest()
        decoder.limits.maximumDepth = 0
        let tasks = 4, rounds = 2_000
        await withTaskGroup(of: Void.self) { group in
            for task in 0 ..< tasks {
                group.addTask {
                    for round in 0 ..< rounds {
                        decoder.limits.maximumDepth += 1
                        decoder.listHints.append(.listItem("t\(task)r\(round)"))
                    }
                }
            }
        }
        #expect(decoder.limits.maximumDepth == tasks * rounds)
        #expect(decoder.listHints.count == tasks * rounds)
    }

    /// The encoder's options, modified in place from several tasks at once: no change is lost.
    @Test func concurrentEncoderOptionChangesAreNotLost() async {
        let encoder = XMLEncoder()
        let tasks = 4, rounds = 2_000
        await withTaskGroup(of: Void.self) { group in
            for task in 0 ..< tasks {
                group.addTask {
                    for round in 0 ..< rounds {
                        encoder.listHints.append(.wrapper("t\(task)r\(round)"))
                        encoder.rootAttributes["a\(task)x\(round)"] = "\(round)"
                    }
                }
            }
        }
        #expect(encoder.listHints.count == tasks * rounds)
        #expect(encoder.rootAttributes.count == tasks * rounds)
    }
}
