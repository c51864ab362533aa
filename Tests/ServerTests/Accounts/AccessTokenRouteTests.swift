import Crypto
import Foundation
import FoodybiteServer
import XCTest

final class AccessTokenRouteTests: XCTestCase {
    func test_accessToken_answersANewPairAndUsesUpTheRefreshTokenSent() async throws {
        let client = try await makeSUT().client
        let session = try await client.signedUpAndLoggedIn()

        let answer = try await client.refresh(session.refreshToken)

        XCTAssertEqual(answer.status, 200, answer.text)
        let refreshToken = try XCTUnwrap(answer.json?["refreshToken"] as? String)
        let accessToken = try XCTUnwrap(answer.json?["accessToken"] as? String)
        XCTAssertNotEqual(refreshToken, session.refreshToken)
        XCTAssertEqual(jwtClaims(accessToken)?["userID"] as? String, session.id)
        let newAccessStatus = try await client.get("/review", bearer: accessToken).status
        XCTAssertEqual(newAccessStatus, 200)
        let newRefreshStatus = try await client.refresh(refreshToken).status
        XCTAssertEqual(newRefreshStatus, 200, "the new refresh token works")
    }

    func test_accessToken_worksWithAnExpiredAccessTokenAttached() async throws {
        let client = try await makeSUT { $0.accessTokenLifetime = 0 }.client
        let session = try await client.signedUpAndLoggedIn()
        assertAPIError(try await client.get("/review", bearer: session.accessToken), status: 401, "the access token expired at once")

        let answer = try await client.refresh(session.refreshToken, bearer: session.accessToken)

        XCTAssertEqual(answer.status, 200, answer.text)
        XCTAssertNotNil(answer.json?["accessToken"] as? String)
    }

    func test_accessToken_ignoresAGarbageAuthorizationHeader() async throws {
        let client = try await makeSUT().client
        let session = try await client.signedUpAndLoggedIn()

        let answer = try await client.refresh(session.refreshToken, bearer: "not-a-token")

        XCTAssertEqual(answer.status, 200, answer.text)
    }

    func test_accessToken_reusingARefreshTokenEndsItsWholeSession() async throws {
        let client = try await makeSUT { $0.refreshTokenRetryGracePeriod = 0 }.client
        let session = try await client.signedUpAndLoggedIn()
        let rotated = try await client.refresh(session.refreshToken)
        let newRefreshToken = try XCTUnwrap(rotated.json?["refreshToken"] as? String)
        let newAccessToken = try XCTUnwrap(rotated.json?["accessToken"] as? String)

        let replay = try await client.refresh(session.refreshToken)

        assertAPIError(replay, status: 401)
        assertAPIError(try await client.refresh(newRefreshToken), status: 401, "the successor died with the session")
        assertAPIError(try await client.get("/review", bearer: newAccessToken), status: 401, "so did its access token")
        assertAPIError(try await client.get("/review", bearer: session.accessToken), status: 401)
    }

    func test_accessToken_reuseEndsOnlyThatSession() async throws {
        let client = try await makeSUT { $0.refreshTokenRetryGracePeriod = 0 }.client
        let phone = try await client.signedUpAndLoggedIn()
        let laptop = try await client.loggedIn(phone.account)
        _ = try await client.refresh(phone.refreshToken)

        _ = try await client.refresh(phone.refreshToken)

        let laptopAccessStatus = try await client.get("/review", bearer: laptop.accessToken).status
        XCTAssertEqual(laptopAccessStatus, 200)
        let laptopRefreshStatus = try await client.refresh(laptop.refreshToken).status
        XCTAssertEqual(laptopRefreshStatus, 200)
    }

    func test_accessToken_neverAcceptsOneRefreshTokenTwiceEvenInParallelWithoutAGracePeriod() async throws {
        let client = try await makeSUT { $0.refreshTokenRetryGracePeriod = 0 }.client
        let session = try await client.signedUpAndLoggedIn()

        async let first = client.refresh(session.refreshToken)
        async let second = client.refresh(session.refreshToken)
        let statuses = try await [first.status, second.status]

        XCTAssertEqual(statuses.filter { $0 == 200 }.count, 1, "\(statuses)")
        XCTAssertEqual(statuses.filter { $0 == 401 }.count, 1, "\(statuses)")
    }

