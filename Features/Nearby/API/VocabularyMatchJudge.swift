import FoodVocabulary
import Foundation

/// `MatchQuality` from the restaurant's name (spelt in Latin letters too) and cuisines, a word naming a
/// cuisine by any word people use for it (`pizzeria` for Pizza, `falafel` for Middle eastern); the
/// words that ask for any place to eat (`restaurant`) are left aside. The worst-matched word decides.
public struct VocabularyMatchJudge: MatchJudging {
    public init() {}

    public func quality(of restaurant: NearbyRestaurant, for what: String) -> MatchQuality {
        let asked = FoodVocabulary.words(in: what).filter { !FoodVocabulary.wordsForAnyPlaceToEat.contains($0) }
        let shown = Set(([restaurant.name] + LatinSpelling.spellings(of: restaurant.name) + restaurant.cuisines).flatMap(FoodVocabulary.words(in:)))
        let cuisineValues = Set(restaurant.cuisines.map { FoodVocabulary.words(in: $0).joined(separator: "_") })
        return asked.map { word -> MatchQuality in
            let namedCuisines = FoodVocabulary.cuisine(named: word)?.osmValues ?? []
            if shown.contains(word) || namedCuisines.contains(where: cuisineValues.contains) { return .exact }
            return shown.contains { $0.hasPrefix(word) } ? .prefix : .other
        }.max() ?? .exact
    }
}
