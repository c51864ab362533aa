@testable import FoodybiteServer
import Foundation
@testable import ServerPostgres
import XCTest

/// Two server instances on one PostgreSQL database act as one server.
final class PostgresInstancesRouteTests: XCTestCase {
    func test_instances_shareAccountsTokensAndReviews() async throws {
        let (first, second) = try await makeSUT()
        let account = TestAccount()

        try await first.signup(account)
        let session = try await second.loggedIn(account)
        let reviewStatus = try await first.postReview(restaurantID: "place-1", bearer: session.accessToken).status
        let reviews = try await second.get("/review", bearer: session.accessToken)
        let refreshed = try await first.refresh(session.refreshToken)
        let replayed = try await second.refresh(session.refreshToken)

        XCTAssertEqual(reviewStatus, 200)
        XCTAssertEqual(reviews.status, 200)
        let listed = try JSONSerialization.jsonObject(with: reviews.body) as? [Any]
        XCTAssertEqual(listed?.count, 1)
        XCTAssertEqual(refreshed.status, 200)
        XCTAssertEqual(replayed.status, 200, "a retry within the grace period, through the other instance, gets the same pair")
        XCTAssertEqual(try tokens(in: replayed), try tokens(in: refreshed))
    }

    func test_instances_signWithTheKeyFileWhenOneIsGivenAndKeepNoKeyInTheDatabase() async throws {
        let keyFile = try makeTemporaryDirectory().appendingPathComponent("shared.key")
        try Data((0..<64).map { UInt8($0) }).write(to: keyFile)
        let schema = try await PostgresTestSchema.make(for: self)
        let (first, second) = try await makeSUT(on: schema, signingKeyFile: keyFile)
        let account = TestAccount()
        try await first.signup(account)

        let session = try await first.loggedIn(account)
        let status = try await second.get("/review", bearer: session.accessToken).status

        XCTAssertEqual(status, 200)
        let storedKeys = try await PostgresTestQueries.count("server_secret", in: schema.openDatabase(on: self))
        XCTAssertEqual(storedKeys, 0)
    }

    func test_instances_storeOneSigningKeyInTheDatabaseWithoutAKeyFile() async throws {
        let schema = try await PostgresTestSchema.make(for: self)
        _ = try await makeSUT(on: schema)

        let storedKeys = try await PostgresTestQueries.count("server_secret", in: schema.openDatabase(on: self))

        XCTAssertEqual(storedKeys, 1)
    }

    // MARK: - Helpers

    private func tokens(in answer: ServerClient.Answer) throws -> [String: String] {
        try XCTUnwrap(JSONSerialization.jsonObject(with: answer.body) as? [String: String])
    }

    private func makeSUT(file: StaticString = #filePath, line: UInt = #line) async throws -> (ServerClient, ServerClient) {
        try await makeSUT(on: try await PostgresTestSchema.make(for: self, file: file, line: line), file: file, line: line)
    }

    private func makeSUT(
        on schema: PostgresTestSchema, signingKeyFile: URL? = nil, file: StaticString = #filePath, line: UInt = #line
    ) async throws -> (ServerClient, ServerClient) {
        var clients: [ServerClient] = []
        for _ in 0..<2 {
            let fixture = try await startFoodybiteAPI(configure: {
                $0.stores = PostgresServerStores(url: schema.url)
                $0.signingKeyFile = signingKeyFile
                $0.catalog.demoRestaurantCount = 0
            }, file: file, line: line)
            clients.append(fixture.client)
        }
        return (clients[0], clients[1])
    }
}