    func test_accessToken_answersEveryParallelRetryOfOneRefreshTokenWithTheSamePairAndKeepsTheSession() async throws {
        let client = try await makeSUT().client
        let session = try await client.signedUpAndLoggedIn()
        let refreshToken = session.refreshToken

        let answers = try await withThrowingTaskGroup(of: ServerClient.Answer.self) { group in
            for _ in 0..<20 {
                group.addTask { try await client.refresh(refreshToken) }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }

        XCTAssertEqual(answers.map(\.status), Array(repeating: 200, count: 20), answers.map(\.text).joined(separator: "\n"))
        let pairs = Set(answers.map { [$0.json?["refreshToken"] as? String, $0.json?["accessToken"] as? String] })
        XCTAssertEqual(pairs.count, 1, "one pair for every retry: \(pairs)")
        let newRefreshToken = try XCTUnwrap(answers.first?.json?["refreshToken"] as? String)
        let newAccessToken = try XCTUnwrap(answers.first?.json?["accessToken"] as? String)
        let accessStatus = try await client.get("/review", bearer: newAccessToken).status
        XCTAssertEqual(accessStatus, 200, "the session still works")
        let refreshStatus = try await client.refresh(newRefreshToken).status
        XCTAssertEqual(refreshStatus, 200, "and so does its new refresh token")
    }

    func test_accessToken_replayAfterTheGracePeriodEndsTheSession() async throws {
        let client = try await makeSUT { $0.refreshTokenRetryGracePeriod = 0.5 }.client
        let session = try await client.signedUpAndLoggedIn()
        let rotated = try await client.refresh(session.refreshToken)
        let newRefreshToken = try XCTUnwrap(rotated.json?["refreshToken"] as? String)
        let newAccessToken = try XCTUnwrap(rotated.json?["accessToken"] as? String)
        try await Task.sleep(for: .seconds(1))

        let replay = try await client.refresh(session.refreshToken)

        assertAPIError(replay, status: 401)
        assertAPIError(try await client.get("/review", bearer: newAccessToken), status: 401, "the session was revoked")
        assertAPIError(try await client.refresh(newRefreshToken), status: 401, "with its new refresh token")
    }

    func test_accessToken_retryAfterTheNewRefreshTokenWasUsedEndsTheSession() async throws {
        let client = try await makeSUT().client
        let session = try await client.signedUpAndLoggedIn()
        let rotated = try await client.refresh(session.refreshToken)
        let next = try await client.refresh(try XCTUnwrap(rotated.json?["refreshToken"] as? String))
        let latestAccessToken = try XCTUnwrap(next.json?["accessToken"] as? String)

        let replay = try await client.refresh(session.refreshToken)

        assertAPIError(replay, status: 401)
        assertAPIError(try await client.get("/review", bearer: latestAccessToken), status: 401)
    }

    func test_accessToken_allowsRetriesForTenSecondsByDefault() {
        let configuration = ServerConfiguration(dataDirectory: URL(fileURLWithPath: "/nonexistent"))

        XCTAssertEqual(configuration.refreshTokenRetryGracePeriod, 10)
    }

    func test_accessToken_answers401ForAnUnknownRefreshToken() async throws {
        let client = try await makeSUT().client

        let answer = try await client.refresh(String(repeating: "ab", count: 32))

        assertAPIError(answer, status: 401)
    }

    func test_accessToken_answers401ForAnExpiredRefreshToken() async throws {
        let client = try await makeSUT { $0.refreshTokenLifetime = 0 }.client
        let session = try await client.signedUpAndLoggedIn()

        let answer = try await client.refresh(session.refreshToken)

        assertAPIError(answer, status: 401)
    }

    func test_accessToken_answers400ForAMissingOrMistypedRefreshToken() async throws {
        let client = try await makeSUT().client

        assertAPIError(try await client.post("/auth/accessToken", json: [:] as [String: Any]), status: 400)
        assertAPIError(try await client.post("/auth/accessToken", json: ["refreshToken": 42]), status: 400)
        assertAPIError(try await client.request("POST", "/auth/accessToken", rawBody: Data("{".utf8), headers: ["Content-Type": "application/json"]), status: 400)
    }

    func test_accessToken_storesOnlyHashesAndCountsRotationsPerSession() async throws {
        let sut = try await startFoodybiteAPI()
        let session = try await sut.client.signedUpAndLoggedIn()
        let first = try await sut.client.refresh(session.refreshToken)
        let second = try await sut.client.refresh(try XCTUnwrap(first.json?["refreshToken"] as? String))
        let latest = try XCTUnwrap(second.json?["refreshToken"] as? String)

        let storedHashes = try sut.database.strings("SELECT tokenHash FROM refreshToken")
        let refreshCount = try sut.database.int("SELECT refreshCount FROM session")
        let usedCount = try sut.database.int("SELECT COUNT(*) FROM refreshToken WHERE usedAt IS NOT NULL")

        XCTAssertEqual(refreshCount, 2)
        XCTAssertEqual(usedCount, 2)
        XCTAssertEqual(storedHashes.count, 3)
        XCTAssertFalse(storedHashes.contains(session.refreshToken))
        XCTAssertFalse(storedHashes.contains(latest))
        XCTAssertTrue(storedHashes.contains(sha256Hex(latest)))
        let plainCopies = try sut.database.int(
            "SELECT COUNT(*) FROM refreshToken WHERE ? IN (tokenHash, successorHash, successorSalt)", [latest]
        )
        XCTAssertEqual(plainCopies, 0, "what lets a retry be answered again is no usable token")
    }

    // MARK: - Helpers

    private func makeSUT(
        configure: (inout ServerConfiguration) -> Void = { _ in },
        file: StaticString = #filePath,
        line: UInt = #line
    ) async throws -> RouterAPIFixture {
        await makeRouterAPI(configure: configure, file: file, line: line)
    }

    private func sha256Hex(_ text: String) -> String {
        SHA256.hash(data: Data(text.utf8)).map { String(format: "%02x", $0) }.joined()
    }
}
