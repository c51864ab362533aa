import Core
import FoodVocabulary
import Shared

/// A Places API (New) place as nearby search answers it; only `id`, `displayName` and `location` are
/// required (a place without them is dropped).
struct RemoteNearbyPlace: Decodable {
    struct LocalizedText: Decodable {
        let text: String
    }

    struct LatLng: Decodable {
        let latitude: Double
        let longitude: Double
    }

    struct OpeningHours: Decodable {
        let openNow: Bool?
    }

    struct Attribution: Decodable {
        let provider: String?
    }

    struct AccessibilityOptions: Decodable {
        let wheelchairAccessibleEntrance: Bool?
    }

    struct RemotePhoto: Decodable {
        let name: String
        let widthPx: Int?
        let heightPx: Int?
    }

    let id: String
    let displayName: LocalizedText
    let location: LatLng
    let rating: Double?
    let userRatingCount: Int?
    let regularOpeningHours: OpeningHours?
    let businessStatus: String?
    let priceLevel: String?
    let photos: LossyArray<RemotePhoto>?
    let attributions: LossyArray<Attribution>?
    let servesVegetarianFood: Bool?
    let takeout: Bool?
    let delivery: Bool?
    let outdoorSeating: Bool?
    let accessibilityOptions: AccessibilityOptions?
    let types: LossyArray<String>?
    /// Our server's extension: the cuisines as OpenStreetMap names them, Google's types naming only some.
    let foodybiteCuisines: LossyArray<String>?

    /// Whom the place's data asks to be credited, as text ("Data © OpenStreetMap contributors").
    var credits: [String] {
        (attributions?.elements ?? []).compactMap(\.provider).map { "Data © \($0)" }
    }

    var model: NearbyRestaurant {
        NearbyRestaurant(
            id: id,
            name: displayName.text,
            isOpen: regularOpeningHours?.openNow,
            rating: rating,
            location: Coordinates(latitude: location.latitude, longitude: location.longitude),
            photo: photos?.elements.first.map { Photo(reference: $0.name, width: $0.widthPx ?? 0, height: $0.heightPx ?? 0) },
            ratingsCount: userRatingCount,
            priceLevel: PlacesNewPriceLevel.level(priceLevel),
            businessStatus: BusinessStatus(placesValue: businessStatus),
            amenities: PlaceAmenities(
                servesVegetarianFood: servesVegetarianFood, wheelchairAccessibleEntrance: accessibilityOptions?.wheelchairAccessibleEntrance,
                takeout: takeout, delivery: delivery, outdoorSeating: outdoorSeating
            ),
            cuisines: CuisineNames.names(osmValues: foodybiteCuisines?.elements, googleTypes: types?.elements ?? [])
        )
    }
}
