import DetailsFeature
import FavouritesFeature
@testable import FoodybiteApp
import Foundation
import NearbyFeature
import Shared
import XCTest

/// The adapters that give Favourites its lookups through Details, and Nearby its favourites.
final class FavouriteAdaptersTests: XCTestCase {
    func test_lookup_givesTheRestaurantsStandingFromItsDetailsWithTheirOrigin() async throws {
        let saved = Date(timeIntervalSince1970: 1_800_000_000)
        let details = DetailsStub(answers: ["a": Sourced(makeDetails("a", rating: 4.6), origin: .cache(savedAt: saved))])
        let sut = FavouriteRestaurantLookupAdapter(details: details)

        let found = try await sut.restaurant(withID: "a")

        XCTAssertEqual(found.value, FavouriteRestaurant(
            id: "a", name: "Details a", location: Coordinates(latitude: 38.7, longitude: -9.1), cuisines: ["Pizza"], rating: 4.6, ratingsCount: 7,
            isOpen: nil, businessStatus: .operational
        ))
        XCTAssertEqual(found.origin, .cache(savedAt: saved))
    }

    func test_favouriteIDs_areTheKeptOnesAndNoneWhenTheStoreFails() async {
        let store = StoreStub(favourites: [favourite("a"), favourite("b")])
        let failing = StoreStub(favourites: [], fails: true)

        let ids = await FavouriteIDsAdapter(store: store).favouriteIDs()
        let none = await FavouriteIDsAdapter(store: failing).favouriteIDs()

        XCTAssertEqual(ids, ["a", "b"])
        XCTAssertEqual(none, [])
    }

    func test_favouriteRestaurants_areLookedUpElseAsKeptAndCachedAsOfTheOldest() async throws {
        let added = Date(timeIntervalSince1970: 1_700_000_000)
        let store = StoreStub(favourites: [favourite("a"), favourite("gone", addedAt: added)])
        let details = DetailsStub(answers: ["a": .live(makeDetails("a", rating: 4.6))])
        let sut = FavouriteNearbyRestaurantsAdapter(store: store, details: details)

        let found = try await sut.favouriteRestaurants()

        XCTAssertEqual(found.value.map(\.id), ["a", "gone"])
        XCTAssertEqual(found.value.map(\.rating), [4.6, nil])
        XCTAssertEqual(found.value.first?.amenities, PlaceAmenities(servesVegetarianFood: true))
        XCTAssertEqual(found.value.last?.name, "Kept gone")
        XCTAssertEqual(found.origin, .cache(savedAt: added))
    }

    func test_favouriteRestaurants_areLiveWhenEveryOneWasLookedUpLive() async throws {
        let store = StoreStub(favourites: [favourite("a")])
        let sut = FavouriteNearbyRestaurantsAdapter(store: store, details: DetailsStub(answers: ["a": .live(makeDetails("a"))]))

        let found = try await sut.favouriteRestaurants()

        XCTAssertEqual(found.origin, .live)
    }

    // MARK: - Helpers

    private func favourite(_ id: String, addedAt: Date = Date(timeIntervalSince1970: 1_800_000_000)) -> Favourite {
        Favourite(restaurantID: id, name: "Kept \(id)", location: Coordinates(latitude: 38.7, longitude: -9.1), addedAt: addedAt)
    }

    private func makeDetails(_ id: String, rating: Double? = nil) -> RestaurantDetails {
        RestaurantDetails(
            id: id, name: "Details \(id)", address: nil, phoneNumbers: [], website: nil, rating: rating, ratingsCount: 7, openingHours: nil,
            location: Coordinates(latitude: 38.7, longitude: -9.1), photos: [], reviews: [], businessStatus: .operational,
            features: RestaurantFeatures(cuisines: ["Pizza"], servesVegetarianFood: true)
        )
    }

    private struct DetailsStub: RestaurantDetailsService {
        let answers: [String: Sourced<RestaurantDetails>]

        func details(ofRestaurant id: String) async throws -> Sourced<RestaurantDetails> {
            guard let answer = answers[id] else { throw DetailsError.notFound(id: id) }
            return answer
        }
    }

    private struct StoreStub: FavouritesStore {
        struct Failure: Error {}

        let favourites: [Favourite]
        var fails = false

        func favourites() async throws -> StoredFavourites {
            if fails { throw Failure() }
            return StoredFavourites(favourites: favourites)
        }

        func save(_ favourite: Favourite) async throws {}
        func remove(restaurantID: String) async throws -> Bool { false }
    }
}
