import FavouritesFeature
import Foundation
import Shared

let now = Date(timeIntervalSince1970: 1_800_000_000)

func makeFavourite(_ id: String, name: String? = nil, note: String? = nil, addedAt: Date = now, latitude: Double = 38.72, longitude: Double = -9.14) -> Favourite {
    Favourite(restaurantID: id, name: name ?? "Restaurant \(id)", location: Coordinates(latitude: latitude, longitude: longitude), cuisines: ["Pizza"], note: note, addedAt: addedAt)
}

func makeRestaurant(_ id: String, name: String? = nil, rating: Double? = 4.5, isOpen: Bool? = true) -> FavouriteRestaurant {
    FavouriteRestaurant(
        id: id, name: name ?? "Restaurant \(id)", location: Coordinates(latitude: 38.72, longitude: -9.14), cuisines: ["Pizza"], rating: rating,
        ratingsCount: 10, isOpen: isOpen
    )
}

/// A favourites store in memory that records what it was asked.
final class FavouritesStoreSpy: FavouritesStore, @unchecked Sendable {
    private let lock = NSLock()
    private var kept: [Favourite] = []
    private(set) var unreadableCount = 0
    private(set) var saved: [Favourite] = []
    var failure: Error?

    init(_ favourites: [Favourite] = [], unreadableCount: Int = 0) {
        kept = favourites
        self.unreadableCount = unreadableCount
    }

    func favourites() async throws -> StoredFavourites {
        if let failure { throw failure }
        return lock.withLock { StoredFavourites(favourites: kept, unreadableCount: unreadableCount) }
    }

    func save(_ favourite: Favourite) async throws {
        if let failure { throw failure }
        lock.withLock {
            saved.append(favourite)
            if let index = kept.firstIndex(where: { $0.restaurantID == favourite.restaurantID }) { kept[index] = favourite } else { kept.append(favourite) }
        }
    }

    func remove(restaurantID: String) async throws -> Bool {
        lock.withLock {
            let before = kept.count
            kept.removeAll { $0.restaurantID == restaurantID }
            return kept.count < before
        }
    }
}

/// Answers lookups from a table: unknown ids fail as a missing restaurant would.
final class RestaurantLookupStub: FavouriteRestaurantLookup, @unchecked Sendable {
    struct NotFound: Error {}

    private let lock = NSLock()
    var restaurants: [String: Sourced<FavouriteRestaurant>] = [:]
    private(set) var lookedUp: [String] = []

    func restaurant(withID id: String) async throws -> Sourced<FavouriteRestaurant> {
        try lock.withLock {
            lookedUp.append(id)
            guard let found = restaurants[id] else { throw NotFound() }
            return found
        }
    }
}
