import Foundation
import XCTest

final class LogoutRouteTests: XCTestCase {
    func test_logout_answers200AndEndsTheAccessAndRefreshTokensOfThatSession() async throws {
        let client = try await makeSUT()
        let session = try await client.signedUpAndLoggedIn()

        let answer = try await client.post("/auth/logout", bearer: session.accessToken)

        XCTAssertEqual(answer.status, 200, answer.text)
        assertAPIError(try await client.get("/review", bearer: session.accessToken), status: 401)
        assertAPIError(try await client.refresh(session.refreshToken), status: 401)
        assertAPIError(try await client.post("/auth/logout", bearer: session.accessToken), status: 401)
    }

    func test_logout_keepsTheUsersOtherSessionsLoggedIn() async throws {
        let client = try await makeSUT()
        let phone = try await client.signedUpAndLoggedIn()
        let laptop = try await client.loggedIn(phone.account)

        _ = try await client.post("/auth/logout", bearer: phone.accessToken)

        let laptopAccessStatus = try await client.get("/review", bearer: laptop.accessToken).status
        XCTAssertEqual(laptopAccessStatus, 200)
        let laptopRefreshStatus = try await client.refresh(laptop.refreshToken).status
        XCTAssertEqual(laptopRefreshStatus, 200)
    }

    // MARK: - Helpers

    private func makeSUT(file: StaticString = #filePath, line: UInt = #line) async throws -> ServerClient {
        await makeRouterAPI(file: file, line: line).client
    }
}
