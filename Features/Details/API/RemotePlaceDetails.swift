import Core
import FoodVocabulary
import Foundation
import Shared

/// A Places API (New) place as details answers it; only `id`, `displayName` and `location` are required.
struct RemotePlaceDetails: Decodable {
    struct LocalizedText: Decodable {
        let text: String?
        let languageCode: String?
    }

    struct LatLng: Decodable {
        let latitude: Double
        let longitude: Double
    }

    struct OpeningHours: Decodable {
        let openNow: Bool?
        let weekdayDescriptions: [String]?
    }

    struct RemotePhoto: Decodable {
        let name: String
        let widthPx: Int?
        let heightPx: Int?
        let authorAttributions: LossyArray<AuthorAttribution>?
    }

    struct AccessibilityOptions: Decodable {
        let wheelchairAccessibleEntrance: Bool?
    }

    struct AuthorAttribution: Decodable {
        let displayName: String?
    }

    struct RemoteReview: Decodable {
        /// Our server names the reviews Foodybite users wrote `places/ID/reviews/foodybite-…`.
        static let foodybiteNameMarker = "/reviews/foodybite-"

        let name: String?
        let rating: Int
        let text: LocalizedText?
        let originalText: LocalizedText?
        let authorAttribution: AuthorAttribution?
        let publishTime: String?
        let relativePublishTimeDescription: String?

        var model: RestaurantReview {
            let shown = text?.text ?? originalText?.text ?? ""
            let original = originalText?.languageCode
            let isTranslated = text?.text != nil && original != nil && original != text?.languageCode
            return RestaurantReview(
                authorName: authorAttribution?.displayName ?? "A Google User",
                rating: rating,
                text: shown,
                createdAt: publishTime.flatMap(ISO8601Timestamp.date(from:)),
                relativeTimeDescription: relativePublishTimeDescription,
                translatedFrom: isTranslated ? original : nil,
                isFromFoodybite: name?.contains(Self.foodybiteNameMarker) == true
            )
        }
    }

    let id: String
    let displayName: LocalizedText?
    let formattedAddress: String?
    let nationalPhoneNumber: String?
    let internationalPhoneNumber: String?
    let websiteUri: String?
    let googleMapsUri: String?
    let location: LatLng
    let rating: Double?
    let userRatingCount: Int?
    let regularOpeningHours: OpeningHours?
    let businessStatus: String?
    let priceLevel: String?
    let photos: LossyArray<RemotePhoto>?
    let reviews: LossyArray<RemoteReview>?
    let types: LossyArray<String>?
    /// Our server's extension: the cuisines as OpenStreetMap names them.
    let foodybiteCuisines: LossyArray<String>?
    let servesVegetarianFood: Bool?
    let accessibilityOptions: AccessibilityOptions?
    let takeout: Bool?
    let delivery: Bool?
    let outdoorSeating: Bool?

    var model: RestaurantDetails {
        RestaurantDetails(
            id: id,
            name: displayName?.text ?? id,
            address: formattedAddress,
            phoneNumbers: PhoneNumberList.numbers(in: nationalPhoneNumber ?? internationalPhoneNumber),
            website: websiteUri,
            rating: rating,
            ratingsCount: userRatingCount,
            openingHours: regularOpeningHours.map { OpeningHoursDetails(openNow: $0.openNow, weekdayText: $0.weekdayDescriptions ?? []) },
            location: Coordinates(latitude: location.latitude, longitude: location.longitude),
            photos: photos?.elements.map { photo in
                Photo(reference: photo.name, width: photo.widthPx ?? 0, height: photo.heightPx ?? 0,
                      attributions: (photo.authorAttributions?.elements ?? []).compactMap(\.displayName))
            } ?? [],
            reviews: reviews?.elements.map(\.model) ?? [],
            priceLevel: PlacesNewPriceLevel.level(priceLevel),
            businessStatus: BusinessStatus(placesValue: businessStatus),
            features: RestaurantFeatures(
                cuisines: CuisineNames.names(osmValues: foodybiteCuisines?.elements, googleTypes: types?.elements ?? []),
                servesVegetarianFood: servesVegetarianFood,
                wheelchairAccessibleEntrance: accessibilityOptions?.wheelchairAccessibleEntrance,
                takeout: takeout,
                delivery: delivery,
                outdoorSeating: outdoorSeating
            ),
            mapURL: googleMapsUri
        )
    }
}
