import Core
import FoodVocabulary
import Shared

struct RemoteNearbyRestaurant: Decodable {
    struct Geometry: Decodable {
        struct Location: Decodable {
            let lat: Double
            let lng: Double
        }

        let location: Location
    }

    struct OpeningHours: Decodable {
        let openNow: Bool?

        enum CodingKeys: String, CodingKey {
            case openNow = "open_now"
        }
    }

    struct RemotePhoto: Decodable {
        let photoReference: String
        let width: Int
        let height: Int

        enum CodingKeys: String, CodingKey {
            case width, height
            case photoReference = "photo_reference"
        }
    }

    let placeID: String
    let name: String
    let geometry: Geometry
    let openingHours: OpeningHours?
    let rating: Double?
    let userRatingsTotal: Int?
    let priceLevel: Int?
    let businessStatus: String?
    let photos: LossyArray<RemotePhoto>?
    let types: LossyArray<String>?
    /// Our server's extension: the cuisines as OpenStreetMap names them, Google's types naming only some.
    let foodybiteCuisines: LossyArray<String>?

    enum CodingKeys: String, CodingKey {
        case name, geometry, rating, photos, types
        case foodybiteCuisines = "foodybite_cuisines"
        case placeID = "place_id"
        case openingHours = "opening_hours"
        case userRatingsTotal = "user_ratings_total"
        case priceLevel = "price_level"
        case businessStatus = "business_status"
    }

    var model: NearbyRestaurant {
        NearbyRestaurant(
            id: placeID,
            name: name,
            isOpen: openingHours?.openNow,
            rating: rating,
            location: Coordinates(latitude: geometry.location.lat, longitude: geometry.location.lng),
            photo: photos?.elements.first.map { Photo(reference: $0.photoReference, width: $0.width, height: $0.height) },
            ratingsCount: userRatingsTotal,
            priceLevel: priceLevel,
            businessStatus: BusinessStatus(placesValue: businessStatus),
            cuisines: CuisineNames.names(osmValues: foodybiteCuisines?.elements, googleTypes: types?.elements ?? [])
        )
    }
}
