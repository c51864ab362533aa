import Foundation
import Shared

/// `{"source", "cachedAt", "restaurant": {...}}` exactly as the command-line contract says.
struct DetailsDocument: Encodable {
    struct Location: Encodable {
        let latitude: Double
        let longitude: Double
    }

    struct PhotoDocument: Encodable {
        let reference: String
        let width: Int
        let height: Int
    }

    struct Review: Encodable {
        let author: String
        let rating: Int
        let text: String
        let relativeTime: String
        @NullEncodable var createdAt: Date?
    }

    struct Restaurant: Encodable {
        let id: String
        let name: String
        @NullEncodable var address: String?
        @NullEncodable var phone: String?
        @NullEncodable var rating: Double?
        @NullEncodable var openNow: Bool?
        let weekdayText: [String]
        let location: Location
        let photos: [PhotoDocument]
        let reviews: [Review]
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
            phone: details.phone,
            rating: details.rating,
            openNow: details.openNow,
            weekdayText: details.weekdayText,
            location: Location(latitude: details.location.latitude, longitude: details.location.longitude),
            photos: details.photos.map { PhotoDocument(reference: $0.reference, width: $0.width, height: $0.height) },
            reviews: details.reviews.map { Review(author: $0.author, rating: $0.rating, text: $0.text, relativeTime: $0.relativeTime, createdAt: $0.createdAt) }
        )
    }
}
