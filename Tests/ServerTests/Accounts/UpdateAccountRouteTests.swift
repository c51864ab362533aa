import Foundation
import XCTest

final class UpdateAccountRouteTests: XCTestCase {
    func test_updateAccount_replacesNameEmailAndImageAndAnswersTheStoredUser() async throws {
        let client = try await makeSUT()
        let session = try await client.signedUpAndLoggedIn()
        let image = Data([1, 2, 3, 4])

        let answer = try await client.post(
            "/auth/account",
            json: ["name": "Eve Renamed", "email": "renamed-\(session.id)@example.com", "profileImage": image.base64EncodedString()],
            bearer: session.accessToken
        )

        XCTAssertEqual(answer.status, 200, answer.text)
        XCTAssertEqual(answer.json?["id"] as? String, session.id)
        XCTAssertEqual(answer.json?["name"] as? String, "Eve Renamed")
        XCTAssertEqual(answer.json?["email"] as? String, "renamed-\(session.id)@example.com")
        XCTAssertEqual(answer.json?["profileImage"] as? String, image.base64EncodedString())
        let login = try await client.post("/auth/login", json: ["email": "renamed-\(session.id)@example.com", "password": session.account.password])
        XCTAssertEqual((login.json?["user"] as? [String: Any])?["name"] as? String, "Eve Renamed")
    }

    func test_updateAccount_removesTheImageWhenItIsOmitted() async throws {
        let client = try await makeSUT()
        let session = try await client.signedUpAndLoggedIn(profileImage: Data([9, 9, 9]))

        let answer = try await client.post(
            "/auth/account",
            json: ["name": session.account.name, "email": session.account.email],
            bearer: session.accessToken
        )

        XCTAssertEqual(answer.status, 200, answer.text)
        XCTAssertFalse(answer.json?.keys.contains("profileImage") ?? true)
        let user = try await client.login(session.account).json?["user"] as? [String: Any]
        XCTAssertNil(user?["profileImage"])
    }

    func test_updateAccount_acceptsAnImageFarOverTheStandardBodyLimit() async throws {
        let client = try await makeSUT()
        let session = try await client.signedUpAndLoggedIn()
        let image = Data(repeating: 0x5A, count: 2_000_000)

        let answer = try await client.post(
            "/auth/account",
            json: ["name": session.account.name, "email": session.account.email, "profileImage": image.base64EncodedString()],
            bearer: session.accessToken
        )

        XCTAssertEqual(answer.status, 200, String(answer.text.prefix(200)))
    }

    func test_updateAccount_answers409AndChangesNothingForAnotherAccountsEmailInAnyCase() async throws {
        let sut = await makeRouterAPI()
        let client = sut.client
        try await client.signup(TestAccount(email: "taken@example.com"))
        let session = try await client.signedUpAndLoggedIn()

        let answer = try await client.post(
            "/auth/account",
            json: ["name": "Someone Else", "email": "TAKEN@example.com"],
            bearer: session.accessToken
        )

        assertAPIError(answer, status: 409)
        XCTAssertEqual(sut.accountName(ofAccount: session.id), session.account.name)
    }

    func test_updateAccount_keepsTheCallersOwnEmailInAnotherCase() async throws {
        let client = try await makeSUT()
        let session = try await client.signedUpAndLoggedIn(TestAccount(email: "own@example.com"))

        let answer = try await client.post(
            "/auth/account",
            json: ["name": session.account.name, "email": "Own@Example.com"],
            bearer: session.accessToken
        )

        XCTAssertEqual(answer.status, 200, answer.text)
        XCTAssertEqual(answer.json?["email"] as? String, "Own@Example.com")
    }

    func test_updateAccount_changesOnlyTheCallersAccountWhateverTheBodySays() async throws {
        let client = try await makeSUT()
        let victim = try await client.signedUpAndLoggedIn(TestAccount(name: "Victim"))
        let mallory = try await client.signedUpAndLoggedIn(TestAccount(name: "Mallory"))

        let answer = try await client.post(
            "/auth/account",
            json: ["id": victim.id, "userID": victim.id, "name": "Hacked", "email": mallory.account.email],
            bearer: mallory.accessToken
        )

        XCTAssertEqual(answer.json?["id"] as? String, mallory.id)
        let victimUser = try await client.login(victim.account).json?["user"] as? [String: Any]
        XCTAssertEqual(victimUser?["name"] as? String, "Victim")
    }

    func test_updateAccount_answers400ForInvalidFieldsAndInvalidBase64() async throws {
        let client = try await makeSUT()
        let session = try await client.signedUpAndLoggedIn()
        let bodies: [[String: Any]] = [
            ["name": "Ev", "email": session.account.email],
            ["name": session.account.name, "email": "not-an-email"],
            ["email": session.account.email],
            ["name": session.account.name, "email": session.account.email, "profileImage": "%%%"],
            ["name": session.account.name, "email": session.account.email, "profileImage": 12],
        ]

        for body in bodies {
            let answer = try await client.post("/auth/account", json: body, bearer: session.accessToken)

            assertAPIError(answer, status: 400, "\(body)")
        }
    }

    // MARK: - Helpers

    private func makeSUT(file: StaticString = #filePath, line: UInt = #line) async throws -> ServerClient {
        await makeRouterAPI(file: file, line: line).client
    }
}
