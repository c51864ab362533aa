/// Cuisines as people read them ("Pizza", "Middle eastern"): from Google's place types
/// (`italian_restaurant`, `steak_house`…), where the types that say what kind of place it is but not what
/// it serves (`restaurant`, `fast_food_restaurant`…) name none, and from OpenStreetMap's values
/// (`middle_eastern`), which our server also sends.
public enum CuisineNames {
    private static let notCuisines: Set<String> = [
        "restaurant", "fast_food_restaurant", "fine_dining_restaurant", "buffet_restaurant", "family_restaurant",
        "breakfast_restaurant", "brunch_restaurant", "dessert_restaurant",
    ]
    private static let otherCuisineTypes = ["steak_house": "Steak house", "sandwich_shop": "Sandwiches", "ice_cream_shop": "Ice cream"]

    public static func names(inGoogleTypes types: [String]) -> [String] {
        types.compactMap { type -> String? in
            if let name = otherCuisineTypes[type] { return name }
            guard type.hasSuffix("_restaurant"), !notCuisines.contains(type) else { return nil }
            return readable(type.dropLast("_restaurant".count))
        }
    }

    /// The names of OpenStreetMap's values where our server sends them, else of Google's types.
    public static func names(osmValues: [String]?, googleTypes: [String]) -> [String] {
        osmValues.map { $0.map(name(ofOSMValue:)) } ?? names(inGoogleTypes: googleTypes)
    }

    /// `middle_eastern` → "Middle eastern"; `steak_house` → "Steak house".
    public static func name(ofOSMValue value: String) -> String {
        readable(value.prefix(64))
    }

    private static func readable(_ words: Substring) -> String {
        let text = words.split(separator: "_").joined(separator: " ")
        return text.prefix(1).uppercased() + text.dropFirst()
    }
}
