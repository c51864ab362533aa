import Core
import LocationFeature
import Shared
import TestSupport
import XCTest

@MainActor
final class LocationViewModelTests: XCTestCase {
    func test_show_isTheCurrentLocationAndWhy() async throws {
        let (sut, _) = makeSUT()

        let location = try await sut.show()

        XCTAssertEqual(location, LocationViewData(UserLocation(coordinates: Coordinates(latitude: 0, longitude: 0), source: .defaultCenter)))
    }

    func test_save_remembersTheLocationAndShowsItAsSaved() async throws {
        let (sut, store) = makeSUT()
        let coordinates = Coordinates(latitude: -33.86, longitude: 151.21)

        let location = try await sut.save(coordinates)

        XCTAssertEqual(location, LocationViewData(UserLocation(coordinates: coordinates, source: .saved)))
        let saved = try await store.load()
        XCTAssertEqual(saved, coordinates)
    }

    func test_clear_forgetsTheLocationAndShowsTheDefault() async throws {
        let (sut, store) = makeSUT()
        try await store.save(Coordinates(latitude: 1, longitude: 1))

        let location = try await sut.clear()

        XCTAssertEqual(location, LocationViewData(UserLocation(coordinates: Coordinates(latitude: 0, longitude: 0), source: .defaultCenter)))
        let saved = try await store.load()
        XCTAssertNil(saved)
    }

    // MARK: - Helpers

    private func makeSUT(file: StaticString = #filePath, line: UInt = #line) -> (LocationViewModel, KeyValueSavedLocationStore) {
        let store = KeyValueSavedLocationStore(store: InMemoryKeyValueStore())
        let resolver = LocationResolver(environment: [:], savedLocation: store, defaultCenter: Coordinates(latitude: 0, longitude: 0))
        let sut = LocationViewModel(provider: resolver, store: store)
        trackForMemoryLeaks(sut, file: file, line: line)
        return (sut, store)
    }
}
