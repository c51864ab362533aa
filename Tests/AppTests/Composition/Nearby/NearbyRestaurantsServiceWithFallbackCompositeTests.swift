@testable import FoodybiteApp
import Foundation
import NearbyFeature
import Shared
import TestSupport
import XCTest

final class NearbyRestaurantsServiceWithFallbackCompositeTests: XCTestCase {
    func test_searchNearby_returnsThePrimaryAnswerWhenItSucceeds() async throws {
        let sut = NearbyRestaurantsServiceWithFallbackComposite(
            primary: NearbyServiceStub(result: .success(.live([anyNearbyRestaurant("live")]))),
            secondary: NearbyServiceStub(result: .success(Sourced([anyNearbyRestaurant("cached")], origin: .cache(savedAt: Date()))))
        )

        let result = try await sut.searchNearby(anyNearbyQuery())

        XCTAssertEqual(result, .live([anyNearbyRestaurant("live")]))
    }

    func test_searchNearby_fallsBackToTheCacheAndSaysWhy() async throws {
        let savedAt = Date(timeIntervalSince1970: 1_700_000_000)
        let sut = NearbyRestaurantsServiceWithFallbackComposite(
            primary: NearbyServiceStub(result: .failure(FailureMessage("Cannot reach the server at http://h:1.", kind: .unavailable))),
            secondary: NearbyServiceStub(result: .success(Sourced([anyNearbyRestaurant("cached")], origin: .cache(savedAt: savedAt))))
        )

        let result = try await sut.searchNearby(anyNearbyQuery())

        XCTAssertEqual(result, Sourced([anyNearbyRestaurant("cached")], origin: .cache(savedAt: savedAt, reason: "Cannot reach the server at http://h:1.")))
    }

    func test_searchNearby_throwsThePrimaryErrorWhenNothingIsCached() async {
        let primaryError = FailureMessage("Cannot reach the server at http://h:1.", kind: .unavailable)
        let sut = NearbyRestaurantsServiceWithFallbackComposite(
            primary: NearbyServiceStub(result: .failure(primaryError)),
            secondary: NearbyServiceStub(result: .failure(NearbyCacheError.nothingCached))
        )

        await assertThrowsAsync(primaryError) { _ = try await sut.searchNearby(anyNearbyQuery()) }
    }
}
