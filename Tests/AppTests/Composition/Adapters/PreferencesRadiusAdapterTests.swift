@testable import FoodybiteApp
import PreferencesFeature
import TestSupport
import XCTest

final class PreferencesRadiusAdapterTests: XCTestCase {
    func test_searchRadius_isTheSavedRadius() async throws {
        let sut = PreferencesRadiusAdapter(loader: UserPreferencesLoaderStub(result: .success(UserPreferences(radius: 750, minimumRating: 3))))

        let radius = try await sut.searchRadius()

        XCTAssertEqual(radius, 750)
    }

    func test_searchRadius_passesTheLoadersFailureOn() async {
        let sut = PreferencesRadiusAdapter(loader: UserPreferencesLoaderStub(result: .failure(anyError())))

        await assertThrowsAsync(anyError()) { _ = try await sut.searchRadius() }
    }
}
