@testable import FoodybiteServer
import Foundation
@testable import ServerPostgres
import XCTest

/// The database password appears in no log line, even at trace level.
final class PostgresLoggingTests: XCTestCase {
    func test_serve_neverLogsTheDatabasePassword() async throws {
        let schema = try await PostgresTestSchema.make(for: self)
        let password = try XCTUnwrap(schema.url.password)
        let sut = try await startLoggedServer(configure: {
            $0.stores = PostgresServerStores(url: schema.url)
            $0.catalog.demoRestaurantCount = 5
        })

        try await sut.client.signup(TestAccount())
        _ = try await sut.client.get("/health")
        _ = try await sut.client.get("/maps/api/place/nearbysearch/json", query: ["location": "38.72,-9.14", "radius": "500"])

        let lines = sut.logs.entries.map { "\($0)" }
        XCTAssertFalse(lines.isEmpty)
        XCTAssertFalse(lines.contains { $0.contains(password) }, "a log line holds the password")
    }
}
