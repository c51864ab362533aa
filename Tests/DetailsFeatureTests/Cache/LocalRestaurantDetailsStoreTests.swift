import Core
import DetailsFeature
import Foundation
import Shared
import TestSupport
import XCTest

final class LocalRestaurantDetailsStoreTests: XCTestCase {
    func test_details_returnsTheSavedPageMarkedAsCached() async throws {
        let sut = LocalRestaurantDetailsStore(store: InMemoryLocalStore(now: { referenceDate }))
        let details = makeDetails(reviews: [makeReview(), makeReview(author: "Old", daysAgo: nil, relative: "a year ago")])

        try await sut.save(details)
        let cached = try await sut.details(ofRestaurant: details.id)

        XCTAssertEqual(cached, Sourced(details, origin: .cache(savedAt: referenceDate)))
    }

    func test_details_keepsTheCuisinesAndWhatThePlaceOffers() async throws {
        let sut = LocalRestaurantDetailsStore(store: InMemoryLocalStore(now: { referenceDate }))
        let saved = makeDetails()
        let details = RestaurantDetails(
            id: saved.id, name: saved.name, address: nil, phoneNumbers: [], website: nil, rating: nil, ratingsCount: nil, openingHours: nil,
            location: saved.location, photos: [], reviews: [],
            features: RestaurantFeatures(cuisines: ["Sushi"], servesVegetarianFood: false, wheelchairAccessibleEntrance: true, outdoorSeating: true)
        )

        try await sut.save(details)
        let cached = try await sut.details(ofRestaurant: details.id)

        XCTAssertEqual(cached.value.features, details.features)
    }

    func test_details_throwsNothingCachedForAnotherRestaurant() async throws {
        let sut = LocalRestaurantDetailsStore(store: InMemoryLocalStore())
        try await sut.save(makeDetails(id: "a"))

        await assertThrowsAsync(DetailsCacheError.nothingCached(id: "b")) { _ = try await sut.details(ofRestaurant: "b") }
    }
}
