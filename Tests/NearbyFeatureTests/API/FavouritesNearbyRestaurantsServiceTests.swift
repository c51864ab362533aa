import NearbyFeature
import Shared
import XCTest

/// `nearby --favourites` applies every filter to every favourite itself.
final class FavouritesNearbyRestaurantsServiceTests: XCTestCase {
    func test_searchNearby_keepsTheFavouritesWithinTheRadiusThatPassTheFilters() async throws {
        let near = makeRestaurant("near", rating: 4.5, isOpen: true, latitude: 38.7230)
        let far = makeRestaurant("far", rating: 4.9, isOpen: true, latitude: 38.80)
        let closed = makeRestaurant("closed", rating: 4.8, isOpen: false, latitude: 38.7225)
        let low = makeRestaurant("low", rating: 3.0, isOpen: true, latitude: 38.7226)
        let sut = makeSUT([near, far, closed, low])

        let found = try await sut.searchNearby(makeQuery(radius: 1_000, openNow: true, minimumRating: 4))

        XCTAssertEqual(found.value.map(\.id), ["near"])
    }

    func test_searchNearby_matchesWhatToEatCuisinesAndWhatPlacesSayOfThemselves() async throws {
        let pizzeria = NearbyRestaurant(
            id: "pizza", name: "Forno", isOpen: true, rating: 4, location: Coordinates(latitude: 38.7223, longitude: -9.1393), photo: nil,
            amenities: PlaceAmenities(servesVegetarianFood: true, takeout: true), cuisines: ["Pizza"]
        )
        let tasca = NearbyRestaurant(
            id: "tasca", name: "Tasca do Zé", isOpen: true, rating: 4, location: Coordinates(latitude: 38.7223, longitude: -9.1393), photo: nil,
            amenities: PlaceAmenities(servesVegetarianFood: false, takeout: true), cuisines: ["Portuguese"]
        )
        let sut = makeSUT([pizzeria, tasca])

        let byWord = try await sut.searchNearby(makeQuery(what: "pizzeria"))
        let byCuisine = try await sut.searchNearby(makeQuery(cuisines: ["portuguese"]))
        let vegetarian = try await sut.searchNearby(makeQuery(requirements: [.vegetarian, .takeaway]))

        XCTAssertEqual(byWord.value.map(\.id), ["pizza"])
        XCTAssertEqual(byCuisine.value.map(\.id), ["tasca"])
        XCTAssertEqual(vegetarian.value.map(\.id), ["pizza"])
    }

    func test_searchNearby_nearestFirstCutsToTheLimitAndKeepsTheOrigin() async throws {
        let saved = Date(timeIntervalSince1970: 1_800_000_000)
        let restaurants = [0.0030, 0.0010, 0.0020].enumerated().map { makeRestaurant("r\($0.offset)", latitude: 38.7223 + $0.element) }
        let sut = makeSUT(restaurants, origin: .cache(savedAt: saved))

        let found = try await sut.searchNearby(makeQuery(ranking: .distance, limit: 2))

        XCTAssertEqual(found.value.map(\.id), ["r1", "r2"])
        XCTAssertEqual(found.origin, .cache(savedAt: saved))
    }

    func test_searchNearby_refusesADietNoRestaurantPageTells() async throws {
        let sut = makeSUT([makeRestaurant("a")])

        do {
            _ = try await sut.searchNearby(makeQuery(requirements: [.vegan]))
            XCTFail("Expected UnsupportedRequirementsError")
        } catch let error as UnsupportedRequirementsError {
            XCTAssertEqual(error.requirements, [.vegan])
        }
    }

    private struct FavouritesStub: FavouriteRestaurantsProviding {
        let answer: Sourced<[NearbyRestaurant]>

        func favouriteRestaurants() async throws -> Sourced<[NearbyRestaurant]> { answer }
    }

    private func makeSUT(_ restaurants: [NearbyRestaurant], origin: DataOrigin = .live) -> FavouritesNearbyRestaurantsService {
        FavouritesNearbyRestaurantsService(favourites: FavouritesStub(answer: Sourced(restaurants, origin: origin)), distance: FlatDistance())
    }
}
