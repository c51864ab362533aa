@testable import CatalogDomain
@testable import CatalogSQLite
@testable import DemoCatalog
@testable import FoodybiteServer
import Foundation
import GRDB
@testable import ServerStorage
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

    func test_importRestaurants_leavesTheFullTextIndexInOneSegmentWhenGivenBatchesFromAllOverTheWorld() async throws {
        // Given three batches of restaurants anywhere on Earth (each batch written in key order)
        let (sut, database) = try makeSUT()
        var random = SeededRandomNumberGenerator(seed: 3)
        let batches = (0..<3).map { batch in
            (0..<50).map { index in
                restaurant(batch * 50 + index, at: GeoPoint(latitude: -80 + random.unit() * 160, longitude: -180 + random.unit() * 360))
            }
        }

        // When they are imported
        _ = try await sut.importRestaurants(from: SettingsRecordingBatches(database: database, batches: batches), replacingDemoCatalog: false)

        // Then the full-text index is one segment again, and finds every restaurant
        try await database.pool.read { db in
            XCTAssertEqual(try Self.segmentCount(in: db), 1)
            XCTAssertEqual(try Int.fetchOne(db, sql: "SELECT count(*) FROM restaurantSearch WHERE restaurantSearch MATCH 'restaurant'"), 150)
        }
    }

    // MARK: - Helpers

    private func makeSUT() throws -> (SQLiteCatalogImportDestination, ServerDatabase) {
        let (database, _) = try makeCatalogDatabase()
        return (SQLiteCatalogImportDestination(database: database, pauseBetweenBatches: .zero), database)
    }

    private func settings(of database: ServerDatabase) async throws -> SQLiteBulkWriteSettings {
        try await database.pool.writeWithoutTransaction { db in try SQLiteBulkWriteSettings.current(in: db) }
    }

    private func restaurant(_ number: Int, at location: GeoPoint = GeoPoint(latitude: 38.7, longitude: -9.1)) -> CatalogRestaurant {
        CatalogRestaurant(
            placeID: "place-\(number)", sourceKey: "test:\(number)", source: .openStreetMap, name: "Restaurant \(number)",
            location: location, timeZone: "Europe/Lisbon"
        )
    }

    /// How many segments the full-text index has, from FTS5's structure record: a four-byte cookie, then
    /// the number of levels and of segments as varints.
    private static func segmentCount(in db: Database) throws -> Int {
        let structure = try XCTUnwrap(try Data.fetchOne(db, sql: "SELECT block FROM restaurantSearch_data WHERE id = 10"))
        var offset = structure.startIndex + 4
        func varint() -> Int {
            var value = 0
            while offset < structure.endIndex {
                let byte = structure[offset]
                offset += 1
                value = value << 7 | Int(byte & 0x7F)
                if byte & 0x80 == 0 { break }
            }
            return value
        }
        _ = varint()
        return varint()
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
