import Foundation
import FoodybiteServer
import XCTest

final class LoginRouteTests: XCTestCase {
    func test_login_answersTheUserAndATokenPairForValidCredentials() async throws {
        let client = try await makeSUT()
        let account = TestAccount(name: "Eve Example", email: "Eve@Example.com")
        try await client.signup(account)

        let answer = try await client.login(account)

        XCTAssertEqual(answer.status, 200, answer.text)
        let user = try XCTUnwrap(answer.json?["user"] as? [String: Any])
        let id = try XCTUnwrap(user["id"] as? String)
        XCTAssertNotNil(UUID(uuidString: id))
        XCTAssertEqual(id, id.uppercased())
        XCTAssertEqual(user["name"] as? String, "Eve Example")
        XCTAssertEqual(user["email"] as? String, "Eve@Example.com")
        XCTAssertFalse(user.keys.contains("profileImage"), "a missing image is omitted, not null")
        let token = try XCTUnwrap(answer.json?["token"] as? [String: Any])
        let refreshToken = try XCTUnwrap(token["refreshToken"] as? String)
        XCTAssertEqual(refreshToken.count, 64)
        XCTAssertTrue(refreshToken.allSatisfy(\.isHexDigit))
        let claims = try XCTUnwrap(jwtClaims(token["accessToken"] as? String))
        XCTAssertEqual(claims["userID"] as? String, id)
        XCTAssertEqual(claims["name"] as? String, "Eve Example")
        XCTAssertEqual(claims["email"] as? String, "Eve@Example.com")
        XCTAssertNotNil(claims["exp"] as? Double)
        XCTAssertNotNil((claims["sessionID"] as? String).flatMap(UUID.init(uuidString:)))
    }

    func test_login_signsHS256TokensThatExpireAfterTheConfiguredLifetime() async throws {
        let client = try await makeSUT { $0.accessTokenLifetime = 600 }
        let account = TestAccount()
        try await client.signup(account)
        let before = Date()

        let answer = try await client.login(account)

        let accessToken = try XCTUnwrap((answer.json?["token"] as? [String: Any])?["accessToken"] as? String)
        XCTAssertEqual(try XCTUnwrap(jwtHeader(accessToken))["alg"] as? String, "HS256")
        let expiry = try XCTUnwrap(jwtClaims(accessToken)?["exp"] as? Double)
        XCTAssertEqual(expiry, before.timeIntervalSince1970 + 600, accuracy: 60)
    }

    func test_login_findsTheAccountWhateverTheCaseOfTheEmail() async throws {
        let client = try await makeSUT()
        let account = TestAccount(email: "eve.case@example.com")
        try await client.signup(account)

        let answer = try await client.post("/auth/login", json: ["email": "EVE.Case@EXAMPLE.com", "password": account.password])

        XCTAssertEqual(answer.status, 200, answer.text)
        XCTAssertEqual((answer.json?["user"] as? [String: Any])?["email"] as? String, "eve.case@example.com")
    }

    func test_login_answers401WithAReasonForAWrongPassword() async throws {
        let client = try await makeSUT()
        let account = TestAccount()
        try await client.signup(account)

        let answer = try await client.post("/auth/login", json: ["email": account.email, "password": TestAccount.digest("Wrong#123")])

        assertAPIError(answer, status: 401)
    }

    func test_login_answers401WithAReasonForAnUnknownEmail() async throws {
        let client = try await makeSUT()

        let answer = try await client.login(TestAccount())

        assertAPIError(answer, status: 401)
    }

    func test_login_startsAnIndependentSessionForEveryLoginEvenInParallel() async throws {
        let client = try await makeSUT()
        let account = TestAccount()
        try await client.signup(account)

        async let first = client.loggedIn(account)
        async let second = client.loggedIn(account)
        async let third = client.loggedIn(account)
        let sessions = try await [first, second, third]

        XCTAssertEqual(Set(sessions.map(\.refreshToken)).count, 3)
        for session in sessions {
            let answer = try await client.get("/review", bearer: session.accessToken)
            XCTAssertEqual(answer.status, 200, "every device stays logged in: \(answer.text)")
        }
    }

    func test_login_answers400ForMissingFieldsAndMalformedJSON() async throws {
        let client = try await makeSUT()

        let missing = try await client.post("/auth/login", json: ["email": "eve@example.com"])
        let wrongType = try await client.post("/auth/login", json: ["email": "eve@example.com", "password": 12345678])
        let malformed = try await client.request("POST", "/auth/login", rawBody: Data("email=eve".utf8), headers: ["Content-Type": "application/json"])

        assertAPIError(missing, status: 400)
        assertAPIError(wrongType, status: 400)
        assertAPIError(malformed, status: 400)
    }

    func test_login_answers413ForABodyOverTheStandardLimit() async throws {
        let client = try await makeSUT()
        let json: [String: Any] = ["email": "eve@example.com", "password": String(repeating: "a", count: 17 * 1024)]

        let answer = try await client.post("/auth/login", json: json)

        assertAPIError(answer, status: 413)
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
