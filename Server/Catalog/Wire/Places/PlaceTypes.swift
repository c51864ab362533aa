import CatalogDomain
import FoodVocabulary
import ServerJSON

/// Place types, as Google names them.
enum PlaceTypes {
    /// What every catalog restaurant is.
    static let restaurant = ["restaurant", "food", "point_of_interest", "establishment"]
    /// `restaurant` as a JSON array, built once: every result and prediction carries it.
    static let restaurantJSON = JSONValue.array(restaurant.map { .string($0) })

    /// Types a search may name whose places the catalog has none of (valid, so ZERO_RESULTS rather than
    /// INVALID_REQUEST).
    static let otherKnown: Set<String> = [
        "accounting", "airport", "amusement_park", "aquarium", "art_gallery", "atm", "bakery", "bank", "bar", "beauty_salon",
        "bicycle_store", "book_store", "bowling_alley", "bus_station", "cafe", "campground", "car_dealer", "car_rental",
        "car_repair", "car_wash", "casino", "cemetery", "church", "city_hall", "clothing_store", "convenience_store",
        "courthouse", "dentist", "department_store", "doctor", "drugstore", "electrician", "electronics_store", "embassy",
        "fire_station", "florist", "funeral_home", "furniture_store", "gas_station", "gym", "hair_care", "hardware_store",
        "hindu_temple", "home_goods_store", "hospital", "insurance_agency", "jewelry_store", "laundry", "lawyer", "library",
        "light_rail_station", "liquor_store", "local_government_office", "locksmith", "lodging", "meal_delivery",
        "meal_takeaway", "mosque", "movie_rental", "movie_theater", "moving_company", "museum", "night_club", "painter", "park",
        "parking", "pet_store", "pharmacy", "physiotherapist", "plumber", "police", "post_office", "primary_school",
        "real_estate_agency", "roofing_contractor", "rv_park", "school", "secondary_school", "shoe_store", "shopping_mall", "spa",
        "stadium", "storage", "store", "subway_station", "supermarket", "synagogue", "taxi_stand", "tourist_attraction",
        "train_station", "transit_station", "travel_agency", "university", "veterinary_care", "zoo",
        "geocode", "address", "(regions)", "(cities)", "locality", "sublocality", "postal_code", "country",
        "administrative_area_level_1", "administrative_area_level_2", "route", "street_address", "premise",
    ]

    /// Whether a catalog restaurant has the type.
    static func isRestaurantType(_ type: String) -> Bool {
        restaurant.contains(type)
    }

    static func isKnown(_ type: String) -> Bool {
        isRestaurantType(type) || otherKnown.contains(type)
    }


    /// Whether a Places API (New) type is a restaurant's: a legacy restaurant type, or one of the New
    /// API's kinds of restaurant (`sushi_restaurant` …), or a kind of place to eat the food vocabulary
    /// knows by another name (`steak_house`, `sandwich_shop`).
    static func isRestaurantTypeNew(_ type: String) -> Bool {
        isRestaurantType(type) || type.hasSuffix("_restaurant") || FoodVocabulary.cuisine(ofGoogleType: type) != nil
    }

    /// The words a kind of restaurant adds to a search: the cuisine the catalog stores for it
    /// (`hamburger_restaurant` → burger, `sushi_restaurant` → sushi); none for `restaurant`.
    static func cuisineWords(ofNewType type: String) -> [String] {
        if let cuisine = FoodVocabulary.cuisine(ofGoogleType: type) { return [cuisine.searchWord] }
        guard type.hasSuffix("_restaurant") else { return [] }
        return type.dropLast("_restaurant".count).split(separator: "_").map(String.init).filter { !FoodVocabulary.wordsForAnyPlaceToEat.contains($0) }
    }
}
