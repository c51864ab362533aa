/// The cuisines Google's place types name (`italian_restaurant`, `pizza_restaurant`, `steak_house`…),
/// as people read them; the types that say what kind of place it is but not what it serves
/// (`restaurant`, `fast_food_restaurant`, `fine_dining_restaurant`…) name none.
enum PlaceTypeCuisines {
    private static let notCuisines: Set<String> = [
        "restaurant", "fast_food_restaurant", "fine_dining_restaurant", "buffet_restaurant", "family_restaurant",
        "breakfast_restaurant", "brunch_restaurant", "dessert_restaurant",
    ]
    private static let otherCuisineTypes = ["steak_house": "Steak house", "sandwich_shop": "Sandwiches", "ice_cream_shop": "Ice cream"]

    static func cuisines(in types: [String]) -> [String] {
        types.compactMap { type -> String? in
            if let name = otherCuisineTypes[type] { return name }
            guard type.hasSuffix("_restaurant"), !notCuisines.contains(type) else { return nil }
            let words = type.dropLast("_restaurant".count).split(separator: "_").joined(separator: " ")
            return words.prefix(1).uppercased() + words.dropFirst()
        }
    }
}
