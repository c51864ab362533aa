@testable import DemoCatalog
@testable import FoodybiteServer
import Foundation
import XCTest

/// IDs are read digit by digit instead of through `UUID(uuidString:)`: the same text must give the same
/// answer, for the texts we store and for every near miss.
final class UUIDStoredTextTests: XCTestCase {
    func test_canonicalText_readsTheSameIDAsUUIDStringInEitherCase() {
        for _ in 0..<2_000 {
            let id = UUID()
            let mixedCase = String(id.uuidString.map { Bool.random() ? Character($0.lowercased()) : $0 })

            for text in [id.uuidString, id.uuidString.lowercased(), mixedCase] {
                XCTAssertEqual(UUID(canonicalText: text), id, text)
                XCTAssertEqual(try UUID(storedText: text), UUID(uuidString: text), text)
            }
        }
    }

    func test_storedText_answersAsUUIDStringForEveryNearMiss() {
        var random = SeededRandomNumberGenerator(seed: 17)
        let replacements: [Character] = ["G", "g", "-", " ", "z", "{", "}", "é", "0", "a", "F", "\u{0}", "+"]
        var refused = 0
        for _ in 0..<3_000 {
            var characters = Array(UUID().uuidString)
            let position = Int(random.next() % UInt64(characters.count))
            switch random.next() % 4 {
            case 0: characters[position] = replacements[Int(random.next() % UInt64(replacements.count))]
            case 1: characters.remove(at: position)
            case 2: characters.insert(replacements[Int(random.next() % UInt64(replacements.count))], at: position)
            default: characters = ["{"] + characters + ["}"]
            }
            let text = String(characters)

            let expected = UUID(uuidString: text)
            XCTAssertEqual(try? UUID(storedText: text), expected, text)
            if expected == nil {
                XCTAssertNil(UUID(canonicalText: text), text)
                refused += 1
            }
        }
        XCTAssertGreaterThan(refused, 1_000, "most near misses are refused")
        XCTAssertNil(UUID(canonicalText: ""))
    }
}
