import Foundation
import Testing
import Xylem

@Suite("Concurrency")
struct ConcurrencyTests {
    @Test func oneDecoderSharedByManyTasks() async throws {
        let decoder = XMLDecoder()
        let documents = (0 ..< 8).map { index in
            Fixtures.election(items: (0 ... index).map { (num: $0, id: "\($0)", name: "선거 \($0)", code: 0, date: "20240410") })
        }
        try await withThrowingTaskGroup(of: Bool.self) { group in
            for (index, document) in documents.enumerated() {
                group.addTask {
                    for _ in 0 ..< 100 {
                        let response = try decoder.decode(Models.ElectionResponse.self, from: document)
                        if response.body.items.item.count != index + 1 || response.body.items.item.last?.sgName != "선거 \(index)" { return false }
                    }
                    return true
                }
            }
            for try await ok in group { #expect(ok) }
        }
    }
}
