import Core
import Foundation
import SessionFeature
import TestSupport
import XCTest

final class RemoteSessionServiceTests: XCTestCase {
    func test_signUp_postsTheContractsBodyWithTheHashedPasswordAndBase64Image() async throws {
        let (sut, client, _, _) = makeSUT(answers: [.status(201)])

        try await sut.signUp(name: "Ana Lima", email: "ana@example.com", password: "Secret#123", profileImage: Data([1, 2, 3]))

        let request = try XCTUnwrap(client.requests.first)
        XCTAssertEqual(request.url?.absoluteString, "http://server/auth/signup")
        XCTAssertEqual(request.httpMethod, "POST")
        XCTAssertNil(request.value(forHTTPHeaderField: "Authorization"))
        let body = try XCTUnwrap(JSONSerialization.jsonObject(with: request.httpBody ?? Data()) as? [String: String])
        XCTAssertEqual(body, ["name": "Ana Lima", "email": "ana@example.com", "password": SHA512PasswordHasher().hash("Secret#123"), "profile_image": "AQID"])
    }

    func test_signUp_leavesTheImageOutWhenThereIsNone() async throws {
        let (sut, client, _, _) = makeSUT(answers: [.status(201)])

        try await sut.signUp(name: "Ana Lima", email: "ana@example.com", password: "Secret#123", profileImage: nil)

        let body = try XCTUnwrap(JSONSerialization.jsonObject(with: client.requests.first?.httpBody ?? Data()) as? [String: Any])
        XCTAssertNil(body["profile_image"])
    }

    func test_signUp_throwsEmailAlreadyRegisteredOn409() async {
        let (sut, _, _, _) = makeSUT(answers: [.json(#"{"error":true,"reason":"Email in use"}"#, status: 409)])

        await assertThrowsAsync(SessionError.emailAlreadyRegistered(reason: "Email in use")) {
            try await sut.signUp(name: "Ana Lima", email: "ana@example.com", password: "p", profileImage: nil)
        }
    }

    func test_login_returnsTheUserAndStoresTheTokens() async throws {
        let (sut, client, store, _) = makeSUT(answers: [.json(Self.loginAnswer)])

        let user = try await sut.login(email: "ana@example.com", password: "Secret#123")

        XCTAssertEqual(user, User(id: UUID(uuidString: "6F1C9A2E-3B7D-4E8A-9C1F-2A3B4C5D6E7F")!, name: "Ana Lima", email: "ana@example.com", profileImage: Data([1, 2, 3])))
        XCTAssertEqual(try store.read(), AuthToken(accessToken: "access", refreshToken: "refresh"))
        let body = try XCTUnwrap(JSONSerialization.jsonObject(with: client.requests.first?.httpBody ?? Data()) as? [String: String])
        XCTAssertEqual(body, ["email": "ana@example.com", "password": SHA512PasswordHasher().hash("Secret#123")])
    }

    func test_login_throwsInvalidCredentialsForOurServers401AndTheOriginals404() async throws {
        for status in [401, 404] {
            let (sut, _, store, _) = makeSUT(answers: [.json(#"{"error":true,"reason":"Email or password was incorrect"}"#, status: status)])

            await assertThrowsAsync(SessionError.invalidCredentials) { _ = try await sut.login(email: "a@b.co", password: "p") }
            XCTAssertNil(try store.read())
        }
    }

    func test_login_throwsTooManyAttemptsOn429() async {
        let (sut, _, _, _) = makeSUT(answers: [.json(#"{"error":true,"reason":"Try again in 300 seconds"}"#, status: 429)])

        await assertThrowsAsync(SessionError.tooManyAttempts(reason: "Try again in 300 seconds")) { _ = try await sut.login(email: "a@b.co", password: "p") }
    }

    func test_logout_tellsTheServerThenForgetsTheTokens() async throws {
        let (sut, _, store, authenticatedClient) = makeSUT(token: AuthToken(accessToken: "a", refreshToken: "r"), authenticatedAnswers: [.status(200)])

        let outcome = try await sut.logout()

        XCTAssertEqual(outcome, .loggedOutEverywhere)
        XCTAssertEqual(authenticatedClient.requests.map(\.url?.absoluteString), ["http://server/auth/logout"])
        XCTAssertNil(try store.read())
    }

    func test_logout_forgetsTheTokensEvenWhenTheServerCannotBeReached() async throws {
        let (sut, _, store, _) = makeSUT(token: AuthToken(accessToken: "a", refreshToken: "r"), authenticatedAnswers: [.failure(HTTPClientError.cannotConnect(origin: "http://server"))])

        let outcome = try await sut.logout()

        XCTAssertEqual(outcome, .loggedOutLocallyOnly)
        XCTAssertNil(try store.read())
    }

    func test_logout_treatsAnAlreadyEndedSessionAsLoggedOutEverywhere() async throws {
        let (sut, _, _, _) = makeSUT(token: AuthToken(accessToken: "a", refreshToken: "r"), authenticatedAnswers: [.failure(AuthenticationError.sessionExpired)])

        let outcome = try await sut.logout()

        XCTAssertEqual(outcome, .loggedOutEverywhere)
    }

    func test_logout_sendsNothingWhenNobodyIsLoggedIn() async throws {
        let (sut, _, _, authenticatedClient) = makeSUT(token: nil)

        let outcome = try await sut.logout()

        XCTAssertEqual(outcome, .wasNotLoggedIn)
        XCTAssertTrue(authenticatedClient.requests.isEmpty)
    }

    // MARK: - Helpers

    private static let loginAnswer = """
    {"user": {"id": "6F1C9A2E-3B7D-4E8A-9C1F-2A3B4C5D6E7F", "name": "Ana Lima", "email": "ana@example.com", "profileImage": "AQID"},
     "token": {"accessToken": "access", "refreshToken": "refresh"}}
    """

    private func makeSUT(
        token: AuthToken? = nil,
        answers: [HTTPClientSpy.Answer] = [],
        authenticatedAnswers: [HTTPClientSpy.Answer] = []
    ) -> (RemoteSessionService, HTTPClientSpy, InMemoryTokenStore, HTTPClientSpy) {
        let client = HTTPClientSpy(answers: answers)
        let authenticatedClient = HTTPClientSpy(answers: authenticatedAnswers)
        let store = InMemoryTokenStore(token: token)
        let sut = RemoteSessionService(client: client, authenticatedClient: authenticatedClient, baseURL: URL(string: "http://server")!, tokenStore: store)
        return (sut, client, store, authenticatedClient)
    }
}
