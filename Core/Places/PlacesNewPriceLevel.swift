/// Places API (New) names price levels (`PRICE_LEVEL_MODERATE`); the legacy API and Foodybite number
/// them 0 (free) to 4 (very expensive).
public enum PlacesNewPriceLevel {
    private static let names = [
        "PRICE_LEVEL_FREE": 0, "PRICE_LEVEL_INEXPENSIVE": 1, "PRICE_LEVEL_MODERATE": 2,
        "PRICE_LEVEL_EXPENSIVE": 3, "PRICE_LEVEL_VERY_EXPENSIVE": 4,
    ]

    /// nil for `PRICE_LEVEL_UNSPECIFIED`, an unknown name or none.
    public static func level(_ name: String?) -> Int? {
        name.flatMap { names[$0] }
    }
}
