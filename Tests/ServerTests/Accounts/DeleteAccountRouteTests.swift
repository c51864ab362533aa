import Foundation
import XCTest

final class DeleteAccountRouteTests: XCTestCase {
    func test_deleteAccount_answers200AndTheAccountCanNoLongerLogIn() async throws {
        let client = try await makeSUT().client
        let session = try await client.signedUpAndLoggedIn()

        let answer = try await client.delete("/auth/account", bearer: session.accessToken)

        XCTAssertEqual(answer.status, 200, answer.text)
        XCTAssertTrue(answer.body.isEmpty)
        assertAPIError(try await client.login(session.account), status: 401)
    }

    func test_deleteAccount_invalidatesEveryTokenOfEverySessionOfTheUser() async throws {
        let client = try await makeSUT().client
        let session = try await client.signedUpAndLoggedIn()
        let otherDevice = try await client.loggedIn(session.account)

        _ = try await client.delete("/auth/account", bearer: session.accessToken)

        assertAPIError(try await client.get("/review", bearer: session.accessToken), status: 401)
        assertAPIError(try await client.get("/review", bearer: otherDevice.accessToken), status: 401)
        assertAPIError(try await client.refresh(session.refreshToken), status: 401)
        assertAPIError(try await client.refresh(otherDevice.refreshToken), status: 401)
        assertAPIError(try await client.delete("/auth/account", bearer: session.accessToken), status: 401)
    }

    func test_deleteAccount_removesTheUsersRowsAndLeavesOtherUsersAlone() async throws {
        let sut = try await makeSUT()
        let leaving = try await sut.client.signedUpAndLoggedIn()
        let staying = try await sut.client.signedUpAndLoggedIn()

        _ = try await sut.client.delete("/auth/account", bearer: leaving.accessToken)

        XCTAssertEqual(sut.accountIDs(), [staying.id])
        XCTAssertEqual(sut.sessionCount(ofAccount: leaving.id), 0)
        XCTAssertEqual(sut.sessionCount(ofAccount: staying.id), 1)
        let stayingStatus = try await sut.client.get("/review", bearer: staying.accessToken).status
        XCTAssertEqual(stayingStatus, 200)
    }

    func test_deleteAccount_letsTheEmailSignUpAgain() async throws {
        let client = try await makeSUT().client
        let session = try await client.signedUpAndLoggedIn()
        _ = try await client.delete("/auth/account", bearer: session.accessToken)

        let answer = try await client.post("/auth/signup", json: session.account.signupJSON)

        XCTAssertEqual(answer.status, 201, answer.text)
    }

    // MARK: - Helpers

    private func makeSUT(file: StaticString = #filePath, line: UInt = #line) async throws -> RouterAPIFixture {
        await makeRouterAPI(file: file, line: line)
    }
}
