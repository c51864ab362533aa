import Foundation
@testable import ServerPostgres
import ServerTestSupport
import TestSupport
import XCTest

/// `foodybite-server serve --database-url` processes on one database, as an operator runs them.
final class PostgresServeProcessesTests: XCTestCase {
    func test_serve_instancesShareAccountsAndTheSurvivorServesOnAfterAKill() async throws {
        // Given two instances on one database
        let database = try await PostgresTestDatabase.make(for: self)
        let first = try await startServerProcess(["--database-url", database.urlText])
        let second = try await startServerProcess([], environment: ["FOODYBITE_SERVER_DATABASE_URL": database.urlText])
        let account = TestAccount()

        // When one signs up and the other logs in, then the first is killed
        try await ServerClient(baseURL: first.baseURL).signup(account)
        let session = try await ServerClient(baseURL: second.baseURL).loggedIn(account)
        first.kill(SIGKILL)

        // Then the other goes on serving the same account
        let survivor = ServerClient(baseURL: second.baseURL)
        let status = try await survivor.postReview(restaurantID: "place-1", bearer: session.accessToken).status
        XCTAssertFalse(first.isRunning)
        XCTAssertEqual(status, 200)
    }
}
