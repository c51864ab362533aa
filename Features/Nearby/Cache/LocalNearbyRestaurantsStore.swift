import Core
import Foundation
import Shared

/// The last answer to each nearby question, kept in the local store so the same question can be
/// answered offline. Questions are the same when their centres agree to about 10 m and everything
/// else is equal.
public struct LocalNearbyRestaurantsStore: NearbyRestaurantsCache, NearbyRestaurantsService {
    private struct LocalRestaurant: Codable, Sendable {
        let id: String
        let name: String
        let isOpen: Bool?
        let rating: Double?
        let latitude: Double
        let longitude: Double
        let photoReference: String?
        let photoWidth: Int?
        let photoHeight: Int?
        // Added later: absent from older cache entries.
        let ratingsCount: Int?
        let priceLevel: Int?
        let businessStatus: BusinessStatus?
    }

    static let kind = "nearby.restaurants"

    private let store: any LocalStore
    private let namespace: String

    /// `namespace` keeps the answers of different servers apart (App passes the server's origin).
    public init(store: any LocalStore, namespace: String = "") {
        self.store = store
        self.namespace = namespace
    }

    public func save(_ restaurants: [NearbyRestaurant], for query: NearbySearchQuery) async throws {
        try await store.save(restaurants.map(Self.local), kind: Self.kind, key: namespace + "|" + Self.key(for: query))
    }

    public func searchNearby(_ query: NearbySearchQuery) async throws -> Sourced<[NearbyRestaurant]> {
        guard let cached = try await store.load([LocalRestaurant].self, kind: Self.kind, key: namespace + "|" + Self.key(for: query)) else {
            throw NearbyCacheError.nothingCached
        }
        return Sourced(cached.value.map(Self.model), origin: .cache(savedAt: cached.savedAt))
    }

    static func key(for query: NearbySearchQuery) -> String {
        func rounded(_ degrees: Double) -> String { String(format: "%.4f", degrees) }
        return [
            rounded(query.center.latitude), rounded(query.center.longitude), "r\(query.radius)",
            query.openNow ? "open" : "any", query.ranking.rawValue, "min\(query.minimumRating)", "limit\(query.limit)",
        ].joined(separator: "|")
    }

    private static func local(_ restaurant: NearbyRestaurant) -> LocalRestaurant {
        LocalRestaurant(
            id: restaurant.id, name: restaurant.name, isOpen: restaurant.isOpen, rating: restaurant.rating,
            latitude: restaurant.location.latitude, longitude: restaurant.location.longitude,
            photoReference: restaurant.photo?.reference, photoWidth: restaurant.photo?.width, photoHeight: restaurant.photo?.height,
            ratingsCount: restaurant.ratingsCount, priceLevel: restaurant.priceLevel, businessStatus: restaurant.businessStatus
        )
    }

    private static func model(_ local: LocalRestaurant) -> NearbyRestaurant {
        let photo = local.photoReference.map { Photo(reference: $0, width: local.photoWidth ?? 0, height: local.photoHeight ?? 0) }
        return NearbyRestaurant(
            id: local.id, name: local.name, isOpen: local.isOpen, rating: local.rating,
            location: Coordinates(latitude: local.latitude, longitude: local.longitude), photo: photo,
            ratingsCount: local.ratingsCount, priceLevel: local.priceLevel, businessStatus: local.businessStatus
        )
    }
}
