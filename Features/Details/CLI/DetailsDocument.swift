import Foundation
import SharedCLI

/// `{"source", "cachedAt", "restaurant": {...}}` exactly as the command-line contract says.
struct DetailsDocument: Encodable {
    struct Review: Encodable {
        let author: String
        let rating: Int
        let text: String
        let relativeTime: String
        @NullEncodable var createdAt: Date?
        let translated: Bool
        @NullEncodable var originalLanguage: String?
    }

    struct Restaurant: Encodable {
        let id: String
        let name: String
        @NullEncodable var address: String?
        @NullEncodable var phone: String?
        let phones: [String]
        @NullEncodable var website: String?
        @NullEncodable var rating: Double?
        @NullEncodable var ratingsCount: Int?
        @NullEncodable var priceLevel: Int?
        @NullEncodable var openNow: Bool?
        @NullEncodable var businessStatus: String?
        let cuisines: [String]
        @NullEncodable var servesVegetarianFood: Bool?
        @NullEncodable var wheelchairAccessibleEntrance: Bool?
        @NullEncodable var takeout: Bool?
        @NullEncodable var delivery: Bool?
        @NullEncodable var outdoorSeating: Bool?
        let weekdayText: [String]
        let location: CoordinatesDocument
        let photos: [PhotoDocument]
        let reviews: [Review]
        /// Its page on a map, and directions to it from your location.
        let mapUrl: String
        let directionsUrl: String
    }

    let source: String
    @NullEncodable var cachedAt: Date?
    let restaurant: Restaurant

    init(_ details: RestaurantDetailsViewData) {
        source = details.origin.sourceName
        cachedAt = details.origin.cachedAt
        restaurant = Restaurant(
            id: details.id,
            name: details.name,
            address: details.address,
            phone: details.phones.first,
            phones: details.phones,
            website: details.website,
            rating: details.rating,
            ratingsCount: details.ratingsCount,
            priceLevel: details.priceLevel,
            openNow: details.openNow,
            businessStatus: details.businessStatus?.rawValue,
            cuisines: details.features.cuisines,
            servesVegetarianFood: details.features.servesVegetarianFood,
            wheelchairAccessibleEntrance: details.features.wheelchairAccessibleEntrance,
            takeout: details.features.takeout,
            delivery: details.features.delivery,
            outdoorSeating: details.features.outdoorSeating,
            weekdayText: details.weekdayText,
            location: CoordinatesDocument(details.location),
            photos: details.photos.map(PhotoDocument.init),
            reviews: details.reviews.map {
                Review(
                    author: $0.author, rating: $0.rating, text: $0.text, relativeTime: $0.relativeTime, createdAt: $0.createdAt,
                    translated: $0.translatedFrom != nil, originalLanguage: $0.translatedFrom
                )
            },
            mapUrl: details.links.map.absoluteString,
            directionsUrl: details.links.directions.absoluteString
        )
    }
}
