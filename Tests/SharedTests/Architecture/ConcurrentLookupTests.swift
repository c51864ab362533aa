import Foundation
import Shared
import XCTest

final class ConcurrentLookupTests: XCTestCase {
    func test_values_givesEachFoundAnswerByKeyAndLeavesOutTheNilOnes() async {
        let found = await ConcurrentLookup.values(for: ["a", "b", "c"], atOnce: 2) { key in key == "b" ? nil : key.uppercased() }

        XCTAssertEqual(found, ["a": "A", "c": "C"])
    }

    func test_values_neverHasMoreThanAtOnceLookupsInFlight() async {
        let counter = InFlight()

        let found = await ConcurrentLookup.values(for: (0..<12).map(String.init), atOnce: 3) { key in
            await counter.enter()
            try? await Task.sleep(for: .milliseconds(5))
            await counter.leave()
            return key
        }

        XCTAssertEqual(found.count, 12)
        let most = await counter.most
        XCTAssertLessThanOrEqual(most, 3)
        XCTAssertGreaterThan(most, 1, "lookups overlap")
    }

    private actor InFlight {
        private var now = 0
        private(set) var most = 0

        func enter() {
            now += 1
            most = max(most, now)
        }

        func leave() { now -= 1 }
    }
}
