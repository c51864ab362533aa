@testable import FoodybiteServer
import Foundation
import GRDB
import XCTest

/// Reads on the calling thread leave one of Swift's concurrency threads free, so that asynchronous
/// reads holding the connections can always resume and give them back.
final class CallingThreadReadGateTests: XCTestCase {
    func test_tryEnter_admitsUpToTheLimitAndAgainAfterALeave() {
        let sut = CallingThreadReadGate(limit: 2)

        let admitted = [sut.tryEnter(), sut.tryEnter(), sut.tryEnter()]
        sut.leave()
        let afterLeave = sut.tryEnter()

        XCTAssertEqual(admitted, [true, true, false])
        XCTAssertTrue(afterLeave)
    }

    func test_tryEnter_admitsNothingWithoutAPlace() {
        XCTAssertFalse(CallingThreadReadGate(limit: 0).tryEnter())
        XCTAssertFalse(CallingThreadReadGate(limit: -1).tryEnter())
    }

    func test_searches_finishWhileAsynchronousReadsWaitForTheOnlyConnection() throws {
        // Given one reader connection, shared by catalog searches and other asynchronous reads
        let (database, directory) = try makeCatalogDatabase()
        let restaurants = (0..<50).map { index in
            CatalogRestaurant(
                placeID: PlaceIdentifier.placeID(forSourceKey: "gate:\(index)"), sourceKey: "gate:\(index)", source: .demo, name: "Tasca \(index)",
                location: GeoPoint(latitude: 38.72 + Double(index) * 0.0001, longitude: -9.14), rating: 3 + Double(index % 20) / 10, ratingsTotal: index
            )
        }
        try database.pool.write { db in try CatalogWriter.insert(CatalogBulkInsert(restaurants), in: db) }
        var configuration = Configuration()
        configuration.maximumReaderCount = 1
        let pool = try DatabasePool(path: directory.appendingPathComponent("server.sqlite").path, configuration: configuration)
        let catalog = SQLiteRestaurantCatalog(reader: pool)
        let finished = expectation(description: "every read finished")

        // When hundreds of both run at once
        Task.detached {
            try await withThrowingTaskGroup(of: Void.self) { group in
                for index in 0..<400 {
                    group.addTask {
                        if index.isMultiple(of: 2) {
                            _ = try await pool.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM restaurant") }
                        } else {
                            _ = try await catalog.nearby(NearbyQuery(center: GeoPoint(latitude: 38.72, longitude: -9.14), radius: 1_000), now: Date())
                        }
                    }
                }
                try await group.waitForAll()
            }
            finished.fulfill()
        }

        // Then they all finish: no thread is left waiting for a connection nobody can give back
        wait(for: [finished], timeout: 60)
    }
}
