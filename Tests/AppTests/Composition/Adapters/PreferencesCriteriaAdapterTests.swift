@testable import FoodybiteApp
import NearbyFeature
import PreferencesFeature
import TestSupport
import XCTest

final class PreferencesCriteriaAdapterTests: XCTestCase {
    func test_searchCriteria_areTheSavedRadiusAndMinimumRating() async throws {
        let sut = PreferencesCriteriaAdapter(loader: UserPreferencesLoaderStub(result: .success(UserPreferences(radius: 2_500, minimumRating: 4.5))))

        let criteria = try await sut.searchCriteria()

        XCTAssertEqual(criteria, SearchCriteria(radius: 2_500, minimumRating: 4.5))
    }

    func test_searchCriteria_passesTheLoadersFailureOn() async {
        let sut = PreferencesCriteriaAdapter(loader: UserPreferencesLoaderStub(result: .failure(anyError())))

        await assertThrowsAsync(anyError()) { _ = try await sut.searchCriteria() }
    }
}
