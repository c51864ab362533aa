import ServerJSON

/// The Google place types that name a catalog restaurant's cuisines (OSM `cuisine` values), so a client
/// reads a catalog restaurant's cuisine as it reads a Google place's: `pizza` is `pizza_restaurant`,
/// `burger` is `hamburger_restaurant`. Cuisines Google has no type for are left to the catalog.
enum CuisinePlaceTypes {
    /// Google's cuisine types (Places API (New), Table A) named like OSM's values with `_restaurant`.
    private static let restaurantCuisines: Set<String> = [
        "afghani", "african", "american", "asian", "barbecue", "brazilian", "chinese", "french", "greek", "indian", "indonesian",
        "italian", "japanese", "korean", "lebanese", "mediterranean", "mexican", "middle_eastern", "pizza", "ramen", "seafood",
        "spanish", "sushi", "thai", "turkish", "vegan", "vegetarian", "vietnamese",
    ]
    private static let otherNames = ["burger": "hamburger_restaurant", "steak_house": "steak_house", "sandwich": "sandwich_shop", "ice_cream": "ice_cream_shop"]

    static func types(for cuisines: [String]) -> [String] {
        var seen = Set<String>()
        return cuisines.compactMap { cuisine in
            otherNames[cuisine] ?? (restaurantCuisines.contains(cuisine) ? "\(cuisine)_restaurant" : nil)
        }
        .filter { seen.insert($0).inserted }
    }

    /// The restaurant's types: its cuisines' first, then what every catalog restaurant is.
    static func typesJSON(for cuisines: [String]) -> JSONValue {
        let cuisineTypes = types(for: cuisines)
        return cuisineTypes.isEmpty ? PlaceTypes.restaurantJSON : .array((cuisineTypes + PlaceTypes.restaurant).map { .string($0) })
    }
}
