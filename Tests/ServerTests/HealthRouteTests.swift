import FoodybiteServer
import Foundation
import GRDB
import ServerHTTP
import ServerTestSupport
import TestSupport
import XCTest

final class HealthRouteTests: XCTestCase {
    func test_health_answers200JSONWithStatusOK() async throws {
        let client = try await makeClient()

        let answer = try await client.get("/health")

        XCTAssertEqual(answer.status, 200)
        XCTAssertEqual(answer.header("Content-Type"), "application/json; charset=utf-8")
        XCTAssertEqual(answer.json?["status"] as? String, "ok")
        XCTAssertEqual(answer.json?["version"] as? String, ServerVersion.current)
        XCTAssertEqual(answer.json?["database"] as? String, "ok")
    }

    func test_health_answers503NamingTheDatabaseWhenItCannotBeQueried() async throws {
        let sut = try await startFoodybiteAPI()
        try await DatabaseQueue(path: sut.dataDirectory.appendingPathComponent("server.sqlite").path).write { db in
            try db.execute(sql: "DROP TABLE review")
        }

        let answer = try await sut.client.get("/health")

        XCTAssertEqual(answer.status, 503)
        XCTAssertEqual(answer.json?["status"] as? String, "unavailable")
        XCTAssertEqual(answer.json?["database"] as? String, "unavailable")
    }

    func test_unknownRoute_answers404WithTheContractsJSONErrorBody() async throws {
        let client = try await makeClient()

        let answer = try await client.get("/no/such/route")

        XCTAssertEqual(answer.status, 404)
        XCTAssertEqual(answer.json?["error"] as? Bool, true)
        XCTAssertNotNil(answer.json?["reason"] as? String)
    }

    func test_anyRoute_refuses413BeforeReadingABodyOverTheLargestLimit() async throws {
        let client = try await makeClient { $0.maximumBodySize = 1_024; $0.maximumProfileImageBodySize = 4_096 }

        let answer = try await client.request("POST", "/health", rawBody: Data(repeating: 0x41, count: 5_000))

        XCTAssertEqual(answer.status, 413)
        XCTAssertEqual(answer.json?["error"] as? Bool, true)
    }

    func test_start_failsClearlyWhenThePortIsTaken() async throws {
        let first = try await startServer()
        let port = try XCTUnwrap(first.baseURL.port)

        await assertThrowsAsync({
            _ = try await self.startServer { $0.port = port }
        }, inspect: { error in
            XCTAssertTrue("\(error)".contains("could not listen on 127.0.0.1:\(port)"), "\(error)")
        })
    }

    // MARK: - Helpers

    private func makeClient(configure: (inout ServerConfiguration) -> Void = { _ in }) async throws -> ServerClient {
        ServerClient(baseURL: try await startServer(configure: configure).baseURL)
    }
}
