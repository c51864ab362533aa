import FoodVocabulary
import Foundation

/// What every catalog store indexes of a restaurant for search, so that a search finds the same on
/// each: its name, followed by the name spelt in Latin letters when it is written in another script
/// (`Плов` → `Плов Plov`, so that `plov` finds it); its vicinity; and its cuisines followed by the words
/// people use for them (`pizza` → `pizza pizzas pizzeria pizzaria …`, from `FoodVocabulary`), so that
/// `pizzeria` or `vegano` finds the places whose cuisine says so.
package struct RestaurantSearchText: Sendable, Equatable {
    package let name: String
    package let vicinity: String
    package let cuisines: String

    package init(_ restaurant: CatalogRestaurant) {
        self.init(name: restaurant.name, vicinity: restaurant.vicinity, cuisines: restaurant.cuisines)
    }

    package init(name: String, vicinity: String?, cuisines: [String]) {
        self.name = ([name] + LatinSpelling.spellings(of: name)).joined(separator: " ")
        self.vicinity = vicinity ?? ""
        var seen = Set<String>()
        let vocabulary = cuisines.flatMap { value in FoodVocabulary.cuisine(named: value.lowercased())?.words ?? [] }
        self.cuisines = (cuisines + vocabulary).filter { seen.insert($0.lowercased()).inserted }.joined(separator: " ")
    }
}
