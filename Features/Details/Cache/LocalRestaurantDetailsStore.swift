import Core
import Foundation
import Shared

/// Each restaurant's last details, so its page opens offline.
public struct LocalRestaurantDetailsStore: RestaurantDetailsCache, RestaurantDetailsService {
    private struct LocalDetails: Codable, Sendable {
        struct LocalPhoto: Codable, Sendable {
            let reference: String
            let width: Int
            let height: Int
            /// Absent from pages saved by earlier versions.
            let attributions: [String]?
        }

        struct LocalReview: Codable, Sendable {
            let authorName: String
            let rating: Int
            let text: String
            let createdAt: Date?
            let relativeTimeDescription: String?
            let translatedFrom: String?
            let isFromFoodybite: Bool?
        }

        let id: String
        let name: String
        let address: String?
        let phoneNumber: String?
        let website: String?
        let rating: Double?
        let ratingsCount: Int?
        let openNow: Bool?
        let weekdayText: [String]?
        let latitude: Double
        let longitude: Double
        let photos: [LocalPhoto]
        let reviews: [LocalReview]
        // Added later: absent from older cache entries.
        let priceLevel: Int?
        let businessStatus: BusinessStatus?
        let phoneNumbers: [String]?
        let features: RestaurantFeatures?
        let mapURL: String?
    }

    static let kind = "details.restaurant"

    private let store: any LocalStore
    private let namespace: String

    /// `namespace` keeps the answers of different servers apart (App passes the server's origin).
    public init(store: any LocalStore, namespace: String = "") {
        self.store = store
        self.namespace = namespace
    }

    public func save(_ details: RestaurantDetails) async throws {
        try await store.save(Self.local(details), kind: Self.kind, key: namespace + "|" + details.id)
    }

    public func details(ofRestaurant id: String) async throws -> Sourced<RestaurantDetails> {
        guard let cached = try await store.load(LocalDetails.self, kind: Self.kind, key: namespace + "|" + id) else {
            throw DetailsCacheError.nothingCached(id: id)
        }
        return Sourced(Self.model(cached.value), origin: .cache(savedAt: cached.savedAt))
    }

    private static func local(_ details: RestaurantDetails) -> LocalDetails {
        LocalDetails(
            id: details.id, name: details.name, address: details.address, phoneNumber: details.phoneNumbers.first, website: details.website,
            rating: details.rating, ratingsCount: details.ratingsCount,
            openNow: details.openingHours?.openNow, weekdayText: details.openingHours?.weekdayText,
            latitude: details.location.latitude, longitude: details.location.longitude,
            photos: details.photos.map { .init(reference: $0.reference, width: $0.width, height: $0.height, attributions: $0.attributions) },
            reviews: details.reviews.map {
                .init(authorName: $0.authorName, rating: $0.rating, text: $0.text, createdAt: $0.createdAt, relativeTimeDescription: $0.relativeTimeDescription, translatedFrom: $0.translatedFrom,
                    isFromFoodybite: $0.isFromFoodybite)
            },
            priceLevel: details.priceLevel, businessStatus: details.businessStatus, phoneNumbers: details.phoneNumbers,
            features: details.features, mapURL: details.mapURL
        )
    }

    private static func model(_ local: LocalDetails) -> RestaurantDetails {
        RestaurantDetails(
            id: local.id, name: local.name, address: local.address,
            phoneNumbers: local.phoneNumbers ?? local.phoneNumber.map { [$0] } ?? [], website: local.website,
            rating: local.rating, ratingsCount: local.ratingsCount,
            openingHours: local.weekdayText.map { OpeningHoursDetails(openNow: local.openNow, weekdayText: $0) },
            location: Coordinates(latitude: local.latitude, longitude: local.longitude),
            photos: local.photos.map { Photo(reference: $0.reference, width: $0.width, height: $0.height, attributions: $0.attributions ?? []) },
            reviews: local.reviews.map {
                RestaurantReview(
                    authorName: $0.authorName, rating: $0.rating, text: $0.text, createdAt: $0.createdAt,
                    relativeTimeDescription: $0.relativeTimeDescription, translatedFrom: $0.translatedFrom,
                    isFromFoodybite: $0.isFromFoodybite ?? false
                )
            },
            priceLevel: local.priceLevel, businessStatus: local.businessStatus, features: local.features ?? RestaurantFeatures(), mapURL: local.mapURL
        )
    }
}
