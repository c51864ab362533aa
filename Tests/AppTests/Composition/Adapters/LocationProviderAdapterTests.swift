import AutocompleteFeature
@testable import FoodybiteApp
import NearbyFeature
import Shared
import TestSupport
import XCTest

final class LocationProviderAdapterTests: XCTestCase {
    func test_currentLocation_asksTheLocationFeatureWithTheExplicitPoint() async throws {
        let explicit = Coordinates(latitude: 1, longitude: 2)
        let provider = LocationProviderSpy(result: .success(anyLocation()))
        let sut = LocationProviderAdapter(provider: provider)

        let location = try await sut.currentLocation(explicit: explicit)

        XCTAssertEqual(location, anyLocation())
        XCTAssertEqual(provider.explicitLocations, [explicit])
    }

    func test_currentLocation_servesNearbyAndSearchAlike() async throws {
        let provider = LocationProviderSpy(result: .success(anyLocation()))
        let nearby: any NearbyFeature.CurrentLocationProviding = LocationProviderAdapter(provider: provider)
        let search: any AutocompleteFeature.CurrentLocationProviding = LocationProviderAdapter(provider: provider)

        let forNearby = try await nearby.currentLocation(explicit: nil)
        let forSearch = try await search.currentLocation(explicit: nil)

        XCTAssertEqual(forNearby, anyLocation())
        XCTAssertEqual(forSearch, anyLocation())
        XCTAssertEqual(provider.explicitLocations, [nil, nil])
    }

    func test_currentLocation_passesTheLocationFeaturesFailureOn() async {
        let sut = LocationProviderAdapter(provider: LocationProviderSpy(result: .failure(anyError())))

        await assertThrowsAsync(anyError()) { _ = try await sut.currentLocation(explicit: nil) }
    }
}
