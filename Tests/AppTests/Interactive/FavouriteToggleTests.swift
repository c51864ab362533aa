import FavouritesFeature
@testable import FoodybiteApp
import Foundation
import Shared
import XCTest

@MainActor
final class FavouriteToggleTests: XCTestCase {
    func test_toggle_keepsARestaurantNotKeptThenStopsKeepingIt() async throws {
        let store = Store()
        let sut = FavouriteToggle(store: store, favourites: FavouritesViewModel(store: store, lookup: Lookup()))

        let first = try await sut.toggle("a")
        let keptAfterFirst = try await store.favourites().restaurantIDs
        let second = try await sut.toggle("a")
        let keptAfterSecond = try await store.favourites().restaurantIDs

        XCTAssertTrue(first)
        XCTAssertEqual(keptAfterFirst, ["a"])
        XCTAssertFalse(second)
        XCTAssertEqual(keptAfterSecond, [])
    }

    private final class Store: FavouritesStore, @unchecked Sendable {
        private var kept: [Favourite] = []

        func favourites() async throws -> StoredFavourites { StoredFavourites(favourites: kept) }
        func save(_ favourite: Favourite) async throws { kept.append(favourite) }
        func remove(restaurantID: String) async throws -> Bool {
            let before = kept.count
            kept.removeAll { $0.restaurantID == restaurantID }
            return kept.count < before
        }
    }

    private struct Lookup: FavouriteRestaurantLookup {
        func restaurant(withID id: String) async throws -> Sourced<FavouriteRestaurant> {
            .live(FavouriteRestaurant(id: id, name: "Tasca", location: Coordinates(latitude: 38.7, longitude: -9.1)))
        }
    }
}
