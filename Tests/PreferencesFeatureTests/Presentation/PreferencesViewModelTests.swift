import Core
import PreferencesFeature
import SharedCLI
import TestSupport
import XCTest

@MainActor
final class PreferencesViewModelTests: XCTestCase {
    func test_load_isTheSavedPreferences() async throws {
        let (sut, store) = makeSUT()
        try await store.save(UserPreferences(radius: 3_000, minimumRating: 4))

        let preferences = try await sut.load()

        XCTAssertEqual(preferences, PreferencesViewData(UserPreferences(radius: 3_000, minimumRating: 4)))
    }

    func test_apply_changesOnlyWhatWasGiven() async throws {
        let (sut, store) = makeSUT()
        try await store.save(UserPreferences(radius: 3_000, minimumRating: 4))

        let preferences = try await sut.apply(PreferencesChanges(minimumRating: 2.5))

        let saved = try await store.load()
        XCTAssertEqual(saved, UserPreferences(radius: 3_000, minimumRating: 2.5))
        XCTAssertEqual(preferences, PreferencesViewData(saved))
    }

    func test_apply_savesTheRangesEdges() async throws {
        let (sut, store) = makeSUT()

        _ = try await sut.apply(PreferencesChanges(radius: 50_000, minimumRating: 5))

        let saved = try await store.load()
        XCTAssertEqual(saved, UserPreferences(radius: 50_000, minimumRating: 5))
    }

    func test_reset_isTheDefaults() async throws {
        let (sut, store) = makeSUT()
        try await store.save(UserPreferences(radius: 3_000, minimumRating: 4))

        let preferences = try await sut.reset()

        XCTAssertEqual(preferences, PreferencesViewData(.default))
        let saved = try await store.load()
        XCTAssertEqual(saved, .default)
    }

    func test_radiusFromTyped_isAWholeNumberOfMetresInRange() {
        let (sut, _) = makeSUT()

        XCTAssertEqual(sut.radius(fromTyped: "2500"), 2_500)
        XCTAssertEqual(sut.radius(fromTyped: "1"), 1)
        XCTAssertEqual(sut.radius(fromTyped: "50000"), 50_000)
        for refused in ["0", "50001", "-5", "2.5", "abc", ""] {
            XCTAssertNil(sut.radius(fromTyped: refused), refused)
        }
    }

    func test_minimumRatingFromTyped_isANumberOfStarsInRange() {
        let (sut, _) = makeSUT()

        XCTAssertEqual(sut.minimumRating(fromTyped: "4.5"), 4.5)
        XCTAssertEqual(sut.minimumRating(fromTyped: "0"), 0)
        XCTAssertEqual(sut.minimumRating(fromTyped: "5"), 5)
        for refused in ["-1", "5.5", "nan", "abc", ""] {
            XCTAssertNil(sut.minimumRating(fromTyped: refused), refused)
        }
    }

    nonisolated func test_viewData_describesRadiusAndRating() {
        XCTAssertEqual(PreferencesViewData(UserPreferences(radius: 2_000, minimumRating: 4)).radiusText, "2 km")
        XCTAssertEqual(PreferencesViewData(UserPreferences(radius: 2_000, minimumRating: 4)).minimumRatingText, "★★★★☆ 4.0 or better")
        XCTAssertEqual(PreferencesViewData(.default).minimumRatingText, "any rating")
    }

    // MARK: - Helpers

    private func makeSUT(file: StaticString = #filePath, line: UInt = #line) -> (PreferencesViewModel, KeyValueUserPreferencesStore) {
        let store = KeyValueUserPreferencesStore(store: InMemoryKeyValueStore())
        let sut = PreferencesViewModel(loader: store, saver: store)
        trackForMemoryLeaks(sut, file: file, line: line)
        return (sut, store)
    }
}
