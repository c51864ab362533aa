import Core
import FoodVocabulary
import Foundation
import Shared

/// The legacy Places details answer.
struct RemoteRestaurantDetailsResponse: Decodable {
    let result: RemoteRestaurantDetails?
    let status: String
    let errorMessage: String?

    enum CodingKeys: String, CodingKey {
        case result, status
        case errorMessage = "error_message"
    }
}

struct RemoteRestaurantDetails: Decodable {
    struct Geometry: Decodable {
        struct Location: Decodable {
            let lat: Double
            let lng: Double
        }

        let location: Location
    }

    struct OpeningHours: Decodable {
        let openNow: Bool?
        let weekdayText: [String]?

        enum CodingKeys: String, CodingKey {
            case openNow = "open_now"
            case weekdayText = "weekday_text"
        }
    }

    struct RemotePhoto: Decodable {
        let photoReference: String
        let width: Int
        let height: Int
        let htmlAttributions: [String]?

        enum CodingKeys: String, CodingKey {
            case width, height
            case photoReference = "photo_reference"
            case htmlAttributions = "html_attributions"
        }
    }

    struct RemoteReview: Decodable {
        let authorName: String?
        let rating: Int
        let text: String?
        let time: Double?
        let relativeTimeDescription: String?
        let originalLanguage: String?
        let translated: Bool?

        enum CodingKeys: String, CodingKey {
            case rating, text, time, translated
            case authorName = "author_name"
            case relativeTimeDescription = "relative_time_description"
            case originalLanguage = "original_language"
        }
    }

    let placeID: String
    let name: String
    let formattedAddress: String?
    let formattedPhoneNumber: String?
    let internationalPhoneNumber: String?
    let website: String?
    let url: String?
    let geometry: Geometry
    let rating: Double?
    let userRatingsTotal: Int?
    let openingHours: OpeningHours?
    let photos: LossyArray<RemotePhoto>?
    let reviews: LossyArray<RemoteReview>?
    let priceLevel: Int?
    let businessStatus: String?
    let types: LossyArray<String>?
    /// Our server's extension: the cuisines as OpenStreetMap names them.
    let foodybiteCuisines: LossyArray<String>?
    let servesVegetarianFood: Bool?
    let wheelchairAccessibleEntrance: Bool?
    let takeout: Bool?
    let delivery: Bool?

    enum CodingKeys: String, CodingKey {
        case name, website, url, geometry, rating, photos, reviews, types, takeout, delivery
        case foodybiteCuisines = "foodybite_cuisines"
        case servesVegetarianFood = "serves_vegetarian_food"
        case wheelchairAccessibleEntrance = "wheelchair_accessible_entrance"
        case priceLevel = "price_level"
        case businessStatus = "business_status"
        case placeID = "place_id"
        case formattedAddress = "formatted_address"
        case formattedPhoneNumber = "formatted_phone_number"
        case internationalPhoneNumber = "international_phone_number"
        case userRatingsTotal = "user_ratings_total"
        case openingHours = "opening_hours"
    }

    var model: RestaurantDetails {
        RestaurantDetails(
            id: placeID,
            name: name,
            address: formattedAddress,
            phoneNumbers: PhoneNumberList.numbers(in: formattedPhoneNumber ?? internationalPhoneNumber),
            website: website,
            rating: rating,
            ratingsCount: userRatingsTotal,
            openingHours: openingHours.map { OpeningHoursDetails(openNow: $0.openNow, weekdayText: $0.weekdayText ?? []) },
            location: Coordinates(latitude: geometry.location.lat, longitude: geometry.location.lng),
            photos: photos?.elements.map { photo in
                Photo(reference: photo.photoReference, width: photo.width, height: photo.height, attributions: (photo.htmlAttributions ?? []).map(HTMLText.plain))
            } ?? [],
            reviews: reviews?.elements.map { review in
                RestaurantReview(
                    authorName: review.authorName ?? "A Google User",
                    rating: review.rating,
                    text: HTMLEntities.decode(review.text ?? ""),
                    createdAt: review.time.map { Date(timeIntervalSince1970: $0) },
                    relativeTimeDescription: review.relativeTimeDescription,
                    translatedFrom: review.translated == true ? review.originalLanguage : nil
                )
            } ?? [],
            priceLevel: priceLevel,
            businessStatus: BusinessStatus(placesValue: businessStatus),
            features: RestaurantFeatures(
                cuisines: CuisineNames.names(osmValues: foodybiteCuisines?.elements, googleTypes: types?.elements ?? []),
                servesVegetarianFood: servesVegetarianFood,
                wheelchairAccessibleEntrance: wheelchairAccessibleEntrance,
                takeout: takeout,
                delivery: delivery
            ),
            mapURL: url
        )
    }
}
