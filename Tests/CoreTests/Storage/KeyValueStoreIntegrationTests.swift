import Core
import Foundation
import TestSupport
import XCTest

final class KeyValueStoreIntegrationTests: XCTestCase {
    func test_sqliteAndInMemoryStores_roundTripValues() async throws {
        for sut in try makeStores() {
            let missing = try await sut.data(forKey: "radius")
            XCTAssertNil(missing)

            try await sut.set(Data("1".utf8), forKey: "radius")
            try await sut.set(Data("2".utf8), forKey: "radius")
            let stored = try await sut.data(forKey: "radius")
            XCTAssertEqual(stored, Data("2".utf8))

            try await sut.removeValue(forKey: "radius")
            let removed = try await sut.data(forKey: "radius")
            XCTAssertNil(removed)
        }
    }

    func test_codableValue_roundTripsAndIsNilWhenItNoLongerDecodes() async throws {
        for sut in try makeStores() {
            try await sut.set(Setting(radius: 500), forKey: "setting")
            let setting = try await sut.value(Setting.self, forKey: "setting")
            XCTAssertEqual(setting, Setting(radius: 500))

            try await sut.set(Data("garbage".utf8), forKey: "setting")
            let garbage = try await sut.value(Setting.self, forKey: "setting")
            XCTAssertNil(garbage)
        }
    }

    // MARK: - Helpers

    private struct Setting: Codable, Equatable {
        let radius: Int
    }

    private func makeStores() throws -> [any KeyValueStore] {
        let database = try SQLiteDatabase.open(at: try makeTemporaryDirectory().appendingPathComponent("settings.sqlite"), migrator: LocalStoreSchema.migrator, warn: { _ in })
        return [SQLiteKeyValueStore(database: database), InMemoryKeyValueStore()]
    }
}
