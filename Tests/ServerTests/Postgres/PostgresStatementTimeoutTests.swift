@testable import CatalogDomain
@testable import DemoCatalog
@testable import FoodybiteServer
import PostgresNIO
@testable import ServerPostgres
@testable import ServerStorage
import XCTest

/// A statement that hangs (a slow query, a lock held elsewhere) is cancelled by the database and its
/// request answered 503 with Retry-After, instead of holding the request and its connection.
final class PostgresStatementTimeoutTests: XCTestCase {
    func test_withConnection_throwsStorageUnavailableWhenAStatementOutlastsTheStatementTimeout() async throws {
        // Given
        let schema = try await PostgresTestSchema.make(for: self)
        let sut = try await schema.openDatabase(statementTimeout: .milliseconds(200), on: self)

        // When a statement runs longer than the limit, then
        do {
            try await sut.withConnection { connection in
                try await connection.run("SELECT pg_sleep(30)", logger: PostgresTestSchema.logger)
            }
            XCTFail("Expected the statement to be cancelled")
        } catch let error as StorageUnavailableError {
            XCTAssertEqual(error, .unreachable)
        }
    }

    func test_withConnection_keepsTheConnectionUsableAfterACancelledStatement() async throws {
        // Given a pool of one connection whose statement was cancelled
        let schema = try await PostgresTestSchema.make(for: self)
        let sut = try await schema.openDatabase(poolSize: 1, statementTimeout: .milliseconds(200), on: self)
        _ = try? await sut.withConnection { connection in
            try await connection.run("SELECT pg_sleep(30)", logger: PostgresTestSchema.logger)
        }

        // When
        let answer = try await sut.withConnection { connection in
            try await connection.all("SELECT 41 + 1", logger: PostgresTestSchema.logger).first?.decode(Int.self)
        }

        // Then
        XCTAssertEqual(answer, 42)
    }

    func test_withLongTransaction_letsBulkWorkOutlastTheStatementTimeout() async throws {
        // Given
        let schema = try await PostgresTestSchema.make(for: self)
        let sut = try await schema.openDatabase(statementTimeout: .milliseconds(100), on: self)

        // When
        let slept = try await sut.withLongTransaction { connection in
            try await connection.all("SELECT pg_sleep(0.4)::text", logger: PostgresTestSchema.logger).count
        }

        // Then the transaction lifted the limit, for itself only
        XCTAssertEqual(slept, 1)
        do {
            try await sut.withConnection { connection in
                try await connection.run("SELECT pg_sleep(30)", logger: PostgresTestSchema.logger)
            }
            XCTFail("Expected the limit back after the long transaction")
        } catch {
            XCTAssertNotNil(error as? StorageUnavailableError, "\(error)")
        }
    }

    func test_importRestaurants_isNotCutShortAndLeavesThePoolsConnectionLimitedAfterwards() async throws {
        // Given a pool of one connection with a short statement timeout
        let schema = try await PostgresTestSchema.make(for: self)
        let sut = try await schema.openDatabase(poolSize: 1, statementTimeout: .milliseconds(300), on: self)
        let restaurants = DemoCatalogGenerator(count: 2_000, seed: 7, center: DemoCatalog.center, radius: 5_000).restaurants()

        // When
        let outcome = try await PostgresCatalogStore(database: sut).importRestaurants(restaurants, replacingDemoCatalog: false)

        // Then
        XCTAssertEqual(outcome.inserted, restaurants.count)
        do {
            try await sut.withConnection { connection in
                try await connection.run("SELECT pg_sleep(30)", logger: PostgresTestSchema.logger)
            }
            XCTFail("Expected the statement timeout back on the connection after the import")
        } catch {
            XCTAssertNotNil(error as? StorageUnavailableError, "\(error)")
        }
    }

    func test_routes_answer503WithRetryAfterWhenAStatementWaitsOnALockHeldElsewhere() async throws {
        // Given a server whose reviews table another session has locked
        let schema = try await PostgresTestSchema.make(for: self)
        let sut = try await startFoodybiteAPI(configure: {
            var stores = PostgresServerStores(url: schema.url)
            stores.statementTimeout = 0.3
            $0.stores = stores
            $0.catalog.demoRestaurantCount = 0
        })
        let eve = try await sut.client.signedUpAndLoggedIn(TestAccount(name: "Eve"))
        let admin = try await schema.connect(on: self)
        try await admin.run("BEGIN", logger: PostgresTestSchema.logger)
        try await admin.run("LOCK TABLE review IN ACCESS EXCLUSIVE MODE", logger: PostgresTestSchema.logger)

        // When
        let answer = try await sut.client.get("/review/place-1", bearer: eve.accessToken)
        try await admin.run("ROLLBACK", logger: PostgresTestSchema.logger)

        // Then
        assertAPIError(answer, status: 503)
        XCTAssertNotNil(answer.header("Retry-After").flatMap(Int.init), "Retry-After in seconds")
        let afterwards = try await sut.client.get("/review/place-1", bearer: eve.accessToken)
        XCTAssertEqual(afterwards.status, 200, afterwards.text)
    }
}
