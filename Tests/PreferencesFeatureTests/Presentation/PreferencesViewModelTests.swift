import Core
import PreferencesFeature
import Shared
import TestSupport
import XCTest

@MainActor
final class PreferencesViewModelTests: XCTestCase {
    func test_load_showsTheSavedPreferences() async throws {
        let (sut, store) = makeSUT()
        try await store.save(UserPreferences(radius: 3_000, minimumRating: 4))

        await sut.load()

        XCTAssertEqual(sut.state, .loaded(PreferencesViewData(UserPreferences(radius: 3_000, minimumRating: 4))))
    }

    func test_apply_changesOnlyWhatWasGiven() async throws {
        let (sut, store) = makeSUT()
        try await store.save(UserPreferences(radius: 3_000, minimumRating: 4))

        await sut.apply(PreferencesChanges(minimumRating: 2.5))

        let saved = try await store.load()
        XCTAssertEqual(saved, UserPreferences(radius: 3_000, minimumRating: 2.5))
        XCTAssertEqual(sut.state, .loaded(PreferencesViewData(saved)))
    }

    func test_apply_refusesOutOfRangeValuesWithUsageStatusAndSavesNothing() async throws {
        for changes in [PreferencesChanges(radius: 0), PreferencesChanges(radius: 50_001), PreferencesChanges(minimumRating: -1), PreferencesChanges(minimumRating: 5.5), PreferencesChanges(minimumRating: .nan)] {
            let (sut, store) = makeSUT()

            await sut.apply(changes)

            guard case let .failed(message) = sut.state else { return XCTFail("Expected a failure for \(changes)") }
            XCTAssertEqual(message.exitStatus, .usage)
            let saved = try await store.load()
            XCTAssertEqual(saved, .default)
        }
    }

    func test_apply_acceptsTheRangesEdges() async throws {
        let (sut, store) = makeSUT()

        await sut.apply(PreferencesChanges(radius: 50_000, minimumRating: 5))

        let saved = try await store.load()
        XCTAssertEqual(saved, UserPreferences(radius: 50_000, minimumRating: 5))
    }

    func test_apply_refusesAnEmptyChange() async {
        let (sut, _) = makeSUT()

        await sut.apply(PreferencesChanges())

        XCTAssertEqual(sut.state, .failed(PreferencesViewModel.nothingToSet))
    }

    func test_reset_showsTheDefaults() async throws {
        let (sut, store) = makeSUT()
        try await store.save(UserPreferences(radius: 3_000, minimumRating: 4))

        await sut.reset()

        XCTAssertEqual(sut.state, .loaded(PreferencesViewData(.default)))
        let saved = try await store.load()
        XCTAssertEqual(saved, .default)
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
