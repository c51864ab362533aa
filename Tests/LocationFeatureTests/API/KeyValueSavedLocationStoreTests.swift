import Core
import Foundation
import LocationFeature
import Shared
import TestSupport
import XCTest

final class KeyValueSavedLocationStoreTests: XCTestCase {
    func test_load_returnsNilWhenNothingWasSaved() async throws {
        let sut = KeyValueSavedLocationStore(store: InMemoryKeyValueStore())

        let location = try await sut.load()

        XCTAssertNil(location)
    }

    func test_load_returnsWhatWasSavedLast() async throws {
        let sut = KeyValueSavedLocationStore(store: InMemoryKeyValueStore())

        try await sut.save(Coordinates(latitude: 38.7223, longitude: -9.1393))
        try await sut.save(Coordinates(latitude: -33.86, longitude: 151.21))

        let location = try await sut.load()
        XCTAssertEqual(location, Coordinates(latitude: -33.86, longitude: 151.21))
    }

    func test_clear_forgetsTheSavedLocation() async throws {
        let sut = KeyValueSavedLocationStore(store: InMemoryKeyValueStore())
        try await sut.save(Coordinates(latitude: 38.7223, longitude: -9.1393))

        try await sut.clear()

        let location = try await sut.load()
        XCTAssertNil(location)
    }

    func test_load_ignoresAStoredLocationOffTheGlobe() async throws {
        let store = InMemoryKeyValueStore()
        let sut = KeyValueSavedLocationStore(store: store)

        try await store.set(Data(#"{"latitude": 91, "longitude": 0}"#.utf8), forKey: "location.saved")
        let tooFarNorth = try await sut.load()
        try await store.set(Data(#"{"latitude": 0, "longitude": -180.5}"#.utf8), forKey: "location.saved")
        let tooFarWest = try await sut.load()

        XCTAssertNil(tooFarNorth)
        XCTAssertNil(tooFarWest)
    }

    func test_save_keepsTheLocationInTheSQLiteFileForTheNextRun() async throws {
        let file = try makeTemporaryDirectory().appendingPathComponent("settings.sqlite")
        try await KeyValueSavedLocationStore(store: makeSQLiteStore(file)).save(Coordinates(latitude: 41.1579, longitude: -8.6291))

        let nextRun = KeyValueSavedLocationStore(store: try makeSQLiteStore(file))

        let location = try await nextRun.load()
        XCTAssertEqual(location, Coordinates(latitude: 41.1579, longitude: -8.6291))
    }

    // MARK: - Helpers

    private func makeSQLiteStore(_ file: URL) throws -> SQLiteKeyValueStore {
        SQLiteKeyValueStore(database: try SQLiteDatabase.open(at: file, migrator: LocalStoreSchema.migrator, warn: { _ in }))
    }
}
