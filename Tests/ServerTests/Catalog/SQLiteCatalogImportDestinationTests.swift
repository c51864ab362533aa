@testable import FoodybiteServer
import Foundation
import GRDB
import TestSupport
import XCTest

final class SQLiteCatalogImportDestinationTests: XCTestCase {
    func test_importRestaurants_writesWithTheBulkSettingsAndPutsTheWritersOwnBackWhenGivenBatches() async throws {
        // Given a catalog whose writer has its own settings, and batches that look at them as they are read
        let (sut, database) = try makeSUT()
        let own = try await settings(of: database)
        let batches = SettingsRecordingBatches(database: database, batches: [[restaurant(1)], [restaurant(2)]])

        // When they are imported
        let outcome = try await sut.importRestaurants(from: batches, replacingDemoCatalog: false)

        // Then the batches were written with the bulk settings, and the writer has its own again
        XCTAssertEqual(outcome.inserted, 2)
        XCTAssertEqual(batches.seen, [.bulkWrite, .bulkWrite, .bulkWrite], "while the import writes")
        XCTAssertNotEqual(own, .bulkWrite)
        let after = try await settings(of: database)
        XCTAssertEqual(after, own)
    }

    func test_importRestaurants_putsTheWritersOwnSettingsBackWhenGivenBatchesThatFail() async throws {
        // Given batches that fail after the first
        let (sut, database) = try makeSUT()
        let own = try await settings(of: database)
        let batches = SettingsRecordingBatches(database: database, batches: [[restaurant(1)]], failingAtTheEnd: true)

        // When they are imported
        await assertThrowsAsync { _ = try await sut.importRestaurants(from: batches, replacingDemoCatalog: false) }

        // Then the writer has its own settings again
        let after = try await settings(of: database)
        XCTAssertEqual(after, own)
    }

    // MARK: - Helpers

    private func makeSUT() throws -> (SQLiteCatalogImportDestination, ServerDatabase) {
        let (database, _) = try makeCatalogDatabase()
        return (SQLiteCatalogImportDestination(database: database, pauseBetweenBatches: .zero), database)
    }

    private func settings(of database: ServerDatabase) async throws -> SQLiteBulkWriteSettings {
        try await database.pool.writeWithoutTransaction { db in try SQLiteBulkWriteSettings.current(in: db) }
    }

    private func restaurant(_ number: Int) -> CatalogRestaurant {
        CatalogRestaurant(
            placeID: "place-\(number)", sourceKey: "test:\(number)", source: .openStreetMap, name: "Restaurant \(number)",
            location: GeoPoint(latitude: 38.7, longitude: -9.1), timeZone: "Europe/Lisbon"
        )
    }
}

/// Hands over its batches and, each time it is asked for one, notes the writer connection's settings.
private final class SettingsRecordingBatches: CatalogImportBatches, @unchecked Sendable {
    private let database: ServerDatabase
    private let lock = NSLock()
    private var remaining: [[CatalogRestaurant]]
    private let failingAtTheEnd: Bool
    private var recorded: [SQLiteBulkWriteSettings] = []

    init(database: ServerDatabase, batches: [[CatalogRestaurant]], failingAtTheEnd: Bool = false) {
        self.database = database
        remaining = batches
        self.failingAtTheEnd = failingAtTheEnd
    }

    var seen: [SQLiteBulkWriteSettings] { lock.withLock { recorded } }

    func next() async throws -> [CatalogRestaurant]? {
        let settings = try await database.pool.writeWithoutTransaction { db in try SQLiteBulkWriteSettings.current(in: db) }
        let batch: [CatalogRestaurant]? = lock.withLock {
            recorded.append(settings)
            return remaining.isEmpty ? nil : remaining.removeFirst()
        }
        if batch == nil, failingAtTheEnd { throw CocoaError(.fileReadCorruptFile) }
        return batch
    }
}
