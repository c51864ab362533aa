@testable import NearbyFeature
import Shared
import XCTest

final class VocabularyMatchJudgeTests: XCTestCase {
    func test_quality_isExactWhenEveryWordIsAWordOfTheNameOrCuisinesOrNamesOneOfItsCuisines() {
        XCTAssertEqual(quality(name: "Sushi Kaze", for: "SUSHI"), .exact)
        XCTAssertEqual(quality(name: "Forno", cuisines: ["Pizza", "Italian"], for: "pizzeria"), .exact, "the word people use for the cuisine")
        XCTAssertEqual(quality(name: "Cedar", cuisines: ["Middle eastern"], for: "falafel"), .exact, "a cuisine of two words")
        XCTAssertEqual(quality(name: "Плов Центр", for: "plov"), .exact, "the name spelt in Latin letters")
        XCTAssertEqual(quality(name: "Café Central", for: "cafe restaurant"), .exact, "accents and words for any place aside")
        XCTAssertEqual(quality(name: "Anything", for: "restaurant"), .exact)
    }

    func test_quality_isPrefixWhenAWordOnlyBeginsOneAndOtherWhenItMatchedWhereTheListDoesNotShow() {
        XCTAssertEqual(quality(name: "Sushiko", for: "sushi"), .prefix)
        XCTAssertEqual(quality(name: "Sushi Kaze", for: "sushi ka"), .prefix, "the worst-matched word decides")
        XCTAssertEqual(quality(name: "Tasca do Zé", cuisines: ["Portuguese"], for: "sushy"), .other, "a corrected typo")
        XCTAssertEqual(quality(name: "Tasca do Zé", for: "augusta"), .other, "the street")
    }

    private func quality(name: String, cuisines: [String] = [], for what: String) -> MatchQuality {
        let restaurant = NearbyRestaurant(
            id: "id", name: name, isOpen: nil, rating: nil, location: Coordinates(latitude: 0, longitude: 0), photo: nil, cuisines: cuisines
        )
        return VocabularyMatchJudge().quality(of: restaurant, for: what)
    }
}
