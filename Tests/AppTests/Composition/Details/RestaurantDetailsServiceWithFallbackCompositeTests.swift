import DetailsFeature
@testable import FoodybiteApp
import Foundation
import Shared
import TestSupport
import XCTest

final class RestaurantDetailsServiceWithFallbackCompositeTests: XCTestCase {
    func test_details_isThePrimaryAnswerWhenItSucceeds() async throws {
        let sut = RestaurantDetailsServiceWithFallbackComposite(
            primary: RestaurantDetailsServiceStub(result: .success(.live(anyDetails("live")))),
            secondary: RestaurantDetailsServiceStub(result: .success(Sourced(anyDetails("cached"), origin: .cache(savedAt: Date()))))
        )

        let result = try await sut.details(ofRestaurant: "a")

        XCTAssertEqual(result, .live(anyDetails("live")))
    }

    func test_details_fallsBackToTheCachedPageWhenTheServerIsUnavailableAndSaysWhy() async throws {
        let savedAt = Date(timeIntervalSince1970: 1_700_000_000)
        let sut = RestaurantDetailsServiceWithFallbackComposite(
            primary: RestaurantDetailsServiceStub(result: .failure(unavailableError())),
            secondary: RestaurantDetailsServiceStub(result: .success(Sourced(anyDetails("a"), origin: .cache(savedAt: savedAt))))
        )

        let result = try await sut.details(ofRestaurant: "a")

        XCTAssertEqual(result, Sourced(anyDetails("a"), origin: .cache(savedAt: savedAt, reason: "Cannot reach the server at http://h:1.")))
    }

    func test_details_doesNotHideAnUnknownRestaurantBehindTheCache() async {
        let sut = RestaurantDetailsServiceWithFallbackComposite(
            primary: RestaurantDetailsServiceStub(result: .failure(DetailsError.notFound(id: "a"))),
            secondary: RestaurantDetailsServiceStub(result: .success(Sourced(anyDetails("a"), origin: .cache(savedAt: Date()))))
        )

        await assertThrowsAsync(DetailsError.notFound(id: "a")) { _ = try await sut.details(ofRestaurant: "a") }
    }

    func test_details_throwsThePrimaryErrorWhenNothingIsCached() async {
        let sut = RestaurantDetailsServiceWithFallbackComposite(
            primary: RestaurantDetailsServiceStub(result: .failure(unavailableError())),
            secondary: RestaurantDetailsServiceStub(result: .failure(anyError()))
        )

        await assertThrowsAsync(unavailableError()) { _ = try await sut.details(ofRestaurant: "a") }
    }
}
