import Core
import Foundation
import PreferencesFeature
import XCTest

final class KeyValueUserPreferencesStoreTests: XCTestCase {
    func test_load_returnsTheDefaultsWhenNothingWasSaved() async throws {
        let sut = KeyValueUserPreferencesStore(store: InMemoryKeyValueStore())

        let preferences = try await sut.load()

        XCTAssertEqual(preferences, .default)
        XCTAssertEqual(preferences, UserPreferences(radius: 10_000, minimumRating: 0))
    }

    func test_load_returnsWhatWasSaved() async throws {
        let sut = KeyValueUserPreferencesStore(store: InMemoryKeyValueStore())

        try await sut.save(UserPreferences(radius: 2_000, minimumRating: 4.5))

        let preferences = try await sut.load()
        XCTAssertEqual(preferences, UserPreferences(radius: 2_000, minimumRating: 4.5))
    }

    func test_reset_bringsBackTheDefaults() async throws {
        let sut = KeyValueUserPreferencesStore(store: InMemoryKeyValueStore())
        try await sut.save(UserPreferences(radius: 2_000, minimumRating: 4.5))

        try await sut.reset()

        let preferences = try await sut.load()
        XCTAssertEqual(preferences, .default)
    }

    func test_load_ignoresOutOfRangeOrUnreadableStoredValues() async throws {
        let store = InMemoryKeyValueStore()
        let sut = KeyValueUserPreferencesStore(store: store)

        try await store.set(Data(#"{"radius": 999999, "minimumRating": 3}"#.utf8), forKey: "preferences.search")
        let outOfRange = try await sut.load()
        try await store.set(Data("garbage".utf8), forKey: "preferences.search")
        let unreadable = try await sut.load()

        XCTAssertEqual(outOfRange, .default)
        XCTAssertEqual(unreadable, .default)
    }
}
