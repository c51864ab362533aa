import FoodVocabulary
import ServerJSON

/// The Google place types that name a catalog restaurant's cuisines (OSM `cuisine` values), so a client
/// reads a catalog restaurant's cuisine as it reads a Google place's: `pizza` is `pizza_restaurant`,
/// `burger` is `hamburger_restaurant` (`FoodVocabulary`). Cuisines Google has no type for are left to the catalog.
enum CuisinePlaceTypes {
    /// Each OSM value's Google type, from the one table of what people eat.
    private static let typeByCuisine: [String: String] = Dictionary(
        FoodVocabulary.cuisines.flatMap { cuisine in cuisine.googleType.map { type in cuisine.osmValues.map { ($0, type) } } ?? [] },
        uniquingKeysWith: { first, _ in first }
    )

    static func types(for cuisines: [String]) -> [String] {
        var seen = Set<String>()
        return cuisines.compactMap { typeByCuisine[$0] }.filter { seen.insert($0).inserted }
    }

    /// The restaurant's types: its cuisines' first, then what every catalog restaurant is.
    static func typesJSON(for cuisines: [String]) -> JSONValue {
        let cuisineTypes = types(for: cuisines)
        return cuisineTypes.isEmpty ? PlaceTypes.restaurantJSON : .array((cuisineTypes + PlaceTypes.restaurant).map { .string($0) })
    }
}
