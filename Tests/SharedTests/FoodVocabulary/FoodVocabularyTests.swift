import FoodVocabulary
import Foundation
import XCTest

final class FoodVocabularyTests: XCTestCase {
    func test_cuisineNamed_findsTheCuisineOfAWordInEnglishOrPortugueseAndOfItsOSMValue() {
        let cases: [(String, String, String?)] = [
            ("pizzeria", "pizza", "pizza_restaurant"), ("pizzaria", "pizza", "pizza_restaurant"), ("vegano", "vegan", "vegan_restaurant"),
            ("hamburguer", "burger", "hamburger_restaurant"), ("steak_house", "steak_house", "steak_house"), ("portuguesa", "portuguese", nil),
        ]
        for (word, osm, google) in cases {
            let cuisine = FoodVocabulary.cuisine(named: word)

            XCTAssertEqual(cuisine?.searchWord, osm, word)
            XCTAssertEqual(cuisine?.googleType, google, word)
        }
        XCTAssertNil(FoodVocabulary.cuisine(named: "navat"))
    }

    func test_cuisineOfGoogleType_findsTheCuisineTheCatalogStores() {
        XCTAssertEqual(FoodVocabulary.cuisine(ofGoogleType: "hamburger_restaurant")?.searchWord, "burger")
        XCTAssertEqual(FoodVocabulary.cuisine(ofGoogleType: "sushi_restaurant")?.searchWord, "sushi")
        XCTAssertNil(FoodVocabulary.cuisine(ofGoogleType: "restaurant"))
    }

    func test_cuisines_nameEachWordTypeAndOSMValueOnceInLowerCaseWithoutAccents() {
        let words = FoodVocabulary.cuisines.flatMap { cuisine in cuisine.words + cuisine.osmValues.filter { !cuisine.words.contains($0) } }
        let types = FoodVocabulary.cuisines.compactMap(\.googleType)

        XCTAssertEqual(words.count, Set(words).count, "a word may name one cuisine only: \(Dictionary(grouping: words, by: { $0 }).filter { $0.value.count > 1 }.keys)")
        XCTAssertEqual(types.count, Set(types).count)
        for word in words {
            XCTAssertEqual(word, word.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil).lowercased(), word)
        }
    }

    func test_words_areTheTextsWordsFoldedAsTheTableWritesThemSplitAtAnythingButLettersAndDigits() {
        XCTAssertEqual(FoodVocabulary.words(in: "Japonês, SUSHI-bar 24h!"), ["japones", "sushi", "bar", "24h"])
        XCTAssertEqual(FoodVocabulary.words(in: " ,;- "), [])
        XCTAssertEqual(FoodVocabulary.cuisine(named: FoodVocabulary.folded("Pizzería"))?.osmValues, ["pizza"])
    }
}
