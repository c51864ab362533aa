import Foundation
import FoodybiteServer
import XCTest

final class ChangePasswordRouteTests: XCTestCase {
    func test_changePassword_answers200AndOnlyTheNewPasswordLogsIn() async throws {
        let client = try await makeSUT()
        let session = try await client.signedUpAndLoggedIn()
        let newPassword = TestAccount.digest("Changed#456")

        let answer = try await client.post(
            "/auth/changePassword",
            json: ["currentPassword": session.account.password, "newPassword": newPassword],
            bearer: session.accessToken
        )

        XCTAssertEqual(answer.status, 200, answer.text)
        XCTAssertTrue(answer.body.isEmpty)
        assertAPIError(try await client.login(session.account), status: 401)
        let newPasswordLoginStatus = try await client.post("/auth/login", json: ["email": session.account.email, "password": newPassword]).status
        XCTAssertEqual(newPasswordLoginStatus, 200)
    }

    func test_changePassword_answers403AndKeepsThePasswordForAWrongCurrentPassword() async throws {
        let client = try await makeSUT()
        let session = try await client.signedUpAndLoggedIn()

        let answer = try await client.post(
            "/auth/changePassword",
            json: ["currentPassword": TestAccount.digest("Wrong#123"), "newPassword": TestAccount.digest("Changed#456")],
            bearer: session.accessToken
        )

        assertAPIError(answer, status: 403)
        let loginStatus = try await client.login(session.account).status
        XCTAssertEqual(loginStatus, 200)
        let sessionStatus = try await client.get("/review", bearer: session.accessToken).status
        XCTAssertEqual(sessionStatus, 200, "the session is untouched")
    }

    func test_changePassword_endsOtherSessionsAndKeepsTheCurrentOne() async throws {
        let client = try await makeSUT()
        let current = try await client.signedUpAndLoggedIn()
        let other = try await client.loggedIn(current.account)

        let answer = try await client.post(
            "/auth/changePassword",
            json: ["currentPassword": current.account.password, "newPassword": TestAccount.digest("Changed#456")],
            bearer: current.accessToken
        )

        XCTAssertEqual(answer.status, 200, answer.text)
        XCTAssertEqual(answer.header("Foodybite-Other-Sessions"), "logged-out", "says so, for clients that tell the user")
        let currentAccessStatus = try await client.get("/review", bearer: current.accessToken).status
        XCTAssertEqual(currentAccessStatus, 200)
        let currentRefreshStatus = try await client.refresh(current.refreshToken).status
        XCTAssertEqual(currentRefreshStatus, 200)
        assertAPIError(try await client.get("/review", bearer: other.accessToken), status: 401)
        assertAPIError(try await client.refresh(other.refreshToken), status: 401)
    }

    func test_changePassword_answers400ForAShortNewPasswordOrMissingFields() async throws {
        let client = try await makeSUT()
        let session = try await client.signedUpAndLoggedIn()

        let short = try await client.post(
            "/auth/changePassword",
            json: ["currentPassword": session.account.password, "newPassword": "1234567"],
            bearer: session.accessToken
        )
        let missing = try await client.post(
            "/auth/changePassword",
            json: ["currentPassword": session.account.password],
            bearer: session.accessToken
        )

        assertAPIError(short, status: 400)
        assertAPIError(missing, status: 400)
        let loginStatus = try await client.login(session.account).status
        XCTAssertEqual(loginStatus, 200)
    }

    func test_changePassword_throttlesRepeatedWrongCurrentPasswords() async throws {
        let client = try await makeSUT { $0.loginThrottle = .init(maximumFailures: 2, window: 900) }
        let session = try await client.signedUpAndLoggedIn()
        let wrong: [String: Any] = ["currentPassword": TestAccount.digest("Wrong#123"), "newPassword": TestAccount.digest("Changed#456")]
        _ = try await client.post("/auth/changePassword", json: wrong, bearer: session.accessToken)
        _ = try await client.post("/auth/changePassword", json: wrong, bearer: session.accessToken)

        let answer = try await client.post("/auth/changePassword", json: wrong, bearer: session.accessToken)

        assertAPIError(answer, status: 429)
        XCTAssertNotNil(answer.header("Retry-After"))
    }

    // MARK: - Helpers

    private func makeSUT(
        configure: (inout ServerConfiguration) -> Void = { _ in },
        file: StaticString = #filePath,
        line: UInt = #line
    ) async throws -> ServerClient {
        await makeRouterAPI(configure: configure, file: file, line: line).client
    }
}
